// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#pragma once

// Shared by the libFuzzer targets that check chunking invariance: the first bytes of an input choose where the rest
// (the payload) is cut, so the fuzzer explores chunk boundaries and content together.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>
#include <vector>

namespace airlock::fuzz {

// Byte 0: the low 4 bits give n, the number of chunk-size bytes that follow (0: one byte at a time); bits 4–7 are
// left to the target (flags). The n bytes give chunk sizes 1 … 256, used in turn and cyclically over the payload.
struct ChunkedInput {
    std::uint8_t flags = 0; // the high nibble of byte 0
    std::vector<std::size_t> sizes;
    std::string_view payload;
    std::size_t scale = 1; // every chunk size is multiplied by this (large payloads in reasonable time)

    // The payload cut as the sizes say; the pieces concatenate to the payload.
    std::vector<std::string_view> chunks() const
    {
        std::vector<std::string_view> out;
        std::string_view rest = payload;
        for (std::size_t i = 0; !rest.empty(); ++i) {
            const std::size_t take = std::min(rest.size(), (sizes.empty() ? 1 : sizes[i % sizes.size()]) * scale);
            out.push_back(rest.substr(0, take));
            rest.remove_prefix(take);
        }
        return out;
    }
};

inline ChunkedInput splitFuzzInput(const std::uint8_t *data, std::size_t size)
{
    ChunkedInput in;
    if (size == 0)
        return in;
    in.flags = data[0] >> 4;
    std::size_t count = data[0] & 0x0F;
    std::size_t pos = 1;
    for (; count > 0 && pos < size; --count, ++pos)
        in.sizes.push_back(std::size_t(data[pos]) + 1);
    in.payload = std::string_view(reinterpret_cast<const char *>(data) + pos, size - pos);
    return in;
}

// An oracle failed: say which, and abort so that libFuzzer keeps the input (crash-*).
[[noreturn]] inline void oracleFailed(const char *what)
{
    std::fprintf(stderr, "fuzz oracle failed: %s\n", what);
    std::fflush(stderr);
    std::abort();
}

inline void check(bool ok, const char *what)
{
    if (!ok)
        oracleFailed(what);
}

} // namespace airlock::fuzz
