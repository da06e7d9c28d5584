// The phase guide's words at a table: the Court draft told from the engine's draft plan, the Wallows
// cards named as they are dealt and their reward or penalty applied at clean-up, the end-of-round
// Mourners asked in order, the location and guild bonuses said where the table decides, singular and
// plural sentences, the card words of a choice row (its detail), and the owner's cards for a table game.

#include "decisiontexts.h"
#include "eventtext.h"
#include "gamecontroller.h"
#include "rulesetlibrary.h"
#include "seatprivacy.h"
#include "model/mourners/ruleset.h"

#include <QAbstractItemModelTester>
#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <algorithm>
#include <random>
#include <set>

#include "decisionstops.h"
#include "tablesetup.h"

using namespace Qt::StringLiterals;

namespace {

using mctest::applyAll;

// A table game of Ada, Bo, Cy and Di (seed 11).
QVariantMap setup(int players, const QVariantList &mourners = {})
{
    return mctest::tableSetup(players, 11, mourners);
}

/// English numerus forms as the English translation gives them ("%n figure(s)": "1 figure", "2 figures"),
/// so that a sentence that forgets its number (n = -1) shows as "1 figures" and fails.
class EnglishPlurals : public QTranslator
{
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    [[nodiscard]] QString translate(const char *, const char *source, const char *, int n) const override
    {
        if (n < 0)
            return {};
        QString s = QString::fromUtf8(source);
        s.replace(u"(s)"_s, n == 1 ? QString() : u"s"_s);
        return s;
    }
};

QStringList labels(const GameController &c)
{
    QStringList out;
    for (const ChoiceRow &r : c.guide()->choiceModel()->rows())
        out << r.label;
    return out;
}

/// The row whose label is `label`, -1 if none.
int rowLabelled(const GameController &c, const QString &label)
{
    return int(labels(c).indexOf(label));
}

int etherea(const GameController &c, int seat)
{
    return c.game().state().player[std::size_t(seat)].etherea;
}

/// Distribution with dice 12 and piles 5, 4, 2, 1 (14 and 5, 4, 3, 2, 0 for four); everyone takes a pile.
bool distribute(GameController &c, int players)
{
    QStringList steps{players == 4 ? u"dice 14"_s : u"dice 12"_s, u"pile 5"_s, u"pile 4"_s};
    if (players == 4)
        steps << u"pile 3"_s << u"pile 2"_s;
    else
        steps << u"pile 2"_s;
    for (int p = 0; p < players; ++p)
        steps << u"take %1"_s.arg(p + 1);
    return applyAll(c, steps);
}

/// The Etherea distributed (distribute()), then every Wallows and Court card dealt left unnamed: the
/// first turn of round 1.
bool toFirstTurn(GameController &c, int players)
{
    if (!distribute(c, players))
        return false;
    while (c.guide()->decisionKind() == u"deal-wallows"_s || c.guide()->decisionKind() == u"deal-court"_s)
        if (!applyAll(c, {u"draw unknown"_s}))
            return false;
    return c.guide()->decisionKind() == u"turn"_s;
}

} // namespace

