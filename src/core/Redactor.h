// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::core {

namespace detail {
struct Match;
} // namespace detail

// One secret found in a text. [begin,end) is the whole match including its context (a key name,
// "Authorization: Basic ", a URL's "scheme://user:"); [valueBegin,valueEnd) is the part that gets masked. Byte offsets.
struct SecretSpan {
    std::size_t begin = 0;
    std::size_t end = 0;
    std::size_t valueBegin = 0;
    std::size_t valueEnd = 0;
};

// Secret redaction of SPEC-terminal.md §6: one hand-written pass over UTF-8 bytes (no regex), so it keeps up with
// command output. Bytes it does not redact are copied unchanged, whatever they are (invalid UTF-8, NUL).
class Redactor final
{
public:
    static std::vector<SecretSpan> find(std::string_view text); // sorted, non-overlapping
    // text with every span's value replaced by mask(value); private key blocks by "[PRIVATE KEY REDACTED]"
    static std::string redact(std::string_view text);
    static std::string redact(std::string_view text, std::size_t *found); // also says how many secrets it masked
    // < 18 characters (UTF-8 code points): "[REDACTED]"; else first 6 chars + "...[REDACTED]..." + last 4 chars
    static std::string mask(std::string_view secret);
};

// Constant-memory streaming redaction for `airlock redact` (stdin → stdout): output equals Redactor::redact(whole
// input) for ordinary text. It holds back the line in progress and, because an END line without its BEGIN redacts the
// key-body lines above it, a run of base64-looking lines; a PEM block in progress is tracked by state, not buffered.
// A line longer than MaxLineBytes is cut at whitespace or punctuation outside any secret; if a secret itself is that
// long, it is written as "[REDACTED]" and the rest of its line is dropped (fail closed).
class StreamRedactor final
{
public:
    static constexpr std::size_t MaxLineBytes = 64 * 1024;
    static constexpr std::size_t MaxPendingBytes = 2 * MaxLineBytes; // held base64-like lines + the current line

    std::string feed(std::string_view chunk); // returns text that is final
    std::string finish();                     // flushes the rest; the object can then be reused
    // Complete lines held only because a private key's END line might still claim them (base64-looking lines such
    // as "ok" or a pid): for a live view after the stream has been quiet a while. Never a line in progress or
    // anything inside a private key. Costs the fail-closed rule for an END that arrives after the pause.
    std::string releaseHeldLines();
    std::size_t pendingBytes() const { return m_pending.size(); }

private:
    void drain(std::string &out, bool atEnd);
    void writeOut(std::string &out, std::size_t length, bool mayHold = false);
    void cutLongLine(std::string &out);
    bool skipRestOfLine(std::string &out, bool atEnd);
    std::size_t heldLinesStart(std::size_t linesEnd) const;
    void remember(std::string_view view, const std::vector<detail::Match> &matches);

    std::string m_pending;       // bytes not written yet
    char m_before = '\n';        // last byte written, for the whole-word and line-start rules
    std::string m_written;       // the end of what was written, for the rules that look back over lines
    bool m_inPrivateKey = false; // inside a PEM block whose replacement was already written
    bool m_skippingLine = false; // dropping the rest of a line whose secret was too long to see whole
};

} // namespace airlock::core
