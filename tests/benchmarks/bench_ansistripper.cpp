// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Throughput of the output cleaning (SPEC-terminal.md §2) on ~200 MB of the output agents' commands produce:
// plain log lines (most of it), coloured compiler diagnostics, '\r' progress bars, CRLF lines and some UTF-8,
// valid and not. Prints one figure for cleanTerminalText() and one for AnsiStripper fed 64 KiB chunks.
#include "core/AnsiStripper.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

using airlock::core::AnsiStripper;
using airlock::core::cleanTerminalText;

namespace {

constexpr std::size_t kInputBytes = 200 * 1000 * 1000;
constexpr std::size_t kChunkBytes = 64 * 1024;
constexpr int kRuns = 3; // best of: the machine is shared, the best run is the least disturbed one

// A fixed-seed generator, so every run measures the same input.
class Lcg final
{
public:
    std::uint32_t next()
    {
        m_state = m_state * 6364136223846793005ULL + 1442695040888963407ULL;
        return static_cast<std::uint32_t>(m_state >> 33);
    }
    std::uint32_t below(std::uint32_t bound) { return next() % bound; }

private:
    std::uint64_t m_state = 20260101;
};

void appendLogLine(std::string &out, Lcg &random)
{
    static constexpr std::string_view kLevels[] = {"INFO ", "DEBUG", "WARN ", "INFO "};
    static constexpr std::string_view kMessages[] = {
        "processed request", "cache miss for key",     "connection opened to 10.0.3.17:5432",
        "flushed segment",   "retrying after timeout", "compiled module",
    };
    out += "2026-01-0";
    out += std::to_string(1 + random.below(9));
    out += "T12:";
    out += std::to_string(10 + random.below(50));
    out += ":07.123Z ";
    out += kLevels[random.below(4)];
    out += " [worker-";
    out += std::to_string(random.below(16));
    out += "] ";
    out += kMessages[random.below(6)];
    out += " id=";
    out += std::to_string(random.next());
    out += " in ";
    out += std::to_string(random.below(500));
    out += " ms\n";
}

void appendCompilerDiagnostic(std::string &out, Lcg &random)
{
    out += "\x1b[01m\x1b[Ksrc/core/Module";
    out += std::to_string(random.below(40));
    out += ".cpp:";
    out += std::to_string(1 + random.below(900));
    out += ":5:\x1b[m\x1b[K \x1b[01;35m\x1b[Kwarning: \x1b[m\x1b[Kunused variable '\x1b[01m\x1b[Kcount\x1b[m\x1b[K' "
           "[\x1b[01;35m\x1b[K\x1b]8;;https://gcc.gnu.org/onlinedocs/gcc/Warning-Options.html\x07"
           "-Wunused-variable\x1b]8;;\x07\x1b[m\x1b[K]\n"
           "   12 |     int \x1b[01;35m\x1b[Kcount\x1b[m\x1b[K = 0;\n"
           "      |         \x1b[01;35m\x1b[K^~~~~\x1b[m\x1b[K\n";
}

void appendProgressBar(std::string &out, Lcg &random)
{
    const std::uint32_t steps = 10 + random.below(20);
    for (std::uint32_t step = 0; step <= steps; ++step) {
        const std::uint32_t percent = step * 100 / steps;
        const std::size_t filled = percent * 30 / 100;
        out += "\x1b[2K\rDownloading [";
        out.append(filled, '=');
        out += '>';
        out.append(30 - filled, ' ');
        out += "] ";
        out += std::to_string(percent);
        out += "% 12.3 MB/s";
    }
    out += "\r\n";
}

// A literal with its embedded NULs (operator+= would stop at the first one).
template<std::size_t N> void appendBytes(std::string &out, const char (&text)[N])
{
    out.append(text, N - 1);
}

void appendUtf8Line(std::string &out, Lcg &random)
{
    switch (random.below(4)) {
    case 0: appendBytes(out, "\xE2\x9C\x93 test_parser passed \xE2\x80\x94 12 ms\r\n"); break;
    case 1:
        appendBytes(out, "\xE2\x94\x82 Gr\xC3\xB6\xC3\x9F"
                         "e \xE2\x94\x82 \xE6\x97\xA5\xE6\x9C\xAC\xE8\xAA\x9E\n");
        break;
    case 2: appendBytes(out, "latin-1 caf\xE9 na\xEFve \xFF\xFE binary\x00\x01 junk\n"); break;
    default: appendBytes(out, "cut \xE2\x82 sequence and \xF0\x9F\x98\x80 emoji\tcolumn\n"); break;
    }
}

std::string makeInput()
{
    std::string input;
    input.reserve(kInputBytes + 4096);
    Lcg random;
    while (input.size() < kInputBytes) {
        const std::uint32_t kind = random.below(100);
        if (kind < 85)
            appendLogLine(input, random);
        else if (kind < 93)
            appendCompilerDiagnostic(input, random);
        else if (kind < 95)
            appendProgressBar(input, random);
        else
            appendUtf8Line(input, random);
    }
    return input;
}

double megabytesPerSecond(std::size_t bytes, std::chrono::steady_clock::duration elapsed)
{
    const double seconds = std::chrono::duration<double>(elapsed).count();
    return static_cast<double>(bytes) / 1e6 / seconds;
}

} // namespace

int main()
{
    const std::string input = makeInput();
    std::printf("input: %.1f MB\n", static_cast<double>(input.size()) / 1e6);

    std::string oneShot;
    auto best = std::chrono::steady_clock::duration::max();
    for (int run = 0; run < kRuns; ++run) {
        const auto start = std::chrono::steady_clock::now();
        oneShot = cleanTerminalText(input);
        best = std::min(best, std::chrono::steady_clock::now() - start);
    }
    std::printf("output: %.1f MB\n", static_cast<double>(oneShot.size()) / 1e6);
    std::printf("ansi stripper throughput: %.0f MB/s (cleanTerminalText, one shot)\n",
                megabytesPerSecond(input.size(), best));

    const std::string_view all(input);
    std::size_t streamedBytes = 0;
    best = std::chrono::steady_clock::duration::max();
    for (int run = 0; run < kRuns; ++run) {
        streamedBytes = 0;
        const auto start = std::chrono::steady_clock::now();
        AnsiStripper stripper;
        for (std::size_t offset = 0; offset < all.size(); offset += kChunkBytes)
            streamedBytes += stripper.feed(all.substr(offset, kChunkBytes)).size();
        streamedBytes += stripper.finish().size();
        best = std::min(best, std::chrono::steady_clock::now() - start);
    }
    std::printf("ansi stripper throughput: %.0f MB/s (AnsiStripper, 64 KiB chunks)\n",
                megabytesPerSecond(input.size(), best));

    // Untimed: the streamed pieces must add up to the one-shot result.
    AnsiStripper stripper;
    std::size_t position = 0;
    bool same = streamedBytes == oneShot.size();
    const auto matches = [&](const std::string &piece) {
        const bool equal = oneShot.compare(position, piece.size(), piece) == 0;
        position += piece.size();
        return equal;
    };
    for (std::size_t offset = 0; same && offset < all.size(); offset += kChunkBytes)
        same = matches(stripper.feed(all.substr(offset, kChunkBytes)));
    same = same && matches(stripper.finish());
    if (!same || position != oneShot.size()) {
        std::fprintf(stderr, "streamed output differs from the one-shot output\n");
        return 1;
    }
    return 0;
}
