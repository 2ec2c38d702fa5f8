// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// What an argument expression of inline code is, as far as literals go: strings joined by + . .. or path joins, the
// home directory however it is asked for, lists of literals; and whether it reads secrets, the network or decodes.
#include "InlineCode.h"

#include "CommandResolver.h"
#include "PathRules.h"

#include <algorithm>
#include <array>

namespace airlock::safety::code {
namespace {

bool punctAt(const std::vector<Token> &t, std::size_t i, std::string_view p)
{
    return i < t.size() && t[i].kind == Tok::Punct && t[i].text == p;
}

std::size_t closeOf(const std::vector<Token> &t, std::size_t i, std::size_t last)
{
    return std::min(t[i].closer, last);
}

// Longer expressions are not evaluated (they are unknown): evaluation stays linear in the code's size.
constexpr std::size_t kLongestValue = 256;

bool containsWord(std::string_view haystack, std::string_view needle)
{
    return haystack.find(needle) != std::string_view::npos;
}

std::string lowered(std::string_view s)
{
    std::string out(s);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return char(std::tolower(c)); });
    return out;
}

// The dotted name of a chain of names in [first, last) (a.b->c::d → a.b.c.d), or empty.
std::string chainName(const std::vector<Token> &t, std::size_t first, std::size_t last, std::size_t &end)
{
    std::string name;
    std::size_t j = first;
    // require("os").homedir, __import__("os").system: the module's name starts the chain.
    if (j + 3 < last && t[j].kind == Tok::Name &&
        (t[j].text == "require" || t[j].text == "__import__" || t[j].text == "import") && punctAt(t, j + 1, "(") &&
        t[j + 2].kind == Tok::String && punctAt(t, j + 3, ")")) {
        name = t[j + 2].text.starts_with("node:") ? t[j + 2].text.substr(5) : t[j + 2].text;
        j += 4;
        if (j + 1 < last && t[j].kind == Tok::Punct && t[j].text == "." && t[j + 1].kind == Tok::Name)
            ++j;
        else {
            end = j;
            return name;
        }
    }
    for (int segments = 0; j < last && t[j].kind == Tok::Name && segments < 64; ++segments) {
        name += (name.empty() ? "" : ".") + t[j].text;
        ++j;
        if (j + 1 < last && t[j].kind == Tok::Punct &&
            (t[j].text == "." || t[j].text == "->" || t[j].text == "::" || t[j].text == "?.") &&
            t[j + 1].kind == Tok::Name)
            ++j;
        else
            break;
    }
    end = j;
    return name;
}

bool homeVariable(std::string_view v)
{
    return v == "HOME" || v == "USERPROFILE";
}

class Evaluator
{
public:
    explicit Evaluator(const Script &s)
        : m_s(s)
        , m_t(s.tokens)
    {}

