// mourners-cli --game mourners-call (the default game): new, show, apply, correct, score, serve,
// simulate, tournament (docs/cli.md).
#include "cli/common.h"
#include "cli/simulate.h"
#include "cli/tournament.h"
#include "eventtext.h"
#include "problemwords.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/bots.h"
#include "model/mourners/game.h"
#include "model/core/names.h"
#include "model/core/rng.h"
#include "model/mourners/scoring.h"
#include "model/mourners/sillymoves.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace cli;

int runServe(QStringList &args); // mournersserve.cpp

namespace {

const char *const kUsage =
    "  new --players N --seed S [--names A,B,C] [--mode digital|table] [--alltaker K] [--ruleset FILE]\n"
    "  show SAVE [--seat N]            (without --seat: only what every player may know)\n"
    "  apply SAVE ACTION...            (chance is drawn for you in digital games: see --no-auto)\n"
    "  correct SAVE STEP ACTION        (table play: step STEP of the save's actions becomes ACTION, later steps replayed)\n"
    "  serve SAVE [--port P] [--address A] [--host H]   (phones at the table: docs/phones.md)\n"
    "  score FILE\n"
    "  simulate --players N --games G --seed S\n"
    "  tournament --bots A,B[,C,D] --games G --seed S [--iterations N] [--strong-iterations N] [--strong-time-ms T] [--strong-v1-iterations N]\n"
    "             (bots: random, rules, search, strong, strong-v1)\n";

QString seatName(const Game &g, int seat)
{
    if (seat == kChanceSeat)
        return u"chance"_s;
    if (seat < 0 || seat >= int(g.seats().size()))
        return u"nobody"_s;
    return g.seats()[std::size_t(seat)].name;
}

QStringList seatNames(const Game &g)
{
    QStringList names;
    for (const auto &seat : g.seats())
        names << seat.name;
    return names;
}

// The app's own sentences; in a digital game cards dealt to a seat stay unnamed, as in the app's log.
EventText eventText(const Game &g)
{
    return EventText(g.state().rules(), seatNames(g), g.setup().mode == Mode::Table);
}

QString courtIds(const Ruleset &r, const std::vector<std::int16_t> &cards)
{
    QStringList ids;
    for (const auto c : cards)
        ids << (c < 0 ? u"unknown"_s : std::size_t(c) < r.court.size() ? r.court[std::size_t(c)].id : u"?"_s);
    return ids.isEmpty() ? u"none"_s : ids.join(u", "_s);
}

// Whether anyone may see the choices of `d`: they follow from public facts (the Etherea one holds,
// figures and Mourners on the table), not from a hand, a draft or the order of a deck.
bool choicesArePublic(Decision d, Mode mode)
{
    switch (d) {
    case Decision::DraftPick: // the cards passed to that seat (R-DRAFT-2)
    case Decision::Turn:      // the Court cards in that seat's hand
    case Decision::SeverammSwap:  // the undealt Court cards that seat looks at
    case Decision::ChooseWallows: // the Wallows deck that seat looks through
        return false;
    case Decision::DealMotive:
    case Decision::StartingMourner:
    case Decision::DealWallows:
    case Decision::DealCourt:
    case Decision::DrawMourner:
    case Decision::DrawWallows:
        // A digital game's draws list what is left in a deck; at a table the table types in what it drew.
        return mode == Mode::Table;
    default: return true;
    }
}

// `seat` is the seat whose knowledge is shown (GameState::viewFor), -1 for what every seat may know.
void printSummary(const Game &g, int seat)
{
    const GameState &truth = g.state();
    const GameState s = truth.viewFor(seat);
    const Ruleset &r = s.rules();
    const bool over = s.isTerminal(); // motives are revealed at final scoring
    QTextStream &o = out();
    o << "round " << s.round << ", phase " << phaseKey(s.phase) << ", " << (s.mode == Mode::Table ? "table" : "digital") << " game\n";
    o << "shown for " << (seat < 0 ? u"everyone (public view; --seat N for a player's own view)"_s : u"p%1 %2"_s.arg(seat + 1).arg(seatName(g, seat)))
      << "\n";
    o << "suspicion " << s.suspicion << "/" << r.suspicionMax << " (tithe " << r.tithe_at(s.suspicion) << "), threat " << s.threat
      << "/" << r.threatMax << " (limit " << r.limitAt(s.threat) << " per location)\n";
    o << "unity supply " << s.unitySupply << ", dirth forge " << s.forge << ", alltaker " << seatName(g, s.alltaker)
      << ", dreadsbane token " << seatName(g, s.dreadsbane) << ", malavestros "
      << (s.malavestros < 0 ? u"off the board"_s : r.locations[std::size_t(s.malavestros)].name) << "\n";
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        // R-SETUP-4: a kept motive is secret until the end, so others see the score without its bonus.
        const bool motiveKnown = over || p == seat || pl.motiveBonus >= 0;
        o << "p" << (p + 1) << " " << g.seats()[std::size_t(p)].name << ": etherea " << pl.etherea << ", unity " << pl.unity
          << ", influence bone " << pl.influence[0] << " flesh " << pl.influence[1] << " spirit " << pl.influence[2]
          << ", bases left " << pl.bases << ", crypt " << pl.figuresAt(kCrypt) << ", mourners " << pl.mourners.size()
          << ", hand " << pl.hand.size();
        if (motiveKnown)
            o << ", score " << s.scoreOf(p) << " (motive bonus " << s.motiveBonusOf(p) << ")\n";
        else
            o << ", score without motive " << s.scoreOf(p) - s.motiveBonusOf(p) << "\n";
    }
    for (int loc = 0; loc < kLocations; ++loc) {
        if (s.locationFigures(loc) == 0)
            continue;
        o << "  " << (loc + 1) << " " << r.locations[std::size_t(loc)].name << ":";
        for (int p = 0; p < s.players; ++p)
            if (s.player[std::size_t(p)].figuresAt(loc))
                o << " p" << (p + 1) << "=" << s.player[std::size_t(p)].figuresAt(loc);
        o << "\n";
    }
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        if (p != seat && !over)
            continue;
        const QString motive = pl.motive >= 0 && std::size_t(pl.motive) < r.motives.size() ? r.motives[std::size_t(pl.motive)].id : u"unknown"_s;
        o << "p" << (p + 1) << " " << g.seats()[std::size_t(p)].name << " motive " << motive;
        if (p == seat && !over) {
            o << ", hand: " << courtIds(r, pl.hand);
            if (!pl.draft.empty())
                o << ", draft: " << courtIds(r, pl.draft);
            if (pl.bid >= 0)
                o << ", bid " << pl.bid;
        }
        o << "\n";
    }
    if (over) {
        const auto in = scoreInputs(s, [&] {
            std::vector<QString> names;
            for (const auto &st : g.seats())
                names.push_back(st.name);
            return names;
        }());
        o << "final ranking:\n" << rankingJson(in, rank(in));
        return;
    }
    o << "decision: " << decisionKey(s.decision()) << " by " << seatName(g, s.currentSeat()) << "\n";
    const auto legal = truth.legalActions();
    if (s.currentSeat() != seat && !choicesArePublic(s.decision(), s.mode)) {
        o << "legal actions (" << legal.size() << "): only " << seatName(g, s.currentSeat()) << " may see them";
        if (s.currentSeat() >= 0 && s.currentSeat() < s.players)
            o << " (show --seat " << (s.currentSeat() + 1) << ")";
        o << "\n";
        o.flush();
        return;
    }
    o << "legal actions (" << legal.size() << "):\n";
    for (const auto &a : legal)
        o << "  " << actionToText(truth, a) << "\n";
    o.flush();
}

