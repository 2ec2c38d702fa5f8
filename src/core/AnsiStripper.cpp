// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "AnsiStripper.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <utility>

namespace airlock::core {

namespace {

constexpr char32_t kReplacement = 0xFFFD;
constexpr char32_t kBel = 0x07;
constexpr char32_t kBackspace = 0x08;
constexpr char32_t kTab = 0x09;
constexpr char32_t kLineFeed = 0x0A;
constexpr char32_t kCarriageReturn = 0x0D;
constexpr char32_t kCancel = 0x18;
constexpr char32_t kSubstitute = 0x1A;
constexpr char32_t kEscape = 0x1B;
constexpr char32_t kDelete = 0x7F;

// Bytes the ground state writes as they are: printable ASCII and TAB. Every other byte (controls, ESC, DEL, and
// anything >= 0x80, which needs decoding) leaves the fast path.
constexpr std::array<bool, 256> kPlainBytes = [] {
    std::array<bool, 256> table = {};
    for (std::size_t byte = 0x20; byte < 0x7F; ++byte)
        table[byte] = true;
    table[kTab] = true;
    return table;
}();

// ASCII bytes that are plain content of a control string: all but the ones that end it (BEL, CAN, SUB, ESC).
constexpr std::array<bool, 256> kStringContentBytes = [] {
    std::array<bool, 256> table = {};
    for (std::size_t byte = 0; byte < 0x80; ++byte)
        table[byte] = true;
    table[kBel] = table[kCancel] = table[kSubstitute] = table[kEscape] = false;
    return table;
}();

// End of the run of plain bytes starting at data[index]. Eight bytes at a time while none of them is below 0x20 or
// above 0x7E (the bit tricks of graphics.stanford.edu/~seander/bithacks.html, "hasless" and "hasmore"); TAB, rarer,
// is left to the table.
std::size_t plainRunEnd(const unsigned char *data, std::size_t index, std::size_t size)
{
    constexpr std::uint64_t kOnes = 0x0101010101010101ULL;
    constexpr std::uint64_t kHighBits = 0x8080808080808080ULL;
    while (size - index >= sizeof(std::uint64_t)) {
        std::uint64_t word = 0;
        std::memcpy(&word, data + index, sizeof word);
        const std::uint64_t below = (word - kOnes * 0x20) & ~word & kHighBits;
        const std::uint64_t above = ((word + kOnes * (0x7F - 0x7E)) | word) & kHighBits;
        if ((below | above) != 0)
            break;
        index += sizeof word;
    }
    while (index < size && kPlainBytes[data[index]])
        ++index;
    return index;
}

bool isC1(char32_t codePoint)
{
    return codePoint >= 0x80 && codePoint <= 0x9F;
}

struct Decoded {
    char32_t codePoint = kReplacement;
    std::size_t length = 0;
    bool complete = true; // false: a valid but cut-off prefix that more bytes may complete
};

// Decodes one code point at text[0] (a byte >= 0x80) the way the WHATWG decoder does: a maximal invalid subpart
// (an impossible lead byte, or a lead byte and the continuation bytes that were valid so far) becomes one U+FFFD
// and the byte that broke it is decoded afresh. The second-byte ranges exclude overlong forms, surrogates and
// code points above U+10FFFF. Never reads past text[available - 1].
Decoded decodeUtf8(const unsigned char *text, std::size_t available)
{
    const unsigned char lead = text[0];
    if (lead < 0x80)
        return {lead, 1, true};
    if (lead < 0xC2 || lead > 0xF4)
        return {kReplacement, 1, true};

    std::size_t continuations = 0;
    char32_t codePoint = 0;
    unsigned char low = 0x80;
    unsigned char high = 0xBF;
    if (lead < 0xE0) {
        continuations = 1;
        codePoint = lead & 0x1Fu;
    } else if (lead < 0xF0) {
        continuations = 2;
        codePoint = lead & 0x0Fu;
        if (lead == 0xE0)
            low = 0xA0;
        else if (lead == 0xED)
            high = 0x9F;
    } else {
        continuations = 3;
        codePoint = lead & 0x07u;
        if (lead == 0xF0)
            low = 0x90;
        else if (lead == 0xF4)
            high = 0x8F;
    }

    for (std::size_t index = 1; index <= continuations; ++index) {
        if (index >= available)
            return {kReplacement, index, false};
        const unsigned char byte = text[index];
        if (byte < low || byte > high)
            return {kReplacement, index, true};
        low = 0x80;
        high = 0xBF;
        codePoint = (codePoint << 6) | (byte & 0x3Fu);
    }
    return {codePoint, continuations + 1, true};
}

std::size_t utf8Length(char32_t codePoint)
{
    if (codePoint < 0x80)
        return 1;
    if (codePoint < 0x800)
        return 2;
    if (codePoint < 0x10000)
        return 3;
    return 4;
}

void appendUtf8(std::string &out, char32_t codePoint)
{
    if (codePoint < 0x80) {
        out.push_back(static_cast<char>(codePoint));
    } else if (codePoint < 0x800) {
        const char bytes[] = {static_cast<char>(0xC0 | (codePoint >> 6)), static_cast<char>(0x80 | (codePoint & 0x3F))};
        out.append(bytes, sizeof bytes);
    } else if (codePoint < 0x10000) {
        const char bytes[] = {static_cast<char>(0xE0 | (codePoint >> 12)),
                              static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F)),
                              static_cast<char>(0x80 | (codePoint & 0x3F))};
        out.append(bytes, sizeof bytes);
    } else {
        const char bytes[] = {
            static_cast<char>(0xF0 | (codePoint >> 18)), static_cast<char>(0x80 | ((codePoint >> 12) & 0x3F)),
            static_cast<char>(0x80 | ((codePoint >> 6) & 0x3F)), static_cast<char>(0x80 | (codePoint & 0x3F))};
        out.append(bytes, sizeof bytes);
    }
}

} // namespace

