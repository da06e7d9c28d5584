// mourners-cli --game rest-in-peace: new, show, apply, simulate, tournament (docs/cli.md, "Rest in Peace").
#include "cli/common.h"
#include "cli/simulate.h"
#include "cli/tournament.h"
#include "model/core/names.h"
#include "model/core/rng.h"
#include "model/restinpeace/bots.h"
#include "model/restinpeace/game.h"
#include "problemtext.h"
#include "riptext.h"

#include <QElapsedTimer>
#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringList>
#include <QTextStream>

#include <utility>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

bool loadGame(const QString &path, rip::Game &g, QString &error)
{
    QByteArray data;
    if (!readFile(path, data, error))
        return false;
    auto res = rip::Game::fromJson(data);
    if (!res.ok()) {
        error = path + u": "_s + ProblemText::plain(res.problems, ProblemText::saveWords());
        return false;
    }
    g = std::move(res.game);
    return true;
}

QString seatName(const rip::Game &g, int seat)
{
    if (seat == rip::kChanceSeat)
        return u"chance"_s;
    if (seat < 0 || seat >= rip::kSeats)
        return u"nobody"_s;
    return u"p%1 %2"_s.arg(seat + 1).arg(g.names().value(seat));
}

using riptext::psychicId;

QString cardText(const rip::Card &c)
{
    return riptext::cardNotation(c);
}

// `seat` is the seat whose knowledge is shown (GameState::viewFor), -1 for what both players may know.
void printSummary(const rip::Game &g, int seat)
{
    const rip::GameState &truth = g.state();
    const rip::GameState s = truth.viewFor(seat);
    QTextStream &o = out();
    o << "round " << s.round << ", phase " << rip::phaseKey(s.phase) << ", "
      << (s.setup.mode == rip::Mode::Table ? "table" : "digital") << " game" << (s.setup.learning ? ", learning" : "") << "\n";
    o << "shown for "
      << (seat < 0 ? u"everyone (public view; --seat N for a player's own view)"_s : seatName(g, seat)) << "\n";
    for (int r = 1; r <= rip::kRounds; ++r) {
        const int card = r <= rip::kLineCards ? s.line[std::size_t(r - 1)] : rip::kSpecialCard;
        o << "  round " << r << ": " << (card > 0 ? u"psychic "_s + psychicId(card) : u"psychic not revealed"_s);
        if (s.slotManors[std::size_t(r - 1)] || s.slotCastles[std::size_t(r - 1)])
            o << ", manors " << s.slotManors[std::size_t(r - 1)] << " castles " << s.slotCastles[std::size_t(r - 1)];
        for (int p = 0; p < rip::kSeats; ++p) {
            const rip::Side &side = s.side(r, p);
            if (side.size() == 0)
                continue;
            QStringList cards;
            for (int i = 0; i < side.size(); ++i)
                cards << cardText(side[i]);
            o << "\n    p" << (p + 1) << ": " << cards.join(u", "_s);
            if (r == s.round && s.phase == rip::Phase::Turn)
                o << " (total " << s.total(r, p) << ")";
        }
        o << "\n";
    }
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = s.player[std::size_t(p)];
        o << seatName(g, p) << ": manors " << pl.manors << ", castles " << pl.castles << ", deck " << pl.deck
          << ", hand " << pl.handSize();
        QStringList known;
        for (int v = 1; v <= 6; ++v)
            for (int k = 0; k < pl.hand[std::size_t(v)]; ++k)
                known << QString::number(v);
        if (!known.isEmpty())
            o << " (" << known.join(u" "_s) << (pl.handUnknown ? u" and %1 unknown"_s.arg(pl.handUnknown) : QString()) << ")";
        QStringList held;
        for (int card = 1; card <= rip::kPsychicCards; ++card)
            if (pl.holds(card))
                held << psychicId(card);
        o << ", psychic cards " << (held.isEmpty() ? u"none"_s : held.join(u", "_s));
        if (pl.tripped)
            o << ", tripped";
        o << "\n";
    }
    if (s.isTerminal()) {
        o << "game over: " << (s.gameWinner < 0 ? u"a draw"_s : seatName(g, s.gameWinner) + u" wins"_s) << "\n";
        o.flush();
        return;
    }
    o << "decision: " << rip::decisionKey(s.decision()) << " by " << seatName(g, s.currentSeat()) << "\n";
    const auto legal = truth.legalActions();
    // A player's choices follow from the hand; a digital draw's outcomes from the deck's contents.
    const bool hidden = s.isChance() ? s.setup.mode == rip::Mode::Digital : s.currentSeat() != seat;
    if (hidden) {
        o << "legal actions (" << legal.size() << "): only " << seatName(g, s.currentSeat()) << " may see them";
        if (!s.isChance())
            o << " (show --seat " << (s.currentSeat() + 1) << ")";
        o << "\n";
    } else {
        o << "legal actions (" << legal.size() << "):\n";
        for (const auto &a : legal)
            o << "  " << rip::actionToText(truth, a) << "\n";
    }
    o.flush();
}

