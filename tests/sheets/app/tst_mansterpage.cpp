// The manster duel's page in the whole app at 1280x800 (qml/sheets/MansterPage.qml), as a table uses
// it: the add-card dialog keeps its size and its buttons' places whatever kind is chosen and forgets
// an old refusal; a continued battle shows its latest log entry; after the end (MAN-END-1) nothing on
// the page changes the battle; the status and winner lines fit in German with 2 and 4 players; a
// press hides the tip over a number; a common card takes two taps (and the keyboard); the opening
// offers one slab; the battle's option D-MAN-MEAT is on the setup form.
#include "../../app/quickitems.h"
#include "language.h"
#include "mansterbattle.h"

#include <QAccessible>
#include <QDir>
#include <QFile>
#include <QQmlApplicationEngine>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <functional>

Q_IMPORT_QML_PLUGIN(MournersPlugin)

using namespace Qt::StringLiterals;
using mctest::findItem;
using manster::Card;
using manster::CardKind;
using manster::Stack;

// Controls show hover (and their tips) as on a desktop, also on the offscreen platform.
static void hoverAsOnADesktop()
{
    qputenv("QT_QUICK_CONTROLS_HOVER_ENABLED", "1");
}
Q_CONSTRUCTOR_FUNCTION(hoverAsOnADesktop)

namespace {

QQuickItem *openMansterPage(QQuickWindow *window)
{
    if (!QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"sheets/MansterPage.qml"_s),
                                   Q_ARG(QVariant, QString())))
        return nullptr;
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        page = window->findChild<QQuickItem *>(u"mansterPage"_s);
        return page && !page->parentItem()->property("busy").toBool();
    });
    return shown ? page : nullptr;
}

QPointF scenePos(QQuickItem *item)
{
    return item->mapToScene(QPointF(0, 0));
}

// The item is shown and lies whole inside the window.
bool inView(QQuickWindow *window, QQuickItem *item)
{
    if (!item || !item->isVisible() || item->width() <= 0 || item->height() <= 0)
        return false;
    const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    return r.left() >= 0 && r.top() >= 0 && r.right() <= window->width() && r.bottom() <= window->height();
}

/// The item called `name` that is shown: every player's panel makes a row for every slab and shows
/// its own, so the names of the other players' slabs are there too, hidden.
QQuickItem *findShown(QQuickItem *root, const QString &name)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (root->objectName() == name)
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findShown(child, name))
            return found;
    return nullptr;
}

/// A full stack of meat h, bone d and spirit on `player`'s slab, played "at any time".
void fullStack(MansterBattle *b, int player, int slab, int h, int d)
{
    QCOMPARE(b->addCard(player, slab, MansterBattle::Meat, h, 0, false, true), QString());
    QCOMPARE(b->addCard(player, slab, MansterBattle::Bone, 0, d, false, true), QString());
    QCOMPARE(b->addCard(player, slab, MansterBattle::Spirit, 0, 0, false, true), QString());
}

} // namespace

class TestMansterPage : public QObject {
    Q_OBJECT

    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    QList<QQmlError> m_warnings;

    MansterBattle *battle(QQuickItem *page) { return page->property("battle").value<MansterBattle *>(); }