std::string cleanTerminalText(std::string_view raw)
{
    // The streaming machinery over the whole input, so the one-shot result is by construction what any chunking
    // gives; it writes straight into the stripper's buffer, so the result is not copied between feed() and finish().
    AnsiStripper stripper;
    stripper.m_out.reserve(raw.size());
    const auto *data = reinterpret_cast<const unsigned char *>(raw.data());
    stripper.process(data, raw.size());
    stripper.endOfInput();
    return std::move(stripper.m_out);
}

std::string AnsiStripper::feed(std::string_view chunk)
{
    const auto *data = reinterpret_cast<const unsigned char *>(chunk.data());
    m_out.reserve(m_out.size() + chunk.size());
    const std::size_t used = completePendingUtf8(data, chunk.size());
    process(data + used, chunk.size() - used);
    return takeFinishedText();
}

std::string AnsiStripper::finish()
{
    endOfInput();
    std::string rest = std::move(m_out);
    *this = AnsiStripper();
    return rest;
}

std::size_t AnsiStripper::pendingBytes() const
{
    const std::size_t line = m_rewriting ? m_lineBytes : m_out.size() - m_lineStart;
    return line + m_utf8Length;
}

// Feeds the first bytes of a chunk to a UTF-8 sequence the previous chunk cut off, one byte at a time; returns how
// many bytes of the chunk it used.
std::size_t AnsiStripper::completePendingUtf8(const unsigned char *data, std::size_t size)
{
    std::size_t used = 0;
    while (m_utf8Length > 0 && used < size) {
        // An incomplete prefix is at most 3 bytes, so there is room for one more.
        m_utf8[m_utf8Length++] = data[used++];
        const Decoded decoded = decodeUtf8(m_utf8.data(), m_utf8Length);
        if (!decoded.complete)
            continue;
        // A byte that broke the sequence (always the one just added) is decoded afresh from the chunk.
        used -= m_utf8Length - decoded.length;
        m_utf8Length = 0;
        processCodePoint(decoded.codePoint, decoded.length);
    }
    return used;
}

void AnsiStripper::process(const unsigned char *data, std::size_t size)
{
    std::size_t index = 0;
    while (index < size) {
        const unsigned char byte = data[index];
        // Fast paths over runs: plain text in the ground state (most output), and the content of a control string.
        // Both do exactly what processCodePoint() would do byte by byte.
        if (m_state == State::Ground && kPlainBytes[byte]) {
            const std::size_t end = plainRunEnd(data, index + 1, size);
            writeAscii(data + index, end - index);
            index = end;
            continue;
        }
        if (m_state == State::Ground && byte == kLineFeed) {
            endLine();
            ++index;
            continue;
        }
        if (m_state == State::ControlString && kStringContentBytes[byte] && m_sequenceBytes < kMaxSequenceBytes) {
            const std::size_t limit = index + std::min(size - index, kMaxSequenceBytes - m_sequenceBytes);
            std::size_t end = index + 1;
            while (end < limit && kStringContentBytes[data[end]])
                ++end;
            m_sequenceBytes += end - index;
            index = end;
            continue;
        }
        if (byte < 0x80) {
            processCodePoint(byte, 1);
            ++index;
            continue;
        }
        const Decoded decoded = decodeUtf8(data + index, size - index);
        if (!decoded.complete) {
            // Only a valid prefix of at most 3 bytes gets here; the next chunk (or finish()) completes it.
            m_utf8Length = size - index;
            std::copy(data + index, data + size, m_utf8.begin());
            return;
        }
        processCodePoint(decoded.codePoint, decoded.length);
        index += decoded.length;
    }
}

