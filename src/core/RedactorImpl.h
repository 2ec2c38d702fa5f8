// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// The scanner behind Redactor and StreamRedactor, its methods spread over RedactorScanner.cpp (the pass and how
// matches are resolved), SecretFormats.cpp (tokens known by their shape, Authorization headers, URLs),
// KeyValueSecrets.cpp (secret-looking keys and their values) and PemBlocks.cpp (private key blocks). Not part of any
// interface.

#include "RedactorBytes.h"

#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace airlock::core::detail {

struct PrefixRule {
    std::string_view prefix;
    std::uint32_t body = CAlnum;
    Size minBody = 10;
    Size exactBody = 0; // AWS key ids: exactly this many, then a word end
    bool loose = false; // the body could be an ordinary word, so it must look random
    Size maxBody = 0;   // a longer run is some other token that merely starts so (Google API keys: 35)
};

enum class KeyStrength : std::uint8_t { None, Weak, Strong };
// How a value was written: in quotes, as an unquoted "=" assignment, in a query string, or after ": ".
enum class ValueStyle : std::uint8_t { Quoted, Equals, Query, Colon };

struct Match {
    Size begin = 0;
    Size end = 0;
    Size valueBegin = 0;
    Size valueEnd = 0;
    bool pem = false;     // replaced whole by PemReplacement
    bool openPem = false; // a BEGIN without END: runs to the end of the text
    Size pemMarkerEnd = 0;
};

class Scanner final
{
public:
    // before: the byte preceding text ('\n' for a text of its own), for the whole-word and line-start rules.
    // context: what a stream wrote before text (for the few rules that look back over lines), else empty.
    Scanner(std::string_view text, char before, std::string_view context = {})
        : m_text(text)
        , m_before(before)
        , m_context(context)
    {}
    std::vector<Match> run();
    // For a stream: where the lines it should hold start (a `data:` block whose end or kind is not in text), or npos.
    Size holdFrom() const { return m_holdFrom; }

private:
    char byteBefore(Size i) const { return i == 0 ? m_before : m_text[i - 1]; }
    bool wordStart(Size i) const { return !is(byteBefore(i), CWord); }
    bool lineStart(Size i) const { return byteBefore(i) == '\n'; }
    bool startsWith(Size i, std::string_view s) const
    {
        if (i > m_text.size() || m_text.size() - i < s.size())
            return false;
        for (Size k = 0; k < s.size(); ++k) // prefixes are short: cheaper than a memcmp call
            if (m_text[i + k] != s[k])
                return false;
        return true;
    }
    bool startsWithNoCase(Size i, std::string_view lowerS) const
    {
        return m_text.size() - i >= lowerS.size() && equalsNoCase(m_text.substr(i, lowerS.size()), lowerS);
    }
    Size runOf(Size i, std::uint32_t bits) const
    {
        while (i < m_text.size() && is(m_text[i], bits))
            ++i;
        return i;
    }
    Size skipSpaceTab(Size i) const
    {
        while (i < m_text.size() && isSpaceTab(m_text[i]))
            ++i;
        return i;
    }
    Size trimEnd(Size begin, Size end) const
    {
        while (end > begin && is(m_text[end - 1], CBlank))
            --end;
        return end;
    }
    Size lineEnd(Size i) const
    {
        const void *nl = std::memchr(m_text.data() + i, '\n', m_text.size() - i);
        return nl ? static_cast<Size>(static_cast<const char *>(nl) - m_text.data()) : m_text.size();
    }
    void add(Size begin, Size end, Size valueBegin, Size valueEnd)
    {
        m_found.push_back({begin, end, valueBegin, valueEnd});
    }