    QQuickItem *freshPage(const QString &theme = u"light"_s)
    {
        m_engine = std::make_unique<QQmlApplicationEngine>();
        connect(m_engine.get(), &QQmlEngine::warnings, this,
                [this](const QList<QQmlError> &list) { m_warnings += list; });
        m_window = mctest::loadMainWindow(*m_engine, theme);
        if (!m_window || m_window->size() != QSize(1280, 800))
            return nullptr;
        return openMansterPage(m_window);
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"tst_mansterpage"_s);
        QFile::remove(MansterBattle::legacyFile());
        QDir autosaves(Autosave::defaultDirectory());
        for (const QString &f : autosaves.entryList({u"manster-*.json"_s}, QDir::Files))
            QVERIFY(autosaves.remove(f));
    }

    void cleanup()
    {
        QVERIFY(Language::instance()->choose(u"en"_s));
        m_engine.reset();
        m_window = nullptr;
        QCOMPARE(m_warnings.size(), 0);
        m_warnings.clear();
    }

    // The add-card dialog keeps one size: its buttons stay where they are whatever kind is chosen,
    // also under a refusal; a refusal goes when the input changes and when the dialog opens again.
    void cardDialogKeepsItsSize()
    {
        QQuickItem *page = freshPage();
        QVERIFY(page);
        MansterBattle *b = battle(page);
        QVERIFY(b);
        QCOMPARE(b->start({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0), QString());
        fullStack(b, 0, 0, 5, 2);
        QQuickItem *plus = nullptr;
        QTRY_VERIFY((plus = findItem(page, u"mansterAdd0_0"_s)) && inView(m_window, plus));
        QVERIFY(mctest::waitForLayout(m_window)); // the panels stand still
        mctest::clickCentre(m_window, plus);
        auto *dialog = page->findChild<QObject *>(u"mansterCardDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("player").toInt(), 0);
        QCOMPARE(dialog->property("slab").toInt(), 0);
        QQuickItem *overlay = m_window->contentItem();
        QQuickItem *add = findItem(overlay, u"mansterCardAdd"_s);
        QQuickItem *meat = findItem(overlay, u"mansterKindMeat"_s);
        QQuickItem *error = findItem(overlay, u"mansterCardError"_s);
        QVERIFY(add && meat && error);
        mctest::clickCentre(m_window, meat);
        QTRY_COMPARE(dialog->property("kind").toInt(), int(MansterBattle::Meat));
        QVERIFY(mctest::waitForLayout(m_window));
        const QPointF addAt = scenePos(add);
        const QPointF meatAt = scenePos(meat);
        const qreal height = dialog->property("height").toReal();
        QVERIFY(inView(m_window, add));
        for (const QString &kind : {u"Bone"_s, u"Spirit"_s, u"Manster"_s, u"Meat"_s, u"Spirit"_s}) {
            QQuickItem *k = findItem(overlay, u"mansterKind"_s + kind);
            QVERIFY(k);
            mctest::clickCentre(m_window, k);
            QTRY_VERIFY(k->property("checked").toBool());
            QVERIFY(mctest::waitForLayout(m_window)); // what the choice changes is laid out
            QCOMPARE(dialog->property("height").toReal(), height);
            QCOMPARE(scenePos(add), addAt);
            QCOMPARE(scenePos(meat), meatAt);
        }
        // A spirit on a full stack is refused (MAN-STACK-2): the reason shows, the buttons stay put.
        mctest::clickCentre(m_window, add);
        QTRY_VERIFY2(error->isVisible(), qPrintable(b->message() + u" | "_s + dialog->property("error").toString()));
        QVERIFY(error->property("text").toString().contains(u"full"_s));
        QCOMPARE(scenePos(add), addAt);
        const QRectF errorRect = error->mapRectToScene(QRectF(0, 0, error->width(), error->height()));
        QVERIFY(errorRect.bottom() <= addAt.y()); // above the button, not over it
        // The refusal is the dialog's: the page's line does not take it as a step done.
        QQuickItem *line = findItem(page, u"mansterMessage"_s);
        QVERIFY(line);
        QVERIFY(!line->property("text").toString().contains(u"only a manster card can join"_s));
        // Another kind chosen: the old refusal goes.
        mctest::clickCentre(m_window, findItem(overlay, u"mansterKindBone"_s));
        QTRY_VERIFY(!error->isVisible());
        mctest::clickCentre(m_window, add); // a bone on the full stack: refused again
        QTRY_VERIFY(error->isVisible());
        // The number typed changed: the refusal goes too.
        QQuickItem *damage = findItem(overlay, u"mansterCardDamage"_s);
        QVERIFY(damage);
        const int damageBefore = damage->property("value").toInt();
        QTest::mouseClick(m_window, Qt::LeftButton, {},
                          damage->mapToScene(QPointF(damage->width() - 10, damage->height() / 2)).toPoint());
        QTRY_COMPARE(damage->property("value").toInt(), damageBefore + 1);
        QTRY_VERIFY(!error->isVisible());
        mctest::clickCentre(m_window, add);
        QTRY_VERIFY(error->isVisible());
        // Closed and opened again (another slab): no old refusal.
        QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        // (Not Ada's slab B: her opening stack is on slab A, setup step 7.)
        QQuickItem *plusB = findShown(page, u"mansterAdd1_0"_s);
        QVERIFY(plusB && plusB->isEnabled());
        mctest::clickCentre(m_window, plusB);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(!error->isVisible());
        QCOMPARE(dialog->property("error").toString(), QString());
        QCOMPARE(dialog->property("height").toReal(), height);
    }

    // A continued battle opens with its latest log entry in view (the log was left at its top).
    void continuedLogShowsItsEnd()
    {
        {
            QQuickItem *page = freshPage();
            QVERIFY(page);
            MansterBattle *b = battle(page);
            QCOMPARE(b->start({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0), QString());
            QCOMPARE(b->endTurn(), QString());
            // Entries of two lines: the view learns their heights only as it lays them out.
            for (int i = 0; i < 40; ++i)
                QCOMPARE(b->setDirect(i % 3, 1 + i % 5), QString());
        }
        m_engine.reset();
        QQuickItem *page = nullptr;
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_window = mctest::loadMainWindow(*m_engine, u"dark"_s);
        QVERIFY(m_window);
        auto *b = m_engine->singletonInstance<MansterBattle *>(qmlTypeId("Mourners", 1, 0, "MansterBattle"));
        QVERIFY(b);
        b->waitForAutosave();
        QVERIFY(b->canContinue());
        // As the Continue tile does.
        QVERIFY(b->continueBattle());
        page = openMansterPage(m_window);
        QVERIFY(page);
        QQuickItem *log = findItem(page, u"mansterLog"_s);
        QVERIFY(log);
        QTRY_VERIFY(log->height() > 100);
        QVERIFY(mctest::waitForLayout(m_window)); // the log has made its rows
        QVERIFY(log->property("contentHeight").toReal() > log->height() * 1.5); // there is something to scroll
        QTRY_VERIFY(log->property("atYEnd").toBool());
        QVERIFY(b->log()->textAt(b->log()->rowCount() - 1).startsWith(u"Correction: Ada's direct damage"_s));
        // The latest entry is whole in view.
        const int count = log->property("count").toInt();
        QTRY_VERIFY([&] {
            QQuickItem *last = nullptr;
            QMetaObject::invokeMethod(log, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, last), Q_ARG(int, count - 1));
            if (!last || !last->isVisible())
                return false;
            const qreal top = log->property("contentY").toReal();
            return last->y() >= top - 0.5 && last->y() + last->height() <= top + log->height() + 0.5;
        }());
        b->close();
    }

    // MAN-END-1: after the winner is known, direct damage, damage taken and every step are locked;
    // Undo reopens the battle and unlocks them.
    void lockedAfterTheEnd()
    {
        QQuickItem *page = freshPage();
        QVERIFY(page);
        MansterBattle *b = battle(page);
        QCOMPARE(b->start({u"Ada"_s, u"Bo"_s}, 0), QString());
        fullStack(b, 0, 0, 5, 6);
        fullStack(b, 1, 1, 5, 1);
        QCOMPARE(b->endTurn(), QString());
        QCOMPARE(b->setDirect(1, 9), QString());
        QQuickItem *direct = nullptr;
        QTRY_VERIFY((direct = findItem(page, u"mansterDirect1"_s)) && inView(m_window, direct));
        QQuickItem *taken = findItem(page, u"mansterTaken1_1"_s);
        QVERIFY(taken);
        QVERIFY(direct->isEnabled());
        QVERIFY(taken->isEnabled());
        QCOMPARE(b->attack(1), QString());
        QVERIFY(b->over());
        const QStringList locked{u"mansterDirect0"_s, u"mansterDirect1"_s, u"mansterTaken0_0"_s, u"mansterTaken1_1"_s,
                                 u"mansterAdd0_0"_s, u"mansterSwap"_s, u"mansterAttack"_s, u"mansterEndTurn"_s,
                                 u"mansterGraveDraw"_s, u"mansterGraveDiscard"_s, u"mansterGraveCards"_s};
        for (const QString &name : locked) {
            QQuickItem *item = findItem(page, name);
            QVERIFY2(item, qPrintable(name));
            QTRY_VERIFY2(!item->isEnabled(), qPrintable(name));
        }
        // A click on the box's + changes nothing.
        const QPointF plus = direct->mapToScene(QPointF(direct->width() - 8, direct->height() / 2));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, plus.toPoint());
        QTest::qWait(50);
        QCOMPARE(b->battle().players()[1].direct, 15);
        // The cards of a stack can be looked at, not removed.
        QQuickItem *cards = findItem(page, u"mansterCards0_0"_s);
        mctest::clickCentre(m_window, cards);
        auto *stackDialog = page->findChild<QObject *>(u"mansterStackDialog"_s);
        QTRY_VERIFY(stackDialog->property("opened").toBool());
        QQuickItem *remove = nullptr;
        QTRY_VERIFY((remove = findItem(m_window->contentItem(), u"mansterRemove0"_s)));
        QVERIFY(!remove->isEnabled());
        QVERIFY(!findItem(m_window->contentItem(), u"mansterDiscard"_s)->isEnabled());
        QVERIFY(QMetaObject::invokeMethod(stackDialog, "close"));
        QTRY_VERIFY(!stackDialog->property("visible").toBool());
        // Undo takes the winning attack back: the battle is open again.
        QQuickItem *undo = findItem(page, u"mansterUndo"_s);
        QVERIFY(undo->isEnabled());
        mctest::clickCentre(m_window, undo);
        QTRY_VERIFY(!b->over());
        QTRY_VERIFY(direct->isEnabled());
        QVERIFY(taken->isEnabled());
        b->close();
    }

    // The status line and the winner's line fit at 1280x800, in English and German, light and dark,
    // with 2 and with 4 players.
    void statusFits_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<int>("players");
        for (const QString &language : {u"en"_s, u"de"_s})
            for (const QString &theme : {u"light"_s, u"dark"_s})
                for (int players : {2, 4})
                    QTest::newRow(qPrintable(u"%1 %2 %3 players"_s.arg(language, theme).arg(players)))
                            << language << theme << players;
    }
    void statusFits()
    {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QFETCH(int, players);
        QQuickItem *page = freshPage(theme);
        QVERIFY(page);
        QVERIFY(Language::instance()->choose(language));
        MansterBattle *b = battle(page);
        const QStringList names = QStringList{u"Adalbert"_s, u"Bonifatius"_s, u"Cyprian"_s, u"Dietlinde"_s}.mid(0, players);
        QCOMPARE(b->start(names, 0), QString());
        QQuickItem *status = findItem(page, u"mansterStatus"_s);
        QVERIFY(status);
        auto fits = [&](const char *what) {
            QTRY_VERIFY2(status->isVisible() && status->width() > 100, what);
            // The row lays its buttons and the status out at the next polish: checked once it has.
            QVERIFY2(mctest::waitForLayout(m_window), what);
            QVERIFY2(!status->property("truncated").toBool(),
                     qPrintable(u"%1: %2"_s.arg(QLatin1StringView(what), status->property("text").toString())));
            QVERIFY2(inView(m_window, status), what);
            QVERIFY2(inView(m_window, findItem(page, u"mansterRedo"_s)), what);
        };
        fits("opening");
        fullStack(b, 0, 0, 5, 3);
        QCOMPARE(b->endTurn(), QString());
        fits("must attack"); // MAN-ATK-1
        QCOMPARE(b->attack(1), QString());
        fits("attacked");
        QCOMPARE(b->endTurn(), QString());
        fits("turn");
        for (int p = 2; p < players; ++p)
            QCOMPARE(b->setDirect(p, 10), QString());
        QCOMPARE(b->setDirect(1, 9), QString());
        QCOMPARE(b->endTurn(), QString());
        QCOMPARE(b->attack(1), QString()); // MAN-END-1: the last one out
        QVERIFY(b->over());
        fits("winner");
        QVERIFY(status->property("text").toString().contains(u"Adalbert"_s));
        QVERIFY(inView(m_window, findItem(page, u"mansterNewBattle"_s)));
        b->close();
    }

    // The common card takes two taps: "+ Card" on the stack, then the card's number in its kind's row
    // (it was five: "+ Card", three times "+" on the health box, "Add the card"). The numbers fit the
    // dialog at 1280x800 in English and German, light and dark, have names for a screen reader, and
    // work from the keyboard (the dialog opens on meat 1; Tab moves on, Space adds).
    void commonCardInTwoTaps_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QTest::newRow("en light") << u"en"_s << u"light"_s;
        QTest::newRow("de dark") << u"de"_s << u"dark"_s;
    }
    void commonCardInTwoTaps()
    {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QQuickItem *page = freshPage(theme);
        QVERIFY(page);
        QVERIFY(Language::instance()->choose(language));
        MansterBattle *b = battle(page);
        QCOMPARE(b->start({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0), QString());
        QCOMPARE(b->endTurn(), QString()); // Ada's turn 1
        auto *dialog = page->findChild<QObject *>(u"mansterCardDialog"_s);
        QVERIFY(dialog);
        QQuickItem *overlay = m_window->contentItem();
        int taps = 0;
        auto tap = [&](const QString &name) {
            QQuickItem *item = nullptr;
            QTRY_VERIFY2((item = findShown(page, name)) || (item = findShown(overlay, name)), qPrintable(name));
            QTRY_VERIFY2(inView(m_window, item) && item->isEnabled(), qPrintable(name));
            QVERIFY(mctest::waitForLayout(m_window)); // the dialog stands still
            mctest::clickCentre(m_window, item);
            ++taps;
        };
        // A step of the dialog done: it has closed (a tap meant for the page is not taken by it).
        auto closed = [&] { return !dialog->property("visible").toBool(); };
        const Stack &stack = b->battle().players()[0].slabs[0];
        tap(u"mansterAdd0_0"_s);
        QTRY_VERIFY(dialog->property("opened").toBool());
        // Every number of the rows and the form's button are whole in the window.
        for (int v = 1; v <= 10; ++v)
            for (const QString &kind : {u"Meat"_s, u"Bone"_s}) {
                QQuickItem *n = findItem(overlay, u"mansterQuick%1%2"_s.arg(kind).arg(v));
                QVERIFY2(inView(m_window, n), qPrintable(kind + QString::number(v)));
                QAccessibleInterface *a = QAccessible::queryAccessibleInterface(n);
                QVERIFY(a);
                QVERIFY2(a->text(QAccessible::Name).contains(QString::number(v)), qPrintable(a->text(QAccessible::Name)));
            }
        QVERIFY(inView(m_window, findItem(overlay, u"mansterQuickSpirit"_s)));
        QVERIFY(inView(m_window, findItem(overlay, u"mansterCardAdd"_s)));
        tap(u"mansterQuickMeat4"_s);
        QTRY_VERIFY(closed());
        QCOMPARE(taps, 2); // adding a meat 4 to a stack
        QCOMPARE(stack.cards.size(), std::size_t(1));
        QCOMPARE(stack.cards[0], (Card{CardKind::Meat, 4, 0}));
        taps = 0;
        tap(u"mansterAdd0_0"_s);
        tap(u"mansterQuickBone3"_s);
        QTRY_VERIFY(closed());
        QCOMPARE(stack.cards.size(), std::size_t(2));
        QCOMPARE(stack.cards[1], (Card{CardKind::Bone, 0, 3}));
        tap(u"mansterAdd0_0"_s);
        tap(u"mansterQuickSpirit"_s);
        QTRY_VERIFY(closed());
        QCOMPARE(stack.cards.size(), std::size_t(3));
        QCOMPARE(taps, 4);
        QVERIFY(stack.full()); // MAN-STACK-2
        // A 4th card of the turn is refused in the dialog, which stays open (MAN-TURN-1).
        tap(u"mansterAdd0_1"_s);
        QTRY_VERIFY(dialog->property("opened").toBool());
        tap(u"mansterQuickMeat2"_s);
        QTRY_VERIFY(!dialog->property("error").toString().isEmpty());
        QVERIFY(dialog->property("visible").toBool());
        QVERIFY(b->battle().players()[0].slabs[1].empty());
        QVERIFY(QMetaObject::invokeMethod(dialog, "close"));
        QTRY_VERIFY(!dialog->property("visible").toBool());

        // From the keyboard: the dialog opens on meat 1, three Tabs reach meat 4, Space adds it.
        QCOMPARE(b->attack(1), QString());
        QCOMPARE(b->endTurn(), QString()); // Bo's turn
        QCOMPARE(b->addCard(1, 1, MansterBattle::Bone, 0, 1, false, true), QString());
        tap(u"mansterAdd1_1"_s);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QQuickItem *meat1 = findItem(overlay, u"mansterQuickMeat1"_s);
        QTRY_VERIFY(meat1->hasActiveFocus());
        for (int i = 0; i < 3; ++i)
            QTest::keyClick(m_window, Qt::Key_Tab);
        QTRY_VERIFY(findItem(overlay, u"mansterQuickMeat4"_s)->hasActiveFocus());
        QTest::keyClick(m_window, Qt::Key_Space);
        QTRY_COMPARE(b->battle().players()[1].slabs[1].cards.size(), std::size_t(2));
        QCOMPARE(b->battle().players()[1].slabs[1].cards[1], (Card{CardKind::Meat, 4, 0}));
        QTRY_VERIFY(!dialog->property("visible").toBool());
        b->close();
    }

    // Setup step 7: the opening is one stack. Once a player's first card lies on a slab, the other
    // slab offers no "+ Card" and says where the opening stack is; after the opening it takes cards.
    void openingOffersOneSlab()
    {
        QQuickItem *page = freshPage();
        QVERIFY(page);
        MansterBattle *b = battle(page);
        QCOMPARE(b->start({u"Ada"_s, u"Bo"_s}, 0), QString());
        QQuickItem *plusA = nullptr;
        QTRY_VERIFY((plusA = findItem(page, u"mansterAdd0_0"_s)) && inView(m_window, plusA));
        QQuickItem *plusB = findItem(page, u"mansterAdd0_1"_s);
        QVERIFY(plusB);
        QVERIFY(plusA->isEnabled());
        QVERIFY(plusB->isEnabled());
        QCOMPARE(b->addCard(0, 0, MansterBattle::Meat, 3, 0), QString());
        QTRY_VERIFY(!plusB->isEnabled());
        QVERIFY(plusA->isEnabled());
        QVERIFY(findShown(page, u"mansterAdd1_1"_s)->isEnabled()); // Bo has not chosen yet
        QQuickItem *slabB = findItem(page, u"mansterSlab0_1"_s);
        QVERIFY(slabB);
        bool said = false;
        std::function<void(QQuickItem *)> look = [&](QQuickItem *i) {
            if (i->property("text").toString() == u"The opening stack is on slab A"_s && i->isVisible())
                said = true;
            for (QQuickItem *c : i->childItems())
                look(c);
        };
        QTRY_VERIFY((look(slabB), said));
        QCOMPARE(b->endTurn(), QString());
        QTRY_VERIFY(plusB->isEnabled());
        b->close();
    }

    // D-MAN-MEAT is the battle's option, on the setup form: unticked the battle counts a removed meat
    // once (MAN-MEAT-1), ticked twice.
    void meatOptionOnTheSetup()
    {
        QQuickItem *page = freshPage();
        QVERIFY(page);
        MansterBattle *b = battle(page);
        QQuickItem *box = nullptr;
        QTRY_VERIFY((box = findItem(page, u"mansterMeatTwice"_s)) && inView(m_window, box));
        QVERIFY(!box->property("checked").toBool());
        QQuickItem *start = findItem(page, u"mansterStart"_s);
        QVERIFY(inView(m_window, start));
        QVERIFY(mctest::waitForLayout(m_window));
        mctest::clickCentre(m_window, box);
        QTRY_VERIFY(box->property("checked").toBool());
        mctest::clickCentre(m_window, start);
        QTRY_VERIFY(b->running());
        QVERIFY(b->meatTwice());
        b->close();
        QTRY_VERIFY((box = findItem(page, u"mansterMeatTwice"_s)) && inView(m_window, box));
        mctest::clickCentre(m_window, box); // unticked again
        QTRY_VERIFY(!box->property("checked").toBool());
        mctest::clickCentre(m_window, findItem(page, u"mansterStart"_s));
        QTRY_VERIFY(b->running());
        QVERIFY(!b->meatTwice());
        b->close();
    }

    // A press on a number hides its tip (the click changes the screen under it) until the pointer
    // leaves and comes back.
    void pressHidesTips()
    {
        QQuickItem *page = freshPage();
        QVERIFY(page);
        MansterBattle *b = battle(page);
        QCOMPARE(b->start({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 0), QString());
        fullStack(b, 0, 0, 5, 2);
        QQuickItem *direct = nullptr;
        QTRY_VERIFY((direct = findItem(page, u"mansterDirect0"_s)) && inView(m_window, direct));
        QVERIFY(mctest::waitForLayout(m_window)); // the panels stand still
        // What the tip's visibility is bound to: hovered and not hidden by a press.
        auto tipOf = [](QQuickItem *item) {
            return item->property("hovered").toBool() && !item->property("tipHidden").toBool();
        };
        const QPoint plus = direct->mapToScene(QPointF(direct->width() - 8, direct->height() / 2)).toPoint();
        QTest::mouseMove(m_window, plus);
        QTRY_VERIFY(direct->property("hovered").toBool());
        QVERIFY(tipOf(direct));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, plus);
        QTRY_COMPARE(b->battle().players()[0].direct, 1);
        QVERIFY(direct->property("tipHidden").toBool());
        QVERIFY(!tipOf(direct));
        QVERIFY(direct->property("hovered").toBool());
        // Away and back: the tip is there again.
        QTest::mouseMove(m_window, QPoint(5, 790));
        QTRY_VERIFY(!direct->property("hovered").toBool());
        QTest::mouseMove(m_window, plus);
        QTRY_VERIFY(tipOf(direct));

        // The figures of a stack (a label with its tip).
        QQuickItem *taken = findItem(page, u"mansterTaken0_0"_s);
        QVERIFY(taken);
        const QPoint takenPlus = taken->mapToScene(QPointF(taken->width() - 6, taken->height() / 2)).toPoint();
        QTest::mouseMove(m_window, takenPlus);
        QTRY_VERIFY(taken->property("hovered").toBool());
        QVERIFY(tipOf(taken));
        QTest::mouseClick(m_window, Qt::LeftButton, {}, takenPlus);
        QTRY_COMPARE(b->battle().players()[0].slabs[0].taken, 1);
        QVERIFY(!tipOf(taken));
        b->close();
    }
};

QTEST_MAIN(TestMansterPage)
#include "tst_mansterpage.moc"
