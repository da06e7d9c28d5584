// Reopening a save at any decision shows that decision's controls. Seeded random playouts (table and
// digital play, 2, 3 and 4 players) stop at every decision a person answers; each stop is saved with
// mc::Game::save, opened with the home screen's Continue in the real window at 1280×800 and 1920×1080,
// and the phase guide must show a visible, enabled control of that decision inside the window that,
// clicked at its centre, moves the game on. No QML warning.

#include "gamecontroller.h"
#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <array>
#include <optional>

#include "decisionstops.h"
#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;
using mctest::findVisible;

using mctest::decisionName;
using mctest::kLastDecision;
using mctest::notAsked;

// Playouts per mode and player count; enough to reach every decision of the standard ruleset.
constexpr int kPlayouts = 120;

// One save stopped at a decision: the file's bytes.
struct Stop {
    QByteArray json;
};

// Per mode (0 table, 1 digital), per decision, per player count (index players - 2).
using Catalog = std::array<std::array<std::array<std::optional<Stop>, 3>, kLastDecision + 1>, 2>;

// Seeded random playouts; the first state met at each decision (per mode and player count) is kept.
const Catalog &catalog()
{
    static const Catalog stops = [] {
        Catalog out;
        for (int mode = 0; mode < 2; ++mode) {
            for (int players = 2; players <= 4; ++players) {
                mctest::randomPlayouts(mode, players, kPlayouts, [&](const mc::Game &game) {
                    const int d = int(game.state().decision());
                    auto &slot = out[std::size_t(mode)][std::size_t(d)][std::size_t(players - 2)];
                    if (!slot)
                        slot = Stop{game.toJson()};
                });
            }
        }
        return out;
    }();
    return stops;
}

// The names of the phase guide's controls that answer a decision.
const QRegularExpression &controlName()
{
    static const QRegularExpression re(u"^(choice\\d+|passButton|roll\\d+|rollForMe|bidButton\\d+|confirmAnswers)$"_s);
    return re;
}

void collectControls(QQuickItem *root, QList<QQuickItem *> &out)
{
    if (!root || !root->isVisible())
        return;
    if (controlName().match(root->objectName()).hasMatch())
        out << root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        collectControls(child, out);
}

// The part of `item` a person sees, in window coordinates: inside the window and every clipping
// ancestor (a scrolled Flickable), empty when transparent. Null rect when nothing is seen.
QRectF seenRect(QQuickWindow *window, QQuickItem *item)
{
    QRectF seen = item->mapRectToScene(item->boundingRect());
    const QRectF whole(0, 0, window->width(), window->height());
    if (!whole.contains(seen))
        return {};
    qreal opacity = 1;
    for (QQuickItem *p = item; p; p = p->parentItem()) {
        opacity *= p->opacity();
        if (p != item && p->clip())
            seen = seen.intersected(p->mapRectToScene(p->boundingRect()));
    }
    if (opacity < 0.2 || seen.width() < 16 || seen.height() < 16)
        return {};
    return seen;
}

QString describe(QQuickWindow *window, const QList<QQuickItem *> &items)
{
    QStringList out;
    for (QQuickItem *i : items) {
        const QRectF r = i->mapRectToScene(i->boundingRect());
        const QRectF s = seenRect(window, i);
        out << u"%1 '%2' enabled=%3 at %4,%5 %6x%7 seen %8x%9"_s.arg(i->objectName(), i->property("text").toString())
                       .arg(i->isEnabled())
                       .arg(r.x())
                       .arg(r.y())
                       .arg(r.width())
                       .arg(r.height())
                       .arg(s.width())
                       .arg(s.height());
    }
    return out.join(u"; "_s);
}

} // namespace

