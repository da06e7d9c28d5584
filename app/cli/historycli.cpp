// mourners-cli history: the history of finished games, in the local file or on a club's server
// (docs/cli.md, "The history"). Part of the program (not of shelf_modules): it needs the history's
// store (mourners_app) and registers itself with the dispatch (cli::addShelfCommand).
#include "common.h"
#include "shelfcommands.h"

#include "historystore.h"
#include "ratings.h"
#include "registry.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

using namespace Qt::StringLiterals;
using namespace cli;

namespace {

// Exit codes (docs/cli.md): 0 done, 1 done in part (import: games left out), 2 refused (usage, URL,
// a file that does not read), 3 the history cannot be used (login refused, server not reachable,
// damaged file). Nothing is changed on 2 and 3.
constexpr int kPartly = 1;
constexpr int kUnavailable = 3;

const QString kUsage = u"  history [--database URL] list | add FILE | import FILE | export FILE\n"
                       "          | ratings [--game ID]   (the history of finished games, JSON; URL: a history\n"
                       "                                  file or postgresql://user@host:port/db?sslmode=...;\n"
                       "                                  FILE may be another laptop's history.sqlite;\n"
                       "                                  ratings: the standings per game, docs/ratings.md)\n"
                       "  history [--database URL] rename OLD NEW\n"
                       "                                  (a player's name in every game; NEW there already:\n"
                       "                                  the two become one player)\n"_s;

void print(const QJsonObject &o)
{
    out() << QJsonDocument(o).toJson(QJsonDocument::Indented);
    out().flush();
}

// The standings of one game of the shelf (docs/ratings.md), best first.
QJsonObject standings(const std::vector<GameRecord> &all, const QString &game)
{
    QJsonArray players;
    for (const ratings::Standing &s : ratings::compute(all, game).players)
        players.append(QJsonObject{{u"rank"_s, s.rank},
                                   {u"name"_s, s.name},
                                   {u"rating"_s, s.rating.ordinal()},
                                   {u"mu"_s, s.rating.mu},
                                   {u"sigma"_s, s.rating.sigma},
                                   {u"games"_s, s.games},
                                   {u"wins"_s, s.wins}});
    return QJsonObject{{u"game"_s, game}, {u"players"_s, players}};
}

QJsonObject summary(const GameRecord &g)
{
    QJsonArray players;
    for (const PlayerRecord &p : g.players)
        players.append(QJsonObject{{u"name"_s, p.name}, {u"score"_s, p.score}, {u"place"_s, p.place}});
    return QJsonObject{{u"uid"_s, g.uid},
                       {u"playedAt"_s, g.playedAt.toUTC().toString(Qt::ISODate)},
                       {u"game"_s, g.game},
                       {u"source"_s, g.source},
                       {u"players"_s, players}};
}

// Reads FILE's games (CSV or JSON); false with the refusal printed.
bool readGames(const QString &path, std::vector<GameRecord> &games, int &code)
{
    QByteArray data;
    QString error;
    if (!readFile(path, data, error)) {
        code = fail(error);
        return false;
    }
    const bool csv = path.endsWith(u".csv"_s, Qt::CaseInsensitive)
                     || (!path.endsWith(u".json"_s, Qt::CaseInsensitive) && !data.trimmed().startsWith('{'));
    HistoryFiles::Read read = csv ? HistoryFiles::readCsv(data) : HistoryFiles::readJson(data);
    if (read.refused || !read.problems.empty()) {
        QStringList lines;
        for (const mc::Problem &p : read.problems)
            lines << describe(p);
        code = fail(u"%1 was not added: %2"_s.arg(path, lines.join(u"; "_s)));
        return false;
    }
    if (read.games.empty()) {
        code = fail(u"%1 holds no game"_s.arg(path));
        return false;
    }
    games = std::move(read.games);
    return true;
}

// history rename OLD NEW: the player OLD is NEW in every game (NEW there already: one player).
// Refused (exit 2, nothing changed) as the app's Players view refuses: see HistoryStore::renameProblem().
int renamePlayer(HistoryStore &store, const QStringList &names)
{
    if (names.size() != 2)
        return fail(u"history rename needs the OLD and the NEW name"_s);
    const QString problem = store.renameProblem(names[0], names[1]);
    if (!problem.isEmpty())
        return fail(u"%1 was not renamed: %2"_s.arg(names[0], problem));
    const int games = store.renamePlayer(names[0], names[1]);
    if (games < 0) {
        err() << "mourners-cli: " << store.message() << Qt::endl;
        return kUnavailable;
    }
    print(QJsonObject{{u"database"_s, store.path()}, {u"from"_s, names[0]}, {u"to"_s, names[1].trimmed()},
                      {u"renamed"_s, games}});
    return 0;
}

int history(const QStringList &args)
{
    const Options o = parseOptions(args, {u"database"_s, u"game"_s});
    if (!o.error.isEmpty())
        return fail(o.error);
    if (o.rest.isEmpty())
        return fail(u"history needs a subcommand: list, add FILE, import FILE, export FILE, ratings or rename OLD NEW"_s);
    const QString sub = o.rest.first();
    const QStringList files = o.rest.mid(1);
    const bool needsFile = sub == u"add"_s || sub == u"import"_s || sub == u"export"_s;
    const bool rename = sub == u"rename"_s;
    if (sub != u"list"_s && sub != u"ratings"_s && !needsFile && !rename)
        return fail(u"history: unknown subcommand '%1' (list, add, import, export, ratings, rename)"_s.arg(sub));
    if (rename && files.size() != 2)
        return fail(u"history rename needs the OLD and the NEW name"_s);
    if (needsFile && files.size() != 1)
        return fail(u"history %1 needs exactly one FILE"_s.arg(sub));
    if ((sub == u"list"_s || sub == u"ratings"_s) && !files.isEmpty())
        return fail(u"history %1 takes no FILE (not '%2')"_s.arg(sub, files.join(u' ')));
    // --game picks the game of the ratings, and only of them; a game the shelf does not know is refused
    // before the database is touched.
    const QString game = o.values.value(u"game"_s);
    if (o.values.contains(u"game"_s) && sub != u"ratings"_s)
        return fail(u"history %1 takes no --game (only ratings does)"_s.arg(sub));
    if (o.values.contains(u"game"_s) && !shelf::findGame(game))
        return fail(u"unknown game '%1' (%2)"_s.arg(game, shelf::gameIds()));

    // The database: --database, else the app's own history file.
    QString database = o.values.value(u"database"_s);
    if (database.isEmpty()) {
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setOrganizationDomain(u"mourners.github.io"_s);
        QCoreApplication::setApplicationName(u"mourners"_s);
        database = HistoryStore::defaultPath();
    }
    if (HistoryServer::isUrl(database)) {
        QString why;
        if (!HistoryServer::fromUrl(database, &why))
            return fail(why);
    }
    // A file to read is checked before the database is touched: a refusal changes nothing.
    std::vector<GameRecord> games;
    int code = 0;
    if (sub == u"add"_s && !readGames(files.first(), games, code))
        return code;
    if (sub == u"import"_s && !QFileInfo(files.first()).isFile())
        return fail(u"%1 is not a file that can be read"_s.arg(files.first()));

    HistoryStore store(database);
    if (!store.available()) {
        err() << "mourners-cli: " << store.errorText() << Qt::endl;
        return kUnavailable;
    }
    const QString where = store.path();
    if (rename)
        return renamePlayer(store, files);
    if (sub == u"list"_s) {
        QJsonArray list;
        for (const GameRecord &g : store.records())
            list.append(summary(g));
        print(QJsonObject{{u"database"_s, where}, {u"count"_s, list.size()}, {u"games"_s, list}});
        return 0;
    }
    if (sub == u"ratings"_s) {
        // One game, or every game the history holds (in shelf order).
        const std::vector<GameRecord> all = store.records();
        if (o.values.contains(u"game"_s)) {
            QJsonObject one = standings(all, game);
            one.insert(u"database"_s, where);
            print(one);
            return 0;
        }
        QJsonArray perGame;
        for (const QString &held : store.gamesInHistory())
            perGame.append(standings(all, held));
        print(QJsonObject{{u"database"_s, where}, {u"games"_s, perGame}});
        return 0;
    }
    if (sub == u"add"_s) {
        int added = 0;
        int already = 0;
        QJsonArray uids;
        for (const GameRecord &g : games) {
            QString error;
            bool there = false;
            if (store.addRecord(g, &error, &there) < 0) {
                err() << "mourners-cli: a game was not added: " << error << Qt::endl;
                return HistoryServer::isUrl(database) ? kUnavailable : 2;
            }
            (there ? already : added) += 1;
            GameRecord stored = g;
            stored.rankPlayers();
            stored.computeUid();
            uids.append(stored.uid);
        }
        print(QJsonObject{{u"database"_s, where}, {u"added"_s, added}, {u"alreadyThere"_s, already}, {u"uids"_s, uids}});
        return 0;
    }
    if (sub == u"import"_s) {
        const HistoryStore::ImportOutcome r = HistoryStore::runImport(database, files.first());
        QJsonArray problems;
        for (const mc::Problem &p : r.problems)
            problems.append(describe(p));
        if (r.refused) {
            err() << "mourners-cli: nothing was imported from " << files.first() << ": "
                  << (r.error.isEmpty() ? problems.toVariantList().value(0).toString() : r.error) << Qt::endl;
            return r.error.isEmpty() || r.fileRefused ? 2 : kUnavailable;
        }
        print(QJsonObject{{u"database"_s, where}, {u"added"_s, r.added}, {u"alreadyThere"_s, r.skipped},
                          {u"leftOut"_s, problems}});
        return problems.isEmpty() ? 0 : kPartly;
    }
    // export: CSV by the ending, else JSON; "-" writes to standard output.
    const QString path = files.first();
    const std::vector<GameRecord> all = store.records();
    const QByteArray data = path.endsWith(u".csv"_s, Qt::CaseInsensitive) ? HistoryFiles::toCsv(all)
                                                                          : HistoryFiles::toJson(all);
    if (path == u"-"_s) {
        out() << data;
        out().flush();
        return 0;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(data) != data.size() || !file.commit())
        return fail(u"%1 could not be written: %2"_s.arg(path, file.errorString()));
    print(QJsonObject{{u"database"_s, where}, {u"exported"_s, int(all.size())},
                      {u"file"_s, QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath())}});
    return 0;
}

[[maybe_unused]] const bool registered = addShelfCommand(u"history"_s, history, kUsage);

} // namespace
