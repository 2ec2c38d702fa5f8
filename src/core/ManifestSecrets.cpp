// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Kubernetes Secret manifests in YAML: the values under `data:` (base64) and `stringData:` of a mapping whose sibling
// `kind:` is Secret, before or after the block, as hand-written manifests and `kubectl get -o yaml` print them. Block
// scalars (`|`, `>`) are redacted line by line. A stream holds a block until it ends and its mapping's kind is known.
#include "RedactorImpl.h"

#include <algorithm>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

constexpr Size LookBytes = ManifestContextBytes; // how far the sibling `kind:` is looked for before and after a block
constexpr std::string_view KeyEnd = "ata:";      // the end of "data:" and "stringData:"
constexpr Size MaxBlockBytes = 64 * 1024;        // a data block longer than this is not followed

// One line of YAML as far as this file cares: where its key starts, and whether a list item ("- ") opens it.
struct YamlLine {
    Size begin = 0;
    Size end = 0;  // before the newline (and a CR)
    Size next = 0; // the next line's start
    Size key = 0;  // column of the first non-blank after indentation and any "- "
    Size dash = npos;
    bool blank = false;  // empty or a comment
    bool marker = false; // "---" or "..."
};

YamlLine lineAt(std::string_view text, Size begin)
{
    YamlLine l;
    l.begin = begin;
    const Size nl = text.find('\n', begin);
    l.next = nl == npos ? text.size() : nl + 1;
    l.end = nl == npos ? text.size() : nl;
    if (l.end > begin && text[l.end - 1] == '\r')
        --l.end;
    Size i = begin;
    while (i < l.end && isSpaceTab(text[i]))
        ++i;
    if (i + 1 < l.end && text[i] == '-' && isSpaceTab(text[i + 1])) {
        l.dash = i - begin;
        while (i < l.end && (text[i] == '-' || isSpaceTab(text[i])))
            ++i;
    }
    l.key = i - begin;
    l.blank = i == l.end || text[i] == '#';
    const std::string_view rest = text.substr(begin, l.end - begin);
    l.marker = rest.starts_with("---") || rest.starts_with("...");
    return l;
}

// The start of the line before the one at begin (begin > 0).
Size previousLineStart(std::string_view text, Size begin)
{
    const Size nl = begin >= 2 ? text.rfind('\n', begin - 2) : npos;
    return nl == npos ? 0 : nl + 1;
}

std::string_view keyOf(std::string_view text, const YamlLine &l)
{
    const std::string_view rest = text.substr(l.begin + l.key, l.end - l.begin - l.key);
    const Size colon = rest.find(':');
    return colon == npos ? std::string_view() : rest.substr(0, colon);
}

// After the key's colon: the scalar, unquoted and trimmed (a comment dropped), and where it starts.
std::string_view scalarAfterKey(std::string_view text, const YamlLine &l, Size *at)
{
    Size i = l.begin + l.key + keyOf(text, l).size() + 1;
    while (i < l.end && isSpaceTab(text[i]))
        ++i;
    Size end = l.end;
    if (i < end && is(text[i], CQuote)) {
        const Size close = text.find(text[i], i + 1);
        if (close == npos || close > end)
            return {};
        *at = i + 1;
        return text.substr(i + 1, close - i - 1);
    }
    const Size hash = text.substr(i, end - i).find(" #");
    if (hash != npos)
        end = i + hash;
    while (end > i && is(text[end - 1], CBlank))
        --end;
    *at = i;
    return text.substr(i, end - i);
}

bool isKindSecret(std::string_view text, const YamlLine &l)
{
    std::string_view key = keyOf(text, l);
    if (key.size() >= 2 && is(key.front(), CQuote) && key.back() == key.front())
        key = key.substr(1, key.size() - 2);
    Size at = 0;
    return key == "kind"sv && equalsNoCase(scalarAfterKey(text, l, &at), "secret");
}

// The key is alone on its line: "data:" then nothing but blanks or a comment.
bool isBlockHeader(std::string_view text, const YamlLine &l)
{
    const std::string_view key = keyOf(text, l);
    if (l.blank || (key != "data"sv && key != "stringData"sv))
        return false;
    Size i = l.begin + l.key + key.size() + 1;
    while (i < l.end && isSpaceTab(text[i]))
        ++i;
    return i == l.end || text[i] == '#';
}

enum class Kind : std::uint8_t { Unknown, None, Secret, Other }; // None: the mapping starts, no kind in it yet

// Does the sibling `kind:` of a key at column col say Secret, looking back from the line at begin?
Kind kindBefore(std::string_view text, Size begin, Size floor, Size col, Size budget, Size *reached)
{
    Size at = begin;
    while (at > floor && begin - at < budget) {
        at = std::max(floor, previousLineStart(text, at));
        const YamlLine l = lineAt(text, at);
        if (l.marker || (!l.blank && l.key < col) || (l.dash != npos && l.dash < col && l.key > col))
            return Kind::None;
        if (l.blank || l.key > col)
            continue;
        if (keyOf(text, l) == "kind"sv)
            return isKindSecret(text, l) ? Kind::Secret : Kind::Other;
        if (l.dash != npos || isBlockHeader(text, l))
            return Kind::None; // the mapping starts here, or a sibling block's own scope does
    }
    *reached = at;
    return Kind::Unknown;
}

