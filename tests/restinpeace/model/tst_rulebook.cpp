// Three rules where the rulebook's own sentence decides against an earlier reading of the app
// (docs/rules-decisions.md, "Rest in Peace": D-RIP-TWO, D-RIP-TRIP, D-RIP-29), and saves made under
// that earlier reading (rules edition 1), which still load and replay as they were played.
#include "riptest.h"

#include "model/core/rng.h"

#include <QJsonDocument>
#include <QJsonObject>

using namespace rip;
using namespace riptest;
using namespace Qt::StringLiterals;

namespace {
// A dealt game where seat 0 holds the psychic cards `cards0` and seat 1 holds `cards1`.
GameState table(std::initializer_list<int> cards0, std::initializer_list<int> cards1,
                std::initializer_list<int> hand0 = {1, 2, 3, 4, 5}, std::initializer_list<int> hand1 = {1, 2, 3, 4, 5},
                int rules = kRulesEdition)
{
    std::vector<int> except(cards0);
    except.insert(except.end(), cards1.begin(), cards1.end());
    std::vector<int> line;
    for (int c = 1; c <= kPsychicCards && line.size() < 9; ++c)
        if (std::find(except.begin(), except.end(), c) == except.end())
            line.push_back(c);
    GameState s = deal(line, kTokens, hand0, hand1, 0);
    s.setup.rules = std::int8_t(rules);
    for (int c : cards0)
        givePsychic(s, 0, c);
    for (int c : cards1)
        givePsychic(s, 1, c);
    return s;
}

// After a round ended: sampled draws, nobody places, until a player's turn.
bool toNextTurn(GameState &s)
{
    while (!s.isTerminal() && s.decision() != Decision::Turn) {
        if (s.isChance())
            s.applyUnchecked(s.sampleChance());
        else if (s.decision() == Decision::Place) {
            if (!play(s, u"place none"_s))
                return false;
        } else {
            return false;
        }
    }
    return !s.isTerminal();
}

QStringList legalTexts(const GameState &s)
{
    QStringList out;
    for (const Action &a : s.legalActions())
        out << actionToText(s, a);
    return out;
}

// Seat 1 keeps only one 6 in hand (the other four cards thrown away), holding no psychic card.
void onlyASix(GameState &s)
{
    PlayerState &p = s.player[1];
    p.discarded = std::int8_t(p.discarded + p.handSize() - 1);
    p.hand = {0, 0, 0, 0, 0, 0, 1};
}
} // namespace

class TestRulebook : public QObject {
    Q_OBJECT
private slots:
    // Two's more fun (14), the rulebook: "the opponent cannot play cards one by one. They must at least
    // play 2 cards per turn." A player who cannot play two cards plays none: they may only withdraw.
    void twosMoreFunNeedsTwoCards()
    {
        GameState s = table({14}, {}, {1, 2, 3, 4, 5}, {6, 1, 1, 1, 1});
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        QCOMPARE(s.currentSeat(), 1);
        onlyASix(s);
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
        // One card in hand: the 6 alone would be a single card; only the withdrawal is left.
        QCOMPARE(legalTexts(s), QStringList{u"end"_s});
    }

    void twosMoreFunOfferedFirstCardsCanBeFollowed()
    {
        // Two cards in hand: either may start; after one, the turn cannot end before a second.
        GameState s = table({14}, {}, {1, 2, 3, 4, 5}, {6, 5, 1, 1, 1});
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        PlayerState &p = s.player[1];
        p.discarded = std::int8_t(p.discarded + 3);
        p.hand = {0, 0, 0, 0, 0, 1, 1};
        QVERIFY(isLegal(s, u"ghost 6"_s));
        QVERIFY(isLegal(s, u"ghost 5"_s));
        QVERIFY(isLegal(s, u"end"_s)); // no card at all: withdraw
        QVERIFY(play(s, u"ghost 6"_s));
        QCOMPARE(legalTexts(s), QStringList{u"ghost 5"_s});
        QVERIFY(play(s, u"ghost 5"_s));
        QVERIFY(isLegal(s, u"end"_s));
    }

