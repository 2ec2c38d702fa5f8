// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Throughput of Redactor::redact and StreamRedactor over ~100 MB of made-up but realistic command output (compiler
// output, git log, JSON lines, URLs, env dumps) with a secret every few KB, and the two rates of the redaction corpora
// in tests/data (secrets removed with their context kept, harmless outputs changed). Prints figures; asserts nothing.
#include "RedactionCorpus.h"
#include "core/Redactor.h"

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

using airlock::core::Redactor;
using airlock::core::StreamRedactor;

namespace {

constexpr std::string_view Lower = "abcdefghijklmnopqrstuvwxyz";
constexpr std::string_view Upper = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
constexpr std::string_view Alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
constexpr std::string_view Hex = "0123456789abcdef";
constexpr std::string_view Base64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
constexpr std::size_t TargetBytes = 100 * 1000 * 1000;
constexpr std::size_t ChunkBytes = 64 * 1024;

// Deterministic, so runs compare.
class Random final
{
public:
    std::uint64_t next()
    {
        m_state ^= m_state << 13;
        m_state ^= m_state >> 7;
        m_state ^= m_state << 17;
        return m_state;
    }
    std::size_t below(std::size_t n) { return static_cast<std::size_t>(next() % n); }
    std::string num(std::size_t n) { return std::to_string(below(n)); }
    std::string word(std::size_t length, std::string_view alphabet)
    {
        std::string w(length, ' ');
        for (char &c : w)
            c = alphabet[below(alphabet.size())];
        return w;
    }
    std::string word(std::size_t minLength, std::size_t maxLength, std::string_view alphabet = Lower)
    {
        return word(minLength + below(maxLength - minLength + 1), alphabet);
    }

private:
    std::uint64_t m_state = 0x2545F4914F6CDD1DULL;
};

void compilerOutput(Random &r, std::string &out)
{
    const std::string file = "src/" + r.word(3, 8) + "/" + r.word(4, 12) + ".cpp";
    switch (r.below(4)) {
    case 0: out += "[ " + r.num(100) + "%] Building CXX object src/CMakeFiles/airlock_core.dir/" + file + ".o\n"; break;
    case 1:
        out += file + ":" + r.num(900) + ":" + r.num(80) + ": warning: unused variable '" + r.word(3, 10) +
               "' [-Wunused-variable]\n  " + r.num(900) + " |     const auto " + r.word(3, 10) +
               " = compute(input, options);\n      |                ^~~~~~~\n";
        break;
    case 2:
        out += "/usr/bin/c++ -DQT_CORE_LIB -DQT_NO_DEBUG -I/work/main/src -isystem /usr/include/x86_64-linux-gnu/qt6 "
               "-O2 -g -std=gnu++20 -fPIC -Wall -Wextra -o CMakeFiles/airlock.dir/" +
               file + ".o -c /work/main/" + file + "\n";
        break;
    default:
        out += "In file included from /usr/include/c++/12/bits/stl_algo.h:61,\n                 from " + file + ":" +
               r.num(40) + ":\n" + file + ": In member function 'void airlock::core::" + r.word(4, 12) + "::run()':\n";
        break;
    }
}

void gitLog(Random &r, std::string &out)
{
    out += "commit " + r.word(40, Hex) + "\nAuthor: Ana Example <ana@example.com>\nDate:   Mon Nov " + r.num(28) +
           " 14:02:11 2025 +0100\n\n    fix(" + r.word(3, 8) + "): " + r.word(4, 9) + " " + r.word(2, 7) + " " +
           r.word(3, 11) + " when the " + r.word(4, 10) + " is empty\n\n";
}

void jsonLine(Random &r, std::string &out)
{
    out += "{\"ts\":\"2025-11-03T14:02:" + r.num(60) +
           ".123Z\",\"level\":\"info\",\"msg\":\"request finished\","
           "\"method\":\"GET\",\"path\":\"/api/v1/" +
           r.word(3, 10) + "/" + r.num(100000) + "\",\"status\":200,\"duration_ms\":" + r.num(900) +
           ".5,\"user_id\":\"u" + r.num(10000) + "\",\"max_tokens\":256,\"author\":\"" + r.word(3, 8) + "\"}\n";
}

void urlLine(Random &r, std::string &out)
{
    switch (r.below(3)) {
    case 0:
        out += "GET https://api.example.com/v1/" + r.word(3, 9) + "?page=" + r.num(50) + "&per_page=50&sort=desc " +
               "HTTP/1.1 200 " + r.num(20000) + "\n";
        break;
    case 1:
        out += "Downloading https://files.pythonhosted.org/packages/" + r.word(2, Hex) + "/" + r.word(2, Hex) +
               "/flask_sqlalchemy-3.1.1-py3-none-any.whl (25 kB)\n";
        break;
    default:
        out += "Collecting task-management-system==1." + r.num(9) + ".0\n  Using cached hf_hub_download-0." + r.num(9) +
               "-py3-none-any.whl\nRequirement already satisfied: numpy>=1.22 in ./venv/lib/python3.11/site-packages "
               "(1.26.4)\n";
        break;
    }
}

void envDump(Random &r, std::string &out)
{
    out += "PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\nHOME=/home/ana\nPWD=/home/ana/" +
           r.word(3, 10) +
           "\nLANG=C.UTF-8\nSHELL=/bin/bash\nnpm_config_cache=/home/ana/.npm\nTERM=xterm-256color\n"
           "SSH_AUTH_SOCK=/tmp/ssh-" +
           r.word(10, Alnum) + "/agent." + r.num(99999) +
           "\nXDG_RUNTIME_DIR=/run/user/1000\nTOKENIZERS_PARALLELISM=false\nprimary_key=id\n";
}

// One secret of a random family; returns nothing, appends a line or block.
void secret(Random &r, std::string &out)
{
    switch (r.below(10)) {
    case 0: out += "export OPENAI_API_KEY=sk-proj-" + r.word(40, Alnum) + "\n"; break;
    case 1:
        out += "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJ" + r.word(30, Alnum) + "." + r.word(43, Alnum) + "\n";
        break;
    case 2: out += "remote: https://x-access-token:ghs_" + r.word(36, Alnum) + "@github.com/org/repo.git\n"; break;
    case 3:
        out += "aws_access_key_id = AKIA" + r.word(16, Upper) + "\naws_secret_access_key = " + r.word(40, Alnum) + "\n";
        break;
    case 4: out += "DATABASE_URL=postgres://app:" + r.word(16, Alnum) + "@db.internal:5432/app\n"; break;
    case 5: out += "{\"api_key\": \"" + r.word(32, Alnum) + "\", \"model\": \"m1\"}\n"; break;
    case 6: out += "db:\n  password: " + r.word(20, Alnum) + "\n"; break;
    case 7: out += "SLACK_BOT_TOKEN=xoxb-" + r.word(12, Hex) + "-" + r.word(24, Alnum) + "\n"; break;
    case 8: out += "Using token hf_" + r.word(34, Alnum) + " for the download\n"; break;
    default:
        out += "-----BEGIN OPENSSH PRIVATE KEY-----\n";
        for (int line = 0; line < 6; ++line)
            out += r.word(70, Base64) + "\n";
        out += "-----END OPENSSH PRIVATE KEY-----\n";
        break;
    }
}

std::string makeLog(std::size_t &secrets)
{
    Random r;
    std::string text;
    text.reserve(TargetBytes + 4096);
    std::size_t nextSecret = 0;
    while (text.size() < TargetBytes) {
        if (text.size() >= nextSecret) {
            secret(r, text);
            ++secrets;
            nextSecret = text.size() + 2048 + r.below(4096); // every 2–6 KB
        }
        switch (r.below(5)) {
        case 0: compilerOutput(r, text); break;
        case 1: gitLog(r, text); break;
        case 2: jsonLine(r, text); break;
        case 3: urlLine(r, text); break;
        default:
            if (r.below(20) == 0)
                envDump(r, text);
            else
                compilerOutput(r, text);
            break;
        }
    }
    return text;
}

double seconds(std::chrono::steady_clock::duration d)
{
    return std::chrono::duration<double>(d).count();
}

} // namespace

