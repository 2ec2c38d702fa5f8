// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "safety/ShellParser.h"

#include <QElapsedTimer>
#include <QTest>

using namespace airlock::safety;

namespace {

// Every simple command as "argv joined by |", in parse order.
QStringList commands(const ParseTree &tree)
{
    QStringList out;
    for (const SimpleCommand &c : tree.commands) {
        QStringList words;
        for (const Word &w : c.assignments)
            words << QStringLiteral("%1").arg(QString::fromStdString(w.text));
        for (const Word &w : c.words)
            words << QString::fromStdString(w.text);
        out << words.join(QLatin1Char('|'));
    }
    return out;
}

} // namespace

class TestShellParser : public QObject
{
    Q_OBJECT

private slots:
    void quoting_isRemoved_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("plain") << QStringLiteral("rm -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("two spaces and tab") << QStringLiteral("rm  -rf\t/") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("single quotes") << QStringLiteral("'rm' -rf '/'") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("empty quotes inside")
            << QStringLiteral("r\"\"m -r''f /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("backslash") << QStringLiteral("r\\m -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("ansi-c") << QStringLiteral("$'\\x72m' -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("double quotes keep spaces")
            << QStringLiteral("echo \"a  b\"") << QStringList{QStringLiteral("echo|a  b")};
        QTest::addRow("line continuation")
            << QStringLiteral("rm \\\n -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("comment") << QStringLiteral("ls # rm -rf /") << QStringList{QStringLiteral("ls")};
        QTest::addRow("hash inside word") << QStringLiteral("echo a#b") << QStringList{QStringLiteral("echo|a#b")};
        QTest::addRow("assignment") << QStringLiteral("A=1 B=x env") << QStringList{QStringLiteral("A=1|B=x|env")};
        QTest::addRow("ansi-c octal") << QStringLiteral("$'\\162\\155' -rf /")
                                      << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("ansi-c unicode") << QStringLiteral("$'\\u0072\\U0000006d' -rf /")
                                        << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("ansi-c control") << QStringLiteral("echo $'a\\cJb'") << QStringList{QStringLiteral("echo|a\nb")};
        QTest::addRow("locale quotes") << QStringLiteral("$\"rm\" -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("backslash-newline inside a word")
            << QStringLiteral("r\\\nm -rf /") << QStringList{QStringLiteral("rm|-rf|/")};
        QTest::addRow("backslashes in double quotes")
            << QStringLiteral("echo \"a\\\\b\\$c\\d\"") << QStringList{QStringLiteral("echo|a\\b$c\\d")};
        QTest::addRow("declare array") << QStringLiteral("declare -a c=(rm -rf /)")
                                       << QStringList{QStringLiteral("declare|-a|c=(rm -rf / )")};
        QTest::addRow("local array") << QStringLiteral("f() { local a=(x y); }")
                                     << QStringList{QStringLiteral("local|a=(x y )")};
    }

    void braceLists_areMarked_inLinearTime()
    {
        const auto brace = [](const std::string &text) {
            const ParseTree tree = ShellParser::parse(text);
            return tree.ok() && !tree.commands.empty() && tree.commands[0].words.back().brace;
        };
        QVERIFY(brace("echo {a,b}"));
        QVERIFY(brace("echo x{1..3}"));
        QVERIFY(brace("echo {{a,b}"));
        QVERIFY(brace("echo {a,\"b c\"}"));
        QVERIFY(!brace("echo {a}"));
        QVERIFY(!brace("echo a,b"));
        QVERIFY(!brace("echo '{a,b}'"));
        QVERIFY(!brace("echo {a,b"));
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!brace("echo " + std::string(1024 * 1024, '{')));
        QVERIFY2(clock.elapsed() < 2000, "a word of 1 MiB of `{` takes time linear in its size");
    }

    void quoting_isRemoved()
    {
        QFETCH(QString, text);
        QFETCH(QStringList, expected);
        const ParseTree tree = ShellParser::parse(text.toStdString());
        QVERIFY2(tree.ok(), tree.errors.empty() ? "" : tree.errors.front().english().c_str());
        QCOMPARE(commands(tree), expected);
    }

    void lists_pipelines_and_compounds_yieldEverySimpleCommand()
    {
        const ParseTree tree = ShellParser::parse(
            "a && b || c; d | e |& f & g\nif t; then u; elif v; then w; else x; fi\nwhile y; do z; done\n"
            "for i in 1 2; do k $i; done\ncase q in a) l;; *) m;; esac\n{ n; } && (o)\nfn() { p; }\n[[ -f r ]] && s");
        QVERIFY(tree.ok());
        QCOMPARE(commands(tree).join(QLatin1Char(' ')), QStringLiteral("a b c d e f g t u v w x y z k|$i l m n o p s"));
        const auto &cmds = tree.commands;
        QCOMPARE(cmds[4].pipelineIndex, 1);  // e
        QCOMPARE(cmds[5].pipelineLength, 3); // f
        QVERIFY(cmds[5].background);
        QVERIFY(!cmds[6].background);
        QCOMPARE(tree.functions.size(), std::size_t(1));
        QCOMPARE(tree.functions.front().name, std::string("fn"));
    }

    void substitutions_areParsedRecursively()
    {
        const ParseTree tree =
            ShellParser::parse("echo $(rm -rf ~) `id` \"$(whoami)\" ${X:-$(date)} $((1 + $(nproc))) <(curl x)");
        QVERIFY(tree.ok());
        QStringList programs;
        for (const SimpleCommand &c : tree.commands)
            programs << QString::fromStdString(c.words.front().text);
        QCOMPARE(programs, (QStringList{QStringLiteral("rm"), QStringLiteral("id"), QStringLiteral("whoami"),
                                        QStringLiteral("date"), QStringLiteral("nproc"), QStringLiteral("curl"),
                                        QStringLiteral("echo")}));
        const int echo = int(tree.commands.size()) - 1;
        for (int i = 0; i < echo; ++i)
            QCOMPARE(tree.commands[std::size_t(i)].parent, echo);
        QCOMPARE(tree.commands[5].origin, Origin::ProcessSubstitutionIn);
        QCOMPARE(tree.commands[0].origin, Origin::CommandSubstitution);
    }

    void heredocs_keepTheirBodies_andExpandingOnesAreParsed()
    {
        const ParseTree tree = ShellParser::parse(
            "psql <<SQL\nDROP TABLE t;\nSQL\ncat <<-'EOF' | sh\n\t$(not parsed)\n\tEOF\ncat <<EOF\n$(id)\nEOF\n");
        QVERIFY2(tree.ok(), tree.errors.empty() ? "" : tree.errors.front().english().c_str());
        QCOMPARE(tree.commands[0].redirects.front().heredoc, std::string("DROP TABLE t;\n"));
        QCOMPARE(tree.commands[1].redirects.front().heredoc, std::string("$(not parsed)\n"));
        QVERIFY(!tree.commands[1].redirects.front().heredocExpands);
        QCOMPARE(tree.commands.back().words.front().text, std::string("id"));
    }

    void redirections_areRecorded()
    {
        const ParseTree tree = ShellParser::parse("cmd 2>&1 >out >>app <in 3<>rw &>both {fd}>x <<<str");
        QVERIFY(tree.ok());
        QStringList ops;
        for (const Redirect &r : tree.commands.front().redirects)
            ops << QStringLiteral("%1%2%3").arg(r.fd).arg(QString::fromStdString(r.op),
                                                          QString::fromStdString(r.target.text));
        QCOMPARE(ops, (QStringList{QStringLiteral("2>&1"), QStringLiteral("-1>out"), QStringLiteral("-1>>app"),
                                   QStringLiteral("-1<in"), QStringLiteral("3<>rw"), QStringLiteral("-1&>both"),
                                   QStringLiteral("-1>x"), QStringLiteral("-1<<<str")}));
    }

    void compoundRedirection_becomesACommandWithoutWords()
    {
        const ParseTree tree = ShellParser::parse("{ echo a; echo b; } >> ~/.profile");
        QVERIFY(tree.ok());
        QCOMPARE(tree.commands.size(), std::size_t(3));
        QVERIFY(tree.commands.back().words.empty());
        QCOMPARE(tree.commands.back().redirects.front().target.text, std::string("~/.profile"));
    }

    void infiniteLoops_areMarked()
    {
        const ParseTree tree = ShellParser::parse("while :; do sleep 9 & done; while read l; do x; done");
        QVERIFY(tree.ok());
        QVERIFY(tree.commands[1].infiniteLoop);
        QVERIFY(!tree.commands[3].infiniteLoop);
    }

    void badInput_isAnErrorNotACrash_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addRow("unbalanced single quote") << QByteArray("rm -rf '/");
        QTest::addRow("unbalanced double quote") << QByteArray("echo \"x");
        QTest::addRow("unclosed substitution") << QByteArray("$(rm -rf ~");
        QTest::addRow("unclosed if") << QByteArray("if true; then ls");
        QTest::addRow("stray fi") << QByteArray("fi");
        QTest::addRow("stray paren") << QByteArray("ls )");
        QTest::addRow("unended heredoc") << QByteArray("cat <<EOF\nabc");
        QTest::addRow("nul byte") << QByteArray("ls\0rm", 5);
        QTest::addRow("redirect without target") << QByteArray("echo >");
        QTest::addRow("10000 deep substitutions")
            << (QByteArray("$(").repeated(10000) + "x" + QByteArray(")").repeated(10000));
        QTest::addRow("10000 deep subshells")
            << (QByteArray("( ").repeated(10000) + "x" + QByteArray(" )").repeated(10000));
        QTest::addRow("10000 deep braces")
            << (QByteArray("{ ").repeated(10000) + "x;" + QByteArray(" }").repeated(10000));
        QTest::addRow("1 MiB unclosed quote") << (QByteArray("echo \"") + QByteArray(1024 * 1024, 'a'));
    }

    void badInput_isAnErrorNotACrash()
    {
        QFETCH(QByteArray, text);
        QElapsedTimer clock;
        clock.start();
        const ParseTree tree = ShellParser::parse(std::string_view(text.constData(), std::size_t(text.size())));
        QVERIFY(!tree.ok());
        QVERIFY(clock.elapsed() < 5000); // linear time: a quadratic blow-up would take far longer (figures: bench)
    }

    void invalidUtf8_isJustBytes()
    {
        const ParseTree tree = ShellParser::parse("echo \xff\xfe \xc3");
        QVERIFY(tree.ok());
        QCOMPARE(tree.commands.front().words.size(), std::size_t(3));
    }

    void largeValidCommand_parses()
    {
        std::string text;
        while (text.size() < 200 * 1024)
            text += "echo hello world \"$HOME\" > out.txt; ";
        const ParseTree tree = ShellParser::parse(text);
        QVERIFY(tree.ok());
        QVERIFY(!tree.truncated);
        QVERIFY(tree.commands.size() > 5000);
    }

    void tooManyCommands_stopsTheParse()
    {
        std::string text;
        while (text.size() < 1024 * 1024)
            text += "ls -la | grep x && ";
        text += "true";
        const ParseTree tree = ShellParser::parse(text);
        QVERIFY(tree.truncated);
        QVERIFY(!tree.ok());
        QVERIFY2(QString::fromStdString(tree.errors.front().english())
                     .contains(QStringLiteral("more than 10000 simple commands")),
                 tree.errors.front().english().c_str());
        QCOMPARE(tree.commands.size(), ShellParser::kMaxCommands + 1);
    }
};

QTEST_APPLESS_MAIN(TestShellParser)
#include "tst_shellparser.moc"
