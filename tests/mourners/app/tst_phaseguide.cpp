// The phase guide and the corrections dialog on the real table screen: every decision is made by
// clicking the buttons made from GameController.choiceModel, the secret bid lists the engine's legal
// amounts, and a correction goes through the typed invokables. No action text, no QML warning.

#include "gamecontroller.h"
#include "language.h"

#include <QJSValue>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSGRendererInterface>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <random>
#include <QtQml/QQmlExtensionPlugin>

#include "quickitems.h"
#include "openapp.h"
#include "tablesetup.h"
#include "walkitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

/// The visible choice button (objectName "choice<N>") of `root` that reads `label`.
QQuickItem *findChoice(QQuickItem *root, const QString &label)
{
    return mctest::findVisibleWhere(root, [&label](const QQuickItem *item) {
        return item->objectName().startsWith(u"choice"_s) && item->property("text").toString() == label;
    });
}

} // namespace

class TestPhaseGuide : public QObject
{
    Q_OBJECT

    // A table game of `names` started from the wizard; its page once the game has begun, else null.
    static QQuickItem *startTableGame(QQuickWindow *window, const QStringList &names)
    {
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"tableGame"_s), Q_ARG(QVariant, u"New table game"_s));
        QQuickItem *page = nullptr;
        if (!QTest::qWaitFor([&] {
                return (page = window->findChild<QQuickItem *>(u"gamePage"_s)) && !page->parentItem()->property("busy").toBool();
            }, 20000))
            return nullptr;
        auto *wizard = page->findChild<QObject *>(u"gameSetupForm"_s);
        if (!wizard)
            return nullptr;
        wizard->setProperty("players", int(names.size()));
        wizard->setProperty("names", names);
        QMetaObject::invokeMethod(page->findChild<QObject *>(u"startGame"_s), "clicked");
        return QTest::qWaitFor([&] { return page->property("started").toBool(); }, 20000) ? page : nullptr;
    }

    // The app in a window with a table game of its own.
    struct TableApp {
        QTemporaryDir dir;
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *controller = nullptr;
        QQuickItem *page = nullptr;
        // Opens the app and starts a table game of `names` from the wizard; false when either failed.
        bool start(const QStringList &names)
        {
            controller = mctest::openApp(engine, dir.path(), window);
            return window && controller && (page = startTableGame(window, names));
        }
    };

    // A saved game opened from its file as a person would (Open…); its page once shown, else null.
    static QQuickItem *openSaved(QQuickWindow *window, const QString &file)
    {
        QVariant opened;
        QMetaObject::invokeMethod(window, "openSavedGame", Q_RETURN_ARG(QVariant, opened), Q_ARG(QVariant, file));
        QQuickItem *page = nullptr;
        if (!opened.toBool()
            || !QTest::qWaitFor([&] {
                   return (page = window->findChild<QQuickItem *>(u"gamePage"_s)) && !page->parentItem()->property("busy").toBool();
               }, 20000))
            return nullptr;
        return page;
    }