    void twosMoreFunNoSingleRoundEnder()
    {
        // Playing dead (22) ends the round at once: alone it would be one card; after a ghost it is two.
        GameState s = table({14}, {22}, {1, 2, 3, 4, 5}, {6, 1, 1, 1, 1});
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        onlyASix(s);
        QVERIFY(!isLegal(s, u"psychic 22 none"_s));
        QVERIFY(isLegal(s, u"ghost 6"_s)); // followed by Playing dead
        QVERIFY(play(s, u"ghost 6"_s));
        QVERIFY(!isLegal(s, u"end"_s));
        QVERIFY(isLegal(s, u"psychic 22 none"_s));
    }

    void twosMoreFunEditionOne()
    {
        // Saves of rules edition 1 replay as they were played: a single card when nothing follows.
        GameState s = table({14}, {}, {1, 2, 3, 4, 5}, {6, 1, 1, 1, 1}, 1);
        QVERIFY(playAll(s, {"psychic 14", "ghost 1", "end"}));
        onlyASix(s);
        QVERIFY(play(s, u"ghost 6"_s));
        QVERIFY(isLegal(s, u"end"_s));
    }

    // Random games: under Two's more fun no turn ends after exactly one card, and a player's legal
    // actions are never empty.
    void twosMoreFunInRandomGames()
    {
        int ends = 0;
        for (int game = 0; game < 300; ++game) {
            Setup setup;
            setup.seed = std::uint64_t(500 + game);
            setup.starter = std::int8_t(game & 1);
            GameState s = GameState::newGame(setup);
            std::uint64_t rng = setup.seed;
            while (!s.isTerminal()) {
                if (s.isChance()) {
                    s.applyUnchecked(s.sampleChance());
                    continue;
                }
                const std::vector<Action> legal = s.legalActions();
                QVERIFY(!legal.empty());
                const Action a = legal[std::size_t(mc::uniformBelow(rng, int(legal.size())))];
                if (a.type == ActionType::End && s.phase == Phase::Turn && !s.worthless(s.round)) {
                    const Side &theirs = s.side(s.round, 1 - a.seat);
                    bool two = false;
                    for (int i = 0; i < theirs.size(); ++i)
                        two = two || theirs[i].psychic == psy::TwosMoreFun;
                    if (two) {
                        QVERIFY2(s.cardsThisTurn != 1, qPrintable(u"game %1, round %2"_s.arg(game).arg(s.round)));
                        ++ends;
                    }
                }
                s.applyUnchecked(a);
            }
        }
        QVERIFY(ends > 0);
    }

    // Tripped (6), the rulebook: "the next card played by your opponent during their next turn is drawn
    // randomly from their hand of cards, during this round or the next (if your opponent withdraws from
    // the round just after the card was played)."
    void trippedCarriesOneRoundAtMost()
    {
        GameState s = table({6}, {});
        QVERIFY(playAll(s, {"psychic 6", "ghost 1", "end"}));
        QVERIFY(s.player[1].tripped);
        QVERIFY(play(s, u"end"_s)); // seat 1 withdraws just after the card was played
        QVERIFY(toNextTurn(s));
        QCOMPARE(int(s.round), 2);
        QVERIFY(s.player[1].tripped); // the next round: still tripped
        QVERIFY(playAll(s, {"ghost 2", "end"}));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(isLegal(s, u"random"_s));
        QVERIFY(!isLegal(s, u"ghost 3"_s));
        QVERIFY(play(s, u"end"_s)); // withdraws again, no card played
        QVERIFY(toNextTurn(s));
        QCOMPARE(int(s.round), 3);
        QVERIFY(!s.player[1].tripped); // the trip ended with the next round
        QVERIFY(playAll(s, {"ghost 3", "end"}));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(!isLegal(s, u"random"_s));
        QVERIFY(isLegal(s, u"ghost 3"_s));
    }

    void trippedEndsWithTheRoundOtherwise()
    {
        // The player of Tripped withdraws: the opponent did not, so the trip lasts this round only.
        GameState s = table({6}, {});
        QVERIFY(playAll(s, {"psychic 6", "end"})); // 0 does not beat 0: seat 0 withdraws
        QCOMPARE(s.winner, 1);
        QVERIFY(toNextTurn(s));
        QCOMPARE(int(s.round), 2);
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(!s.player[1].tripped);
        QVERIFY(!isLegal(s, u"random"_s));
        QVERIFY(isLegal(s, u"ghost 2"_s));
    }

