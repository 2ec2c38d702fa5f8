// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Whether the value after a secret-looking key is a secret: the filters that keep placeholders, templates, masked
// values, code expressions, type annotations, references to where a secret lives and the key's own name out of the
// redaction, and the entropy and character-class test for weak contexts (after detect-secrets' keyword filters and
// gitleaks' per-rule entropy).
#include "RedactorImpl.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace airlock::core::detail {
namespace {

using namespace std::string_view_literals;

// Whole values that stand for a secret rather than being one (compared without case, separators and brackets).
constexpr std::string_view PlaceholderWords[] = {
    "none",     "null",    "nil",       "undefined",   "true",        "false",          "yes",
    "no",       "on",      "off",       "changeme",    "changeit",    "password",       "passwd",
    "secret",   "token",   "apikey",    "key",         "value",       "string",         "redacted",
    "hidden",   "masked",  "sensitive", "empty",       "default",     "unset",          "todo",
    "tbd",      "fixme",   "na",        "example",     "required",    "optional",       "xxx",
    "dummy",    "notset",  "replaceme", "placeholder", "secretvalue", "sensitivevalue", "mypassword",
    "mysecret", "mytoken", "yourtoken", "secrethere",  "tokenhere",
};
// A value that is exactly one of these (then "=", "|", "?", "," or the end) is a type annotation: `password: str`.
constexpr std::string_view TypeNames[] = {
    "str",    "string",  "String",       "int",      "bool",  "boolean", "bytes",   "number",   "any",
    "object", "Object",  "SecretStr",    "Secret",   "Text",  "text",    "char",    "Optional", "None",
    "Option", "unknown", "SecureString", "Password", "Token", "[]byte",  "*string", "float",
};
constexpr std::string_view SecretWordsInNames[] = {"password", "passwd", "secret", "token", "apikey", "api_key"};

bool identByte(char c)
{
    return is(c, CAlnum | CUnder);
}

// "your_api_key_here", "<YOUR TOKEN>", "change-me": letters and digits only, lower case.
std::string normalized(std::string_view value)
{
    std::string out;
    for (const char c : value)
        if (is(c, CAlnum))
            out.push_back(lower(c));
    return out;
}

bool isPlaceholderWord(std::string_view value)
{
    const std::string word = normalized(value);
    if (word.empty())
        return true;
    if (word.starts_with("your") || word.ends_with("here") || word.find("placeholder") != npos ||
        word.find("changeme") != npos || word.starts_with("insert") || word.starts_with("replace") ||
        word.starts_with("enter"))
        return true;
    return std::any_of(std::begin(PlaceholderWords), std::end(PlaceholderWords),
                       [&](std::string_view w) { return word == w; });
}

// `${X}`, `{{ x }}`, `$(cmd)`, `%(name)s`, `<%= x %>`, `#{x}`, `<token>`, `{token}`, `%TOKEN%`, `$VAR`, `:name`.
bool isTemplated(std::string_view v)
{
    for (const std::string_view open : {"${"sv, "{{"sv, "$("sv, "<%"sv, "{%"sv, "#{"sv, "%("sv, "@{"sv, "$<"sv})
        if (v.find(open) != npos)
            return true;
    if (v.size() >= 2 && ((v.front() == '<' && v.back() == '>') || (v.front() == '{' && v.back() == '}') ||
                          (v.front() == '%' && v.back() == '%') || (v.front() == '`' && v.back() == '`') ||
                          (v.front() == '[' && v.back() == ']'))) {
        // A name in brackets stands for a value; base64 in braces ({AES}…, Maven's {…}) is an encrypted one.
        const std::string_view inner = v.substr(1, v.size() - 2);
        return std::all_of(inner.begin(), inner.end(),
                           [](char c) { return is(c, CAlnum | CUnder | CDash | CDot | CBlank) || c == '$'; }) &&
               !(inner.size() >= 16 && looksRandomEnough(inner));
    }
    if ((v.front() == '$' || v.front() == ':' || v.front() == '@') && v.size() >= 2 &&
        is(v[1], CUpper | CLower | CUnder))
        return std::all_of(v.begin() + 1, v.end(), identByte);
    return false;
}

// Masked or elided: "sk-…abcd", "ghp_****", "AKIA************", "••••", "XXXX-XXXX", "[REDACTED]".
bool isMasked(std::string_view v)
{
    if (v.find("[REDACTED") != npos || v.find("\xe2\x80\xa6") != npos || v.find("\xe2\x80\xa2") != npos ||
        v.find("...") != npos || v.find("***") != npos)
        return true;
    // Mask characters make up much of the value, or a long run of one of them: a random secret has neither.
    Size run = 0, masks = 0, longest = 0;
    for (Size i = 0; i < v.size(); ++i) {
        const bool mask = lower(v[i]) == 'x' || v[i] == '*' || v[i] == '#' || v[i] == '0';
        masks += mask && v[i] != '0' ? 1 : 0;
        run = mask && i > 0 && v[i] == v[i - 1] ? run + 1 : mask ? 1 : 0;
        longest = std::max(longest, run);
    }
    if (longest >= 8 || (longest >= 4 && masks * 2 >= v.size()))
        return true;
    return v.size() >= 3 && std::all_of(v.begin(), v.end(), [&](char c) { return c == v[0]; });
}

// An unquoted value that is code: a call, an index, a member path (`config.password`, `process.env.API_KEY`), a
// YAML tag (`!secret x`, `!vault |`), a pointer or a negation.
bool isExpression(std::string_view v)
{
    while (!v.empty() && (v.back() == ',' || v.back() == ';' || v.back() == ')'))
        v.remove_suffix(1);
    if (v.empty())
        return true;
    if (v.front() == '!' || v.front() == '&' || v.front() == '*' || v.front() == '[' || v.front() == '{' ||
        v.front() == '(')
        return true;
    Size i = v.front() == '$' || v.front() == '@' ? 1 : 0; // $request->token, @config.token
    bool dotted = false;
    while (i < v.size()) {
        if (!is(v[i], CUpper | CLower | CUnder))
            return false; // a segment starts with a letter: "3.14", ".env" are not paths of members
        const Size segment = i;
        while (i < v.size() && identByte(v[i]))
            ++i;
        for (Size k = segment + 1; k < i; ++k) // "a9F3kQ": a digit inside a segment is random, not a member name
            if (is(v[k - 1], CDigit) && is(v[k], CUpper | CLower))
                return false;
        if (i == v.size())
            return dotted;
        if (v[i] == '(' || v[i] == '[' || v[i] == '{')
            return true;
        if (v[i] == ':' && i + 1 < v.size() && v[i + 1] == ':') { // Rust/C++ paths
            i += 2;
            dotted = true;
            continue;
        }
        if (v[i] != '.' && !(v[i] == '-' && i + 1 < v.size() && v[i + 1] == '>'))
            return false;
        i += v[i] == '.' ? 1 : 2;
        dotted = true;
    }
    return false;
}

bool isTypeAnnotation(std::string_view v)
{
    Size end = 0;
    while (end < v.size() && (identByte(v[end]) || v[end] == '[' || v[end] == '*'))
        ++end;
    const std::string_view first = v.substr(0, end);
    std::string_view rest = v.substr(end);
    while (!rest.empty() && (rest.front() == ' ' || rest.front() == '?' || rest.front() == ';' || rest.front() == ','))
        rest.remove_prefix(1);
    if (!rest.empty() && rest.front() != '=' && rest.front() != '|' && rest.front() != ']' && rest.front() != '<' &&
        rest.front() != '{' && rest.front() != '!')
        return false;
    return std::any_of(std::begin(TypeNames), std::end(TypeNames), [&](std::string_view t) { return first == t; });
}

// Where a secret lives rather than the secret: a path, a URI-like reference (vault:, arn:, op://, env:), a file.
bool isReference(std::string_view v)
{
    if (v.starts_with("/") || v.starts_with("~/") || v.starts_with("./") || v.starts_with("../") ||
        (v.size() > 2 && is(v[0], CUpper | CLower) && v[1] == ':' && v[2] == '\\'))
        return true;
    Size i = 0;
    while (i < v.size() && is(v[i], CLower | CDigit | CDash | CPlus | CDot))
        ++i;
    if (i >= 2 && i < 24 && i + 1 < v.size() && v[i] == ':' && is(v[0], CLower) && v.substr(0, i) != "base64")
        return v.find('@') == npos; // a URL with credentials in it is a secret itself
    // secrets/db_password.txt, client_secret.json
    const Size dot = v.rfind('.');
    if (dot != npos && dot > 0 && v.size() - dot >= 3 && v.size() - dot <= 5 &&
        std::all_of(v.begin() + static_cast<std::ptrdiff_t>(dot) + 1, v.end(), [](char c) { return is(c, CLower); }))
        return std::all_of(v.begin(), v.begin() + static_cast<std::ptrdiff_t>(dot),
                           [](char c) { return is(c, CAlnum | CUnder | CDash | CSlash | CDot); });
    return false;
}

// `password=password`, `POSTGRES_PASSWORD=postgres`, `token=access_token`, `api_key=API_KEY`: the value names a
// variable or repeats the key, it does not hold a secret.
bool namesAVariable(std::string_view v, std::string_view key)
{
    if (!std::all_of(v.begin(), v.end(), identByte) || !is(v.front(), CUpper | CLower | CUnder))
        return false;
    const std::string value = normalized(v);
    const std::string name = normalized(key);
    if (value == name)
        return true;
    // Each component of the key: split on non-alphanumerics.
    for (Size b = 0; b < key.size();) {
        while (b < key.size() && !is(key[b], CAlnum))
            ++b;
        Size e = b;
        while (e < key.size() && is(key[e], CAlnum))
            ++e;
        if (e > b && value == normalized(key.substr(b, e - b)))
            return true;
        b = e;
    }
    std::string lowered(v);
    for (char &c : lowered)
        c = lower(c);
    if (std::any_of(std::begin(SecretWordsInNames), std::end(SecretWordsInNames),
                    [&](std::string_view w) { return lowered.find(w) != npos; }))
        return true;
    // UPPER_SNAKE without digits is a constant, a metavariable or an environment variable's name.
    return std::all_of(v.begin(), v.end(), [](char c) { return is(c, CUpper | CUnder); });
}

// "16 bytes", "3 attempts": kubectl describe and status lines give sizes and counts, not values.
bool isQuantity(std::string_view v)
{
    const Size digits =
        static_cast<Size>(std::find_if(v.begin(), v.end(), [](char c) { return !is(c, CDigit); }) - v.begin());
    if (digits == 0 || digits + 1 >= v.size() || v[digits] != ' ')
        return false;
    return std::all_of(v.begin() + static_cast<std::ptrdiff_t>(digits) + 1, v.end(),
                       [](char c) { return is(c, CLower); });
}

bool isUuid(std::string_view v)
{
    if (v.size() != 36)
        return false;
    for (Size i = 0; i < v.size(); ++i) {
        const bool dash = i == 8 || i == 13 || i == 18 || i == 23;
        if (dash ? v[i] != '-' : !is(lower(v[i]), CHexLower))
            return false;
    }
    return true;
}

} // namespace

