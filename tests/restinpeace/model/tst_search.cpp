// The search player of Rest in Peace (information-set MCTS, model/core/ismcts.h): it only chooses legal
// actions, and it decides from its seat's view alone, so the opponent's hand and the order of the decks
// (hidden information, RIP-TURN-1) cannot change its choice.
#include "riptest.h"

#include "model/core/rng.h"

#include <cmath>

using namespace riptest;
using namespace Qt::StringLiterals;

namespace {

// A fixed budget and no time limit: the same seed gives the same choice on any machine.
rip::BotConfig searchConfig(int iterations = 300)
{
    rip::BotConfig c;
    c.kind = rip::BotKind::Search;
    c.iterations = iterations;
    c.timeLimitMs = 0;
    return c;
}

// The strong player's budget made small and deterministic (no time limit).
rip::BotConfig strongConfig(int iterations = 300)
{
    rip::BotConfig c;
    c.kind = rip::BotKind::Strong;
    c.strongIterations = iterations;
    c.strongTimeLimitMs = 0;
    return c;
}

rip::GameState newDigitalGame(std::uint64_t seed, int starter)
{
    rip::Setup setup;
    setup.seed = seed;
    setup.starter = std::int8_t(starter);
    rip::GameState s = rip::GameState::newGame(setup);
    chanceAll(s);
    return s;
}

// The same table with other hidden information for everyone but `seat`: one card of the opponent's
// hand exchanged with a card of another value from its deck, and another deck order (the generator
// that draws). False when there is nothing to exchange (or `seat` sees that hand, psychic 3).
bool withOtherSecrets(const rip::GameState &s, int seat, std::uint64_t salt, rip::GameState &out)
{
    out = s;
    out.rng = s.rng ^ (0x9E3779B97F4A7C15ULL * (salt + 1)); // another deck order
    if (s.seesOpponentHand(seat))
        return false;
    rip::PlayerState &o = out.player[std::size_t(1 - seat)];
    for (int held = 1; held <= 6; ++held)
        for (int other = 1; other <= 6; ++other) {
            // pool[v] counts the deck's cards of value v (and, in table play, unknown ones).
            if (held == other || o.hand[std::size_t(held)] == 0 || o.pool[std::size_t(other)] == 0)
                continue;
            --o.hand[std::size_t(held)];
            ++o.pool[std::size_t(held)];
            ++o.hand[std::size_t(other)];
            --o.pool[std::size_t(other)];
            return true;
        }
    return false;
}

// The same table with another value for one of the opponent's face-down round-10 ghost cards (one of
// its deck's cards of another value takes its place). False when it has none there or no such card.
bool withOtherFaceDown(const rip::GameState &s, int seat, rip::GameState &out)
{
    out = s;
    rip::PlayerState &o = out.player[std::size_t(1 - seat)];
    rip::Side &ten = out.sides[rip::kRounds - 1][std::size_t(1 - seat)];
    for (int i = 0; i < ten.size(); ++i) {
        rip::Card &c = ten[i];
        if (!c.isGhost() || !c.has(rip::Card::FaceDown) || c.ghost <= 0)
            continue;
        for (int other = 1; other <= 6; ++other)
            if (other != c.ghost && o.pool[std::size_t(other)] > 0) {
                ++o.pool[std::size_t(c.ghost)];
                --o.pool[std::size_t(other)];
                c.ghost = std::int8_t(other);
                return true;
            }
    }
    return false;
}

} // namespace

