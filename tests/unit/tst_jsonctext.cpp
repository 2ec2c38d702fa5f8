// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
// JsoncText's parser (spans, errors with line and column, the depth bound, duplicate keys) and its edits (an append
// and the removal of what it added give back the original bytes, in the file's own layout), and TextDiff's unified
// format and its bounds. The agents' settings files themselves are in tst_hooksettings.cpp.
#include "core/JsoncText.h"
#include "core/TextDiff.h"

#include <QTest>

using airlock::core::JsoncDialect;
using airlock::core::JsoncNode;
using airlock::core::JsoncSpan;
using airlock::core::JsoncText;
using airlock::core::JsoncValue;
using airlock::core::TextDiff;

namespace {

QByteArray bytesOf(const QByteArray &text, JsoncSpan span)
{
    return text.sliced(span.begin, span.end - span.begin);
}

QString errorOf(const airlock::core::Result<JsoncText> &result)
{
    return result.ok() ? QString() : result.error().message;
}

// The root, or the root's member `target`.
const JsoncNode &targetOf(const JsoncText &doc, const QString &target)
{
    return target.isEmpty() ? doc.root() : *doc.root().member(target);
}

QByteArray numberedLines(int count, int changed = 0, const QByteArray &replacement = {})
{
    QByteArray text;
    for (int i = 1; i <= count; ++i)
        text += (i == changed ? replacement : QByteArray::number(i)) + '\n';
    return text;
}

} // namespace

class TestJsoncText : public QObject
{
    Q_OBJECT

private slots:
    void parse_recordsTheSpansOfKeysAndValues()
    {
        const QByteArray text = R"({ "a": [1, "x"], /* c */ "b": {"c": null} })";
        const auto doc = JsoncText::parse(text, JsoncDialect::Jsonc);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        const JsoncNode &root = doc->root();
        QCOMPARE(root.kind, JsoncNode::Kind::Object);
        QCOMPARE(root.children.size(), size_t(2));
        QCOMPARE(bytesOf(text, root.children[0].keySpan), QByteArray(R"("a")"));
        QCOMPARE(bytesOf(text, root.children[0].span), QByteArray(R"([1, "x"])"));
        QCOMPARE(root.children[0].children[1].string, QStringLiteral("x"));
        QCOMPARE(bytesOf(text, root.member(u"b")->span), QByteArray(R"({"c": null})"));
        QCOMPARE(root.member(u"b")->member(u"c")->kind, JsoncNode::Kind::Null);
        QCOMPARE(bytesOf(text, root.span), text);
    }

    void parse_unescapesStrings()
    {
        const auto doc = JsoncText::parse("[\"a\\u00e9\\n\\\"\\ud83d\\ude00\\/\", \"é\"]", JsoncDialect::Json);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        QCOMPARE(doc->root().children[0].string, QStringLiteral("aé\n\"😀/"));
        QCOMPARE(doc->root().children[1].string, QStringLiteral("é"));
    }

    void parse_keepsTheLastOfDuplicateKeys()
    {
        const auto doc = JsoncText::parse(R"({"a": 1, "b": 2, "a": {"c": true}})", JsoncDialect::Json);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        QCOMPARE(doc->root().children.size(), size_t(3));
        QCOMPARE(doc->root().memberIndex(u"a"), 2);
        QCOMPARE(doc->root().member(u"a")->kind, JsoncNode::Kind::Object);
        QVERIFY(!doc->root().member(u"z"));
    }

    void parse_acceptsCommentsAndTrailingCommasOnlyInJsonc()
    {
        const QByteArray text = "// settings\n{\"a\": [1, 2,], /* b */ \"b\": 2,}\n";
        QVERIFY2(JsoncText::parse(text, JsoncDialect::Jsonc).ok(),
                 qPrintable(errorOf(JsoncText::parse(text, JsoncDialect::Jsonc))));
        QCOMPARE(errorOf(JsoncText::parse(text, JsoncDialect::Json)),
                 QStringLiteral("line 1, column 1: expected JSON without comments (this file is plain JSON)"));
    }

