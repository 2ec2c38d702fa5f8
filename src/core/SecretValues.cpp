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
    "none",
    "null",
    "nil",
    "undefined",
    "true",
    "false",
    "yes",
    "no",
    "on",
    "off",
    "changeme",
    "changeit",
    "password",
    "passwd",
    "secret",
    "token",
    "apikey",
    "key",
    "value",
    "string",
    "redacted",
    "hidden",
    "masked",
    "sensitive",
    "empty",
    "default",
    "unset",
    "todo",
    "tbd",
    "fixme",
    "na",
    "example",
    "required",
    "optional",
    "xxx",
    "dummy",
    "notset",
    "replaceme",
    "placeholder",
    "secretvalue",
    "sensitivevalue",
    "mypassword",
    "mysecret",
    "mytoken",
    "yourtoken",
    "secrethere",
    "tokenhere",
    "pass",
    // test fixtures' stand-ins: `User(password="test")`, `api_key: demo`
    "test",
    "testing",
    "demo",
    "sample",
    "foo",
    "bar",
    "foobar",
    "fake",
    "mock",
    "testpassword",
    "testtoken",
    "testsecret",
};
// A value that is exactly one of these (then "=", "|", "?", "," or the end) is a type annotation: `password: str`.
constexpr std::string_view TypeNames[] = {
    "str",    "string",  "String",       "int",      "bool",  "boolean", "bytes",   "number",   "any",
    "object", "Object",  "SecretStr",    "Secret",   "Text",  "text",    "char",    "Optional", "None",
    "Option", "unknown", "SecureString", "Password", "Token", "[]byte",  "*string", "float",
};
constexpr std::string_view SecretWordsInNames[] = {"password", "passwd", "secret", "token", "apikey", "api_key"};

bool containsNoCase(std::string_view text, std::string_view lowerWord)
{
    for (Size i = 0; i + lowerWord.size() <= text.size(); ++i)
        if (equalsNoCase(text.substr(i, lowerWord.size()), lowerWord))
            return true;
    return false;
}

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
    // "test-api-key", "fake_token", "dummy-password": a fixture's name for a secret
    for (const std::string_view fixture : {"test"sv, "fake"sv, "dummy"sv, "mock"sv, "sample"sv, "example"sv})
        if (word.starts_with(fixture) && word.size() <= 32 &&
            std::any_of(std::begin(SecretWordsInNames), std::end(SecretWordsInNames),
                        [&](std::string_view w) { return word.find(w) != npos; }))
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
               !(inner.size() >= 12 && looksDrawn(inner));
    }
    // "<set to the key 'password' in secret 'db'>  Optional: false" (kubectl describe): a description in angle brackets
    if (const Size close = v.find('>'); v.front() == '<' && close != npos && close > 1) {
        const std::string_view inner = v.substr(1, close - 1);
        if (inner.find(' ') != npos && std::all_of(inner.begin(), inner.end(), [](char c) {
                return is(c, CAlnum | CUnder | CDash | CDot | CBlank | CQuote);
            }))
            return true;
    }
    if ((v.front() == '$' || v.front() == ':' || v.front() == '@') && v.size() >= 2 &&
        is(v[1], CUpper | CLower | CUnder))
        return std::all_of(v.begin() + 1, v.end(), identByte);
    return false;
}