void AnsiStripper::processCodePoint(char32_t codePoint, std::size_t rawLength)
{
    if (m_state != State::Ground && consumeInSequence(codePoint, rawLength))
        return;
    processGround(codePoint);
}

// Returns false when the sequence is abandoned and the code point is text for the ground state.
bool AnsiStripper::consumeInSequence(char32_t codePoint, std::size_t rawLength)
{
    // Transitions from anywhere, as in the DEC parser: ESC starts over, CAN/SUB cancel, C1 controls start a
    // sequence or (ST and the rest) end the current one.
    if (codePoint == kEscape) {
        beginSequence(State::Escape);
        return true;
    }
    if (codePoint == kCancel || codePoint == kSubstitute) {
        m_state = State::Ground;
        return true;
    }
    if (isC1(codePoint)) {
        beginC1(codePoint);
        return true;
    }
    if (m_sequenceBytes >= kMaxSequenceBytes) {
        m_state = State::Ground;
        return false;
    }
    m_sequenceBytes += rawLength;

    if (m_state == State::ControlString) {
        // BEL ends an OSC in xterm; it ends the other strings too, for robustness. Everything else is content.
        if (codePoint == kBel)
            m_state = State::Ground;
        return true;
    }

    // ESC, ESC-intermediate and CSI states. Non-ASCII text cannot be part of them: the sequence was broken, and the
    // text is kept rather than lost.
    if (codePoint >= 0x80) {
        m_state = State::Ground;
        return false;
    }
    if (codePoint < 0x20) {
        // C0 controls act in the middle of a sequence, as on a terminal; the sequence goes on.
        executeControl(codePoint);
        return true;
    }
    if (codePoint == kDelete)
        return true;

    switch (m_state) {
    case State::Escape:
        switch (codePoint) {
        case '[': beginSequence(State::Csi); break;
        case ']': // OSC
        case 'P': // DCS
        case 'X': // SOS
        case '^': // PM
        case '_': // APC
            beginSequence(State::ControlString);
            break;
        default:
            // Intermediates (charset designations and other nF escapes) or the final byte of a two-byte escape;
            // ESC '\' (ST) ends here too.
            m_state = codePoint < 0x30 ? State::EscapeIntermediate : State::Ground;
            break;
        }
        return true;
    case State::EscapeIntermediate:
        if (codePoint >= 0x30)
            m_state = State::Ground;
        return true;
    case State::Csi:
        // Parameter (0x30-0x3F) and intermediate (0x20-0x2F) bytes go on, a final byte (0x40-0x7E) ends it.
        if (codePoint >= 0x40)
            m_state = State::Ground;
        return true;
    case State::Ground:
    case State::ControlString: break;
    }
    return true;
}

void AnsiStripper::processGround(char32_t codePoint)
{
    if (codePoint >= 0x20 && codePoint != kDelete && !isC1(codePoint))
        writeCodePoint(codePoint);
    else if (codePoint == kEscape)
        beginSequence(State::Escape);
    else if (isC1(codePoint))
        beginC1(codePoint);
    else
        executeControl(codePoint);
}

// TAB and LF are kept, CR and BS move the cursor, every other C0 control (and DEL) is dropped.
void AnsiStripper::executeControl(char32_t codePoint)
{
    switch (codePoint) {
    case kTab: writeCodePoint(kTab); break;
    case kLineFeed: endLine(); break;
    case kCarriageReturn: m_cursor = 0; break;
    case kBackspace:
        if (m_cursor > 0)
            --m_cursor;
        break;
    default: break;
    }
}

void AnsiStripper::beginSequence(State state)
{
    m_state = state;
    m_sequenceBytes = 0;
}

void AnsiStripper::beginC1(char32_t codePoint)
{
    switch (codePoint) {
    case 0x9B: beginSequence(State::Csi); break;
    case 0x90: // DCS
    case 0x98: // SOS
    case 0x9D: // OSC
    case 0x9E: // PM
    case 0x9F: // APC
        beginSequence(State::ControlString);
        break;
    default: m_state = State::Ground; break; // ST, and the C1 controls that are only dropped
    }
}

