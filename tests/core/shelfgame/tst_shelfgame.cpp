// Adding a game is its own folder and one registration: the test game of this folder (testgame.cpp),
// registered by itself and named nowhere else, is on the shelf (GameShelf), reads in the history with
// its own words, rows and checks (HistoryStore, GameRecord::fromJson), and answers the command line's
// `--game test-game new/show` (a build of mourners-cli with it linked), and the window shows it: its
// chip on the shelf, its own home section and page (its QML files), its game in the History list.
#include "testgame.h"
#include "tests/app/quickitems.h"

#include "coreobjects.h"
#include "engineobjects.h"
#include "mournersautosave.h"
#include "gameshelf.h"
#include "historyrecord.h"
#include "historystore.h"
#include "language.h"
#include "registry.h"

#include <QAbstractItemModelTester>
#include <QProcess>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/QQmlExtensionPlugin>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

// The first visible item under `root` whose text contains `text`.
QQuickItem *visibleText(QQuickItem *root, const QString &text)
{
    return mctest::findVisibleWhere(root, [&text](const QQuickItem *item) {
        return item->property("text").toString().contains(text);
    });
}

struct Run {
    int exitCode = -1;
    QString out;
    QString err;
};

Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(TESTGAME_CLI), args);
    Run r;
    if (!p.waitForFinished(60000))
        return r;
    r.exitCode = p.exitCode();
    r.out = QString::fromUtf8(p.readAllStandardOutput());
    r.err = QString::fromUtf8(p.readAllStandardError());
    return r;
}

GameRecord treasure(int adaScore = 9)
{
    GameRecord g;
    g.game = u"test-game"_s;
    g.source = u"calculator"_s;
    g.playedAt = QDateTime(QDate(2026, 5, 1), QTime(12, 0), Qt::UTC);
    PlayerRecord ada;
    ada.name = u"Ada"_s;
    ada.details = QJsonObject{{u"coins"_s, 5}, {u"gems"_s, 2}};
    ada.score = adaScore;
    ada.place = 1;
    ada.tiebreak = u"none"_s;
    PlayerRecord bo;
    bo.name = u"Bo"_s;
    bo.details = QJsonObject{{u"coins"_s, 3}, {u"gems"_s, 1}};
    bo.score = 5;
    bo.place = 2;
    bo.tiebreak = u"none"_s;
    g.players = {ada, bo};
    g.computeUid();
    return g;
}

} // namespace

