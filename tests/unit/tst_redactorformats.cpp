// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// Redactor::redact() and find() on each secret format: masking, prefixed tokens, near misses left alone, key/value
// pairs, Authorization headers, URL credentials, private keys, binary bytes, span offsets and overlaps. Streaming is
// in tst_redactorstream.cpp.
#include "RedactionCorpus.h"
#include "RedactorHelpers.h"
#include "core/Redactor.h"

#include <QByteArray>
#include <QTest>

#include <string>
#include <vector>

using airlock::core::Redactor;
using airlock::core::SecretSpan;
using namespace airlock::test::redaction;

namespace {

// Literals with NUL bytes inside keep their full length.
template<std::size_t N> QByteArray raw(const char (&text)[N])
{
    return QByteArray(text, static_cast<qsizetype>(N - 1));
}

} // namespace

class TestRedactorFormats final : public QObject
{
    Q_OBJECT

private slots:
    void mask_keepsEdgesFromEighteenCharacters_data();
    void mask_keepsEdgesFromEighteenCharacters();
    void prefixToken_isMaskedAsWholeWord_data();
    void prefixToken_isMaskedAsWholeWord();
    void nearMiss_isLeftUntouched_data();
    void nearMiss_isLeftUntouched();
    void keyValue_masksOnlyTheValue_data();
    void keyValue_masksOnlyTheValue();
    void authorization_masksTheCredential_data();
    void authorization_masksTheCredential();
    void urlCredentials_masksOnlyThePassword_data();
    void urlCredentials_masksOnlyThePassword();
    void privateKey_isReplacedAndFragmentsFailClosed_data();
    void privateKey_isReplacedAndFragmentsFailClosed();
    void binaryBytes_aroundSecret_areKeptUnchanged_data();
    void binaryBytes_aroundSecret_areKeptUnchanged();
    void find_reportsContextAndValueOffsets_data();
    void find_reportsContextAndValueOffsets();
    void overlappingMatches_keepEarliestThenLongest_data();
    void overlappingMatches_keepEarliestThenLongest();
    void everyFamilySample_leaksNoSecretAndKeepsOrdinaryText();
    void redact_isIdempotent();
    void corpora_removeEverySecretAndKeepHarmlessText();
};

void TestRedactorFormats::mask_keepsEdgesFromEighteenCharacters_data()
{
    QTest::addColumn<QByteArray>("secret");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("empty") << QByteArray() << QByteArray("[REDACTED]");
    QTest::addRow("17 chars") << QByteArray("abcdefghijklmnopq") << QByteArray("[REDACTED]");
    QTest::addRow("18 chars") << QByteArray("abcdefghijklmnopqr") << QByteArray("abcdef...[REDACTED]...opqr");
    // 17 characters but 22 bytes: characters are what counts.
    QTest::addRow("17 chars, multi-byte") << QByteArray("äöüßéabcdefghijkl") << QByteArray("[REDACTED]");
    QTest::addRow("18 chars, multi-byte edges")
        << QByteArray("äöüßéñabcdefgh€😀€😀") << QByteArray("äöüßéñ...[REDACTED]...€😀€😀");
}

void TestRedactorFormats::mask_keepsEdgesFromEighteenCharacters()
{
    QFETCH(QByteArray, secret);
    QFETCH(QByteArray, expected);
    QCOMPARE(bytes(Redactor::mask(view(secret))), expected);
}

