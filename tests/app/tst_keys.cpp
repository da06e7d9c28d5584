// Mourners Call by keyboard only, in the whole app: after every step the keyboard is on the next
// decision's first choice (or on the hand-off's "I am …"), never back on the title bar; Enter presses
// it; number keys choose in a list of choices; "?" shows the screen's keys and gives the keyboard back.

#include "choicemodel.h"
#include "gamecontroller.h"
#include "gamelog.h"
#include "guide.h"
#include "quickitems.h"
#include "seatprivacy.h"

#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>

#include <functional>

using namespace Qt::StringLiterals;

namespace {

using mctest::describe;
using mctest::isInside;

} // namespace

class TestKeys : public QObject
{
    Q_OBJECT

private:
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;

    QQuickItem *gamePage() const { return mctest::findVisible(m_window->contentItem(), u"gamePage"_s); }

    // Where the keyboard should be now: on the hand-off's "I am …" when one covers the table, else
    // inside the phase guide, with the ring (the step was made by keyboard).
    bool focusOnDecision(QString *why) const
    {
        QQuickItem *focus = m_window->activeFocusItem();
        QQuickItem *page = gamePage();
        QQuickItem *handOff = mctest::findVisible(page, u"handOff"_s);
        QQuickItem *guide = mctest::findVisible(page, u"phaseGuide"_s);
        *why = describe(focus);
        if (!focus || !focus->isVisible() || !focus->property("visualFocus").toBool())
            return false;
        if (handOff)
            return isInside(focus, handOff) && focus->objectName() == u"iAmButton"_s;
        return guide && isInside(focus, guide);
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-keys-test"_s);
        m_engine = new QQmlApplicationEngine(this);
        m_window = mctest::loadMainWindow(*m_engine, u"light"_s);
        QVERIFY(m_window);
        m_controller = m_engine->singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
        // A digital game of three people on one laptop: every private step goes through a hand-off.
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"digitalGame"_s), Q_ARG(QVariant, QString()));
        QTRY_VERIFY(gamePage());
        QVERIFY2(m_controller->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                               {u"kinds"_s, QStringList{u"person"_s, u"person"_s, u"person"_s}},
                                               {u"seed"_s, 42}}),
                 qPrintable(m_controller->lastError()));
        gamePage()->setProperty("started", true);
        // Keyboard use from here on: the window knows the last button was pressed by a key.
        m_window->setProperty("keyboardUsed", true);
    }

    void cleanupTestCase()
    {
        delete m_engine;
        m_engine = nullptr;
    }

    // Enter, and only Enter, through the first round of the game (the draft, the turns passed, the blind
    // bids, the tithe's reveal): the keyboard always lands on the next decision's first choice, the
    // hand-off's "I am …" or what is shown over the guide, with its ring, never on the title bar.
    void enterAloneWalksTheGame()
    {
        ChoiceModel *choices = m_controller->guide()->choiceModel();
        QString why;
        QTRY_VERIFY2(focusOnDecision(&why), qPrintable(why));
        int handOffs = 0;
        int steps = 0;
        bool revealed = false;
        for (int key = 0; key < 120 && !revealed; ++key) {
            const int revision = choices->revision();
            const bool covered = m_controller->seats()->handOffNeeded();
            QPointer<QQuickItem> focus = m_window->activeFocusItem();
            const QString focusName = describe(focus);
            const bool reveal = !m_controller->guide()->titheReveal().isEmpty();
            if (qEnvironmentVariableIsSet("KEYS_TRACE"))
                qWarning() << key << m_controller->guide()->decisionKind() << focusName << covered;
            QTest::keyClick(m_window, Qt::Key_Return);
            QTRY_VERIFY2(choices->revision() != revision || m_controller->seats()->handOffNeeded() != covered
                             || m_window->activeFocusItem() != focus || m_controller->guide()->titheReveal().isEmpty() != !reveal,
                         qPrintable(u"Enter did nothing on "_s + focusName));
            if (covered)
                ++handOffs;
            else
                ++steps;
            QTRY_VERIFY2(focusOnDecision(&why), qPrintable(u"after key %1 the keyboard is on %2"_s.arg(key).arg(why)));
            // The tithe's reveal stands over the guide with no new decision: its button has the keyboard.
            if (!m_controller->guide()->titheReveal().isEmpty()) {
                QTRY_COMPARE(m_window->activeFocusItem()->objectName(), u"revealOk"_s);
                revealed = true;
            }
        }
        QVERIFY(handOffs > 0);
        QVERIFY(steps > 0);
        QVERIFY2(revealed, "the walk never came to the tithe's reveal");
        // Enter on the reveal's button: the keyboard goes on to the next decision.
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(m_controller->guide()->titheReveal().isEmpty());
        QTRY_VERIFY2(focusOnDecision(&why), qPrintable(u"after the reveal the keyboard is on "_s + why));
    }

    // In a list of choices, a number key takes that choice; where the decision is no such list, the
    // number keys do nothing.
    void numberKeysChoose()
    {
        ChoiceModel *choices = m_controller->guide()->choiceModel();
        QQuickItem *guide = mctest::findItem(gamePage(), u"phaseGuideContent"_s);
        QVERIFY(guide);
        bool tried = false;
        for (int key = 0; key < 30 && !tried; ++key) {
            if (m_controller->seats()->handOffNeeded()) {
                QTest::keyClick(m_window, Qt::Key_Return);
                QTRY_VERIFY(!m_controller->seats()->handOffNeeded());
                continue;
            }
            const int revision = choices->revision();
            if (guide->property("numberKeysFit").toBool() && choices->count() >= 2) {
                QTest::keyClick(m_window, Qt::Key_2);
                QTRY_VERIFY2(choices->revision() != revision, "the number key 2 made no step");
                tried = true;
            } else {
                if (!guide->property("numberKeysFit").toBool()) {
                    QTest::keyClick(m_window, Qt::Key_1);
                    QTest::qWait(0);
                    QCOMPARE(choices->revision(), revision);
                }
                QTest::keyClick(m_window, Qt::Key_Return);
                QTRY_VERIFY(choices->revision() != revision || m_controller->seats()->handOffNeeded());
            }
        }
        QVERIFY2(tried, "no decision with a list of choices came");
    }

    // R-DIST-2 and R-DIST-3 by keyboard: splitting, key n sets a pile of n Etherea; at the piles, key n
    // takes pile n (the Influence taken instead has no number).
    void numberKeyTakesThatPile()
    {
        ChoiceModel *choices = m_controller->guide()->choiceModel();
        QQuickItem *guide = mctest::findItem(gamePage(), u"phaseGuideContent"_s);
        QVERIFY(guide);
        bool splitByKey = false;
        for (int key = 0; key < 300 && m_controller->guide()->decisionKind() != u"pick-pile"_s; ++key) {
            const int revision = choices->revision();
            if (!m_controller->guide()->roundSummary().isEmpty()) {
                // The round's summary stands over the guide, its Continue has the keyboard.
                QTRY_COMPARE(m_window->activeFocusItem()->objectName(), u"roundSummaryOk"_s);
                QTest::keyClick(m_window, Qt::Key_Return);
                QTRY_VERIFY(m_controller->guide()->roundSummary().isEmpty());
                continue;
            }
            const bool covered = m_controller->seats()->handOffNeeded();
            if (!covered && m_controller->guide()->decisionKind() == u"set-pile"_s) {
                // R-DIST-2 by keyboard: key n sets a pile of n Etherea, wherever its button stands (the
                // largest size on offer, whose place in the list is not its number).
                int size = -1;
                for (const QVariant &v : choices->rowsIn(u"choice"_s)) {
                    const QVariantMap row = v.toMap();
                    const int value = row.value(u"value"_s).toInt();
                    if (row.value(u"enabled"_s).toBool() && value >= 1 && value <= 9)
                        size = value;
                }
                if (size > 0) {
                    const int set = m_controller->game().state().pileCount;
                    QTest::keyClick(m_window, Qt::Key(Qt::Key_0 + size));
                    QTRY_VERIFY(m_controller->game().state().pileCount > set || m_controller->guide()->decisionKind() != u"set-pile"_s);
                    QCOMPARE(int(m_controller->game().state().piles[std::size_t(set)]), size);
                    splitByKey = true;
                    continue;
                }
            }
            QTest::keyClick(m_window, !m_controller->guide()->titheReveal().isEmpty() || covered ? Qt::Key_Return
                                      : guide->property("numberKeysFit").toBool()                  ? Qt::Key_1
                                                                                                     : Qt::Key_Return);
            QTRY_VERIFY(choices->revision() != revision || m_controller->seats()->handOffNeeded() != covered
                        || m_controller->guide()->decisionKind() == u"pick-pile"_s);
        }
        QCOMPARE(m_controller->guide()->decisionKind(), u"pick-pile"_s);
        QVERIFY2(splitByKey, "no split by a number key on the way to the piles");
        if (m_controller->seats()->handOffNeeded()) {
            QTest::keyClick(m_window, Qt::Key_Return);
            QTRY_VERIFY(!m_controller->seats()->handOffNeeded());
        }
        QTRY_VERIFY(guide->property("numberKeysFit").toBool());
        // The last pile on offer (a later pile of a size offered takes the first of that size: the same
        // Etherea either way).
        const QVariantList rows = choices->rowsIn(u"choice"_s);
        int pile = -1;
        for (int i = 0; i < rows.size(); ++i) {
            const QVariantMap row = rows[i].toMap();
            if (row.value(u"extra"_s).toMap().value(u"pileRow"_s).toBool() && row.value(u"enabled"_s).toBool())
                pile = i;
        }
        QVERIFY2(pile >= 0, "no pile on offer");
        const int taker = m_controller->game().state().currentSeat();
        const int before = m_controller->game().state().player[std::size_t(taker)].etherea;
        const mc::GameState &offered = m_controller->game().state();
        const int inPile = offered.piles[std::size_t(pile)];
        int taken = pile;
        for (int j = 0; j < pile; ++j)
            if (offered.piles[std::size_t(j)] == inPile && !(offered.pileTaken & (1u << j))) {
                taken = j;
                break;
            }
        QTest::keyClick(m_window, Qt::Key(Qt::Key_1 + pile));
        QTRY_VERIFY(m_controller->game().state().pileTaken & (1u << taken));
        QCOMPARE(int(m_controller->game().state().player[std::size_t(taker)].etherea), before + inPile);
    }

    // "?" shows the keys of the screen with the keyboard on its Close button; Esc gives the keyboard
    // back to the choice it was on.
    void questionMarkShowsTheKeys()
    {
        QString why;
        QTRY_VERIFY2(focusOnDecision(&why), qPrintable(why));
        QQuickItem *before = m_window->activeFocusItem();
        QObject *sheet = m_window->findChild<QObject *>(u"keysSheet"_s);
        QVERIFY(sheet);
        QVERIFY(!sheet->property("opened").toBool());
        QTest::keyClick(m_window, Qt::Key_Question);
        QTRY_VERIFY(sheet->property("opened").toBool());
        QVERIFY(sheet->property("screenKeys").toList().size() >= 8);
        QTRY_COMPARE(m_window->activeFocusItem() ? m_window->activeFocusItem()->objectName() : QString(), u"keysSheetClose"_s);
        // Close's tip waits for the pointer or a Tab: shown as the sheet opened, it covered the first keys
        // and stayed where it was when the sheet scrolled. A screen reader hears the sheet's title first.
        QQuickItem *close = m_window->activeFocusItem();
        QVERIFY(!close->property("tipShown").toBool());
        QVERIFY(close->property("announcement").toString().startsWith(u"Keys"_s));
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!sheet->property("visible").toBool());
        QVERIFY2(gamePage(), "Esc closed the sheet and the game's screen too");
        QTRY_COMPARE(m_window->activeFocusItem(), before);
        // Shift+F1 opens it too (F1 stays the user guide); Enter on Close closes it.
        QTest::keyClick(m_window, Qt::Key_F1, Qt::ShiftModifier);
        QTRY_VERIFY(sheet->property("opened").toBool());
        QTRY_COMPARE(m_window->activeFocusItem() ? m_window->activeFocusItem()->objectName() : QString(), u"keysSheetClose"_s);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(!sheet->property("visible").toBool());
        QTRY_COMPARE(m_window->activeFocusItem(), before);
    }

    // A popup of the page (the full-height log: Ctrl+L, Esc) gives the keyboard back where it was when it closes.
    void popupGivesTheKeyboardBack()
    {
        QString why;
        QTRY_VERIFY2(focusOnDecision(&why), qPrintable(why));
        QQuickItem *before = m_window->activeFocusItem();
        QObject *log = m_window->findChild<QObject *>(u"fullLog"_s);
        QVERIFY(log);
        auto *content = log->property("contentItem").value<QQuickItem *>();
        QVERIFY(content);
        // A row of the log, shown or not.
        std::function<QQuickItem *(QQuickItem *)> logRow = [&logRow](QQuickItem *root) -> QQuickItem * {
            if (root->objectName().startsWith(u"logLine"_s))
                return root;
            const auto children = root->childItems();
            for (QQuickItem *child : children)
                if (QQuickItem *found = logRow(child))
                    return found;
            return nullptr;
        };
        // Closed, the full-height log has no rows: it made each step's rows for nobody.
        QVERIFY(m_controller->log()->rowCount() > 0);
        QCOMPARE(logRow(content), nullptr);
        QTest::keyClick(m_window, Qt::Key_L, Qt::ControlModifier);
        QTRY_VERIFY(log->property("opened").toBool());
        QTRY_VERIFY(logRow(content) && logRow(content)->isVisible());
        QTRY_VERIFY(m_window->activeFocusItem() != before);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_VERIFY(!log->property("visible").toBool());
        QTRY_COMPARE(m_window->activeFocusItem(), before);
        QVERIFY(gamePage()->isVisible()); // the page stayed
    }

    // Esc back to the home screen leaves the keyboard on the home screen, with its ring, not on the
    // window; the title bar's buttons show the keyboard's place on the dark bar.
    void escBackKeepsTheKeyboardOnTheScreen()
    {
        QQuickItem *stack = mctest::findItem(m_window->contentItem(), u"mainStack"_s);
        QVERIFY(stack);
        for (int i = 0; i < 4 && stack->property("depth").toInt() > 1; ++i) {
            QTest::keyClick(m_window, Qt::Key_Escape);
            QTRY_VERIFY(!stack->property("busy").toBool());
        }
        QCOMPARE(stack->property("depth").toInt(), 1);
        QQuickItem *home = mctest::findItem(m_window->contentItem(), u"homePage"_s);
        QVERIFY(home);
        QTRY_VERIFY2(m_window->activeFocusItem() && home->isAncestorOf(m_window->activeFocusItem()),
                     qPrintable(describe(m_window->activeFocusItem())));
        QVERIFY(m_window->activeFocusItem()->property("visualFocus").toBool());

        // Back by keyboard from a screen opened by keyboard: the keyboard is on the tile that opened it.
        QQuickItem *tile = mctest::findItem(home, u"settingsTile"_s);
        QVERIFY(tile);
        tile->forceActiveFocus(Qt::TabFocusReason);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(mctest::findVisible(m_window->contentItem(), u"settingsPage"_s));
        QTRY_VERIFY(!stack->property("busy").toBool());
        QVERIFY(m_window->activeFocusItem() != tile);
        QTest::keyClick(m_window, Qt::Key_Escape);
        QTRY_COMPARE(stack->property("depth").toInt(), 1);
        QTRY_COMPARE(m_window->activeFocusItem(), tile);

        QQuickItem *guide = mctest::findItem(m_window->contentItem(), u"openGuide"_s);
        QVERIFY(guide);
        QQuickItem *ring = mctest::findItem(guide, u"focusRing"_s);
        QVERIFY(ring);
        QVERIFY(!ring->isVisible());
        guide->forceActiveFocus(Qt::TabFocusReason);
        QTRY_VERIFY(ring->isVisible());
    }
};

QTEST_MAIN(TestKeys)
#include "tst_keys.moc"