    Value value(std::size_t first, std::size_t last) const
    {
        Value v;
        v.first = first;
        v.last = last;
        while (first + 1 < last && punctAt(m_t, first, "(") && closeOf(m_t, first, last) == last - 1) {
            ++first;
            --last;
        }
        if (first >= last)
            return v;
        if (last - first > kLongestValue) {
            v.text = "${X}";
            return v;
        }
        if (list(first, last, v))
            return v;
        std::string text;
        bool known = true;
        std::size_t j = first;
        while (j < last) {
            std::size_t next = j;
            const std::optional<std::string> part = term(j, last, next);
            known = known && part.has_value();
            text += part ? *part : std::string("${X}");
            j = std::max(next, j + 1);
            if (j >= last)
                break;
            if (m_t[j].kind == Tok::Punct && (m_t[j].text == "+" || m_t[j].text == "." || m_t[j].text == ".." ||
                                              m_t[j].text == "/" || m_t[j].text == ",")) {
                const bool method = m_t[j].text == "." && j + 1 < last && m_t[j + 1].kind == Tok::Name &&
                                    (containsWord(m_t[j + 1].text, "join") || m_t[j + 1].text == "resolve");
                if (m_t[j].text == "/" || method)
                    text += '/';
                known = known && m_t[j].text != ",";
                ++j;
                continue;
            }
            known = false;
            break;
        }
        v.kind = known ? Value::Literal : Value::Unknown;
        v.text = text;
        return v;
    }

private:
    bool list(std::size_t first, std::size_t last, Value &v) const
    {
        std::size_t open = first;
        if (m_t[first].kind == Tok::Name &&
            (m_t[first].text == "c" || m_t[first].text == "array" || m_t[first].text == "list") &&
            punctAt(m_t, first + 1, "("))
            open = first + 1;
        if (!(punctAt(m_t, open, "[") || (punctAt(m_t, open, "(") && open != first)) ||
            closeOf(m_t, open, last) != last - 1)
            return false;
        v.kind = Value::List;
        v.listLiteral = true;
        std::size_t start = open + 1;
        for (std::size_t j = open + 1; j < last; ++j) {
            if (m_t[j].kind == Tok::Punct && (m_t[j].text == "(" || m_t[j].text == "[" || m_t[j].text == "{")) {
                j = closeOf(m_t, j, last);
                continue;
            }
            if (j + 1 < last && !punctAt(m_t, j, ","))
                continue;
            if (j > start) {
                const Value item = value(start, j);
                v.listLiteral = v.listLiteral && item.kind == Value::Literal;
                v.items.push_back(item.kind == Value::Literal ? item.text : std::string("${X}"));
            }
            start = j + 1;
        }
        return true;
    }

    // One term from `j`; `next` is past it. Nothing when it is not known before the code runs.
    std::optional<std::string> term(std::size_t j, std::size_t last, std::size_t &next) const
    {
        const Token &t = m_t[j];
        next = j + 1;
        if (t.kind == Tok::String)
            return t.interpolated ? std::nullopt : std::optional<std::string>(t.text);
        if (t.kind == Tok::Number)
            return t.text;
        if (t.kind == Tok::Punct && t.text == "-" && j + 1 < last && m_t[j + 1].kind == Tok::Number) {
            next = j + 2;
            return "-" + m_t[j + 1].text;
        }
        if (t.kind != Tok::Name)
            return std::nullopt;
        std::size_t end = j;
        const std::string name = chainName(m_t, j, last, end);
        next = end;
        std::string canonical = name;
        const std::size_t dot = name.find('.');
        if (const auto a = m_s.aliases.find(name.substr(0, dot)); a != m_s.aliases.end())
            canonical = a->second + (dot == std::string::npos ? std::string() : name.substr(dot));
        const std::string low = lowered(canonical);
        const bool envLike = containsWord(low, "env") || containsWord(low, "getenv") || containsWord(low, "server");
        // Subscripts and calls: os.environ["HOME"], $ENV{HOME}, os.path.join("a", "b"), Path.home().
        if (end < last && m_t[end].kind == Tok::Punct &&
            (m_t[end].text == "(" || m_t[end].text == "[" || m_t[end].text == "{")) {
            const std::size_t close = closeOf(m_t, end, last);
            next = close + 1;
            const std::vector<std::string> inner = literalArguments(end + 1, close);
            if (envLike && !inner.empty() && homeVariable(inner.front()))
                return "~";
            if (containsWord(low, "join") || low == "path" || low == "pathlib.path" || low == "file.path" ||
                containsWord(low, "resolve") || containsWord(low, "expand") || containsWord(low, "abspath") ||
                containsWord(low, "realpath") || low == "str" || low == "string" || low == "purepath") {
                if (inner.empty() && (containsWord(low, "home") || low.ends_with("expanduser")))
                    return "~";
                std::string joined;
                for (const std::string &p : inner)
                    joined += (joined.empty() || p.front() == '/' ? "" : "/") + p;
                if (inner.size() == static_cast<std::size_t>(countArguments(end + 1, close)) && !inner.empty())
                    return joined;
                return std::nullopt;
            }
            if (containsWord(low, "home") && inner.empty())
                return "~";
            return std::nullopt;
        }
        if ((envLike && (low.ends_with(".home") || low.ends_with(":home"))) || low == "os.homedir" ||
            low == "dir.home" || low.ends_with("path.home") || low == "$home" || low == "~")
            return "~";
        if (const auto c = m_s.constants.find(name); c != m_s.constants.end() && c->second.kind == Value::Literal)
            return c->second.text;
        if ((m_s.lang == Lang::Tcl || m_s.lang == Lang::PowerShell) && !name.empty() && name.front() != '$')
            return name;
        return std::nullopt;
    }