void TestRedactorFormats::prefixToken_isMaskedAsWholeWord_data()
{
    QTest::addColumn<QByteArray>("token");
    QTest::addColumn<QByteArray>("masked");
    auto row = [](const char *name, const char *token, const char *masked) {
        QTest::addRow("%s", name) << QByteArray(token) << QByteArray(masked);
    };
    row("openai project", "sk-proj-Ab12Cd34Ef56Gh78Ij90", "sk-pro...[REDACTED]...Ij90");
    row("anthropic", "sk-ant-api03-abcDEF123456ghiJKL", "sk-ant...[REDACTED]...iJKL");
    row("sk- with digits", "sk-abc123def456ghi", "sk-abc...[REDACTED]...6ghi");
    row("github classic", "ghp_0123456789abcdefABCDEF0123456789", "ghp_01...[REDACTED]...6789");
    row("github oauth", "gho_k7Qz2LmX9pR4vT1n8W3b", "gho_k7...[REDACTED]...8W3b");
    row("github fine-grained", "github_pat_11AQ7ZK2M0_kXr9TqL2vNm4pZ8w", "github...[REDACTED]...pZ8w");
    row("gitlab", "glpat-xYz12-ABCdef_34567", "glpat-...[REDACTED]...4567");
    row("slack bot", "xoxb-123456789012-abcdefABCDEF", "xoxb-1...[REDACTED]...CDEF");
    row("slack app", "xapp-1-A0123456789-abcdef", "xapp-1...[REDACTED]...cdef");
    row("google api key", "AIzaSyA7k2Xq9Lm4Rt8Vn1Pz6Wb3Hc5Jd0Fg", "AIzaSy...[REDACTED]...d0Fg");
    row("google oauth", "ya29.a0AfH6SMBx1234567890abcdef", "ya29.a...[REDACTED]...cdef");
    row("perplexity", "pplx-0123456789abcdefABCDEF", "pplx-0...[REDACTED]...CDEF");
    row("fal", "fal_abc123XYZ456def", "fal_ab...[REDACTED]...6def");
    row("firecrawl", "fc-0123456789abcdef", "fc-012...[REDACTED]...cdef");
    row("aws access key id", "AKIAQ3X7MZL2P4KJ8RT5", "AKIAQ3...[REDACTED]...8RT5");
    row("aws session key id", "ASIAY34FZKBOKMUTVV7A", "ASIAY3...[REDACTED]...VV7A");
    row("stripe live", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "sk_liv...[REDACTED]...p7dc");
    row("stripe restricted", "rk_test_q7Kx2Lm9Rt4Vn1", "rk_tes...[REDACTED]...4Vn1");
    row("stripe webhook", "whsec_7Kq2xLm9Rt4Vn1Pz6Wb3", "whsec_...[REDACTED]...6Wb3");
    row("sendgrid", "SG.abcdefghijklmnop.ABCDEFGHIJKLMNOP123", "SG.abc...[REDACTED]...P123");
    row("hugging face", "hf_kQzVbTnRwXyPmLsJdHfGcAeUiOo", "hf_kQz...[REDACTED]...UiOo");
    row("replicate", "r8_Zq7Kx2Lm9Rt4Vn1Pz6W", "r8_Zq7...[REDACTED]...Pz6W");
    row("npm", "npm_q7Kx2Lm9Rt4Vn1Pz6Wb3Hc5Jd0Fg8Ys2Ta", "npm_q7...[REDACTED]...s2Ta");
    row("pypi", "pypi-AgEIcHlwaS5vcmcCJDU4", "pypi-A...[REDACTED]...JDU4");
    row("digitalocean", "dop_v1_0123456789abcdef0123456789abcdef", "dop_v1...[REDACTED]...cdef");
    row("xai", "xai-q7Kx2Lm9Rt4Vn1Pz6Wb3Hc", "xai-q7...[REDACTED]...b3Hc");
    row("jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.dozjgNryP4J3jVmNHl0w5N_XgL0n3I9PlFUP0THsR8U",
        "eyJhbG...[REDACTED]...sR8U");
    row("short token", "ghp_abcdef1234", "[REDACTED]");
}

void TestRedactorFormats::prefixToken_isMaskedAsWholeWord()
{
    QFETCH(QByteArray, token);
    QFETCH(QByteArray, masked);
    // Every byte that may precede a word start, and the start of the text.
    QCOMPARE(redacted(token), masked);
    for (const char *before : {"found ", "(", "/", "\"", "x=", "\t", "'", ",", "@"})
        QCOMPARE(redacted(QByteArray(before) + token + " ok"), QByteArray(before) + masked + " ok");
}

