// The Settings screen and what it keeps: remembered players (RememberedPlayers, Mourners Call's own
// section of the page), the kept board's
// differences from the standard rules (D- values, BoardSettings), theme, full screen with F11, the
// size of text and controls, the dimmed background of dialogs, and that the page is reached from the
// home screen.

#include "appsettings.h"
#include "boardsettings.h"
#include "rememberedplayers.h"

#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlComponent>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QScreen>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQml/qqml.h>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

template<typename T>
T *singleton(QQmlEngine &engine, const char *name)
{
    return engine.singletonInstance<T *>(qmlTypeId("Mourners", 1, 0, name));
}

// The board a player kept with the guild order of ruleset revision 1 (Conclave of Shadows before
// Shroudrievies Coven), which the wizard writes in full on every start.
QVariantMap oldGuildOrder(const QVariantMap &standard)
{
    QVariantMap v = standard;
    v[u"guildOrder"_s] = QVariantList{u"mortis-knighthood"_s, u"council-of-osteomancy"_s, u"conclave-of-shadows"_s,
                                      u"shroudrievies-coven"_s, u"gravedancers-circle"_s, u"dreadsbane-order"_s};
    return v;
}

} // namespace

class TestSettingsPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-settings-test"_s);
        QSettings().clear();
        QFile::remove(BoardSettings().path());
    }

    void init()
    {
        QSettings().clear();
    }

    // The players of the last game come back after a restart (a new object reads QSettings).
    void remembersPlayersAcrossRestarts()
    {
        {
            RememberedPlayers s;
            QCOMPARE(s.tablePlayers(), 0);
            QSignalSpy changed(&s, &RememberedPlayers::playersChanged);
            QVERIFY(s.rememberTablePlayers({u" Ada "_s, u"Bo"_s, u""_s}, {u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s}));
            QVERIFY(s.rememberDigitalPlayers({u"Cy"_s, u"Dee"_s}, {u"person"_s, u"search"_s}));
            QCOMPARE(changed.count(), 2);
            // The same players again is no change.
            QVERIFY(s.rememberDigitalPlayers({u"Cy"_s, u"Dee"_s}, {u"person"_s, u"search"_s}));
            QCOMPARE(changed.count(), 2);
        }
        RememberedPlayers again;
        QCOMPARE(again.tableNames(), (QStringList{u"Ada"_s, u"Bo"_s, u""_s}));
        QCOMPARE(again.tableColors(), (QStringList{u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s}));
        QCOMPARE(again.digitalSeats(), 2);
        QCOMPARE(again.digitalKinds(), (QStringList{u"person"_s, u"search"_s}));

        again.forgetPlayers();
        QCOMPARE(again.tablePlayers(), 0);
        QCOMPARE(again.digitalSeats(), 0);
        RememberedPlayers third;
        QCOMPARE(third.tablePlayers(), 0);
        QCOMPARE(third.digitalSeats(), 0);
    }

    void refusesWhatNoFormWrites_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("colors");
        QTest::addColumn<QStringList>("kinds");
        const QStringList two{u"A"_s, u"B"_s};
        QTest::newRow("one player") << QStringList{u"A"_s} << QStringList{u"#000000"_s} << QStringList{u"person"_s};
        QTest::newRow("five players") << QStringList{u"A"_s, u"B"_s, u"C"_s, u"D"_s, u"E"_s}
                                      << QStringList(5, u"#000000"_s) << QStringList(5, u"person"_s);
        QTest::newRow("colour by name, unknown kind") << two << QStringList{u"red"_s, u"#000000"_s}
                                                      << QStringList{u"person"_s, u"genius"_s};
        QTest::newRow("a colour and a kind missing") << two << QStringList{u"#000000"_s} << QStringList{u"person"_s};
    }

    void refusesWhatNoFormWrites()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, colors);
        QFETCH(QStringList, kinds);
        RememberedPlayers s;
        QVERIFY(!s.rememberTablePlayers(names, colors));
        QVERIFY(!s.rememberDigitalPlayers(names, kinds));
        QCOMPARE(s.tablePlayers(), 0);
        QCOMPARE(s.digitalSeats(), 0);
        // A hand-edited settings file with such lists is ignored as well.
        QSettings q;
        q.setValue(u"players/tableNames"_s, names);
        q.setValue(u"players/tableColors"_s, colors);
        q.setValue(u"players/digitalNames"_s, names);
        q.setValue(u"players/digitalKinds"_s, kinds);
        q.sync();
        RememberedPlayers read;
        QCOMPARE(read.tablePlayers(), 0);
        QCOMPARE(read.digitalSeats(), 0);
    }

    // D-GUILD-ORDER, D-TITHE: a kept board names only the places where it differs from the rules.
    void boardDifferences()
    {
        QTemporaryDir dir;
        BoardSettings board(dir.filePath(u"board.json"_s));
        const QVariantMap standard = board.standardValues();
        QVERIFY(board.boardDifferences(standard, standard).isEmpty());

        QVariantMap kept = oldGuildOrder(standard);
        QVariantList tithe = kept.value(u"tithe"_s).toList();
        tithe[4] = tithe[4].toInt() + 2;
        kept[u"tithe"_s] = tithe;
        const QVariantList d = board.boardDifferences(kept, standard);
        QCOMPARE(d.size(), 2);
        const QVariantMap t = d.at(0).toMap();
        QCOMPARE(t.value(u"key"_s).toString(), u"tithe"_s);
        QCOMPARE(t.value(u"kept"_s).toString(), u"suspicion 4: %1"_s.arg(tithe[4].toInt()));
        QCOMPARE(t.value(u"standard"_s).toString(), u"suspicion 4: %1"_s.arg(tithe[4].toInt() - 2));
        const QVariantMap g = d.at(1).toMap();
        QCOMPARE(g.value(u"key"_s).toString(), u"guildOrder"_s);
        QCOMPARE(g.value(u"kept"_s).toString(), u"3. Conclave of Shadows, 4. Shroudrievies Coven"_s);
        QCOMPARE(g.value(u"standard"_s).toString(), u"3. Shroudrievies Coven, 4. Conclave of Shadows"_s);
    }

    // The home screen's Settings tile opens the page; a screen name nobody wrote is only a warning.
    void openedFromHome()
    {
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        auto *tile = findItem(window->contentItem(), u"settingsTile"_s);
        QVERIFY(tile);
        mctest::clickCentre(window, tile);
        QTRY_VERIFY(findItem(window->contentItem(), u"settingsPage"_s));
        auto *notice = window->findChild<QObject *>(u"notice"_s);
        QVERIFY(notice);
        QVERIFY(!notice->property("visible").toBool());

        QTest::ignoreMessage(QtWarningMsg, QRegularExpression(u"openScreen: no screen named nowhere"_s));
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"nowhere"_s),
                                          Q_ARG(QVariant, u"Nowhere"_s)));
        QTest::qWait(50);
        QVERIFY(!notice->property("visible").toBool());
        QCOMPARE(warnings.count(), 0);
    }

    // Theme buttons, F11 and the Settings button for full screen, kept for the next start.
    void themeAndFullScreen()
    {
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, QString())));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(window->contentItem(), u"settingsPage"_s)));
        // The push transition is over and the page laid out: its buttons stand where they are drawn.
        QTRY_VERIFY(page->parentItem() && !page->parentItem()->property("busy").toBool());
        QVERIFY(mctest::waitForLayout(window));

        mctest::clickCentre(window, findItem(page, u"theme_dark"_s));
        QTRY_VERIFY(window->property("dark").toBool());
        // Qt.labs.settings writes a moment later.
        QTRY_COMPARE(QSettings().value(u"appearance/themeMode"_s).toString(), u"dark"_s);
        QVERIFY(findItem(page, u"theme_dark"_s)->property("checked").toBool());
        mctest::clickCentre(window, findItem(page, u"theme_light"_s));
        QTRY_VERIFY(!window->property("dark").toBool());
        QVERIFY(!findItem(page, u"theme_dark"_s)->property("checked").toBool());

        QCOMPARE(window->visibility(), QWindow::Windowed);
        QTest::keyClick(window, Qt::Key_F11);
        QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
        QTRY_VERIFY(QSettings().value(u"appearance/fullScreen"_s).toBool());
        QTRY_VERIFY(findItem(page, u"fullScreen"_s)->property("checked").toBool());
        mctest::clickCentre(window, findItem(page, u"fullScreen"_s));
        QTRY_COMPARE(window->visibility(), QWindow::Windowed);
        QTRY_VERIFY(!QSettings().value(u"appearance/fullScreen"_s).toBool());
        QTest::keyClick(window, Qt::Key_F11);
        QTRY_COMPARE(window->visibility(), QWindow::FullScreen);
        QTRY_VERIFY(QSettings().value(u"appearance/fullScreen"_s).toBool());
        QCOMPARE(warnings.count(), 0);

        // The next start is full screen.
        QQmlApplicationEngine next;
        auto *again = mctest::loadMainWindow(next, u"light"_s);
        QVERIFY(again);
        QTRY_COMPARE(again->visibility(), QWindow::FullScreen);
    }

    // The size of text and controls: kept for the next start, offered only where the screen holds the
    // window at that size, and turned into the scale factor before the next window.
    void textSize()
    {
        qunsetenv("QT_SCALE_FACTOR");
        qunsetenv("MOURNERS_TEXT_SIZE_APPLIED");
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, QString())));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(window->contentItem(), u"settingsPage"_s)));
        QTRY_VERIFY(page->parentItem() && !page->parentItem()->property("busy").toBool());
        QVERIFY(mctest::waitForLayout(window));
        auto *settings = singleton<AppSettings>(engine, "AppSettings");
        QVERIFY(settings);

        QCOMPARE(settings->textSize(), 100);
        QCOMPARE(AppSettings::textSizeInUse(), 100);
        QQuickItem *normal = findItem(page, u"textSize_100"_s);
        QQuickItem *larger = findItem(page, u"textSize_125"_s);
        QQuickItem *largest = findItem(page, u"textSize_150"_s);
        QQuickItem *restart = findItem(page, u"restartNow"_s);
        QVERIFY(normal && larger && largest && restart);
        QVERIFY(normal->property("checked").toBool());
        QVERIFY(!restart->isVisible());
        // A size is offered only when the screen still holds the window at the size its screens are made
        // for (1280 × 800) at it.
        const QSize screen = window->screen()->size();
        for (auto [button, percent] : {std::pair{larger, 125}, std::pair{largest, 150}}) {
            const bool fits = screen.width() * 100 / percent >= 1280 && screen.height() * 100 / percent >= 800;
            QCOMPARE(button->isEnabled(), fits);
        }

        // Kept through the setting as the button does; the page says it comes with the next start.
        QVERIFY(settings->setTextSize(125));
        QCOMPARE(QSettings().value(u"appearance/textSize"_s).toInt(), 125);
        QTRY_VERIFY(larger->property("checked").toBool());
        QVERIFY(!normal->property("checked").toBool());
        QTRY_VERIFY(restart->isVisible());
        QVERIFY(findItem(page, u"textSizeHint"_s)->property("text").toString().contains(u"next start"_s));
        // Another size is refused and changes nothing.
        QVERIFY(!settings->setTextSize(130));
        QCOMPARE(QSettings().value(u"appearance/textSize"_s).toInt(), 125);
        // Back to normal with the button.
        mctest::clickCentre(window, normal);
        QTRY_COMPARE(settings->textSize(), 100);
        QVERIFY(!QSettings().contains(u"appearance/textSize"_s));
        QTRY_VERIFY(!restart->isVisible());
        QCOMPARE(warnings.count(), 0);

        // The next start: the kept size becomes the scale factor, marked as the app's own.
        QVERIFY(settings->setTextSize(150));
        QCOMPARE(AppSettings::applyKeptTextSize(), 1.5);
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("1.5"));
        QCOMPARE(AppSettings::textSizeInUse(), 150);
        // Started again by the app (restart()) after another choice: the new kept size, not the inherited one.
        QVERIFY(settings->setTextSize(125));
        QCOMPARE(AppSettings::applyKeptTextSize(), 1.25);
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("1.25"));
        // A factor the person set themselves wins over the kept one.
        qunsetenv("MOURNERS_TEXT_SIZE_APPLIED");
        qputenv("QT_SCALE_FACTOR", "2");
        QCOMPARE(AppSettings::applyKeptTextSize(), 2.0);
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("2"));
        // Normal kept: no factor at all.
        QVERIFY(settings->setTextSize(100));
        qputenv("MOURNERS_TEXT_SIZE_APPLIED", "1");
        QCOMPARE(AppSettings::applyKeptTextSize(), 1.0);
        QVERIFY(!qEnvironmentVariableIsSet("QT_SCALE_FACTOR"));
        QVERIFY(!qEnvironmentVariableIsSet("MOURNERS_TEXT_SIZE_APPLIED"));
    }

    // The dimmed background of a modal dialog is dark in the dark theme and a light dim in the light one.
    void dialogDimming_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }

    void dialogDimming()
    {
        QFETCH(QString, theme);
        QQmlApplicationEngine engine;
        auto *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport QtQuick.Controls\nDialog { modal: true; width: 200; height: 100 }",
                          QUrl(u"qrc:/dimtest.qml"_s));
        QObject *dialog = component.createWithInitialProperties({{u"parent"_s, QVariant::fromValue(window->contentItem())}});
        QVERIFY2(dialog, qPrintable(component.errorString()));
        QVERIFY(QMetaObject::invokeMethod(dialog, "open"));
        QQuickItem *overlay = nullptr;
        for (QQuickItem *item : window->contentItem()->childItems())
            if (QByteArray(item->metaObject()->className()) == "QQuickOverlay")
                overlay = item;
        QVERIFY(overlay);
        QColor dim;
        QTRY_VERIFY([&] {
            for (QQuickItem *child : overlay->childItems())
                if (QByteArray(child->metaObject()->className()).startsWith("QQuickRectangle"))
                    dim = child->property("color").value<QColor>();
            return dim.isValid();
        }());
        if (theme == u"dark"_s)
            QVERIFY2(dim.lightnessF() < 0.3 && dim.alphaF() > 0.5, qPrintable(dim.name(QColor::HexArgb)));
        else
            QVERIFY2(dim.lightnessF() < 0.3 && dim.alphaF() < 0.5, qPrintable(dim.name(QColor::HexArgb)));
        delete dialog;
    }

    // The page shows the remembered players and forgets them; it shows the kept board's differences and
    // puts back the standard board (D-GUILD-ORDER); every control has a name and is reached with Tab.
    void playersBoardAndKeyboard()
    {
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"dark"_s);
        QVERIFY(window);
        auto *settings = singleton<AppSettings>(engine, "AppSettings");
        auto *players = singleton<RememberedPlayers>(engine, "RememberedPlayers");
        auto *board = singleton<BoardSettings>(engine, "BoardSettings");
        QVERIFY(settings && players && board);
        QVERIFY(settings->autosaveFolder().endsWith(u"autosave"_s));
        QVERIFY(settings->historyFile().endsWith(u".sqlite"_s));
        QVERIFY(players->rememberTablePlayers({u"Ada"_s, u"Bo"_s}, {u"#c62828"_s, u"#1565c0"_s}));
        QVERIFY(players->rememberDigitalPlayers({u"Cy"_s, u"Dee"_s}, {u"person"_s, u"strong"_s}));
        QVERIFY(board->setValues(oldGuildOrder(board->standardValues())));
        QVERIFY(board->customised());

        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, QString())));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(window->contentItem(), u"settingsPage"_s)));
        QTRY_VERIFY(page->parentItem() && !page->parentItem()->property("busy").toBool());
        QVERIFY(mctest::waitForLayout(window));
        QCOMPARE(findItem(page, u"autosaveFolder"_s)->property("text").toString(), settings->autosaveFolder());
        QVERIFY(findItem(page, u"boardState"_s)->property("text").toString().contains(u"differ"_s));
        // Mourners Call's section names each digital seat's kind as its setup does, the strongest too.
        QStringList seats;
        for (QQuickItem *row : findItem(page, u"rememberedDigitalPlayers"_s)->childItems())
            if (const QString t = row->property("text").toString(); !t.isEmpty())
                seats << t;
        QCOMPARE(seats, (QStringList{u"Cy (Person)"_s, u"Dee (Computer: Strong)"_s}));

        // Tab reaches every control of the page.
        QSet<QString> reached;
        for (int i = 0; i < 40; ++i) {
            QTest::keyClick(window, Qt::Key_Tab);
            if (QQuickItem *f = window->activeFocusItem())
                reached.insert(f->objectName());
        }
        for (const char *name : {"theme_system", "theme_light", "theme_dark", "language_de", "fullScreen",
                                 "autosaveFolder", "openAutosaveFolder", "historyFile", "openHistoryFolder",
                                 "forgetPlayers", "standardBoard", "boardFile"}) {
            QVERIFY2(reached.contains(QString::fromLatin1(name)), name);
            QQuickItem *item = findItem(page, QString::fromLatin1(name));
            QObject *accessible = nullptr;
            for (QObject *o : item->children())
                if (QByteArray(o->metaObject()->className()).contains("Accessible"))
                    accessible = o;
            QVERIFY2(accessible && !accessible->property("name").toString().isEmpty(), name);
        }

        auto *rememberedRow = findItem(page, u"rememberedTablePlayers"_s);
        QVERIFY(rememberedRow && rememberedRow->isVisible());
        mctest::clickCentre(window, findItem(page, u"forgetPlayers"_s));
        QTRY_COMPARE(players->tablePlayers(), 0);
        QVERIFY(!rememberedRow->isVisible());
        QVERIFY(!QSettings().contains(u"players/tableNames"_s));

        mctest::clickCentre(window, findItem(page, u"standardBoard"_s));
        QTRY_VERIFY(!board->customised());
        QVERIFY(!QFile::exists(board->path()));
        QVERIFY(findItem(page, u"boardState"_s)->property("text").toString().contains(u"standard rules"_s));
        QVERIFY(!findItem(page, u"standardBoard"_s)->isEnabled());
        QCOMPARE(warnings.count(), 0);
    }

    // The new-game forms start with the players of the last game and remember the ones that start.
    void formsStartWithLastPlayers()
    {
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        auto *players = singleton<RememberedPlayers>(engine, "RememberedPlayers");
        QVERIFY(players->rememberTablePlayers({u"Ada"_s, u"Bo"_s}, {u"#2e7d32"_s, u"#c62828"_s}));
        QVERIFY(players->rememberDigitalPlayers({u"Cy"_s, u"Dee"_s}, {u"search"_s, u"person"_s}));

        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"tableGame"_s), Q_ARG(QVariant, QString())));
        QQuickItem *wizard = nullptr;
        QTRY_VERIFY((wizard = findItem(window->contentItem(), u"gameSetupForm"_s)));
        QCOMPARE(wizard->property("players").toInt(), 2);
        const QStringList names = wizard->property("names").toStringList();
        QCOMPARE(names.mid(0, 2), (QStringList{u"Ada"_s, u"Bo"_s}));
        const QStringList colors = wizard->property("colors").toStringList();
        QCOMPARE(colors.mid(0, 2), (QStringList{u"#2e7d32"_s, u"#c62828"_s}));
        // The other seats take colours nobody had: four different colours.
        QCOMPARE(QSet<QString>(colors.cbegin(), colors.cend()).size(), 4);

        wizard->setProperty("players", 3);
        wizard->setProperty("names", QStringList{u"Ada"_s, u"Bo"_s, u"Eve"_s, u""_s});
        QVariant ok;
        QVERIFY(QMetaObject::invokeMethod(wizard, "start", Q_RETURN_ARG(QVariant, ok)));
        QVERIFY(ok.toBool());
        QCOMPARE(players->tableNames(), (QStringList{u"Ada"_s, u"Bo"_s, u"Eve"_s}));
        QCOMPARE(players->tableColors(), colors.mid(0, 3));

        QVERIFY(QMetaObject::invokeMethod(window, "goHome"));
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"digitalGame"_s), Q_ARG(QVariant, QString())));
        QQuickItem *digital = nullptr;
        QTRY_VERIFY((digital = findItem(window->contentItem(), u"digitalSetupForm"_s)) && digital->isVisible());
        QCOMPARE(digital->property("seats").toInt(), 2);
        QCOMPARE(digital->property("names").toStringList().mid(0, 2), (QStringList{u"Cy"_s, u"Dee"_s}));
        QCOMPARE(digital->property("kinds").toStringList().mid(0, 2), (QStringList{u"search"_s, u"person"_s}));
        // The count buttons show the count chosen, also after clicks on them: one lit, and a second
        // click on the lit one leaves it lit (a click used to replace its binding with a plain value).
        // The page has come in: the stack's move is over.
        QTRY_VERIFY(!findItem(window->contentItem(), u"mainStack"_s)->property("busy").toBool());
        QVERIFY(mctest::waitForLayout(window));
        const auto lit = [&] {
            QStringList out;
            for (int n = 2; n <= 4; ++n)
                if (findItem(digital, u"digitalSeatCount%1"_s.arg(n))->property("checked").toBool())
                    out << QString::number(n);
            return out.join(u',');
        };
        QCOMPARE(lit(), u"2"_s);
        mctest::clickCentre(window, findItem(digital, u"digitalSeatCount3"_s));
        QTRY_COMPARE(digital->property("seats").toInt(), 3);
        QCOMPARE(lit(), u"3"_s);
        mctest::clickCentre(window, findItem(digital, u"digitalSeatCount3"_s));
        QCOMPARE(lit(), u"3"_s);
        mctest::clickCentre(window, findItem(digital, u"digitalSeatCount2"_s));
        QTRY_COMPARE(digital->property("seats").toInt(), 2);
        QCOMPARE(lit(), u"2"_s);
        digital->setProperty("kinds", QStringList{u"person"_s, u"rules"_s, u"rules"_s, u"rules"_s});
        QVERIFY(QMetaObject::invokeMethod(digital, "start", Q_RETURN_ARG(QVariant, ok)));
        QVERIFY(ok.toBool());
        QCOMPARE(players->digitalKinds(), (QStringList{u"person"_s, u"rules"_s}));
        QCOMPARE(warnings.count(), 0);
    }
};

QTEST_MAIN(TestSettingsPage)
#include "tst_settingspage.moc"