class TestShelfGame : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setApplicationName(u"mourners-tst-shelfgame"_s);
        QVERIFY(m_dir.isValid());
        QVERIFY(testgame::registerTestGame());
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void isOnTheShelf()
    {
        GameShelf shelf(nullptr);
        QAbstractItemModelTester tester(&shelf, QAbstractItemModelTester::FailureReportingMode::QtTest);
        int row = -1;
        for (int i = 0; i < shelf.rowCount(); ++i)
            if (shelf.data(shelf.index(i), GameShelf::IdRole).toString() == u"test-game"_s)
                row = i;
        QCOMPARE(row, shelf.rowCount() - 1); // after the registry's own games
        const QModelIndex at = shelf.index(row);
        QCOMPARE(shelf.data(at, GameShelf::TitleRole).toString(), u"Test game"_s);
        QCOMPARE(shelf.data(at, GameShelf::SectionRole).toString(), u"shelfgame/TestGameHome.qml"_s);
        QCOMPARE(shelf.data(at, GameShelf::PlayersRole).toString(), u"2–3"_s);
        shelf.setCurrent(u"test-game"_s);
        QCOMPARE(shelf.current(), u"test-game"_s);
        QCOMPARE(shelf.currentTitle(), u"Test game"_s);
        QCOMPARE(shelf.historyView(u"test-game"_s).value(u"breakdown"_s).toBool(), false);
        // Its autosaves are its own: the shared folder's list of the first game does not take them.
        QCOMPARE(shelf::autosaveOwner(u"testgame-autosave.json"), shelf::findGame(u"test-game"));
        QVERIFY(shelf::autosaveOwner(u"autosave.json") != shelf::findGame(u"test-game"));
    }

    void readsInTheHistoryWithItsOwnWords()
    {
        HistoryStore store(m_dir.filePath(u"history.sqlite"_s));
        QString error;
        const qint64 id = store.addRecord(treasure(), &error);
        QVERIFY2(id > 0, qPrintable(error));
        QVERIFY(store.gamesInHistory().contains(u"test-game"_s));

        const QVariantMap detail = store.gameDetail(id);
        QCOMPARE(detail.value(u"gameTitle"_s).toString(), u"Test game"_s);
        QCOMPARE(detail.value(u"breakdown"_s).toBool(), false);
        QCOMPARE(detail.value(u"summary"_s).toString(), u"2 players counted their treasure"_s);
        QStringList keys, labels;
        for (const QVariant &row : detail.value(u"detailRows"_s).toList()) {
            keys << row.toMap().value(u"key"_s).toString();
            labels << row.toMap().value(u"label"_s).toString();
        }
        QCOMPARE(keys, (QStringList{u"coins"_s, u"gems"_s}));
        QCOMPARE(labels, (QStringList{u"Coins in the chest"_s, u"Gems found"_s}));
        // The table's rows: the place, its own numbers, the score.
        QStringList rowKeys;
        for (const QVariant &row : detail.value(u"rows"_s).toList())
            rowKeys << row.toMap().value(u"key"_s).toString();
        QCOMPARE(rowKeys, (QStringList{u"place"_s, u"coins"_s, u"gems"_s, u"score"_s}));
        // Its chart of the players by their biggest find: both found mostly coins, one of them won.
        const QVariantList finds = store.categoryStats(u"test-game"_s, u"find"_s);
        QCOMPARE(finds.size(), 1);
        QCOMPARE(finds[0].toMap().value(u"find"_s).toString(), u"coins"_s);
        QCOMPARE(finds[0].toMap().value(u"name"_s).toString(), u"Mostly coins"_s);
        QCOMPARE(finds[0].toMap().value(u"games"_s).toInt(), 2);
        QCOMPARE(finds[0].toMap().value(u"wins"_s).toInt(), 1);
        QVERIFY(store.categoryStats(u"test-game"_s, u"faction"_s).isEmpty()); // another game's category
        const QVariantList players = detail.value(u"players"_s).toList();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players[0].toMap().value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(players[0].toMap().value(u"values"_s).toMap().value(u"gems"_s).toInt(), 2);

        // The list shows its numbers as they are; the printed sheet has its rows.
        HistoryModel *list = store.games();
        QCOMPARE(list->rowCount(), 1);
        QCOMPARE(list->data(list->index(0), HistoryModel::ScoresLineRole).toString(), u"Ada 9 · Bo 5"_s);
        QCOMPARE(list->data(list->index(0), HistoryModel::ShowsWinnerScoreRole).toBool(), true);
        const auto record = store.record(id);
        QVERIFY(record);
        QStringList printed;
        for (const auto &row : HistoryFiles::scoreSheetRows(*record))
            printed << row.label;
        QVERIFY2(printed.contains(u"Gems found"_s), qPrintable(printed.join(u", "_s)));
    }

    // One game of a history is read by its id alone, whichever games are around it.
    void oneGameIsReadByItsId()
    {
        HistoryStore store(m_dir.filePath(u"three.sqlite"_s));
        std::vector<qint64> ids;
        for (int day = 1; day <= 3; ++day) {
            GameRecord g = treasure();
            g.playedAt = QDateTime(QDate(2026, 6, day), QTime(12, 0), Qt::UTC);
            g.players[1].name = u"Bo %1"_s.arg(day);
            g.computeUid();
            QString error;
            ids.push_back(store.addRecord(g, &error));
            QVERIFY2(ids.back() > 0, qPrintable(error));
        }
        const auto middle = store.record(ids[1]);
        QVERIFY(middle);
        QCOMPARE(middle->id, ids[1]);
        QCOMPARE(middle->players.size(), std::size_t(2));
        QCOMPARE(middle->players[1].name, u"Bo 2"_s);
        QCOMPARE(middle->players[0].details.value(u"gems"_s).toInt(), 2);
        QVERIFY(!store.record(ids[2] + 100));
    }

    // The autosave folder is shared: the first game's list of unfinished games leaves the test
    // game's files alone (its module names them), as it lists every other file of the folder.
    void itsAutosavesAreItsOwn()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const auto write = [&](const QString &name) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{}");
        };
        write(u"testgame-autosave.json"_s);
        Autosave mine(mournersAutosaveFormat());
        mine.setDirectory(dir.path());
        mine.scan();
        QTRY_VERIFY(!mine.scanning());
        QCOMPARE(mine.games()->count(), 0);
        // A file no game's prefix claims is the first game's: listed (here as one it cannot read).
        write(u"autosave-other.json"_s);
        mine.scan();
        QTRY_VERIFY(!mine.scanning());
        QCOMPARE(mine.games()->count(), 1);
    }

    // A history file's game of it is read by its own check: its score must be coins + 2 × gems.
    void itsFilesAreCheckedByItsOwnRules()
    {
        GameRecord back;
        QString error;
        QVERIFY2(GameRecord::fromJson(treasure().toJson(), back, error), qPrintable(error));
        QCOMPARE(back.game, u"test-game"_s);
        QCOMPARE(back.players[1].details.value(u"coins"_s).toInt(), 3);
        QVERIFY(!GameRecord::fromJson(treasure(10).toJson(), back, error));
        QVERIFY2(error.contains(u"players[0].score"_s), qPrintable(error));
    }

    void answersTheCommandLine()
    {
        const Run games = cli({u"games"_s});
        QCOMPARE(games.exitCode, 0);
        QVERIFY2(games.out.contains(u"test-game\tTest game"_s), qPrintable(games.out));
        QVERIFY2(games.out.contains(u"mourners-call\t"_s), qPrintable(games.out));

        const Run made = cli({u"new"_s, u"--game"_s, u"test-game"_s, u"--players"_s, u"3"_s});
        QCOMPARE(made.exitCode, 0);
        QVERIFY2(made.out.contains(u"\"game\":\"test-game\""_s), qPrintable(made.out + made.err));
        const QString save = m_dir.filePath(u"treasure.json"_s);
        QFile f(save);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(made.out.toUtf8());
        f.close();
        // Without --game the save names its game.
        const Run shown = cli({u"show"_s, save});
        QCOMPARE(shown.exitCode, 0);
        QCOMPARE(shown.out, u"test game, 3 players\n"_s);
        const Run help = cli({u"--help"_s});
        QVERIFY2(help.out.contains(u"new --game test-game"_s), qPrintable(help.out));
        const Run other = cli({u"tournament"_s, u"--game"_s, u"test-game"_s});
        QCOMPARE(other.exitCode, 2);
        QVERIFY2(other.err.contains(u"the test game has the commands new and show"_s), qPrintable(other.err));
    }

    // The window knows it from its module alone: its chip on the shelf, its home section (a QML file of
    // the test) with a tile that opens its page, and its finished game in the History list, titled.
    void appearsInTheWindow()
    {
        QQmlApplicationEngine engine;
        QString error;
        QVERIFY2(shelf::objectsOf<CoreObjects>(&engine).history()->addRecord(treasure(), &error) > 0, qPrintable(error));
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        auto *shelf = engine.singletonInstance<GameShelf *>(qmlTypeId("Mourners", 1, 0, "GameShelf"));
        QVERIFY(shelf);
        shelf->setCurrent(u"mourners-call"_s);
        QQuickItem *chip = nullptr;
        QTRY_VERIFY((chip = mctest::findVisibleWhere(window->contentItem(), [](const QQuickItem *item) {
                         return item->property("text").toString() == u"Test game"_s && item->inherits("QQuickAbstractButton");
                     })));
        mctest::clickCentre(window, chip);
        QTRY_COMPARE(shelf->current(), u"test-game"_s);
        QQuickItem *tile = nullptr;
        QTRY_VERIFY((tile = mctest::findVisible(window->contentItem(), u"testGameTile"_s)));
        mctest::clickCentre(window, tile);
        QTRY_VERIFY(mctest::findVisible(window->contentItem(), u"testGamePage"_s));
        QVERIFY(QMetaObject::invokeMethod(window, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"history"_s), Q_ARG(QVariant, QString())));
        QQuickItem *list = nullptr;
        QTRY_VERIFY((list = mctest::findVisible(window->contentItem(), u"historyList"_s)));
        QTRY_VERIFY(visibleText(list, u"Test game"_s));

        // Its charts: the tab of its own category, named in its words, with its chart.
        QVERIFY(QMetaObject::invokeMethod(window, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"ChartsPage.qml"_s), Q_ARG(QVariant, QString())));
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = mctest::findVisible(window->contentItem(), u"chartsPage"_s)));
        QTRY_VERIFY(charts->parentItem() && !charts->parentItem()->property("busy").toBool()); // pushed, in place
        charts->setProperty("game", u"test-game"_s);
        QVERIFY(mctest::waitForLayout(window));
        QQuickItem *tab = nullptr;
        QTRY_VERIFY((tab = mctest::findVisible(charts, u"categoriesTab"_s)));
        QCOMPARE(tab->property("text").toString(), u"Finds"_s);
        mctest::clickCentre(window, tab);
        QTRY_VERIFY(mctest::findVisible(charts, u"winRatePerFind"_s));
        QTRY_VERIFY(visibleText(charts, u"Mostly coins (2)"_s));

        // Its part of the Settings screen, whose notice reaches the window.
        QVERIFY(QMetaObject::invokeMethod(window, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, QString())));
        QQuickItem *button = nullptr;
        QTRY_VERIFY((button = mctest::findVisible(window->contentItem(), u"testGameSettingsButton"_s)));
        // Below the page's fold: pressed as the keyboard or a screen reader would, without scrolling.
        QVERIFY(QMetaObject::invokeMethod(button, "clicked"));
        QObject *notice = window->findChild<QObject *>(u"notice"_s);
        QVERIFY(notice);
        QTRY_COMPARE(notice->property("text").toString(), u"The maps are folded."_s);
        QTRY_VERIFY(notice->property("visible").toBool());
        shelf->setCurrent(u"mourners-call"_s);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestShelfGame)
#include "tst_shelfgame.moc"