void TestRedactorFormats::nearMiss_isLeftUntouched_data()
{
    QTest::addColumn<QByteArray>("text");
    auto row = [](const char *name, const char *text) { QTest::addRow("%s", name) << QByteArray(text); };
    // whole words only
    row("package name", "Collecting flask-sqlalchemy-3.1.1");
    row("sk- inside a word", "task-management-system and task-abc123def456ghi");
    row("prefix after a dot", "x.sk-abc123def456ghi");
    row("prefix after underscore", "my_ghp_0123456789abcdefABCDEF");
    row("npm env var", "npm_config_cache=/home/ana/.npm");
    // prefixed tokens whose body is a stand-in
    row("masked github token", "export GH_TOKEN=ghp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
    row("repeated gitlab token", "glpat-XXXXXXXXXXXXXXXXXXXX in the docs");
    row("one digit grafana token", "see glc_111111111111111111111111111111111111111111= in the docs");
    row("argv list", "args: [\"eks\", \"get-token\", \"--cluster-name\", \"dev\"]");
    row("list of field names", "SENSITIVE = [\"password\", \"token\", \"api_key\", \"secret\"]");
    row("comparison is no assignment", "if token != \"q8Zr2LmX0pTw7Kd4Vb9N\" {");
    row("hf function", "hf_hub_download(repo_id)");
    row("hf field name", "&hf_servingcellprioritydescription_h_prio");
    row("hf selector", "- (id)hf_requiredCharacteristicTypesForDisplayMetadata;");
    // loose prefixes need something random
    row("sk- ordinary words", "sk-learn-contrib-extras");
    row("pplx- ordinary", "pplx-abcdefghijkl");
    row("fc- ordinary", "fc-abcdefghijkl");
    row("fal_ ordinary", "fal_some_function_name");
    row("pypi- ordinary", "pypi-simple-index-page");
    // bodies too short or of the wrong class
    row("ghp_ short", "ghp_short1");
    row("aws 15", "AKIAIOSFODNN7EXAMP");
    row("aws documentation example", "AKIAIOSFODNN7EXAMPLE");
    row("typed documentation key", "AIzaSyabcdefghijklmnopqrstuvwxyz1234567");
    row("typed key under a name", "api_key = \"sk_abcdefghijklmnopqrstuvwxyz123\"");
    row("aws 17", "AKIAIOSFODNN7EXAMPLE1");
    row("aws word goes on", "AKIAIOSFODNN7EXAMPLEx");
    row("google short", "AIzaShort123");
    row("slack short", "xoxb-123");
    row("npm short", "npm_abcdefghij0123456789");
    row("digitalocean upper hex", "dop_v1_0123456789ABCDEF0123456789");
    row("sendgrid short", "SG.short.short");
    row("jwt one segment", "eyJhbGciOiJIUzI1NiJ9");
    row("jwt payload not json", "eyJhbGciOiJIUzI1NiJ9.payload.sig");
    // authorization
    row("no credential", "Authorization: Bearer");
    row("single short word", "Authorization: required");
    row("bearer in prose", "Bearer Authentication is required");
    row("bearer variable", "Authorization: Bearer $TOKEN");
    // urls
    row("user without password", "https://user@example.com/x");
    row("port only", "https://example.com:8443/path");
    row("empty password", "redis://:@host");
    row("password variable", "https://u:$PASSWORD@h");
    row("slack base url", "https://hooks.slack.com/services/");
    // keys that only look like secret names
    row("author", "author=alice");
    row("authority", "authority: x");
    row("tokenizer", "tokenizer: bpe");
    row("passenger", "passenger=3");
    row("keyboard", "keyboard=us");
    row("primary_key", "primary_key=id");
    row("public_key", "public_key: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIA ana@host");
    row("max_tokens", "max_tokens=100");
    row("num_passes", "num_passes=3");
    row("maxTokens", "{\"maxTokens\": 100, \"partitionKey\": \"p1\"}");
    row("sort key", "sort_key: created_at");
    row("shell cwd", "PWD=/home/ana/proj\nOLDPWD=/home/ana");
    row("askpass", "SSH_ASKPASS=/usr/bin/ksshaskpass");
    // values that are not secrets
    row("variable", "password=$DB_PASSWORD");
    row("braced variable", "password=${DB_PASSWORD}");
    row("already redacted", "password: [REDACTED]");
    row("stars", "token=***");
    row("empty", "password=\ntoken: \n");
    row("comparison", "if token == expected");
    row("go assignment", "token := fetch()");
    row("c++ scope", "auth::login(user)");
    row("no space after colon", "src/auth:12:5: error");
    // other armour
    row("public key block", "-----BEGIN PUBLIC KEY-----\nMIIBIjANBg\n-----END PUBLIC KEY-----");
    row("certificate", "-----BEGIN CERTIFICATE-----\nMIIDdzCCAl\n-----END CERTIFICATE-----");
}

void TestRedactorFormats::nearMiss_isLeftUntouched()
{
    QFETCH(QByteArray, text);
    QCOMPARE(redacted(text), text);
    QVERIFY(Redactor::find(view(text)).empty());
}

void TestRedactorFormats::keyValue_masksOnlyTheValue_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    auto row = [](const char *name, const char *text, const char *expected) {
        QTest::addRow("%s", name) << QByteArray(text) << QByteArray(expected);
    };
    row(".env", "DB_PASS=hunter2\n", "DB_PASS=[REDACTED]\n");
    row("export", "export OPENAI_API_KEY=abcdef0123456789xyz\n", "export OPENAI_API_KEY=abcdef...[REDACTED]...9xyz\n");
    row("quoted with spaces", "SECRET=\"correct horse battery staple\"", "SECRET=\"correc...[REDACTED]...aple\"");
    row("json", "{\"api_key\": \"abcd1234\", \"user\": \"bob\"}", "{\"api_key\": \"[REDACTED]\", \"user\": \"bob\"}");
    row("json compact", "{\"user\":\"bob\",\"password\":\"hunter2\"}",
        "{\"user\":\"bob\",\"password\":\"[REDACTED]\"}");
    row("json number", "{\"token\": 12345, \"n\": 1}", "{\"token\": [REDACTED], \"n\": 1}");
    row("escaped json", "\"{\\\"secret\\\": \\\"abc\\\"}\"", "\"{\\\"secret\\\": \\\"[REDACTED]\\\"}\"");
    row("yaml to end of line", "db:\n  password: my secret pass  # rotate\n  user: app\n",
        "db:\n  password: [REDACTED]  # rotate\n  user: app\n");
    row("yaml quoted", "  token: 'abc def'\n", "  token: '[REDACTED]'\n");
    row("yaml list item", "- secret: s3cr3t-value-long-enough\n", "- secret: s3cr3t...[REDACTED]...ough\n");
    row("query string", "GET /cb?token=abc&next=/x HTTP/1.1", "GET /cb?token=[REDACTED]&next=/x HTTP/1.1");
    row("cli flag", "mysql --password=hunter2 -h db", "mysql --password=[REDACTED] -h db");
    row("aws secret", "aws_secret_access_key = Xz7Rk2Lp9qW4mN8vT1bY6cF3hJ5dS0gA/uEiOo+K",
        "aws_secret_access_key = Xz7Rk2...[REDACTED]...Oo+K");
    row("camelCase", "clientSecret: \"abc\"", "clientSecret: \"[REDACTED]\"");
    row("acronym camelCase", "{\"APIKey\": \"abc\"}", "{\"APIKey\": \"[REDACTED]\"}");
    row("name_KEY", "OPENAI_KEY=sk_abc", "OPENAI_KEY=[REDACTED]");
    row("header", "X-Api-Key: abc123", "X-Api-Key: [REDACTED]");
    row("properties", "spring.datasource.password=s3cret", "spring.datasource.password=[REDACTED]");
    row("connection string", "Server=db;User Id=sa;Password=Passw0rd!;Encrypt=true",
        "Server=db;User Id=sa;Password=[REDACTED];Encrypt=true");
    row("php array", "'password' => 'hunter2'", "'password' => '[REDACTED]'");
    row("numbered", "TOKEN_2=abc", "TOKEN_2=[REDACTED]");
    row("unterminated quote", "PASSWORD=\"abc def\n", "PASSWORD=\"[REDACTED]\n");
    row("lowercase pwd param", "login?user=ana&pwd=hunter2", "login?user=ana&pwd=[REDACTED]");
    // assignment operators that end in '=' and typed declarations
    row("go :=", "apiToken := \"q8Zr2LmX0pTw7Kd4Vb9N\"", "apiToken := \"q8Zr2L...[REDACTED]...Vb9N\"");
    row("make ?=", "DEPLOY_TOKEN ?= q8Zr2LmX0pTw7Kd4Vb9N", "DEPLOY_TOKEN ?= q8Zr2L...[REDACTED]...Vb9N");
    row("make ::=", "DEPLOY_TOKEN ::= q8Zr2LmX0pTw7Kd4Vb9N", "DEPLOY_TOKEN ::= q8Zr2L...[REDACTED]...Vb9N");
    row("php .=", "$authToken .= \"q8Zr2LmX0pTw7Kd4Vb9N\";", "$authToken .= \"q8Zr2L...[REDACTED]...Vb9N\";");
    row("go typed var", "var apiToken string = \"q8Zr2LmX0pTw7Kd4Vb9N\"",
        "var apiToken string = \"q8Zr2L...[REDACTED]...Vb9N\"");
    row("setter call", "System.setProperty(\"API_TOKEN\", \"q8Zr2LmX0pTw7Kd4Vb9N\");",
        "System.setProperty(\"API_TOKEN\", \"q8Zr2L...[REDACTED]...Vb9N\");");
    row("kotlin typed val", "val apiToken: String = \"q8Zr2LmX0pTw7Kd4Vb9N\"",
        "val apiToken: String = \"q8Zr2L...[REDACTED]...Vb9N\"");
}