private slots:
    void initTestCase() { mctest::useTestIdentity(u"mourners-phaseguide-test"_s); }

    // R-DIST, R-ACT-5, R-ACT-2, R-TITHE-2 (D-BID) and a correction, all by clicks.
    void tableRoundByClicks()
    {
        TableApp app;
        QList<QQmlError> warnings;
        connect(&app.engine, &QQmlEngine::warnings, this, [&warnings](const QList<QQmlError> &list) { warnings += list; });
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}));
        QQuickWindow *window = app.window;
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);

        // Clicks the choice button reading `label`; false when there is none or nothing happened.
        auto click = [&](const QString &label) {
            QQuickItem *button = nullptr;
            if (!QTest::qWaitFor([&] { return (button = findChoice(page, label)) != nullptr; })) {
                QStringList shown;
                for (const ChoiceRow &r : c->guide()->choiceModel()->rows())
                    shown << r.label;
                qWarning("no button '%s' at %s; rows: %s", qPrintable(label), qPrintable(c->guide()->decisionKind()),
                         qPrintable(shown.join(u" | "_s)));
                return false;
            }
            // Pressed as a keyboard user would: the panel scrolls, and a Flow places new buttons only
            // at its next polish, so a mouse position could belong to another button.
            const int before = int(c->game().actions().size());
            QMetaObject::invokeMethod(button, "clicked");
            if (QTest::qWaitFor([&] { return int(c->game().actions().size()) > before; }))
                return true;
            qWarning("'%s' did nothing: %s", qPrintable(label), qPrintable(c->lastError()));
            return false;
        };
        // R-DIST-1..3: the dice, the piles, the picks (the buttons' labels are the rows' labels).
        QVERIFY(click(u"12"_s));
        while (c->guide()->decisionKind() == u"set-pile"_s)
            QVERIFY(click(c->guide()->choiceModel()->rows().constLast().label)); // the largest pile each time
        // R-DIST-3 at 1280x800 in German: the five piles and the six ways of taking 2 Influence side by
        // side, every button in view without scrolling and none cut; a lower window scrolls them.
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        QVERIFY(Language::instance()->choose(u"de"_s));
        {
            QQuickItem *piles = nullptr;
            QTRY_VERIFY((piles = findItem(page, u"pileChoices"_s)) && piles->isVisible());
            auto buttonsOf = [&](const QString &column) {
                QList<QQuickItem *> out;
                QQuickItem *flow = findItem(piles, column);
                for (QQuickItem *child : flow ? flow->childItems() : QList<QQuickItem *>())
                    if (child->objectName().startsWith(u"choice"_s) && child->isVisible())
                        out << child;
                return out;
            };
            QTRY_COMPARE(buttonsOf(u"pileColumn"_s).size(), 5);
            QTRY_COMPARE(buttonsOf(u"influenceColumn"_s).size(), 6);
            QVERIFY(mctest::waitForLayout(window)); // the Flows place their buttons at their polish
            QVERIFY2(piles->property("contentHeight").toReal() <= piles->height() + 0.5,
                     qPrintable(u"%1 of %2"_s.arg(piles->property("contentHeight").toReal()).arg(piles->height())));
            const QRectF shown = piles->mapRectToScene(QRectF(0, 0, piles->width(), piles->height()));
            for (QQuickItem *b : buttonsOf(u"pileColumn"_s) + buttonsOf(u"influenceColumn"_s)) {
                const QRectF r = b->mapRectToScene(QRectF(0, 0, b->width(), b->height()));
                QVERIFY2(shown.contains(r), qPrintable(b->property("text").toString()));
                auto *label = b->property("contentItem").value<QQuickItem *>();
                QVERIFY(label);
                QVERIFY2(!label->property("truncated").toBool(), qPrintable(b->property("text").toString()));
                // Even rows, readable from the table.
                QCOMPARE(b->height(), buttonsOf(u"pileColumn"_s).first()->height());
                QVERIFY2(b->property("background").value<QQuickItem *>()->height() >= 30, qPrintable(b->property("text").toString()));
                QVERIFY2(label->property("fontInfo").value<QJSValue>().property(u"pixelSize"_s).toInt() >= 14, qPrintable(b->property("text").toString()));
            }
            QVERIFY(buttonsOf(u"pileColumn"_s).first()->property("text").toString().startsWith(u"Stapel 1"_s));
            // A lower window: the two columns scroll instead of running past the guide.
            window->resize(1280, 620);
            QTRY_VERIFY(piles->property("contentHeight").toReal() > piles->height() + 0.5);
            QVERIFY(piles->property("clip").toBool());
            window->resize(1280, 800);
            QTRY_VERIFY(piles->property("contentHeight").toReal() <= piles->height() + 0.5);
        }
        QVERIFY(Language::instance()->choose(u"en"_s));
        while (c->guide()->decisionKind() == u"pick-pile"_s)
            QVERIFY(click(std::find_if(c->guide()->choiceModel()->rows().cbegin(), c->guide()->choiceModel()->rows().cend(),
                                       [](const ChoiceRow &r) { return r.enabled; })->label)); // taken piles stay, disabled
        // R-WAL-1: every player's face-up Wallows card on one screen, here all left unnamed with one tap;
        // R-DRAFT-1..3: the table's draft is done.
        QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
        {
            QQuickItem *all = nullptr;
            QTRY_VERIFY((all = findItem(page, u"confirmAnswers"_s)) && all->isVisible());
            QCOMPARE(all->property("text").toString(), u"All unknown"_s);
            QTRY_COMPARE(findItem(page, u"decisionText"_s)->property("text").toString(),
                         u"Which Wallows card did each player get?"_s);
            // The rows and the cards are longer than the room at 1280x800: the scroll bar says so from
            // the start, in a strip of its own (it was shown only once scrolled, and then over the rows'
            // right edges).
            QVERIFY(mctest::waitForLayout(window));
            QQuickItem *bar = mctest::findVisible(page, u"questionsScrollBar"_s);
            QVERIFY2(bar, "the questions' scroll bar is shown");
            QQuickItem *flick = bar->parentItem();
            QVERIFY(flick->property("contentHeight").toReal() > flick->height());
            const qreal barLeft = bar->mapToItem(flick, QPointF(0, 0)).x();
            int cards = 0;
            for (int i = 0; i < 36; ++i) {
                QQuickItem *card = mctest::findVisible(flick, u"dealCard%1"_s.arg(i));
                if (!card)
                    continue;
                ++cards;
                const qreal right = card->mapToItem(flick, QPointF(card->width(), 0)).x();
                QVERIFY2(right <= barLeft + 0.5, qPrintable(u"card %1 ends at %2, the bar starts at %3"_s.arg(i).arg(right).arg(barLeft)));
            }
            QVERIFY(cards > 0);
            // Left scrolled down, the panel shown again (the next round's deal) starts at its first row.
            flick->setProperty("contentY", flick->property("contentHeight").toReal() - flick->height());
            QVERIFY(flick->property("contentY").toReal() > 0);
            QQuickItem *questionsPanel = findItem(page, u"tableQuestions"_s);
            QVERIFY(questionsPanel);
            questionsPanel->setVisible(false);
            questionsPanel->setVisible(true);
            QCOMPARE(flick->property("contentY").toReal(), 0.0);
            // The keyboard on a card below the room: the list scrolls to it. The ring stood on a card out
            // of sight, and Return dealt a card the person had never seen.
            QQuickItem *lowest = nullptr;
            for (int i = 0; i < 36; ++i)
                if (QQuickItem *card = mctest::findVisible(flick, u"dealCard%1"_s.arg(i));
                    card && (!lowest || card->mapToItem(flick, QPointF()).y() > lowest->mapToItem(flick, QPointF()).y()))
                    lowest = card;
            QVERIFY(lowest);
            QVERIFY(lowest->mapToItem(flick, QPointF(0, lowest->height())).y() > flick->height());
            lowest->forceActiveFocus(Qt::TabFocusReason);
            QTRY_VERIFY2(lowest->mapToItem(flick, QPointF(0, lowest->height())).y() <= flick->height() + 0.5,
                         "the card that has the keyboard is in view");
            const int before = int(c->game().actions().size());
            mctest::clickCentre(window, all);
            QTRY_COMPARE(int(c->game().actions().size()), before + c->table()->players()->rowCount());
        }
        QCOMPARE(c->guide()->decisionKind(), u"deal-court"_s);
        // R-DRAFT-1..3 at 1280x800 in German: the draft's steps are read whole above its one button (its
        // longest text was cut with room to spare).
        QVERIFY(Language::instance()->choose(u"de"_s));
        {
            QQuickItem *guideText = findItem(page, u"guideText"_s);
            QVERIFY(guideText);
            QTRY_VERIFY(guideText->property("text").toString().contains(u"Draft"_s));
            QVERIFY(mctest::waitForLayout(window));
            QVERIFY2(!guideText->property("truncated").toBool(), qPrintable(guideText->property("text").toString()));
            // It may take every line the one button leaves (a 2-player game's German text needs ten), and
            // the button stays in view below it.
            QVERIFY2(guideText->property("maximumLineCount").toInt() >= 10,
                     qPrintable(QString::number(guideText->property("maximumLineCount").toInt())));
            QQuickItem *done = findChoice(page, u"Der Draft ist fertig"_s);
            QVERIFY(done && done->isVisible());
            const QRectF button = done->mapRectToScene(QRectF(0, 0, done->width(), done->height()));
            const QRectF text = guideText->mapRectToScene(QRectF(0, 0, guideText->width(), guideText->height()));
            QVERIFY(button.top() >= text.bottom());
            QVERIFY(button.bottom() <= window->height());
        }
        QVERIFY(Language::instance()->choose(u"en"_s));
        QVERIFY(click(u"The draft is done"_s));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QCOMPARE(c->guide()->currentSeat(), 0);

        // R-ACT-5: Ada recruits from the turn's recruit buttons (the "recruit" group); a typed
        // correction first makes sure she can pay.
        QVERIFY(c->adjustResource(0, u"etherea"_s, 5));
        const int etherea = c->table()->players()->toList().at(0).toMap().value(u"etherea"_s).toInt();
        const int figures = c->table()->players()->toList().at(0).toMap().value(u"guildFigures"_s).toList().at(0).toInt();
        QVERIFY(click(u"Mortis Knighthood (3 Etherea)"_s));
        QCOMPARE(c->table()->players()->toList().at(0).toMap().value(u"etherea"_s).toInt(), etherea - 3);
        QCOMPARE(c->table()->players()->toList().at(0).toMap().value(u"guildFigures"_s).toList().at(0).toInt(), figures + 1);

        // R-ACT-2: everyone passes with the Pass button.
        while (c->guide()->decisionKind() == u"turn"_s) {
            QQuickItem *pass = findItem(page, u"passButton"_s);
            QVERIFY(pass && pass->isEnabled());
            const int before = int(c->game().actions().size());
            mctest::clickCentre(window, pass);
            QTRY_VERIFY(int(c->game().actions().size()) > before);
        }

        // R-TITHE-2 / D-BID: the bid buttons are the engine's amounts, 0 to the bidder's Etherea.
        for (int guard = 0; guard < 4 && c->guide()->decisionKind() == u"bid"_s; ++guard) {
            const int seat = c->guide()->currentSeat();
            const int most = c->table()->players()->toList().at(seat).toMap().value(u"etherea"_s).toInt();
            // At a table the hand-over itself lists the amounts: no "I am" to tap.
            QQuickItem *iAm = findItem(page, u"iAmButton"_s);
            QVERIFY(iAm && !iAm->isVisible());
            QQuickItem *top = nullptr;
            QTRY_VERIFY((top = findItem(page, u"bidButton%1"_s.arg(most))) && top->isVisible());
            QVERIFY(!findItem(page, u"bidButton%1"_s.arg(most + 1)));
            QQuickItem *one = findItem(page, u"bidButton%1"_s.arg(std::min(1, most)));
            QVERIFY(one);
            // The amount tapped is the bid, hidden at once: no confirmation to tap.
            QQuickItem *confirm = findItem(page, u"confirmBid"_s);
            QVERIFY(confirm && !confirm->isVisible());
            const int made = c->guide()->bidsMade();
            QTRY_VERIFY(one->isEnabled()); // a moment after the last bid (a double tap bids once)
            mctest::clickCentre(window, one);
            QTRY_VERIFY(c->guide()->bidsMade() == made + 1 || c->guide()->decisionKind() != u"bid"_s);
        }
        QVERIFY(c->guide()->decisionKind() != u"bid"_s);

        // A correction through the dialog: Bo gains 2 Etherea (typed, logged, undoable).
        auto *dialog = page->findChild<QObject *>(u"adjustDialog"_s);
        QVERIFY(dialog);
        QMetaObject::invokeMethod(dialog, "openFor", Q_ARG(QVariant, 1));
        dialog->setProperty("resource", u"etherea"_s);
        dialog->setProperty("amount", 2);
        const int bo = c->table()->players()->toList().at(1).toMap().value(u"etherea"_s).toInt();
        QQuickItem *applyButton = nullptr;
        QTRY_VERIFY((applyButton = findItem(window->contentItem(), u"applyAdjustment"_s)) && applyButton->isVisible());
        // Open (its enter transition over) and laid out: the button stands where it is clicked.
        QTRY_VERIFY(dialog->property("opened").toBool());
        QVERIFY(mctest::waitForLayout(window));
        mctest::clickCentre(window, applyButton);
        QTRY_COMPARE(c->table()->players()->toList().at(1).toMap().value(u"etherea"_s).toInt(), bo + 2);
        QTRY_VERIFY(!dialog->property("opened").toBool());
        QVERIFY(c->undo());
        QCOMPARE(c->table()->players()->toList().at(1).toMap().value(u"etherea"_s).toInt(), bo);

        for (const QQmlError &w : std::as_const(warnings))
            qWarning("%s", qPrintable(w.toString()));
        QCOMPARE(warnings.size(), 0);
    }

    // A long list of choices scrolled down, then the next decision: its list starts at the top, so
    // its question's first choices (Pass, at least) are in view, not an empty stretch.
    void nextDecisionStartsAtTheTop()
    {
        // The game starts with three names set on a form of four rows: the fourth reads as empty.
        QTest::failOnWarning(QRegularExpression(u"NewGameWizard.*Unable to assign"_s));
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QQuickWindow *window = app.window;
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        for (const QString &a : {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"take 3"_s})
            QVERIFY2(c->applyAction(a), qPrintable(a + u": "_s + c->lastError()));
        for (int i = 0; i < 20 && c->guide()->decisionKind() != u"turn"_s; ++i) // the Wallows and Court deals
            QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QQuickItem *list = nullptr;
        QTRY_VERIFY((list = findItem(page, u"turnChoices"_s)) && list->isVisible());
        // Scrolled down as a long turn leaves it (past the end of a shorter list).
        QTRY_VERIFY(list->property("contentHeight").toReal() > 0);
        list->setProperty("contentY", list->property("contentHeight").toReal());
        QVERIFY(list->property("contentY").toReal() > 0);
        QVERIFY(c->applyAction(u"pass"_s));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s); // the next player's turn, in the same list
        QTRY_VERIFY((list = findItem(page, u"turnChoices"_s)) && list->isVisible());
        QTRY_COMPARE(list->property("contentY").toReal(), 0.0);
        QQuickItem *pass = findItem(list, u"passButton"_s);
        QVERIFY(pass && pass->isVisible());
        const QPointF top = pass->mapToItem(list, QPointF(0, 0));
        QVERIFY2(top.y() >= 0 && top.y() + pass->height() <= list->height(), "Pass is not in view");
    }

    // With the software renderer (the app's choice here), a decision of another kind, or a list of
    // choices of another length, is drawn whole in one step (the guide's WholeRepaint); a pile taken
    // among as many choices changes a few buttons and is drawn as before, only where it changed.
    void aNewKindOfDecisionIsDrawnWhole()
    {
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QCOMPARE(app.window->rendererInterface()->graphicsApi(), QSGRendererInterface::Software);
        GameController *c = app.controller;
        QObject *repaint = app.page->findChild<QObject *>(u"guideRepaint"_s);
        QVERIFY(repaint);
        const auto served = [repaint] { return repaint->property("served").toInt(); };
        int before = served();
        QVERIFY2(c->applyAction(u"dice 12"_s), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"set-pile"_s);
        QTRY_COMPARE(served(), before + 1);
        before = served();
        for (const QString &a : {u"pile 5"_s, u"pile 4"_s, u"pile 2"_s})
            QVERIFY2(c->applyAction(a), qPrintable(a + u": "_s + c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        QTRY_VERIFY(served() > before);
        // A pile taken: the next player picks among as many choices (the taken one stays, disabled).
        const int count = c->guide()->choiceModel()->count();
        before = served();
        QSignalSpy frames(app.window, &QQuickWindow::frameSwapped);
        QVERIFY2(c->applyAction(u"take 1"_s), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        QCOMPARE(c->guide()->choiceModel()->count(), count);
        QTRY_VERIFY(frames.count() > 0);
        QCOMPARE(served(), before);
    }

    // A kept panel hidden stands still with its buttons: what they read of the decision (its kind, its
    // number keys) follows only while their panel is shown, and again once it is shown anew.
    void hiddenPanelsButtonsStandStill()
    {
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        GameController *c = app.controller;
        for (const QString &a : {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s})
            QVERIFY2(c->applyAction(a), qPrintable(a + u": "_s + c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"set-pile"_s);
        QQuickItem *kept = findItem(app.page, u"keptChoicePanel"_s);
        QVERIFY(kept);
        QQuickItem *button = nullptr;
        QTRY_VERIFY((button = findItem(kept, u"choice0"_s)) != nullptr);
        const auto key = [button] { return button->property("key").toInt(); };
        const auto value = [button] {
            const auto *row = button->property("model").value<QObject *>();
            return row ? row->property("value").toInt() : -1;
        };
        // R-DIST-2: a pile's size is chosen by its number (the first button, its smallest size, not key 1).
        QTRY_VERIFY(value() >= 0);
        const int size = value();
        QVERIFY2(size != 1, "the first pile's size is also its place: nothing to tell apart");
        QCOMPARE(key(), size);
        QVERIFY2(c->applyAction(u"pile 2"_s), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"pick-pile"_s);
        QTRY_VERIFY(!kept->isVisible());
        QCOMPARE(value(), size);
        QCOMPARE(key(), size); // as it was shown, not the pick's keys by place
        // The Court draft comes to the same panel: its first button's key is 1 again.
        for (int i = 0; i < 20 && c->guide()->decisionKind() != u"deal-court"_s; ++i)
            QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"deal-court"_s);
        QTRY_VERIFY(kept->isVisible());
        QTRY_COMPARE(key(), 1);
    }

    // The first decision of each kind does not make its panel in the click that brings it: while the
    // screen waits, the kept panels are made one by one (hidden, in the window), with no warning.
    void panelsAreMadeWhileTheScreenWaits()
    {
        QTest::failOnWarning(QRegularExpression(u"PhaseGuide|TypeError|ReferenceError|Unable to assign|undefined"_s));
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        QQuickWindow *window = app.window;
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        const QStringList panels = {u"keptTurnPanel"_s,  u"keptChoicePanel"_s, u"keptMajorityPanel"_s,
                                    u"keptPilePanel"_s,  u"keptRoutePanel"_s,  u"keptCrowdPanel"_s,
                                    u"keptQuestionsPanel"_s, u"keptBidPanel"_s};
        for (const QString &name : panels) {
            QObject *panel = page->findChild<QObject *>(name);
            QVERIFY2(panel, qPrintable(name));
            QTRY_VERIFY2_WITH_TIMEOUT(panel->property("item").value<QObject *>(), qPrintable(name), 20000);
        }
        // Still at the dice: nothing was decided meanwhile, and the panel shown is the dice'.
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        QVERIFY(!page->findChild<QObject *>(u"keptTurnPanel"_s)->property("shown").toBool());
        QQuickItem *guide = findItem(page, u"phaseGuideContent"_s);
        QVERIFY(guide);
        QTRY_VERIFY_WITH_TIMEOUT(guide->property("panelsMade").toBool(), 20000);

        // With each panel, the controls its first decision needs: a row for each player and a button for
        // each Wallows card (the deal), lines for a hand (the turn), the majorities' rows (the list laid
        // out though hidden). All hidden until a decision takes them.
        const auto itemOf = [&](const QString &panel) {
            return page->findChild<QObject *>(panel)->property("item").value<QQuickItem *>();
        };
        const auto named = [](QQuickItem *root, const QString &prefix) {
            QList<QQuickItem *> out;
            QList<QQuickItem *> todo = {root};
            while (!todo.isEmpty()) {
                QQuickItem *i = todo.takeLast();
                // The name, or the name and a row's number ("dealCard7"), not a longer name ("courtWayCancel").
                const QString name = i->objectName();
                if (name.startsWith(prefix) && std::all_of(name.begin() + prefix.size(), name.end(),
                                                           [](QChar ch) { return ch.isDigit(); }))
                    out << i;
                todo << i->childItems();
            }
            return out;
        };
        QQuickItem *questions = itemOf(u"keptQuestionsPanel"_s);
        const QList<QQuickItem *> cardsAhead = named(questions, u"dealCard"_s);
        QCOMPARE(cardsAhead.size(), 36); // R-COMP-6
        // Two rows a player (three players): a deal's question each, or the end of a round's objective
        // and abilities (R-CLEAN-1, R-WAL-1).
        QCOMPARE(named(questions, u"questionSubject"_s).size(), 2 * 3);
        // A line for each Court card a table may play: the six the app describes and "Another card".
        const QList<QQuickItem *> handAhead = named(itemOf(u"keptTurnPanel"_s), u"handCard"_s);
        QCOMPARE(handAhead.size(), 7);
        QCOMPARE(named(itemOf(u"keptTurnPanel"_s), u"courtWay"_s).size(), 14);
        // The panels not shown wait in the window, hidden: one that left the window dropped what it
        // draws and laid its text out anew when it came back.
        for (const QString &name : panels) {
            if (name == u"keptChoicePanel"_s)
                continue; // the dice' panel, shown
            QQuickItem *item = itemOf(name);
            QVERIFY2(item->window() == window, qPrintable(name));
            QVERIFY2(!item->isVisible(), qPrintable(name));
        }
        // Every location's and guild's majority row (R-MAJ-1/2): a list that makes its rows in a frame
        // made only the first while parked, the others at the last bid.
        QCOMPARE(named(itemOf(u"keptMajorityPanel"_s), u"majorityRow"_s).size(), 12 + 6);
        // The piles and the Influence taken instead: six buttons each (R-DIST-2, R-DIST-3).
        QCOMPARE(named(findItem(itemOf(u"keptPilePanel"_s), u"pileColumn"_s), u"choice"_s).size(), 6);
        QCOMPARE(named(findItem(itemOf(u"keptPilePanel"_s), u"influenceColumn"_s), u"choice"_s).size(), 6);
        // A free relocation: a button for each place it may leave and each it may reach (R-ACT-6).
        QCOMPARE(named(itemOf(u"keptRoutePanel"_s), u"routeFrom"_s).size(), 13);
        QCOMPARE(named(findItem(itemOf(u"keptRoutePanel"_s), u"routeTargets"_s), u"choice"_s).size(), 12);
        // A Court card's way: its targets, every place at most.
        QCOMPARE(named(findItem(itemOf(u"keptTurnPanel"_s), u"courtTargets"_s), u"choice"_s).size(), 12);
        for (QQuickItem *card : cardsAhead)
            QVERIFY(!card->isVisible());

        QVERIFY(c->applyAction(u"dice 12"_s));
        QCOMPARE(c->guide()->decisionKind(), u"set-pile"_s); // the table says what each pile holds
        QTRY_VERIFY(page->findChild<QObject *>(u"keptChoicePanel"_s)->property("shown").toBool());
        QVERIFY(!page->findChild<QObject *>(u"keptPilePanel"_s)->property("shown").toBool());

        // The first deal of Wallows cards shows buttons made ahead: none is made for it.
        for (int i = 0; i < 50 && c->questions()->kind() != u"deal-wallows"_s; ++i)
            QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->questions()->kind(), u"deal-wallows"_s);
        QTRY_VERIFY(page->findChild<QObject *>(u"keptQuestionsPanel"_s)->property("shown").toBool());
        QList<QQuickItem *> cardsShown;
        QTRY_VERIFY((cardsShown = named(questions, u"dealCard"_s),
                     std::any_of(cardsShown.begin(), cardsShown.end(), [](QQuickItem *b) { return b->isVisible(); })));
        QCOMPARE(cardsShown.size(), cardsAhead.size());
        for (QQuickItem *card : cardsShown)
            QVERIFY(cardsAhead.contains(card));

        // The first turn shows the hand's lines made ahead, one for each card the table may play.
        for (int i = 0; i < 80 && c->guide()->decisionKind() != u"turn"_s; ++i)
            QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QTRY_VERIFY(page->findChild<QObject *>(u"keptTurnPanel"_s)->property("shown").toBool());
        QList<QQuickItem *> handShown;
        QTRY_VERIFY((handShown = named(itemOf(u"keptTurnPanel"_s), u"handCard"_s),
                     std::count_if(handShown.begin(), handShown.end(), [](QQuickItem *l) { return l->isVisible(); }) == 6));
        QCOMPARE(handShown.size(), handAhead.size());
        for (QQuickItem *line : handShown)
            QVERIFY(handAhead.contains(line));
        QVERIFY(questions->window() == window && !questions->isVisible());
    }

    // R-TITHE-2: the bid's panel is made ahead and kept as the others, yet every bid starts at its
    // hand-over, and a hidden panel keeps nothing of a bid: a bid left half made (the table undid the
    // step before it) shows nothing of it when the bid comes again.
    void bidPanelIsKeptAndStartsAnew()
    {
        QTest::failOnWarning(QRegularExpression(u"PhaseGuide|TithePrivacy|TypeError|ReferenceError"_s));
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        QObject *kept = page->findChild<QObject *>(u"keptBidPanel"_s);
        QVERIFY(kept);
        QQuickItem *ahead = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((ahead = kept->property("item").value<QQuickItem *>()), 20000);
        QVERIFY(!ahead->isVisible());

        for (int i = 0; i < 200 && c->guide()->decisionKind() != u"bid"_s; ++i)
            QVERIFY(c->applyAction(c->guide()->decisionKind() == u"turn"_s ? u"pass"_s : c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QTRY_VERIFY(kept->property("shown").toBool());
        QQuickItem *bid = kept->property("item").value<QQuickItem *>();
        QCOMPARE(bid, ahead);
        QTRY_VERIFY(bid->isVisible());
        const QString bidder = c->guide()->currentName();
        QCOMPARE(bid->property("bidder").toString(), bidder);
        QCOMPARE(bid->property("stage").toString(), u"handover"_s);
        QQuickItem *handover = findItem(bid, u"handoverLabel"_s);
        QVERIFY(handover && handover->isVisible());
        QVERIFY(handover->property("text").toString().contains(bidder));
        QQuickItem *amount = findItem(findItem(bid, u"quickBids"_s), u"bidButton0"_s);
        QVERIFY(amount && amount->isVisible());

        // The bidder looks and chooses an amount; the table then undoes the last step before the bid.
        bid->setProperty("stage", u"entry"_s);
        bid->setProperty("amount", 0);
        QVERIFY(findItem(bid, u"entryView"_s)->isVisible());
        QVERIFY(c->undo());
        QVERIFY(c->guide()->decisionKind() != u"bid"_s);
        QTRY_VERIFY(!bid->isVisible());
        QCOMPARE(kept->property("item").value<QQuickItem *>(), bid); // kept, hidden
        QCOMPARE(bid->property("amount").toInt(), -1);
        QCOMPARE(bid->property("stage").toString(), u"handover"_s);

        // The bid again: the same panel, at its hand-over, with no amount chosen.
        QVERIFY(c->redo());
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QTRY_VERIFY(bid->isVisible());
        QCOMPARE(bid->property("stage").toString(), u"handover"_s);
        QCOMPARE(bid->property("amount").toInt(), -1);
        QVERIFY(!findItem(bid, u"entryView"_s)->isVisible());
        QCOMPARE(bid->property("bidder").toString(), c->guide()->currentName());

        // The next bidder's hand-over follows the bid made.
        QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"bid"_s);
        QTRY_COMPARE(bid->property("bidder").toString(), c->guide()->currentName());
        QVERIFY(c->guide()->currentName() != bidder);
        QVERIFY(handover->property("text").toString().contains(c->guide()->currentName()));
    }

    // A choice button is made once and then taken by the next decisions of its panel: a decision with
    // fewer choices hides the buttons it does not need (they stay made), and the next round's dice take
    // the very buttons of the first round's, none made anew.
    void choiceButtonsAreKeptForTheNextDecision()
    {
        QTest::failOnWarning(QRegularExpression(u"PhaseGuide|TypeError|ReferenceError|Unable to assign|undefined"_s));
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s}));
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        QObject *kept = page->findChild<QObject *>(u"keptChoicePanel"_s);
        QVERIFY(kept);
        QTRY_VERIFY(kept->property("shown").toBool() && kept->property("item").value<QQuickItem *>());
        const auto buttons = [&] {
            QList<QQuickItem *> out;
            QList<QQuickItem *> todo = {kept->property("item").value<QQuickItem *>()};
            while (!todo.isEmpty()) {
                QQuickItem *i = todo.takeLast();
                if (i->objectName().startsWith(u"choice"_s) && i->inherits("QQuickAbstractButton"))
                    out << i;
                todo << i->childItems();
            }
            return out;
        };
        const auto shown = [](const QList<QQuickItem *> &list) {
            return std::count_if(list.begin(), list.end(), [](QQuickItem *i) { return i->isVisible(); });
        };
        const int dice = c->guide()->choiceModel()->count();
        QVERIFY(dice > 3);
        QList<QQuickItem *> first;
        QTRY_COMPARE((first = buttons(), shown(first)), qsizetype(dice));
        QList<QPointer<QQuickItem>> made;
        for (QQuickItem *b : std::as_const(first))
            made << b;

        // The piles' sizes: fewer choices, the same panel. The buttons not needed are hidden, not gone.
        QVERIFY(c->applyAction(u"dice 12"_s));
        QCOMPARE(c->guide()->decisionKind(), u"set-pile"_s);
        const int piles = c->guide()->choiceModel()->count();
        QVERIFY(piles < dice);
        QTRY_COMPARE(shown(buttons()), qsizetype(piles));
        for (const QPointer<QQuickItem> &b : std::as_const(made))
            QVERIFY(b);

        // On to the next round's dice: the same buttons show them.
        for (int i = 0; i < 300 && c->guide()->decisionKind() != u"dice"_s; ++i)
            QVERIFY(c->applyAction(c->guide()->decisionKind() == u"turn"_s ? u"pass"_s : c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"dice"_s);
        QCOMPARE(c->guide()->choiceModel()->count(), dice);
        c->dismissReveal(); // the tithe's bids, shown over the guide until Continue
        QList<QQuickItem *> again;
        QTRY_COMPARE((again = buttons(), shown(again)), qsizetype(dice));
        for (const QPointer<QQuickItem> &b : std::as_const(made)) {
            QVERIFY2(b, "a button of the first dice was dropped");
            QVERIFY(b->isVisible());
            QVERIFY(again.contains(b.data()));
        }
    }

    // R-ACT-6 on the map: once the guide has the place the free relocation leaves, a click on a
    // destination takes the route from there (it asked for the place to leave again, in a list).
    void mapTakesTheRouteFromThePlaceChosen()
    {
        QTemporaryDir dir;
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *c = mctest::openApp(engine, dir.path(), window);
        QVERIFY(window && c);
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"digitalGame"_s), Q_ARG(QVariant, QString()));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"gamePage"_s)) && !page->parentItem()->property("busy").toBool());
        QVERIFY2(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}},
                                    {u"kinds"_s, QStringList(4, u"person"_s)}, {u"seed"_s, 31}}),
                 qPrintable(c->lastError()));
        page->setProperty("started", true);
        // Random play (passing less often) until a free relocation: its route is a choice of places.
        std::mt19937 rng(7);
        for (int guard = 0; guard < 20000 && !c->gameOver() && c->game().state().decision() != mc::Decision::RelocateRoute;
             ++guard) {
            if (c->seats()->handOffNeeded())
                c->revealPrivate();
            const QStringList legal = c->legalActions();
            QVERIFY(!legal.isEmpty());
            int i = int(rng() % std::uint32_t(legal.size()));
            if (legal.at(i) == u"pass"_s && legal.size() > 1 && rng() % 4 != 0)
                i = (i + 1) % int(legal.size());
            QVERIFY(c->applyAction(legal.at(i)));
        }
        QCOMPARE(c->game().state().decision(), mc::Decision::RelocateRoute);
        if (c->seats()->handOffNeeded())
            c->revealPrivate();
        // The destination reached from the most places, and the last of those places.
        QMap<int, QList<mc::Action>> into;
        for (const mc::Action &a : c->game().state().legalActions())
            if (a.type == mc::ActionType::Relocate)
                into[a.b].append(a);
        int to = -1;
        for (auto it = into.cbegin(); it != into.cend(); ++it)
            if (to < 0 || it.value().size() > into.value(to).size())
                to = it.key();
        QVERIFY2(to >= 0 && into.value(to).size() >= 2, "no destination is reached from two places");
        const mc::Action route = into.value(to).constLast();
        QQuickItem *guide = findItem(page, u"phaseGuideContent"_s);
        QVERIFY(guide);
        QTRY_VERIFY(findItem(guide, u"routeChoices"_s) && findItem(guide, u"routeChoices"_s)->isVisible());
        QVERIFY(mctest::waitForLayout(window));
        const QString fromLabel = route.a == mc::kCrypt ? u"from the Crypt"_s
                                                         : u"from %1 %2"_s.arg(route.a + 1).arg(c->game().state().rules().locations[std::size_t(route.a)].name);
        QQuickItem *from = mctest::findVisibleWhere(guide, [&](const QQuickItem *i) {
            return i->objectName().startsWith(u"routeFrom"_s) && i->property("text").toString() == fromLabel;
        });
        QVERIFY2(from, qPrintable(fromLabel));
        // A low window (the guide's list shorter than its content), the list at its top as a new decision
        // shows it: the destinations, once listed, lie below its end unless the list scrolls to them.
        window->resize(1280, 640);
        QVERIFY(mctest::waitForLayout(window));
        QQuickItem *routeList = findItem(guide, u"routeChoices"_s);
        routeList->setProperty("contentY", 0.0);
        QVERIFY(mctest::waitForLayout(window));
        walk::ensureInView(from);
        QVERIFY(mctest::waitForLayout(window));
        mctest::clickCentre(window, from);
        QTRY_COMPARE(guide->property("relocateFrom").toString(), QString::number(route.a));
        // Its destinations come into view below the places to leave.
        QQuickItem *routes = findItem(guide, u"routeChoices"_s);
        QTRY_VERIFY2([&] {
            QQuickItem *first = mctest::findVisibleWhere(routes, [](const QQuickItem *i) {
                return i->objectName().startsWith(u"choice"_s) && i->property("text").toString().contains(u"→"_s);
            });
            if (!first)
                return false;
            const QPointF at = first->mapToItem(routes, QPointF(0, 0));
            return at.y() >= 0 && at.y() + first->height() <= routes->height();
        }(), "the destinations stay out of view");
        QQuickItem *spot = findItem(page, u"pick%1"_s.arg(to + 1));
        QVERIFY(spot && spot->isVisible());
        const std::size_t before = c->game().actions().size();
        mctest::clickCentre(window, spot);
        QTRY_VERIFY(c->game().actions().size() > before);
        const mc::Action done = c->game().actions().at(before);
        QCOMPARE(int(done.type), int(mc::ActionType::Relocate));
        QCOMPARE(int(done.a), int(route.a));
        QCOMPARE(int(done.b), to);
        QQuickItem *list = window->findChild<QQuickItem *>(u"mapPickList"_s);
        QVERIFY(!list || !list->isVisible());
    }

    // R-ACT-3 and R-ACT-2 at a table, by clicks: a Court card's way with one outcome is played with one
    // tap; a way played on a place lists only that way's places; "All pass" passes for every player in
    // turn and ends the phase, and one undo takes all the passes back.
    void courtWayInOneTapAndAllPass_R_ACT_3()
    {
        TableApp app;
        QVERIFY(app.start({u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s}));
        QQuickWindow *window = app.window;
        GameController *c = app.controller;
        QQuickItem *page = app.page;
        for (int i = 0; i < 60 && c->guide()->decisionKind() != u"turn"_s; ++i) // the distribution and the deals
            QVERIFY(c->applyAction(c->legalActions().value(0)));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QQuickItem *list = nullptr;
        QTRY_VERIFY((list = findItem(page, u"turnChoices"_s)) && list->isVisible());
        QVERIFY(mctest::waitForLayout(window));

        const auto ways = [&] {
            QList<QQuickItem *> all;
            walk::collect(list, all);
            QList<QQuickItem *> out;
            for (QQuickItem *i : std::as_const(all))
                if (i->objectName() == u"courtWay"_s && walk::shown(i))
                    out.append(i);
            return out;
        };

        // Death's first way: one tap, and the player takes the Alltaker (R-DEATH-1).
        const int seat = c->guide()->currentSeat();
        const std::size_t before = c->game().actions().size();
        QQuickItem *death = nullptr;
        for (QQuickItem *w : ways())
            if (!w->property("checkable").toBool() && w->property("text").toString().startsWith(u"1: take the Alltaker"_s))
                death = w;
        QVERIFY2(death, "Death's first way is not a one-tap button");
        walk::ensureInView(death);
        mctest::clickCentre(window, death);
        QTRY_VERIFY(c->game().actions().size() > before);
        QCOMPARE(c->game().actions().size(), before + 1);
        QCOMPARE(int(c->game().state().alltaker), seat);
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QVERIFY(c->guide()->currentSeat() != seat);

        // Malavestros' first way goes to a location: tapped, it lists that way's places and nothing else.
        QVERIFY(mctest::waitForLayout(window));
        QQuickItem *malavestros = nullptr;
        for (QQuickItem *w : ways())
            if (w->property("checkable").toBool() && w->property("text").toString().startsWith(u"1: Malavestros to a location"_s))
                malavestros = w;
        QVERIFY2(malavestros, "Malavestros' first way does not ask for its location");
        // The card's words are the button's tip, shown as every button's: not on a button that a wheel
        // scrolled under a resting pointer (ActionButton.pointerCame).
        QVERIFY(malavestros->property("tip").toString().contains(u"Malavestros"_s));
        QVERIFY(!malavestros->property("tipShown").toBool());
        walk::ensureInView(malavestros);
        mctest::clickCentre(window, malavestros);
        QTRY_VERIFY(malavestros->property("checked").toBool());
        QVERIFY(mctest::waitForLayout(window));
        // The turn's list holds more than its room: its scroll bar stays shown (it showed only while
        // scrolling, and a person missed what lay below).
        QQuickItem *bar = findItem(list, u"choiceScrollBar"_s);
        QVERIFY(bar);
        QVERIFY(list->property("contentHeight").toReal() > list->height());
        QCOMPARE(bar->property("policy").toInt(), 2); // ScrollBar.AlwaysOn
        QTRY_VERIFY(bar->isVisible() && bar->opacity() > 0.5);
        // It has a strip of its own: no button of the list reaches under it.
        QTRY_VERIFY(list->property("contentWidth").toReal() <= list->width() - bar->width() + 0.5);
        // Its places come into view below the hand (at 1280x800 they were below the list's end).
        QQuickItem *targets = findItem(list, u"courtTargets"_s);
        QVERIFY(targets && targets->isVisible());
        const auto firstTargetInView = [&] {
            const QPointF at = targets->mapToItem(list, QPointF(0, 0));
            return at.y() >= 0 && at.y() + 40 <= list->height();
        };
        QTRY_VERIFY2(firstTargetInView(), qPrintable(u"the places start at %1 of a list %2 high"_s
                                                         .arg(targets->mapToItem(list, QPointF(0, 0)).y())
                                                         .arg(list->height())));
        // Above them, what they choose: the card and its way (they stand below the whole hand, apart
        // from the card's row).
        QQuickItem *heading = findItem(list, u"courtTargetsHeading"_s);
        QVERIFY(heading && heading->isVisible());
        QCOMPARE(heading->property("text").toString(), u"Malavestros, action 1: choose"_s);
        QVERIFY(heading->mapToItem(targets, QPointF(0, heading->height())).y() <= 0.5);
        // Each place in a few words below the way chosen (the card and its way are not said again: the
        // long labels took two lines each); a screen reader hears the whole choice.
        QList<QQuickItem *> all;
        walk::collect(targets, all);
        int places = 0;
        for (QQuickItem *i : std::as_const(all)) {
            if (!i->objectName().startsWith(u"choice"_s) || !walk::shown(i))
                continue;
            const QString text = i->property("text").toString();
            QVERIFY2(text.startsWith(u"Malavestros to "_s), qPrintable(text));
            QVERIFY2(walk::accessibleName(i).startsWith(u"Malavestros, action 1: Malavestros to "_s),
                     qPrintable(walk::accessibleName(i)));
            ++places;
        }
        int legal = 0;
        for (const mc::Action &a : c->game().state().legalActions())
            legal += a.type == mc::ActionType::PlayCourt && a.v >= 0 && a.a == 0
                             && c->game().state().rules().court[std::size_t(a.v)].kind == mc::CourtKind::Malavestros;
        QVERIFY(legal > 1);
        QCOMPARE(places, legal);

        // A way picked is not yet a step: Cancel, Undo, Ctrl+Z and a second tap on the way each take the pick
        // back and nothing of the game (Undo took back the turn before it, Death's).
        const std::size_t picked = c->game().actions().size();
        QQuickItem *cancel = findItem(list, u"courtWayCancel"_s);
        QVERIFY(cancel && walk::shown(cancel));
        QQuickItem *undoButton = findItem(page, u"undoButton"_s);
        QVERIFY(undoButton);
        const auto pick = [&] {
            walk::ensureInView(malavestros);
            mctest::clickCentre(window, malavestros);
            QTRY_VERIFY(malavestros->property("checked").toBool());
            QTRY_VERIFY(targets->isVisible());
            QVERIFY(mctest::waitForLayout(window));
        };
        const auto takenBack = [&](const char *how) {
            QTRY_VERIFY2(!targets->isVisible(), how);
            QVERIFY2(!malavestros->property("checked").toBool(), how);
            QCOMPARE(c->game().actions().size(), picked);
            QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        };
        walk::ensureInView(cancel);
        mctest::clickCentre(window, cancel);
        takenBack("Cancel");
        pick();
        mctest::clickCentre(window, undoButton);
        takenBack("the Undo button");
        pick();
        QTest::keyClick(window, Qt::Key_Z, Qt::ControlModifier);
        takenBack("Ctrl+Z");
        pick();
        mctest::clickCentre(window, malavestros);
        takenBack("a second tap on the way");
        // Undo with nothing picked takes back a step, as before.
        QVERIFY(mctest::waitForLayout(window));

        // All pass: every player passes in turn, the actions end; one undo brings the turn back.
        const int passer = c->guide()->currentSeat();
        const std::size_t beforePasses = c->game().actions().size();
        QQuickItem *allPass = findItem(list, u"everyonePasses"_s);
        QVERIFY(walk::clickable(allPass));
        walk::ensureInView(allPass);
        mctest::clickCentre(window, allPass);
        QTRY_VERIFY(c->guide()->decisionKind() != u"turn"_s);
        int passes = 0;
        for (std::size_t i = beforePasses; i < c->game().actions().size(); ++i)
            passes += c->game().actions()[i].type == mc::ActionType::Pass ? 1 : 0;
        QCOMPARE(passes, 4);
        QVERIFY(c->undo());
        QCOMPARE(c->game().actions().size(), beforePasses);
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QCOMPARE(c->guide()->currentSeat(), passer);
        // The button again, once more: the same passes, the same next decision.
        QVERIFY(c->everyonePasses());
        QCOMPARE(c->game().actions().size() - beforePasses >= 4, true);
        QVERIFY(c->guide()->decisionKind() != u"turn"_s);
        QVERIFY(!c->everyonePasses()); // nobody passes outside the actions; nothing changes
    }

    // The end screen: pressing + for the last player's motive bonus five times never moves that
    // player's row (the ranking changes beside it), so every press lands on the same player.
    void endScreenRowsStayWhileEditing()
    {
        QTemporaryDir dir;
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *c = mctest::openApp(engine, dir.path(), window);
        QVERIFY(window && c);
        // A finished table game of three, opened from its file.
        {
            GameController play;
            play.setAutosaveDirectory(dir.filePath(u"play"_s));
            play.autosave()->waitForScan();
            const QVariantMap setup = mctest::tableSetup({u"Ada"_s, u"Bo"_s, u"Cy"_s}, 7);
            QVERIFY(play.newTableGame(setup));
            for (int i = 0; i < 4 && play.table()->unitySupply() > 0; ++i)
                QVERIFY(play.applyAction(u"p1 adjust unity-supply -%1"_s.arg(std::min(25, play.table()->unitySupply()))));
            for (int i = 0; i < 400 && !play.gameOver(); ++i) {
                const QString kind = play.guide()->decisionKind();
                QVERIFY2(play.applyAction(kind == u"turn"_s ? u"pass"_s : play.legalActions().value(0)), qPrintable(play.lastError()));
            }
            QVERIFY(play.gameOver());
            // The last tithe's revealed bids were read and dismissed.
            play.dismissReveal();
            play.dismissNotices();
            QVERIFY(play.save(dir.filePath(u"finished.json"_s)));
        }
        QQuickItem *page = openSaved(window, dir.filePath(u"finished.json"_s));
        QVERIFY(page);
        QVERIFY(c->gameOver());
        QQuickItem *end = nullptr;
        QTRY_VERIFY((end = findItem(page, u"endScreen"_s)) && end->isVisible());
        const QVariantList scores = c->ending()->finalScores()->toList();
        const int last = scores.last().toMap().value(u"seat"_s).toInt();
        const QString name = u"motivePlus%1"_s.arg(last);
        // Each cell of a row holds the motive's buttons; the one shown is in the motive's column.
        std::function<QQuickItem *(QQuickItem *)> shownPlus = [&](QQuickItem *root) -> QQuickItem * {
            if (!root || !root->isVisible())
                return nullptr;
            if (root->objectName() == name)
                return root;
            for (QQuickItem *child : root->childItems())
                if (QQuickItem *found = shownPlus(child))
                    return found;
            return nullptr;
        };
        QQuickItem *plus = nullptr;
        QTRY_VERIFY((plus = shownPlus(end)) != nullptr);
        // Where the button stands once the screen has settled (its layout done, nothing pending).
        QVERIFY(mctest::waitForLayout(window));
        const QPointF at = plus->mapToScene(QPointF(0, 0));
        const auto motiveOf = [&](int seat) {
            for (const QVariant &row : c->ending()->finalScores()->toList())
                if (row.toMap().value(u"seat"_s).toInt() == seat)
                    return row.toMap().value(u"motive"_s).toInt();
            return -1;
        };
        const int before = motiveOf(last);
        for (int i = 1; i <= 5; ++i) {
            QVERIFY(mctest::waitForLayout(window));
            QTRY_VERIFY((plus = shownPlus(end)) != nullptr);
            QCOMPARE(plus->mapToScene(QPointF(0, 0)), at);
            mctest::clickCentre(window, plus);
            QTRY_COMPARE(motiveOf(last), before + i); // each press went to that player
        }
        // The ranking changed (the last player is first now), the row stayed where it was.
        QCOMPARE(c->ending()->finalScores()->toList().at(0).toMap().value(u"seat"_s).toInt(), last);
        QVERIFY(mctest::waitForLayout(window));
        QCOMPARE(shownPlus(end)->mapToScene(QPointF(0, 0)), at);
    }

    // The last round at 1280x800: a location's action with its end-of-game note above shows every
    // choice (Skip and each way to take it) in view without scrolling, and the note takes one line.
    void lastRoundChoicesAreInView()
    {
        QTemporaryDir dir;
        QQmlApplicationEngine engine;
        QQuickWindow *window = nullptr;
        GameController *c = mctest::openApp(engine, dir.path(), window);
        QVERIFY(window && c);
        {
            GameController play;
            play.setAutosaveDirectory(dir.filePath(u"play"_s));
            play.autosave()->waitForScan();
            const QVariantMap setup = mctest::tableSetup({u"Anna"_s, u"Ben"_s, u"Cleo"_s, u"Dario"_s}, 11);
            QVERIFY(play.newTableGame(setup));
            for (int i = 0; i < 60 && play.guide()->decisionKind() != u"turn"_s; ++i)
                QVERIFY(play.applyAction(play.guide()->decisionKind() == u"dice"_s ? u"dice 12"_s : play.legalActions().value(0)));
            // Anna holds Calvum Harrows (R-MAJ-1); the last Unity leaves the supply in the Action phase (R-END-2).
            QVERIFY(play.applyAction(u"p1 figure 5 mk +1"_s));
            QVERIFY(play.applyAction(u"p1 adjust unity-supply -%1"_s.arg(play.table()->unitySupply())));
            QVERIFY2(play.ending()->endNoteShort().contains(u"Last turns"_s), qPrintable(play.ending()->endNoteShort()));
            for (int i = 0; i < 80 && play.guide()->decisionKind() != u"location-action"_s; ++i)
                QVERIFY(play.applyAction(play.guide()->decisionKind() == u"turn"_s ? u"pass"_s : play.legalActions().value(0)));
            QCOMPARE(play.guide()->decisionKind(), u"location-action"_s);
            QVERIFY(!play.ending()->endNote().isEmpty());
            // The last turns are over: the note no longer promises one more turn each.
            QVERIFY2(!play.ending()->endNoteShort().contains(u"Last turns"_s), qPrintable(play.ending()->endNoteShort()));
            QVERIFY(play.ending()->endNoteShort().contains(u"R-END-2"_s));
            // What the last step showed over the guide (a meter's notice) was read and dismissed.
            play.dismissNotices();
            play.dismissReveal();
            QVERIFY(play.save(dir.filePath(u"last-round.json"_s)));
        }
        QQuickItem *page = openSaved(window, dir.filePath(u"last-round.json"_s));
        QVERIFY(page);
        QQuickItem *list = nullptr;
        QTRY_VERIFY((list = findItem(page, u"majorityChoices"_s)) && list->isVisible());
        QVERIFY(mctest::waitForLayout(window));
        if (qEnvironmentVariableIsSet("SHOT"))
            window->grabWindow().save(u"/tmp/look/last.png"_s);
        const int choices = c->guide()->choiceModel()->count();
        QVERIFY(choices >= 2);
        int inView = 0;
        for (int i = 0; i < choices; ++i) {
            QQuickItem *button = findItem(list, u"choice%1"_s.arg(i));
            QVERIFY2(button, qPrintable(u"choice%1"_s.arg(i)));
            const QRectF r = button->mapRectToItem(list, QRectF(0, 0, button->width(), button->height()));
            if (r.top() >= -0.5 && r.bottom() <= list->height() + 0.5)
                ++inView;
            else
                qWarning("“%s” is out of view (%g..%g of %g)", qPrintable(button->property("text").toString()), r.top(),
                         r.bottom(), list->height());
        }
        QCOMPARE(inView, choices);
        QQuickItem *note = findItem(page, u"endNote"_s);
        QVERIFY(note && note->isVisible());
        QCOMPARE(note->property("lineCount").toInt(), 1);
        // Whole at 1280x800 (it was cut: "Last turns: one more each, then phases 5–…").
        QVERIFY2(!note->property("truncated").toBool(), qPrintable(note->property("text").toString()));
    }

private:
};

QTEST_MAIN(TestPhaseGuide)
#include "tst_phaseguide.moc"