class TestGuideTexts : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    EnglishPlurals m_plurals;

    GameController *controller(QObject *parent, const QString &sub)
    {
        auto *c = new GameController(parent);
        c->setAutosaveDirectory(m_dir.filePath(sub));
        c->autosave()->waitForScan();
        return c;
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        QCoreApplication::installTranslator(&m_plurals);
    }

    // R-DRAFT-1..3: the draft is told from mc::draftPlan (cards dealt, passed, kept) and mc::draftPassTarget
    // (who passes to whom): clockwise in odd rounds, counter-clockwise in even ones, at 3 and 4 players.
    void draftTextFollowsTheDraftPlan_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<int>("round");
        QTest::addColumn<int>("dealt"); // the rulebook's table, R-DRAFT-1
        QTest::addColumn<QString>("passes");
        QTest::newRow("3 players, round 1") << 3 << 1 << 4 << u"Ada → Bo, Bo → Cy, Cy → Ada"_s;
        QTest::newRow("3 players, round 2") << 3 << 2 << 4 << u"Ada → Cy, Bo → Ada, Cy → Bo"_s;
        QTest::newRow("4 players, round 1") << 4 << 1 << 3 << u"Ada → Bo, Bo → Cy, Cy → Di, Di → Ada"_s;
        QTest::newRow("4 players, round 2") << 4 << 2 << 3 << u"Ada → Di, Bo → Ada, Cy → Bo, Di → Cy"_s;
    }
    void draftTextFollowsTheDraftPlan()
    {
        QFETCH(int, players);
        QFETCH(int, round);
        QFETCH(int, dealt);
        QFETCH(QString, passes);
        mc::GameState s = mc::GameState::newGame(mc::standardRuleset(), players, 3, mc::Mode::Table);
        s.round = std::int16_t(round);
        const mc::DraftPlan plan = mc::draftPlan(s.rules(), players, round);
        QCOMPARE(plan.dealt, dealt);
        const DecisionTexts texts(EventText(s.rules(), {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}, true));
        const QString text = texts.draftPlanText(s);
        QVERIFY2(text.startsWith(u"Deal %1 Court cards face down to each player, then: keep 1 and pass %2 "_s.arg(plan.dealt)
                                         .arg(plan.dealt - 1)),
                 qPrintable(text));
        QVERIFY2(text.contains(round % 2 ? u"clockwise, as in every odd round ("_s + passes + u')'
                                         : u"counter-clockwise, as in every even round ("_s + passes + u')'),
                 qPrintable(text));
        // One step per pass (R-DRAFT-2): keep 1 and pass one card fewer each time, then the last card.
        for (int pass = 1; pass < plan.passes; ++pass)
            QVERIFY2(text.contains(u"; keep 1 and pass %1"_s.arg(plan.dealt - 1 - pass)), qPrintable(text));
        QVERIFY2(text.contains(u"; keep the last card received. Each player ends with %1 Court cards."_s.arg(plan.kept)),
                 qPrintable(text));
    }

    // At a table the app waits for the draft (R-DRAFT-1..3): after the Wallows deals the guide tells the
    // round's draft and offers one choice, "The draft is done"; then the first turn comes.
    void tableWaitsForTheDraft()
    {
        QObject owner;
        GameController *c = controller(&owner, u"draft"_s);
        QAbstractItemModelTester tester(c->guide()->choiceModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY2(c->newTableGame(setup(3)), qPrintable(c->lastError()));
        QVERIFY(distribute(*c, 3));
        for (int p = 0; p < 3; ++p) {
            QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
            QVERIFY(applyAll(*c, {u"draw unknown"_s}));
        }
        QCOMPARE(c->guide()->decisionKind(), u"deal-court"_s);
        QCOMPARE(c->guide()->decisionText(), u"Round 1: deal and draft the Court cards at the table."_s);
        QVERIFY2(c->guide()->guideText().startsWith(u"Deal 4 Court cards face down to each player, then: keep 1 and pass 3 "
                                                    "clockwise, as in every odd round (Ada → Bo, Bo → Cy, Cy → Ada); keep 1 "
                                                    "and pass 2; keep 1 and pass 1; keep the last card received."_s),
                 qPrintable(c->guide()->guideText()));
        QCOMPARE(labels(*c), QStringList{u"The draft is done"_s});
        QVERIFY(c->guide()->choiceModel()->apply(0));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        for (int p = 0; p < 3; ++p)
            QCOMPARE(c->game().state().player[std::size_t(p)].hand.size(), std::size_t(4)); // R-DRAFT-2: 4 kept
    }

    // R-WAL-1 at a table: each face-up Wallows card is named (or unknown) as it is dealt, stand-ins marked;
    // at clean-up the table is asked per player in turn order and the named card's reward or penalty applies.
    // Also: the end-of-round Mourners in play are asked in order, and a named one's effect applies (R-CLEAN-1);
    // a location's bonus is said where its holder decides (R-LOC-1).
    void wallowsAndCleanUpApplyNamedCards()
    {
        QObject owner;
        GameController *c = controller(&owner, u"wallows"_s);
        // Three starting Mourners with an end-of-round ability (+1 Etherea), and one with a once-per-round
        // ability that is not applied at clean-up.
        QVERIFY2(c->newTableGame(setup(4, mctest::mournerCards({u"brother-calcine"_s, u"madam-sinew"_s,
                                                               u"chanter-oolan"_s, u"ossuary-knight-vel"_s}))),
                 qPrintable(c->lastError()));
        QVERIFY(distribute(*c, 4));

        // Ada is dealt Drowned Bell I (reward +2 Etherea, penalty Suspicion +1), Bo Drowned Bell II (penalty
        // Threat +1), Cy an unknown card, Di Bog Lantern I (reward +1 Unity).
        const mc::Ruleset &r = c->game().state().rules();
        QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
        QCOMPARE(c->guide()->decisionText(), u"Which Wallows card was dealt face up to Ada?"_s);
        QVERIFY(labels(*c).contains(u"Unknown card"_s));
        const int bell = rowLabelled(*c, u"Drowned Bell I (stand-in)"_s);
        QVERIFY2(bell >= 0, qPrintable(labels(*c).join(u" | "_s)));
        // The row's detail is the card in words, marked as a stand-in (issue 11: card text everywhere).
        const QString detail = c->guide()->choiceModel()->rows().at(bell).detail;
        QCOMPARE(detail, u"Stand-in card, not a printed card. Objective: have at least 3 Unity. Reward: gain 2 Etherea. "
                         "Penalty: raise Suspicion by 1."_s);
        QVERIFY(c->guide()->choiceModel()->apply(bell));
        QCOMPARE(c->guide()->decisionText(), u"Which Wallows card was dealt face up to Bo?"_s);
        QVERIFY(applyAll(*c, {u"draw drowned-bell-2"_s, u"draw unknown"_s, u"draw bog-lantern-1"_s}));
        QCOMPARE(c->game().state().player[0].wallows, std::vector<std::int16_t>{std::int16_t(r.wallowsIndex(u"drowned-bell-1"_s))});
        // The players' panels show each card the table entered, its objective and how far it is met;
        // a card it did not name shows as such.
        {
            const auto cardOf = [&](int seat) {
                const QVariantList cards = c->table()->players()->toList().at(seat).toMap().value(u"wallowsCards"_s).toList();
                return cards.size() == 1 ? cards.constFirst().toMap() : QVariantMap();
            };
            const QVariantMap ada = cardOf(0);
            QCOMPARE(ada.value(u"name"_s).toString(), u"Drowned Bell I"_s);
            QCOMPARE(ada.value(u"objective"_s).toString(), u"have 3 Unity: +2 Etherea; if not: Suspicion +1"_s);
            const int unity = c->game().state().player[0].unity;
            QCOMPARE(ada.value(u"progress"_s).toString(), u"%1 of 3"_s.arg(std::min(unity, 3)));
            QCOMPARE(ada.value(u"done"_s).toBool(), unity >= 3);
            QCOMPARE(cardOf(1).value(u"name"_s).toString(), u"Drowned Bell II"_s);
            QCOMPARE(cardOf(2).value(u"name"_s).toString(), u"a Wallows card the table did not name"_s);
            QVERIFY(!cardOf(2).value(u"known"_s).toBool());
            QCOMPARE(cardOf(3).value(u"objective"_s).toString().left(5), u"have "_s);
        }
        QVERIFY(applyAll(*c, {u"draw unknown"_s}));

        // R-LOC-1: Ada alone at the Dirth Forge; everyone passes.
        QVERIFY(c->changeFigure(0, 1, u"mk"_s, 1));
        QVERIFY(applyAll(*c, {u"pass"_s, u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(applyAll(*c, {u"bid 0"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"location-action"_s);
        QCOMPARE(c->guide()->decisionText(), u"Ada may perform the action of 1 Dirth Forge."_s);
        // What it does, in the line below the question (the question stays short: the choices keep their room).
        QVERIFY2(c->guide()->guideText().startsWith(u"The action: take 3 Etherea. All of it or none; Ada has the majority here."_s),
                 qPrintable(c->guide()->guideText()));
        QVERIFY2(labels(*c).contains(u"Yes: take 3 Etherea"_s), qPrintable(labels(*c).join(u" | "_s)));
        while (c->guide()->decisionKind() == u"location-action"_s || c->guide()->decisionKind() == u"guild-action"_s
               || c->guide()->decisionKind() == u"alltaker-tie"_s || c->guide()->decisionKind() == u"pay-influence"_s)
            QVERIFY(applyAll(*c, {c->guide()->decisionKind() == u"alltaker-tie"_s ? u"tie no"_s
                               : c->guide()->decisionKind() == u"pay-influence"_s ? c->legalActions().value(0)
                                                                                   : u"skip"_s}));

        // R-CLEAN-1: every end-of-round Mourner, in turn order from the first player; Yes applies +1 Etherea.
        QStringList asked;
        for (int seat = 0; seat < 3; ++seat) {
            QCOMPARE(c->guide()->decisionKind(), u"end-of-round"_s);
            QCOMPARE(c->guide()->currentSeat(), seat);
            asked << c->guide()->currentName();
            const int yes = rowLabelled(*c, u"Yes, it applies: gain 1 Etherea"_s);
            QVERIFY2(yes >= 0, qPrintable(labels(*c).join(u" | "_s)));
            QVERIFY(c->guide()->choiceModel()->rows().at(yes).detail.contains(u"At the end of each round: gain 1 Etherea."_s));
            const int before = etherea(*c, seat);
            QVERIFY(c->guide()->choiceModel()->apply(yes));
            QCOMPARE(etherea(*c, seat), before + 1);
        }
        QCOMPARE(asked, (QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        // Di's stand-in is asked too (its printed card may have one), but its once-per-round effect is not applied.
        QCOMPARE(c->guide()->decisionKind(), u"end-of-round"_s);
        QCOMPARE(c->guide()->currentName(), u"Di"_s);
        QVERIFY(c->guide()->guideText().contains(u"does not know the end-of-round ability"_s));
        const int diBefore = etherea(*c, 3);
        QVERIFY(applyAll(*c, {u"end-of-round yes"_s}));
        QCOMPARE(etherea(*c, 3), diBefore);

        // R-WAL-1: Ada completed Drowned Bell I (+2 Etherea); Bo did not complete Drowned Bell II (Threat +1).
        QCOMPARE(c->guide()->decisionKind(), u"wallows-result"_s);
        QCOMPARE(c->guide()->decisionText(), u"Clean-up: did Ada complete the Wallows card Drowned Bell I?"_s);
        QCOMPARE(labels(*c), (QStringList{u"Not completed: raise Suspicion by 1"_s, u"Completed: gain 2 Etherea"_s}));
        const int adaBefore = etherea(*c, 0);
        const int suspicion = c->game().state().suspicion;
        QVERIFY(c->guide()->choiceModel()->apply(rowLabelled(*c, u"Completed: gain 2 Etherea"_s)));
        QCOMPARE(etherea(*c, 0), adaBefore + 2);
        QCOMPARE(int(c->game().state().suspicion), suspicion);
        QCOMPARE(c->guide()->currentName(), u"Bo"_s);
        const int threat = c->game().state().threat;
        QVERIFY(c->guide()->choiceModel()->apply(rowLabelled(*c, u"Not completed: raise Threat by 1"_s)));
        QCOMPARE(int(c->game().state().threat), threat + 1);
        // Cy's card was not named: the answer is the table's, its effect a correction.
        QCOMPARE(c->guide()->currentName(), u"Cy"_s);
        QCOMPARE(labels(*c), (QStringList{u"Not completed"_s, u"Completed"_s}));
        QVERIFY(applyAll(*c, {u"wallows unknown failed"_s}));
        // Di: Bog Lantern I has no penalty.
        QCOMPARE(labels(*c), (QStringList{u"Not completed (no penalty)"_s, u"Completed: gain 1 Unity"_s}));
    }

    // R-MAJ-3: the Alltaker's question names the tied location, and once its holder has taken the tie
    // the majority row says who has it instead of "tie".
    void alltakerTieNamesTheLocation()
    {
        QObject owner;
        GameController *c = controller(&owner, u"alltaker"_s);
        QVERIFY2(c->newTableGame(setup(4)), qPrintable(c->lastError()));
        QVERIFY(toFirstTurn(*c, 4));
        const int holder = c->game().state().alltaker;
        const int other = (holder + 1) % 4;
        // One figure each at the Dirth Forge: a tie between the Alltaker's holder and the next player.
        QVERIFY(c->changeFigure(holder, 1, u"mk"_s, 1));
        QVERIFY(c->changeFigure(other, 1, u"cs"_s, 1));
        QVERIFY(applyAll(*c, {u"pass"_s, u"pass"_s, u"pass"_s, u"pass"_s}));
        while (c->guide()->decisionKind() == u"bid"_s)
            QVERIFY(applyAll(*c, {u"bid 0"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"alltaker-tie"_s);
        const QString name = c->guide()->currentName();
        QCOMPARE(c->guide()->decisionText(), u"%1 may use the Alltaker to win the tie at 1 Dirth Forge."_s.arg(name));
        const QVariantMap before = c->guide()->majorities()->toList().at(0).toMap();
        QVERIFY(before.value(u"tied"_s).toBool());
        QVERIFY(applyAll(*c, {u"tie yes"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"location-action"_s);
        const QVariantMap after = c->guide()->majorities()->toList().at(0).toMap();
        QVERIFY(!after.value(u"tied"_s).toBool());
        QCOMPARE(after.value(u"leader"_s).toInt(), holder);
        QVERIFY2(after.value(u"summary"_s).toString().endsWith(u"→ %1 (Alltaker)"_s.arg(name)),
                 qPrintable(after.value(u"summary"_s).toString()));
    }

    // R-TITHE-3/4: the Forge paid the whole tithe; the bid's guide says what each bid gains, and that the
    // other bids gain nothing when the highest bids tie (it read "other bids +1" whatever the tie).
    void forgePaidTitheSaysWhatATieGives()
    {
        QObject owner;
        GameController *c = controller(&owner, u"forge-tithe"_s);
        QVERIFY2(c->newTableGame(setup(3)), qPrintable(c->lastError()));
        QVERIFY(toFirstTurn(*c, 3));
        QVERIFY(applyAll(*c, {u"p1 adjust forge +20"_s}));
        QVERIFY(applyAll(*c, {u"pass"_s, u"pass"_s, u"pass"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QCOMPARE(c->game().state().tithePending(), 0);
        QVERIFY2(c->guide()->guideText().contains(
                         u"highest bid alone +3 Unity and other bids +1; tied highest bids +1 each and other bids nothing; a bid of 0 −1."_s),
                 qPrintable(c->guide()->guideText()));
    }

    // R-DIST-3: two piles of one size are both buttons; the later one takes a pile of that size (the
    // engine offers one pile per size), never a disabled button that reads as taken.
    void samePileSizesAreBothChoices()
    {
        QObject owner;
        GameController *c = controller(&owner, u"samepile"_s);
        QVERIFY2(c->newTableGame(setup(3)), qPrintable(c->lastError()));
        QVERIFY(applyAll(*c, {u"dice 12"_s, u"pile 5"_s, u"pile 5"_s, u"pile 2"_s}));
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        const QList<ChoiceRow> rows = c->guide()->choiceModel()->rows();
        const int second = rowLabelled(*c, u"Pile 2: 5 Etherea"_s);
        QVERIFY2(second >= 0, qPrintable(labels(*c).join(u" | "_s)));
        QVERIFY(rows.at(rowLabelled(*c, u"Pile 1: 5 Etherea"_s)).enabled);
        QVERIFY(rows.at(second).enabled);
        QVERIFY(rows.at(rowLabelled(*c, u"Pile 3: 2 Etherea"_s)).enabled);
        const int seat = c->game().state().currentSeat();
        const int before = etherea(*c, seat);
        QVERIFY(c->guide()->choiceModel()->apply(second));
        QCOMPARE(etherea(*c, seat), before + 5);
        // The next player: one pile of 5 is taken (a disabled button, with why), the other is offered.
        const QList<ChoiceRow> next = c->guide()->choiceModel()->rows();
        int taken = 0, offered = 0;
        for (const ChoiceRow &row : next) {
            if (!row.label.contains(u": 5 Etherea"_s))
                continue;
            (row.enabled ? offered : taken) += 1;
            if (!row.enabled)
                QCOMPARE(row.whyNot, u"Another player took this pile."_s);
        }
        QCOMPARE(taken, 1);
        QCOMPARE(offered, 1);
    }

    // R-DIST-3 in digital play: the player who picks is asked, not the table about them.
    void digitalPileQuestionAsksThePlayer()
    {
        QObject owner;
        GameController *c = controller(&owner, u"pile"_s);
        QVERIFY(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}}, {u"kinds"_s, QStringList(2, u"person"_s)},
                                   {u"seed"_s, 4}}));
        for (int guard = 0; guard < 100 && c->guide()->decisionKind() != u"pick-pile"_s; ++guard) {
            if (c->seats()->handOffNeeded())
                c->revealPrivate();
            QVERIFY(c->guide()->choiceModel()->apply(0));
        }
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        const QString text = c->guide()->guideText();
        QVERIFY2(text.startsWith(c->guide()->currentName() + u", which pile do you take?"_s), qPrintable(text));
        QVERIFY(!text.contains(u"did"_s));
    }

    // Plurals: one figure, one Etherea (issue 10: "1 figures", "1 Etherea are").
    void singularAndPlural()
    {
        const mc::RulesetPtr rules = mc::standardRuleset();
        const EventText text(*rules, {u"Ada"_s, u"Bo"_s}, true);
        mc::Event tie{mc::EventType::Majority};
        tie.a = 0;
        tie.b = 0;
        tie.v = 1;
        tie.w = 1;
        QVERIFY2(text.sentence(tie).startsWith(u"Nobody has the majority of 1 Dirth Forge: tied at 1 figure."_s),
                 qPrintable(text.sentence(tie)));
        tie.v = 2;
        QVERIFY2(text.sentence(tie).startsWith(u"Nobody has the majority of 1 Dirth Forge: tied at 2 figures."_s),
                 qPrintable(text.sentence(tie)));
        mc::Event count{mc::EventType::MajorityCount};
        count.seat = 0;
        count.a = 1;
        count.b = mc::MortisKnighthood;
        count.v = 1;
        QVERIFY2(text.sentence(count).startsWith(u"Ada has 1 figure for Mortis Knighthood."_s), qPrintable(text.sentence(count)));
        mc::Event crowded{mc::EventType::OverCrowded};
        crowded.a = 2;
        crowded.v = 1;
        crowded.w = 0;
        QVERIFY2(text.sentence(crowded).startsWith(u"3 Curio Cryptus is over-crowded: 1 figure, the limit is 0."_s),
                 qPrintable(text.sentence(crowded)));
        // R-TITHE-2: the reveal says what is missing, or that nothing is ("0 still missing" read oddly).
        mc::Event revealed{mc::EventType::BidsRevealed};
        revealed.v = 3;
        revealed.w = 2;
        QVERIFY2(text.sentence(revealed).startsWith(u"The bids are revealed: 3 Etherea in all, 2 still missing."_s),
                 qPrintable(text.sentence(revealed)));
        revealed.w = 0;
        QVERIFY2(text.sentence(revealed).startsWith(u"The bids are revealed: 3 Etherea in all, the tithe is paid."_s),
                 qPrintable(text.sentence(revealed)));
        // R-DIST-3: a pile's choice says what it brought; the log does not repeat it line by line.
        const auto event = [](mc::EventType type, int seat, const char *rule) {
            mc::Event e{type};
            e.seat = std::int8_t(seat);
            e.rule = rule;
            return e;
        };
        const mc::Events pile{event(mc::EventType::PileTaken, 1, "R-DIST-3"),
                              event(mc::EventType::EthereaChanged, 1, "R-DIST-3"),
                              event(mc::EventType::InfluenceInstead, 0, "R-DIST-3"),
                              event(mc::EventType::InfluenceChanged, 0, "R-DIST-3"),
                              event(mc::EventType::InfluenceChanged, 0, "R-DIST-3"),
                              event(mc::EventType::EthereaChanged, 0, "R-LOC-1"),
                              event(mc::EventType::EthereaChanged, 1, "R-DIST-3"),
                              event(mc::EventType::MajorityCount, -1, "R-MAJ-1")};
        QList<bool> own;
        for (std::size_t i = 0; i < pile.size(); ++i)
            own << EventText::ownLogLine(pile, i);
        QCOMPARE(own, (QList<bool>{true, false, true, false, false, true, true, false}));
        // R-ACT-3: a theft is one line ("Bo took 1 Bone Influence from Ada"), not also the loss and the gain.
        const auto influence = [&](int seat, int faction, int delta, const char *rule) {
            mc::Event e = event(mc::EventType::InfluenceChanged, seat, rule);
            e.a = std::int8_t(faction);
            e.v = std::int16_t(delta);
            return e;
        };
        mc::Event stolen = event(mc::EventType::Stolen, 1, "R-ACT-3");
        stolen.a = 0;
        stolen.b = 0;
        stolen.v = 1;
        mc::Event stolenSpirit = stolen;
        stolenSpirit.a = 2;
        const mc::Events theft{influence(0, 0, -1, "R-ACT-3"), influence(0, 2, -1, "R-ACT-3"),
                               influence(1, 0, 1, "R-ACT-3"),  influence(1, 2, 1, "R-ACT-3"),
                               stolen, stolenSpirit, influence(1, 1, 2, "R-LOC-4")};
        own.clear();
        for (std::size_t i = 0; i < theft.size(); ++i)
            own << EventText::ownLogLine(theft, i);
        QCOMPARE(own, (QList<bool>{false, false, false, false, true, true, true}));
        // R-TITHE-1, D-FORGE: the Forge's Etherea beyond the tithe is said to go back to the supply.
        mc::Event owed{mc::EventType::TitheOwed};
        owed.v = 3;
        owed.w = 3;
        QVERIFY2(text.sentence(owed).startsWith(u"The tithe is 3 Etherea; the Dirth Forge pays 3 of it."_s),
                 qPrintable(text.sentence(owed)));
        owed.a = 2;
        QVERIFY2(text.sentence(owed).startsWith(
                     u"The tithe is 3 Etherea; the Dirth Forge pays 3 of it and returns the rest, 2 Etherea, to the supply."_s),
                 qPrintable(text.sentence(owed)));
        // R-LOC-1, R-GUILD-5 in words.
        QCOMPARE(DecisionTexts::locationBonus(*rules, mc::DirthForge), u"take 3 Etherea"_s);
        QCOMPARE(DecisionTexts::guildBonus(*rules, mc::GravedancersCircle), u"lower Threat by 1 and take 1 Unity"_s);
    }

    // R-ACT-6: once a relocation has moved a figure (in digital play the app moves the first when it is
    // the only choice), its buttons say so: "Move another …", "Done: 1 figure moved", and the question
    // tells how many moved from where to where. A person read "Move a … figure" as the first and paid twice.
    void relocationUnderWaySaysWhatMoved()
    {
        int seen = 0;
        mctest::randomPlayouts(1, 2, 6, [&](const mc::Game &game) {
            const mc::GameState &s = game.state();
            if (s.decision() != mc::Decision::RelocateAdd || s.tasks.empty())
                return;
            const int moved = s.tasks.front().v;
            const DecisionTexts texts(game, [](int) { return false; });
            const QList<ChoiceRow> rows = texts.choiceRows(s, s.legalActions());
            for (const ChoiceRow &row : rows) {
                const mc::ActionType type = mc::ActionType(row.extra.value(u"type"_s).toInt());
                if (type == mc::ActionType::RelocateAdd)
                    QVERIFY2(row.label.startsWith(moved > 0 ? u"Move another "_s : u"Move a "_s), qPrintable(row.label));
                if (type == mc::ActionType::RelocateDone && moved > 0)
                    QCOMPARE(row.label, moved == 1 ? u"Done: 1 figure moved"_s : u"Done: %1 figures moved"_s.arg(moved));
            }
            if (moved > 0) {
                const QString expected = u" moved %1 figure%2 from %3 to %4."_s.arg(moved).arg(moved == 1 ? u""_s : u"s"_s,
                                             texts.names().placeName(s.tasks.front().a), texts.names().placeName(s.tasks.front().b));
                QVERIFY2(texts.decision(s).contains(expected), qPrintable(texts.decision(s) + u" / "_s + expected));
                ++seen;
            }
        });
        QVERIFY2(seen > 5, "few relocations moved a figure and went on");
    }

    // R-ACT-6: the figures of a relocation under way keep their places in the list: a guild whose last
    // figure at the place left has moved stays as a disabled button (the rows after it moved up under the
    // pointer, and a second tap at the same place moved a figure of the next guild).
    void relocationKeepsItsFiguresInPlace()
    {
        int kept = 0;
        mctest::randomPlayouts(1, 3, 10, [&](const mc::Game &game) {
            const mc::GameState &s = game.state();
            if (s.decision() != mc::Decision::RelocateAdd || s.tasks.empty())
                return;
            // The guilds the relocation could move at its start: those at the place left now and those
            // moved since the route was chosen.
            std::set<int> atStart;
            for (int g = 0; g < mc::kGuilds; ++g)
                if (s.player[std::size_t(s.currentSeat())].figures[std::size_t(s.tasks.front().a)][std::size_t(g)] > 0)
                    atStart.insert(g);
            for (auto it = game.actions().crbegin(); it != game.actions().crend() && it->type == mc::ActionType::RelocateAdd; ++it)
                atStart.insert(it->a);
            const DecisionTexts texts(game, [](int) { return false; });
            QList<ChoiceRow> rows = texts.choiceRows(s, s.legalActions());
            texts.keepMovedGuilds(game, s, rows);
            std::vector<int> shown;
            int disabled = 0;
            for (const ChoiceRow &row : std::as_const(rows)) {
                const int type = row.extra.value(u"type"_s).toInt();
                if (type == int(mc::ActionType::RelocateAdd) || (type == -1 && !row.enabled)) {
                    shown.push_back(row.extra.value(u"a"_s).toInt());
                    disabled += row.enabled ? 0 : 1;
                    if (!row.enabled)
                        QVERIFY2(row.whyNot.startsWith(u"Every "_s) && row.label.startsWith(u"Move another "_s), qPrintable(row.label));
                }
            }
            QCOMPARE(shown, std::vector<int>(atStart.cbegin(), atStart.cend())); // every guild, in one order
            kept += disabled;
        });
        QVERIFY2(kept > 0, "no relocation moved the last figure of a guild and went on");
    }

    // The same on the game's screen, in hot-seat play (the guide lists the choices from a copy of the
    // state seen by the seat that holds the laptop): a guild whose figures at the place left have all
    // moved is a disabled button in the controller's rows, and a later pile of a size offered is a live one.
    void controllerKeepsMovedGuildsAndEqualPiles()
    {
        int kept = 0, equalPiles = 0;
        for (int seed = 1; seed <= 6 && (kept == 0 || equalPiles == 0); ++seed) {
            QObject owner;
            GameController *c = controller(&owner, u"kept%1"_s.arg(seed));
            QVERIFY(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                       {u"kinds"_s, QStringList(3, u"person"_s)},
                                       {u"seed"_s, seed}}));
            std::mt19937 rng{std::uint32_t(seed)};
            for (int step = 0; step < 400 && !c->game().state().isTerminal(); ++step) {
                if (c->seats()->handOffNeeded())
                    c->revealPrivate();
                const mc::GameState &s = c->game().state();
                const QList<ChoiceRow> rows = c->guide()->choiceModel()->rows();
                if (s.decision() == mc::Decision::RelocateAdd && !s.tasks.empty()) {
                    std::set<int> moved;
                    for (auto it = c->game().actions().crbegin();
                         it != c->game().actions().crend() && it->type == mc::ActionType::RelocateAdd; ++it)
                        moved.insert(it->a);
                    for (const int g : moved) {
                        if (s.player[std::size_t(s.currentSeat())].figures[std::size_t(s.tasks.front().a)][std::size_t(g)] > 0)
                            continue;
                        const bool shown = std::any_of(rows.cbegin(), rows.cend(), [g](const ChoiceRow &row) {
                            return !row.enabled && row.extra.value(u"type"_s).toInt() == -1 && row.extra.value(u"a"_s).toInt() == g;
                        });
                        QVERIFY2(shown, "a guild moved off the place has no disabled row");
                        ++kept;
                    }
                }
                if (s.decision() == mc::Decision::PickPile) {
                    for (const ChoiceRow &row : rows) {
                        const int pile = row.extra.value(u"type"_s).toInt() == int(mc::ActionType::TakePile)
                                                 ? row.extra.value(u"a"_s).toInt() : -1;
                        if (pile >= 0 && !row.label.startsWith(u"Pile %1:"_s.arg(pile + 1)))
                            ++equalPiles; // a later pile's button, taking the equal pile the engine offers
                    }
                }
                QList<int> enabled;
                for (qsizetype r = 0; r < rows.size(); ++r)
                    if (rows.at(r).enabled)
                        enabled << int(r);
                if (enabled.isEmpty())
                    break;
                QVERIFY(c->guide()->choiceModel()->apply(enabled.at(int(rng() % std::uint32_t(enabled.size())))));
            }
        }
        QVERIFY2(kept > 0, "no relocation moved the last figure of a guild and went on");
        QVERIFY2(equalPiles > 0, "no two piles of one size");
    }

    // The "why" panel (automatic results with their reasons) comes back with a game opened again, and
    // after an undo says what the steps still played said, not nothing: it is read from the record.
    void whyPanelComesBackWithTheGame()
    {
        QObject owner;
        GameController *c = controller(&owner, u"why"_s);
        QVERIFY(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}}, {u"kinds"_s, QStringList(2, u"person"_s)},
                                   {u"seed"_s, 11}}));
        std::mt19937 rng{11};
        for (int step = 0; step < 600 && c->guide()->whyResults()->count() < 8 && !c->gameOver(); ++step) {
            if (c->seats()->handOffNeeded())
                c->revealPrivate();
            const QList<ChoiceRow> rows = c->guide()->choiceModel()->rows();
            QList<int> enabled;
            for (qsizetype r = 0; r < rows.size(); ++r)
                if (rows.at(r).enabled)
                    enabled << int(r);
            QVERIFY(!enabled.isEmpty());
            QVERIFY(c->guide()->choiceModel()->apply(enabled.at(int(rng() % std::uint32_t(enabled.size())))));
        }
        const QVariantList shown = c->guide()->whyResults()->toList();
        QVERIFY2(shown.size() >= 8, "the game gave few automatic results");
        c->autosave()->waitForWrites();

        GameController *again = controller(&owner, u"why-again"_s);
        QVERIFY(again->load(c->autosave()->path()));
        QCOMPARE(again->guide()->whyResults()->toList(), shown);

        // Undo keeps what the steps before said.
        const int steps = c->log()->stepCount();
        int undone = 0;
        while (c->log()->stepCount() == steps && undone < 5 && c->undo())
            ++undone;
        QVERIFY(c->guide()->whyResults()->count() > 0);
    }

    // R-LOC-8/9/10: the choice says how much Influence it gives now (a person took Higst Athenaeum's
    // action for nothing, not knowing it counted no figure of theirs); the number is what the engine gives.
    void countingLocationsSayWhatTheyGive()
    {
        int seen = 0;
        mctest::randomPlayouts(0, 3, 12, [&](const mc::Game &game) {
            const mc::GameState &s = game.state();
            if (s.decision() != mc::Decision::LocationAction
                || (s.resolveIndex != mc::HigstAthenaeum && s.resolveIndex != mc::Voxxingard && s.resolveIndex != mc::CryptusAkhor))
                return;
            const DecisionTexts texts(game, [](int) { return false; });
            const std::vector<mc::Action> legal = s.legalActions();
            for (const mc::Action &a : legal) {
                if (a.type != mc::ActionType::Choose || a.a == 0)
                    continue;
                const QString label = texts.action(s, a);
                mc::GameState after = s;
                const int seat = s.currentSeat();
                int before = 0, now = 0;
                for (int f = 0; f < 3; ++f)
                    before += s.player[std::size_t(seat)].influence[std::size_t(f)];
                after.applyUnchecked(a);
                for (int f = 0; f < 3; ++f)
                    now += after.player[std::size_t(seat)].influence[std::size_t(f)];
                QVERIFY2(label.startsWith(u"Yes: take %1 "_s.arg(now - before)), qPrintable(label));
                ++seen;
            }
        });
        QVERIFY2(seen > 0, "no counting location was resolved");
    }

    // Cleopsis action 1 names what is stolen as a person says it: "2 Spirit", or "1 Bone and 1 Flesh"
    // ("Spirit + Spirit" read oddly).
    void cleopsisSaysWhatIsStolen()
    {
        QSet<bool> kinds; // same faction twice, two factions
        mctest::randomPlayouts(1, 4, 12, [&](const mc::Game &game) {
            const mc::GameState &s = game.state();
            if (s.decision() != mc::Decision::Turn)
                return;
            const DecisionTexts texts(game, [](int) { return false; });
            for (const mc::Action &a : s.legalActions()) {
                if (a.type != mc::ActionType::PlayCourt || a.v < 0 || a.a != 0
                    || s.rules().court[std::size_t(a.v)].kind != mc::CourtKind::Cleopsis)
                    continue;
                const QString label = texts.action(s, a);
                const QString victim = texts.names().seatName(a.b);
                const QString expected = a.c == a.d ? u"steal 2 %1 Influence from %2"_s.arg(EventText::factionName(a.c), victim)
                                                    : u"steal 1 %1 and 1 %2 Influence from %3"_s.arg(
                                                              EventText::factionName(a.c), EventText::factionName(a.d), victim);
                QVERIFY2(label.endsWith(expected), qPrintable(label + u" / "_s + expected));
                kinds.insert(a.c == a.d);
            }
        });
        QCOMPARE(kinds.size(), 2);
    }

    // D-GUILD-ORDER: a turn's new figures are offered in the order of the guild track beside them, and
    // every legal recruit is still offered once.
    void newFiguresFollowTheGuildTrack()
    {
        int turns = 0;
        mctest::randomPlayouts(0, 4, 6, [&](const mc::Game &game) {
            const mc::GameState &s = game.state();
            if (s.decision() != mc::Decision::Turn)
                return;
            const std::vector<mc::Action> legal = s.legalActions();
            const QList<ChoiceRow> rows = DecisionTexts(game, [](int) { return false; }).choiceRows(s, legal);
            QList<int> offered;
            for (const ChoiceRow &row : rows)
                if (row.kind == u"recruit"_s)
                    offered << int(std::find(s.rules().guildOrder.begin(), s.rules().guildOrder.end(),
                                             row.extra.value(u"a"_s).toInt())
                                   - s.rules().guildOrder.begin());
            QList<int> sorted = offered;
            std::sort(sorted.begin(), sorted.end());
            QCOMPARE(offered, sorted);
            QCOMPARE(offered.size(), std::count_if(legal.begin(), legal.end(), [](const mc::Action &a) {
                         return a.type == mc::ActionType::Recruit;
                     }));
            if (offered.size() > 2)
                ++turns;
        });
        QVERIFY2(turns > 10, "few turns offered several new figures");
    }

    // The motive choice's guide does not repeat its heading, and each faction's row tells its motive.
    void motiveChoiceTellsTheMotives()
    {
        QObject owner;
        GameController *c = controller(&owner, u"motive"_s);
        QVERIFY2(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}}, {u"seed"_s, 5}}), qPrintable(c->lastError()));
        if (c->guide()->decisionKind() != u"keep-motive"_s)
            QSKIP("the digital setup starts elsewhere");
        c->revealPrivate();
        QVERIFY(c->guide()->guideText() != c->guide()->decisionText());
        QVERIFY(!c->guide()->guideText().contains(c->guide()->decisionText()));
        const QList<ChoiceRow> &rows = c->guide()->choiceModel()->rows();
        QCOMPARE(rows.size(), 3);
        const mc::GameState &s = c->game().state();
        const int seat = c->guide()->currentSeat();
        QVERIFY(seat >= 0);
        for (const ChoiceRow &row : rows) {
            QVERIFY2(row.detail.contains(u"motive: 1 point per"_s), qPrintable(row.detail));
            // Issue 11: the button names the card (the seat's own, after its hand-off), not only a faction.
            const int faction = row.extra.value(u"a"_s).toInt();
            const int card = s.player[std::size_t(seat)].motivesDealt[std::size_t(faction)];
            QVERIFY(card >= 0);
            QVERIFY2(row.label.startsWith(s.rules().motives[std::size_t(card)].name), qPrintable(row.label));
        }
    }

    // Issue 10: the card editor's cards can be played at a table; the numbers stay the board's.
    void tableGameTakesTheOwnersCards()
    {
        RulesetLibrary rulesets(RulesetLibrary::defaultDirectory());
        RulesetLibrary *library = &rulesets;
        QJsonObject doc = QJsonDocument::fromJson(mc::standardRulesetJson()).object();
        QJsonObject cards = doc.value(u"cards"_s).toObject();
        QJsonArray mourners = cards.value(u"mourners"_s).toArray();
        for (int i = 0; i < mourners.size(); ++i) {
            QJsonObject m = mourners.at(i).toObject();
            if (m.value(u"id"_s).toString() == u"keeper-osrik"_s) {
                m[u"name"_s] = u"Box Keeper"_s;
                m.remove(u"standIn"_s);
                mourners[i] = m;
            }
        }
        cards[u"mourners"_s] = mourners;
        doc[u"cards"_s] = cards;
        const QString id = library->saveAs(u"Our box"_s, QJsonDocument(doc).toJson());
        QVERIFY2(!id.isEmpty(), qPrintable(library->errorText()));

        QObject owner;
        GameController *c = controller(&owner, u"own-cards"_s);
        // A controller handed no library knows no owner's cards: it offers the printed ones and refuses a
        // table game with those cards, saying why.
        for (const QVariant &m : c->startingMourners(0, id))
            QVERIFY(m.toMap().value(u"name"_s) != u"Box Keeper"_s);
        QVariantMap unknown = setup(3, {mctest::mournerCard(u"keeper-osrik"_s), mctest::unknownMourner(u"cs"_s),
                                        mctest::unknownMourner(u"gc"_s)});
        unknown[u"cards"_s] = id;
        QVERIFY(!c->newTableGame(unknown));
        QVERIFY2(c->lastError().contains(u"cards"_s), qPrintable(c->lastError()));
        c->setRulesetLibrary(library);
        const QVariantList offered = c->startingMourners(0, id);
        bool found = false;
        for (const QVariant &m : offered)
            if (m.toMap().value(u"name"_s) == u"Box Keeper"_s) {
                found = true;
                QCOMPARE(m.toMap().value(u"standIn"_s).toBool(), false);
            }
        QVERIFY(found);

        QVariantMap s = setup(3, {mctest::mournerCard(u"keeper-osrik"_s), mctest::unknownMourner(u"cs"_s),
                                  mctest::unknownMourner(u"gc"_s)});
        s[u"cards"_s] = id;
        QVERIFY2(c->newTableGame(s), qPrintable(c->lastError()));
        const mc::Ruleset &r = c->game().state().rules();
        QCOMPARE(r.mourners[std::size_t(r.mournerIndex(u"keeper-osrik"_s))].name, u"Box Keeper"_s);
        QCOMPARE(c->game().state().player[0].mourners.front().card, std::int16_t(r.mournerIndex(u"keeper-osrik"_s)));

        // Unknown cards: refused with a reason, the running game kept.
        s[u"cards"_s] = u"user:no-such-file"_s;
        QVERIFY(!c->newTableGame(s));
        QVERIFY(c->lastError().contains(u"cards"_s));
        QCOMPARE(c->game().state().rules().mourners[std::size_t(r.mournerIndex(u"keeper-osrik"_s))].name, u"Box Keeper"_s);
        QVERIFY(library->remove(id));
    }
};

QTEST_MAIN(TestGuideTexts)
#include "tst_guidetexts.moc"