int cmdNew(const QStringList &args)
{
    const Options o = parseOptions(args, {u"players"_s, u"seed"_s, u"names"_s, u"mode"_s, u"alltaker"_s, u"ruleset"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (!o.rest.isEmpty())
        return fail(u"unexpected argument '%1'"_s.arg(o.rest.first()));
    QString error;
    int players = 0, alltaker = 0;
    if (!intOption(o, u"players"_s, 2, 4, players, error) || !intOption(o, u"alltaker"_s, 1, players, alltaker, error, false))
        return fail(error);
    alltaker = o.values.contains(u"alltaker"_s) ? alltaker - 1 : 0;
    std::uint64_t seed = 0;
    if (!seedOption(o, seed, error))
        return fail(error);
    bool table = false;
    QStringList names;
    if (!tableModeOption(o, table, error) || !namesOption(o, players, names, error))
        return fail(error);
    RulesetPtr rules = standardRuleset();
    if (o.values.contains(u"ruleset"_s)) {
        const RulesetResult rr = loadRulesetFile(o.values.value(u"ruleset"_s));
        if (!rr.ruleset)
            return fail(u"ruleset: "_s + ProblemText::plain(rr.problems, MournersProblems::words()));
        rules = rr.ruleset;
    }
    if (!rules)
        return fail(u"the built-in ruleset could not be read"_s);
    Game g = Game::create(rules, players, seed, table ? Mode::Table : Mode::Digital, alltaker, names);
    if (g.setup().mode == Mode::Digital)
        g.playChance();
    out() << g.toJson();
    out().flush();
    return 0;
}

bool loadGame(const QString &path, Game &g, QString &error)
{
    QByteArray data;
    if (!readFile(path, data, error))
        return false;
    auto res = Game::fromJson(data);
    if (!res.ok()) {
        error = path + u": "_s + ProblemText::plain(res.problems, MournersProblems::words());
        return false;
    }
    g = std::move(res.game);
    return true;
}

int cmdShow(const QStringList &args)
{
    const Options o = parseOptions(args, {u"seat"_s});
    Game g;
    QString error;
    int seat = 0;
    if (!openSave(o, 0, true, u"show takes one save file"_s, loadGame, g, error)
        || !intOption(o, u"seat"_s, 1, g.state().players, seat, error, false))
        return fail(error);
    printSummary(g, o.values.contains(u"seat"_s) ? seat - 1 : -1);
    return 0;
}

int cmdApply(const QStringList &args)
{
    const Options o = parseOptions(args, {}, {u"no-auto"_s});
    Game g;
    QString error;
    if (!openSave(o, 1, false, u"apply takes a save file and at least one action"_s, loadGame, g, error))
        return fail(error);
    const bool autoChance = g.setup().mode == Mode::Digital && !o.values.contains(u"no-auto"_s);
    Events events;
    QJsonArray log;
    const EventText text = eventText(g);
    auto record = [&] {
        for (std::size_t i = 0; i < events.size(); ++i)
            if (EventText::ownLogLine(events, i)) // as the app's log
                log.append(text.sentence(events, i));
        events.clear();
    };
    if (autoChance) { // a save stopped at a chance decision (--no-auto): draw it as play does
        g.playChance(&events);
        record();
    }
    for (int i = 1; i < o.rest.size(); ++i) {
        Action a;
        if (o.rest[i].trimmed().isEmpty())
            return fail(emptyAction(i));
        if (!actionFromText(g.state(), o.rest[i], a, error))
            return fail(error);
        if (const auto drawn = g.seedOutcome(); drawn && g.state().check(a) == ApplyError::None
                                                && actionToText(g.state(), a) != actionToText(g.state(), *drawn))
            return fail(u"'%1' was not applied: in a digital game the seed draws every chance outcome, and here it "
                        "draws '%2' (a table game enters what its dice and cards showed); the save is unchanged"_s
                            .arg(o.rest[i], actionToText(g.state(), *drawn)));
        const ApplyError e = g.apply(a, &events);
        if (e != ApplyError::None) {
            QString why = QString::fromLatin1(applyErrorKey(e));
            if (e == ApplyError::WrongSeat)
                why = u"it is %1's decision (%2)"_s.arg(seatName(g, g.state().currentSeat()),
                                                      QString::fromLatin1(decisionKey(g.state().decision())));
            else if (e == ApplyError::Illegal)
                why = u"not a legal action now; 'mourners-cli show' lists them"_s;
            else if (e == ApplyError::BadAdjustment || e == ApplyError::NotInTablePlay)
                why = text.adjustmentProblem(adjustmentProblem(g.state(), a));
            return fail(u"'%1' was not applied: %2; the save is unchanged"_s.arg(o.rest[i], why));
        }
        record();
        if (autoChance) {
            g.playChance(&events);
            record();
        }
    }
    QJsonObject result = QJsonDocument::fromJson(g.toJson()).object();
    result[u"events"_s] = log;
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

// Correcting the past: step STEP (1 = the first of the save's "actions") becomes ACTION and every later
// step is played again; those still legal are kept, the replay stops at the first that is not.
int cmdCorrect(const QStringList &args)
{
    const Options o = parseOptions(args, {}, {});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (o.rest.size() != 3)
        return fail(u"correct takes a save file, a step number and the action that step should have been"_s);
    Game g;
    QString error;
    if (!loadGame(o.rest[0], g, error))
        return fail(error);
    if (g.actions().empty())
        return fail(g.setup().mode == Mode::Table
                            ? u"%1 has no steps yet: there is nothing to correct (apply adds steps); the save is unchanged"_s.arg(o.rest[0])
                            : u"only a table game's entries can be corrected; the save is unchanged"_s);
    bool isNumber = false;
    const qlonglong step = o.rest[1].toLongLong(&isNumber);
    if (!isNumber || step < 1 || step > qlonglong(g.actions().size()))
        return fail(u"step must be a number from 1 to %1 (the save's actions), not '%2'"_s.arg(g.actions().size()).arg(o.rest[1]));
    const std::size_t index = std::size_t(step - 1);
    const GameState before = g.stateBefore(index);
    Action a;
    if (o.rest[2].trimmed().isEmpty())
        return fail(u"the action is empty: give the action step %1 should have been, as 'mourners-cli show' lists them; "
                    "the save is unchanged"_s.arg(step));
    if (!actionFromText(before, o.rest[2], a, error))
        return fail(error);
    const Game old = g;
    const Game::Correction c = g.correct(index, a);
    const QString was = actionToText(before, old.actions()[index]);
    using E = Game::Correction::Error;
    switch (c.error) {
    case E::None:
        break;
    case E::NotInTablePlay:
        return fail(u"only a table game's entries can be corrected; the save is unchanged"_s);
    case E::NoSuchStep:
        return fail(u"there is no step %1; the save is unchanged"_s.arg(step));
    case E::OtherDecision:
        return fail(u"step %1 was '%2'; '%3' answers another decision; the save is unchanged"_s.arg(step).arg(was, o.rest[2]));
    case E::Unchanged:
        return fail(u"step %1 already is '%2'; the save is unchanged"_s.arg(step).arg(was));
    case E::Refused:
        return fail(c.reason == ApplyError::Illegal
                            ? u"'%1' was not a legal action at step %2; the save is unchanged"_s.arg(o.rest[2]).arg(step)
                            : u"'%1' was refused at step %2 (%3); the save is unchanged"_s.arg(o.rest[2]).arg(step).arg(
                                      QString::fromLatin1(applyErrorKey(c.reason))));
    }
    QJsonObject correction{{u"step"_s, step}, {u"was"_s, was}, {u"now"_s, actionToText(before, a)},
                           {u"kept"_s, qint64(c.kept)}, {u"dropped"_s, qint64(c.dropped)}};
    if (c.stoppedAt >= 0) {
        const std::size_t i = std::size_t(c.stoppedAt);
        correction[u"stopped_at"_s] = qint64(i + 1);
        correction[u"stopped_action"_s] = actionToText(old.stateBefore(i), old.actions()[i]);
        correction[u"reason"_s] = QString::fromLatin1(applyErrorKey(c.reason));
    }
    QJsonObject result = QJsonDocument::fromJson(g.toJson()).object();
    result[u"correction"_s] = correction;
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

int cmdScore(const QStringList &args)
{
    QString path, error;
    QByteArray data;
    if (!readScoreFile(args, u"mourners-cli score FILE"_s, path, data, error))
        return fail(error);
    std::vector<ScoreInput> in;
    Problem problem;
    if (!parseScoreInputs(data, in, problem))
        return fail(path + u": "_s + describe(problem));
    out() << rankingJson(in, rank(in));
    out().flush();
    return 0;
}

int cmdSimulate(const QStringList &args)
{
    const Options o = parseOptions(args, {u"players"_s, u"games"_s, u"seed"_s}, {u"check"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (!o.rest.isEmpty())
        return fail(u"unexpected argument '%1' (every value comes after its option)"_s.arg(o.rest.first()));
    QString error;
    int players = 0, games = 0;
    if (!intOption(o, u"players"_s, 2, 4, players, error) || !intOption(o, u"games"_s, 1, 100000000, games, error))
        return fail(error);
    std::uint64_t seed = 0;
    if (!seedOption(o, seed, error))
        return fail(error);
    const bool check = o.values.contains(u"check"_s);
    const RulesetPtr rules = standardRuleset();
    // Random digital games as fast as the engine plays them; --check (the checking mode) checks the
    // invariants after every step, without it none are checked (the conformance tests check them too).
    const SimulateRun run = simulateRandom<Action>(
            games, seed, 200000,
            [&](int i) { return GameState::newGame(rules, players, seed + std::uint64_t(i), Mode::Digital); },
            [&](int i) { return seed + std::uint64_t(i); }, [&](const GameState &) { return check; },
            [](const GameState &) {});
    return printSimulateRun(run, QJsonObject{{u"players"_s, players}});
}

// Bots play whole digital games against each other; seats rotate from game to game.
int cmdTournament(const QStringList &args)
{
    BotConfig defaults;
    defaults.iterations = 200;
    defaults.timeLimitMs = 0;
    TournamentSetup<BotConfig> t;
    QString error;
    if (!readTournament(args, 2, 4, u"search,random"_s, defaults, botKindFromKey, t, error))
        return fail(error);
    const int players = int(t.bots.size());
    std::vector<double> scores(t.bots.size(), 0.0);
    std::vector<BotTally> tally(t.bots.size());
    std::vector<SillyCounts> silly(t.bots.size(), SillyCounts{});
    long long decisions = 0;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < t.games; ++g) {
        GameState s = GameState::newGame(standardRuleset(), players, t.seed + std::uint64_t(g), Mode::Digital);
        auto botAt = [&](int seat) { return (seat + g) % players; }; // rotate seats
        SillyMoveWatch watch; // the moves a person would call silly (model/mourners/sillymoves.h)
        const auto decide = [&](int seat, std::size_t bot, std::uint64_t botSeed) {
            const GameState view = s.viewFor(seat);
            // A search player's answer comes with its simulations (searchReport() is chooseAction()'s path).
            const bool searches = t.bots[bot].kind != BotKind::Random && t.bots[bot].kind != BotKind::Rules;
            if (!searches)
                return BotChoice<Action>{chooseAction(view, t.bots[bot], botSeed, &watch), 0};
            const SearchReport report = searchReport(view, t.bots[bot], botSeed, &watch);
            return BotChoice<Action>{report.action, report.search.iterations};
        };
        const auto apply = [&](const Action &a) {
            if (!SillyMoveWatch::concerns(a))
                return s.apply(a) == ApplyError::None;
            const GameState before = s;
            if (s.apply(a) != ApplyError::None)
                return false;
            watch.observe(before, a, s);
            return true;
        };
        if (!playTournamentGame(s, t.seed * 31 + std::uint64_t(g), botAt, decide, apply, tally, decisions))
            return fail(u"a bot chose an illegal action"_s);
        for (int p = 0; p < players; ++p)
            for (int k = 0; k < kSillyKinds; ++k)
                silly[std::size_t(botAt(p))][std::size_t(k)] += watch.counts(p)[std::size_t(k)];
        const auto ranking = rank(scoreInputs(s, {}));
        int firsts = 0;
        for (const auto &r : ranking)
            firsts += r.place == 1 ? 1 : 0;
        for (const auto &r : ranking) {
            scores[std::size_t(botAt(r.input))] += r.score;
            if (r.place == 1)
                tally[std::size_t(botAt(r.input))].wins += 1.0 / firsts;
        }
    }
    QJsonArray list;
    for (std::size_t i = 0; i < t.bots.size(); ++i) {
        QJsonObject b;
        tally[i].writeTo(b, t.names[int(i)], t.games);
        b[u"average_score"_s] = scores[i] / t.games;
        QJsonObject sillyMoves;
        for (int k = 0; k < kSillyKinds; ++k)
            sillyMoves[QString::fromLatin1(sillyKindKey(SillyKind(k)))] = silly[i][std::size_t(k)];
        b[u"silly_moves"_s] = sillyMoves;
        list.append(b);
    }
    QJsonObject r = tournamentReport(t, timer);
    r[u"seconds_per_decision"_s] = double(timer.elapsed()) / 1000.0 / std::max<long long>(1, decisions);
    r[u"bots"_s] = list;
    out() << QJsonDocument(r).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace

namespace mc {

/// The command-line front end of the module (app/mourners/mournersmodule.cpp).
int runCli(const QString &cmd, QStringList &args)
{
    return runCommand(cmd, args,
                      {{u"new"_s, cmdNew}, {u"show"_s, cmdShow}, {u"apply"_s, cmdApply}, {u"correct"_s, cmdCorrect},
                       {u"score"_s, cmdScore}, {u"serve"_s, runServe}, {u"simulate"_s, cmdSimulate},
                       {u"tournament"_s, cmdTournament}},
                      [&cmd] {
                          err() << "mourners-cli: unknown command '" << cmd
                                << "'\nusage: mourners-cli COMMAND [--game ID] ...\n" << kUsage
                                << "The games of the shelf: mourners-cli games; every game's commands: mourners-cli "
                                   "--help; see docs/cli.md.\n";
                          return 2;
                      });
}

const char *cliUsage()
{
    return kUsage;
}

} // namespace mc
