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

#include <algorithm>
#include <map>
#include <memory>
#include <random>

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
        QVariant row;
        QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QVariant, row), Q_ARG(QVariant, index));
        auto *item = qvariant_cast<QQuickItem *>(row);
        QQuickItem *label = mctest::findItem(item, u"majorityResult"_s);
        return label ? label->property("text").toString() : u"<no row>"_s;
    }

private slots:
    // R-MAJ-1/2: a majority resolved this round keeps the counts it was decided on, though a later
    // action of the resolution (a guild's bonus that removes a figure, a figure gained) changes the
    // board: the table at the game night showed "tie" for a place won 2-1 before a figure went back.
    void resolvedRowsKeepTheirCounts()
    {
        const mc::RulesetPtr rules = mc::standardRuleset();
        int checked = 0, changedSince = 0;
        for (int g = 0; g < 30 && changedSince == 0; ++g) {
            mc::Game game = mc::Game::create(rules, 2 + g % 3, quint64(500 + g), mc::Mode::Digital, 0);
            std::mt19937 rng{std::uint32_t(g + 1)};
            // Told while played: this round's results and the counts behind them (the events).
            std::map<int, std::pair<QVariantList, QString>> told;
            std::vector<int> counts;
            int round = -1;
            const QStringList names{u"A"_s, u"B"_s, u"C"_s, u"D"_s};
            MajorityModel model;
            for (int guard = 0; guard < 3000 && !game.state().isTerminal(); ++guard) {
                const mc::GameState &s = game.state();
                if (s.round != round) {
                    told.clear();
                    round = s.round;
                }
                if (s.phase == mc::Phase::Resolve) {
                    model.refresh(game, s, names.mid(0, s.players));
                    for (const auto &[row, result] : told) {
                        const QVariantMap shown = model.toList().value(row).toMap();
                        QCOMPARE(shown.value(u"counts"_s).toList(), result.first);
                        if (!shown.value(u"alltaker"_s).toBool())
                            QCOMPARE(shown.value(u"result"_s).toString(), result.second);
                        // Told, and past or being acted on by its winner.
                        QVERIFY(shown.value(u"status"_s).toString() != u"pending"_s);
                        ++checked;
                        QVariantList now;
                        for (int p = 0; p < s.players; ++p)
                            now.append(int(s.majorityAt(row).counts[std::size_t(p)]));
                        changedSince += now != result.first ? 1 : 0;
                    }
                }
                std::vector<mc::Action> legal = s.legalActions();
                if (legal.empty())
                    break;
                const mc::Action a = s.isChance() ? s.sampleChance() : legal[rng() % legal.size()];
                mc::Events events;
                QCOMPARE(game.apply(a, &events), mc::ApplyError::None);
                QVariantList seen;
                for (const mc::Event &e : events) {
                    if (e.type == mc::EventType::MajorityCount)
                        seen.append(e.v);
                    if (e.type != mc::EventType::Majority)
                        continue;
                    const int row = e.a == 0 ? e.b
                                             : mc::kLocations
                                                       + int(std::find(rules->guildOrder.begin(), rules->guildOrder.end(), e.b)
                                                             - rules->guildOrder.begin());
                    const QString result = e.w ? u"tie"_s : e.seat < 0 ? u"nobody"_s : names.value(e.seat);
                    told[row] = {seen, result};
                    seen.clear();
                }
            }
        }
        QVERIFY2(checked > 100, "few resolved majorities were looked at");
        QVERIFY2(changedSince > 0, "no game changed a resolved majority's figures later in its resolution");
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
