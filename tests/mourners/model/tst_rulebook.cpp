// Rules where the first reading of the engine differed from the rulebook (revision 2 of the rules), and
// the first reading itself (revision 1), with which games saved before keep replaying.
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <functional>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

// The standard ruleset with `change` applied to its JSON.
RulesetPtr rulesWith(const std::function<void(QJsonObject &)> &change, RulesetOrigin origin = RulesetOrigin::File)
{
    QJsonObject o = QJsonDocument::fromJson(standardRulesetJson()).object();
    change(o);
    const RulesetResult r = parseRuleset(QJsonDocument(o).toJson(), origin);
    if (!r.ruleset)
        qWarning("ruleset refused: %s", qPrintable(mc::problemKeys(r.problems)));
    return r.ruleset;
}

RulesetPtr revision1()
{
    // Only a save holds the first reading (a file of its own is refused).
    return rulesWith([](QJsonObject &o) { o[u"revision"_s] = 1; }, RulesetOrigin::Save);
}

// Changes one Mourner card of the JSON.
void changeMourner(QJsonObject &o, const QString &id, const std::function<void(QJsonObject &)> &change)
{
    QJsonObject cards = o[u"cards"_s].toObject();
    QJsonArray list = cards[u"mourners"_s].toArray();
    for (int i = 0; i < list.size(); ++i) {
        QJsonObject m = list[i].toObject();
        if (m[u"id"_s].toString() == id) {
            change(m);
            list[i] = m;
        }
    }
    cards[u"mourners"_s] = list;
    o[u"cards"_s] = cards;
}

QJsonArray effect(const char *op, int amount)
{
    return QJsonArray{QJsonObject{{u"op"_s, QString::fromLatin1(op)}, {u"amount"_s, amount}}};
}

// A game with an empty board in round 1's Action phase: no figures, Mourners, hands or Wallows.
GameState emptyBoard(RulesetPtr rules, int players, Mode mode)
{
    GameState s = GameState::newGame(std::move(rules), players, 42, Mode::Table);
    while (s.decision() == Decision::KeepMotive)
        s.applyUnchecked(s.legalActions().front());
    while (s.decision() == Decision::StartingMourner)
        s.applyUnchecked(firstNamed(s.legalActions()));
    clearTable(s);
    s.mode = mode;
    s.courtDeck.clear();
    for (int c = 0; c < int(s.rules().court.size()); ++c)
        s.courtDeck.push_back(std::int16_t(c));
    jumpTo(s, Phase::Actions);
    return s;
}

int mournerId(const GameState &s, const QString &id) { return s.rules().mournerIndex(id); }

void giveMourner(GameState &s, int p, const QString &id)
{
    const auto c = std::int16_t(mournerId(s, id));
    for (auto &deck : s.mournerDeck)
        std::erase(deck, c);
    s.player[std::size_t(p)].mourners.push_back(MournerInPlay{c, false, s.rules().mourners[std::size_t(c)].guild});
}

void giveCourt(GameState &s, int p, const QString &id)
{
    const auto c = std::int16_t(s.rules().courtIndex(id));
    s.player[std::size_t(p)].hand.push_back(c);
    std::sort(s.player[std::size_t(p)].hand.begin(), s.player[std::size_t(p)].hand.end());
    std::erase(s.courtDeck, c);
}

void giveWallows(GameState &s, int p, const QString &id)
{
    const auto c = std::int16_t(s.rules().wallowsIndex(id));
    s.player[std::size_t(p)].wallows.push_back(c);
    std::erase(s.wallowsDeck, c);
}

} // namespace