    Size resumeAfter(Size i, Size end) const;
    Size tryWordStart(Size i);
    Size tryPrefix(Size i, const PrefixRule &rule);
    Size tryJwt(Size i);
    Size trySendGrid(Size i);
    Size tryAuthorization(Size i, Size nameLength);
    Size tryBearer(Size i);
    Size tryPem(Size i);
    Size tryUrl(Size colon);
    Size trySlackHook(Size begin, Size host);
    Size tryTeamsHook(Size begin, Size authority);
    Size tryKeyValue(Size sep);
    Size tryQuotedPair(Size comma);
    Size tryWordStartP(Size i);
    Size tryColon(Size i);
    Size tryTokenShape(Size i); // TokenShapes.cpp
    Size tryTelegram(Size colon);
    Size tryAppToken(Size pipe);
    Size tryAtlasToken(Size dot);
    Size tryAzureSecret(Size tilde);
    Size tryCookie(Size i); // CredentialFormats.cpp
    Size tryPuttyKey(Size i);
    Size tryNetrcPassword(Size i);
    Size tryPhpDefine(Size i);
    Size tryXmlElement(Size lt);
    Size tryFlag(Size i);
    Size tryPgpass(Size colon);
    void noteManifestBlock(Size colon); // ManifestSecrets.cpp
    void resolveManifestBlocks();
    void addManifestValues(Size headerBegin, Size end);
    bool wordStartForFlag(Size i) const;
    Size addFlagValue(Size begin, Size v, std::string_view key, bool weak);
    std::string_view lineBefore(Size i) const;
    std::string_view commandBefore(Size i) const;
    Size tokenEnd(Size i) const;
    struct KeyName {
        Size begin = 0; // where the match starts: a quoted key's opening quote
        Size nameBegin = 0;
        Size nameEnd = 0;
    };
    struct Value {
        Size valueBegin = 0;
        Size valueEnd = 0;
        Size end = 0; // where the match ends: after a closing quote
        bool quoted = false;
    };
    static bool isTypeName(std::string_view word);
    std::optional<KeyName> typedNameBefore(Size typeBegin) const;
    std::optional<KeyName> keyNameBefore(Size keyEnd, bool quotedKey) const;
    std::optional<Value> valueAt(Size v, bool colon, bool quotedKey, Size keyBegin) const;
    std::optional<Value> wordValueAt(Size v) const;
    std::optional<Value> valueLineOfElement(Size lineBegin) const;
    bool pemBeginIsKey(Size markerEnd) const;
    bool pemEndIsKey(Size marker) const;
    Size pemFragmentStart(Size marker) const;
    bool keyAtLineStart(Size keyBegin) const;
    bool siblingNamesSecret(Size valueKeyBegin) const;
    bool codeGoesOn(Size sep, Size valueEnd) const;
    std::vector<Match> resolve();

    std::string_view m_text;
    char m_before = '\n';
    std::string_view m_context;
    // End of the last PEM block: nothing reaches back into it (key names, schemes, END-only fragments), which is also
    // what a StreamRedactor sees after a block.
    Size m_pemFloor = 0;
    std::vector<Match> m_found;
    std::vector<Match> m_pems;
    std::vector<Size> m_manifestBlocks; // line starts of `data:` / `stringData:` keys alone on their line
    Size m_holdFrom = npos;
};

std::vector<Match> scan(std::string_view text, char before, std::string_view context = {}, Size *holdFrom = nullptr);

// Values that are not secrets themselves: empty, templates ($FOO, ${FOO}, {{ x }}, <token>), masked or elided
// values, placeholder words (changeme, your_api_key_here, null).
bool isPlaceholder(std::string_view value);
// Whether a key names a secret (strongly: password, token; weakly: pass, auth, <x>_key).
KeyStrength secretKeyStrength(std::string_view key);
// Whether the value of a secret-named key is a secret rather than a placeholder, code, a type or a reference.
bool isSecretValue(std::string_view value, std::string_view key, ValueStyle style);
// One token of two or more character classes with the entropy of a random string (for weak evidence).
bool looksRandomEnough(std::string_view value);
// Random enough, a UUID or a long number that is not a count: a drawn value under a name that only hints at a secret.
bool looksDrawn(std::string_view value);
bool isSequential(std::string_view value);     // "abcdefgh", "12345678", "qwerty…"
bool isWordLike(std::string_view value);       // words joined as identifiers are: "TestSourcePassword", "DOC_Vector_5"
double shannonEntropy(std::string_view value); // bits per byte
// The body of a prefixed token that stands in for one (`ghp_xxxx…`, `AKIA…EXAMPLE`, `sk-…abcdefghijklmnop…`).
bool isPlaceholderToken(std::string_view body);
// A line that could be part of a PEM body: base64 only, blanks at the ends allowed.
bool bodyLikeLine(std::string_view line);
// pos is just after "-----BEGIN " or "-----END "; returns the end of the marker if its label names a private key.
Size pemLabelEnd(std::string_view text, Size pos);
Size findPemMarker(std::string_view text, Size from, std::string_view marker);

inline constexpr Size MaxXmlName = 64;
// Where a stream's held lines start because a secret-named XML element may close below them (linesEnd if none).
Size xmlElementHoldStart(std::string_view text, Size linesEnd);
// Where a stream's held lines start because the last line goes on on the next (a shell's backslash-newline).
Size continuedLineStart(std::string_view text, Size linesEnd);
// What a stream keeps of the text it wrote, for the look back of Kubernetes `data:` blocks.
inline constexpr Size ManifestContextBytes = 4096;

void appendRedacted(std::string &out, std::string_view text, const std::vector<Match> &matches, Size upTo);
// Writes text up to an open PEM block and the block's replacement; returns the bytes consumed (through BEGIN).
Size appendUpToOpenPem(std::string &out, std::string_view text, const std::vector<Match> &matches);

} // namespace airlock::core::detail