int main()
{
    const airlock::test::redaction::CorpusRates rates =
        airlock::test::redaction::measureRedactionCorpus(AIRLOCK_TEST_DATA_DIR);
    std::printf("corpora: secrets removed with context kept %zu/%zu (%.1f %%), harmless outputs changed %zu/%zu "
                "(%.1f %%)\n",
                rates.removed, rates.secrets, rates.removedPercent(), rates.harmless - rates.unchanged, rates.harmless,
                rates.changedPercent());

    std::size_t planted = 0;
    const std::string text = makeLog(planted);
    const double megabytes = static_cast<double>(text.size()) / 1e6;
    std::printf("input: %.1f MB, %zu secrets planted\n", megabytes, planted);

    const std::size_t found = Redactor::find(text).size();
    std::string redacted;
    double best = 1e9;
    for (int run = 0; run < 3; ++run) {
        const auto start = std::chrono::steady_clock::now();
        redacted = Redactor::redact(text);
        best = std::min(best, seconds(std::chrono::steady_clock::now() - start));
    }
    std::printf("redactor throughput: %.0f MB/s (%zu secrets)\n", megabytes / best, found);

    std::string streamed;
    best = 1e9;
    for (int run = 0; run < 3; ++run) {
        streamed.clear();
        streamed.reserve(redacted.size());
        const auto start = std::chrono::steady_clock::now();
        StreamRedactor stream;
        for (std::size_t pos = 0; pos < text.size(); pos += ChunkBytes)
            streamed += stream.feed(std::string_view(text).substr(pos, ChunkBytes));
        streamed += stream.finish();
        best = std::min(best, seconds(std::chrono::steady_clock::now() - start));
    }
    std::printf("stream redactor throughput: %.0f MB/s (64 KiB chunks, output %s redact())\n", megabytes / best,
                streamed == redacted ? "identical to" : "DIFFERENT from");

    // One 10 MB line of patterns that would be quadratic if a value scan looked ahead to the end of the line.
    std::string adversarial;
    while (adversarial.size() < 10 * 1000 * 1000)
        adversarial += "token=\"x \"password\": \"y -H \"Authorization: Digest a\" -----END X----- ";
    const auto start = std::chrono::steady_clock::now();
    const std::size_t adversarialOut = Redactor::redact(adversarial).size();
    std::printf("adversarial line throughput: %.0f MB/s (%zu bytes out)\n",
                static_cast<double>(adversarial.size()) / 1e6 / seconds(std::chrono::steady_clock::now() - start),
                adversarialOut);
    return streamed == redacted ? 0 : 1;
}
