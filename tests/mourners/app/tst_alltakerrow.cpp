// R-MAJ-3 in the majority table: once the Alltaker's holder has won a tie, that row names the winner
// for the rest of the round — while it is resolved, after it is past, after undo and redo, and in a
// reopened save — in the model and in the panel's row as drawn.

#include "gamecontroller.h"
#include "guide.h"
#include "majoritymodel.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>

#include "quickitems.h"
#include "tablesetup.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

QVariantMap row(const GameController &c, int index)
{
    return c.guide()->majorities()->toList().value(index).toMap();
}

} // namespace

class TestAlltakerRow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QQmlEngine m_engine;
    QQuickWindow m_window;
    std::unique_ptr<QQuickItem> m_panel;

    /// The result the panel draws in row `index` (the majorityResult label's text).
    QString drawnResult(int index)
    {
        QQuickItem *list = mctest::findItem(m_panel.get(), u"majorityList"_s);
        if (!list || !mctest::waitForLayout(&m_window))
            return u"<no list>"_s;
        QQuickItem *item = nullptr;
        QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, item), Q_ARG(int, index));
        QQuickItem *label = mctest::findItem(item, u"majorityResult"_s);
        return label ? label->property("text").toString() : u"<no row>"_s;
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-alltaker-row-test"_s);
        QVERIFY(m_dir.isValid());
        m_engine.addImportPath(u"qrc:/qt/qml"_s);
        m_window.resize(700, 760);
        m_window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&m_window));
    }

    void alltakerTieNamesItsWinnerForTheRound()
    {
        QObject owner;
        auto *c = new GameController(&owner);
        c->setAutosaveDirectory(m_dir.filePath(u"autosave"_s));
        c->autosave()->waitForScan();
        QAbstractItemModelTester tester(c->guide()->majorities(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(c->newTableGame(mctest::tableSetup({u"Anna"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}, 11)), qPrintable(c->lastError()));

        QQmlComponent component(&m_engine);
        component.setData("import QtQuick\nimport Mourners\nMajorityPanel { width: 680; height: 740 }", QUrl());
        m_panel.reset(qobject_cast<QQuickItem *>(component.create()));
        QVERIFY2(m_panel, qPrintable(component.errorString()));
        m_panel->setParentItem(m_window.contentItem());
        m_panel->setProperty("model", QVariant::fromValue(c->guide()->majorities()));

        // Distribution (dice 14, piles 5, 4, 3, 2), the Court draft at the table, then one figure each
        // at the Dirth Forge for the Alltaker's holder and the next player: a tie (R-MAJ-1).
        QVERIFY(mctest::applyAll(*c, {u"dice 14"_s, u"pile 5"_s, u"pile 4"_s, u"pile 3"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s,
                           u"take 3"_s, u"take 4"_s}));
        while (c->guide()->decisionKind() == u"deal-wallows"_s || c->guide()->decisionKind() == u"deal-court"_s)
            QVERIFY(mctest::applyAll(*c, {u"draw unknown"_s}));
        const int holder = c->game().state().alltaker;
        const int other = (holder + 1) % 4;
        QVERIFY(c->changeFigure(holder, 1, u"mk"_s, 1));
        QVERIFY(c->changeFigure(other, 1, u"cs"_s, 1));
        QVERIFY(mctest::applyAll(*c, {u"pass"_s, u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(mctest::applyAll(*c, {u"bid 0"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"alltaker-tie"_s);
        const QString name = c->seatName(holder);
        const QString won = u"%1 (Alltaker)"_s.arg(name);

        // Before the pick: a tie.
        QVERIFY(row(*c, 0).value(u"tied"_s).toBool());
        QCOMPARE(row(*c, 0).value(u"result"_s).toString(), u"tie"_s);
        QCOMPARE(drawnResult(0), u"tie"_s);

        auto expectWon = [&](const QString &status) {
            const QVariantMap r = row(*c, 0);
            QCOMPARE(r.value(u"status"_s).toString(), status);
            QVERIFY(!r.value(u"tied"_s).toBool());
            QVERIFY(r.value(u"alltaker"_s).toBool());
            QCOMPARE(r.value(u"leader"_s).toInt(), holder);
            QCOMPARE(r.value(u"result"_s).toString(), won);
            QVERIFY2(r.value(u"summary"_s).toString().endsWith(u"→ "_s + won), qPrintable(r.value(u"summary"_s).toString()));
            QCOMPARE(drawnResult(0), u"→ "_s + won);
        };

        // The holder takes the tie and decides the Forge's action.
        QVERIFY(mctest::applyAll(*c, {u"tie yes"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"location-action"_s);
        expectWon(u"current"_s);

        // The Forge is done and the next location resolves: the past row still names the winner.
        QVERIFY(mctest::applyAll(*c, {u"skip"_s}));
        QVERIFY(c->game().state().resolveIndex > 0);
        expectWon(u"done"_s);
        // Another row of the table that nobody won is not taken for the Alltaker's.
        QVERIFY(!row(*c, 1).value(u"alltaker"_s).toBool());

        // Undo the skip, then the pick: a tie again; redo both: the winner again.
        QVERIFY(c->undo());
        expectWon(u"current"_s);
        QVERIFY(c->undo());
        QCOMPARE(c->guide()->decisionKind(), u"alltaker-tie"_s);
        QVERIFY(row(*c, 0).value(u"tied"_s).toBool());
        QVERIFY(!row(*c, 0).value(u"alltaker"_s).toBool());
        QCOMPARE(drawnResult(0), u"tie"_s);
        QVERIFY(c->redo());
        expectWon(u"current"_s);
        QVERIFY(c->redo());
        expectWon(u"done"_s);

        // Saved and opened again (the save replays the steps).
        const QString path = m_dir.filePath(u"alltaker.mourners.json"_s);
        QVERIFY2(c->save(path), qPrintable(c->lastError()));
        auto *reopened = new GameController(&owner);
        reopened->setAutosaveDirectory(m_dir.filePath(u"autosave2"_s));
        reopened->autosave()->waitForScan();
        QVERIFY2(reopened->load(path), qPrintable(reopened->lastError()));
        m_panel->setProperty("model", QVariant::fromValue(reopened->guide()->majorities()));
        c = reopened;
        expectWon(u"done"_s);
        m_panel.reset();
    }

    // The engine keeps only that the Alltaker was used; without a step that took a tie this round,
    // no row is taken for it.
    void noAlltakerWithoutItsStep()
    {
        const mc::Game game = mc::Game::create(mc::standardRuleset(), 2, 3, mc::Mode::Table);
        mc::GameState s = game.state();
        QCOMPARE(MajorityModel::alltakerTie(game, s).row, -1);
        s.alltakerUsed = true; // edited by hand: no step took a tie
        QCOMPARE(MajorityModel::alltakerTie(game, s).row, -1);
    }
};

QTEST_MAIN(TestAlltakerRow)
#include "tst_alltakerrow.moc"
