// The history draws each player as the game did: the detail page and the charts use the colour of the
// player's seat on the game's screen (chosen in the wizard, or the seat's default), and long names
// (20 characters) stay whole at 1280x800, in English and German.

#include "coreobjects.h"
#include "engineobjects.h"
#include "gamecontroller.h"
#include "historystore.h"
#include "mournershistory.h"
#include "language.h"
#include "model/mourners/game.h"

#include <QColor>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include "finishedgame.h"
#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

const QString kLongName = u"Searchlight Wanderer"_s; // 20 characters

QStringList colourNames(const QVariant &list)
{
    QStringList out;
    for (const QVariant &v : list.toList())
        out << QColor(v.toString()).name();
    return out;
}

bool settled(QQuickWindow *window, QQuickItem *page)
{
    return QTest::qWaitFor([&] { return page->parentItem() && !page->parentItem()->property("busy").toBool(); }, 20000)
           && mctest::waitForLayout(window);
}

} // namespace

class TestHistoryColours : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-historycolours-test"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        QVERIFY(m_dir.isValid());
        QFile::remove(HistoryStore::defaultPath());
        const HistoryStore store(HistoryStore::defaultPath()); // the file every engine's history opens
        QVERIFY2(store.available(), qPrintable(store.errorText()));
    }

    void sameColoursAsTheGame_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QTest::newRow("en light") << u"en"_s << u"light"_s;
        QTest::newRow("de dark") << u"de"_s << u"dark"_s;
    }

    void sameColoursAsTheGame()
    {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QVERIFY(Language::instance()->choose(language));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        auto *store = engine.singletonInstance<HistoryStore *>(qmlTypeId("Mourners", 1, 0, "HistoryStore"));
        QCOMPARE(store, shelf::objectsOf<CoreObjects>(&engine).history());
        window->resize(1280, 800);
        auto *c = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(c);
        c->setAutosaveDirectory(m_dir.filePath(u"autosave-"_s + language));
        c->autosave()->waitForScan();

        // A table game with colours chosen in the wizard (not the defaults), played quickly to its end.
        const QStringList names{kLongName, u"Bo"_s, u"Cy"_s, u"Di"_s};
        const QStringList chosen{u"#6a1b9a"_s, u"#00838f"_s, u"#2e7d32"_s, u"#ad1457"_s};
        QVERIFY(c->newTableGame({{u"names"_s, names},
                                 {u"colors"_s, chosen},
                                 {u"oldest"_s, 0},
                                 {u"factions"_s, QStringList{u"bone"_s, u"flesh"_s, u"spirit"_s, u"bone"_s}},
                                 {u"mourners"_s, QVariantList{QVariantMap{{u"guild"_s, u"mk"_s}}, QVariantMap{{u"guild"_s, u"cs"_s}}, QVariantMap{{u"guild"_s, u"gc"_s}}, QVariantMap{{u"guild"_s, u"co"_s}}}},
                                 {u"seed"_s, language == u"en"_s ? 7 : 8}}));
        for (int i = 0; i < 4 && c->table()->unitySupply() > 0; ++i)
            QVERIFY(c->applyAction(u"p1 adjust unity-supply -%1"_s.arg(std::min(25, c->table()->unitySupply()))));
        for (int i = 0; i < 600 && !c->gameOver(); ++i) {
            const QString kind = c->guide()->decisionKind();
            QVERIFY2(c->applyAction(kind == u"turn"_s ? u"pass"_s : c->legalActions().value(0)), qPrintable(c->lastError()));
        }
        QVERIFY(c->gameOver());
        QQuickItem *gamePage = mctest::showGamePage(window, u"table"_s);
        QVERIFY(gamePage);
        const QStringList gameColours = colourNames(gamePage->property("seatColors"));
        QCOMPARE(gameColours.size(), 4);
        QCOMPARE(gameColours, chosen);
        const int before = store->gameCount();
        QVERIFY(c->recordResult());
        QCOMPARE(store->gameCount(), before + 1);
        const qint64 tableId = store->records().front().id;
        QVERIFY(mctest::goHome(window));

        // The history's detail page of that game.
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"history"_s), Q_ARG(QVariant, u"History"_s));
        QQuickItem *history = nullptr;
        QTRY_VERIFY((history = window->findChild<QQuickItem *>(u"historyPage"_s)));
        QVERIFY(settled(window, history));
        QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant(tableId)));
        QQuickItem *detail = nullptr;
        QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        QVERIFY(settled(window, detail));
        QCOMPARE(colourNames(detail->property("seatColors")), gameColours);
        QVariant drawn;
        QVERIFY(QMetaObject::invokeMethod(detail, "drawnSeatColours", Q_RETURN_ARG(QVariant, drawn)));
        QCOMPARE(colourNames(drawn), gameColours);
        for (int seat = 0; seat < 4; ++seat) {
            QQuickItem *bar = findItem(detail, u"detailSeatColour%1"_s.arg(seat));
            QVERIFY(bar);
            QCOMPARE(bar->property("color").value<QColor>().name(), gameColours[seat]);
        }
        // The long name whole, in the table and in the chart's legend.
        QQuickItem *name = findItem(detail, u"detailPlayerName0"_s);
        QVERIFY(name);
        QCOMPARE(name->property("text").toString(), kLongName);
        QVERIFY2(!name->property("truncated").toBool(), "the detail page cuts a 20-character name");
        QQuickItem *legend = findItem(detail, u"scoreLegendName0"_s);
        QVERIFY(legend && legend->isVisible());
        QCOMPARE(legend->property("text").toString(), kLongName);
        QVERIFY(!legend->property("truncated").toBool());
        const QPointF end = legend->mapToScene(QPointF(legend->width(), 0));
        QVERIFY2(end.x() <= window->width(), "the legend runs out of the window");
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(window->grabWindow().save(u"%1/history-detail-colours-%2-%3.png"_s.arg(dir, language, theme)));
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"historyDetailPage"_s));

        // The charts: the player of seat 0 in the colour of that seat (their latest game), named whole.
        mctest::clickCentre(window, findItem(history, u"historyCharts"_s));
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = window->findChild<QQuickItem *>(u"chartsPage"_s)));
        QVERIFY(settled(window, charts));
        QTest::qWait(50); // the bars are drawn on the next turn of the event loop (Qt.callLater)
        QVERIFY(mctest::waitForLayout(window));
        QVariant byChart;
        QVERIFY(QMetaObject::invokeMethod(charts, "drawnPlayerColours", Q_RETURN_ARG(QVariant, byChart)));
        for (const QString &chart : {u"winRatePerPlayer"_s, u"averagePerPlayer"_s}) {
            const QVariantMap colours = byChart.toMap().value(chart).toMap();
            QCOMPARE(QColor(colours.value(kLongName).toString()).name(), gameColours[0]);
        }
        const QVariantList categories = findItem(charts, u"winRatePerPlayer"_s)->property("categories").toList();
        int longRow = -1;
        for (int i = 0; i < categories.size(); ++i)
            if (categories[i].toString().startsWith(kLongName))
                longRow = i;
        QVERIFY(longRow >= 0);
        for (const QString &chart : {u"winRatePerPlayer"_s, u"averagePerPlayer"_s}) {
            QQuickItem *label = findItem(charts, u"%1_category%2"_s.arg(chart).arg(longRow));
            QVERIFY(label);
            QVERIFY2(label->property("text").toString().startsWith(kLongName), qPrintable(label->property("text").toString()));
            QVERIFY2(!label->property("truncated").toBool(), qPrintable(chart));
        }
        if (!dir.isEmpty())
            QVERIFY(window->grabWindow().save(u"%1/charts-colours-%2-%3.png"_s.arg(dir, language, theme)));
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    // A game whose seats kept their default colours (digital play): the seats' defaults on both sides.
    void defaultColoursAreTheGamesDefaults()
    {
        const mc::Game game = mctest::finishedGame({kLongName, u"Bo"_s, u"Cy"_s, u"Di"_s}, 5);
        QQmlApplicationEngine engine;
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        const qint64 id = MournersHistory::record(*store, game);
        QVERIFY(id > 0);
        const QString file = m_dir.filePath(u"digital.json"_s);
        QVERIFY(game.save(file));
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QVariant opened;
        QMetaObject::invokeMethod(window, "openSavedGame", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, file));
        QVERIFY(opened.toBool());
        QQuickItem *gamePage = nullptr;
        QTRY_VERIFY((gamePage = window->findChild<QQuickItem *>(u"gamePage"_s)));
        const QStringList gameColours = colourNames(gamePage->property("seatColors"));
        QCOMPARE(gameColours.size(), 4);
        QStringList stored;
        for (const QVariant &p : store->gameDetail(id).value(u"players"_s).toList()) {
            const QVariantMap m = p.toMap();
            while (stored.size() <= m.value(u"seat"_s).toInt())
                stored << QString();
            stored[m.value(u"seat"_s).toInt()] = QColor(m.value(u"color"_s).toString()).name();
        }
        QCOMPARE(stored, gameColours);

        // Its detail page (six rounds, the long name on two lines) settles: its table's width does not
        // follow its own scroll bar (which wrapped the names again, changed the height, and so on
        // without end).
        window->resize(1280, 800);
        QVERIFY(mctest::goHome(window));
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"history"_s), Q_ARG(QVariant, u"History"_s));
        QQuickItem *history = nullptr;
        QTRY_VERIFY((history = window->findChild<QQuickItem *>(u"historyPage"_s)));
        QVERIFY(settled(window, history));
        QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant(id)));
        QQuickItem *detail = nullptr;
        QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        QVERIFY2(settled(window, detail), "the detail page lays itself out again and again");
        QCOMPARE(colourNames(detail->property("seatColors")), gameColours);
        QVERIFY(!findItem(detail, u"detailPlayerName0"_s)->property("truncated").toBool());
    }
};

QTEST_MAIN(TestHistoryColours)
#include "tst_historycolours.moc"