class TestReopen : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-reopen-test"_s);
        QVERIFY(m_dir.isValid());
        connect(&m_engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) { m_warnings += list; });
        m_window = mctest::loadMainWindow(m_engine, u"light"_s);
        QVERIFY(m_window);
        m_controller = m_engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
        // The home screen shows this game, whatever an earlier run left in the settings.
        (void)evaluate(u"GameShelf.current = \"mourners-call\""_s);
    }

    void reopenShowsControls_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("decision");
        QTest::addColumn<int>("players");
        QTest::addColumn<QSize>("size");
        QTest::addColumn<QString>("skip");
        const Catalog &stops = catalog();
        const std::array<QSize, 2> sizes{QSize(1280, 800), QSize(1920, 1080)};
        for (int mode = 0; mode < 2; ++mode) {
            for (int d = 0; d <= kLastDecision; ++d) {
                QString skip = notAsked(mode, d);
                // 2, 3 and 4 players in turn; another count when a playout met the decision only there.
                int players = 0;
                for (int k = 0; k < 3 && skip.isEmpty() && players == 0; ++k) {
                    const int p = (d + k) % 3;
                    if (stops[std::size_t(mode)][std::size_t(d)][std::size_t(p)])
                        players = p + 2;
                }
                for (const QSize &size : sizes) {
                    const QString name = u"%1/%2/%3p/%4x%5"_s.arg(mode == 0 ? u"table"_s : u"digital"_s, decisionName(d))
                                                 .arg(players)
                                                 .arg(size.width())
                                                 .arg(size.height());
                    QTest::newRow(qPrintable(skip.isEmpty() ? name : name + u" skipped: "_s + skip))
                            << mode << d << players << size << skip;
                }
            }
        }
    }

    // Every decision a person answers (R-SETUP-4/5, R-DIST-1..3, R-DRAFT, R-ACT, R-DREAD-2, R-TITHE-2,
    // R-MAJ, R-PAY-1, R-THREAT-10, R-WAL-1, R-CLEAN-1), reopened with Continue.
    void reopenShowsControls()
    {
        QFETCH(int, mode);
        QFETCH(int, decision);
        QFETCH(int, players);
        QFETCH(QSize, size);
        QFETCH(QString, skip);
        if (!skip.isEmpty())
            QSKIP(qPrintable(skip));
        // A decision a person answers that no playout met: more playouts, or the engine changed.
        QVERIFY2(players > 0, "no seeded playout reached this decision");
        const Stop &stop = *catalog()[std::size_t(mode)][std::size_t(decision)][std::size_t(players - 2)];
        const qsizetype warningsBefore = m_warnings.size();

        // The save is the only game in a fresh autosave folder: Continue offers it.
        // Back home without the pop transition (the rows would take twice as long).
        QQmlExpression home(qmlContext(m_window), m_window, u"stack.pop(null, StackView.Immediate)"_s);
        (void)home.evaluate();
        QVERIFY2(!home.hasError(), qPrintable(home.error().toString()));
        QTRY_VERIFY(!findItem(m_window->contentItem(), u"gamePage"_s)); // the last row's page is gone
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QTemporaryDir dir(m_dir.path() + u"/XXXXXX"_s);
        QVERIFY(dir.isValid());
        const mc::Game::LoadResult saved = mc::Game::fromJson(stop.json);
        QVERIFY2(saved.ok(), qPrintable(mc::problemKeys(saved.problems)));
        mc::Problem why;
        QVERIFY2(saved.game.save(dir.path() + u"/game-reopen.json"_s, &why), qPrintable(mc::problemKey(why)));
        m_controller->setAutosaveDirectory(dir.path());
        m_controller->autosave()->waitForScan();
        QVERIFY(m_controller->autosave()->canContinue());
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"continue"_s), Q_ARG(QVariant, u"Continue"_s));

        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(m_window->contentItem(), u"gamePage"_s)) && page->isVisible()
                    && page->property("started").toBool());
        QTRY_VERIFY(page->parentItem() && !page->parentItem()->property("busy").toBool());
        QCOMPARE(m_controller->guide()->decisionKind(), decisionName(decision));
        QCOMPARE(int(m_controller->game().actions().size()), int(saved.game.actions().size()));

        // Hot-seat: the laptop is passed to the person who decides, as a person would.
        QQuickItem *handOff = findItem(page, u"handOff"_s);
        QVERIFY(handOff);
        if (mode == 1) {
            QTRY_VERIFY(handOff->isVisible());
            QQuickItem *iAm = findItem(handOff, u"iAmButton"_s);
            QVERIFY(iAm && iAm->isVisible());
            processEvents();
            mctest::clickCentre(m_window, iAm);
            QTRY_VERIFY(!handOff->isVisible());
        }
        QVERIFY(!handOff->isVisible());

        QQuickItem *guide = findItem(page, u"phaseGuide"_s);
        QVERIFY(guide && guide->isVisible());
        // R-TITHE-2 in hot-seat play: the bid screen first hides the bids until the bidder says who they are
        // (a table's hand-over lists the amounts itself).
        if (QQuickItem *privacy = findItem(guide, u"tithePrivacy"_s);
            privacy && privacy->isVisible() && privacy->property("stage").toString() == u"handover"_s && !privacy->property("quickBid").toBool()) {
            QQuickItem *iAm = findItem(privacy, u"iAmButton"_s);
            QVERIFY(iAm && iAm->isVisible());
            processEvents();
            mctest::clickCentre(m_window, iAm);
            QTRY_COMPARE(privacy->property("stage").toString(), u"entry"_s);
        }

        // A control of the decision that a person can see and press, once the screen has settled (a
        // Flow places its buttons at its next polish, a Repeater may make its delegates again).
        processEvents();
        QList<QQuickItem *> controls;
        QQuickItem *control = nullptr;
        QRectF seen;
        const bool found = QTest::qWaitFor([&] {
            controls.clear();
            collectControls(guide, controls);
            for (QQuickItem *c : std::as_const(controls)) {
                seen = seenRect(m_window, c);
                if (c->isEnabled() && !seen.isNull()) {
                    control = c;
                    return true;
                }
            }
            return false;
        }, 20000);
        QVERIFY2(found, qPrintable(u"no usable control for %1; found: %2"_s.arg(m_controller->guide()->decisionKind(),
                                                                                 describe(m_window, controls))));

        // Pressed at the middle of what is seen: nothing may cover it.
        // The click may remove the button (its row is gone): keep what the messages need.
        const QString pressed = describe(m_window, {control});
        const bool bid = control->objectName().startsWith(u"bidButton"_s);
        const int before = int(m_controller->game().actions().size());
        QTest::mouseClick(m_window, Qt::LeftButton, {}, seen.center().toPoint());
        // At a table the amount tapped is the bid; in digital play it is confirmed.
        if (bid && m_controller->mode() == u"digital"_s) {
            QQuickItem *confirm = findItem(guide, u"confirmBid"_s);
            QTRY_VERIFY(confirm && confirm->isEnabled());
            const QRectF confirmSeen = seenRect(m_window, confirm);
            QVERIFY2(!confirmSeen.isNull(), qPrintable(describe(m_window, {confirm})));
            QTest::mouseClick(m_window, Qt::LeftButton, {}, confirmSeen.center().toPoint());
        }
        QTRY_VERIFY2(int(m_controller->game().actions().size()) > before,
                     qPrintable(u"%1 did nothing: %2"_s.arg(pressed, m_controller->lastError())));

        for (qsizetype i = warningsBefore; i < m_warnings.size(); ++i)
            qWarning("%s", qPrintable(m_warnings.at(i).toString()));
        QCOMPARE(m_warnings.size(), warningsBefore);
    }

    // The window's texts are laid out without OpenType shaping where their script does not need it
    // (Latin: English and German), the costliest part of laying out a changed label: every control takes
    // it from the window's font, those of a game page too.
    void textsAreLaidOutWithoutShaping()
    {
        QVERIFY(mctest::goHome(m_window));
        QCOMPARE(evaluate(u"window.font.preferShaping"_s), QVariant(false));
        QQuickItem *tile = nullptr;
        QTRY_VERIFY((tile = findItem(m_window->contentItem(), u"tableGameTile"_s)));
        QCOMPARE(tile->property("font").value<QFont>().styleStrategy() & QFont::PreferNoShaping, QFont::PreferNoShaping);
        QQuickItem *ahead = nullptr;
        QTRY_VERIFY_WITH_TIMEOUT((ahead = madeAhead()), 20000);
        // A label of the page made ahead, outside the window: its holder passes the window's font on.
        QQuickItem *decision = findItem(ahead, u"decisionText"_s);
        QVERIFY(decision);
        QCOMPARE(decision->property("font").value<QFont>().styleStrategy() & QFont::PreferNoShaping, QFont::PreferNoShaping);
    }

    // The home screen makes the game page ahead while it waits (MournersScreens.prepare): the tile's
    // click shows that very page, with the form of its mode; the stack's removal destroys it, and the
    // home screen makes the next one anew.
    void homeMakesTheGamePageAhead()
    {
        QVERIFY(mctest::goHome(m_window));
        QPointer<QQuickItem> ahead;
        QTRY_VERIFY_WITH_TIMEOUT(ahead = madeAhead(), 20000);
        // Waiting outside the window's items: no search of the window finds it, nothing of it is seen.
        QVERIFY(!findItem(m_window->contentItem(), u"gamePage"_s));
        QVERIFY(!ahead->isVisible());
        QVERIFY(!ahead->property("opened").toBool());
        // Waiting, it has the window's font already (not the default one it would take alone).
        QCOMPARE(ahead->property("font").value<QFont>().pixelSize(), 20);

        QVERIFY(openScreen(u"tableGame"_s));
        QCOMPARE(findItem(m_window->contentItem(), u"gamePage"_s), ahead.data());
        QVERIFY(!madeAhead());
        QTRY_VERIFY(ahead->isVisible() && findVisible(ahead, u"gameSetupForm"_s));
        QVERIFY(ahead->property("opened").toBool());
        // Its window's font and colours: the same as a page the stack makes.
        QCOMPARE(ahead->property("font").value<QFont>().pixelSize(), 20);

        QVERIFY(mctest::goHome(m_window));
        QTRY_VERIFY(ahead.isNull());
        QPointer<QQuickItem> next;
        QTRY_VERIFY_WITH_TIMEOUT(next = madeAhead(), 20000);
        QVERIFY(openScreen(u"digitalGame"_s));
        QCOMPARE(findItem(m_window->contentItem(), u"gamePage"_s), next.data());
        QTRY_VERIFY(findVisible(next, u"digitalSetupForm"_s));
        QVERIFY(!findItem(next, u"gameSetupForm"_s));
        QVERIFY(mctest::goHome(m_window));
        QTRY_VERIFY(next.isNull());

        // Continue: the page made ahead shows the game at once, and makes no setup form on the way.
        m_controller->setAutosaveDirectory(m_dir.path() + u"/ahead"_s);
        m_controller->autosave()->waitForScan();
        QVERIFY(m_controller->newGame(3, {u"Ada"_s, u"Bo"_s, u"Cy"_s}, false, 0, 7));
        m_controller->autosave()->waitForWrites();
        QVERIFY(m_controller->autosave()->canContinue());
        QPointer<QQuickItem> third;
        QTRY_VERIFY_WITH_TIMEOUT(third = madeAhead(), 20000);
        QSignalSpy forms(third->findChild<QObject *>(u"setupForm"_s), SIGNAL(loaded()));
        QVERIFY(forms.isValid());
        QVERIFY(openScreen(u"continue"_s));
        QCOMPARE(findItem(m_window->contentItem(), u"gamePage"_s), third.data());
        QVERIFY(third->property("started").toBool());
        QCOMPARE(third->property("initialMode").toString(), u"digital"_s);
        QTRY_VERIFY(findVisible(third, u"gameView"_s));
        QVERIFY(!findItem(third, u"gameSetupForm"_s));
        QVERIFY(!findItem(third, u"digitalSetupForm"_s));
        QCOMPARE(forms.count(), 0);
        QVERIFY(mctest::goHome(m_window));
        QTRY_VERIFY(third.isNull());
    }

    // A page made ahead goes when the home screen turns to another game of the shelf (none is made
    // for it) or another screen opens; it is made again once the home screen shows this game's tiles.
    void aPageMadeAheadGoesWithAnotherGameOrScreen()
    {
        QVERIFY(mctest::goHome(m_window));
        QPointer<QQuickItem> ahead;
        QTRY_VERIFY_WITH_TIMEOUT(ahead = madeAhead(), 20000);
        (void)evaluate(u"GameShelf.current = \"rest-in-peace\""_s);
        // Back to this game however the test ends (the choice is kept in the settings).
        const auto back = qScopeGuard([this] { (void)evaluate(u"GameShelf.current = \"mourners-call\""_s); });
        QTRY_VERIFY(ahead.isNull());
        // As the home screen's wait asks it: nothing is made for another game's tiles.
        (void)evaluate(u"gameScreens().find(s => s.gamePage !== undefined).prepare(aheadHolder)"_s);
        QVERIFY(evaluate(u"gameScreens().find(s => s.gamePage !== undefined).ahead === null"_s).toBool());
        (void)evaluate(u"GameShelf.current = \"mourners-call\""_s);
        QTRY_VERIFY_WITH_TIMEOUT(ahead = madeAhead(), 20000);
        QVERIFY(openScreen(u"settings"_s));
        QTRY_VERIFY(ahead.isNull());
        QVERIFY(!madeAhead());
        QVERIFY(mctest::goHome(m_window));
        QTRY_VERIFY_WITH_TIMEOUT(madeAhead(), 20000);
    }

    // A page made ahead and dropped unseen (the home screen came back) leaves the phones of the game
    // on screen as they are: only a page the stack showed stops them when it goes.
    void aPageMadeAheadLeavesThePhonesAlone()
    {
        QQuickItem *page = nullptr;
        showNewTableGame(u"phones"_s, page);
        QVERIFY(page);
        QVERIFY(evaluate(u"PhoneTable.start()"_s).toBool());
        QVERIFY(evaluate(u"PhoneTable.running"_s).toBool());
        // A page made ahead meanwhile, then dropped.
        (void)evaluate(u"gameScreens().find(s => s.gamePage !== undefined).prepare(aheadHolder)"_s);
        QPointer<QQuickItem> ahead;
        QTRY_VERIFY_WITH_TIMEOUT(ahead = madeAhead(), 20000);
        (void)evaluate(u"dropPagesMadeAhead()"_s);
        QTRY_VERIFY(ahead.isNull());
        QVERIFY(evaluate(u"PhoneTable.running"_s).toBool());
        (void)evaluate(u"PhoneTable.stop()"_s);
        QVERIFY(!evaluate(u"PhoneTable.running"_s).toBool());
        QVERIFY(mctest::goHome(m_window));
    }

    // The phones panel makes its seats' cards (their links and codes) only while it is open: closed,
    // it made them for nobody at every game's start.
    void phonesPanelMakesSeatCardsOnlyWhileOpen()
    {
        QQuickItem *page = nullptr;
        showNewTableGame(u"panel"_s, page);
        QVERIFY(page);
        auto *panel = page->findChild<QObject *>(u"phonesPanel"_s);
        QVERIFY(panel);
        processEvents();
        // Its items, whether it is open or not (a closed popup's items are outside the window's).
        auto *content = panel->property("contentItem").value<QQuickItem *>();
        QVERIFY(content);
        QVERIFY(findItem(content, u"phonesSwitch"_s));
        QVERIFY(!findItem(content, u"phoneSeat0"_s));
        QVERIFY(QMetaObject::invokeMethod(panel, "open"));
        QTRY_VERIFY(findItem(content, u"phoneSeat2"_s));
        QVERIFY(!findItem(content, u"phoneSeat3"_s));
        QVERIFY(QMetaObject::invokeMethod(panel, "close"));
        QTRY_VERIFY(!panel->property("visible").toBool());
        QTRY_VERIFY(!findItem(content, u"phoneSeat0"_s));
        QVERIFY(mctest::goHome(m_window));
    }

    void cleanupTestCase()
    {
        if (m_window)
            QMetaObject::invokeMethod(m_window, "goHome");
        processEvents();
        for (const QQmlError &w : std::as_const(m_warnings))
            qWarning("%s", qPrintable(w.toString()));
        QCOMPARE(m_warnings.size(), 0);
    }

