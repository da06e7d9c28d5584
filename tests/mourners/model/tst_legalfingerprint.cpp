// The legal action lists, pinned: a digest of every list (contents and order) met along random games,
// in digital and table play, with both readings of the rules. Bots, saves, replays and the simulator
// pick actions by their index in these lists, so a faster engine must give exactly the same lists.
// If the rules were changed on purpose, the digests below change with them: record the new ones.
#include "tests/core/fingerprint.h"
#include "testutil.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

using fingerprint::mix;
using fingerprint::mixList;

class TestLegalFingerprint : public QObject {
    Q_OBJECT

private:
    static constexpr int kGames = 60;
    static constexpr int kMaxSteps = 100000;

    static RulesetPtr rulesOfRevision(int revision)
    {
        if (revision == 2)
            return rules();
        QJsonObject o = QJsonDocument::fromJson(standardRulesetJson()).object();
        o[u"revision"_s] = revision;
        return parseRuleset(QJsonDocument(o).toJson(), RulesetOrigin::Save).ruleset; // as a save holds it
    }

    // The digest of `kGames` random games. Chance is drawn by the state in digital play and picked from the
    // legal list at a table (which also offers cards the table does not name). What a seat sees of the
    // state (viewFor: other hands and the undealt Court cards hidden) is fingerprinted too, as bots decide
    // on it.
    static std::uint64_t digest(const RulesetPtr &rules, int players, Mode mode)
    {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        std::vector<Action> legal, seen;
        for (int g = 0; g < kGames; ++g) {
            GameState s = GameState::newGame(rules, players, std::uint64_t(500 + g), mode);
            std::uint64_t x = std::uint64_t(g) * 104729 + 7;
            int step = 0;
            for (; step < kMaxSteps && !s.isTerminal(); ++step) {
                s.legalActions(legal);
                mixList(h, legal);
                if (!s.isChance() && step % 3 == 0) {
                    s.viewFor(s.currentSeat()).legalActions(seen);
                    mixList(h, seen);
                }
                if (legal.empty())
                    return 0;
                const Action a = s.isChance() && mode == Mode::Digital
                                     ? s.sampleChance()
                                     : legal[std::size_t(uniformBelow(x, int(legal.size())))];
                s.applyUnchecked(a);
            }
            mix(h, std::uint64_t(step));
        }
        return h;
    }

private slots:
    void legalListsAreUnchanged_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("revision");
        QTest::addColumn<QString>("expected");
        const char *expected[2][2][3] = {
            // revision 2: digital with 2, 3, 4 players, then table play
            {{"4c3b583f1c88f567", "2ac53c60c1846cfb", "eaf5e9f7ccc20d3e"}, {"d6ea962f46d322f1", "1982e7d2db5c3017", "66e1ee3052b6f49"}},
            // revision 1
            {{"5b68ae8515869908", "eec014b6aa2d6fcb", "aa675257384d17a4"}, {"bf640e0ede49bdd9", "4199c2eecf1d2782", "2dea8b72dd1ab276"}},
        };
        for (int revision = 2; revision >= 1; --revision)
            for (int mode = 0; mode <= 1; ++mode)
                for (int players = 2; players <= 4; ++players)
                    QTest::addRow("revision %d, %s, %d players", revision, mode ? "table" : "digital", players)
                        << players << mode << revision << QString::fromLatin1(expected[2 - revision][mode][players - 2]);
    }

    void legalListsAreUnchanged()
    {
        QFETCH(int, players);
        QFETCH(int, mode);
        QFETCH(int, revision);
        QFETCH(QString, expected);
        const RulesetPtr r = rulesOfRevision(revision);
        QVERIFY(r);
        const QString got = QString::number(digest(r, players, Mode(mode)), 16);
        QCOMPARE(got, expected);
    }
};

QTEST_GUILESS_MAIN(TestLegalFingerprint)
#include "tst_legalfingerprint.moc"