    int countArguments(std::size_t first, std::size_t last) const
    {
        int n = first < last ? 1 : 0;
        for (std::size_t j = first; j < last; ++j) {
            if (m_t[j].kind == Tok::Punct && (m_t[j].text == "(" || m_t[j].text == "[" || m_t[j].text == "{"))
                j = closeOf(m_t, j, last);
            else if (punctAt(m_t, j, ","))
                ++n;
        }
        return n;
    }

    std::vector<std::string> literalArguments(std::size_t first, std::size_t last) const
    {
        std::vector<std::string> out;
        std::size_t start = first;
        for (std::size_t j = first; j <= last; ++j) {
            if (j < last && m_t[j].kind == Tok::Punct &&
                (m_t[j].text == "(" || m_t[j].text == "[" || m_t[j].text == "{")) {
                j = closeOf(m_t, j, last);
                continue;
            }
            if (j < last && !punctAt(m_t, j, ","))
                continue;
            if (j > start) {
                const Value v = value(start, j);
                if (v.kind == Value::Literal)
                    out.push_back(v.text);
                else if (j == start + 1 && m_t[start].kind == Tok::Name && m_s.lang == Lang::Perl)
                    out.push_back(m_t[start].text); // $ENV{HOME}: a bareword key
            }
            start = j + 1;
        }
        return out;
    }

    const Script &m_s;
    const std::vector<Token> &m_t;
};

bool anyName(const Script &s, std::size_t first, std::size_t last, auto &&pred)
{
    for (std::size_t j = first; j < last && j < s.tokens.size(); ++j) {
        if (s.tokens[j].kind == Tok::Name && pred(s.tokens[j].text, j))
            return true;
    }
    return false;
}

std::string canonicalAt(const Script &s, std::size_t j)
{
    std::size_t end = j;
    std::string name = chainName(s.tokens, j, s.tokens.size(), end);
    const std::size_t dot = name.find('.');
    if (const auto a = s.aliases.find(name.substr(0, dot)); a != s.aliases.end())
        name = a->second + (dot == std::string::npos ? std::string() : name.substr(dot));
    return name;
}

} // namespace

Value evaluate(const Script &script, std::size_t first, std::size_t last)
{
    return Evaluator(script).value(first, std::min(last, script.tokens.size()));
}

bool usesNetwork(const Script &s, std::size_t first, std::size_t last)
{
    static constexpr std::array<std::string_view, 40> kNetwork = {"urllib",
                                                                  "urlopen",
                                                                  "requests",
                                                                  "http.client",
                                                                  "httplib",
                                                                  "httpx",
                                                                  "aiohttp",
                                                                  "socket",
                                                                  "ftplib",
                                                                  "smtplib",
                                                                  "paramiko",
                                                                  "fetch",
                                                                  "axios",
                                                                  "got",
                                                                  "http.get",
                                                                  "http.request",
                                                                  "https.get",
                                                                  "https.request",
                                                                  "net.connect",
                                                                  "net.Socket",
                                                                  "XMLHttpRequest",
                                                                  "WebSocket",
                                                                  "Net.HTTP",
                                                                  "URI.open",
                                                                  "open-uri",
                                                                  "TCPSocket",
                                                                  "UDPSocket",
                                                                  "Socket",
                                                                  "LWP",
                                                                  "HTTP.Tiny",
                                                                  "IO.Socket",
                                                                  "curl_init",
                                                                  "curl_exec",
                                                                  "fsockopen",
                                                                  "socket.http",
                                                                  "Invoke-WebRequest",
                                                                  "Invoke-RestMethod",
                                                                  "iwr",
                                                                  "irm",
                                                                  "download.file"};
    return anyName(s, first, last, [&](const std::string &, std::size_t j) {
        const std::string name = canonicalAt(s, j);
        if (const auto t = s.tainted.find(s.tokens[j].text); t != s.tainted.end() && t->second == "network")
            return true;
        const std::string_view whole = name;
        for (const std::string_view n : kNetwork) {
            if (whole == n || (whole.starts_with(n) && whole.size() > n.size() && whole[n.size()] == '.') ||
                (whole.ends_with(n) && whole.size() > n.size() && whole[whole.size() - n.size() - 1] == '.'))
                return true;
        }
        // file_get_contents('http://…'), open('https://…') in Ruby, LWP::Simple get('http…').
        if ((name == "file_get_contents" || name == "get" || name == "getstore" || name == "open" || name == "fopen" ||
             name == "readLines" || name == "url") &&
            j + 2 < s.tokens.size()) {
            const Token &arg = s.tokens[j + 1].kind == Tok::String ? s.tokens[j + 1] : s.tokens[j + 2];
            return arg.kind == Tok::String && (arg.text.rfind("http://", 0) == 0 ||
                                               arg.text.rfind("https://", 0) == 0 || arg.text.rfind("ftp://", 0) == 0);
        }
        return false;
    });
}