private:
    // A new 3-player table game (its autosaves in `folder`) on its page, from the home screen.
    void showNewTableGame(const QString &folder, QQuickItem *&page)
    {
        QVERIFY(mctest::goHome(m_window));
        m_controller->setAutosaveDirectory(m_dir.path() + u"/"_s + folder);
        m_controller->autosave()->waitForScan();
        QVERIFY(m_controller->newGame(3, {u"Ada"_s, u"Bo"_s, u"Cy"_s}, true, 0, 7));
        page = mctest::showGamePage(m_window, u"table"_s);
    }

    QVariant evaluate(const QString &expression)
    {
        QQmlExpression e(qmlContext(m_window), m_window, expression);
        const QVariant value = e.evaluate();
        if (e.hasError())
            qWarning("%s", qPrintable(e.error().toString()));
        return value;
    }
    // The game page Mourners Call's screens made ahead, once made; null before.
    QQuickItem *madeAhead()
    {
        return qvariant_cast<QQuickItem *>(
                evaluate(u"madeScreens ? madeScreens.find(s => s.gamePage !== undefined).readyPage : null"_s));
    }
    bool openScreen(const QString &screen)
    {
        return QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, screen));
    }

    // The window laid out after the last change (layouts, Flows and Repeaters at their polish).
    void processEvents() { QVERIFY(mctest::waitForLayout(m_window)); }

    QTemporaryDir m_dir;
    QQmlApplicationEngine m_engine;
    QList<QQmlError> m_warnings;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;
};

QTEST_MAIN(TestReopen)
#include "tst_reopen.moc"