class TstRulebook : public QObject {
    Q_OBJECT

private slots:
    // Auraghost, first action: the named player must be able to put 2 Etherea on the Dirth Forge.
    void auraghostNamesOnlyAPayer_R_ACT_3()
    {
        GameState s = emptyBoard(standardRuleset(), 3, Mode::Table);
        giveCourt(s, 0, u"auraghost"_s);
        setEtherea(s, 1, 1);
        setEtherea(s, 2, 2);
        QVERIFY(!isLegal(s, u"play auraghost 1 p2"_s)); // holds 1: cannot be named
        QVERIFY(isLegal(s, u"play auraghost 1 p3"_s));
        QVERIFY(isLegal(s, u"play auraghost 1 p1"_s));
        const int forge = s.forge;
        QVERIFY(play(s, u"play auraghost 1 p3"_s));
        QCOMPARE(int(s.forge), forge + 2);
        QCOMPARE(int(s.player[2].etherea), 0);
        QCOMPARE(int(s.player[0].unity), 1);
        QCOMPARE(int(s.player[2].unity), 1);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // Malavestros' second action deactivates a Mourner: a deactivated card gives no end-of-round effect
    // that round (R-CLEAN-1), in digital play and at a table (where the app does not ask about it).
    void deactivatedMournerGivesNoEndOfRound_R_CLEAN_1_data()
    {
        QTest::addColumn<int>("mode");
        QTest::newRow("digital") << int(Mode::Digital);
        QTest::newRow("table") << int(Mode::Table);
    }
    void deactivatedMournerGivesNoEndOfRound_R_CLEAN_1()
    {
        QFETCH(int, mode);
        GameState s = emptyBoard(standardRuleset(), 2, Mode(mode));
        giveCourt(s, 0, u"malavestros"_s);
        giveMourner(s, 1, u"chanter-oolan"_s); // end of round: +1 Etherea
        setEtherea(s, 1, 0);
        QVERIFY(play(s, u"play malavestros 2"_s));
        if (s.decision() == Decision::Exhaust) // the only card is chosen without a question, or asked for
            QVERIFY(play(s, u"exhaust chanter-oolan"_s));
        QVERIFY(s.player[1].mourners.front().exhausted);
        Events ev;
        jumpTo(s, Phase::Cleanup, 0, &ev);
        QVERIFY(s.decision() != Decision::EndOfRound);
        QCOMPARE(int(s.player[1].etherea), 0);
        QVERIFY(!hasEvent(ev, EventType::EthereaChanged, "R-CLEAN-1"));
        QVERIFY(!s.player[1].mourners.front().exhausted); // ready for the next round
    }

    // R-WAL-1: an objective reached at any moment of the round counts, once, even when the state is gone by
    // clean-up (digital play; a table says it at clean-up).
    void wallowsObjectiveMetDuringTheRound_R_WAL_1()
    {
        GameState s = emptyBoard(standardRuleset(), 2, Mode::Digital);
        giveWallows(s, 0, u"bog-lantern-1"_s); // at least 4 Etherea: reward 1 Unity
        giveWallows(s, 1, u"weeping-causeway-1"_s); // also at least 4 Etherea
        setEtherea(s, 0, 5);
        setEtherea(s, 1, 3);
        s.resume(); // the engine sees the table as it is now (as after the step that brought the Etherea)
        QVERIFY(play(s, u"recruit mk"_s)); // p1 spends down to 2: the objective was reached before
        QCOMPARE(int(s.player[0].etherea), 2);
        QCOMPARE(s.player[0].wallowsMet, (std::vector<std::int16_t>{std::int16_t(s.rules().wallowsIndex(u"bog-lantern-1"_s))}));
        QVERIFY(s.player[1].wallowsMet.empty());
        const int unity0 = s.player[0].unity;
        Events ev;
        jumpTo(s, Phase::Cleanup, 0, &ev);
        QCOMPARE(int(s.player[0].unity), unity0 + 1); // rewarded once
        int resolved = 0;
        for (const auto &e : ev)
            if (e.type == EventType::WallowsResolved) {
                ++resolved;
                QCOMPARE(int(e.a), e.seat == 0 ? 1 : 0); // p1 completed, p2 did not
            }
        QCOMPARE(resolved, 2);
        QVERIFY(s.player[0].wallowsMet.empty()); // a new round starts afresh
    }

    // The four kinds of Mourner ability (D-MOURNER-ABILITY): once as the card comes into play, once per round
    // as an action (R-ACT-7), by itself at the start of a phase, and at clean-up (R-CLEAN-1).
    void onPlayAbilityWorksOnce_R_ACT_5()
    {
        const RulesetPtr rules = rulesWith([](QJsonObject &o) {
            changeMourner(o, u"ossuary-knight-vel"_s, [](QJsonObject &m) {
                m[u"kind"_s] = u"on-play"_s;
                m[u"effects"_s] = effect("unity", 2);
            });
        });
        QVERIFY(rules);
        GameState s = emptyBoard(rules, 2, Mode::Table);
        setEtherea(s, 0, 5);
        Events ev;
        QVERIFY(play(s, u"mourner bone"_s, &ev));
        QVERIFY(play(s, u"draw ossuary-knight-vel"_s, &ev));
        QCOMPARE(int(s.player[0].unity), 2);
        QVERIFY(hasEvent(ev, EventType::UnityChanged, "D-MOURNER-ABILITY"));
        QCOMPARE(s.currentSeat(), 1);
        QVERIFY(play(s, u"pass"_s));
        QVERIFY(!isLegal(s, u"activate ossuary-knight-vel"_s)); // not an activated ability
        jumpTo(s, Phase::Cleanup);
        QCOMPARE(int(s.player[0].unity), 2); // no second time
    }

    void triggeredAbilityAtItsPhase()
    {
        const RulesetPtr rules = rulesWith([](QJsonObject &o) {
            changeMourner(o, u"ossuary-knight-vel"_s, [](QJsonObject &m) {
                m[u"kind"_s] = u"triggered"_s;
                m[u"trigger"_s] = u"tithe"_s;
                m[u"effects"_s] = effect("etherea", 1);
            });
        });
        QVERIFY(rules);
        GameState s = emptyBoard(rules, 2, Mode::Digital);
        giveMourner(s, 1, u"ossuary-knight-vel"_s);
        setEtherea(s, 1, 0);
        Events ev;
        jumpTo(s, Phase::Dreadsgrip, 0, &ev); // on to the tithe
        QCOMPARE(s.phase, Phase::Tithe);
        QCOMPARE(int(s.player[1].etherea), 1);
        QVERIFY(hasEvent(ev, EventType::MournerTriggered, "D-MOURNER-ABILITY"));
        // Deactivated (Malavestros): it does not trigger this round.
        GameState off = emptyBoard(rules, 2, Mode::Digital);
        giveMourner(off, 1, u"ossuary-knight-vel"_s);
        off.player[1].mourners.front().exhausted = true;
        setEtherea(off, 1, 0);
        jumpTo(off, Phase::Dreadsgrip);
        QCOMPARE(int(off.player[1].etherea), 0);
    }

    void triggerMustNameAPhase()
    {
        QJsonObject o = QJsonDocument::fromJson(standardRulesetJson()).object();
        changeMourner(o, u"ossuary-knight-vel"_s, [](QJsonObject &m) { m[u"kind"_s] = u"triggered"_s; });
        RulesetResult r = parseRuleset(QJsonDocument(o).toJson());
        QVERIFY(!r.ruleset);
        QVERIFY2(mc::problemKeys(r.problems).contains(u"trigger"_s), qPrintable(mc::problemKeys(r.problems)));
        changeMourner(o, u"ossuary-knight-vel"_s, [](QJsonObject &m) { m[u"trigger"_s] = u"lunch"_s; });
        r = parseRuleset(QJsonDocument(o).toJson());
        QVERIFY(!r.ruleset);
        QVERIFY2(mc::problemKeys(r.problems).contains(u".trigger"_s), qPrintable(mc::problemKeys(r.problems)));
        changeMourner(o, u"ossuary-knight-vel"_s, [](QJsonObject &m) {
            m[u"kind"_s] = u"activated"_s;
            m[u"trigger"_s] = u"tithe"_s;
        });
        r = parseRuleset(QJsonDocument(o).toJson());
        QVERIFY(!r.ruleset);
        QVERIFY2(mc::problemKeys(r.problems).contains(u".trigger"_s), qPrintable(mc::problemKeys(r.problems)));
    }

    // R-CLEAN-1 at a table: a stand-in card stands for a printed card whose ability the app does not know, so
    // the table is asked about it as about an unnamed one; a digital game knows its cards and asks nothing.
    void tableIsAskedAboutStandInMourners_R_CLEAN_1()
    {
        GameState table = emptyBoard(standardRuleset(), 2, Mode::Table);
        giveMourner(table, 0, u"ossuary-knight-vel"_s); // a stand-in with an activated ability
        jumpTo(table, Phase::Cleanup);
        QCOMPARE(table.decision(), Decision::EndOfRound);
        QCOMPARE(table.currentSeat(), 0);
        QVERIFY(play(table, u"end-of-round no"_s));
        QVERIFY(table.decision() != Decision::EndOfRound);
        GameState digital = emptyBoard(standardRuleset(), 2, Mode::Digital);
        giveMourner(digital, 0, u"ossuary-knight-vel"_s);
        jumpTo(digital, Phase::Cleanup);
        QVERIFY(digital.decision() != Decision::EndOfRound);
    }

    // ---------- revision 1: the first reading, kept so that its saves replay ----------
    void revision1ForgeCoveringTheTitheSkippedTheBids()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        s.forge = 10;
        s.ethereaIn += 10;
        jumpTo(s, Phase::Tithe);
        QVERIFY(s.decision() != Decision::Bid);
        GameState now = emptyBoard(standardRuleset(), 2, Mode::Table);
        now.forge = 10;
        now.ethereaIn += 10;
        jumpTo(now, Phase::Tithe);
        QCOMPARE(now.decision(), Decision::Bid); // R-TITHE-2
    }