void TestRedactorFormats::keyValue_masksOnlyTheValue()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(redacted(text), expected);
}

void TestRedactorFormats::authorization_masksTheCredential_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    auto row = [](const char *name, const char *text, const char *expected) {
        QTest::addRow("%s", name) << QByteArray(text) << QByteArray(expected);
    };
    row("basic", "Authorization: Basic dXNlcjpwYXNz", "Authorization: Basic [REDACTED]");
    row("bearer", "Authorization: Bearer abcdefghijklmnopqrstuvwxyz0123",
        "Authorization: Bearer abcdef...[REDACTED]...0123");
    row("proxy, lower case", "proxy-authorization: basic dXNlcjpwYXNz", "proxy-authorization: basic [REDACTED]");
    row("curl header", "curl -H \"Authorization: token gho_16C7e42F292c6912E7710c838347Ae178B4a\" https://api",
        "curl -H \"Authorization: token gho_16...[REDACTED]...8B4a\" https://api");
    row("json header", "{\"Authorization\": \"Bearer abc123def456\"}", "{\"Authorization\": \"Bearer [REDACTED]\"}");
    row("digest parameters", "Authorization: Digest username=\"ana\", response=\"6629fae49393a05397450978507c4ef1\"",
        "Authorization: Digest userna...[REDACTED]...ef1\"");
    row("lone long credential", "Authorization: abcdef0123456789abcdef", "Authorization: abcdef...[REDACTED]...cdef");
    row("bare bearer", "sent Bearer abc123def456ghi to server", "sent Bearer [REDACTED] to server");
}

