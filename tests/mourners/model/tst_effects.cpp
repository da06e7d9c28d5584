// The card effect vocabulary of the ruleset (docs/ruleset-format.md): resources, meters, figures,
// steals and conditions, applied to the card's player; the meters' thresholds apply (R-SUSP-1).
#include "testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {
// The standard ruleset with the first action of the stand-in card "lantern-warden" replaced.
RulesetResult withLanternWarden(const QJsonArray &effects)
{
    QJsonObject o = QJsonDocument::fromJson(standardRulesetJson()).object();
    QJsonObject cards = o[u"cards"_s].toObject();
    QJsonArray court = cards[u"court"_s].toArray();
    for (int i = 0; i < court.size(); ++i) {
        QJsonObject c = court[i].toObject();
        if (c[u"id"_s].toString() == u"lantern-warden"_s) {
            QJsonArray options = c[u"options"_s].toArray();
            options[0] = effects;
            c[u"options"_s] = options;
            court[i] = c;
        }
    }
    cards[u"court"_s] = court;
    o[u"cards"_s] = cards;
    return parseRuleset(QJsonDocument(o).toJson());
}

QJsonObject effect(const QString &op, int amount, const QString &key = {}, const QString &value = {})
{
    QJsonObject e{{u"op"_s, op}, {u"amount"_s, amount}};
    if (!key.isEmpty())
        e[key] = value;
    return e;
}

// A 2-player table game at player 1's turn holding the card.
GameState atTurnWithCard(const RulesetPtr &rules)
{
    GameState s = GameState::newGame(rules, 2, 1, Mode::Table);
    while (s.decision() == Decision::KeepMotive)
        (void)play(s, u"keep bone"_s);
    while (!s.isTerminal() && s.decision() != Decision::Turn)
        s.applyUnchecked(firstNamed(s.legalActions()));
    s.player[std::size_t(s.currentSeat())].hand = {std::int16_t(rules->courtIndex(u"lantern-warden"_s))};
    return s;
}
} // namespace

class TestEffects : public QObject {
    Q_OBJECT

private slots:
    void figureStealAndConditions()
    {
        QJsonObject rich = effect(u"unity"_s, 2);
        rich[u"if"_s] = QJsonObject{{u"kind"_s, u"etherea"_s}, {u"n"_s, 6}};
        QJsonObject poor = effect(u"etherea"_s, 1);
        poor[u"if"_s] = QJsonObject{{u"kind"_s, u"influence"_s}, {u"of"_s, u"spirit"_s}, {u"n"_s, 9}};
        const RulesetResult rr = withLanternWarden(
            QJsonArray{effect(u"figure"_s, 1, u"guild"_s, u"gc"_s), effect(u"steal"_s, 2, u"faction"_s, u"flesh"_s), rich, poor});
        QVERIFY2(rr.ruleset, qPrintable(mc::problemKeys(rr.problems)));
        GameState s = atTurnWithCard(rr.ruleset);
        const int me = s.currentSeat(), other = 1 - me;
        setEtherea(s, me, 6);
        s.player[std::size_t(other)].influence = {0, 1, 0}; // only 1 Flesh to steal
        const int gc = s.player[std::size_t(me)].guildTotal(GravedancersCircle);
        const int unity = s.player[std::size_t(me)].unity;
        QVERIFY(play(s, u"play lantern-warden 1"_s));
        QCOMPARE(s.player[std::size_t(me)].guildTotal(GravedancersCircle), gc + 1);   // figure
        QCOMPARE(int(s.player[std::size_t(other)].influence[1]), 0);                 // steal what there is
        QCOMPARE(int(s.player[std::size_t(me)].influence[1]), 1);
        QCOMPARE(int(s.player[std::size_t(me)].unity), unity + 2);                    // condition met
        QCOMPARE(int(s.player[std::size_t(me)].etherea), 6);                          // condition not met
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // "move": figures from the player's Crypt to a named location, as many as there are up to the amount.
    void moveFromTheCrypt()
    {
        QJsonObject move = effect(u"move"_s, 3);
        move[u"location"_s] = 5;
        const RulesetResult rr = withLanternWarden(QJsonArray{move});
        QVERIFY2(rr.ruleset, qPrintable(mc::problemKeys(rr.problems)));
        GameState s = atTurnWithCard(rr.ruleset);
        const int me = s.currentSeat();
        const int inCrypt = s.player[std::size_t(me)].figuresAt(kCrypt);
        const int there = s.player[std::size_t(me)].figuresAt(CalvumHarrows);
        QVERIFY(inCrypt >= 1);
        QVERIFY(play(s, u"play lantern-warden 1"_s));
        const int moved = std::min(3, inCrypt);
        QCOMPARE(s.player[std::size_t(me)].figuresAt(CalvumHarrows), there + moved);
        QCOMPARE(s.player[std::size_t(me)].figuresAt(kCrypt), inCrypt - moved);
        QVERIFY(s.checkInvariants().isEmpty());
    }

    // A card's meter effect is caused by its player: suspicion reaching 13 costs them 3 Unity (R-SUSP-1).
    void meterEffectPunishesThePlayer_R_SUSP_1()
    {
        const RulesetResult rr = withLanternWarden(QJsonArray{effect(u"suspicion"_s, 2)});
        QVERIFY2(rr.ruleset, qPrintable(mc::problemKeys(rr.problems)));
        GameState s = atTurnWithCard(rr.ruleset);
        const int me = s.currentSeat();
        s.suspicion = 11;
        s.player[std::size_t(me)].unity = 5;
        QVERIFY(play(s, u"play lantern-warden 1"_s));
        QCOMPARE(int(s.suspicion), 12);
        QCOMPARE(int(s.player[std::size_t(me)].unity), 2);
    }

    void badEffectsAreRefused_data()
    {
        QTest::addColumn<QJsonArray>("effects");
        QTest::addColumn<QString>("field");
        QTest::newRow("figure without guild") << QJsonArray{effect(u"figure"_s, 1)} << u"options[0][0].guild"_s;
        QTest::newRow("negative steal") << QJsonArray{effect(u"steal"_s, -1, u"faction"_s, u"bone"_s)} << u"options[0][0].amount"_s;
        QJsonObject badIf = effect(u"unity"_s, 1);
        badIf[u"if"_s] = QJsonObject{{u"kind"_s, u"luck"_s}, {u"n"_s, 1}};
        QTest::newRow("unknown condition") << QJsonArray{badIf} << u"options[0][0].if.kind"_s;
        QTest::newRow("move without location") << QJsonArray{effect(u"move"_s, 1)} << u"options[0][0].location"_s;
    }

    void badEffectsAreRefused()
    {
        QFETCH(QJsonArray, effects);
        QFETCH(QString, field);
        const RulesetResult rr = withLanternWarden(effects);
        QVERIFY(!rr.ruleset);
        QVERIFY2(mc::problemKeys(rr.problems).contains(field), qPrintable(mc::problemKeys(rr.problems)));
    }
};

QTEST_GUILESS_MAIN(TestEffects)
#include "tst_effects.moc"