void AnsiStripper::writeAscii(const unsigned char *text, std::size_t size)
{
    while (size > 0) {
        if (!m_rewriting && m_cursor < m_lineLength)
            beginRewrite();
        if (m_rewriting) {
            // Overwrites in place (ASCII is one byte), then appends; the line may reach the cap on the way.
            for (; size > 0 && m_lineBytes < kMaxLineBytes; ++text, --size, ++m_cursor) {
                if (m_cursor < m_line.size()) {
                    m_lineBytes = m_lineBytes + 1 - utf8Length(m_line[m_cursor]);
                    m_line[m_cursor] = *text;
                } else {
                    m_line.push_back(*text);
                    ++m_lineBytes;
                }
            }
            if (m_lineBytes >= kMaxLineBytes)
                flushLine();
            continue;
        }
        // Appending: the run goes in whole, cut only where the line reaches the cap (room is never 0, a line is
        // flushed as soon as it reaches the cap).
        const std::size_t room = kMaxLineBytes - (m_out.size() - m_lineStart);
        const std::size_t taken = std::min(size, room);
        m_out.append(reinterpret_cast<const char *>(text), taken);
        m_lineLength += taken;
        m_cursor += taken;
        text += taken;
        size -= taken;
        if (taken == room)
            flushLine();
    }
}

void AnsiStripper::writeCodePoint(char32_t codePoint)
{
    if (!m_rewriting && m_cursor == m_lineLength) {
        appendUtf8(m_out, codePoint);
        ++m_lineLength;
        ++m_cursor;
        if (m_out.size() - m_lineStart >= kMaxLineBytes)
            flushLine();
        return;
    }
    if (!m_rewriting)
        beginRewrite();
    const std::size_t length = utf8Length(codePoint);
    if (m_cursor < m_line.size()) {
        m_lineBytes = m_lineBytes - utf8Length(m_line[m_cursor]) + length;
        m_line[m_cursor] = codePoint;
    } else {
        m_line.push_back(codePoint);
        m_lineBytes += length;
    }
    ++m_cursor;
    if (m_lineBytes >= kMaxLineBytes)
        flushLine();
}

// Moves the current line from m_out into m_line; deferred until a write lands inside the line, so that "\r\n" and
// a trailing '\r' cost nothing.
void AnsiStripper::beginRewrite()
{
    const auto *text = reinterpret_cast<const unsigned char *>(m_out.data());
    const std::size_t end = m_out.size();
    m_line.clear();
    for (std::size_t index = m_lineStart; index < end;) {
        const Decoded decoded = decodeUtf8(text + index, end - index); // valid: this class wrote it
        m_line.push_back(decoded.codePoint);
        index += std::max<std::size_t>(decoded.length, 1);
    }
    m_lineBytes = end - m_lineStart;
    m_out.resize(m_lineStart);
    m_rewriting = true;
}

void AnsiStripper::emitRewrittenLine()
{
    if (!m_rewriting)
        return;
    for (const char32_t codePoint : m_line)
        appendUtf8(m_out, codePoint);
    m_line.clear();
    m_lineBytes = 0;
    m_rewriting = false;
}

// LF: the whole line is kept whatever the cursor column ("abc\r\n" keeps "abc").
void AnsiStripper::endLine()
{
    emitRewrittenLine();
    m_out.push_back('\n');
    m_lineStart = m_out.size();
    m_lineLength = 0;
    m_cursor = 0;
}

// Emits the current line as it stands, without a '\n'; what follows starts a fresh line.
void AnsiStripper::flushLine()
{
    emitRewrittenLine();
    m_lineStart = m_out.size();
    m_lineLength = 0;
    m_cursor = 0;
}

void AnsiStripper::endOfInput()
{
    if (m_utf8Length > 0) {
        const std::size_t length = m_utf8Length;
        m_utf8Length = 0;
        processCodePoint(kReplacement, length);
    }
    // An unterminated escape sequence holds no bytes: there is nothing to drop (finish() resets its state).
    flushLine();
}

// Hands out everything before the current line and keeps the line for the next call. Nothing is copied while no
// line has finished, so a long line fed in small chunks costs no more than in large ones.
std::string AnsiStripper::takeFinishedText()
{
    if (m_lineStart == 0)
        return {};
    std::string line(m_out, m_lineStart);
    m_out.resize(m_lineStart);
    std::string finished = std::move(m_out);
    m_out = std::move(line);
    m_lineStart = 0;
    return finished;
}

} // namespace airlock::core