void TestRedactorFormats::authorization_masksTheCredential()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(redacted(text), expected);
}

void TestRedactorFormats::urlCredentials_masksOnlyThePassword_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    auto row = [](const char *name, const char *text, const char *expected) {
        QTest::addRow("%s", name) << QByteArray(text) << QByteArray(expected);
    };
    row("https", "https://u:pw@h", "https://u:[REDACTED]@h");
    row("redis empty user", "redis://:pw@h:6379/0", "redis://:[REDACTED]@h:6379/0");
    row("raw @ in password", "postgres://app:p@ss@db.internal:5432/app",
        "postgres://app:[REDACTED]@db.internal:5432/app");
    row("any scheme", "amqp+ssl://guest:guestpassword123@mq/", "amqp+ssl://guest:[REDACTED]@mq/");
    row("token as password", "git clone https://oauth2:glpat-Zq7Kx2Lm9Rt4Vn1Pz6@gitlab.com/x.git",
        "git clone https://oauth2:glpat-...[REDACTED]...1Pz6@gitlab.com/x.git");
    row("slack webhook", "https://hooks.slack.com/services/T00000000/B00000000/XXXXXXXXXXXXXXXXXXXXXXXX",
        "https://hooks.slack.com/services/T00000...[REDACTED]...XXXX");
}

