// mourners-cli: the text front end of every game of the shelf (docs/cli.md). It knows no game: it
// asks the registry's modules (app/core/registry.h) and hands `--game ID`'s commands to that module.
#include "common.h"
#include "model/core/conformance.h"
#include "registry.h"
#include "shelfcommands.h"
#include "translationfiles.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

// The options of show, apply, correct and serve that take a value (the save is found among the rest).
const QStringList kOptionsWithValue{u"--seat"_s, u"--port"_s, u"--address"_s, u"--listen"_s, u"--host"_s};

QString usage()
{
    QString text = u"usage: mourners-cli COMMAND [--game ID] ...\n"
                   "The games of the shelf (--game ID; without it %1):\n"_s
                           .arg(QLatin1StringView(shelf::defaultGame().id));
    for (const shelf::GameModule &g : shelf::games())
        text += u"  %1%2%3\n"_s.arg(QLatin1StringView(g.id), QString(std::max<qsizetype>(1, 18 - qstrlen(g.id)), u' '),
                                   g.cli ? QString::fromUtf8(g.title) : u"%1 (in the app only)"_s.arg(QString::fromUtf8(g.title)));
    text += u"Commands:\n"
            "  --version                       (the program's version)\n"
            "  games                           (the games of the shelf and their ids)\n"
            "  check [--game ID] [--players N] [--games G] [--seed S]\n"
            "                                  (a rules engine's conformance checks on G random games, 20\n"
            "                                  without --games: each step's invariants, undo, save and\n"
            "                                  replay, what each seat sees; without --game every game's)\n"_s;
    text += shelfCommandsUsage();
    for (const shelf::GameModule &g : shelf::games()) {
        if (!g.cli || !g.cliUsage)
            continue;
        if (&g != &shelf::defaultGame())
            text += u"--game %1:\n"_s.arg(QLatin1StringView(g.id));
        text += QString::fromUtf8(g.cliUsage);
    }
    return text + u"See docs/cli.md.\n"_s;
}

// The game a save file names ("game"); saves written before the shelf are the default game's. Empty
// when the file cannot be read as JSON: the game's own loader then says why.
QString gameOfSave(const QString &path)
{
    QByteArray data;
    QString error;
    if (path == u"-"_s || !readFile(path, data, error))
        return {};
    const QJsonObject o = QJsonDocument::fromJson(data).object();
    return o.value(u"game"_s).toString();
}

// The "format" a JSON file names (saves and the sheets the app keeps), or "".
QString formatOfFile(const QString &path)
{
    QByteArray data;
    QString error;
    if (path.isEmpty() || path == u"-"_s || !readFile(path, data, error))
        return {};
    return QJsonDocument::fromJson(data).object().value(u"format"_s).toString();
}

int cmdGames()
{
    for (const shelf::GameModule &g : shelf::games())
        out() << g.id << "\t" << g.title << "\n";
    out().flush();
    return 0;
}

