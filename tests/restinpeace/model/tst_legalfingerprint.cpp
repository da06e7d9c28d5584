// Rest in Peace's legal action lists and chance draws, pinned: a digest of every list (contents and
// order) and every drawn outcome met along random games, digital and at a table, with both readings of
// the rules, the learning game and the psychic cards of each level. Bots, saves, replays and the
// simulator pick actions by their index in these lists, so a faster engine must give exactly the same
// lists and draws. If the rules were changed on purpose, the digests below change with them: record the
// new ones.
#include "tests/core/fingerprint.h"
#include "riptest.h"

#include "model/core/rng.h"

using namespace rip;

using fingerprint::mix;
using fingerprint::mixList;

class TestRipLegalFingerprint : public QObject {
    Q_OBJECT

private:
    static constexpr int kGames = 80;
    static constexpr int kMaxSteps = 100000;

    // The digest of `kGames` random games of the kind `base` describes (each with its own seed and
    // starter). Chance is drawn by the state in digital play and picked from the legal list at a table.
    // What the deciding seat sees (viewFor) is fingerprinted too, as bots decide on it.
    static std::uint64_t digest(const Setup &base)
    {
        std::uint64_t h = 0xcbf29ce484222325ULL;
        std::vector<Action> legal, seen;
        for (int g = 0; g < kGames; ++g) {
            Setup setup = base;
            setup.seed = std::uint64_t(700 + g);
            setup.starter = std::int8_t(g & 1);
            GameState s = GameState::newGame(setup);
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
                const Action a = s.isChance() && setup.mode == Mode::Digital
                                     ? s.sampleChance()
                                     : legal[std::size_t(mc::uniformBelow(x, int(legal.size())))];
                mix(h, a.key());
                s.applyUnchecked(a);
            }
            mix(h, std::uint64_t(step));
            mix(h, std::uint64_t(std::int64_t(s.gameWinner)));
        }
        return h;
    }

private slots:
    void legalListsAreUnchanged_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("rules");
        QTest::addColumn<bool>("learning");
        QTest::addColumn<int>("maxLevel");
        QTest::addColumn<QString>("expected");
        struct Row {
            const char *name;
            Mode mode;
            int rules;
            bool learning;
            int maxLevel;
            const char *expected;
        };
        const Row rows[] = {
            {"digital", Mode::Digital, 2, false, 4, "9c6bb4a55f69c7b2"},
            {"table", Mode::Table, 2, false, 4, "815d00a3d78400aa"},
            {"digital, rules edition 1", Mode::Digital, 1, false, 4, "38a0f01ea68a7ba8"},
            {"table, rules edition 1", Mode::Table, 1, false, 4, "621d5e569c070853"},
            {"digital, learning game", Mode::Digital, 2, true, 4, "f045ece690ecc1d6"},
            {"digital, starter cards", Mode::Digital, 2, false, 0, "6c22db676dcdbd8e"},
            {"digital, up to level 2", Mode::Digital, 2, false, 2, "8db4fb7c8b4defee"},
        };
        for (const Row &r : rows)
            QTest::newRow(r.name) << int(r.mode) << r.rules << r.learning << r.maxLevel << QString::fromLatin1(r.expected);
    }

    void legalListsAreUnchanged()
    {
        QFETCH(int, mode);
        QFETCH(int, rules);
        QFETCH(bool, learning);
        QFETCH(int, maxLevel);
        QFETCH(QString, expected);
        Setup setup;
        setup.mode = Mode(mode);
        setup.rules = std::int8_t(rules);
        setup.learning = learning;
        setup.maxLevel = std::int8_t(maxLevel);
        QCOMPARE(QString::number(digest(setup), 16), expected);
    }

    // The cheap check and the worded one agree: on states along random games (all hold) and on states
    // broken one field at a time.
    void invariantsHoldAgreesWithTheWords()
    {
        std::vector<Action> legal;
        int broken = 0;
        for (int g = 0; g < 40; ++g) {
            Setup setup;
            setup.seed = std::uint64_t(900 + g);
            setup.mode = g % 2 ? Mode::Table : Mode::Digital;
            GameState s = GameState::newGame(setup);
            std::uint64_t x = std::uint64_t(g) + 3;
            for (int step = 0; step < 400 && !s.isTerminal(); ++step) {
                QCOMPARE(s.invariantsHold(), s.checkInvariants().isEmpty());
                QVERIFY2(s.invariantsHold(), qPrintable(s.checkInvariants()));
                if (step % 7 == 0) {
                    const int seat = int(x % 2);
                    std::vector<GameState> bad(12, s);
                    ++bad[0].player[std::size_t(seat)].deck;
                    --bad[1].player[std::size_t(seat)].pool[std::size_t(1 + x % 6)];
                    ++bad[2].player[std::size_t(seat)].manors;
                    bad[3].player[std::size_t(seat)].psychic |= s.player[std::size_t(1 - seat)].psychic | (1u << 5);
                    bad[4].psychicGone |= 1u << (1 + x % kPsychicCards);
                    ++bad[5].player[std::size_t(seat)].handUnknown;
                    --bad[6].player[std::size_t(seat)].discarded;
                    bad[7].round = std::int8_t(kRounds + 1);
                    ++bad[8].slotCastles[std::size_t(x % kRounds)];
                    bad[9].line[0] = std::int8_t(kPsychicCards + 1);
                    bad[10].player[std::size_t(seat)].castles = std::int8_t(kCastlesToWin);
                    ++bad[11].player[std::size_t(seat)].faceDownUnknown;
                    for (const GameState &b : bad) {
                        QCOMPARE(b.invariantsHold(), b.checkInvariants().isEmpty());
                        broken += b.invariantsHold() ? 0 : 1;
                    }
                }
                s.legalActions(legal);
                s.applyUnchecked(s.isChance() && setup.mode == Mode::Digital
                                         ? s.sampleChance()
                                         : legal[std::size_t(mc::uniformBelow(x, int(legal.size())))]);
            }
        }
        QVERIFY(broken > 500); // the broken states were broken indeed
    }
};

QTEST_GUILESS_MAIN(TestRipLegalFingerprint)
#include "tst_legalfingerprint.moc"