void TestRedactorFormats::urlCredentials_masksOnlyThePassword()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(redacted(text), expected);
}

void TestRedactorFormats::privateKey_isReplacedAndFragmentsFailClosed_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    auto row = [](const char *name, const char *text, const char *expected) {
        QTest::addRow("%s", name) << QByteArray(text) << QByteArray(expected);
    };
    row("rsa block",
        "before\n-----BEGIN RSA PRIVATE KEY-----\nMIIEpAIBAAKCAQEA\nabcd\n-----END RSA PRIVATE KEY-----\nafter\n",
        "before\n[PRIVATE KEY REDACTED]\nafter\n");
    row("openssh block",
        "-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\n-----END OPENSSH PRIVATE KEY-----",
        "[PRIVATE KEY REDACTED]");
    row("encrypted block", "-----BEGIN ENCRYPTED PRIVATE KEY-----\nMIIF\n-----END ENCRYPTED PRIVATE KEY-----\n",
        "[PRIVATE KEY REDACTED]\n");
    row("pgp block",
        "-----BEGIN PGP PRIVATE KEY BLOCK-----\nVersion: x\n\nlQOYBF\n=abcd\n-----END PGP PRIVATE KEY BLOCK-----",
        "[PRIVATE KEY REDACTED]");
    row("two blocks, certificate kept",
        "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n-----BEGIN CERTIFICATE-----\nMIID\n"
        "-----END CERTIFICATE-----\n-----BEGIN EC PRIVATE KEY-----\nBBBB\n-----END EC PRIVATE KEY-----\n",
        "[PRIVATE KEY REDACTED]\n-----BEGIN CERTIFICATE-----\nMIID\n-----END CERTIFICATE-----\n"
        "[PRIVATE KEY REDACTED]\n");
    row("begin only", "log\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAA\nAAAA",
        "log\n[PRIVATE KEY REDACTED]");
    row("end only", "ZXktdjEAAAAABG5vbmUAAAA\nAAAAAQAAADMAAAAL\n-----END OPENSSH PRIVATE KEY-----\n$ echo done\n",
        "[PRIVATE KEY REDACTED]\n$ echo done\n");
    row("end only after truncation marker",
        "head\n\n... [1234 bytes omitted] ...\n\nAAAAB3Nza\nC1yc2E\n-----END RSA PRIVATE KEY-----\nok\n",
        "head\n\n... [1234 bytes omitted] ...\n\n[PRIVATE KEY REDACTED]\nok\n");
    row("end only keeps the log line above", "build ok\nQUJD\n-----END PRIVATE KEY-----",
        "build ok\n[PRIVATE KEY REDACTED]");
    row("end only in one json line", "gNTU=\\n-----END PRIVATE KEY-----\\n\", \"client_email\": \"x@y\"}",
        "[PRIVATE KEY REDACTED]\\n\", \"client_email\": \"x@y\"}");
    row("json private_key field",
        "{\"private_key\": \"-----BEGIN PRIVATE KEY-----\\nMIIEvQ\\n-----END PRIVATE KEY-----\\n\", \"id\": 1}",
        "{\"private_key\": \"[PRIVATE KEY REDACTED]\\n\", \"id\": 1}");
    row("yaml key in front", "private_key: -----BEGIN EC PRIVATE KEY-----\nMHcCAQEE\n-----END EC PRIVATE KEY-----\n",
        "private_key: [PRIVATE KEY REDACTED]\n");
}