bool isSequential(std::string_view v)
{
    if (v.size() < 6)
        return false;
    constexpr std::string_view Runs[] = {"abcdefghijklmnopqrstuvwxyz", "0123456789", "qwertyuiopasdfghjklzxcvbnm",
                                         "1234567890"};
    const std::string low = [&] {
        std::string s(v);
        for (char &c : s)
            c = lower(c);
        return s;
    }();
    return std::any_of(std::begin(Runs), std::end(Runs), [&](std::string_view run) { return run.find(low) != npos; });
}

// Masked, or with the entropy of a repeated pattern rather than a random string: documentation's stand-ins for a
// token of a known format. Made-up but random-looking values ("ghp_0123456789abcdef…", AWS's documented
// "AKIA…EXAMPLE") stay secrets: a miss costs more than a changed example.
bool isPlaceholderToken(std::string_view body)
{
    if (body.size() < 8)
        return false;
    return isMasked(body) || (body.size() >= 16 && shannonEntropy(body) < 2.5);
}

double shannonEntropy(std::string_view v)
{
    if (v.empty())
        return 0;
    std::array<Size, 256> counts{};
    for (const char c : v)
        ++counts[static_cast<unsigned char>(c)];
    double bits = 0;
    const double n = static_cast<double>(v.size());
    for (const Size count : counts)
        if (count != 0) {
            const double p = static_cast<double>(count) / n;
            bits -= p * std::log2(p);
        }
    return bits;
}

