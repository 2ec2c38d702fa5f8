// SPDX-License-Identifier: GPL-3.0-or-later
// SPDX-FileCopyrightText: 2026 The Airlock developers
#include "EngineFixture.h"
#include "gui/TaskTableModel.h"

#include <QAbstractItemModelTester>

using airlock::gui::TaskTableModel;
using airlock::test::EngineFixture;

class TestTaskTableModel : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void table_followsATaskFromStartToCleanup()
    {
        EngineFixture engine;
        TaskTableModel model(engine.registry);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        auto *call = engine.start({{"command", "sleep 0.5; exit 2"}}, QStringLiteral("agent-1"));
        QTRY_COMPARE_WITH_TIMEOUT(model.rowCount(), 1, 5000);
        const int row = model.rowOf(QStringLiteral("agent-1"));
        QCOMPARE(model.index(row, TaskTableModel::BackendColumn).data().toString(), QStringLiteral("local"));
        QTRY_COMPARE_WITH_TIMEOUT(model.index(row, TaskTableModel::StateColumn).data().toString(),
                                  QStringLiteral("running"), 5000);
        QCOMPARE(model.index(row, TaskTableModel::CurrentColumn).data().toString(),
                 QStringLiteral("sleep 0.5; exit 2"));
        QSignalSpy finished(call, &airlock::engine::ToolCall::finished);
        QVERIFY(finished.wait(10000));
        delete call;
        QTRY_COMPARE_WITH_TIMEOUT(model.index(row, TaskTableModel::StateColumn).data().toString(),
                                  QStringLiteral("idle"), 5000);
        QCOMPARE(model.index(row, TaskTableModel::CommandsColumn).data().toInt(), 1);
        QCOMPARE(model.index(row, TaskTableModel::ExitColumn).data().toInt(), 2);
        model.setTaskLabel(QStringLiteral("agent-1"), QStringLiteral("claude-code 2.1 · ~/proj"));
        QCOMPARE(model.index(row, TaskTableModel::TaskColumn).data().toString(),
                 QStringLiteral("claude-code 2.1 · ~/proj"));
        engine.cleanupAll();
        QTRY_COMPARE_WITH_TIMEOUT(model.index(row, TaskTableModel::StateColumn).data().toString(),
                                  QStringLiteral("gone"), 5000);
        model.clearGone();
        QCOMPARE(model.rowCount(), 0);
    }

    void idleTime_ticksWithoutEngineSignals()
    {
        EngineFixture engine;
        TaskTableModel model(engine.registry);
        engine.run("true", QStringLiteral("x"));
        const QModelIndex idle = model.index(model.rowOf(QStringLiteral("x")), TaskTableModel::IdleColumn);
        const qint64 before = idle.data(TaskTableModel::SortRole).toLongLong();
        QTRY_VERIFY_WITH_TIMEOUT(idle.data(TaskTableModel::SortRole).toLongLong() >= before + 1, 3000);
    }
};

QTEST_MAIN(TestTaskTableModel)
#include "tst_tasktablemodel.moc"
