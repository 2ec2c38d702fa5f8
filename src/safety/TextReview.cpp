// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "TextReview.h"

#include "Phrase.h"

#include <cstdio>

namespace airlock::safety {

namespace {

// Decodes one UTF-8 sequence at `i`; returns its length, or 0 when the bytes there are not valid UTF-8
// (overlong forms, surrogates and values above U+10FFFF included).
std::size_t decode(std::string_view text, std::size_t i, char32_t &cp)
{
    const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(text[k]); };
    const unsigned char b0 = byte(i);
    std::size_t length = 0;
    char32_t min = 0;
    if (b0 < 0x80) {
        cp = b0;
        return 1;
    }
    if ((b0 & 0xE0) == 0xC0) {
        length = 2;
        cp = b0 & 0x1F;
        min = 0x80;
    } else if ((b0 & 0xF0) == 0xE0) {
        length = 3;
        cp = b0 & 0x0F;
        min = 0x800;
    } else if ((b0 & 0xF8) == 0xF0) {
        length = 4;
        cp = b0 & 0x07;
        min = 0x10000;
    } else {
        return 0;
    }
    if (i + length > text.size())
        return 0;
    for (std::size_t k = 1; k < length; ++k) {
        if ((byte(i + k) & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (byte(i + k) & 0x3F);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return length;
}

} // namespace

const char *hiddenCharacterName(char32_t cp)
{
    switch (cp) {
    case 0x00AD: return "SOFT HYPHEN";
    case 0x061C: return "ARABIC LETTER MARK";
    case 0x180E: return "MONGOLIAN VOWEL SEPARATOR";
    case 0x200B: return "ZERO WIDTH SPACE";
    case 0x200E: return "LEFT-TO-RIGHT MARK";
    case 0x200F: return "RIGHT-TO-LEFT MARK";
    case 0x202A: return "LEFT-TO-RIGHT EMBEDDING";
    case 0x202B: return "RIGHT-TO-LEFT EMBEDDING";
    case 0x202C: return "POP DIRECTIONAL FORMATTING";
    case 0x202D: return "LEFT-TO-RIGHT OVERRIDE";
    case 0x202E: return "RIGHT-TO-LEFT OVERRIDE";
    case 0x2060: return "WORD JOINER";
    case 0x2061: return "FUNCTION APPLICATION";
    case 0x2062: return "INVISIBLE TIMES";
    case 0x2063: return "INVISIBLE SEPARATOR";
    case 0x2064: return "INVISIBLE PLUS";
    case 0x2066: return "LEFT-TO-RIGHT ISOLATE";
    case 0x2067: return "RIGHT-TO-LEFT ISOLATE";
    case 0x2068: return "FIRST STRONG ISOLATE";
    case 0x2069: return "POP DIRECTIONAL ISOLATE";
    case 0xFEFF: return "ZERO WIDTH NO-BREAK SPACE";
    default: break;
    }
    if (cp >= 0xE0000 && cp <= 0xE007F)
        return "TAG CHARACTER";
    return nullptr;
}

namespace {

std::string codePoint(char32_t cp)
{
    char buffer[16];
    std::snprintf(buffer, sizeof buffer, "U+%04X", static_cast<unsigned>(cp));
    return buffer;
}

std::string byteValue(unsigned char b)
{
    char buffer[8];
    std::snprintf(buffer, sizeof buffer, "0x%02X", b);
    return buffer;
}

} // namespace

std::optional<TextConcern> firstUnreadable(std::string_view text)
{
    for (std::size_t i = 0; i < text.size();) {
        const auto b = static_cast<unsigned char>(text[i]);
        if (b >= 0x20 && b < 0x7F) { // printable ASCII: the common case
            ++i;
            continue;
        }
        const std::string at = std::to_string(i);
        if (b == '\t' || b == '\n' || (b == '\r' && i + 1 < text.size() && text[i + 1] == '\n')) {
            ++i;
            continue;
        }
        if (b < 0x80)
            return TextConcern{
                i, 1,
                Phrase(
                    AIRLOCK_FINDING("airlock::safety::Finding",
                                    "the command contains the control byte %1 at byte %2, which a dialog or terminal "
                                    "does not show as it is"),
                    byteValue(b), at)};
        char32_t cp = 0;
        const std::size_t length = decode(text, i, cp);
        if (length == 0)
            return TextConcern{
                i, 1,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding", "the command contains bytes that are not UTF-8 text "
                                                                   "at byte %1, so it cannot be shown as it would run"),
                       at)};
        if (cp >= 0x80 && cp <= 0x9F)
            return TextConcern{
                i, length,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "the command contains the control character %1 at byte %2, which a dialog or "
                                       "terminal does not show as it is"),
                       codePoint(cp), at)};
        if (const char *name = hiddenCharacterName(cp))
            return TextConcern{
                i, length,
                Phrase(AIRLOCK_FINDING("airlock::safety::Finding",
                                       "the command contains %1 %2 at byte %3, which hides or reorders what is shown"),
                       codePoint(cp), name, at)};
        i += length;
    }
    return std::nullopt;
}

} // namespace airlock::safety
