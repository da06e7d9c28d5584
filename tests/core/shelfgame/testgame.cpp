// The test game's module: two numbers per player (coins, gems), a score of coins + 2 × gems, a history
// summary, a chart of its players by their biggest find, a part of the Settings screen, and the command
// line's `new` and `show`.
#include "testgame.h"

#include "historycheck.h"
#include "historyrecord.h"
#include "registry.h"
#include "cli/common.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace testgame {

namespace {

constexpr shelf::DetailLabel kLabels[] = {
    {"coins", "TestGame", QT_TRANSLATE_NOOP("TestGame", "Coins in the chest")},
    {"gems", "TestGame", QT_TRANSLATE_NOOP("TestGame", "Gems found")},
};

// The charts group the players by what most of their points came from.
const shelf::RecordCategory kCategories[] = {
    {"find",
     [](const PlayerRecord &p) {
         const int coins = p.details.value(u"coins"_s).toInt();
         const int gems = 2 * p.details.value(u"gems"_s).toInt();
         return coins > gems ? u"coins"_s : gems > coins ? u"gems"_s : u"even"_s;
     },
     [](const QString &v) { return v == u"even"_s ? u"Coins and gems alike"_s : u"Mostly "_s + v; },
     {"TestGame", QT_TRANSLATE_NOOP("TestGame", "Games won per biggest find (%)")},
     {"TestGame", QT_TRANSLATE_NOOP("TestGame", "No find yet")}},
};

bool checkRecord(GameRecord &g, const shelf::FieldPath &at, mc::Problem &error)
{
    static const QStringList keys = {u"coins"_s, u"gems"_s};
    for (std::size_t i = 0; i < g.players.size(); ++i) {
        std::map<QString, int> v;
        if (!historycheck::exactNumbers(g.players[i], int(i), keys, 99, at, v, error)
            || !historycheck::sameResultAs(g.players[i].score, v[u"coins"_s] + 2 * v[u"gems"_s], at(int(i), u"score"_s),
                                           error))
            return false;
        g.players[i].tiebreak = u"none"_s;
    }
    return historycheck::placesFit(g, at, error);
}

QString summary(const QVariantMap &detail)
{
    return u"%1 players counted their treasure"_s.arg(detail.value(u"players"_s).toList().size());
}

int cli(const QString &cmd, QStringList &args)
{
    if (cmd == u"new"_s) {
        const cli::Options o = cli::parseOptions(args, {u"players"_s});
        int players = 2;
        QString error;
        if (!o.error.isEmpty() || !cli::intOption(o, u"players"_s, 2, 3, players, error, false))
            return cli::fail(o.error.isEmpty() ? error : o.error);
        QJsonArray coins;
        for (int i = 0; i < players; ++i)
            coins.append(0);
        cli::out() << QJsonDocument(QJsonObject{{u"game"_s, u"test-game"_s}, {u"coins"_s, coins}}).toJson(QJsonDocument::Compact)
                   << "\n";
        cli::out().flush();
        return 0;
    }
    if (cmd == u"show"_s) {
        if (args.size() != 1)
            return cli::fail(u"show takes one save file"_s);
        QByteArray data;
        QString error;
        if (!cli::readFile(args[0], data, error))
            return cli::fail(error);
        const QJsonObject o = QJsonDocument::fromJson(data).object();
        cli::out() << "test game, " << o.value(u"coins"_s).toArray().size() << " players\n";
        cli::out().flush();
        return 0;
    }
    return cli::fail(u"the test game has the commands new and show (not '%1')"_s.arg(cmd));
}

shelf::GameModule module()
{
    shelf::GameModule m{"test-game", QT_TRANSLATE_NOOP("Shelf", "Test game"),
                        QT_TRANSLATE_NOOP("Shelf", "Only in the tests: coins and gems"), 2, 3, shelf::ScoreSheet,
                        "shelfgame/TestGameHome.qml"};
    m.folder = "shelfgame";
    m.autosavePrefix = "testgame-";
    m.settingsSection = "shelfgame/TestGameSettings.qml";
    m.history.labels = kLabels;
    m.history.categories = kCategories;
    m.history.categoriesTab = {"TestGame", QT_TRANSLATE_NOOP("TestGame", "Finds")};
    m.history.check = checkRecord;
    m.history.summary = summary;
    m.cli = cli;
    m.cliUsage = "  new --game test-game [--players N] | show SAVE --game test-game\n";
    return m;
}

} // namespace

bool registerTestGame()
{
    return shelf::findGame(u"test-game") || shelf::registerGame(module());
}

} // namespace testgame