    void parse_errorNamesLineColumnAndWhatWasExpected_data()
    {
        QTest::addColumn<bool>("jsonc");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("error");
        QTest::addRow("missing comma") << false << QByteArray("{\n  \"a\": 1\n  \"b\": 2\n}")
                                       << QStringLiteral(
                                              "line 3, column 3: expected ',' or '}' after an object member");
        QTest::addRow("trailing comma in JSON")
            << false << QByteArray("[1, 2,]")
            << QStringLiteral("line 1, column 7: expected a value after ',' (a trailing comma is not JSON)");
        QTest::addRow("comment in JSON")
            << false << QByteArray("{\"a\": 1} // c")
            << QStringLiteral("line 1, column 10: expected JSON without comments (this file is plain JSON)");
        QTest::addRow("open comment") << true << QByteArray("{\"a\": /* open")
                                      << QStringLiteral(
                                             "line 1, column 7: expected '*/' to end the comment that starts here");
        QTest::addRow("open string")
            << true << QByteArray("{\"a\": \"x")
            << QStringLiteral("line 1, column 7: expected a closing '\"' for the string that starts here");
        QTest::addRow("columns count characters")
            << true << QByteArray("{\"\xC3\xA9\": tru}") << QStringLiteral("line 1, column 7: expected a value");
        QTest::addRow("no colon") << true << QByteArray("{\"a\" 1}")
                                  << QStringLiteral("line 1, column 6: expected ':' after an object key");
        QTest::addRow("number key") << true << QByteArray("{1: 2}")
                                    << QStringLiteral("line 1, column 2: expected a string key or '}'");
        QTest::addRow("two commas") << true << QByteArray("{\"a\": 1,, }")
                                    << QStringLiteral("line 1, column 9: expected a string key after ','");
        QTest::addRow("array") << true << QByteArray("[1 2]")
                               << QStringLiteral("line 1, column 4: expected ',' or ']' after an array element");
        QTest::addRow("two values") << true << QByteArray("{} {}")
                                    << QStringLiteral(
                                           "line 1, column 4: expected the end of the file after the top-level value");
        QTest::addRow("empty") << true << QByteArray() << QStringLiteral("line 1, column 1: expected a value");
        QTest::addRow("control character")
            << true << QByteArray("\"a\x01\"")
            << QStringLiteral("line 1, column 3: expected a control character in a string to be escaped");
        QTest::addRow("bad escape")
            << true << QByteArray("\"\\q\"")
            << QStringLiteral("line 1, column 2: expected one of \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX");
        QTest::addRow("minus alone") << true << QByteArray("-x")
                                     << QStringLiteral("line 1, column 2: expected a digit");
        QTest::addRow("no fraction") << true << QByteArray("1.")
                                     << QStringLiteral("line 1, column 3: expected a digit after '.'");
        QTest::addRow("crlf lines") << true << QByteArray("{\r\n  \"a\": 1,\r\n  \"b\"\r\n}")
                                    << QStringLiteral("line 4, column 1: expected ':' after an object key");
        QTest::addRow("after a BOM") << true << QByteArray("\xEF\xBB\xBF{,}")
                                     << QStringLiteral("line 1, column 2: expected a string key or '}'");
    }

    void parse_errorNamesLineColumnAndWhatWasExpected()
    {
        QFETCH(bool, jsonc);
        QFETCH(QByteArray, text);
        QFETCH(QString, error);
        QCOMPARE(errorOf(JsoncText::parse(text, jsonc ? JsoncDialect::Jsonc : JsoncDialect::Json)), error);
    }

    void parse_boundsTheNestingDepth()
    {
        const QByteArray deepest = QByteArray(JsoncText::kMaxDepth, '[') + QByteArray(JsoncText::kMaxDepth, ']');
        QVERIFY2(JsoncText::parse(deepest, JsoncDialect::Json).ok(),
                 qPrintable(errorOf(JsoncText::parse(deepest, JsoncDialect::Json))));
        QCOMPARE(errorOf(JsoncText::parse(QByteArray(100000, '['), JsoncDialect::Json)),
                 QStringLiteral("line 1, column 513: expected at most 512 nested arrays and objects"));
        QCOMPARE(errorOf(JsoncText::parse(QByteArray(100000, '{'), JsoncDialect::Json)),
                 QStringLiteral("line 1, column 2: expected a string key or '}'"));
    }