class TestSearch : public QObject {
    Q_OBJECT

private slots:
    // Whole games, search against the rule-based player from both seats: every choice is legal in the
    // true state (turns, Still me 15, placing on round 10, round-10 choices).
    void searchChoosesOnlyLegalActions()
    {
        int searched = 0;
        for (std::uint64_t game = 0; game < 4; ++game) {
            rip::GameState s = newDigitalGame(100 + game, int(game & 1));
            const int searchSeat = int(game / 2);
            std::uint64_t seed = game;
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                const int seat = s.currentSeat();
                rip::BotConfig config = searchConfig(150);
                if (seat != searchSeat)
                    config.kind = rip::BotKind::Rules;
                const rip::Action a = rip::chooseAction(s.viewFor(seat), config, mc::splitmix64(seed));
                const auto legal = s.legalActions();
                QVERIFY2(std::find(legal.begin(), legal.end(), a) != legal.end(),
                         qPrintable(u"round %1, %2: %3"_s.arg(s.round).arg(QLatin1StringView(rip::decisionKey(s.decision())))
                                        .arg(rip::actionToText(s, a))));
                QCOMPARE(s.apply(a), rip::ApplyError::None);
                searched += seat == searchSeat ? 1 : 0;
            }
        }
        QVERIFY(searched > 20);
    }

    // RIP-TURN-1: only the owner knows a hand. At every decision of the search's seat in a game, the
    // same table with another opponent hand and other deck orders gives the same view and the same choice.
    void searchIgnoresTheOpponentsHandAndDeckOrder()
    {
        rip::GameState s = newDigitalGame(42, 0);
        std::uint64_t seed = 9;
        int compared = 0;
        while (!s.isTerminal() && compared < 12) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            const int seat = s.currentSeat();
            const std::uint64_t botSeed = mc::splitmix64(seed);
            const rip::Action chosen = rip::chooseAction(s.viewFor(seat), searchConfig(), botSeed);
            rip::GameState other;
            if (seat == 0 && s.decision() == rip::Decision::Turn && withOtherSecrets(s, seat, std::uint64_t(compared), other)) {
                QVERIFY(!(other == s)); // the secrets really differ
                QVERIFY(other.checkInvariants().isEmpty());
                const rip::Action again = rip::chooseAction(other.viewFor(seat), searchConfig(), botSeed);
                QVERIFY2(again == chosen, qPrintable(u"round %1: %2 instead of %3"_s.arg(s.round)
                                                         .arg(rip::actionToText(s, again), rip::actionToText(s, chosen))));
                ++compared;
            }
            QCOMPARE(s.apply(chosen), rip::ApplyError::None);
        }
        QVERIFY(compared >= 5);
    }

    // The strong player (BotKind::Strong) plays whole games against the search player from both seats,
    // every choice legal in the true state; its key reads back.
    void strongChoosesOnlyLegalActions()
    {
        rip::BotKind kind = rip::BotKind::Rules;
        QVERIFY(rip::botKindFromKey("strong", kind));
        QCOMPARE(kind, rip::BotKind::Strong);
        QCOMPARE(QByteArray(rip::botKindKey(rip::BotKind::Strong)), QByteArray("strong"));
        int strong = 0;
        for (std::uint64_t game = 0; game < 2; ++game) {
            rip::GameState s = newDigitalGame(300 + game, int(game & 1));
            const int strongSeat = int(game);
            std::uint64_t seed = game;
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                const int seat = s.currentSeat();
                const rip::BotConfig config = seat == strongSeat ? strongConfig(200) : searchConfig(100);
                const rip::Action a = rip::chooseAction(s.viewFor(seat), config, mc::splitmix64(seed));
                const auto legal = s.legalActions();
                QVERIFY2(std::find(legal.begin(), legal.end(), a) != legal.end(), qPrintable(rip::actionToText(s, a)));
                QCOMPARE(s.apply(a), rip::ApplyError::None);
                strong += seat == strongSeat ? 1 : 0;
            }
        }
        QVERIFY(strong > 10);
    }

    // What the strong player tells a person (rip::advise): its choice is legal, the next best is another
    // legal choice, both estimates are chances in [0, 1], and the lead in tokens is one a game can have.
    void adviceNamesTheChoiceAndTheNextBest()
    {
        rip::GameState s = newDigitalGame(77, 0);
        int advised = 0;
        std::uint64_t seed = 3;
        while (!s.isTerminal() && advised < 6) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            const int seat = s.currentSeat();
            const auto legal = s.legalActions();
            if (seat == 0 && legal.size() > 1) {
                const std::uint64_t botSeed = mc::splitmix64(seed);
                const rip::Advice a = rip::advise(s.viewFor(seat), strongConfig(400), botSeed);
                QCOMPARE(a.choices, int(legal.size()));
                QVERIFY(a.searched);
                QVERIFY(a.simulations > 0);
                QVERIFY(std::find(legal.begin(), legal.end(), a.action) != legal.end());
                QVERIFY(a.hasRunnerUp);
                QVERIFY(!(a.runnerUp == a.action));
                QVERIFY(std::find(legal.begin(), legal.end(), a.runnerUp) != legal.end());
                QVERIFY(a.value >= 0.0 && a.value <= 1.0);
                QVERIFY(a.runnerUpValue >= 0.0 && a.runnerUpValue <= 1.0);
                QVERIFY(std::abs(a.tokens) <= rip::kManors + rip::kCastles);
                // The same question, the same answer (no time limit: deterministic).
                const rip::Advice again = rip::advise(s.viewFor(seat), strongConfig(400), botSeed);
                QVERIFY(again.action == a.action);
                QCOMPARE(again.value, a.value);
                // It is the strong player's own choice.
                QVERIFY(rip::chooseAction(s.viewFor(seat), strongConfig(400), botSeed) == a.action);
                ++advised;
            }
            QCOMPARE(s.apply(rip::chooseAction(s.viewFor(seat), rip::BotKind::Rules, mc::splitmix64(seed))), rip::ApplyError::None);
        }
        QCOMPARE(advised, 6);
    }

    // RIP-TURN-1: the advice comes from the seat's view. The same table with another opponent hand and
    // other deck orders gives the same advice, numbers included.
    void adviceIgnoresWhatTheSeatCannotSee()
    {
        rip::GameState s = newDigitalGame(43, 1);
        std::uint64_t seed = 5;
        int compared = 0;
        while (!s.isTerminal() && compared < 5) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            const int seat = s.currentSeat();
            rip::GameState other;
            if (seat == 1 && s.decision() == rip::Decision::Turn && s.legalActions().size() > 1
                && withOtherSecrets(s, seat, std::uint64_t(compared), other)) {
                QVERIFY(!(other == s));
                const std::uint64_t botSeed = mc::splitmix64(seed);
                const rip::Advice a = rip::advise(s.viewFor(seat), strongConfig(), botSeed);
                const rip::Advice b = rip::advise(other.viewFor(seat), strongConfig(), botSeed);
                QVERIFY(a.action == b.action);
                QCOMPARE(a.value, b.value);
                QVERIFY(a.runnerUp == b.runnerUp);
                QCOMPARE(a.runnerUpValue, b.runnerUpValue);
                QCOMPARE(a.tokens, b.tokens);
                ++compared;
            }
            QCOMPARE(s.apply(rip::chooseAction(s.viewFor(seat), rip::BotKind::Rules, mc::splitmix64(seed))), rip::ApplyError::None);
        }
        QVERIFY(compared >= 3);
    }

    // A decision with one legal choice: the advice names it and searches nothing.
    void adviceOfASingleChoiceSearchesNothing()
    {
        int found = 0;
        for (std::uint64_t game = 0; game < 40 && found < 3; ++game) {
            rip::GameState s = newDigitalGame(500 + game, int(game & 1));
            std::uint64_t seed = game;
            while (!s.isTerminal() && found < 3) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                const int seat = s.currentSeat();
                const auto legal = s.legalActions();
                if (legal.size() == 1) {
                    const rip::Advice a = rip::advise(s.viewFor(seat), strongConfig(100000), 1);
                    QCOMPARE(a.choices, 1);
                    QVERIFY(!a.searched);
                    QCOMPARE(a.simulations, 0);
                    QVERIFY(a.action == legal.front());
                    ++found;
                }
                QCOMPARE(s.apply(rip::chooseAction(s.viewFor(seat), rip::BotKind::Random, mc::splitmix64(seed))),
                         rip::ApplyError::None);
            }
        }
        QVERIFY(found > 0);
    }

    // The strong player's evaluation (rip::evaluatePosition) ranks what it should: a mansion token more is
    // better for its holder and worse for the other seat, a castle is worth more than a manor, a token
    // short of a majority more than the token alone, and stronger ghost cards in hand are better.
    void evaluationPrefersTokensAndCards()
    {
        const rip::GameState s = deal(lineWithout({}), kTokens, {3, 3, 2, 2, 1}, {3, 3, 2, 2, 1});
        QCOMPARE(s.decision(), rip::Decision::Turn);
        // The same everything: each seat knows its own hand only, and the other's is as good as its
        // deck's average, so both see the same lead (their own hand is worse than that average).
        const double even0 = rip::evaluatePosition(s, 0), even1 = rip::evaluatePosition(s, 1);
        QCOMPARE(even0, even1);
        QVERIFY(even0 < 0.5);

        rip::GameState manor = s;
        manor.player[0].manors = 1;
        QVERIFY(rip::evaluatePosition(manor, 0) > even0);
        QVERIFY(rip::evaluatePosition(manor, 1) < even1);
        QVERIFY(rip::evaluatePosition(manor, 0) > 0.5);
        rip::GameState castle = s;
        castle.player[0].castles = 1;
        QVERIFY(rip::evaluatePosition(castle, 0) > rip::evaluatePosition(manor, 0));
        rip::GameState twoCastles = castle;
        twoCastles.player[0].castles = 2; // one short of 3 (RIP-END-1)
        rip::GameState castleAndManor = castle;
        castleAndManor.player[0].manors = 1;
        QVERIFY(rip::evaluatePosition(twoCastles, 0) > rip::evaluatePosition(castleAndManor, 0));

        // Seat 0 holds a 6 and a 5 where it held two 3s (each seat's cards come from its own deck).
        rip::GameState strongHand = deal(lineWithout({}), kTokens, {6, 5, 2, 2, 1}, {1, 1, 2, 2, 1});
        QVERIFY(rip::evaluatePosition(strongHand, 0) > even0);
        QVERIFY(rip::evaluatePosition(strongHand, 0) > 0.5);
        // Seat 1 holds two 1s where it held two 3s (seat 0's hand it judges by its deck's average, as before).
        QVERIFY(rip::evaluatePosition(strongHand, 1) < even1);
        // A token still outweighs a few points of cards.
        rip::GameState behind = strongHand;
        behind.player[1].castles = 1;
        QVERIFY(rip::evaluatePosition(behind, 0) < even0);
    }

    // A game that is over evaluates as its result: 1 for the winner, 0 for the loser (RIP-END-1..3).
    void evaluationOfTheEndIsTheResult()
    {
        rip::GameState s = newDigitalGame(61, 0);
        std::uint64_t seed = 2;
        while (!s.isTerminal()) {
            if (s.isChance())
                s.applyUnchecked(s.sampleChance());
            else
                QCOMPARE(s.apply(rip::chooseAction(s.viewFor(s.currentSeat()), rip::BotKind::Rules, mc::splitmix64(seed))),
                         rip::ApplyError::None);
        }
        for (int seat = 0; seat < rip::kSeats; ++seat) {
            const double expected = s.gameWinner < 0 ? 0.5 : s.gameWinner == seat ? 1.0 : 0.0;
            QCOMPARE(rip::evaluatePosition(s, seat), expected);
        }
    }

    // The secrets rule (RIP-TURN-1, RIP-ROUND-3): the evaluation judges from the seat's view. At every
    // decision of whole games, the true state and the seat's view evaluate the same for that seat, and
    // so do tables with another opponent hand or another value under the opponent's face-down cards
    // (what a determinization draws at random); the tables really differ.
    void evaluationDoesNotReadTheOpponentsSecrets()
    {
        int handSwaps = 0, faceDownSwaps = 0, compared = 0;
        for (std::uint64_t game = 0; game < 6; ++game) {
            rip::GameState s = newDigitalGame(700 + game, int(game & 1));
            std::uint64_t seed = game;
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                for (int seat = 0; seat < rip::kSeats; ++seat) {
                    const double e = rip::evaluatePosition(s, seat);
                    QCOMPARE(rip::evaluatePosition(s.viewFor(seat), seat), e);
                    ++compared;
                    rip::GameState other;
                    if (withOtherSecrets(s, seat, seed, other)) {
                        QVERIFY(!(other == s));
                        QCOMPARE(rip::evaluatePosition(other, seat), e);
                        ++handSwaps;
                    }
                    if (withOtherFaceDown(s, seat, other)) {
                        QVERIFY(!(other == s));
                        QVERIFY(other.checkInvariants().isEmpty());
                        QCOMPARE(rip::evaluatePosition(other, seat), e);
                        ++faceDownSwaps;
                    }
                }
                QCOMPARE(s.apply(rip::chooseAction(s.viewFor(s.currentSeat()), rip::BotKind::Rules, mc::splitmix64(seed))),
                         rip::ApplyError::None);
            }
        }
        QVERIFY(compared > 100);
        QVERIFY(handSwaps > 50);
        QVERIFY(faceDownSwaps > 5);
    }

    // Its own face-down cards the seat does know: late in the game, when round 10 decides more games
    // (RIP-END-2), a higher one on its round 10 evaluates higher for it.
    void evaluationCountsTheSeatsOwnFaceDownCards()
    {
        int checked = 0;
        for (std::uint64_t game = 0; game < 20 && checked == 0; ++game) {
            rip::GameState s = newDigitalGame(700 + game, int(game & 1));
            std::uint64_t seed = game;
            while (!s.isTerminal() && checked == 0) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                for (int seat = 0; seat < rip::kSeats && s.round >= 8; ++seat) {
                    rip::GameState other; // seat's own face-down card changed: it is the opponent of 1 - seat
                    if (!withOtherFaceDown(s, 1 - seat, other))
                        continue;
                    const rip::Side &before = s.side(rip::kRounds, seat), &after = other.side(rip::kRounds, seat);
                    int sumBefore = 0, sumAfter = 0;
                    for (int i = 0; i < before.size(); ++i) {
                        sumBefore += before[i].isGhost() ? before[i].ghost : 0;
                        sumAfter += after[i].isGhost() ? after[i].ghost : 0;
                    }
                    QVERIFY(sumBefore != sumAfter);
                    QCOMPARE(rip::evaluatePosition(other, seat) > rip::evaluatePosition(s, seat), sumAfter > sumBefore);
                    ++checked;
                }
                QCOMPARE(s.apply(rip::chooseAction(s.viewFor(s.currentSeat()), rip::BotKind::Rules, mc::splitmix64(seed))),
                         rip::ApplyError::None);
            }
        }
        QVERIFY(checked > 0);
    }

    // The earlier strong player stays available (CLI and ladder): its key reads back and it plays legally.
    void strongV1IsAvailable()
    {
        rip::BotKind kind = rip::BotKind::Rules;
        QVERIFY(rip::botKindFromKey("strong-v1", kind));
        QCOMPARE(kind, rip::BotKind::StrongV1);
        QCOMPARE(QByteArray(rip::botKindKey(rip::BotKind::StrongV1)), QByteArray("strong-v1"));
        rip::GameState s = newDigitalGame(310, 0);
        std::uint64_t seed = 4;
        int decided = 0;
        while (!s.isTerminal() && decided < 20) {
            if (s.isChance()) {
                s.applyUnchecked(s.sampleChance());
                continue;
            }
            rip::BotConfig config = strongConfig();
            config.kind = rip::BotKind::StrongV1;
            config.strongV1Iterations = 100;
            int simulations = -1;
            const rip::Action a = rip::chooseAction(s.viewFor(s.currentSeat()), config, mc::splitmix64(seed), &simulations);
            const auto legal = s.legalActions();
            QVERIFY(std::find(legal.begin(), legal.end(), a) != legal.end());
            QCOMPARE(simulations, legal.size() > 1 ? 100 : 0);
            QCOMPARE(s.apply(a), rip::ApplyError::None);
            ++decided;
        }
        QCOMPARE(decided, 20);
    }

    // The other direction: what the seat does see matters. The same hidden information with another
    // hand of its own must be able to change the view (else the comparison above proves nothing).
    void theViewShowsTheSeatsOwnHand()
    {
        const rip::GameState s = newDigitalGame(42, 0);
        rip::GameState other;
        QVERIFY(withOtherSecrets(s, 1, 0, other)); // seat 0's hand changed: seat 0 is "the opponent" of 1
        QVERIFY(!(other.viewFor(0) == s.viewFor(0)));
        QVERIFY(other.viewFor(1) == s.viewFor(1));
    }
};

QTEST_APPLESS_MAIN(TestSearch)
#include "tst_search.moc"
