// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: secret redaction (core/Redactor.h).
// Oracles, each a promise of Redactor.h: StreamRedactor fed in any chunking gives Redactor::redact() of the whole
// input for ordinary text (no line and no run of held lines over MaxLineBytes; every payload up to MaxLineBytes is
// such text) and never holds more than MaxPendingBytes; find() gives sorted, non-overlapping spans inside the text,
// as many as redact() reports; redact() copies every byte outside the spans' values unchanged and replaces each value
// by mask(value) or the private-key replacement. Flags 0xF repeat the payload up to ~140 KiB so that over-long
// lines and the cut are reached (then only the bound is checked: the output of a cut line is not redact()'s).
#include "FuzzChunks.h"
#include "core/Redactor.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

using airlock::core::Redactor;
using airlock::core::SecretSpan;
using airlock::core::StreamRedactor;
using airlock::fuzz::check;

namespace {

constexpr std::string_view kPrivateKeyReplacement = "[PRIVATE KEY REDACTED]";

void checkSpansAndRedaction(std::string_view text)
{
    const std::vector<SecretSpan> spans = Redactor::find(text);
    std::size_t found = 0;
    const std::string out = Redactor::redact(text, &found);
    check(found == spans.size(), "Redactor: redact() and find() count different secrets");
    std::size_t lastEnd = 0;
    std::size_t in = 0; // text copied up to here
    std::size_t at = 0; // the output matched up to here
    for (const SecretSpan &s : spans) {
        check(s.begin >= lastEnd, "Redactor: spans overlap or are out of order");
        check(s.begin <= s.valueBegin && s.valueBegin < s.valueEnd && s.valueEnd <= s.end && s.end <= text.size(),
              "Redactor: a span is malformed or outside the text");
        lastEnd = s.end;
        const std::string_view kept = text.substr(in, s.valueBegin - in);
        check(std::string_view(out).substr(at, kept.size()) == kept, "Redactor: a byte outside the secrets changed");
        at += kept.size();
        const std::string mask = Redactor::mask(text.substr(s.valueBegin, s.valueEnd - s.valueBegin));
        if (std::string_view(out).substr(at, mask.size()) == mask)
            at += mask.size();
        else if (std::string_view(out).substr(at, kPrivateKeyReplacement.size()) == kPrivateKeyReplacement)
            at += kPrivateKeyReplacement.size();
        else
            airlock::fuzz::oracleFailed("Redactor: a secret is replaced by neither its mask nor the key replacement");
        in = s.valueEnd;
    }
    check(std::string_view(out).substr(at) == text.substr(in), "Redactor: a byte after the last secret changed");
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    airlock::fuzz::ChunkedInput in = airlock::fuzz::splitFuzzInput(data, size);
    std::string repeated;
    if (in.flags == 0xF && !in.payload.empty()) {
        while (repeated.size() < 140 * 1024)
            repeated += in.payload;
        in.payload = repeated;
        in.scale = 512; // chunks of 512 B to 128 KiB: a pipe's reads, not one byte at a time
    }
    const bool ordinary = in.payload.size() <= StreamRedactor::MaxLineBytes;
    if (ordinary)
        checkSpansAndRedaction(in.payload);

    StreamRedactor stream;
    std::string streamed;
    for (const std::string_view chunk : in.chunks()) {
        streamed += stream.feed(chunk);
        check(stream.pendingBytes() <= StreamRedactor::MaxPendingBytes, "StreamRedactor holds more than promised");
    }
    streamed += stream.finish();
    check(stream.pendingBytes() == 0, "StreamRedactor holds bytes after finish()");
    if (ordinary)
        check(streamed == Redactor::redact(in.payload), "StreamRedactor: the output is not redact() of the whole");
    return 0;
}
