// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// libFuzzer target: the HTTP/1.1 request parser of the Streamable HTTP transport, driven as HttpConnection drives it
// (append what arrived, parse until it needs more; take() after each request; stop at the first error).
// Oracles: the requests and the error (or, without one, what is left over) are the same whatever the chunking; the
// limits hold (the head within kMaxHeadBytes, the body exactly its Content-Length and within the maximum, no chunked
// body, the buffer bounded while waiting); headers come out as promised (names lower-case, values trimmed); and a
// request written back out in canonical form parses to the same request.
#include "FuzzChunks.h"
#include "mcp/HttpRequest.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <vector>

using namespace airlock::mcp;
using airlock::fuzz::check;

namespace {

struct Outcome {
    std::vector<HttpRequest> requests;
    int errorStatus = 0;
    QByteArray errorText;
    QByteArray leftOver;
    bool inProgress = false;

    bool operator==(const Outcome &other) const
    {
        if (requests.size() != other.requests.size())
            return false;
        for (std::size_t i = 0; i < requests.size(); ++i) {
            const HttpRequest &a = requests[i];
            const HttpRequest &b = other.requests[i];
            if (a.method != b.method || a.target != b.target || a.version != b.version || a.headers != b.headers ||
                a.body != b.body)
                return false;
        }
        return errorStatus == other.errorStatus && errorText == other.errorText && leftOver == other.leftOver &&
               inProgress == other.inProgress;
    }
};

void checkRequest(const HttpRequest &request, qsizetype maxBody)
{
    check(!request.method.isEmpty() && !request.target.isEmpty(), "a request without method or target");
    check(request.version == "HTTP/1.1" || request.version == "HTTP/1.0", "a request of an unsupported version");
    check(!request.hasHeader("transfer-encoding"), "a request with Transfer-Encoding was accepted");
    for (const auto &[name, value] : request.headers) {
        check(!name.isEmpty() && name == name.toLower(), "a header name is empty or not lower-case");
        check(value == value.trimmed(), "a header value is not trimmed");
    }
    check(request.body.size() <= maxBody, "a body over the limit was accepted");
    const QByteArray length = request.header("content-length");
    check(request.body.size() == (length.isEmpty() ? 0 : length.toLongLong()), "the body is not Content-Length long");
}

Outcome parseAll(qsizetype maxBody, const std::vector<std::string_view> &chunks)
{
    Outcome outcome;
    HttpRequestParser parser(maxBody);
    QByteArray buffer;
    for (const std::string_view chunk : chunks) {
        buffer.append(chunk.data(), qsizetype(chunk.size()));
        for (;;) {
            const HttpRequestParser::Status status = parser.parse(buffer);
            if (status == HttpRequestParser::Status::NeedMore) {
                // Waiting: a head in progress is bounded, a body in progress has taken everything.
                check(buffer.size() <= HttpRequestParser::kMaxHeadBytes, "the parser waits on an over-long head");
                break;
            }
            if (status == HttpRequestParser::Status::Error) {
                outcome.errorStatus = parser.errorStatus();
                outcome.errorText = parser.errorText();
                check(outcome.errorStatus == 400 || outcome.errorStatus == 411 || outcome.errorStatus == 413 ||
                          outcome.errorStatus == 431 || outcome.errorStatus == 505,
                      "an error status the parser does not document");
                check(!outcome.errorText.isEmpty(), "an error without text");
                check(parser.parse(buffer) == HttpRequestParser::Status::Error, "the parser goes on after an error");
                return outcome; // HttpConnection answers and closes: what arrives later is never read
            }
            outcome.requests.push_back(parser.take());
            checkRequest(outcome.requests.back(), maxBody);
        }
    }
    outcome.leftOver = buffer;
    outcome.inProgress = parser.inProgress();
    return outcome;
}

// The request in canonical form: one space in the request line, "name: value", CRLF line ends.
QByteArray canonical(const HttpRequest &request)
{
    QByteArray text = request.method + ' ' + request.target + ' ' + request.version + "\r\n";
    for (const auto &[name, value] : request.headers)
        text += name + ": " + value + "\r\n";
    return text + "\r\n" + request.body;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const airlock::fuzz::ChunkedInput in = airlock::fuzz::splitFuzzInput(data, size);
    static constexpr std::array<qsizetype, 4> kMaxBodies = {4 * 1024 * 1024, 0, 16, 1000};
    const qsizetype maxBody = kMaxBodies[in.flags & 3];
    const Outcome whole = parseAll(maxBody, {in.payload});
    check(parseAll(maxBody, in.chunks()) == whole, "HttpRequestParser: chunking changes the outcome");
    for (const HttpRequest &request : whole.requests) {
        const QByteArray text = canonical(request);
        const Outcome again = parseAll(maxBody, {std::string_view(text.constData(), size_t(text.size()))});
        check(again.requests.size() == 1 && again.errorStatus == 0 && again.leftOver.isEmpty(),
              "a request written back out does not parse as one request");
        Outcome expected;
        expected.requests = {request};
        check(again == expected, "a request written back out parses differently");
    }
    return 0;
}