void TestRedactorFormats::privateKey_isReplacedAndFragmentsFailClosed()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(redacted(text), expected);
}

void TestRedactorFormats::binaryBytes_aroundSecret_areKeptUnchanged_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::addRow("nul and invalid utf-8 around a token")
        << raw("\xff\xfe\x00 ghp_0123456789abcdefABCDEF0123456789 \x00\xc3(")
        << raw("\xff\xfe\x00 ghp_01...[REDACTED]...6789 \x00\xc3(");
    QTest::addRow("lone lead byte right before a token")
        << raw("\xc3sk-abc123def456ghi\x80") << raw("\xc3sk-abc...[REDACTED]...6ghi\x80");
    QTest::addRow("nul ends an env value")
        << raw("\x00password=hunter2\x00tail\xff") << raw("\x00password=[REDACTED]\x00tail\xff");
    QTest::addRow("invalid utf-8 inside a yaml value is masked with it") << raw("token: ab\xff\xfe\x00"
                                                                                "cd\nnext\xfe")
                                                                         << raw("token: [REDACTED]\nnext\xfe");
    QTest::addRow("pem between nul bytes")
        << raw("\x00-----BEGIN PRIVATE KEY-----\n\xff\xff\n-----END PRIVATE KEY-----\x00")
        << raw("\x00[PRIVATE KEY REDACTED]\x00");
}

void TestRedactorFormats::binaryBytes_aroundSecret_areKeptUnchanged()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QCOMPARE(redacted(text), expected);
}

void TestRedactorFormats::find_reportsContextAndValueOffsets_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QList<qsizetype>>("span"); // begin, end, valueBegin, valueEnd
    QTest::addRow("env pair") << QByteArray("DB_PASS=hunter2") << QList<qsizetype>{0, 15, 8, 15};
    QTest::addRow("basic auth") << QByteArray("x Authorization: Basic dXNlcjpwYXNz") << QList<qsizetype>{2, 35, 23, 35};
    QTest::addRow("url") << QByteArray("https://u:pw@h") << QList<qsizetype>{0, 13, 10, 12};
    QTest::addRow("json") << QByteArray("{\"token\": \"abc\"}") << QList<qsizetype>{1, 15, 11, 14};
    QTest::addRow("token") << QByteArray("a ghp_0123456789 b") << QList<qsizetype>{2, 16, 2, 16};
    QTest::addRow("pem") << QByteArray("x\n-----BEGIN PRIVATE KEY-----\nA\n-----END PRIVATE KEY-----\n")
                         << QList<qsizetype>{2, 57, 2, 57};
}

void TestRedactorFormats::find_reportsContextAndValueOffsets()
{
    QFETCH(QByteArray, text);
    QFETCH(QList<qsizetype>, span);
    const std::vector<SecretSpan> spans = Redactor::find(view(text));
    QCOMPARE(spans.size(), std::size_t(1));
    const SecretSpan &s = spans.front();
    QCOMPARE((QList<qsizetype>{qsizetype(s.begin), qsizetype(s.end), qsizetype(s.valueBegin), qsizetype(s.valueEnd)}),
             span);
}

