// Nothing overflows and nothing that must be read is cut, on every screen state of a Mourners Call
// game. Seeded random playouts (table and digital play, 3 and 4 players) stop at the first time they
// meet each decision a person answers, again late in the game, and at the end of the game; each stop is
// opened in the real window at 1280×800 and 1920×1080, in the light and the dark theme, before and
// after its hand-off, with the correction dialog's tabs and the pickers' lists open. Every visible
// control and text must lie inside each of its ancestors (the part of a scrolled list in view), a
// text must fit its own box, and no text is elided. A failure names the item (objectName, type,
// text) and the ancestor it leaves.
// Also: the Undo tooltip leaves Redo clear and goes with the pointer at once; the starting-Mourner list of the last seat opens inside
// the window.

#include "gamecontroller.h"
#include "model/mourners/game.h"

#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <array>
#include <map>
#include <optional>

#include "contrastcheck.h"
#include "decisionstops.h"
#include "fitcheck.h"
#include "quickitems.h"
#include "touchcheck.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;
using mctest::inside;
using mctest::isFlickable;
using mctest::rectText;

// Playouts per mode and player count (the reopen test's seeds: every decision is met).
constexpr int kPlayouts = 120;
// A stop this late has a full board: many figures, Mourners and cards.
constexpr int kLateRound = 4;

// Per mode (0 table, 1 digital), player count (3, 4), decision: the first save met, and the first met
// from round kLateRound on.
struct Stops {
    std::optional<QByteArray> first;
    std::optional<QByteArray> last;
};
using Catalog = std::map<std::array<int, 3>, Stops>;

const Catalog &catalog()
{
    static const Catalog stops = [] {
        Catalog out;
        for (int mode = 0; mode < 2; ++mode) {
            for (int players = 3; players <= 4; ++players) {
                mctest::randomPlayouts(mode, players, kPlayouts, [&](const mc::Game &game) {
                    Stops &s = out[{mode, players, int(game.state().decision())}];
                    if (!s.first)
                        s.first = game.toJson();
                    else if (!s.last && game.state().round >= kLateRound)
                        s.last = game.toJson();
                });
            }
        }
        return out;
    }();
    return stops;
}


} // namespace