bool usesRawSocket(const Script &s)
{
    return anyName(s, 0, s.tokens.size(), [&](const std::string &, std::size_t j) {
        const std::string name = canonicalAt(s, j);
        return name.starts_with("socket.") || name == "socket" || name.starts_with("net.connect") ||
               name.starts_with("net.Socket") || name.starts_with("TCPSocket") || name.starts_with("IO.Socket") ||
               name == "fsockopen" || name.starts_with("Socket");
    });
}

bool decodes(const Script &s, std::size_t first, std::size_t last)
{
    static constexpr std::array<std::string_view, 30> kDecoders = {
        "b64decode",     "b32decode",     "a85decode",  "b85decode",    "decodebytes",      "decodestring",
        "unhexlify",     "fromhex",       "decompress", "zlib",         "marshal.loads",    "pickle.loads",
        "codecs.decode", "rot13",         "atob",       "decode64",     "strict_decode64",  "urlsafe_decode64",
        "decode_base64", "base64_decode", "gzinflate",  "gzuncompress", "gzdecode",         "str_rot13",
        "hex2bin",       "convert_from",  "unpack",     "unpack1",      "FromBase64String", "base64decode"};
    return anyName(s, first, last, [&](const std::string &text, std::size_t j) {
        if (const auto t = s.tainted.find(text); t != s.tainted.end() && t->second == "decoded")
            return true;
        const std::string name = canonicalAt(s, j);
        const std::string tail = name.substr(name.rfind('.') == std::string::npos ? 0 : name.rfind('.') + 1);
        for (const std::string_view d : kDecoders) {
            if (tail == d || name == d)
                return true;
        }
        // Buffer.from(x, 'base64'), bytes.fromhex, "…".decode('base64'), reversed text [::-1].
        if (name == "Buffer.from" || name == "decode") {
            for (std::size_t k = j; k < j + 12 && k < s.tokens.size(); ++k) {
                if (s.tokens[k].kind == Tok::String &&
                    (s.tokens[k].text == "base64" || s.tokens[k].text == "hex" || s.tokens[k].text == "base64url"))
                    return true;
            }
        }
        return false;
    });
}