    void trippedEditionOne()
    {
        GameState s = table({6}, {}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, 1);
        QVERIFY(playAll(s, {"psychic 6", "end"}));
        QVERIFY(toNextTurn(s));
        QVERIFY(s.player[1].tripped); // edition 1: until a card is played
    }

    // We're worthless (29), the rulebook: "all the other cards are now worth 1 and lose their potential
    // effects." Worth is what ghost cards have, and the psychic cards that work as ghost cards
    // (D-RIP-AS-GHOST); a psychic card with an effect only has no worth to become 1.
    void worthlessCountsCardsWithAValue()
    {
        GameState s = table({29, 8}, {24, 26, 5});
        QVERIFY(playAll(s, {"psychic 8", "ghost 4", "psychic 29", "end"}));
        QCOMPARE(s.total(1, 0), 1); // the 4 is worth 1; Acro-bats and We're worthless nothing
        QVERIFY(playAll(s, {"psychic 24", "psychic 26"})); // played after 29: without their choices
        QCOMPARE(s.total(1, 1), 0); // Private lounge and I pity the Ghoul!: no value of their own
        QVERIFY(play(s, u"end"_s)); // 0 does not beat 1: seat 1 withdraws
        QCOMPARE(s.winner, 0);

        GameState t = table({29}, {24, 5});
        QVERIFY(playAll(t, {"ghost 1", "psychic 29", "end", "psychic 24", "psychic 5"}));
        QCOMPARE(t.total(1, 1), 1); // Sir Nicholas works as a ghost card: worth 1
        QCOMPARE(t.total(1, 0), 1);
        QVERIFY(play(t, u"ghost 2"_s));
        QCOMPARE(t.total(1, 1), 2);
        QVERIFY(play(t, u"end"_s));
        QCOMPARE(t.currentSeat(), 0);
    }

    void worthlessEditionOne()
    {
        GameState s = table({29}, {24, 26}, {1, 2, 3, 4, 5}, {1, 2, 3, 4, 5}, 1);
        QVERIFY(playAll(s, {"ghost 1", "psychic 29", "end", "psychic 24", "psychic 26"}));
        QCOMPARE(s.total(1, 1), 2);
    }

    // A save written before the rules editions (version 1, no "rules") replays under edition 1.
    void oldSaveReplaysUnderItsRules()
    {
        Setup setup;
        setup.seed = 3;
        setup.rules = 1;
        Game g = Game::create(setup, {u"Ada"_s, u"Bo"_s});
        g.playChance();
        // Withdraw at once in every round until a game ends: edition 1 keeps any trip etc.
        QVERIFY(g.apply(Action{ActionType::End, std::int8_t(g.state().currentSeat())}) == ApplyError::None);
        g.playChance();
        QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
        QCOMPARE(o.value(u"rules"_s).toInt(), 1);
        o.remove(u"rules"_s);
        o[u"version"_s] = 1;
        const auto loaded = Game::fromJson(QJsonDocument(o).toJson());
        QVERIFY(loaded.ok());
        QCOMPARE(int(loaded.game.setup().rules), 1);
        QCOMPARE(int(loaded.game.state().setup.rules), 1);
        QCOMPARE(loaded.game.actions().size(), g.actions().size());

        // A new game is of the current edition, and says so in its save.
        Game n = Game::create(Setup{});
        QCOMPARE(int(n.setup().rules), kRulesEdition);
        const QJsonObject no = QJsonDocument::fromJson(n.toJson()).object();
        QCOMPARE(no.value(u"rules"_s).toInt(), kRulesEdition);
        QVERIFY(Game::fromJson(n.toJson()).ok());

        // A save of a later edition is refused with a reason.
        QJsonObject later = no;
        later[u"rules"_s] = kRulesEdition + 1;
        const auto refused = Game::fromJson(QJsonDocument(later).toJson());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.problems.front().path, u"rules"_s);
    }
};

QTEST_GUILESS_MAIN(TestRulebook)
#include "tst_rulebook.moc"