bool isPlaceholder(std::string_view value)
{
    return value.empty() || isTemplated(value) || isMasked(value) || isPlaceholderWord(value);
}

// For weak evidence (a bare word after "password", a cookie, an "auth:" key): one token, long enough, of at least two
// character classes, with the entropy of a random string rather than a word.
bool looksRandomEnough(std::string_view v)
{
    if (v.size() < 6 || isUuid(v))
        return false;
    int classes = 0;
    bool upper = false, lowerSeen = false, digit = false, other = false;
    for (const char c : v) {
        if (static_cast<unsigned char>(c) <= 0x20)
            return false;
        upper = upper || is(c, CUpper);
        lowerSeen = lowerSeen || is(c, CLower);
        digit = digit || is(c, CDigit);
        other = other || !is(c, CAlnum);
    }
    classes = int(upper) + int(lowerSeen) + int(digit) + int(other);
    const double entropy = shannonEntropy(v);
    return classes >= 2 && entropy >= (v.size() >= 16 ? 3.0 : 2.4);
}

bool isSecretValue(std::string_view value, std::string_view key, ValueStyle style)
{
    if (value.size() < 3 || isPlaceholder(value) || isSequential(value))
        return false;
    if (style == ValueStyle::Quoted)
        return !isReference(value);
    while (value.size() > 1 && (value.back() == ',' || value.back() == ';' || value.back() == ')'))
        value.remove_suffix(1); // `password=password,` in an argument list
    if (style == ValueStyle::Colon && isQuantity(value))
        return false;
    if (isExpression(value) || isTypeAnnotation(value) || isReference(value) || namesAVariable(value, key))
        return false;
    // A single lower-case word after "key:" is a status or a mode ("token: expired", "auth: basic"), not a secret.
    if (style == ValueStyle::Colon && std::all_of(value.begin(), value.end(), [](char c) { return is(c, CLower); }))
        return false;
    return true;
}

} // namespace airlock::core::detail
