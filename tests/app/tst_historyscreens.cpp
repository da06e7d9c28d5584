// The score calculator, history, game detail and charts screens as people reach them from the home
// screen, in the light and the dark theme; no QML warnings. With MOURNERS_SCREENSHOT_DIR set, each
// screen is saved as a 1280x800 picture (e.g. MOURNERS_SCREENSHOT_DIR=/tmp ctest -R tst_historyscreens).

#include "coreobjects.h"
#include "engineobjects.h"
#include "historystore.h"
#include "mournershistory.h"
#include "language.h"
#include "model/mourners/game.h"

#include <QBrush>
#include <QColor>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QImage>
#include <QJsonObject>
#include <QPainter>
#include <QQmlApplicationEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSet>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <cmath>

#include "quickitems.h"

#include "finishedgame.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

mc::Game finishedGame(std::uint64_t seed)
{
    return mctest::finishedGame({u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}, seed);
}

GameRecord calculatorGame(const QStringList &names, const QList<int> &unity, const QStringList &factions,
                          int daysAgo)
{
    GameRecord g;
    g.playedAt = QDateTime(QDate(2024, 6, 1), QTime(21, 15), Qt::UTC).addDays(-daysAgo);
    g.source = u"calculator"_s;
    g.ruleset = u"standard"_s;
    for (int i = 0; i < names.size(); ++i) {
        PlayerRecord p;
        p.name = names[i];
        MournersHistory::setFaction(p, factions.value(i));
        p.setField(QLatin1StringView("unity"), unity[i]);
        p.setField(QLatin1StringView("bone"), 3 + i);
        p.setField(QLatin1StringView("flesh"), 2);
        p.setField(QLatin1StringView("spirit"), 4 - i);
        p.setField(QLatin1StringView("etherea"), i);
        g.players.push_back(p);
    }
    return g;
}

// The History screen opened from the window and in place (its push transition over); null when not.
QQuickItem *openHistory(QQuickWindow *window)
{
    if (!QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"history"_s), Q_ARG(QVariant, QString())))
        return nullptr;
    QQuickItem *history = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        history = window->findChild<QQuickItem *>(u"historyPage"_s);
        return history && !history->parentItem()->property("busy").toBool();
    });
    return shown ? history : nullptr;
}

} // namespace

