// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "core/ToolArgs.h"

#include <nlohmann/json.hpp>

#include <QTest>

using airlock::core::ErrorKind;
using airlock::core::TerminalArgs;

class TestToolArgs : public QObject
{
    Q_OBJECT

private slots:
    void validArguments_areAccepted()
    {
        const auto args =
            TerminalArgs::fromJsonText(R"({"command":"ls -la","timeout_seconds":5,"workdir":"src","x":1})");
        QVERIFY(args.ok());
        QCOMPARE(args->command, std::string("ls -la"));
        QCOMPARE(args->timeoutSecs, 5);
        QCOMPARE(args->workdir, QStringLiteral("src"));
        QVERIFY(!args->timeoutClamped);
    }

    void defaults_whenOnlyCommandGiven()
    {
        const auto args = TerminalArgs::fromJsonText(R"({"command":"true"})");
        QVERIFY(args.ok());
        QCOMPARE(args->timeoutSecs, 120);
        QVERIFY(args->workdir.isEmpty());
    }

    void multiLineCommand_isKeptByteForByte()
    {
        const std::string command = "cat <<'EOF'\n  a 'b' \"c\" \\d\nEOF\necho é &";
        const auto args = TerminalArgs::fromJson({{"command", command}});
        QVERIFY(args.ok());
        QCOMPARE(args->command, command);
    }

    void largeTimeout_isClampedTo600()
    {
        const auto args = TerminalArgs::fromJsonText(R"({"command":"true","timeout_seconds":100000})");
        QVERIFY(args.ok());
        QCOMPARE(args->timeoutSecs, 600);
        QVERIFY(args->timeoutClamped);
    }

    void integralFloatTimeout_isAccepted()
    {
        const auto args = TerminalArgs::fromJsonText(R"({"command":"true","timeout_seconds":5.0})");
        QVERIFY(args.ok());
        QCOMPARE(args->timeoutSecs, 5);
    }

    void badInput_isInvalidArgumentsNamingTheField_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("field");
        QTest::addRow("not json") << QByteArray("{command:") << QStringLiteral("JSON");
        QTest::addRow("array") << QByteArray(R"(["ls"])") << QStringLiteral("object");
        QTest::addRow("string") << QByteArray(R"("ls")") << QStringLiteral("object");
        QTest::addRow("missing command") << QByteArray(R"({"timeout_seconds":1})") << QStringLiteral("`command`");
        QTest::addRow("null command") << QByteArray(R"({"command":null})") << QStringLiteral("`command`");
        QTest::addRow("empty command") << QByteArray(R"({"command":""})") << QStringLiteral("`command`");
        QTest::addRow("blank command") << QByteArray(R"({"command":"  \n "})") << QStringLiteral("`command`");
        QTest::addRow("number command") << QByteArray(R"({"command":42})") << QStringLiteral("`command`");
        QTest::addRow("array command") << QByteArray(R"({"command":["ls"]})") << QStringLiteral("`command`");
        QTest::addRow("nul in command") << QByteArray(R"({"command":"echo a\u0000b"})") << QStringLiteral("`command`");
        QTest::addRow("string timeout") << QByteArray(R"({"command":"ls","timeout_seconds":"5"})")
                                        << QStringLiteral("`timeout_seconds`");
        QTest::addRow("fractional timeout")
            << QByteArray(R"({"command":"ls","timeout_seconds":1.5})") << QStringLiteral("`timeout_seconds`");
        QTest::addRow("zero timeout") << QByteArray(R"({"command":"ls","timeout_seconds":0})")
                                      << QStringLiteral("`timeout_seconds`");
        QTest::addRow("negative timeout")
            << QByteArray(R"({"command":"ls","timeout_seconds":-3})") << QStringLiteral("`timeout_seconds`");
        QTest::addRow("bool timeout") << QByteArray(R"({"command":"ls","timeout_seconds":true})")
                                      << QStringLiteral("`timeout_seconds`");
        QTest::addRow("number workdir") << QByteArray(R"({"command":"ls","workdir":7})") << QStringLiteral("`workdir`");
        QTest::addRow("invalid utf8") << QByteArray("{\"command\":\"echo \xff\"}") << QStringLiteral("JSON");
    }

    void badInput_isInvalidArgumentsNamingTheField()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, field);
        const auto args = TerminalArgs::fromJsonText(std::string_view(json.constData(), size_t(json.size())));
        QVERIFY(!args.ok());
        QCOMPARE(args.error().kind, ErrorKind::InvalidArguments);
        QVERIFY2(args.error().message.contains(field), qPrintable(args.error().message));
    }

    void commandOverOneMebibyte_isRejected()
    {
        const auto args = TerminalArgs::fromJson({{"command", std::string(1024 * 1024 + 1, 'a')}});
        QVERIFY(!args.ok());
        QVERIFY(args.error().message.contains(QStringLiteral("1 MiB")));
        QVERIFY(TerminalArgs::fromJson({{"command", std::string(1024 * 1024, 'a')}}).ok());
    }

    void deeplyNestedJson_isAnErrorNotACrash()
    {
        const std::string nested = std::string(100000, '[') + std::string(100000, ']');
        const auto args = TerminalArgs::fromJsonText(nested);
        QVERIFY(!args.ok());
        QCOMPARE(args.error().kind, ErrorKind::InvalidArguments);
    }
};

QTEST_APPLESS_MAIN(TestToolArgs)
#include "tst_toolargs.moc"