class TestOverflow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-overflow-test"_s);
        QVERIFY(m_dir.isValid());
        connect(&m_engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) { m_warnings += list; });
        m_window = mctest::loadMainWindow(m_engine, u"light"_s);
        QVERIFY(m_window);
        m_controller = m_engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
        m_controller->setAutosaveDirectory(m_dir.path() + u"/autosave"_s);
        m_controller->autosave()->waitForScan();
    }

    void screens_data()
    {
        QTest::addColumn<int>("mode");
        QTest::addColumn<int>("decision");
        QTest::addColumn<int>("players");
        QTest::addColumn<bool>("last");
        const Catalog &stops = catalog();
        for (int mode = 0; mode < 2; ++mode) {
            for (int d = 0; d <= mctest::kLastDecision; ++d) {
                if (d != int(mc::Decision::None) && !mctest::notAsked(mode, d).isEmpty())
                    continue;
                for (int players = 3; players <= 4; ++players) {
                    for (const bool last : {false, true}) {
                        const QString name = u"%1/%2/%3p/%4"_s.arg(mode == 0 ? u"table"_s : u"digital"_s,
                                                                    d == 0 ? u"end"_s : mctest::decisionName(d))
                                                     .arg(players)
                                                     .arg(last ? u"late"_s : u"first"_s);
                        QTest::newRow(qPrintable(name)) << mode << d << players << last;
                    }
                }
            }
        }
    }

    // Every decision kind (R-SETUP-4/5, R-DIST-1..3, R-DRAFT, R-ACT, R-DREAD-2, R-TITHE-2, R-MAJ, R-PAY-1,
    // R-THREAT-10, R-WAL-1, R-CLEAN-1) and the end screen (R-END-4/5): nothing sticks out, nothing is cut.
    void screens()
    {
        QFETCH(int, mode);
        QFETCH(int, decision);
        QFETCH(int, players);
        QFETCH(bool, last);
        const auto it = catalog().find({mode, players, decision});
        if (it == catalog().end() || !(last ? it->second.last : it->second.first)) {
            // Some decisions are met once only, or only in one player count.
            if (last || decision == int(mc::Decision::None))
                QSKIP("no such stop in the seeded playouts");
            // A rare decision (digital play's keep-artifact) met by the seeds at one player count only:
            // its screen is checked there.
            const auto other = catalog().find({mode, players == 3 ? 4 : 3, decision});
            if (other != catalog().end() && other->second.first)
                QSKIP("met at the other player count only");
            QFAIL("no seeded playout reached this decision");
        }
        const QByteArray json = *(last ? it->second.last : it->second.first);
        const qsizetype warningsBefore = m_warnings.size();
        QQuickItem *page = openSave(json);
        QVERIFY(page);

        QStringList problems;
        QQuickItem *handOff = findItem(page, u"handOff"_s);
        QVERIFY(handOff);
        if (handOff->isVisible()) {
            problems += checkEverywhere(u"hand-off"_s);
            QQuickItem *iAm = findItem(handOff, u"iAmButton"_s);
            QVERIFY(iAm && iAm->isVisible());
            mctest::clickCentre(m_window, iAm);
            QTRY_VERIFY(!handOff->isVisible());
        }
        // A table's hand-over lists the amounts itself (no "I am" to tap): checked as the screen. The
        // bid's panel is kept hidden while other decisions are shown.
        if (QQuickItem *privacy = findItem(page, u"tithePrivacy"_s);
            privacy && privacy->isVisible() && privacy->property("stage").toString() == u"handover"_s && !privacy->property("quickBid").toBool()) {
            problems += checkEverywhere(u"bid hand-over"_s);
            QQuickItem *iAm = findItem(privacy, u"iAmButton"_s);
            QVERIFY(iAm && iAm->isVisible());
            mctest::clickCentre(m_window, iAm);
            QTRY_COMPARE(privacy->property("stage").toString(), u"entry"_s);
        }
        problems += checkEverywhere(u"screen"_s);
        // The piles' explanation is read whole where their few choices leave the room: it was cut to a
        // few lines above a half-empty panel in digital play (the secrets' strip takes some height). The
        // piles to take in digital play fill the panel with their rows: there it may be cut (whole on hover).
        if (decision == int(mc::Decision::SetPile) || (decision == int(mc::Decision::PickPile) && mode == 0)) {
            QQuickItem *guideText = mctest::findVisible(page, u"guideText"_s);
            if (guideText && guideText->property("truncated").toBool())
                problems << u"[1280x800] the piles' explanation is cut: %1"_s.arg(guideText->property("text").toString());
        }

        // The correction dialog, on every tab (table play, where it is offered).
        if (mode == 0 && (decision == int(mc::Decision::Turn) || decision == int(mc::Decision::None))) {
            auto *dialog = page->findChild<QObject *>(u"adjustDialog"_s);
            QVERIFY(dialog);
            QMetaObject::invokeMethod(dialog, "openFor", Q_ARG(QVariant, 0));
            QTRY_VERIFY(dialog->property("opened").toBool());
            for (const QString tab : {u"resource"_s, u"figure"_s, u"meter"_s, u"holder"_s}) {
                dialog->setProperty("tab", tab);
                if (tab == u"meter"_s) {
                    dialog->setProperty("meter", u"threat"_s);
                    problems += checkEverywhere(u"correction, threat"_s);
                    dialog->setProperty("meter", u"suspicion"_s);
                }
                problems += checkEverywhere(u"correction, "_s + tab);
            }
            QMetaObject::invokeMethod(dialog, "close");
            QTRY_VERIFY(!dialog->property("visible").toBool());
        }

        problems.removeDuplicates();
        for (const QString &p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems (above)"_s.arg(problems.size())));
        for (qsizetype i = warningsBefore; i < m_warnings.size(); ++i)
            qWarning("%s", qPrintable(m_warnings.at(i).toString()));
        QCOMPARE(m_warnings.size(), warningsBefore);
    }

    // The Undo button's tooltip does not cover Redo.
    void undoTooltipLeavesRedoClear()
    {
        const auto it = catalog().find({0, 3, int(mc::Decision::Turn)});
        QVERIFY(it != catalog().end() && it->second.first);
        QQuickItem *page = openSave(*it->second.first);
        QVERIFY(page);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            setSize(size);
            QQuickItem *undo = findItem(page, u"undoButton"_s);
            QQuickItem *redo = findItem(page, u"redoButton"_s);
            QVERIFY(undo && redo);
            // Offscreen there are no hover effects (the style hint is off); a desktop with a mouse has them.
            undo->setProperty("hoverEnabled", true);
            QTest::mouseMove(m_window, QPoint(10, size.height() - 10));
            QTest::mouseMove(m_window, undo->mapToScene(QPointF(undo->width() / 2, undo->height() / 2)).toPoint());
            // The name is the ToolTip's (a Popup, not an item): its drawn item is its content's parent.
            auto *tipPopup = undo->findChild<QObject *>(u"undoTip"_s);
            QVERIFY(tipPopup);
            QTRY_VERIFY_WITH_TIMEOUT(tipPopup->property("visible").toBool() && tipPopup->property("opacity").toReal() > 0.99,
                                     3000);
            auto *tipContent = tipPopup->property("contentItem").value<QQuickItem *>();
            QQuickItem *tip = tipContent ? tipContent->parentItem() : nullptr;
            QVERIFY(tip && tip->isVisible());
            const QRectF tipRect = tip->mapRectToScene(QRectF(0, 0, tip->width(), tip->height()));
            const QRectF redoRect = redo->mapRectToScene(QRectF(0, 0, redo->width(), redo->height()));
            QVERIFY2(!tipRect.intersects(redoRect), qPrintable(rectText(tipRect) + u" covers Redo at "_s + rectText(redoRect)));
            QVERIFY2(inside(QRectF(0, 0, size.width(), size.height()), tipRect), qPrintable(rectText(tipRect)));
            QTest::mouseMove(m_window, QPoint(10, size.height() - 10));
            // Gone with the pointer, at once: no fade left it half drawn beside the button.
            QVERIFY(!tipPopup->property("visible").toBool());
            QTRY_VERIFY(!tip->isVisible());
        }
    }

    // The new-game wizard with four players: the last seat's starting-Mourner list opens inside the
    // window, and the wizard itself fits.
    void wizardListsInsideWindow()
    {
        goHome();
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"tableGame"_s), Q_ARG(QVariant, u"Table"_s));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(m_window->contentItem(), u"gamePage"_s)) && page->isVisible());
        QTRY_VERIFY(page->parentItem() && !page->parentItem()->property("busy").toBool());
        QQuickItem *wizard = findItem(page, u"gameSetupForm"_s);
        QVERIFY(wizard);
        QVERIFY(wizard->setProperty("players", 4));
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            setSize(size);
            QQuickItem *mourner = nullptr;
            QTRY_VERIFY((mourner = findItem(page, u"mourner3"_s)) && mourner->isVisible());
            QStringList problems = checkNow(u"wizard"_s);
            // Scrolled into view as a person would, then opened.
            if (QQuickItem *flick = mourner->parentItem(); flick) {
                for (QQuickItem *f = flick; f; f = f->parentItem())
                    if (isFlickable(f)) {
                        const qreal bottom = mourner->mapToItem(f->property("contentItem").value<QQuickItem *>(),
                                                                QPointF(0, mourner->height()))
                                                     .y();
                        f->setProperty("contentY", qMax(0.0, bottom - f->height()));
                        break;
                    }
            }
            QVERIFY(mctest::waitForLayout(m_window));
            mctest::clickCentre(m_window, mourner);
            QQuickItem *list = nullptr;
            QTRY_VERIFY((list = popupOf(mourner)) && list->isVisible() && list->opacity() > 0.99);
            QVERIFY2(inside(QRectF(0, 0, size.width(), size.height()), list->mapRectToScene(list->boundingRect())),
                     qPrintable(rectText(list->mapRectToScene(list->boundingRect()))));
            problems += checkNow(u"wizard list"_s);
            // Closed by its popup: the list is a Popup without keyboard focus, so Escape (sent to the
            // window's focus item) does not reach it here; what is checked is where it opens.
            QObject *listPopup = nullptr;
            for (QObject *o : mourner->children())
                if (o->inherits("QQuickPopup"))
                    listPopup = o;
            QVERIFY(listPopup);
            QMetaObject::invokeMethod(listPopup, "close");
            QTRY_VERIFY(!list->isVisible());
            problems.removeDuplicates();
            for (const QString &p : std::as_const(problems))
                qWarning("%s", qPrintable(p));
            QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems (above)"_s.arg(problems.size())));
        }
    }

    void cleanupTestCase()
    {
        if (m_window)
            goHome();
        QTest::qWait(50);
        for (const QQmlError &w : std::as_const(m_warnings))
            qWarning("%s", qPrintable(w.toString()));
        QCOMPARE(m_warnings.size(), 0);
    }