class TestHistoryScreens : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setOrganizationDomain(u"mourners.github.io"_s);
        QCoreApplication::setApplicationName(u"mourners-screens-test"_s);
        QQuickStyle::setStyle(u"Material"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        // A fresh history in the test-mode data folder, which every engine's history opens.
        QFile::remove(HistoryStore::defaultPath());
        HistoryStore history(HistoryStore::defaultPath());
        HistoryStore *store = &history;
        QVERIFY2(store->available(), qPrintable(store->errorText()));
        QCOMPARE(store->gameCount(), 0);
        QVERIFY(store->addRecord(calculatorGame({u"Ada"_s, u"Bo"_s, u"Cy"_s}, {12, 9, 14},
                                                {u"bone"_s, u"flesh"_s, u"spirit"_s}, 9)) > 0);
        QVERIFY(store->addRecord(calculatorGame({u"Ada"_s, u"Bo"_s}, {15, 15}, {u"spirit"_s, u"bone"_s}, 5)) > 0);
        QVERIFY(store->addRecord(calculatorGame({u"Cy"_s, u"Di"_s, u"Bo"_s, u"Ada"_s}, {8, 16, 11, 10},
                                                {u"flesh"_s, u"bone"_s, u"bone"_s, u""_s}, 2)) > 0);
        m_engineGame = MournersHistory::record(*store, finishedGame(5), 75 * 60);
        QVERIFY(m_engineGame > 0);
    }

    void screens_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }

    void screens()
    {
        QFETCH(QString, theme);
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        QQmlApplicationEngine engine;
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        auto click = [window](QQuickItem *item) {
            QVERIFY(item);
            mctest::clickCentre(window, item);
        };
        auto shot = [&](const QString &name) {
            QTest::qWait(150);
            if (!dir.isEmpty())
                QVERIFY(window->grabWindow().save(u"%1/%2-%3.png"_s.arg(dir, name, theme)));
        };
        // The notice line takes Esc first: close it so that Esc goes back.
        auto closeNotice = [window]() {
            auto *notice = window->findChild<QObject *>(u"notice"_s);
            QVERIFY(notice);
            QVERIFY(QMetaObject::invokeMethod(notice, "close"));
            QTRY_VERIFY(!notice->property("visible").toBool());
        };
        auto settle = [](QQuickItem *page) {
            QVERIFY(page->parentItem());
            QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        };

        // --- score calculator: home tile, one click -------------------------------------------
        click(window->findChild<QQuickItem *>(u"scoreCalculatorTile"_s));
        QQuickItem *calcPage = nullptr;
        QTRY_VERIFY((calcPage = window->findChild<QQuickItem *>(u"scoreCalculatorPage"_s)));
        settle(calcPage);
        click(findItem(calcPage, u"calcPlayers4"_s));
        QTRY_VERIFY(findItem(calcPage, u"calc_unity_3"_s));
        const QStringList names = {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s};
        const QList<QStringList> numbers = {
            {u"3+6+2"_s, u"5"_s, u"2"_s, u"4"_s, u"6"_s, u"5"_s, u"1"_s},
            {u"12"_s, u"4"_s, u"3"_s, u"3"_s, u"6"_s, u"3"_s, u"2"_s},
            {u"9"_s, u"2+2"_s, u"6"_s, u"1"_s, u"3"_s, u"7"_s, u"0"_s},
            {u"8"_s, u"3"_s, u"3"_s, u"3"_s, u"4+"_s, u"1"_s, u"1"_s}};
        const QStringList fields = {u"unity"_s, u"bone"_s, u"flesh"_s, u"spirit"_s,
                                    u"motive"_s, u"etherea"_s, u"mourners"_s};
        for (int p = 0; p < 4; ++p) {
            auto *name = findItem(calcPage, u"calcName%1"_s.arg(p));
            QVERIFY(name);
            name->setProperty("text", names[p]);
            QMetaObject::invokeMethod(name, "textEdited");
            for (int f = 0; f < fields.size(); ++f) {
                auto *field = findItem(calcPage, u"calc_%1_%2"_s.arg(fields[f]).arg(p));
                QVERIFY(field);
                field->setProperty("text", numbers[p][f]);
            }
        }
        click(findItem(calcPage, u"calcFaction0"_s));
        click(findItem(calcPage, u"calcFaction1"_s));
        click(findItem(calcPage, u"calcFaction1"_s));
        // Ada 28 and Bo 28, Cy 23; the page shows the live ranking and the bad sum of Di.
        auto *error = findItem(calcPage, u"calc_motive_3"_s);
        QVERIFY(error);
        QTRY_VERIFY(!error->property("error").toString().isEmpty());
        // The bad field says why over the form, not in it: nothing below it moved, and the totals
        // are still on the page at 1280x800.
        auto *lastRow = findItem(calcPage, u"calc_mourners_3"_s);
        auto *total = findItem(calcPage, u"calcScore0"_s);
        QVERIFY(lastRow && total);
        const qreal lastRowY = lastRow->mapToScene(QPointF(0, 0)).y();
        QVERIFY2(total->mapToScene(QPointF(0, total->height())).y() <= window->height(),
                 qPrintable(QString::number(total->mapToScene(QPointF(0, total->height())).y())));
        auto *save = findItem(calcPage, u"calcSave"_s);
        QVERIFY(save);
        QVERIFY(!save->isEnabled());
        QCOMPARE(findItem(calcPage, u"calcScore1"_s)->property("text").toString(), u"28"_s);
        QVERIFY(findItem(calcPage, u"rankingRow0"_s));
        // Issue 11: Di's bad sum is not a 0: no score, no rank, and the ranking says what to fix.
        QCOMPARE(findItem(calcPage, u"calcScore3"_s)->property("text").toString(), u"\u2014"_s);
        QVERIFY(!findItem(calcPage, u"rankingRow3"_s));
        auto *waiting = findItem(calcPage, u"calcWaiting"_s);
        QVERIFY(waiting);
        QVERIFY2(waiting->property("text").toString().contains(u"Di"_s), qPrintable(waiting->property("text").toString()));
        // Issue 11: the date and notes of the game (one date per theme run: a date is part of a
        // calculator game's identity).
        auto *dateField = findItem(calcPage, u"calcDate"_s);
        QVERIFY(dateField);
        QCOMPARE(dateField->property("text").toString(), QDate::currentDate().toString(Qt::ISODate));
        const QString day = QDate::currentDate().addDays(theme == u"dark"_s ? -1 : 0).toString(Qt::ISODate);
        dateField->setProperty("text", day);
        QMetaObject::invokeMethod(dateField, "textEdited");
        auto *notesField = findItem(calcPage, u"calcNotes"_s);
        QVERIFY(notesField);
        notesField->setProperty("text", u"Club night at Ada's"_s);
        QMetaObject::invokeMethod(notesField, "textEdited");
        shot(u"calculator-error"_s);
        // Fixed: Di 8+3+3+3+4 = 21; Ada and Bo both 28: Ada wins on Etherea (5 to 3), R-END-5.
        findItem(calcPage, u"calc_motive_3"_s)->setProperty("text", u"4"_s);
        QTRY_VERIFY(error->property("error").toString().isEmpty());
        QCOMPARE(lastRow->mapToScene(QPointF(0, 0)).y(), lastRowY);
        QTRY_VERIFY(save->isEnabled());
        auto *tie = findItem(calcPage, u"tieExplanation"_s);
        QVERIFY(tie);
        QCOMPARE(tie->property("text").toString(), u"Ada and Bo tie on 28; Etherea left decides: Ada 5, Bo 3."_s);
        shot(u"calculator"_s);
        const int before = store->gameCount();
        click(save);
        QTRY_COMPARE(store->gameCount(), before + 1);
        shot(u"calculator-saved"_s);
        // Issue 11: a second click saves nothing and says so.
        click(save);
        QTRY_VERIFY(calcPage->property("calculator").value<QObject *>()->property("message").toString().contains(u"already"_s));
        QCOMPARE(store->gameCount(), before + 1);
        closeNotice();
        QTest::keyClick(window, Qt::Key_Escape); // back home
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"scoreCalculatorPage"_s));

        // --- history ---------------------------------------------------------------------------
        click(window->findChild<QQuickItem *>(u"historyTile"_s));
        QQuickItem *history = nullptr;
        QTRY_VERIFY((history = window->findChild<QQuickItem *>(u"historyPage"_s)));
        settle(history);
        auto *list = findItem(history, u"historyList"_s);
        QVERIFY(list);
        QTRY_COMPARE(list->property("count").toInt(), store->gameCount());
        // The calculator's game of this run (by its date and notes) and its row in the list.
        qint64 calcGame = -1;
        for (const GameRecord &g : store->records())
            if (g.notes == u"Club night at Ada's"_s && g.playedAt.toLocalTime().date().toString(Qt::ISODate) == day)
                calcGame = g.id;
        QVERIFY(calcGame > 0);
        int calcRow = -1;
        for (int r = 0; r < store->games()->rowCount(); ++r)
            if (store->games()->gameIdAt(r) == calcGame)
                calcRow = r;
        QVERIFY(calcRow >= 0);
        QTRY_VERIFY(findItem(history, u"gameNotes%1"_s.arg(calcRow)));
        QCOMPARE(findItem(history, u"gameNotes%1"_s.arg(calcRow))->property("text").toString(), u"Club night at Ada's"_s);
        // The winners line up down the list, whether a row has notes (or a long game title) or not.
        {
            qreal x = -1;
            int rows = 0;
            for (int r = 0; r < list->property("count").toInt(); ++r) {
                auto *winner = findItem(history, u"gameWinner%1"_s.arg(r));
                if (!winner || !winner->isVisible())
                    continue;
                const qreal at = winner->mapToScene(QPointF(0, 0)).x();
                if (x < 0)
                    x = at;
                QCOMPARE(at, x);
                ++rows;
            }
            QVERIFY(rows >= 2);
        }
        shot(u"history"_s);

        // Search by player.
        auto *search = findItem(history, u"historySearch"_s);
        QVERIFY(search);
        search->forceActiveFocus();
        QTest::keyClick(window, 'd');
        QTest::keyClick(window, 'i');
        QTRY_COMPARE(list->property("count").toInt(), int(store->records(u"di"_s).size()));
        QVERIFY(store->records(u"di"_s).size() < std::size_t(store->gameCount()));
        shot(u"history-search"_s);
        search->setProperty("text", QString());
        QMetaObject::invokeMethod(search, "textEdited");
        store->games()->setFilter(QString());
        QTRY_COMPARE(list->property("count").toInt(), store->gameCount());

        // Delete the newest game, see the undo bar, undo.
        const int count = store->gameCount();
        click(findItem(history, u"deleteGame0"_s));
        QTRY_COMPARE(store->gameCount(), count - 1);
        auto *undoBar = findItem(history, u"undoBar"_s);
        QVERIFY(undoBar);
        QTRY_VERIFY(undoBar->isVisible());
        shot(u"history-undo"_s);
        click(findItem(history, u"undoDelete"_s));
        QTRY_COMPARE(store->gameCount(), count);
        QTRY_VERIFY(!undoBar->isVisible());

        // A game played in the app: breakdown, tie-breaks and the round charts.
        QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant(m_engineGame)));
        QQuickItem *detail = nullptr;
        QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        settle(detail);
        QVERIFY(detail->property("hasRounds").toBool());
        auto *scoreChart = findItem(detail, u"scoreChart"_s);
        QVERIFY(scoreChart);
        QTRY_VERIFY(scoreChart->isVisible());
        QCOMPARE(scoreChart->property("count").toInt(), 4);
        QCOMPARE(findItem(detail, u"meterChart"_s)->property("count").toInt(), 2);
        shot(u"history-detail"_s);
        closeNotice();
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"historyDetailPage"_s));

        // A calculator game: no round data, the breakdown takes the whole page.
        QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant(calcGame)));
        QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        settle(detail);
        QVERIFY(!detail->property("hasRounds").toBool());
        auto *notes = findItem(detail, u"detailNotes"_s);
        QVERIFY(notes);
        QVERIFY(notes->isVisible());
        QVERIFY2(notes->property("text").toString().contains(u"Club night at Ada's"_s), qPrintable(notes->property("text").toString()));
        shot(u"history-detail-calculator"_s);
        closeNotice();
        QTest::keyClick(window, Qt::Key_Escape);
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"historyDetailPage"_s));

        // Another game of the shelf with many numbers per player: the table scrolls, and the
        // buttons under it stay on the page at 1280x800.
        {
            GameRecord other;
            other.game = u"dead-mans-crown"_s;
            other.source = u"calculator"_s;
            other.playedAt = QDateTime(QDate(2024, 1, 2), QTime(12, 0), Qt::UTC);
            for (int i = 0; i < 3; ++i) {
                PlayerRecord p;
                p.name = names[i];
                p.score = 20 - i;
                p.place = i + 1;
                QJsonObject numbers;
                for (int k = 0; k < 22; ++k)
                    numbers.insert(u"number%1"_s.arg(k, 2, 10, QChar(u'0')), k + i);
                p.details = numbers;
                other.players.push_back(p);
            }
            const qint64 otherId = store->addRecord(other);
            QVERIFY(otherId > 0);
            QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant(otherId)));
            QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
            settle(detail);
            auto *button = findItem(detail, u"exportScoreSheet"_s);
            QVERIFY(button);
            QTRY_VERIFY(button->isVisible());
            const QRectF onScreen = button->mapRectToScene(QRectF(0, 0, button->width(), button->height()));
            QVERIFY2(onScreen.bottom() <= window->height() && onScreen.top() > 0,
                     qPrintable(u"button at %1..%2 of %3"_s.arg(onScreen.top()).arg(onScreen.bottom()).arg(window->height())));
            auto *flick = findItem(detail, u"detailTableFlick"_s);
            QVERIFY(flick);
            QVERIFY(flick->property("contentHeight").toReal() > flick->height()); // it scrolls
            shot(u"history-detail-other-game"_s);
            closeNotice();
            QTest::keyClick(window, Qt::Key_Escape);
            QTRY_VERIFY(!window->findChild<QQuickItem *>(u"historyDetailPage"_s));
            QVERIFY(store->removeGame(otherId));
            store->dropUndo();
        }

        // Charts across the history; with a second game of the shelf in it, a button per game, the
        // chosen one readable in either theme (dark text on the dark theme's amber).
        GameRecord second;
        second.game = u"dead-mans-crown"_s;
        second.source = u"calculator"_s;
        second.playedAt = QDateTime(QDate(2024, 1, 3), QTime(12, 0), Qt::UTC);
        for (int i = 0; i < 2; ++i) {
            PlayerRecord p;
            p.name = i == 0 ? u"Ada"_s : u"Bo"_s;
            p.score = 10 - i;
            p.place = i + 1;
            second.players.push_back(p);
        }
        const qint64 secondId = store->addRecord(second);
        QVERIFY(secondId > 0);
        settle(history);
        click(findItem(history, u"historyCharts"_s));
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = window->findChild<QQuickItem *>(u"chartsPage"_s)));
        settle(charts);
        QVERIFY(findItem(charts, u"winRatePerPlayer"_s));
        QVERIFY(findItem(charts, u"averagePerPlayer"_s));
        // Issue 11: the charts answer what players ask: win rate per player (games played in the
        // label), scores over time, per faction and per motive.
        const QVariantList categories = findItem(charts, u"winRatePerPlayer"_s)->property("categories").toList();
        QVERIFY(!categories.isEmpty());
        QVERIFY2(categories.first().toString().contains(u'('), qPrintable(categories.first().toString()));
        shot(u"charts"_s);
        {
            auto *chosen = findItem(charts, u"chartsGame_mourners-call"_s);
            QVERIFY(chosen);
            QTRY_VERIFY(chosen->isVisible());
            QVERIFY(chosen->property("highlighted").toBool());
            auto *label = chosen->property("contentItem").value<QQuickItem *>();
            auto *background = chosen->property("background").value<QQuickItem *>();
            QVERIFY(label && background);
            const QColor text = label->property("color").value<QColor>();
            const QColor fill = background->property("color").value<QColor>();
            // WCAG's contrast ratio: at least 3, its minimum for large text (white on the light
            // theme's deep orange is 4.4; the stock button's white on the dark theme's amber was 1.6).
            const auto luminance = [](const QColor &c) {
                const auto lin = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
                return 0.2126 * lin(c.redF()) + 0.7152 * lin(c.greenF()) + 0.0722 * lin(c.blueF());
            };
            const double lt = luminance(text), lf = luminance(fill);
            const double contrast = (std::max(lt, lf) + 0.05) / (std::min(lt, lf) + 0.05);
            QVERIFY2(contrast >= 3.0, qPrintable(u"text %1 on %2: %3"_s.arg(text.name(), fill.name()).arg(contrast)));
            QVERIFY(findItem(charts, u"chartsGame_dead-mans-crown"_s));
        }
        auto *tabs = findItem(charts, u"chartTabs"_s);
        QVERIFY(tabs);
        // The factions tab belongs to Mourners Call: on another game the tab bar is back on Players,
        // as the charts below it are (it stayed on a tab that was gone).
        const QVariant chosenGame = charts->property("game");
        charts->setProperty("game", u"mourners-call"_s);
        tabs->setProperty("currentIndex", 2);
        settle(charts);
        QVERIFY(findItem(charts, u"categoriesTab"_s)->isVisible());
        QCOMPARE(findItem(charts, u"categoriesTab"_s)->property("text").toString(), u"Factions and motives"_s);
        charts->setProperty("game", u"dead-mans-crown"_s);
        settle(charts);
        QCOMPARE(tabs->property("currentIndex").toInt(), 0);
        charts->setProperty("game", chosenGame);
        tabs->setProperty("currentIndex", 1);
        settle(charts);
        QVERIFY(findItem(charts, u"scoresOverTime"_s)->isVisible());
        QVERIFY(findItem(charts, u"scoresOverTime"_s)->property("count").toInt() > 0); // one line per player
        // The axis titles ("Game", "Score") read in either theme: drawn in the text colour of the
        // theme, light on the dark one.
        for (const QString &axisName : {u"timelineAxisX"_s, u"timelineAxisY"_s}) {
            auto *axis = charts->property(axisName.toUtf8().constData()).value<QObject *>();
            QVERIFY(axis);
            const QColor title = axis->property("titleBrush").value<QBrush>().color();
            QVERIFY2(theme == u"dark"_s ? title.lightness() > 160 : title.lightness() < 100, qPrintable(title.name()));
        }
        shot(u"charts-over-time"_s);
        // Each player has one colour on the whole page: the bars of both per-player charts and the
        // line over time, and the players differ from one another; also after the theme changed on
        // the open page.
        const auto sameColours = [&](QVariantMap &shown) {
            QVariant drawn;
            QVERIFY(QMetaObject::invokeMethod(charts, "drawnPlayerColours", Q_RETURN_ARG(QVariant, drawn)));
            const QVariantMap byChart = drawn.toMap();
            const QVariantMap lines = byChart.value(u"scoresOverTime"_s).toMap();
            QVERIFY(lines.size() >= 4);
            QSet<QString> distinct;
            for (auto it = lines.cbegin(); it != lines.cend(); ++it) {
                const QString line = QColor(it.value().toString()).name();
                distinct.insert(line);
                for (const QString &chart : {u"winRatePerPlayer"_s, u"averagePerPlayer"_s}) {
                    const QString bar = QColor(byChart.value(chart).toMap().value(it.key()).toString()).name();
                    QVERIFY2(bar == line, qPrintable(u"%1: %2 bar %3, line %4"_s.arg(it.key(), chart, bar, line)));
                }
            }
            QCOMPARE(distinct.size(), lines.size());
            shown = lines;
        };
        QVariantMap coloured, switched;
        sameColours(coloured);
        if (QTest::currentTestFailed())
            return;
        window->setProperty("themeOverride", theme == u"dark"_s ? u"light"_s : u"dark"_s);
        settle(charts);
        QTest::qWait(200); // the bars are drawn again on the next turn of the event loop
        sameColours(switched);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(switched, coloured); // the seats' colours of the games, as the games drew them in either theme
        window->setProperty("themeOverride", theme);
        settle(charts);
        tabs->setProperty("currentIndex", 2);
        settle(charts);
        QVERIFY(findItem(charts, u"winRatePerFaction"_s)->isVisible());
        QVERIFY(findItem(charts, u"winRatePerMotive"_s)->isVisible());
        // Back on Mourners Call after another game: its factions are charted again.
        QCOMPARE(charts->property("game").toString(), u"mourners-call"_s);
        QVERIFY(!findItem(charts, u"winRatePerFaction"_s)->property("categories").toList().isEmpty());
        QVERIFY(!findItem(charts, u"winRatePerMotive"_s)->property("categories").toList().isEmpty());
        shot(u"charts-factions"_s);
        // The standings of the game: one row per player of the store's standings, in their order,
        // the rating with one decimal; the rating lines in the players' colours of the other charts.
        tabs->setProperty("currentIndex", 3);
        settle(charts);
        {
            const QString game = charts->property("game").toString();
            const QVariantList expected = store->standings(game);
            QVERIFY(expected.size() >= 4);
            QVERIFY(findItem(charts, u"standingsPage"_s)->isVisible());
            QVERIFY(findItem(charts, u"standingsExplained"_s)->isVisible());
            auto *list = findItem(charts, u"standingsList"_s);
            QVERIFY(list);
            QTRY_COMPARE(list->property("count").toInt(), int(expected.size()));
            for (int i = 0; i < int(expected.size()); ++i) {
                const QVariantMap want = expected.at(i).toMap();
                auto *row = findItem(list, u"standingsRow%1"_s.arg(i));
                QVERIFY2(row, qPrintable(u"row %1"_s.arg(i)));
                QCOMPARE(row->property("nameText").toString(), want.value(u"name"_s).toString());
                QCOMPARE(row->property("rankText").toString(), QString::number(want.value(u"rank"_s).toInt()));
                QCOMPARE(row->property("ratingText").toString(),
                         QString::number(want.value(u"rating"_s).toDouble(), 'f', 1));
                QCOMPARE(row->property("gamesText").toString(), QString::number(want.value(u"games"_s).toInt()));
                QCOMPARE(row->property("winsText").toString(), QString::number(want.value(u"wins"_s).toInt()));
            }
            QVariant drawn;
            QVERIFY(QMetaObject::invokeMethod(charts, "drawnPlayerColours", Q_RETURN_ARG(QVariant, drawn)));
            const QVariantMap lines = drawn.toMap().value(u"ratingOverTime"_s).toMap();
            const QVariantMap scores = drawn.toMap().value(u"scoresOverTime"_s).toMap();
            QCOMPARE(lines.size(), std::min<int>(6, int(expected.size())));
            for (auto it = lines.cbegin(); it != lines.cend(); ++it)
                QCOMPARE(QColor(it.value().toString()).name(), QColor(scores.value(it.key()).toString()).name());
        }
        shot(u"charts-standings"_s);
        QVERIFY(store->removeGame(secondId));
        store->dropUndo();

        // The printable score sheet of the game played in the app, drawn as the PDF draws it.
        if (!dir.isEmpty() && theme == u"light"_s) {
            QImage sheet(2 * 565, 2 * 800, QImage::Format_RGB32);
            sheet.fill(Qt::white);
            QPainter painter(&sheet);
            painter.scale(2, 2);
            HistoryFiles::paintScoreSheet(*store->record(m_engineGame), painter, 565);
            painter.end();
            QVERIFY(sheet.save(dir + u"/score-sheet.png"_s));
        }

        for (const QVariant &w : warnings)
            qWarning("%s", qPrintable(w.toList().value(0).value<QList<QQmlError>>().value(0).toString()));
        QCOMPARE(warnings.count(), 0);
    }

    void chartsFitWithManyGames_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << u"en"_s;
        QTest::newRow("de") << u"de"_s;
    }

    // Thirty games and a game of every other game of the shelf: at 1280x800, in English and in German
    // (longer words), the charts stay inside the window: the tabs, both per-player charts (the right one
    // whole), and the chart over time, whose newest game (the right end of its line) is on the screen.
    void chartsFitWithManyGames()
    {
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        QQmlApplicationEngine engine;
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        if (!m_manyGames) {
            m_manyGames = true;
            const QStringList names = {u"Eleonore-Marie"_s, u"Bo"_s, u"Gwendolyn"_s, u"Di"_s, u"Fritz"_s, u"Hal"_s};
            for (int i = 0; i < 30; ++i) {
                GameRecord g = calculatorGame({names[i % 6], names[(i + 1) % 6], names[(i + 3) % 6]},
                                              {10 + i % 7, 12 + i % 5, 8 + i % 3}, {}, 400 - 3 * i);
                QVERIFY(store->addRecord(g) > 0);
            }
            for (const QString &game : {u"rest-in-peace"_s, u"dead-mans-crown"_s, u"manster-duel"_s, u"occult"_s}) {
                GameRecord g;
                g.game = game;
                g.source = u"table"_s;
                g.playedAt = QDateTime(QDate(2024, 2, 3), QTime(18, 0), Qt::UTC);
                for (int i = 0; i < 2; ++i) {
                    PlayerRecord p;
                    p.name = names[i];
                    p.score = 5 - i;
                    p.place = i + 1;
                    g.players.push_back(p);
                }
                QVERIFY(store->addRecord(g) > 0);
            }
        }
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QCOMPARE(window->size(), QSize(1280, 800));
        mctest::clickCentre(window, window->findChild<QQuickItem *>(u"historyTile"_s));
        QQuickItem *history = nullptr;
        QTRY_VERIFY((history = window->findChild<QQuickItem *>(u"historyPage"_s)));
        QTRY_VERIFY(!history->parentItem()->property("busy").toBool());
        mctest::clickCentre(window, findItem(history, u"historyCharts"_s));
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = window->findChild<QQuickItem *>(u"chartsPage"_s)));
        QTRY_VERIFY(!charts->parentItem()->property("busy").toBool());
        QVERIFY(mctest::waitForLayout(window));
        const auto inside = [&](const QString &name) {
            auto *item = findItem(charts, name);
            QVERIFY2(item, qPrintable(name));
            const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            QVERIFY2(r.left() >= 0 && r.right() <= window->width() && r.width() > 200,
                     qPrintable(u"%1 at %2..%3 of %4"_s.arg(name).arg(r.left()).arg(r.right()).arg(window->width())));
        };
        inside(u"chartTabs"_s);
        inside(u"winRatePerPlayer"_s);
        inside(u"averagePerPlayer"_s);
        if (QTest::currentTestFailed())
            return;
        findItem(charts, u"chartTabs"_s)->setProperty("currentIndex", 1);
        QVERIFY(mctest::waitForLayout(window));
        auto *timeline = findItem(charts, u"scoresOverTime"_s);
        QTRY_VERIFY(timeline->isVisible());
        inside(u"scoresOverTime"_s);
        if (QTest::currentTestFailed())
            return;
        const int games = charts->property("timeline").toMap().value(u"games"_s).toInt();
        QVERIFY(games >= 30);
        // The newest game's point, where the chart draws it, is in the window.
        QVariant at;
        QVERIFY(QMetaObject::invokeMethod(charts, "newestGamePoint", Q_RETURN_ARG(QVariant, at)));
        const QPointF onScreen = at.toPointF();
        QVERIFY2(onScreen.x() > window->width() / 2 && onScreen.x() < window->width() - 8,
                 qPrintable(u"game %1 drawn at x %2 of %3"_s.arg(games).arg(onScreen.x()).arg(window->width())));
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(window->grabWindow().save(u"%1/charts-many-%2.png"_s.arg(dir, language)));
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    // The charts of a game the history holds once: the chart over time draws that game's point in the
    // middle of its axis, under a tick of its own (not on the axis's left edge, from game 1 to a game 2
    // that is not there); and a pressed or hovered tab draws no ripple (the software renderer drew it as
    // a grey disc at the window's top left corner).
    void timelineOfOneGame()
    {
        QQmlApplicationEngine engine;
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        const QString game = u"manster-duel"_s;
        if (store->scoreTimeline(game).value(u"games"_s).toInt() == 0) {
            GameRecord g;
            g.game = game;
            g.source = u"table"_s;
            g.playedAt = QDateTime(QDate(2024, 2, 3), QTime(18, 0), Qt::UTC);
            for (int i = 0; i < 2; ++i) {
                PlayerRecord p;
                p.name = i == 0 ? u"Ada"_s : u"Bo"_s;
                p.score = 5 - i;
                p.place = i + 1;
                g.players.push_back(p);
            }
            QVERIFY(store->addRecord(g) > 0);
        }
        QCOMPARE(store->scoreTimeline(game).value(u"games"_s).toInt(), 1);

        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *history = openHistory(window);
        QVERIFY(history);
        mctest::clickCentre(window, findItem(history, u"historyCharts"_s));
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = window->findChild<QQuickItem *>(u"chartsPage"_s)));
        QTRY_VERIFY(!charts->parentItem()->property("busy").toBool());
        charts->setProperty("game", game);
        QQuickItem *tabs = findItem(charts, u"chartTabs"_s);
        QVERIFY(tabs);
        // The tab "Over time" pressed and hovered, as a person clicks it.
        QList<QQuickItem *> tabButtons;
        for (QQuickItem *child : tabs->findChildren<QQuickItem *>())
            if (child->inherits("QQuickTabButton") && child->isVisible())
                tabButtons << child;
        QCOMPARE(tabButtons.size(), 3); // Players, Over time, Standings
        std::sort(tabButtons.begin(), tabButtons.end(), [](QQuickItem *a, QQuickItem *b) { return a->x() < b->x(); });
        mctest::clickCentre(window, tabButtons[1]);
        QTRY_COMPARE(tabs->property("currentIndex").toInt(), 1);
        QVERIFY(mctest::waitForLayout(window));
        for (QQuickItem *tab : std::as_const(tabButtons))
            for (QQuickItem *part : tab->findChildren<QQuickItem *>())
                QVERIFY2(!QByteArray(part->metaObject()->className()).contains("Ripple") || !part->isVisible(),
                         part->metaObject()->className());

        auto *timeline = findItem(charts, u"scoresOverTime"_s);
        QTRY_VERIFY(timeline->isVisible());
        const QObject *axis = charts->property("timelineAxisX").value<QObject *>();
        QVERIFY(axis);
        const qreal min = axis->property("min").toReal();
        const qreal max = axis->property("max").toReal();
        QVERIFY2(min < 1 && max > 1 && max < 2, qPrintable(u"axis %1..%2"_s.arg(min).arg(max)));
        QVariant at;
        QVERIFY(QMetaObject::invokeMethod(charts, "newestGamePoint", Q_RETURN_ARG(QVariant, at)));
        QVariant area = QQmlProperty::read(timeline, u"plotArea"_s);
        const QRectF plot = timeline->mapRectToScene(area.toRectF());
        const qreal x = at.toPointF().x();
        QVERIFY2(x > plot.left() + plot.width() / 4 && x < plot.right() - plot.width() / 4,
                 qPrintable(u"the game drawn at x %1 of the plot %2..%3"_s.arg(x).arg(plot.left()).arg(plot.right())));
    }

    // A game's page opens the standings of its own game: the charts on the Standings tab, one row per
    // player the store rates.
    void standingsFromAGame()
    {
        QQmlApplicationEngine engine;
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *history = openHistory(window);
        QVERIFY(history);
        QVERIFY(QMetaObject::invokeMethod(history, "openGame", Q_ARG(QVariant, QVariant::fromValue(m_engineGame))));
        QQuickItem *detail = nullptr;
        QTRY_VERIFY((detail = window->findChild<QQuickItem *>(u"historyDetailPage"_s)));
        QTRY_VERIFY(!detail->parentItem()->property("busy").toBool());
        auto *button = findItem(detail, u"detailStandings"_s);
        QVERIFY(button);
        QTRY_VERIFY(button->isVisible());
        mctest::clickCentre(window, button);
        QQuickItem *charts = nullptr;
        QTRY_VERIFY((charts = window->findChild<QQuickItem *>(u"chartsPage"_s)));
        QTRY_VERIFY(!charts->parentItem()->property("busy").toBool());
        QCOMPARE(findItem(charts, u"chartTabs"_s)->property("currentIndex").toInt(), 3);
        QTRY_VERIFY(findItem(charts, u"standingsPage"_s)->isVisible());
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        const QString game = store->record(m_engineGame)->game;
        QCOMPARE(charts->property("game").toString(), game);
        const int rows = int(store->standings(game).size());
        QVERIFY(rows >= 4);
        QTRY_COMPARE(findItem(charts, u"standingsList"_s)->property("count").toInt(), rows);
    }

    // The Players view as a person uses it: the names with their games, Rename… on a row, the dialog
    // says what a name typed would do (a merge into a player there; a clash with a game where both
    // played, its button off), and Merge makes two names one player. Last: it changes the names.
    void playersViewRenamesAndMerges()
    {
        QQmlApplicationEngine engine;
        HistoryStore *store = shelf::objectsOf<CoreObjects>(&engine).history();
        QVERIFY(store->addRecord(calculatorGame({u"Dee"_s, u"Ada"_s}, {9, 7}, {u"bone"_s, u"flesh"_s}, 40)) > 0);
        const int diGames = store->gamesOfPlayer(u"Di"_s);
        QVERIFY(diGames > 0);
        QCOMPARE(store->gamesOfPlayer(u"Dee"_s), 1);

        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *history = openHistory(window);
        QVERIFY(history);
        mctest::clickCentre(window, findItem(history, u"historyPlayers"_s));
        QQuickItem *root = window->contentItem();
        QTRY_VERIFY(findItem(root, u"historyPlayersList"_s) && findItem(root, u"historyPlayersList"_s)->isVisible());
        QVERIFY(mctest::waitForLayout(window));
        // The row of a name, -1 when none shows it.
        const auto rowOf = [root](const QString &name) {
            for (int i = 0; i < 30; ++i)
                if (QQuickItem *label = findItem(root, u"playerName%1"_s.arg(i)); label && label->isVisible()
                    && label->property("text").toString() == name)
                    return i;
            return -1;
        };
        const int dee = rowOf(u"Dee"_s);
        QVERIFY(dee >= 0);
        QCOMPARE(findItem(root, u"playerGames%1"_s.arg(dee))->property("text").toString(), u"games: 1"_s);
        mctest::clickCentre(window, findItem(root, u"renamePlayer%1"_s.arg(dee)));
        QQuickItem *field = nullptr;
        QTRY_VERIFY((field = findItem(root, u"renamePlayerName"_s)) && field->isVisible() && field->hasActiveFocus());
        QQuickItem *note = findItem(root, u"renamePlayerNote"_s);
        QQuickItem *accept = findItem(root, u"renamePlayerAccept"_s);
        QVERIFY(note && accept);
        QCOMPARE(field->property("text").toString(), u"Dee"_s);
        QTRY_VERIFY(!accept->isEnabled()); // the name as it is

        const auto type = [window](const QString &text) {
            QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
            for (const QChar c : text)
                QTest::keyClick(window, c.toLatin1());
        };
        type(u"Ada"_s);
        QTRY_VERIFY2(note->property("text").toString().contains(u"Dee and Ada played against each other on "_s),
                     qPrintable(note->property("text").toString()));
        QVERIFY(!accept->isEnabled());
        type(u"Di"_s);
        QTRY_COMPARE(note->property("text").toString(),
                     u"Di already has %1 games: the two become one player."_s.arg(diGames));
        QVERIFY(accept->isEnabled());
        QCOMPARE(accept->property("text").toString(), u"Merge"_s);
        mctest::clickCentre(window, accept);
        QTRY_COMPARE(store->gamesOfPlayer(u"Di"_s), diGames + 1);
        QCOMPARE(store->gamesOfPlayer(u"Dee"_s), 0);
        QTRY_VERIFY(!field->isVisible());
        QTRY_COMPARE(rowOf(u"Dee"_s), -1);
        const int di = rowOf(u"Di"_s);
        QVERIFY(di >= 0);
        QTRY_COMPARE(findItem(root, u"playerGames%1"_s.arg(di))->property("text").toString(),
                     u"games: %1"_s.arg(diGames + 1));
    }

private:
    qint64 m_engineGame = -1;
    bool m_manyGames = false;
};

QTEST_MAIN(TestHistoryScreens)
#include "tst_historyscreens.moc"