// mourners-cli check: the conformance hook of one game (--game) or of every game that has a rules
// engine, for each number of players it is played by (or --players). Exit 1 when a check failed.
int cmdCheck(const QStringList &args)
{
    const Options o = parseOptions(args, {u"game"_s, u"players"_s, u"games"_s, u"seed"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (!o.rest.isEmpty())
        return fail(u"check takes only options (not '%1')"_s.arg(o.rest.join(u' ')));
    QList<const shelf::GameModule *> modules;
    if (o.values.contains(u"game"_s)) {
        const QString id = o.values.value(u"game"_s);
        const shelf::GameModule *module = shelf::findGame(id);
        if (!module)
            return fail(u"unknown game '%1' (%2)"_s.arg(id, shelf::gameIds()));
        if (!module->conformance)
            return fail(u"%1 has no rules engine to check (a score sheet or a tracker)"_s.arg(id));
        modules << module;
    } else {
        for (const shelf::GameModule &g : shelf::games())
            if (g.conformance)
                modules << &g;
    }
    QString error;
    int games = 20;
    int players = 0;
    std::uint64_t seed = 1;
    if (!intOption(o, u"games"_s, 1, 100000, games, error, false) || !intOption(o, u"players"_s, 1, 99, players, error, false)
        || (o.values.contains(u"seed"_s) && !seedOption(o, seed, error)))
        return fail(error);
    for (const shelf::GameModule *m : std::as_const(modules))
        if (players && (players < m->minPlayers || players > m->maxPlayers))
            return fail(u"%1 is played by %2 to %3 players, not %4"_s.arg(QLatin1StringView(m->id)).arg(m->minPlayers)
                                .arg(m->maxPlayers).arg(players));
    int failed = 0;
    for (const shelf::GameModule *m : std::as_const(modules)) {
        for (int n = players ? players : m->minPlayers; n <= (players ? players : m->maxPlayers); ++n) {
            const QStringList failures = m->conformance(n, seed, games, mc::ConformanceOptions{}.botEvery);
            out() << m->id << ", " << n << " players, " << games << " random games from seed " << seed << ": "
                  << (failures.isEmpty() ? u"conform"_s : u"%1 failed"_s.arg(failures.size())) << "\n";
            for (const QString &f : failures)
                out() << "  " << f << "\n";
            failed += failures.isEmpty() ? 0 : 1;
        }
    }
    out().flush();
    return failed > 0 ? 1 : 0;
}

} // namespace

/// The command line's main, for this program and for test builds with games of their own.
int cliMain(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    // The app's sentences (game logs, refusals) in the system's language, as the app shows them when
    // its language is "system": English with its plural forms, German with LANGUAGE or LANG=de.
    translationfiles::installFor(u"system"_s, &app);
    QStringList args = app.arguments().mid(1);
    if (args.isEmpty() || args[0] == u"--help"_s || args[0] == u"-h"_s) {
        (args.isEmpty() ? err() : out()) << usage();
        return args.isEmpty() ? 2 : 0;
    }
    if (args[0] == u"--version"_s || args[0] == u"-v"_s) {
        out() << "mourners-cli " << MOURNERS_VERSION << "\n";
        out().flush();
        return args.size() == 1 ? 0 : fail(u"--version takes no arguments"_s);
    }
    const QString cmd = args.takeFirst();
    if (cmd.startsWith(u"-"_s))
        return fail(u"'%1' is not a command: the command comes first, then its arguments and options "
                    "(mourners-cli COMMAND [--game ID] ...); mourners-cli --help lists the commands"_s.arg(cmd));
    if (cmd == u"games"_s) {
        if (!args.isEmpty())
            return fail(u"games takes no arguments (not '%1')"_s.arg(args.join(u' ')));
        return cmdGames();
    }
    if (cmd == u"check"_s)
        return cmdCheck(args);
    // The shelf's own commands that this program adds (history), before --game is looked at.
    if (const ShelfCommand *command = shelfCommand(cmd))
        return (*command)(args);
    // --game ID picks the game; without it a save names its own game, else the shelf's first.
    QString game;
    const qsizetype at = args.indexOf(u"--game"_s);
    if (at >= 0) {
        if (at + 1 >= args.size())
            return fail(u"--game needs a game id (%1)"_s.arg(shelf::gameIds()));
        game = args.at(at + 1);
        args.remove(at, 2);
        if (!shelf::findGame(game))
            return fail(u"unknown game '%1' (%2)"_s.arg(game, shelf::gameIds()));
    } else if ((cmd == u"show"_s || cmd == u"apply"_s || cmd == u"correct"_s || cmd == u"serve"_s) && !args.isEmpty()) {
        // The save: the first argument that is no option and no option's value.
        QString save;
        for (qsizetype i = 0; i < args.size() && save.isEmpty(); ++i) {
            if (args[i].startsWith(u"--"_s))
                i += kOptionsWithValue.contains(args[i]) ? 1 : 0;
            else
                save = args[i];
        }
        game = gameOfSave(save);
        if (!game.isEmpty() && !shelf::findGame(game))
            return fail(u"%1 is a save of the game '%2', which this program does not know (%3)"_s.arg(
                    save, game, shelf::gameIds()));
    }
    const shelf::GameModule *module = game.isEmpty() ? &shelf::defaultGame() : shelf::findGame(game);
    if (!module->cli)
        return fail(u"%1 has no command-line commands"_s.arg(QLatin1StringView(module->id)));
    const int code = module->cli(cmd, args);
    if (code != 0 && cmd == u"score"_s) {
        // A save or a sheet the app keeps names its format: it is not the file score reads.
        for (const QString &a : std::as_const(args)) {
            if (a.startsWith(u"--"_s))
                continue;
            if (const QString format = formatOfFile(a); !format.isEmpty()) {
                err() << "mourners-cli: " << a << " is a file of the format '" << format
                      << "' (a save or a sheet the app keeps), not a score sheet: score reads the numbers of a "
                         "finished game as docs/cli.md shows"
                      << Qt::endl;
                return code;
            }
            break;
        }
    }
    // The first file named, when it exists: a sheet of another game is a file that was read.
    QString named;
    for (const QString &a : std::as_const(args))
        if (!a.startsWith(u"--"_s)) {
            named = a;
            break;
        }
    if (code != 0 && cmd == u"score"_s && at < 0 && (named == u"-"_s || QFileInfo(named).isFile())) {
        // A score sheet of another game given without --game is read as the default game's: say so.
        QStringList others;
        for (const shelf::GameModule &g : shelf::games())
            if (&g != module && g.cli && g.cliUsage && QByteArrayView(g.cliUsage).contains("score "))
                others << u"--game "_s + QLatin1StringView(g.id);
        if (!others.isEmpty())
            err() << "mourners-cli: without --game, score reads a score sheet of " << module->title
                  << "; a sheet of another game needs " << others.join(u" or "_s) << Qt::endl;
    }
    return code;
}