// Masked or elided: "sk-…abcd", "ghp_****", "AKIA************", "••••", "XXXX-XXXX", "[REDACTED]".
bool isMasked(std::string_view v)
{
    if (containsNoCase(v, "redacted") || v.find("\xe2\x80\xa6") != npos || v.find("\xe2\x80\xa2") != npos ||
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

// Made-up filler rather than a drawn secret: one byte repeated over half of it ("glc_1111…", "AIzaaaaa…"; real
// formats have shorter runs, Twitter's bearer tokens start with 22 'A's), or, for a prefixed token's body, a short
// pattern repeated three times and more ("ntn_1234567890…"). Made-up values with ascending runs
// ("ghp_0123456789abcdef…") are not filler: they stay secrets, as a miss costs more than a changed example.
bool isFiller(std::string_view v, bool tokenBody)
{
    Size run = 1, longest = v.empty() ? 0 : 1;
    for (Size i = 1; i < v.size(); ++i) {
        run = v[i] == v[i - 1] ? run + 1 : 1;
        longest = std::max(longest, run);
    }
    if (longest >= 8 && longest * 2 >= v.size())
        return true;
    for (Size period = 2; tokenBody && period <= 12 && period * 3 <= v.size(); ++period)
        if (v.substr(period) == v.substr(0, v.size() - period))
            return true;
    return false;
}

// Typed rather than drawn: ten and more letters in alphabet or keyboard order ("abcdefghijklmnop", "qwertyuiop"), as
// documentation's made-up keys hold them. A random string almost never does.
bool isTyped(std::string_view v)
{
    constexpr std::string_view Orders[] = {"abcdefghijklmnopqrstuvwxyz", "qwertyuiopasdfghjklzxcvbnm"};
    for (const std::string_view order : Orders) {
        Size run = 1;
        for (Size i = 1; i < v.size(); ++i) {
            const Size at = is(v[i - 1], CUpper | CLower) ? order.find(lower(v[i - 1])) : npos;
            run = at != npos && at + 1 < order.size() && order[at + 1] == lower(v[i]) ? run + 1 : 1;
            if (run >= 10)
                return true;
        }
    }
    return false;
}

// Runs of one repeated character ("5555555dAAAAA7777777CcccC…") over half of it: typed, not drawn; a random string
// almost never holds a run of four.
bool isRepeatedRuns(std::string_view v)
{
    Size repeated = 0, run = 1;
    for (Size i = 1; i <= v.size(); ++i) {
        if (i < v.size() && v[i] == v[i - 1]) {
            ++run;
            continue;
        }
        repeated += run >= 4 ? run : 0;
        run = 1;
    }
    return repeated * 2 >= v.size();
}

// Letters of one case only, perhaps ending a sentence ("combination."): a word, not a drawn value.
bool isPlainWord(std::string_view v)
{
    while (!v.empty() && std::string_view(".,;:!?").find(v.back()) != npos)
        v.remove_suffix(1);
    return !v.empty() && (std::all_of(v.begin(), v.end(), [](char c) { return is(c, CLower); }) ||
                          std::all_of(v.begin(), v.end(), [](char c) { return is(c, CUpper); }));
}

// Words of a language rather than a drawn value: a label or a sentence ("Mot de passe", "Reset your password.",
// "Passwort") as locale files and UI strings hold them. Letters (any script), blanks and sentence punctuation, no
// digits, no capitals inside a word; one capitalised word, or several that end like a sentence, hold a letter outside
// ASCII or a function word. A passphrase ("Correct horse battery staple") has none of these and stays a secret.
bool isProse(std::string_view v)
{
    auto letter = [](char c) { return is(c, CUpper | CLower) || static_cast<unsigned char>(c) >= 0x80; };
    if (v.size() < 4 || !is(v.front(), CUpper) || !std::all_of(v.begin(), v.end(), [&](char c) {
            return letter(c) || std::string_view(" .,?!:;'-").find(c) != npos;
        }))
        return false;
    for (Size i = 1; i < v.size(); ++i)
        if (is(v[i], CUpper) && v[i - 1] != ' ') // capitals inside a word: drawn, not written
            return false;
    if (v.find(' ') == npos) // one capitalised word
        return std::all_of(v.begin(), v.end(), letter);
    if (std::string_view(".?!:").find(v.back()) != npos ||
        std::any_of(v.begin(), v.end(), [](char c) { return static_cast<unsigned char>(c) >= 0x80; }))
        return true;
    constexpr std::string_view FunctionWords[] = {"your", "the", "to",  "of", "for", "is", "a",   "an",   "and",
                                                  "de",   "du",  "des", "la", "le",  "el", "del", "der",  "die",
                                                  "das",  "und", "et",  "di", "il",  "zu", "von", "votre"};
    for (Size at = 0; at < v.size();) {
        const Size end = std::min(v.find(' ', at), v.size());
        const std::string_view word = v.substr(at, end - at);
        if (std::any_of(std::begin(FunctionWords), std::end(FunctionWords),
                        [&](std::string_view w) { return equalsNoCase(word, w); }))
            return true;
        at = end + 1;
    }
    return false;
}

// A quoted value with blanks that holds markup or an assignment is code or a document, not a passphrase.
bool isCodeWithBlanks(std::string_view v)
{
    if (v.find_first_of(" \t") == npos)
        return false;
    return v.find('<') != npos || v.find('>') != npos || v.find(" = ") != npos || v.find("=\"") != npos;
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
    if (v.front() == '`' && (v.size() < 2 || v.back() != '`')) // command substitution cut at its first blank
        return true;
    // `process.env.DB_PASSWORD ?? 'postgres'`, `cfg.token || ""`: an expression, then an operator
    if (const Size blank = v.find(' '); blank != npos && blank > 0) {
        const std::string_view rest =
            v.substr(v.find_first_not_of(' ', blank) == npos ? v.size() : v.find_first_not_of(' ', blank));
        for (const std::string_view op : {"??"sv, "||"sv, "&&"sv, "or "sv, "and "sv, "if "sv, "? "sv, "+ "sv})
            if (rest.starts_with(op))
                return isExpression(v.substr(0, blank)) || isTemplated(v.substr(0, blank));
    }
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

// "id=npmrc,src=~/.npmrc", "type=secret,id=x": comma-separated name=value options, each name a lower-case word.
bool isOptionList(std::string_view v)
{
    Size options = 0;
    for (Size at = 0; at <= v.size();) {
        const Size comma = std::min(v.find(',', at), v.size());
        const std::string_view option = v.substr(at, comma - at);
        const Size eq = option.find('=');
        if (eq == npos || eq == 0 ||
            !std::all_of(option.begin(), option.begin() + static_cast<std::ptrdiff_t>(eq),
                         [](char c) { return is(c, CLower | CDash | CUnder); }))
            return false;
        ++options;
        at = comma + 1;
    }
    return options >= 2;
}

// Where a secret lives rather than the secret: a path, a URI-like reference (vault:, arn:, op://, env:), a file.
bool isReference(std::string_view v)
{
    if (v.starts_with("/") || v.starts_with("~/") || v.starts_with("./") || v.starts_with("../") ||
        (v.size() > 2 && is(v[0], CUpper | CLower) && v[1] == ':' && v[2] == '\\'))
        return true;
    if (isOptionList(v)) // where to mount or find it: `--secret id=npmrc,src=$HOME/.npmrc`
        return true;
    if (v.size() >= 3 && v[0] == '.' && is(v[1], CLower) && // a dotfile or a data key: ".dockerconfigjson"
        std::all_of(v.begin() + 1, v.end(), [](char c) { return is(c, CLower | CDigit | CDash | CUnder | CDot); }))
        return true;
    Size i = 0;
    while (i < v.size() && is(v[i], CLower | CDigit | CDash | CPlus | CDot))
        ++i;
    if (i >= 2 && i < 24 && i + 1 < v.size() && v[i] == ':' && is(v[0], CLower) && v.substr(0, i) != "base64") {
        // A scheme is a word (vault, arn, op, s3); "a8227966:dfb77c35" and "deploy:Xk93jLm2pQ" are user:password.
        const std::string_view rest = v.substr(i + 1);
        if (rest.find_first_of("/:.#@") == npos && looksRandomEnough(rest))
            return false;
        return v.find('@') == npos; // a URL with credentials in it is a secret itself
    }
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

// A quoted identifier that names a secret rather than holding one: "DB_PASSWORD", "app_password", "github.token".
// Only names with a separator: "TestSourcePassword" or "Password1" may be made-up passwords.
bool namesASecretVariable(std::string_view v)
{
    if (v.size() > 64 || !is(v.front(), CUpper | CLower | CUnder) ||
        !std::all_of(v.begin(), v.end(), [](char c) { return identByte(c) || c == '.' || c == '-'; }) ||
        v.find_first_of("_.-") == npos || std::any_of(v.begin(), v.end(), [](char c) { return is(c, CDigit); }))
        return false;
    std::string lowered(v);
    for (char &c : lowered)
        c = lower(c);
    return std::any_of(std::begin(SecretWordsInNames), std::end(SecretWordsInNames),
                       [&](std::string_view w) { return lowered.find(w) != npos; });
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

// Words joined the way identifiers are (`TestSourcePassword`, `DOC_Vector_5_32`,
// `requiredCharacteristicTypesForDisplayMetadata`): two or more parts joined by separators or case changes, at most
// two of them numbers, and four fifths of the letters in parts of three or more ("NuGetFeedPassword"). A random string
// breaks into many short parts at its case changes and digits.
bool isWordLike(std::string_view v)
{
    Size parts = 0, numbers = 0, inLongWords = 0, letters = 0;
    for (Size i = 0; i < v.size();) {
        if (!is(v[i], CAlnum)) {
            ++i;
            continue;
        }
        Size j = i + 1;
        if (is(v[i], CDigit)) {
            while (j < v.size() && is(v[j], CDigit))
                ++j;
            ++numbers;
        } else {
            const bool capsRun = j < v.size() && is(v[i], CUpper) && is(v[j], CUpper);
            while (j < v.size() && is(v[j], capsRun ? CUpper : CLower))
                ++j;
            if (capsRun && j < v.size() && is(v[j], CLower)) // "HTTPServer": the last capital starts the next word
                --j;
            letters += j - i;
            inLongWords += j - i >= 3 ? j - i : 0;
        }
        ++parts;
        i = j;
    }
    const bool joined = std::any_of(v.begin(), v.end(), [](char c) { return !is(c, CAlnum); }) ||
                        (std::any_of(v.begin(), v.end(), [](char c) { return is(c, CUpper); }) &&
                         std::any_of(v.begin(), v.end(), [](char c) { return is(c, CLower); }));
    return joined && parts >= 2 && numbers <= 2 && letters > 0 && inLongWords * 10 >= letters * 8;
}

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
    return isMasked(body) || isFiller(body, true) || (body.size() >= 16 && shannonEntropy(body) < 2.5) ||
           body.find("EXAMPLE") != npos || isRepeatedRuns(body) || isTyped(body); // AWS's AKIAIOSFODNN7EXAMPLE
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
    return value.empty() || isTemplated(value) || isMasked(value) || isPlaceholderWord(value) ||
           isFiller(value, false) || value.find("EXAMPLE") != npos || isTyped(value); // documentation's stand-ins
}

// For weak evidence (a bare word after "password", a cookie, an "auth:" key): one token, long enough, of at least two
// character classes, with the entropy of a random string rather than a word.
bool looksRandomEnough(std::string_view v)
{
    if (v.size() < 6 || isUuid(v) || isWordLike(v) || (v.size() < 20 && isPlainWord(v)))
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

// Drawn rather than written: random-looking, a UUID (Heroku's and Snyk's API keys are UUIDs), or a long run of digits
// that is not a count (Discord's client secrets, Asana's ids). For a value under a name that only hints at a secret.
bool looksDrawn(std::string_view v)
{
    if (looksRandomEnough(v) || isUuid(v))
        return true;
    return v.size() >= 12 && std::all_of(v.begin(), v.end(), [](char c) { return is(c, CDigit); }) &&
           !isSequential(v) && shannonEntropy(v) >= 2.5;
}

bool isSecretValue(std::string_view value, std::string_view key, ValueStyle style)
{
    if (value.size() < 3 || isPlaceholder(value) || isSequential(value))
        return false;
    if (style == ValueStyle::Quoted) // a quoted name ("DB_PASSWORD", "app_password") is a variable's, not a value
        return !isReference(value) && !isCodeWithBlanks(value) && !namesASecretVariable(value) && !isProse(value);
    if (style == ValueStyle::Colon && isProse(value))
        return false;
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
