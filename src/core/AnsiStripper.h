// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

#include <array>
#include <cstddef>
#include <string>
#include <string_view>

namespace airlock::core {

// Cleans raw command output before an agent sees it (SPEC-terminal.md §2, "Cleaning, in this order"): the result is
// valid UTF-8 (U+FFFD per maximal invalid subpart), without NUL, ANSI/VT escape sequences (7-bit and UTF-8 encoded
// C1 forms) or C0 controls other than TAB and LF, and with CR/BS rewrites applied as a terminal shows the line.
// A line is capped at AnsiStripper::kMaxLineBytes: when it gets that long it is emitted as it stands and the text
// after it starts a fresh line (no '\n' is inserted), exactly as the streaming class does.
std::string cleanTerminalText(std::string_view raw);

// The streaming form: feed() any chunking of a stream, then finish(); the concatenation of the returned pieces is
// cleanTerminalText() of the concatenated chunks. Held back between calls: an incomplete UTF-8 sequence (at most
// 3 bytes), the state of an unfinished escape sequence (no bytes) and the current, unfinished line, because a later
// '\r' or BS may still rewrite it; so feed() returns only whole lines (and lines cut at the cap).
class AnsiStripper final
{
public:
    // A line that reaches this many UTF-8 bytes is emitted as it stands, so memory stays bounded.
    static constexpr std::size_t kMaxLineBytes = 64 * 1024;
    // An escape sequence or control string (OSC, DCS, ...) is abandoned after this many bytes of content and the
    // bytes after it are kept as text, so a stray ESC cannot swallow a whole output.
    static constexpr std::size_t kMaxSequenceBytes = 4 * 1024;

    std::string feed(std::string_view chunk);
    // Ends the stream: an incomplete UTF-8 sequence becomes U+FFFD, an unterminated escape sequence is dropped and
    // the current line is returned as it stands. The stripper is then ready for a new stream.
    std::string finish();
    // Bytes held back between calls (the unfinished line and an incomplete UTF-8 sequence); never more than
    // kMaxLineBytes + 3.
    std::size_t pendingBytes() const;

private:
    friend std::string cleanTerminalText(std::string_view raw);

    // The states of the DEC/ANSI parser (vt100.net/emu/dec_ansi_parser) that matter for stripping; every control
    // string (OSC, DCS, SOS, PM, APC) is swallowed alike.
    enum class State : unsigned char { Ground, Escape, EscapeIntermediate, Csi, ControlString };

    std::size_t completePendingUtf8(const unsigned char *data, std::size_t size);
    void process(const unsigned char *data, std::size_t size);
    void processCodePoint(char32_t codePoint, std::size_t rawLength);
    bool consumeInSequence(char32_t codePoint, std::size_t rawLength);
    void processGround(char32_t codePoint);
    void executeControl(char32_t codePoint);
    void beginSequence(State state);
    void beginC1(char32_t codePoint);
    void writeAscii(const unsigned char *text, std::size_t size);
    void writeCodePoint(char32_t codePoint);
    void beginRewrite();
    void emitRewrittenLine();
    void endLine();
    void flushLine();
    void endOfInput();
    std::string takeFinishedText();

    // Finished text, followed (from m_lineStart on) by the current line while it is only appended to.
    std::string m_out;
    std::size_t m_lineStart = 0;
    std::size_t m_lineLength = 0; // code points of the current line held in m_out
    // The current line as code points once a '\r' or BS makes a write land inside it: overwriting is then O(1)
    // per character whatever the UTF-8 lengths involved.
    std::u32string m_line;
    std::size_t m_lineBytes = 0; // UTF-8 length of m_line, for the cap
    bool m_rewriting = false;
    std::size_t m_cursor = 0; // column (code points) where the next character lands

    State m_state = State::Ground;
    std::size_t m_sequenceBytes = 0; // content bytes of the current escape sequence, for the cap

    std::array<unsigned char, 4> m_utf8 = {}; // a UTF-8 sequence cut by the end of a chunk
    std::size_t m_utf8Length = 0;
};

} // namespace airlock::core