private:
    void goHome() { QVERIFY(mctest::goHome(m_window)); }

    void setSize(QSize size)
    {
        if (m_window->size() == size)
            return; // as it is: no wait
        m_window->resize(size);
        QTRY_COMPARE(m_window->size(), size);
        QVERIFY(mctest::waitForLayout(m_window));
    }

    // The save opened with the controller and shown on a game page, as Continue does.
    QQuickItem *openSave(const QByteArray &json)
    {
        const QString file = m_dir.path() + u"/open.json"_s;
        const mc::Game::LoadResult saved = mc::Game::fromJson(json);
        mc::Problem why;
        if (!saved.ok() || !saved.game.save(file, &why)) {
            qWarning("%s %s", qPrintable(saved.ok() ? QString() : mc::problemKey(saved.problems.front())), qPrintable(mc::problemKey(why)));
            return nullptr;
        }
        // The page of the last row goes on with the new game when the mode is the same (as after an
        // undo); a new page otherwise.
        QQuickItem *page = findItem(m_window->contentItem(), u"gamePage"_s);
        const QString mode = saved.game.setup().mode == mc::Mode::Table ? u"table"_s : u"digital"_s;
        const bool samePage = page && page->property("initialMode").toString() == mode;
        if (!samePage && !mctest::goHome(m_window))
            return nullptr;
        if (!m_controller->load(file))
            return nullptr;
        return samePage ? page : mctest::showGamePage(m_window, m_controller->mode());
    }

    QStringList checkNow(const QString &where)
    {
        QStringList problems;
        // Layouts and Flows place their items at the next polish: checked once it is done.
        if (!mctest::waitForLayout(m_window))
            problems << u"[%1] the window was still being laid out after 20 s"_s.arg(where);
        // The delegates a list gave up when its model changed go at the event loop's next turn, before
        // the next frame: gone before the screen is judged (one lying over its successor read as faint).
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        // The phase guide's long explanation is cut to the lines that fit and shown whole on hover; so are a
        // player's Wallows line (its card whole in the tooltip and the accessible description) and the
        // last round's one-line note.
        mctest::checkTree(m_window->contentItem(), problems,
                          {.mayElide = {u"guideText"_s, u"wallowsLabel"_s}});
        // Every text readable on what is under it, in both themes (colours do not change with the size),
        // and every control large enough for a finger.
        if (m_window->width() == 1280) {
            mctest::checkContrast(m_window, m_window->contentItem(), problems);
            if (!m_window->property("dark").toBool())
                mctest::checkTouchTargets(m_window->contentItem(), problems);
        }
        const QString at = u"[%1 %2x%3 %4] "_s.arg(where)
                                   .arg(m_window->width())
                                   .arg(m_window->height())
                                   .arg(m_window->property("dark").toBool() ? u"dark"_s : u"light"_s);
        for (QString &p : problems)
            p.prepend(at);
        return problems;
    }

    QStringList checkEverywhere(const QString &where)
    {
        QStringList problems;
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            setSize(size);
            for (const QString theme : {u"light"_s, u"dark"_s}) {
                m_window->setProperty("themeOverride", theme);
                problems += checkNow(where);
            }
        }
        m_window->setProperty("themeOverride", u"light"_s);
        setSize(QSize(1280, 800));
        return problems;
    }

    // The list a ChoiceButton opens: its popup's item, found in the window's overlay.
    QQuickItem *popupOf(QQuickItem *button)
    {
        auto *popup = button->findChild<QObject *>();
        for (QObject *o : button->children())
            if (o->inherits("QQuickPopup"))
                popup = o;
        if (!popup || !popup->inherits("QQuickPopup"))
            return nullptr;
        return popup->property("contentItem").value<QQuickItem *>() ? popup->property("contentItem").value<QQuickItem *>()->parentItem()
                                                                      : nullptr;
    }

    QTemporaryDir m_dir;
    QQmlApplicationEngine m_engine;
    QList<QQmlError> m_warnings;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;
};

QTEST_MAIN(TestOverflow)
#include "tst_overflow.moc"