void TestRedactorFormats::overlappingMatches_keepEarliestThenLongest_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QByteArray>("expected");
    QTest::addColumn<int>("spans");
    QTest::addRow("key wins over the token in its value")
        << QByteArray("API_KEY=sk-abc123def456ghi") << QByteArray("API_KEY=sk-abc...[REDACTED]...6ghi") << 1;
    QTest::addRow("header wins over its jwt")
        << QByteArray("Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln")
        << QByteArray("Authorization: Bearer eyJhbG...[REDACTED]...c2ln") << 1;
    QTest::addRow("key value wins over the url in it")
        << QByteArray("DATABASE_PASSWORD=postgres://u:pw@h/db")
        << QByteArray("DATABASE_PASSWORD=postgr...[REDACTED]...h/db") << 1;
    QTest::addRow("two secrets on a line stay two")
        << QByteArray("a=1 token=abc ghp_0123456789abcdefXYZ")
        << QByteArray("a=1 token=[REDACTED] ghp_01...[REDACTED]...fXYZ") << 2;
}

void TestRedactorFormats::overlappingMatches_keepEarliestThenLongest()
{
    QFETCH(QByteArray, text);
    QFETCH(QByteArray, expected);
    QFETCH(int, spans);
    QCOMPARE(redacted(text), expected);
    QCOMPARE(int(Redactor::find(view(text)).size()), spans);
}

void TestRedactorFormats::everyFamilySample_leaksNoSecretAndKeepsOrdinaryText()
{
    const QByteArray out = redacted(EveryFamily);
    const char *const secrets[] = {
        "Ab12Cd34Ef56",     "abcdefABCDEF", "AKIAQ3X7MZL2P4KJ8RT5", "IxMjM0NTY3ODkwIn0", "dXNlcjpwYXNz",   ":pw@",
        "token=abc",        "s3cret",       "XXXXXXXXXXXX",         "efgh5678",          "my secret pass", "hunter2",
        "MIIEpAIBAAKCAQEA", "QUJDREVGR0g=", "abc123def456ghi"};
    for (const char *secret : secrets)
        QVERIFY2(!out.contains(secret), secret);
    const char *const kept[] = {"Building CXX object src/core/Redactor.cpp.o",
                                "flask-sqlalchemy-3.1.1 task-management-system",
                                "sk-learn-contrib-extras",
                                "&next=/x",
                                "\"max_tokens\": 100",
                                "# rotate",
                                "author=alice",
                                "primary_key=id",
                                "done Bearer "};
    for (const char *text : kept)
        QVERIFY2(out.contains(text), text);
}

void TestRedactorFormats::redact_isIdempotent()
{
    const QByteArray once = redacted(EveryFamily);
    QVERIFY(once != EveryFamily);
    QCOMPARE(redacted(once), once);
}

// tests/data/secrets*.jsonl and harmless*.jsonl: every secret goes with its context kept, and at most 1 % of the
// harmless outputs an agent reads (code naming env vars, lockfiles, logs, templates) change at all.
void TestRedactorFormats::corpora_removeEverySecretAndKeepHarmlessText()
{
    const CorpusRates rates = measureRedactionCorpus(AIRLOCK_TEST_DATA_DIR);
    for (const std::string &failure : rates.failures)
        qWarning("%s", failure.c_str());
    qInfo("secrets removed with context kept: %zu/%zu (%.1f %%); harmless outputs changed: %zu/%zu (%.1f %%)",
          rates.removed, rates.secrets, rates.removedPercent(), rates.harmless - rates.unchanged, rates.harmless,
          rates.changedPercent());
    QVERIFY(rates.secrets >= 200);
    QVERIFY(rates.harmless >= 200);
    QCOMPARE(rates.removed, rates.secrets);
    QVERIFY2(rates.changedPercent() <= 1.0, "more than 1 % of the harmless outputs were changed");
}

QTEST_APPLESS_MAIN(TestRedactorFormats)
#include "tst_redactorformats.moc"