bool readsSecrets(const Script &s, std::size_t first, std::size_t last, bool namedVariables)
{
    for (std::size_t j = first; j < last && j < s.tokens.size(); ++j) {
        const Token &t = s.tokens[j];
        if (t.kind == Tok::String && !t.text.empty() && t.text.size() < 4096) {
            std::string path = t.text;
            const PathClass p = classifyPath(path, false);
            const std::string low = lowered(path);
            if (p.credential || low == ".env" || low.ends_with("/.env") || low.ends_with(".netrc") ||
                low.ends_with("id_rsa") || low.ends_with("id_ed25519") || containsWord(low, ".aws/credentials") ||
                containsWord(low, ".ssh/") || containsWord(low, ".kube/config") || low == "/etc/shadow" ||
                containsWord(low, ".docker/config.json") || containsWord(low, ".git-credentials"))
                return true;
            const std::string upper = lowered(t.text);
            if (namedVariables && t.text.size() < 64 && t.text.find(' ') == std::string::npos &&
                t.text.find('/') == std::string::npos &&
                (containsWord(upper, "secret") || containsWord(upper, "token") || containsWord(upper, "password") ||
                 upper.ends_with("_key") || containsWord(upper, "api_key") || containsWord(upper, "credential")) &&
                j > 0 && (s.tokens[j - 1].text == "[" || s.tokens[j - 1].text == "(" || s.tokens[j - 1].text == "{"))
                return true;
        }
        if (t.kind != Tok::Name)
            continue;
        const std::string name = canonicalAt(s, j);
        std::size_t end = j;
        chainName(s.tokens, j, s.tokens.size(), end);
        const bool subscripted = end < s.tokens.size() && s.tokens[end].kind == Tok::Punct &&
                                 (s.tokens[end].text == "[" || s.tokens[end].text == "{" ||
                                  (s.tokens[end].text == "(" && name != "dict" && name != "JSON.stringify"));
        // The whole environment: os.environ, process.env, ENV, %ENV, $_ENV, getenv() with nothing to look up.
        const bool environment = name == "os.environ" || name == "process.env" || name == "ENV" || name == "%ENV" ||
                                 name == "$_ENV" || name == "ENV.to_h" || name == "os.environ.items" ||
                                 name == "Deno.env.toObject" || name == "Sys.getenv" || name == "os.environ.copy";
        if (environment &&
            (!subscripted || name.ends_with("items") || name.ends_with("to_h") || name.ends_with("toObject") ||
             name.ends_with("copy") || name == "Sys.getenv") &&
            !(name == "Sys.getenv" && end + 1 < s.tokens.size() && s.tokens[end + 1].kind == Tok::String))
            return true;
        if ((name == "getenv" || name == "os.getenv") && punctAt(s.tokens, end, "(") && punctAt(s.tokens, end + 1, ")"))
            return true;
        if (namedVariables && (name.starts_with("process.env.") || name.starts_with("ENV."))) {
            const std::string var = lowered(name.substr(name.rfind('.') + 1));
            if (containsWord(var, "secret") || containsWord(var, "token") || containsWord(var, "password") ||
                containsWord(var, "key"))
                return true;
        }
    }
    return false;
}

// A word for bash: literal parts single-quoted, unknown parts as "${X}", a leading ~ left to mean home.
std::string shellWord(const std::string &text)
{
    std::string out;
    std::size_t i = 0;
    if (text == "~" || text.starts_with("~/")) {
        out = text.size() > 1 ? "~/" : "~"; // unquoted, so that bash would expand it
        i = out.size();
    }
    while (i < text.size()) {
        const std::size_t x = text.find("${X}", i);
        const std::string part = text.substr(i, x == std::string::npos ? std::string::npos : x - i);
        if (!part.empty()) {
            out += '\'';
            for (const char c : part)
                out += c == '\'' ? std::string("'\\''") : std::string(1, c);
            out += '\'';
        }
        if (x == std::string::npos)
            break;
        out += "\"${X}\"";
        i = x + 4;
    }
    return out.empty() ? std::string("''") : out;
}

bool runsShellOnSocket(const Script &s)
{
    if (!usesRawSocket(s))
        return false;
    for (const Call &c : s.calls) {
        if (c.name == "dup2" || c.name.ends_with(".dup2"))
            return true;
        for (const Entry *e : entriesFor(s, c.name)) {
            if ((e->act != Act::Shell && e->act != Act::ExecL && e->act != Act::ExecV && e->act != Act::Argv) ||
                c.args.size() <= std::size_t(std::max(e->arg, 0)))
                continue;
            const Value &v = c.args[std::size_t(std::max(e->arg, 0))];
            const std::string first = v.kind == Value::List && !v.items.empty() ? v.items.front()
                                      : v.kind == Value::Literal                ? v.text
                                                                                : std::string();
            if (isShellProgram(programName(first.substr(0, first.find(' ')))))
                return true;
        }
    }
    return false;
}

} // namespace airlock::safety::code