using riptext::eventKey;

// An event as JSON. In a digital game a card drawn or laid face down stays unnamed (as in the app's log):
// only its owner may know it.
QJsonObject eventJson(const rip::Event &e, bool digital)
{
    QJsonObject j;
    j[u"event"_s] = QLatin1StringView(eventKey(e.type));
    if (e.seat >= 0 && e.seat < rip::kSeats)
        j[u"seat"_s] = u"p%1"_s.arg(e.seat + 1);
    const bool secret = digital && (e.type == rip::EventType::CardDrawn || (e.type == rip::EventType::Placed && e.v > 0));
    j[u"v"_s] = secret ? -1 : e.v;
    j[u"w"_s] = e.w;
    j[u"a"_s] = e.a;
    j[u"b"_s] = e.b;
    if (e.rule && *e.rule)
        j[u"rule"_s] = QLatin1StringView(e.rule);
    return j;
}

int cmdNew(const QStringList &args)
{
    const Options o = parseOptions(args, {u"seed"_s, u"mode"_s, u"names"_s, u"starter"_s}, {u"learning"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (!o.rest.isEmpty())
        return fail(u"unexpected argument '%1'"_s.arg(o.rest.first()));
    rip::Setup setup;
    QString error;
    int starter = 1;
    if (!seedOption(o, setup.seed, error) || !intOption(o, u"starter"_s, 1, rip::kSeats, starter, error, false))
        return fail(error);
    setup.starter = std::int8_t(starter - 1);
    bool table = false;
    QStringList names;
    if (!tableModeOption(o, table, error) || !namesOption(o, rip::kSeats, names, error))
        return fail(error);
    setup.mode = table ? rip::Mode::Table : rip::Mode::Digital;
    setup.learning = o.values.contains(u"learning"_s); // RIP-LEARN-1
    rip::Game g = rip::Game::create(setup, names);
    if (setup.mode == rip::Mode::Digital)
        g.playChance();
    out() << g.toJson();
    out().flush();
    return 0;
}

int cmdShow(const QStringList &args)
{
    const Options o = parseOptions(args, {u"seat"_s});
    rip::Game g;
    QString error;
    int seat = 0;
    if (!openSave(o, 0, true, u"show takes one save file"_s, loadGame, g, error)
        || !intOption(o, u"seat"_s, 1, rip::kSeats, seat, error, false))
        return fail(error);
    printSummary(g, o.values.contains(u"seat"_s) ? seat - 1 : -1);
    return 0;
}

int cmdApply(const QStringList &args)
{
    const Options o = parseOptions(args, {}, {u"no-auto"_s});
    rip::Game g;
    QString error;
    if (!openSave(o, 1, false, u"apply takes a save file and at least one action"_s, loadGame, g, error))
        return fail(error);
    const bool digital = g.setup().mode == rip::Mode::Digital;
    const bool autoChance = digital && !o.values.contains(u"no-auto"_s);
    rip::Events events;
    if (autoChance)
        g.playChance(&events); // a save stopped at a chance decision (--no-auto): draw it as play does
    for (int i = 1; i < o.rest.size(); ++i) {
        rip::Action a;
        if (o.rest[i].trimmed().isEmpty())
            return fail(emptyAction(i));
        if (!rip::actionFromText(g.state(), o.rest[i], a, error))
            return fail(u"'%1': %2"_s.arg(mc::printable(o.rest[i], 40), error));
        const rip::ApplyError e = g.apply(a, &events);
        if (e != rip::ApplyError::None) {
            QString why = QString::fromLatin1(rip::applyErrorKey(e));
            if (e == rip::ApplyError::WrongSeat)
                why = u"it is %1's decision (%2)"_s.arg(seatName(g, g.state().currentSeat()),
                                                      QLatin1StringView(rip::decisionKey(g.state().decision())));
            else if (e == rip::ApplyError::Illegal)
                why = u"not a legal action now; 'mourners-cli show' lists them"_s;
            return fail(u"'%1' was not applied: %2; the save is unchanged"_s.arg(mc::printable(o.rest[i], 40), why));
        }
        if (autoChance)
            g.playChance(&events);
    }
    QJsonArray log;
    for (const rip::Event &e : events)
        log.append(eventJson(e, digital));
    QJsonObject result = QJsonDocument::fromJson(g.toJson()).object();
    result[u"events"_s] = log;
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

// The setup of game `i` of a simulation or tournament: the two seats start in turn (RIP-SETUP-3).
rip::Setup setupOf(std::uint64_t seed, int i)
{
    rip::Setup setup;
    setup.seed = seed + std::uint64_t(i);
    setup.starter = std::int8_t(i & 1);
    return setup;
}

// Random digital games as fast as the engine plays them; --check (the checking mode) checks the
// invariants after every step, without it none are checked (the conformance tests check them too).
int cmdSimulate(const QStringList &args)
{
    const Options o = parseOptions(args, {u"games"_s, u"seed"_s}, {u"check"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (!o.rest.isEmpty())
        return fail(u"unexpected argument '%1' (every value comes after its option)"_s.arg(o.rest.first()));
    QString error;
    int games = 0;
    std::uint64_t seed = 0;
    if (!intOption(o, u"games"_s, 1, 100000000, games, error) || !seedOption(o, seed, error))
        return fail(error);
    int draws = 0;
    const bool check = o.values.contains(u"check"_s);
    const cli::SimulateRun run = cli::simulateRandom<rip::Action>(
            games, seed, 100000, [&](int i) { return rip::GameState::newGame(setupOf(seed, i)); },
            [&](int i) { return seed + std::uint64_t(i); }, [&](const rip::GameState &) { return check; },
            [&](const rip::GameState &s) {
                if (s.isTerminal() && s.gameWinner < 0)
                    ++draws;
            });
    return cli::printSimulateRun(run, QJsonObject{{u"game"_s, QLatin1StringView(rip::kGameId)}, {u"draws"_s, double(draws)}});
}

// Two bots play whole digital games, each deciding from its own view; seats swap from game to game.
int cmdTournament(const QStringList &args)
{
    cli::TournamentSetup<rip::BotConfig> t;
    QString error;
    if (!cli::readTournament(args, rip::kSeats, rip::kSeats, u"search,rules"_s, rip::BotConfig{}, rip::botKindFromKey, t, error))
        return fail(error);
    std::vector<double> tokens(2, 0.0);
    std::vector<cli::BotTally> tally(2);
    // Games won by a majority (RIP-END-1), by round 10, by more tokens after a tie there (RIP-END-2, 3).
    std::vector<std::array<int, 3>> botWinsBy(2, {0, 0, 0});
    long long decisions = 0;
    int draws = 0;
    QElapsedTimer timer;
    timer.start();
    for (int g = 0; g < t.games; ++g) {
        // Seats swap from game to game and the starter every second game: in four games each bot
        // starts round 1 twice, from either seat (RIP-SETUP-3).
        rip::Setup setup = setupOf(t.seed, g);
        setup.starter = std::int8_t((g >> 1) & 1);
        rip::GameState s = rip::GameState::newGame(setup);
        auto botAt = [&](int seat) { return std::size_t((seat + g) % rip::kSeats); }; // swap seats
        const auto decide = [&](int seat, std::size_t bot, std::uint64_t botSeed) {
            cli::BotChoice<rip::Action> c;
            c.action = rip::chooseAction(s.viewFor(seat), t.bots[bot], botSeed, &c.simulations);
            return c;
        };
        const auto apply = [&](const rip::Action &a) { return s.apply(a) == rip::ApplyError::None; };
        if (!cli::playTournamentGame(s, t.seed * 31 + std::uint64_t(g), botAt, decide, apply, tally, decisions))
            return fail(u"a bot chose an illegal action"_s);
        if (s.gameWinner < 0) {
            ++draws;
            tally[0].wins += 0.5;
            tally[1].wins += 0.5;
        } else {
            tally[botAt(s.gameWinner)].wins += 1.0;
            const int how = s.endReason == rip::GameEnd::Majority ? 0 : s.endReason == rip::GameEnd::RoundTen ? 1 : 2;
            ++botWinsBy[botAt(s.gameWinner)][std::size_t(how)];
        }
        for (int p = 0; p < rip::kSeats; ++p)
            tokens[botAt(p)] += s.player[std::size_t(p)].manors + s.player[std::size_t(p)].castles;
    }
    QJsonArray list;
    qint64 longest = 0;
    for (std::size_t i = 0; i < t.bots.size(); ++i) {
        QJsonObject b;
        tally[i].writeTo(b, t.names[int(i)], t.games);
        b[u"average_tokens"_s] = tokens[i] / t.games;
        b[u"wins_by"_s] = QJsonObject{{u"majority"_s, botWinsBy[i][0]}, {u"round_ten"_s, botWinsBy[i][1]},
                                      {u"tokens"_s, botWinsBy[i][2]}};
        longest = std::max(longest, tally[i].maxNanos);
        list.append(b);
    }
    QJsonObject r = cli::tournamentReport(t, timer);
    r[u"game"_s] = QLatin1StringView(rip::kGameId);
    r[u"draws"_s] = draws;
    r[u"max_seconds_per_decision"_s] = double(longest) / 1e9;
    r[u"bots"_s] = list;
    out() << QJsonDocument(r).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

} // namespace

int runRipServe(QStringList &args); // ripserve.cpp

int runRestInPeace(const QString &cmd, QStringList &args)
{
    return runCommand(cmd, args,
                      {{u"new"_s, cmdNew}, {u"show"_s, cmdShow}, {u"apply"_s, cmdApply}, {u"serve"_s, runRipServe},
                       {u"simulate"_s, cmdSimulate}, {u"tournament"_s, cmdTournament}},
                      [&cmd] {
                          return fail(u"Rest in Peace has the commands new, show, apply, serve, simulate and "
                                      "tournament (not '%1'); see docs/cli.md"_s.arg(cmd));
                      });
}
