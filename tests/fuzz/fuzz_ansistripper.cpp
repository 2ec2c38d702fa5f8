// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: the terminal output cleaner (core/AnsiStripper.h).
// Oracles, each a promise of AnsiStripper.h: feed() in any chunking then finish() gives cleanTerminalText() of the
// whole; the result is valid UTF-8 without NUL, ESC, CR or any other C0 control but TAB and LF, without DEL and
// without C1 controls (U+0080–U+009F, the UTF-8 forms of 8-bit escapes); feed() returns only whole lines or lines
// cut at the cap; the bytes held back never exceed kMaxLineBytes + 3. Valid UTF-8 printable text without controls
// comes out unchanged. Flags 0xF repeat the payload up to ~70 KiB so that the line cap is reached.
#include "FuzzChunks.h"
#include "core/AnsiStripper.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using airlock::core::AnsiStripper;
using airlock::core::cleanTerminalText;
using airlock::fuzz::check;

namespace {

// Strict UTF-8 (RFC 3629: no overlong forms, no surrogates, nothing above U+10FFFF), decoded into code points;
// false on the first invalid byte.
bool decodeStrictUtf8(std::string_view text, std::u32string *out)
{
    const auto *p = reinterpret_cast<const unsigned char *>(text.data());
    const std::size_t n = text.size();
    for (std::size_t i = 0; i < n;) {
        const unsigned char b = p[i];
        std::size_t length = 0;
        char32_t cp = 0;
        if (b < 0x80) {
            length = 1;
            cp = b;
        } else if (b >= 0xC2 && b <= 0xDF) {
            length = 2;
            cp = b & 0x1F;
        } else if (b >= 0xE0 && b <= 0xEF) {
            length = 3;
            cp = b & 0x0F;
        } else if (b >= 0xF0 && b <= 0xF4) {
            length = 4;
            cp = b & 0x07;
        } else {
            return false;
        }
        if (n - i < length)
            return false;
        for (std::size_t k = 1; k < length; ++k) {
            if ((p[i + k] & 0xC0) != 0x80)
                return false;
            cp = (cp << 6) | (p[i + k] & 0x3F);
        }
        if ((length == 3 && cp < 0x800) || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
            (cp >= 0xD800 && cp <= 0xDFFF))
            return false;
        if (out)
            out->push_back(cp);
        i += length;
    }
    return true;
}

void checkClean(std::string_view text)
{
    std::u32string codePoints;
    check(decodeStrictUtf8(text, &codePoints), "AnsiStripper: the output is not valid UTF-8");
    for (const char32_t cp : codePoints) {
        const bool control = (cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F);
        check(!control, "AnsiStripper: a control character (C0, DEL, C1, ESC or NUL) is left in the output");
    }
}

// Only printable characters, TAB and LF, valid UTF-8: nothing for the cleaner to do (the line cap inserts nothing).
bool isAlreadyClean(std::string_view text)
{
    std::u32string codePoints;
    if (!decodeStrictUtf8(text, &codePoints))
        return false;
    for (const char32_t cp : codePoints) {
        if ((cp < 0x20 && cp != '\t' && cp != '\n') || cp == 0x7F || (cp >= 0x80 && cp <= 0x9F))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    airlock::fuzz::ChunkedInput in = airlock::fuzz::splitFuzzInput(data, size);
    std::string repeated;
    if (in.flags == 0xF && !in.payload.empty()) {
        while (repeated.size() < 70 * 1024)
            repeated += in.payload;
        in.payload = repeated;
        in.scale = 512; // chunks of 512 B to 128 KiB: a pipe's reads, not one byte at a time
    }
    const std::string whole = cleanTerminalText(in.payload);
    checkClean(whole);
    if (isAlreadyClean(in.payload))
        check(whole == in.payload, "AnsiStripper: clean text was changed");

    AnsiStripper stripper;
    std::string streamed;
    for (const std::string_view chunk : in.chunks()) {
        const std::string piece = stripper.feed(chunk);
        check(stripper.pendingBytes() <= AnsiStripper::kMaxLineBytes + 3, "AnsiStripper holds more than promised");
        // Whole lines only: what follows the last LF of a piece is lines cut at the cap, so at least a cap long.
        const std::size_t lastNewline = piece.rfind('\n');
        const std::size_t tail = lastNewline == std::string::npos ? piece.size() : piece.size() - lastNewline - 1;
        check(tail == 0 || tail >= AnsiStripper::kMaxLineBytes, "AnsiStripper::feed() returned an unfinished line");
        streamed += piece;
    }
    streamed += stripper.finish();
    check(stripper.pendingBytes() == 0, "AnsiStripper holds bytes after finish()");
    check(streamed == whole, "AnsiStripper: chunking changes the output");
    return 0;
}