    void revision1ThreatWithoutCardNamedAGuild()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        addFigures(s, 0, kCrypt, CouncilOfOsteomancy, 1);
        s.threat = 9;
        QVERIFY(play(s, u"meter threat 10 p1"_s));
        QCOMPARE(s.decision(), Decision::ThreatCard);
        QVERIFY(play(s, u"lose-card none co"_s));
        QCOMPARE(s.player[0].guildTotal(CouncilOfOsteomancy), 0);
    }

    void revision1AuraghostNamedAnyone()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        giveCourt(s, 0, u"auraghost"_s);
        setEtherea(s, 1, 0);
        QVERIFY(isLegal(s, u"play auraghost 1 p2"_s));
    }

    void revision1SeverammSwappedInOneStep()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        giveMourner(s, 0, u"severamm"_s);
        giveCourt(s, 0, u"lantern-warden"_s);
        QVERIFY(!isLegal(s, u"activate severamm"_s));
        QVERIFY(play(s, u"activate severamm swap lantern-warden death"_s));
        QCOMPARE(s.currentSeat(), 1);
    }

    void revision1RavlatchDrewAtRandom()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        giveMourner(s, 0, u"relic-ravlatch"_s);
        QVERIFY(play(s, u"activate relic-ravlatch 1"_s));
        QCOMPARE(s.decision(), Decision::DrawWallows);
        QVERIFY(s.isChance());
    }

    void revision1DeactivatedStillEndedTheRound()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Digital);
        giveMourner(s, 1, u"chanter-oolan"_s);
        s.player[1].mourners.front().exhausted = true;
        setEtherea(s, 1, 0);
        jumpTo(s, Phase::Cleanup);
        QCOMPARE(int(s.player[1].etherea), 1);
    }

    void revision1TableWasNotAskedAtCleanUp()
    {
        GameState s = emptyBoard(revision1(), 2, Mode::Table);
        giveMourner(s, 1, u"chanter-oolan"_s);
        setEtherea(s, 1, 0);
        jumpTo(s, Phase::Cleanup);
        QVERIFY(s.decision() != Decision::EndOfRound);
        QCOMPARE(int(s.player[1].etherea), 1);
    }
};

QTEST_GUILESS_MAIN(TstRulebook)
#include "tst_rulebook.moc"
