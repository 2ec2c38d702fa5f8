// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// Byte classes, their lookup table and the constants shared by the files of the redactor (Redactor.cpp,
// StreamRedactor.cpp and the scanner's files). Not part of any interface.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace airlock::core::detail {

using Size = std::size_t;
inline constexpr Size npos = std::string_view::npos;

inline constexpr std::string_view PemReplacement = "[PRIVATE KEY REDACTED]";
inline constexpr std::string_view ShortMask = "[REDACTED]";
inline constexpr Size MaxPemLabel = 100;  // "-----END " + label + "-----" fits in PemTailBytes
inline constexpr Size PemTailBytes = 128; // what a stream keeps to find a marker split across chunks

// Byte classes: most bytes cost one lookup here and one in the dispatch table.
enum CharClass : std::uint32_t {
    CUpper = 1u << 0,
    CLower = 1u << 1,
    CDigit = 1u << 2,
    CUnder = 1u << 3,
    CDash = 1u << 4,
    CDot = 1u << 5,
    CPlus = 1u << 6,
    CSlash = 1u << 7,
    CEqual = 1u << 8,
    CTilde = 1u << 9,
    CHexLower = 1u << 10,
    CBlank = 1u << 11,
    CQuote = 1u << 12,
    CUrlStop = 1u << 13,
    CTokenPunct = 1u << 14,
    CMaskChar = 1u << 15,
};
inline constexpr std::uint32_t CAlnum = CUpper | CLower | CDigit;
inline constexpr std::uint32_t CWord = CAlnum | CUnder | CDash | CDot; // the whole-word rule; also unquoted key names
inline constexpr std::uint32_t CUrlSafe = CAlnum | CUnder | CDash;     // base64url
inline constexpr std::uint32_t CBase64 = CAlnum | CPlus | CSlash | CEqual;
inline constexpr std::uint32_t CBearer = CUrlSafe | CDot | CTilde | CPlus | CSlash | CEqual;
inline constexpr std::uint32_t CToken = CBearer | CTokenPunct; // bytes a long line is never cut after
inline constexpr std::uint32_t CScheme = CAlnum | CPlus | CDot | CDash;

inline constexpr std::array<std::uint32_t, 256> Classes = [] {
    std::array<std::uint32_t, 256> t{};
    auto set = [&t](std::string_view chars, std::uint32_t bits) {
        for (const char c : chars)
            t[static_cast<unsigned char>(c)] |= bits;
    };
    for (Size c = 'A'; c <= 'Z'; ++c)
        t[c] |= CUpper;
    for (Size c = 'a'; c <= 'z'; ++c)
        t[c] |= CLower;
    for (Size c = '0'; c <= '9'; ++c)
        t[c] |= CDigit | CHexLower;
    for (Size c = 'a'; c <= 'f'; ++c)
        t[c] |= CHexLower;
    for (Size c = 0; c <= 0x20; ++c)
        t[c] |= CUrlStop;
    set("_", CUnder);
    set("-", CDash);
    set(".", CDot);
    set("+", CPlus);
    set("/", CSlash);
    set("=", CEqual);
    set("~", CTilde);
    set(" \t\r\v\f", CBlank);
    set("\"'", CQuote);
    set("\x7f/?#\"'<>\\`", CUrlStop);
    set("%:@", CTokenPunct);
    set("#*", CMaskChar);
    return t;
}();

inline bool is(char c, std::uint32_t bits)
{
    return (Classes[static_cast<unsigned char>(c)] & bits) != 0;
}
inline bool isSpaceTab(char c)
{
    return c == ' ' || c == '\t';
}
inline char lower(char c)
{
    return is(c, CUpper) ? static_cast<char>(c - 'A' + 'a') : c;
}

inline bool equalsNoCase(std::string_view a, std::string_view lowerB)
{
    if (a.size() != lowerB.size())
        return false;
    for (Size i = 0; i < a.size(); ++i)
        if (lower(a[i]) != lowerB[i])
            return false;
    return true;
}

} // namespace airlock::core::detail
