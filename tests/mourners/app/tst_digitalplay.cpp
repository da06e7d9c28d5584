// Digital play through the facade: computer players, hot-seat privacy, replay.
#include "gamecontroller.h"
#include "model/mourners/autoplay.h"
#include "computerplayers.h"
#include "publicview.h"
#include "replaycontroller.h"
#include "model/mourners/action.h"
#include "model/mourners/game.h"
#include "model/mourners/progress.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <mutex>
#include <random>

using namespace Qt::StringLiterals;

namespace {

// A new 2-player digital game, Ada (a person) against Bo (`bo`: person, rules, search, strong…), `seed`
// drawn; its autosaves go to `dir`.
bool newAdaAndBo(GameController &c, const QTemporaryDir &dir, const QString &bo, int seed)
{
    c.setAutosaveDirectory(dir.path());
    c.autosave()->waitForScan();
    return c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                             {u"kinds"_s, QStringList{u"person"_s, bo}}, {u"seed"_s, seed}});
}

bool hidesOthers(const mc::GameState &view, int seat)
{
    for (int p = 0; p < view.players; ++p) {
        if (p == seat)
            continue;
        const auto &pl = view.player[std::size_t(p)];
        for (auto c : pl.hand)
            if (c >= 0)
                return false;
        for (auto c : pl.draft)
            if (c >= 0)
                return false;
        if (!view.isTerminal() && pl.motive >= 0)
            return false;
        if (pl.bid >= 0)
            return false;
    }
    return true;
}

// The names of the cards `s` keeps secret from the table: every seat's hand, draft and motives.
QSet<QString> secretNames(const mc::GameState &s)
{
    const mc::Ruleset &R = s.rules();
    QSet<QString> out;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        for (const auto &cards : {pl.hand, pl.draft})
            for (auto c : cards)
                if (c >= 0)
                    out << R.court[std::size_t(c)].name;
        if (pl.motive >= 0)
            out << R.motives[std::size_t(pl.motive)].name;
        for (auto m : pl.motivesDealt)
            if (m >= 0)
                out << R.motives[std::size_t(m)].name;
    }
    return out;
}

// Every string of a list-model role value, into lists and maps.
void collectStrings(const QVariant &v, QStringList &out)
{
    if (v.typeId() == QMetaType::QVariantList) {
        for (const QVariant &item : v.toList())
            collectStrings(item, out);
    } else if (v.typeId() == QMetaType::QVariantMap) {
        for (const QVariant &item : v.toMap())
            collectStrings(item, out);
    } else {
        out << v.toString();
    }
}

} // namespace

class TestDigitalPlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    void botVsBotGame_data()
    {
        QTest::addColumn<QStringList>("kinds");
        QTest::newRow("random-random") << QStringList{u"random"_s, u"random"_s};
        QTest::newRow("rules-random-rules") << QStringList{u"rules"_s, u"random"_s, u"rules"_s};
    }
    // A complete game between computer players through the facade; every bot input is its seat's view.
    void botVsBotGame()
    {
        QFETCH(QStringList, kinds);
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s};
        names = names.mid(0, kinds.size());
        std::mutex lock;
        int checked = 0;
        bool allViews = true;
        c.setBotObserver([&](const mc::GameState &input) {
            const mc::GameState &truth = c.game().state();
            std::lock_guard guard(lock);
            ++checked;
            // The bot gets exactly the deciding seat's view, which hides the other seats' secrets.
            if (!(input == truth.viewFor(truth.currentSeat())) || !hidesOthers(input, truth.currentSeat()))
                allViews = false;
        });
        QVERIFY(c.newDigitalGame({{u"names"_s, names}, {u"kinds"_s, kinds}, {u"oldest"_s, 0}, {u"seed"_s, 7}}));
        const int logAtStart = c.log()->rowCount();
        QTRY_VERIFY_WITH_TIMEOUT(c.gameOver(), 120000);
        QVERIFY(!c.bots()->thinking());
        QVERIFY(c.game().state().isTerminal());
        QVERIFY(c.log()->rowCount() > logAtStart + 20);
        QVERIFY(checked > 20);
        QVERIFY(allViews);
        QVERIFY(!c.ending()->finalScores()->toList().isEmpty());
        // Every automatic majority explains itself with every seat's count (R-MAJ-1, R-MAJ-2).
        bool sawMajority = false;
        for (const QVariant &v : c.guide()->whyResults()->toList()) {
            const QVariantMap why = v.toMap();
            if (!why.value(u"rule"_s).toString().startsWith(u"R-MAJ-"_s))
                continue;
            sawMajority = true;
            for (const QString &name : names)
                QVERIFY2(why.value(u"detail"_s).toString().contains(name), qPrintable(why.value(u"detail"_s).toString()));
        }
        QVERIFY(sawMajority);
    }

    void publicViewHidesEverySeat()
    {
        GameController c;
        QTemporaryDir dir;
        QVERIFY(newAdaAndBo(c, dir, u"person"_s, 3));
        const mc::GameState v = mc_app::publicView(c.game().state());
        for (int p = 0; p < v.players; ++p)
            QVERIFY(hidesOthers(v, p));
        QCOMPARE(GameController::botInput(c.game().state()), c.game().state().viewFor(c.game().state().currentSeat()));
    }

    // Two people: the choices and secrets appear only after the hand-off, and hide again for the next one.
    void hotSeatHandOff()
    {
        GameController c;
        QTemporaryDir dir;
        QVERIFY(newAdaAndBo(c, dir, u"person"_s, 11));
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.seats()->privateSeat(), -1);
        QCOMPARE(c.guide()->choiceModel()->count(), 0);
        QVERIFY(c.legalActions().isEmpty());
        QVERIFY(!c.applyAction(u"pass"_s)); // refused before the hand-off
        QVERIFY(!c.guide()->choiceModel()->apply(0));
        const int first = c.guide()->currentSeat();
        c.revealPrivate();
        QVERIFY(!c.seats()->handOffNeeded());
        QCOMPARE(c.seats()->privateSeat(), first);
        QVERIFY(c.guide()->choiceModel()->count() > 0);
        QCOMPARE(c.seats()->privateInfo().value(u"seat"_s).toInt(), first);
        // Play until another person must decide: the view is hidden again.
        for (int guard = 0; guard < 50 && c.guide()->currentSeat() == first; ++guard) {
            if (c.seats()->handOffNeeded())
                c.revealPrivate();
            QVERIFY2(c.guide()->choiceModel()->apply(0), qPrintable(c.lastError()));
        }
        QVERIFY(c.guide()->currentSeat() != first);
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.guide()->choiceModel()->count(), 0); // the next person's choices wait for their hand-off
        QCOMPARE(c.seats()->privateSeat(), -1);
        QVERIFY(c.seats()->privateInfo().isEmpty());
    }

    // R-WAL-1: the Wallows cards lie face up. Each player's card, its objective and how far it is met
    // are in the players' panels for everyone: in the shared view behind a hand-off and in a person's
    // view; and no panel names a secret of anyone (a hand, a draft, a motive).
    void wallowsCardsShowForEveryone()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s}},
                                  {u"kinds"_s, QStringList(4, u"person"_s)}, {u"seed"_s, 5}}));
        int checks = 0;
        int inProgress = 0;
        std::mt19937 rng(9);
        for (int guard = 0; guard < 400 && c.round() < 3; ++guard) {
            const mc::GameState &truth = c.game().state();
            if (truth.phase > mc::Phase::Wallows && truth.phase < mc::Phase::Cleanup && truth.currentSeat() >= 0) {
                for (const bool shared : {true, false}) {
                    if (shared)
                        c.hidePrivate();
                    else
                        c.revealPrivate();
                    QCOMPARE(c.seats()->privateSeat(), shared ? -1 : truth.currentSeat());
                    const QVariantList rows = c.table()->players()->toList();
                    QStringList texts;
                    for (int p = 0; p < truth.players; ++p) {
                        const mc::PlayerState &pl = truth.player[std::size_t(p)];
                        const QVariantList cards = rows.at(p).toMap().value(u"wallowsCards"_s).toList();
                        QCOMPARE(cards.size(), qsizetype(pl.wallows.size()));
                        QVERIFY(!cards.isEmpty()); // R-WAL-1: one each, Relic Ravlatch may add more
                        for (qsizetype i = 0; i < cards.size(); ++i) {
                            const int card = pl.wallows[std::size_t(i)];
                            const mc::WallowsCard &w = truth.rules().wallows[std::size_t(card)];
                            const QVariantMap shown = cards.at(i).toMap();
                            QCOMPARE(shown.value(u"name"_s).toString(), w.name);
                            QVERIFY(shown.value(u"known"_s).toBool());
                            QVERIFY(shown.value(u"objective"_s).toString().startsWith(u"have "_s));
                            const bool met = std::find(pl.wallowsMet.begin(), pl.wallowsMet.end(), card) != pl.wallowsMet.end();
                            QCOMPARE(shown.value(u"done"_s).toBool(), mc::wallowsCompleted(truth, p, card));
                            const int have = std::min<int>(mc::conditionValue(truth, p, w.objective), w.objective.n);
                            const QString progress = met ? u"completed"_s : u"%1 of %2"_s.arg(have).arg(w.objective.n);
                            QCOMPARE(shown.value(u"progress"_s).toString(), progress);
                            if (!met)
                                ++inProgress;
                        }
                        for (const QVariant &v : rows.at(p).toMap())
                            collectStrings(v, texts);
                    }
                    // The panels show nothing secret, whoever's view is on screen.
                    const QSet<QString> secrets = secretNames(truth);
                    for (const QString &t : std::as_const(texts))
                        for (const QString &secret : secrets)
                            QVERIFY2(!t.contains(secret), qPrintable(t + u" names "_s + secret));
                    ++checks;
                }
            }
            if (c.gameOver())
                break;
            if (c.seats()->handOffNeeded())
                c.revealPrivate();
            const QStringList legal = c.legalActions();
            QVERIFY(!legal.isEmpty());
            QVERIFY2(c.applyAction(legal.at(int(rng() % std::uint32_t(legal.size())))), qPrintable(c.lastError()));
        }
        QVERIFY(checks > 20);
        QVERIFY(inProgress > 0);
    }

    // D-MOURNER-ABILITY, Severamm and Relic Ravlatch in hot-seat play: every way to use a card has its own
    // label, the undealt Court cards are named only to Severamm's holder after the hand-off, and the Wallows
    // cards to select say what they ask and give.
    void severammAndRavlatchInHotSeat()
    {
        QTemporaryDir dir;
        // Ada (Bone, then Spirit) recruits Severamm and Relic Ravlatch in round 1; the draws are named.
        mc::Game g = mc::Game::create(mc::standardRuleset(), 2, 3, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s});
        const QStringList actions{
                u"draw the-iron-ledger"_s, u"draw hungers-chorus"_s, u"draw choir-eternal"_s, u"draw ossuary-throne"_s,
                u"draw the-red-loom"_s, u"draw veil-ascendant"_s, u"keep bone"_s, u"keep flesh"_s,
                u"draw ossuary-knight-vel"_s, u"draw pale-jessamy"_s, u"dice 9"_s, u"pile 9"_s, u"pile 0"_s,
                u"take 2"_s, u"take 1"_s, u"draw ghoul-ferry-3"_s, u"draw bog-lantern-3"_s, u"draw marrow-scribe"_s,
                u"draw lantern-warden"_s, u"draw gallevarbe"_s, u"draw hollow-choir"_s, u"draw tallow-broker"_s,
                u"draw auraghost"_s, u"draw death"_s, u"draw cleopsis"_s, u"draw veil-cartographer"_s,
                u"draw candle-abbess"_s, u"draw grave-herald"_s, u"draw ash-chancellor"_s, u"pick auraghost"_s,
                u"pick death"_s, u"pick cleopsis"_s, u"pick gallevarbe"_s, u"pick lantern-warden"_s,
                u"pick ash-chancellor"_s, u"pick veil-cartographer"_s, u"pick marrow-scribe"_s, u"pick hollow-choir"_s,
                u"pick grave-herald"_s, u"mourner bone"_s, u"draw severamm"_s, u"pass"_s, u"mourner spirit"_s,
                u"draw relic-ravlatch"_s, u"pass"_s};
        for (const QString &text : actions) {
            mc::Action a;
            QString error;
            QVERIFY2(mc::actionFromText(g.state(), text, a, error), qPrintable(text + u": "_s + error));
            QVERIFY2(g.apply(a) == mc::ApplyError::None, qPrintable(text));
        }
        g.setMeta(QJsonObject{{u"hotSeat"_s, true}, {u"seatKinds"_s, QJsonArray{u"person"_s, u"person"_s}}});
        // A digital save holds the seed's draws only: the game named its own, so it is opened as played.
        QVERIFY(!mc::Game::fromJson(g.toJson()).ok());
        GameController c;
        c.setAutosaveDirectory(dir.filePath(u"autosave"_s));
        c.autosave()->waitForScan();
        c.openGame(g);
        QCOMPARE(c.guide()->currentSeat(), 0);
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.guide()->choiceModel()->count(), 0);
        c.revealPrivate();
        QStringList activate;
        for (const ChoiceRow &r : c.guide()->choiceModel()->rows())
            if (r.group == u"activate"_s)
                activate << r.label;
        QVERIFY2(activate.contains(u"Severamm: look at the undealt Court cards"_s), qPrintable(activate.join(u" | "_s)));
        QVERIFY(activate.contains(u"Relic Ravlatch: select a Wallows card"_s));
        QVERIFY(activate.contains(u"Relic Ravlatch: draw a Wallows card"_s));
        QCOMPARE(QSet<QString>(activate.begin(), activate.end()).size(), activate.size()); // no two buttons alike

        // Severamm: the holder sees the undealt cards in the guide and one choice per swap.
        QVERIFY(c.applyAction(u"activate severamm"_s));
        QCOMPARE(c.guide()->decisionKind(), u"severamm-swap"_s);
        const mc::GameState &truth = c.game().state();
        QVERIFY(!truth.courtDeck.empty());
        const QString undealt = truth.rules().court[std::size_t(truth.courtDeck.front())].name;
        QVERIFY2(c.guide()->guideText().contains(undealt), qPrintable(c.guide()->guideText()));
        QVERIFY(c.guide()->choiceModel()->count() > 1);
        QCOMPARE(c.guide()->choiceModel()->rows().constFirst().label, u"Keep my cards"_s);
        QVERIFY(c.guide()->choiceModel()->rows().constLast().label.startsWith(u"Give "_s));
        const quint64 swap = c.guide()->choiceModel()->rows().constLast().payload;
        // Hidden again (the laptop is put down): neither the list nor the names are on screen, and a
        // choice of the hidden list cannot be applied.
        c.hidePrivate();
        QVERIFY(c.seats()->handOffNeeded());
        QCOMPARE(c.guide()->choiceModel()->count(), 0);
        const QString hidden = mc::stateDigest(c.game().state());
        QVERIFY(!c.applyChoice(swap));
        QVERIFY(!c.lastError().isEmpty());
        QCOMPARE(mc::stateDigest(c.game().state()), hidden);
        QVERIFY2(!c.guide()->guideText().contains(undealt), qPrintable(c.guide()->guideText()));
        c.revealPrivate();
        QVERIFY(c.applyAction(u"swap decline"_s));

        // Bo passes; Ada selects a Wallows card: each choice says what the card asks and gives (R-WAL-1).
        c.revealPrivate();
        QCOMPARE(c.guide()->currentSeat(), 1);
        QVERIFY(c.applyAction(u"pass"_s));
        c.revealPrivate();
        QVERIFY(c.applyAction(u"activate relic-ravlatch 1"_s));
        QCOMPARE(c.guide()->decisionKind(), u"choose-wallows"_s);
        const QString first = c.guide()->choiceModel()->rows().constFirst().label;
        QVERIFY2(first.contains(u"(have "_s) && first.contains(u": "_s), qPrintable(first));
        QVERIFY(c.guide()->guideText().contains(u"Ada"_s));
    }

    // Undo while a computer thinks: the stale answer is ignored.
    void undoWhileThinking()
    {
        GameController c;
        QTemporaryDir dir;
        QVERIFY(newAdaAndBo(c, dir, u"search"_s, 5));
        // Ada is the only person: no hand-off needed.
        QVERIFY(!c.seats()->handOffNeeded());
        for (int guard = 0; guard < 20 && !c.bots()->thinking(); ++guard) {
            QVERIFY(c.guide()->currentSeat() == 0);
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        }
        QVERIFY(c.bots()->thinking());
        QSignalSpy stale(c.bots(), &ComputerPlayers::staleAnswerDropped);
        const std::size_t before = c.game().actions().size();
        QVERIFY(c.undo());
        QVERIFY(!c.bots()->thinking());
        QCOMPARE(c.guide()->currentSeat(), 0);
        const std::size_t after = c.game().actions().size();
        QVERIFY(after < before);
        // The search player's answer comes back (however long it took) and does not land.
        QTRY_COMPARE_WITH_TIMEOUT(stale.count(), 1, 60000);
        QCOMPARE(c.game().actions().size(), after);
    }

    // R-ACT-6 with Gallevarbe: a free relocation by a player who has no figure anywhere (board and
    // Crypt) has one option, giving it up. In digital play the app applies it with a line in the log,
    // as every decision with one option; nobody is asked, and one undo takes back the card with it.
    // Seeded hot-seat games in which such a player plays the free relocation whenever it is offered.
    void freeRelocationWithNothingToMoveIsTheApps()
    {
        QTemporaryDir dir;
        GameController c;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        const auto noFigures = [](const mc::GameState &s, int seat) {
            for (int place = 0; place < mc::kPlaces; ++place)
                if (s.player[std::size_t(seat)].figuresAt(place) > 0)
                    return false;
            return true;
        };
        int met = 0;
        quint64 seed = 1;
        for (; seed <= 300 && met == 0; ++seed) {
            const int players = 2 + int(seed % 3);
            QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Dee"_s}.mid(0, players)},
                                      {u"kinds"_s, QStringList(players, u"person"_s)},
                                      {u"seed"_s, seed}}));
            QRandomGenerator rng{quint32(seed)};
            for (int guard = 0; guard < 3000 && !c.game().state().isTerminal() && met == 0; ++guard) {
                const mc::GameState &s = c.game().state();
                const std::vector<mc::Action> legal = s.legalActions();
                QVERIFY(!legal.empty());
                QVERIFY2(legal.size() > 1, qPrintable(u"seed %1: %2 asked with one option"_s.arg(seed).arg(
                                                   QString::fromLatin1(mc::decisionKey(s.decision())))));
                mc::Action pick = legal[rng.bounded(quint32(legal.size()))];
                bool freeWithNothing = false;
                for (const mc::Action &a : legal)
                    if (a.type == mc::ActionType::PlayCourt && a.a == 0
                        && s.rules().court[std::size_t(a.v)].kind == mc::CourtKind::Gallevarbe
                        && noFigures(s, s.currentSeat())) {
                        pick = a;
                        freeWithNothing = true;
                    }
                c.revealPrivate();
                const std::size_t actionsBefore = c.game().actions().size();
                const int logBefore = c.log()->rowCount();
                const QString digestBefore = mc::stateDigest(s);
                QVERIFY(c.applyChoice(pick.key()));
                if (!freeWithNothing)
                    continue;
                ++met;
                // The card and the free relocation given up, in one step.
                QVERIFY2(c.game().state().decision() != mc::Decision::RelocateRoute,
                         qPrintable(u"seed %1: the free relocation with nothing to move is asked"_s.arg(seed)));
                std::size_t routes = 0;
                for (std::size_t i = actionsBefore + 1; i < c.game().actions().size(); ++i) {
                    const mc::GameState route = c.game().stateBefore(i);
                    if (route.decision() != mc::Decision::RelocateRoute)
                        continue;
                    ++routes;
                    QCOMPARE(route.legalActions().size(), std::size_t(1));
                    QCOMPARE(c.game().actions()[i].type, mc::ActionType::RelocateDone);
                }
                QCOMPARE(routes, std::size_t(1));
                QStringList lines;
                for (int r = logBefore; r < c.log()->rowCount(); ++r)
                    lines << c.log()->textAt(r);
                QVERIFY2(lines.join(u'\n').contains(u"Only one choice, applied by the app"_s), qPrintable(lines.join(u'\n')));
                // One undo takes back the card and what the app did after it.
                if (!c.undo())
                    QVERIFY2(c.confirmUndo(), qPrintable(c.lastError()));
                QCOMPARE(c.game().actions().size(), actionsBefore);
                QCOMPARE(mc::stateDigest(c.game().state()), digestBefore);
            }
        }
        qInfo("a free relocation with nothing to move met in the game of seed %llu", (unsigned long long)(seed - 1));
        QCOMPARE(met, 1);
    }

    // The strong computer player (a longer search) is a seat kind of digital play: it decides off the
    // GUI thread (the GUI keeps answering while it thinks) and plays a legal action.
    void strongComputerPlays()
    {
        GameController c;
        QTemporaryDir dir;
        QVERIFY(newAdaAndBo(c, dir, u"strong"_s, 5));
        QCOMPARE(c.bots()->seatKinds(), (QStringList{u"person"_s, u"strong"_s}));
        for (int guard = 0; guard < 20 && !c.bots()->thinking(); ++guard)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        QVERIFY(c.bots()->thinking());
        const std::size_t before = c.game().actions().size();
        // A search of up to 1 s a move; under load its thread may wait for a core much longer.
        QTRY_VERIFY_WITH_TIMEOUT(c.game().actions().size() > before, 60000);
        QVERIFY(c.game().actions().at(before).seat == 1); // the strong seat's own, legal choice
    }

    // The end of a round in digital play with a person: phases 5 to 8 run by themselves, and their result
    // for each player stands on the screen (Guide::roundSummary) until the person goes on. A computer player
    // whose turn it is meanwhile waits: nothing more happens until Continue. A person did not see that a
    // figure of theirs had been removed; the app had gone on to the next round's split.
    void roundEndsWithASummaryTheComputersWaitFor()
    {
        int computerWaited = 0;
        for (const int seed : {5, 6, 7, 8}) {
            GameController c;
            QTemporaryDir dir;
            QVERIFY(newAdaAndBo(c, dir, u"rules"_s, seed));
            QVariantMap summary;
            for (int guard = 0; guard < 400 && c.game().state().round <= 1; ++guard) {
                QVERIFY(c.guide()->roundSummary().isEmpty());
                if (c.guide()->currentSeat() == 0) {
                    const QStringList legal = c.legalActions();
                    QVERIFY(c.applyAction(legal.contains(u"pass"_s) ? u"pass"_s : legal.constFirst()));
                } else {
                    const std::size_t before = c.game().actions().size();
                    QTRY_VERIFY_WITH_TIMEOUT(c.game().actions().size() > before, 60000);
                }
            }
            QCOMPARE(int(c.game().state().round), 2);
            summary = c.guide()->roundSummary();
            QCOMPARE(summary.value(u"round"_s).toInt(), 1);
            const QVariantList rows = summary.value(u"rows"_s).toList();
            QCOMPARE(rows.size(), 2);
            for (int seat = 0; seat < 2; ++seat) {
                const QVariantMap row = rows.at(seat).toMap();
                QCOMPARE(row.value(u"name"_s).toString(), seat == 0 ? u"Ada"_s : u"Bo"_s);
                const QString text = row.value(u"text"_s).toString();
                QVERIFY(!text.isEmpty());
                // A Unity change is told with the Unity the player has now.
                const int unity = c.game().state().player[std::size_t(seat)].unity;
                if (text.contains(u"Unity"_s))
                    QVERIFY2(text.contains(u"→ %1 ("_s.arg(unity)), qPrintable(text));
            }
            // The meters that moved, with where they stand now.
            const QString meters = summary.value(u"meters"_s).toString();
            if (meters.contains(u"Suspicion"_s))
                QVERIFY2(QRegularExpression(u"Suspicion \\d+ → %1"_s.arg(c.game().state().suspicion)).match(meters).hasMatch(),
                         qPrintable(meters));
            if (meters.contains(u"Threat"_s))
                QVERIFY2(QRegularExpression(u"Threat \\d+ → %1"_s.arg(c.game().state().threat)).match(meters).hasMatch(),
                         qPrintable(meters));
            // Somebody's Unity changed in round 1's tithe (R-TITHE-3/4/5: every player gains or loses).
            QVERIFY(rows.at(0).toMap().value(u"text"_s).toString().contains(u"Unity"_s)
                    || rows.at(1).toMap().value(u"text"_s).toString().contains(u"Unity"_s));
            {
                // The laptop closed over the summary: the game continued shows it again, the computer waits.
                c.autosave()->waitForWrites();
                GameController again;
                again.setAutosaveDirectory(dir.path());
                again.autosave()->waitForScan();
                QVERIFY2(again.continueGame(), qPrintable(again.lastError()));
                QCOMPARE(again.guide()->roundSummary(), summary);
                if (again.guide()->currentSeat() == 1)
                    QVERIFY(!again.bots()->thinking());
            }
            const std::size_t shown = c.game().actions().size();
            if (c.guide()->currentSeat() == 1) {
                // The computer's decision waits for the person.
                QVERIFY(!c.bots()->thinking());
                ++computerWaited;
            }
            c.dismissRoundSummary();
            QVERIFY(c.guide()->roundSummary().isEmpty());
            QCOMPARE(c.game().actions().size(), shown);
            if (c.guide()->currentSeat() == 1) {
                QVERIFY(c.bots()->thinking());
                QTRY_VERIFY_WITH_TIMEOUT(c.game().actions().size() > shown, 60000);
            }
            // Undo takes the summary away with the step that ended the round.
            if (c.guide()->currentSeat() == 0)
                QVERIFY(c.undo());
            QVERIFY(c.guide()->roundSummary().isEmpty());
        }
        QVERIFY(computerWaited > 0);
    }

    // The revealed bids stay on screen while the game goes on (R-TITHE-2): a game closed with them shown,
    // a step later, shows them again when continued (the last step was not the one that revealed them).
    void revealShownAgainAfterLaterSteps()
    {
        GameController c;
        QTemporaryDir dir;
        QVERIFY(newAdaAndBo(c, dir, u"rules"_s, 5));
        // Ada's decisions by hand, Bo's by the computer.
        const auto step = [&c]() {
            if (c.guide()->currentSeat() == 0) {
                const QStringList legal = c.legalActions();
                return !legal.isEmpty() && c.applyAction(legal.contains(u"pass"_s) ? u"pass"_s : legal.constFirst());
            }
            const std::size_t before = c.game().actions().size();
            return QTest::qWaitFor([&] { return c.game().actions().size() > before; }, 60000);
        };
        for (int guard = 0; guard < 400 && c.guide()->titheReveal().isEmpty(); ++guard)
            QVERIFY(step());
        const QVariantMap reveal = c.guide()->titheReveal();
        QVERIFY(!reveal.isEmpty());
        // The game goes on under the reveal: another step, the reveal still shown.
        QVERIFY(c.guide()->roundSummary().isEmpty());
        QVERIFY(step());
        QCOMPARE(c.guide()->titheReveal(), reveal);
        c.autosave()->waitForWrites();
        GameController again;
        again.setAutosaveDirectory(dir.path());
        again.autosave()->waitForScan();
        QVERIFY2(again.continueGame(), qPrintable(again.lastError()));
        QCOMPARE(again.guide()->titheReveal(), reveal);
    }

    // Replay steps to the same states as the game played again action by action: the public view of
    // each while the game goes on, turn by turn (a turn begins at each decision of a player).
    void replaySteps()
    {
        GameController c;
        QTemporaryDir dir;
        c.setAutosaveDirectory(dir.path());
        c.autosave()->waitForScan();
        QVERIFY(c.newGame(3, {u"Ada"_s, u"Bo"_s, u"Cy"_s}, false, 0, 21));
        for (int i = 0; i < 60 && !c.gameOver(); ++i)
            QVERIFY(c.applyAction(c.legalActions().constFirst()));
        QVERIFY(!c.gameOver());
        ReplayController r;
        QSignalSpy moved(&r, &ReplayController::positionChanged);
        QVERIFY(r.loadFrom(&c));
        const auto &actions = c.game().actions();
        QCOMPARE(r.count(), int(actions.size()));
        std::vector<mc::GameState> states;
        mc::GameState replay = c.game().initialState();
        states.push_back(replay);
        for (const auto &a : actions) {
            QCOMPARE(replay.apply(a), mc::ApplyError::None);
            states.push_back(replay);
        }
        QCOMPARE(r.digest(), mc::stateDigest(mc_app::publicView(states.front())));
        int last = 0;
        for (int t = 1; t < r.turnCount(); ++t) {
            r.next();
            QCOMPARE(r.turn(), t);
            QVERIFY(r.position() > last);
            // Only chance draws and the decisions with one option the app applied between two turns.
            for (int p = last + 1; p < r.position(); ++p)
                QVERIFY(states[std::size_t(p)].isChance()
                        || mc::isAutomatic(states[std::size_t(p)], actions[std::size_t(p)]));
            last = r.position();
            QVERIFY(!states[std::size_t(last)].isChance() || last == r.count());
            QCOMPARE(r.digest(), mc::stateDigest(mc_app::publicView(states[std::size_t(last)])));
        }
        QCOMPARE(r.position(), r.count());
        r.next(); // stays at the end
        QCOMPARE(r.position(), r.count());
        QVERIFY(r.atNow());
        r.first();
        QCOMPARE(r.position(), 0);
        QVERIFY(moved.count() >= r.turnCount());
    }
};

QTEST_MAIN(TestDigitalPlay)
#include "tst_digitalplay.moc"
