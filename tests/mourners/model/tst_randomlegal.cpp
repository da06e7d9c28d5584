// GameState::randomLegalAction() against the list it stands for: for every decision met along random
// games (digital and table play, both readings of the rules, 2 to 4 players, and what a seat sees of the
// state), the action it draws is legalActions()[uniformBelow(rng, size)] from the same generator, and the
// generator ends in the same place. The simulator and playouts rely on it: the same seed, the same game.
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

class TestRandomLegal : public QObject {
    Q_OBJECT

private:
    static constexpr int kGames = 40;
    static constexpr int kDraws = 6; // draws per position, so that most indices of a list are met

    static RulesetPtr rulesOfRevision(int revision)
    {
        if (revision == 2)
            return rules();
        QJsonObject o = QJsonDocument::fromJson(standardRulesetJson()).object();
        o[u"revision"_s] = revision;
        return parseRuleset(QJsonDocument(o).toJson(), RulesetOrigin::Save).ruleset;
    }

    struct Tally {
        long long positions = 0;
        long long relocations = 0; // drawn actions that were relocations (counted, not written)
        long long afterRelocations = 0; // drawn from a turn's tail (Mourner abilities, pass) past relocations
        long long mismatches = 0;
        QString first;
    };

    // Compares kDraws draws from `s` with the list; the generator `x` moves on as a player's would.
    static void compare(const GameState &s, std::uint64_t &x, Tally &t)
    {
        const std::vector<Action> legal = s.legalActions();
        bool relocationsSeen = false; // a turn with relocations: its tail comes after them
        for (const Action &a : legal)
            relocationsSeen = relocationsSeen || (s.decision() == Decision::Turn && a.type == ActionType::Relocate);
        ++t.positions;
        for (int i = 0; i < kDraws; ++i) {
            std::uint64_t fromList = x;
            const Action expected = legal[std::size_t(uniformBelow(fromList, int(legal.size())))];
            const Action got = s.randomLegalAction(x);
            if (!(got == expected) || x != fromList) {
                if (t.first.isEmpty())
                    t.first = u"decision %1, round %2: drew '%3', the list says '%4'%5"_s.arg(
                            QLatin1StringView(decisionKey(s.decision())), QString::number(s.round), actionToText(s, got),
                            actionToText(s, expected), x != fromList ? u" (the generator moved differently)"_s : QString());
                ++t.mismatches;
                x = fromList;
            }
            if (expected.type == ActionType::Relocate)
                ++t.relocations;
            else if (relocationsSeen && expected.type != ActionType::PlayCourt && expected.type != ActionType::Recruit
                     && expected.type != ActionType::RecruitMourner)
                ++t.afterRelocations;
        }
    }

private slots:
    void drawsWhatTheListHolds_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("revision");
        for (int revision = 2; revision >= 1; --revision)
            for (int mode = 0; mode <= 1; ++mode)
                for (int players = 2; players <= 4; ++players)
                    QTest::addRow("revision %d, %s, %d players", revision, mode ? "table" : "digital", players)
                        << players << mode << revision;
    }

    void drawsWhatTheListHolds()
    {
        QFETCH(int, players);
        QFETCH(int, mode);
        QFETCH(int, revision);
        const RulesetPtr r = rulesOfRevision(revision);
        QVERIFY(r);
        Tally t;
        for (int g = 0; g < kGames; ++g) {
            GameState s = GameState::newGame(r, players, std::uint64_t(900 + g), Mode(mode));
            std::uint64_t x = std::uint64_t(g) * 7919 + 3, y = x ^ 0xabcdef;
            for (int step = 0; step < 100000 && !s.isTerminal(); ++step) {
                if (s.isChance() && Mode(mode) == Mode::Digital) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                if (!s.isChance() && step % 5 == 0) { // what the seat sees: hidden cards (unknown at a table)
                    std::uint64_t z = y;
                    compare(s.viewFor(s.currentSeat()), z, t);
                }
                std::uint64_t before = x;
                compare(s, x, t);
                // Play on with the list's pick, so that a wrong draw cannot steer the games.
                const std::vector<Action> legal = s.legalActions();
                s.applyUnchecked(legal[std::size_t(uniformBelow(before, int(legal.size())))]);
                x = before;
            }
            QVERIFY2(s.isTerminal(), "a random game did not end");
        }
        QVERIFY2(t.mismatches == 0, qPrintable(u"%1 of %2 positions: %3"_s.arg(t.mismatches).arg(t.positions).arg(t.first)));
        QVERIFY(t.positions > 5000);
        // The relocations and what follows them in a turn's list were met, not only the plain lists.
        QVERIFY(t.relocations > 1000);
        QVERIFY(t.afterRelocations > 100);
    }
};

QTEST_GUILESS_MAIN(TestRandomLegal)
#include "tst_randomlegal.moc"