    void style_isReadFromTheFile_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QByteArray>("newline");
        QTest::addColumn<QByteArray>("indent");
        QTest::addColumn<bool>("multiline");
        QTest::addRow("empty") << QByteArray("{}") << QByteArray("\n") << QByteArray("  ") << true;
        QTest::addRow("four spaces") << QByteArray("{\n    \"a\": 1\n}") << QByteArray("\n") << QByteArray("    ")
                                     << true;
        QTest::addRow("tabs, crlf") << QByteArray("{\r\n\t\"a\": {\r\n\t\t\"b\": 1\r\n\t}\r\n}") << QByteArray("\r\n")
                                    << QByteArray("\t") << true;
        QTest::addRow("nested first") << QByteArray("{\"a\": {\n   \"b\": 1\n}}") << QByteArray("\n")
                                      << QByteArray("   ") << false;
        QTest::addRow("one line") << QByteArray("{\"a\": {\"b\": 1}}") << QByteArray("\n") << QByteArray("  ") << false;
    }

    void style_isReadFromTheFile()
    {
        QFETCH(QByteArray, text);
        const auto doc = JsoncText::parse(text, JsoncDialect::Json);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        QTEST(doc->style().newline, "newline");
        QTEST(doc->style().indentUnit, "indent");
        QTEST(doc->style().multiline, "multiline");
    }

    void append_thenRemove_givesBackTheOriginal_data()
    {
        QTest::addColumn<QByteArray>("original");
        QTest::addColumn<QString>("target"); // the root, or this member of it
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QByteArray>("appended");
        QTest::addRow("empty root") << QByteArray("{}") << QString() << QByteArray(R"({"x": [1]})")
                                    << QByteArray("{\n  \"new\": {\n    \"x\": [\n      1\n    ]\n  }\n}");
        QTest::addRow("after a member") << QByteArray("{\n  \"a\": 1\n}\n") << QString() << QByteArray("true")
                                        << QByteArray("{\n  \"a\": 1,\n  \"new\": true\n}\n");
        QTest::addRow("line comment stays") << QByteArray("{\n  \"a\": 1 // one\n}") << QString() << QByteArray("true")
                                            << QByteArray("{\n  \"a\": 1, // one\n  \"new\": true\n}");
        QTest::addRow("block comment stays")
            << QByteArray("{\n  \"a\": 1 /* one */\n}") << QString() << QByteArray("true")
            << QByteArray("{\n  \"a\": 1, /* one */\n  \"new\": true\n}");
        QTest::addRow("trailing comma kept") << QByteArray("{\n  \"a\": 1,\n}") << QString() << QByteArray("true")
                                             << QByteArray("{\n  \"a\": 1,\n  \"new\": true,\n}");
        QTest::addRow("after a multi-line value")
            << QByteArray("{\n  \"a\": [\n    1\n  ]\n}") << QString() << QByteArray("true")
            << QByteArray("{\n  \"a\": [\n    1\n  ],\n  \"new\": true\n}");
        QTest::addRow("tabs, crlf")
            << QByteArray("{\r\n\t\"a\": [\r\n\t\t1\r\n\t]\r\n}") << QStringLiteral("a") << QByteArray(R"({"k": "v"})")
            << QByteArray("{\r\n\t\"a\": [\r\n\t\t1,\r\n\t\t{\r\n\t\t\t\"k\": \"v\"\r\n\t\t}\r\n\t]\r\n}");
        QTest::addRow("one line") << QByteArray(R"({"a": [1, 2]})") << QStringLiteral("a")
                                  << QByteArray(R"({"k": [3]})") << QByteArray(R"({"a": [1, 2, {"k": [3]}]})");
        QTest::addRow("one line, trailing comma")
            << QByteArray("[1, 2,]") << QString() << QByteArray("3") << QByteArray("[1, 2, 3,]");
        QTest::addRow("empty in one line") << QByteArray(R"({"a": {}})") << QStringLiteral("a") << QByteArray("[]")
                                           << QByteArray(R"({"a": {"new": []}})");
        QTest::addRow("empty, four spaces")
            << QByteArray("{\n    \"a\": {}\n}") << QStringLiteral("a") << QByteArray("1")
            << QByteArray("{\n    \"a\": {\n        \"new\": 1\n    }\n}");
        QTest::addRow("empty with a comment")
            << QByteArray("{\n  \"a\": [\n    // none yet\n  ]\n}") << QStringLiteral("a") << QByteArray("1")
            << QByteArray("{\n  \"a\": [\n    // none yet\n    1\n  ]\n}");
    }

    void append_thenRemove_givesBackTheOriginal()
    {
        QFETCH(QByteArray, original);
        QFETCH(QString, target);
        QFETCH(QByteArray, value);
        QFETCH(QByteArray, appended);
        const auto doc = JsoncText::parse(original, JsoncDialect::Jsonc);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        const JsoncNode &container = targetOf(*doc, target);
        const JsoncValue added = JsoncValue::parse(value.toStdString());
        const QByteArray result = container.kind == JsoncNode::Kind::Object
                                      ? doc->appendMember(container, QStringLiteral("new"), added)
                                      : doc->appendElement(container, added);
        QCOMPARE(result, appended);

        const auto again = JsoncText::parse(result, JsoncDialect::Jsonc);
        QVERIFY2(again.ok(), qPrintable(errorOf(again)));
        const JsoncNode &grown = targetOf(*again, target);
        QCOMPARE(again->removeChild(grown, int(grown.children.size()) - 1), original);
    }

    void remove_takesTheChildWithItsCommaAndLines_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("index");
        QTest::addColumn<QByteArray>("removed");
        QTest::addRow("first of three") << QByteArray("{\n  \"a\": 1,\n  \"b\": 2,\n  \"c\": 3\n}") << 0
                                        << QByteArray("{\n  \"b\": 2,\n  \"c\": 3\n}");
        QTest::addRow("middle, with its comment")
            << QByteArray("[\n  1, // one\n  2, // two\n  3\n]") << 1 << QByteArray("[\n  1, // one\n  3\n]");
        QTest::addRow("last, with its lines")
            << QByteArray("{\n  \"a\": 1,\n  // about b\n  \"b\": 2 // b\n}") << 1 << QByteArray("{\n  \"a\": 1\n}");
        QTest::addRow("inline first") << QByteArray("[1, 2, 3]") << 0 << QByteArray("[2, 3]");
        QTest::addRow("inline last") << QByteArray("[1, 2, 3]") << 2 << QByteArray("[1, 2]");
        QTest::addRow("only one") << QByteArray("{ \"a\": 1 }") << 0 << QByteArray("{}");
        QTest::addRow("only one, beside a comment") << QByteArray("[ /* c */ 1 ]") << 0 << QByteArray("[ /* c */ ]");
        QTest::addRow("crlf") << QByteArray("[\r\n  1,\r\n  2\r\n]") << 0 << QByteArray("[\r\n  2\r\n]");
    }

    void remove_takesTheChildWithItsCommaAndLines()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, index);
        const auto doc = JsoncText::parse(text, JsoncDialect::Jsonc);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        QTEST(doc->removeChild(doc->root(), index), "removed");
    }

    void replaceValue_changesOnlyThatValue()
    {
        const QByteArray text = "{\n  \"a\": \"old\", // keep\n  \"b\": 1\n}";
        const auto doc = JsoncText::parse(text, JsoncDialect::Jsonc);
        QVERIFY2(doc.ok(), qPrintable(errorOf(doc)));
        QCOMPARE(doc->replaceValue(*doc->root().member(u"a"), "it's \"new\" é"),
                 QByteArray("{\n  \"a\": \"it's \\\"new\\\" \xC3\xA9\", // keep\n  \"b\": 1\n}"));
    }

    void serialize_writesNestedValuesInTheStyle()
    {
        const JsoncValue value = JsoncValue::parse("{\"a\": {}, \"b\": [], \"c\": [\"x\\\"y\", 1.5, null, false]}");
        airlock::core::JsoncStyle style;
        style.indentUnit = "\t";
        QCOMPARE(
            JsoncText::serialize(value, style, "  "),
            QByteArray("{\n  \t\"a\": {},\n  \t\"b\": [],\n  \t\"c\": [\n  \t\t\"x\\\"y\",\n  \t\t1.5,\n  \t\tnull,\n"
                       "  \t\tfalse\n  \t]\n  }"));
        style.multiline = false;
        QCOMPARE(JsoncText::serialize(value, style, "  "),
                 QByteArray("{\"a\": {}, \"b\": [], \"c\": [\"x\\\"y\", 1.5, null, false]}"));
    }

    void diff_showsAChangeWithThreeLinesOfContext()
    {
        QCOMPARE(TextDiff::unified(numberedLines(10), numberedLines(10, 5, "five"), QStringLiteral("f.json")),
                 QStringLiteral("--- a/f.json\n+++ b/f.json\n@@ -2,7 +2,7 @@\n 2\n 3\n 4\n-5\n+five\n 6\n 7\n 8\n"));
    }

    void diff_mergesHunksWhoseContextTouches()
    {
        QByteArray changed = numberedLines(14, 3, "three");
        changed.replace("\n10\n", "\nten\n");
        QCOMPARE(TextDiff::unified(numberedLines(14), changed, QStringLiteral("f")),
                 QStringLiteral("--- a/f\n+++ b/f\n@@ -1,13 +1,13 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n 7\n 8\n 9\n-10\n"
                                "+ten\n 11\n 12\n 13\n"));
        changed = numberedLines(14, 3, "three");
        changed.replace("\n11\n", "\neleven\n");
        QCOMPARE(TextDiff::unified(numberedLines(14), changed, QStringLiteral("f")),
                 QStringLiteral("--- a/f\n+++ b/f\n@@ -1,6 +1,6 @@\n 1\n 2\n-3\n+three\n 4\n 5\n 6\n"
                                "@@ -8,7 +8,7 @@\n 8\n 9\n 10\n-11\n+eleven\n 12\n 13\n 14\n"));
    }

    void diff_formatsEdgesOfFiles_data()
    {
        QTest::addColumn<QByteArray>("before");
        QTest::addColumn<QByteArray>("after");
        QTest::addColumn<QString>("diff");
        const QString header = QStringLiteral("--- a/home/u/x.json\n+++ b/home/u/x.json\n");
        QTest::addRow("new file") << QByteArray() << QByteArray("a\nb\n")
                                  << QString(header + QStringLiteral("@@ -0,0 +1,2 @@\n+a\n+b\n"));
        QTest::addRow("emptied") << QByteArray("a\n") << QByteArray()
                                 << QString(header + QStringLiteral("@@ -1,1 +0,0 @@\n-a\n"));
        QTest::addRow("no newline at end")
            << QByteArray("a\nb") << QByteArray("a\nc")
            << QString(header + QStringLiteral("@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n"
                                               "\\ No newline at end of file\n"));
        QTest::addRow("newline added")
            << QByteArray("a") << QByteArray("a\n")
            << QString(header + QStringLiteral("@@ -1,1 +1,1 @@\n-a\n\\ No newline at end of file\n+a\n"));
        QTest::addRow("crlf shown without \\r") << QByteArray("a\r\nb\r\n") << QByteArray("a\r\nc\r\n")
                                                << QString(header + QStringLiteral("@@ -1,2 +1,2 @@\n a\n-b\n+c\n"));
        QTest::addRow("deletions before insertions")
            << QByteArray("a\nb\nc\n") << QByteArray("a\nx\ny\nc\n")
            << QString(header + QStringLiteral("@@ -1,3 +1,4 @@\n a\n-b\n+x\n+y\n c\n"));
        QTest::addRow("insertion at the start")
            << QByteArray("a\nb\nc\nd\ne\n") << QByteArray("z\na\nb\nc\nd\ne\n")
            << QString(header + QStringLiteral("@@ -1,3 +1,4 @@\n+z\n a\n b\n c\n"));
        QTest::addRow("equal") << QByteArray("a\n") << QByteArray("a\n") << QString();
    }

    void diff_formatsEdgesOfFiles()
    {
        QFETCH(QByteArray, before);
        QFETCH(QByteArray, after);
        QTEST(TextDiff::unified(before, after, QStringLiteral("/home/u/x.json")), "diff");
    }

    void diff_ofHugeTexts_isOneWholeFileHunk()
    {
        const QString diff =
            TextDiff::unified(numberedLines(15000), numberedLines(15000, 7000, "x"), QStringLiteral("f"));
        QVERIFY(diff.startsWith(QStringLiteral("--- a/f\n+++ b/f\n@@ -1,15000 +1,15000 @@\n-1\n-2\n")));
        QCOMPARE(diff.count(QStringLiteral("\n-")), 15000);
        QCOMPARE(diff.count(QStringLiteral("\n+")), 15001); // and "+++ b/f"
        QVERIFY(diff.endsWith(QStringLiteral("\n+14999\n+15000\n")));
    }

    void diff_withTooManyEdits_replacesTheMiddle()
    {
        QByteArray before;
        QByteArray after;
        for (int i = 0; i < 600; ++i) {
            before += "old " + QByteArray::number(i) + '\n';
            after += "new " + QByteArray::number(i) + '\n';
        }
        before += "common\n" + before;
        after += "common\n" + after;
        const QString diff = TextDiff::unified(before, after, QStringLiteral("f"));
        QVERIFY(diff.startsWith(QStringLiteral("--- a/f\n+++ b/f\n@@ -1,1201 +1,1201 @@\n-old 0\n")));
        QVERIFY(!diff.contains(QStringLiteral("\n common\n")));
    }
};

QTEST_APPLESS_MAIN(TestJsoncText)
#include "tst_jsonctext.moc"
