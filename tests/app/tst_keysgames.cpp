// The other games by keyboard only, in the whole app, from the home screen: Rest in Peace played to its
// winner, a Dead Man's Crown score sheet filled in and saved to the history, a manster battle tracked to
// its winner. Only key presses on the window (Tab, Enter, letters, digits); after every key the keyboard
// is on something shown, with its ring, inside the screen or its dialog, never on the title bar. The
// keys each took are printed.

#include "historystore.h"
#include "quickitems.h"
#include "app/restinpeace/ripsession.h"

#include <QAccessible>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QScopeGuard>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

using mctest::describe;
using mctest::isInside;

bool inOverlay(const QQuickItem *item)
{
    for (const QQuickItem *p = item; p; p = p->parentItem())
        if (p->inherits("QQuickOverlay"))
            return true;
    return false;
}

} // namespace

class TestKeysGames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;

    // The history of the window's engine, where its games go.
    HistoryStore *history() const
    {
        return m_engine->singletonInstance<HistoryStore *>(qmlTypeId("Mourners", 1, 0, "HistoryStore"));
    }
    int m_keys = 0;

    QQuickItem *focus() const { return m_window->activeFocusItem(); }
    /// The name of the focused control (a spin box's, when the keyboard is in its text).
    QString focusName() const { return focus() ? ringOwner(focus())->objectName() : QString(); }

    /// The item that carries the ring for the focused item: a spin box's or a combo box's text field
    /// shows the ring of its control.
    static QQuickItem *ringOwner(QQuickItem *item)
    {
        if (item && item->inherits("QQuickTextInput") && item->parentItem()
            && (item->parentItem()->inherits("QQuickSpinBox") || item->parentItem()->inherits("QQuickComboBox")))
            return item->parentItem();
        return item;
    }

    /// Where the keyboard may be: on something shown, with its ring (a field: its cursor and line),
    /// inside the screen on view or an open dialog, not the title bar (which Tab passes through, in
    /// reading order, when `titleBar`).
    bool focusFine(QString *why, bool titleBar = false) const
    {
        QQuickItem *item = focus();
        *why = describe(item);
        if (!item || !item->isVisible())
            return false;
        QQuickItem *owner = ringOwner(item);
        const bool field = owner->inherits("QQuickTextInput") || owner->inherits("QQuickTextEdit");
        if (!field && !owner->property("visualFocus").toBool()) {
            *why += u" (no ring)"_s;
            return false;
        }
        auto *header = m_window->property("header").value<QQuickItem *>();
        if (header && isInside(item, header)) {
            *why += u" (title bar)"_s;
            return titleBar;
        }
        QQuickItem *stack = mctest::findItem(m_window->contentItem(), u"mainStack"_s);
        auto *page = stack ? stack->property("currentItem").value<QQuickItem *>() : nullptr;
        if (!(page && isInside(item, page)) && !inOverlay(item)) {
            *why += u" (outside the screen)"_s;
            return false;
        }
        return true;
    }

    /// One key on the window, counted.
    void key(Qt::Key k, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
    {
        QTest::keyClick(m_window, k, modifiers);
        ++m_keys;
    }

    /// Tab until the keyboard is on the item named `name` (each step with its ring); false after `most` tabs.
    bool tabTo(const QString &name, int most = 40)
    {
        QStringList trail;
        for (int i = 0; i <= most; ++i) {
            QString why;
            if (!QTest::qWaitFor([&] { return focusFine(&why, true) || (focus() && focus()->objectName() == name); }, 2000)
                && i > 0) {
                qWarning("Tab %d: the keyboard is on %s", i, qPrintable(why));
                return false;
            }
            if (focusName() == name)
                return true;
            trail << describe(focus());
            key(Qt::Key_Tab);
        }
        qWarning("no Tab reached %s: %s", qPrintable(name), qPrintable(trail.join(u" → "_s)));
        return false;
    }

    /// From the home screen, the game `gameId` chosen on the shelf by Tab and Enter.
    bool chooseGame(const QString &gameId)
    {
        auto *shelf = m_engine->singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "GameShelf"));
        if (!shelf)
            return false;
        if (shelf->property("current").toString() == gameId)
            return true;
        if (!tabTo(u"shelf_"_s + gameId))
            return false;
        key(Qt::Key_Return);
        return QTest::qWaitFor([&] { return shelf->property("current").toString() == gameId; })
               && mctest::waitForLayout(m_window);
    }

    /// "?" shows the Keys sheet with this screen's own keys (at least `least`) and the keyboard on its
    /// Close; Esc gives the keyboard back where it was. Not counted: no key of the game.
    bool keysSheetGivesTheKeyboardBack(int least)
    {
        QQuickItem *before = focus();
        QObject *sheet = m_window->findChild<QObject *>(u"keysSheet"_s);
        if (!sheet || !before)
            return false;
        QTest::keyClick(m_window, Qt::Key_Question);
        QString why;
        if (!QTest::qWaitFor([&] { return sheet->property("opened").toBool() && focusName() == u"keysSheetClose"_s && focusFine(&why); })) {
            qWarning("the Keys sheet: %s", qPrintable(why));
            return false;
        }
        const int count = int(sheet->property("screenKeys").toList().size());
        if (count < least) {
            qWarning("the Keys sheet lists %d keys of the screen", count);
            return false;
        }
        QTest::keyClick(m_window, Qt::Key_Escape);
        return QTest::qWaitFor([&] { return !sheet->property("visible").toBool() && focus() == before; });
    }

    QQuickItem *visible(const QString &name) const { return mctest::findVisible(m_window->contentItem(), name); }

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        mctest::useTestIdentity(u"mourners-keysgames-test"_s);
        // Every file of the run (settings, history, the sheets kept as typed) under one temporary home:
        // each run starts from an empty history and empty sheets.
        qputenv("HOME", QFile::encodeName(m_dir.path()));
        for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
            qputenv(var, QFile::encodeName(m_dir.path() + u"/xdg/"_s + QString::fromLatin1(var).toLower()));
        QVERIFY(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).startsWith(m_dir.path()));
        m_engine = new QQmlApplicationEngine(this);
        m_window = mctest::loadMainWindow(*m_engine, u"dark"_s);
        QVERIFY(m_window);
    }

    void init()
    {
        QVERIFY(mctest::goHome(m_window));
        QVERIFY(mctest::waitForLayout(m_window));
        m_keys = 0;
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }

    // Rest in Peace from the home screen to the winner by keys alone: the shelf, the digital tile, the
    // setup's Start (against the computer), then Enter on each decision's first choice to the end.
    void restInPeaceToTheEnd()
    {
        // A screen reader listens (ScreenReader.active): the buttons put their descriptions together.
        QAccessible::setActive(true);
        const auto quiet = qScopeGuard([] { QAccessible::setActive(false); });
        auto *session = m_engine->singletonInstance<RipSession *>(qmlTypeId("Mourners", 1, 0, "RipSession"));
        QVERIFY(session);
        session->setAutosaveDirectory(m_dir.filePath(u"rip"_s));
        session->waitForAutosaveScan();
        session->setNextSeed(5);
        const int gamesBefore = history()->gameCount();

        QVERIFY(chooseGame(u"rest-in-peace"_s));
        const int shelfKeys = m_keys;
        QVERIFY(tabTo(u"ripDigitalTile"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(m_window->findChild<QObject *>(u"ripSetupDialog"_s)->property("opened").toBool());
        QString why;
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"ripName0"_s, qPrintable(why));
        // The computer's kind from its list by keys: Space opens the list with the keyboard on the kind
        // chosen (rules), Up moves to the one above (random), Enter takes it and gives the keyboard back
        // to the button, with its ring.
        QVERIFY(tabTo(u"ripKind1"_s));
        QQuickItem *kind = focus();
        QCOMPARE(kind->property("value").toString(), u"rules"_s);
        key(Qt::Key_Space);
        QTRY_VERIFY2(focusFine(&why) && focus() != kind && inOverlay(focus()), qPrintable(u"the list's keyboard: "_s + why));
        QCOMPARE(focus()->property("text").toString(), kind->property("currentLabel").toString());
        key(Qt::Key_Up);
        QTRY_VERIFY2(focusFine(&why) && focus()->property("text").toString().contains(u"random"_s), qPrintable(why));
        key(Qt::Key_Return);
        QTRY_COMPARE(kind->property("value").toString(), u"random"_s);
        QTRY_VERIFY2(focusFine(&why) && focus() == kind, qPrintable(u"after the list the keyboard is on "_s + why));
        QVERIFY(tabTo(u"ripStartGame"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(visible(u"ripGamePage"_s));
        const int setupKeys = m_keys;

        // What happens now is read as a heading (Qt 6.4 read every label as plain text, whatever it was told).
        QQuickItem *promptHeading = visible(u"ripPrompt"_s)->property("heading").value<QQuickItem *>();
        QAccessibleInterface *heading = QAccessible::queryAccessibleInterface(promptHeading);
        QVERIFY(heading);
        QCOMPARE(heading->role(), QAccessible::Heading);
        QCOMPARE(heading->text(QAccessible::Name), session->property("prompt").toString());

        int moves = 0;
        for (; moves < 400 && !visible(u"ripResult"_s); ++moves) {
            QTRY_VERIFY2(visible(u"ripResult"_s) || (focusFine(&why) && session->choices()->count() > 0),
                         qPrintable(u"before move %1 the keyboard is on %2"_s.arg(moves).arg(why)));
            if (visible(u"ripResult"_s))
                break;
            if (moves == 3)
                QVERIFY(keysSheetGivesTheKeyboardBack(4));
            // A screen reader reads the control that takes the keyboard: the choice says what happens now
            // (a choice that sets its own description, a card's words, said it no longer).
            if (moves != 3) {
                QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(focus());
                const QString prompt = session->property("prompt").toString();
                QVERIFY2(spoken && spoken->text(QAccessible::Description).startsWith(prompt),
                         qPrintable(u"move %1: %2 says \"%3\", not \"%4\""_s.arg(moves).arg(describe(focus()),
                                    spoken ? spoken->text(QAccessible::Description) : QString(), prompt)));
            }
            const int revision = session->choices()->revision();
            const QString on = describe(focus());
            key(Qt::Key_Return);
            QTRY_VERIFY2(session->choices()->revision() != revision || visible(u"ripResult"_s),
                         qPrintable(u"Enter did nothing on "_s + on));
        }
        QTRY_VERIFY2(visible(u"ripResult"_s), "the game came to no end");
        // The winner is shown, the keyboard on the result's first button, the game in the history.
        QVERIFY(session->result().value(u"over"_s).toBool());
        QVERIFY(session->result().contains(u"winner"_s));
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"ripLookAtTable"_s, qPrintable(why));
        QTRY_VERIFY(session->historyId() >= 0);
        QTRY_COMPARE(history()->gameCount(), gamesBefore + 1);
        // "Look at the table": the keyboard stays on the page, on "Result" (not on Undo, where a second
        // Enter would take the end back); Enter there shows the result again.
        key(Qt::Key_Return);
        QTRY_VERIFY(!visible(u"ripResult"_s));
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"ripShowResult"_s, qPrintable(u"after the result the keyboard is on "_s + why));
        key(Qt::Key_Return);
        QTRY_VERIFY(visible(u"ripResult"_s));
        QVERIFY(session->result().value(u"over"_s).toBool());
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"ripLookAtTable"_s, qPrintable(why));
        key(Qt::Key_Return);
        QTRY_VERIFY(!visible(u"ripResult"_s));
        // The end taken back and made again: its result shows again, though it was put aside before.
        QVERIFY(QMetaObject::invokeMethod(session, "undo"));
        QTRY_VERIFY(!session->result().value(u"over"_s).toBool());
        QTRY_VERIFY(session->property("canRedo").toBool());
        QVERIFY(QMetaObject::invokeMethod(session, "redo"));
        QTRY_VERIFY(session->result().value(u"over"_s).toBool());
        QTRY_VERIFY(visible(u"ripResult"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(!visible(u"ripResult"_s));
        key(Qt::Key_Escape);
        QTRY_VERIFY(visible(u"homePage"_s));
        qInfo("Rest in Peace by keys: %d to choose the game, %d to set it up, %d for the game (%d decisions by Enter, "
              "2 to look and go home), %d in all. %s",
              shelfKeys, setupKeys - shelfKeys, m_keys - setupKeys, moves, m_keys,
              qPrintable(session->result().value(u"text"_s).toString()));
        session->close();
    }

    //! Dead Man's Crown's score sheet opened from the home screen by keys: its sheet object.
    QObject *openDeadMansCrownSheet()
    {
        if (!chooseGame(u"dead-mans-crown"_s) || !tabTo(u"dmcSheetTile"_s))
            return nullptr;
        key(Qt::Key_Return);
        if (!QTest::qWaitFor([&] { return visible(u"deadMansCrownPage"_s) != nullptr; }))
            return nullptr;
        return visible(u"deadMansCrownPage"_s)->property("sheet").value<QObject *>();
    }
    //! Types `text` into the field that has the keyboard, a key per character.
    void typeText(const QString &text)
    {
        for (const QChar c : text) {
            QTest::keyClick(m_window, c.toLatin1());
            ++m_keys;
        }
    }

    // A Dead Man's Crown sheet from the home screen filled in by keys (names typed, numbers typed, Tab
    // from field to field) and saved to the history by Enter on its button.
    void deadMansCrownSheetSaved()
    {
        const int gamesBefore = history()->gameCount();
        QObject *sheet = openDeadMansCrownSheet();
        QVERIFY(sheet);
        const int openKeys = m_keys;
        // Two players: the names, then each line's numbers, Tab between.
        QVERIFY(tabTo(u"dmcPlayers2"_s));
        QVERIFY(keysSheetGivesTheKeyboardBack(4));
        key(Qt::Key_Return);
        QTRY_COMPARE(sheet->property("playerCount").toInt(), 2);
        const QStringList names{u"Ada"_s, u"Bo"_s};
        for (int seat = 0; seat < 2; ++seat) {
            QVERIFY(tabTo(u"dmcName%1"_s.arg(seat)));
            typeText(names.at(seat));
        }
        const QList<QPair<QString, QList<int>>> numbers{{u"rituals"_s, {12, 9}}, {u"oracle.black"_s, {2, 1}},
                                                        {u"oracle.red"_s, {1, 3}}, {u"bones"_s, {4, 2}}};
        for (const auto &[field, values] : numbers) {
            for (int seat = 0; seat < 2; ++seat) {
                QVERIFY(tabTo(u"dmc_%1_%2"_s.arg(field).arg(seat), 80));
                // The field's number is selected as Tab lands on it: typed digits replace it.
                typeText(QString::number(values.at(seat)));
            }
        }
        // Leaving the last field takes its number.
        key(Qt::Key_Tab);
        const QVariantList players = sheet->property("players").toList();
        QCOMPARE(players.size(), 2);
        QCOMPARE(players.at(0).toMap().value(u"name"_s).toString(), u"Ada"_s);
        QCOMPARE(players.at(1).toMap().value(u"values"_s).toMap().value(u"rituals"_s).toInt(), 9);
        QCOMPARE(players.at(0).toMap().value(u"values"_s).toMap().value(u"bones"_s).toInt(), 4);
        QVERIFY(sheet->property("canSave").toBool());
        // Save: Shift+Tab back up to the button, Enter.
        QStringList trail;
        for (int i = 0; i < 60 && focusName() != u"dmcSaveButton"_s; ++i) {
            QString why;
            QTRY_VERIFY2(focusFine(&why, true), qPrintable(why));
            trail << focusName();
            key(Qt::Key_Backtab, Qt::ShiftModifier);
        }
        QVERIFY2(focusName() == u"dmcSaveButton"_s, qPrintable(trail.join(u" ← "_s)));
        key(Qt::Key_Return);
        QTRY_VERIFY(sheet->property("saved").toBool());
        QTRY_COMPARE(history()->gameCount(), gamesBefore + 1);
        QString why;
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"dmcClearButton"_s, qPrintable(u"after saving the keyboard is on "_s + why));
        qInfo("Dead Man's Crown sheet by keys: %d to open it, %d to fill it in (2 players, 4 lines) and save it, %d in all",
              openKeys, m_keys - openKeys, m_keys);
    }

    // Ctrl+S saves a score sheet from the field the keyboard is in (no Shift+Tab back up the sheet).
    void deadMansCrownSheetSavedByCtrlS()
    {
        const int gamesBefore = history()->gameCount();
        QObject *sheet = openDeadMansCrownSheet();
        QVERIFY(sheet);
        QVERIFY(tabTo(u"dmcPlayers2"_s));
        key(Qt::Key_Return);
        QTRY_COMPARE(sheet->property("playerCount").toInt(), 2);
        QVERIFY(tabTo(u"dmcName0"_s));
        typeText(u"Cy"_s);
        QVERIFY(tabTo(u"dmc_rituals_0"_s, 80));
        typeText(u"7"_s);
        QVERIFY(!sheet->property("saved").toBool());
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier);
        ++m_keys;
        QTRY_VERIFY(sheet->property("saved").toBool());
        QTRY_COMPARE(history()->gameCount(), gamesBefore + 1);
        QCOMPARE(focusName(), u"dmc_rituals_0"_s);
        // Saved: Ctrl+S again saves nothing more.
        QTest::keyClick(m_window, Qt::Key_S, Qt::ControlModifier);
        QTest::qWait(0);
        QCOMPARE(history()->gameCount(), gamesBefore + 1);
    }

    // The battle tracker from the home screen by keys: two players named, the battle started, a card
    // put on a stack through its dialog (which takes the keyboard and gives it back), the turn ended,
    // the direct damage that eliminates typed in: the winner is shown and the battle is in the history.
    void mansterBattleToTheEnd()
    {
        const int gamesBefore = history()->gameCount();
        QVERIFY(chooseGame(u"manster-duel"_s));
        QVERIFY(tabTo(u"mansterNewTile"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(visible(u"mansterSetup"_s));
        QObject *battle = visible(u"mansterPage"_s)->property("battle").value<QObject *>();
        QVERIFY(battle);
        const int openKeys = m_keys;
        QVERIFY(tabTo(u"mansterPlayers2"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(!visible(u"mansterName2"_s));
        const QStringList names{u"Ada"_s, u"Bo"_s};
        for (int seat = 0; seat < 2; ++seat) {
            QVERIFY(tabTo(u"mansterName%1"_s.arg(seat)));
            typeText(names.at(seat));
        }
        QVERIFY(tabTo(u"mansterStart"_s));
        key(Qt::Key_Return);
        QTRY_VERIFY(battle->property("running").toBool());
        QString why;
        QTRY_VERIFY2(focusFine(&why), qPrintable(u"after Start the keyboard is on "_s + why));
        const int setupKeys = m_keys;

        // A card through the card dialog: the keyboard on its first quick card, then back on "+ Card".
        auto *cardDialog = m_window->findChild<QObject *>(u"mansterCardDialog"_s);
        QVERIFY(cardDialog);
        QVERIFY(tabTo(u"mansterAdd0_0"_s, 80));
        key(Qt::Key_Return);
        QTRY_VERIFY(cardDialog->property("opened").toBool());
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"mansterQuickMeat1"_s, qPrintable(why));
        key(Qt::Key_Return);
        QTRY_VERIFY(!cardDialog->property("visible").toBool());
        QCOMPARE(cardDialog->property("error").toString(), QString());
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"mansterAdd0_0"_s,
                     qPrintable(u"after the card dialog the keyboard is on "_s + why));
        QVERIFY(keysSheetGivesTheKeyboardBack(5));

        // The graveyard's dialog takes the keyboard (it stayed behind on the page before, so Tab and Esc
        // did nothing there) and gives it back to its button.
        auto *graveDialog = m_window->findChild<QObject *>(u"mansterGraveDialog"_s);
        QVERIFY(graveDialog);
        QVERIFY(tabTo(u"mansterGraveCards"_s, 80));
        key(Qt::Key_Return);
        QTRY_VERIFY(graveDialog->property("opened").toBool());
        auto *graveItem = graveDialog->property("contentItem").value<QQuickItem *>();
        QVERIFY(graveItem && graveItem->parentItem());
        QTRY_VERIFY2(focus() && graveItem->parentItem()->isAncestorOf(focus()),
                     qPrintable(u"with the graveyard open the keyboard is on "_s + describe(focus())));
        key(Qt::Key_Escape);
        QTRY_VERIFY(!graveDialog->property("visible").toBool());
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"mansterGraveCards"_s,
                     qPrintable(u"after the graveyard the keyboard is on "_s + why));

        // Bo has taken 10 direct damage (typed into the box): eliminated, Ada wins.
        QVERIFY(tabTo(u"mansterDirect1"_s, 80));
        typeText(u"10"_s);
        key(Qt::Key_Return);
        QTRY_VERIFY2(battle->property("over").toBool(), qPrintable(battle->property("status").toString()));
        QVERIFY2(battle->property("status").toString().contains(u"Ada"_s), qPrintable(battle->property("status").toString()));
        QTRY_VERIFY(visible(u"mansterNewBattle"_s));
        QTRY_COMPARE(history()->gameCount(), gamesBefore + 1);
        // The keyboard on the end's first choice, a new battle.
        QTRY_VERIFY2(focusFine(&why) && focusName() == u"mansterNewBattle"_s,
                     qPrintable(u"after the end the keyboard is on "_s + why));
        qInfo("Manster battle by keys: %d to open the tracker, %d to set it up, %d for the battle, %d in all", openKeys,
              setupKeys - openKeys, m_keys - setupKeys, m_keys);
    }
};

QTEST_MAIN(TestKeysGames)
#include "tst_keysgames.moc"