// Looking back over the text, then over what a stream wrote before it (context), LookBytes in all.
Kind manifestKindBefore(std::string_view text, Size begin, Size floor, Size col, std::string_view context)
{
    Size reached = 0;
    const Kind kind = kindBefore(text, begin, floor, col, LookBytes, &reached);
    if (kind != Kind::Unknown || reached != 0 || begin >= LookBytes || context.empty() || context.back() != '\n')
        return kind;
    return kindBefore(context, context.size(), 0, col, LookBytes - begin, &reached);
}

// The same, after the block that ends at begin. *open: the text ended before the answer; *line: where the kind is.
Kind kindAfter(std::string_view text, Size begin, Size col, bool *open, Size *line)
{
    for (Size at = begin; at < text.size() && at - begin < LookBytes;) {
        const YamlLine l = lineAt(text, at);
        *line = at;
        at = l.next;
        if (l.marker || (!l.blank && l.key < col) || (l.dash != npos && l.dash < col))
            return Kind::Other;
        if (l.blank || l.key > col)
            continue;
        if (keyOf(text, l) == "kind"sv)
            return isKindSecret(text, l) ? Kind::Secret : Kind::Other;
        if (isBlockHeader(text, l))
            return Kind::Other;
    }
    *open = true;
    return Kind::Unknown;
}

// Where the block under the header line ends: the first non-blank line not deeper than the header.
Size blockEnd(std::string_view text, const YamlLine &header)
{
    Size at = header.next;
    while (at < text.size() && at - header.next < MaxBlockBytes) {
        const YamlLine l = lineAt(text, at);
        if (!l.blank && (l.key <= header.key || l.marker))
            return at;
        at = l.next;
    }
    return at;
}

bool base64Value(std::string_view v)
{
    return std::all_of(v.begin(), v.end(), [](char c) { return is(c, CBase64); });
}

constexpr Size MinSecretBytes = 6; // shorter values are user names, ports and flags ("admin", "5432", "true")

// A value of a Secret's `data:` (base64 of at least MinSecretBytes) or `stringData:` (text) that is worth hiding.
bool secretEntry(std::string_view value, bool base64)
{
    if (!base64)
        return value.size() >= MinSecretBytes && !isPlaceholder(value);
    if (!base64Value(value))
        return false;
    while (!value.empty() && value.back() == '=')
        value.remove_suffix(1);
    return value.size() * 3 / 4 >= MinSecretBytes;
}

} // namespace

// Called at the colon of a line that may be `data:` or `stringData:`; the block is judged once the pass is done.
void Scanner::noteManifestBlock(Size colon)
{
    Size lineBegin = colon;
    while (lineBegin > m_pemFloor && m_text[lineBegin - 1] != '\n')
        --lineBegin;
    if (!lineStart(lineBegin))
        return;
    const YamlLine l = lineAt(m_text, lineBegin);
    if (l.begin + l.key + keyOf(m_text, l).size() == colon && isBlockHeader(m_text, l))
        m_manifestBlocks.push_back(lineBegin);
}

void Scanner::resolveManifestBlocks()
{
    // What a stream needs to know of each block to hold the right lines, see below.
    struct Judged {
        Size header, end, kindLine;
        bool open, secret;
    };
    std::vector<Judged> judged;
    for (const Size headerBegin : m_manifestBlocks) {
        if (headerBegin < m_pemFloor)
            continue;
        const YamlLine header = lineAt(m_text, headerBegin);
        const Size end = blockEnd(m_text, header);
        bool open = false;
        Size kindLine = 0;
        Kind kind = manifestKindBefore(m_text, headerBegin, m_pemFloor, header.key, m_context);
        if (kind == Kind::Unknown || kind == Kind::None)
            kind = kindAfter(m_text, end, header.key, &open, &kindLine);
        if (kind == Kind::Secret)
            addManifestValues(headerBegin, end);
        if (end - headerBegin < MaxBlockBytes)
            judged.push_back({headerBegin, end, kindLine, open || end == m_text.size(), kind == Kind::Secret});
    }
    // A stream holds from the first block that is still open, and from any block before it that the held lines would
    // cut (its entries or the kind that made it secret lie in them), so that the lines it writes are judged the same.
    for (auto b = judged.rbegin(); b != judged.rend(); ++b)
        if (b->open || (m_holdFrom != npos && (b->end > m_holdFrom || (b->secret && b->kindLine >= m_holdFrom))))
            m_holdFrom = b->header;
}

void Scanner::addManifestValues(Size headerBegin, Size end)
{
    const YamlLine header = lineAt(m_text, headerBegin);
    const bool base64 = keyOf(m_text, header) == "data"sv;
    Size entryCol = npos;
    for (Size at = header.next; at < end;) {
        const YamlLine l = lineAt(m_text, at);
        at = l.next;
        if (l.blank)
            continue;
        entryCol = std::min(entryCol, l.key);
        if (l.key != entryCol || keyOf(m_text, l).empty())
            continue;
        Size v = 0;
        const std::string_view value = scalarAfterKey(m_text, l, &v);
        if (value.starts_with('|') || value.starts_with('>')) { // a block scalar: every deeper line
            while (at < end) {
                const YamlLine c = lineAt(m_text, at);
                if (!c.blank && c.key <= entryCol)
                    break;
                at = c.next;
                const Size b = c.begin + c.key, e = trimEnd(b, c.end);
                if (!c.blank && (!base64 || base64Value(m_text.substr(b, e - b))))
                    add(b, e, b, e); // one line of many: its length says nothing
            }
            continue;
        }
        if (!secretEntry(value, base64))
            continue;
        add(l.begin + l.key, v + value.size(), v, v + value.size());
    }
}

} // namespace airlock::core::detail
