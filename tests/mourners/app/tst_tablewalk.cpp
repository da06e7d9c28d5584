// Two rounds of a TABLE game entered by clicking alone in the main window, as the person at the laptop
// would follow a game played on the table: the "New table game" tile, the new-game wizard (the number of
// players, the oldest, each player's faction), "Start the game", then at every decision what the table
// tells them to enter (dice faces, piles, picks, the Court draft, the Wallows, the tithe's hand-over and
// bids, Pass, the notices' "Understood"), picked among the guide's buttons with a seeded random choice,
// until round 3 begins. Nothing to click, a warning or a crash fails; the failure names the walk, the
// step and the screen. The figures: clicks and seconds per round, and the clicks of each kind of screen.
// The table's public questions of one kind (the Wallows cards dealt, end-of-round abilities, Wallows
// objectives met) are one screen for every player: the walk names each Wallows card and answers Yes
// or No per row (seeded), takes two actions per player in the action phase (a normal round: nobody passes
// before their two actions unless nothing else can be done, and the round's last passes are one tap, "All
// pass"; a Court card's way with one outcome is one tap), and a 4-player round must take at most
// kMaxTapsPerRound clicks, kMaxQuestionTapsPerRound of them for the bids and those questions.
//
// Each walk may also take the earlier screens (the phase guide's askTogether off: one question at a
// time, "I am <name>" and a confirmation per bid) to tell the taps they cost.
//
// ctest walks one 3-player and one 4-player game in English, light, and the same 4-player game with
// the earlier screens. TABLEWALK_FULL=1 walks 3 and 4 players × English
// and German × light and dark, and once per run, in round 2, closes the game page and opens it again
// with Continue (the reopened decision must show its buttons). TABLEWALK_SHOTS=<folder> saves a
// screenshot of each walk's new screen states (one sub-folder per walk); TABLEWALK_DEBUG=1 prints each click;
// TABLEWALK_PAUSE_MS=<ms> waits as long before each decision's click, as a person does (bench/figures.py:
// what the app does while input rests, such as IdleCollector's collection, falls between the clicks). Run it with QT_QPA_PLATFORM=xcb
// on a display to walk in a real window.

#include "frametiming.h"
#include "gamecontroller.h"
#include "guide.h"
#include "language.h"
#include "model/mourners/game.h"

#include <QDir>
#include <QElapsedTimer>
#include <QMap>
#include <QFile>
#include <QMutex>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <memory>
#include <utility>

#include "quickitems.h"
#include "walkitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;
using namespace walk;

// A normal 4-player round at a table, every decision entered by clicking: at most this many taps. The
// walks take 33-39 (the earlier screens 39-49), the action phase 10-12 of them.
constexpr int kMaxTapsPerRound = 40;
// Of them, the blind bids and the table's public questions (Wallows cards, clean-up's end-of-round
// abilities and Wallows objectives): one tap per bidder, one per named card or Yes, one confirmation per
// screen. The walks take 9-13.
constexpr int kMaxQuestionTapsPerRound = 14;

struct WalkFigures {
    QString name;
    int players = 0;
    int setupClicks = 0;
    QList<int> clicks;  // per round (index 0: round 1)
    QList<QMap<QString, int>> kinds; // per round: clicks per kind of screen
    QList<qint64> ms;   // per round
    bool reopened = false;
};

} // namespace

class TestTableWalk : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tablewalk-test"_s);
        QVERIFY(m_home.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
            qputenv(var, QFile::encodeName(m_home.path() + u"/xdg/"_s + QString::fromLatin1(var).toLower()));
        m_shotDir = qEnvironmentVariable("TABLEWALK_SHOTS");
        g_where = u"loading the window"_s;
        // TABLEWALK_TIMING=1: each click's GUI-thread time (its handling and its frame's polish and sync),
        // by kind of screen: a figure for bench/figures.py, not a pass/fail.
        m_timing = qEnvironmentVariableIsSet("TABLEWALK_TIMING");
        if (m_timing)
            mctest::frametiming::enable();
        g_previous = qInstallMessageHandler([](QtMsgType type, const QMessageLogContext &context, const QString &text) {
            if (!mctest::frametiming::record(context, text))
                recordMessage(type, context, text);
        });
        m_engine = std::make_unique<QQmlApplicationEngine>();
        m_window = mctest::loadMainWindow(*m_engine, u"light"_s);
        QVERIFY(m_window);
        m_window->resize(1280, 800);
        QTRY_COMPARE(m_window->size(), QSize(1280, 800));
        m_controller = m_engine->singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(m_controller);
        // As when the language is changed in Settings (the page's QML takes the singleton): every
        // screen already made, the home too, is retranslated.
        Language::instance()->addEngine(m_engine.get());
        m_controller->setAutosaveDirectory(m_home.path() + u"/autosave"_s);
        m_controller->autosave()->waitForScan();
    }

    void cleanupTestCase()
    {
        g_where = u"closing"_s;
        Language::instance()->choose(u"en"_s);
        m_engine.reset();
        qInstallMessageHandler(g_previous);
        for (const WalkFigures &f : std::as_const(m_figures))
            report(f);
        if (m_timing)
            reportTiming();
    }

    // Before the first game, the game page made ahead at the home screen holds the players' panels
    // already (GameController.prepareTable): the click that starts the game fills them in instead of
    // making them. (Not in the walk itself: bench/figures.py builds an earlier commit with this walk.)
    void pageMadeAheadHoldsThePanels()
    {
        g_where = u"the home screen before the first game"_s;
        QVERIFY(!m_controller->hasGame());
        QTRY_VERIFY_WITH_TIMEOUT(madeAhead(), 60000);
        QVERIFY2(findItem(madeAhead(), u"playerPanel0"_s), "the page made ahead has no player's panel");
    }

    void walkTwoRounds_data()
    {
        QTest::addColumn<int>("players");
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<bool>("together");
        if (qEnvironmentVariableIntValue("TABLEWALK_FULL") == 0) {
            QTest::newRow("3p-en-light") << 3 << u"en"_s << u"light"_s << quint32(20261126) << true;
            QTest::newRow("4p-en-light") << 4 << u"en"_s << u"light"_s << quint32(20261127) << true;
            // The same game with the earlier screens: one question at a time, "I am" and a confirmation per bid.
            QTest::newRow("4p-en-light-one-at-a-time") << 4 << u"en"_s << u"light"_s << quint32(20261127) << false;
            return;
        }
        quint32 seed = 101;
        for (int players : {3, 4})
            for (const QString &language : {u"en"_s, u"de"_s})
                for (const QString &theme : {u"light"_s, u"dark"_s})
                    QTest::newRow(qPrintable(u"%1p-%2-%3"_s.arg(players).arg(language, theme)))
                            << players << language << theme << seed++ << true;
        for (quint32 s = 105; s <= 108; ++s)
            QTest::newRow(qPrintable(u"4p-en-light-one-at-a-time-%1"_s.arg(s))) << 4 << u"en"_s << u"light"_s << s << false;
    }

    void walkTwoRounds()
    {
        QFETCH(int, players);
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QFETCH(quint32, seed);
        QFETCH(bool, together);
        WalkFigures figures;
        figures.name = QString::fromLatin1(QTest::currentDataTag());
        figures.players = players;
        m_walk = figures.name;
        m_rng.seed(seed);
        m_seed = seed;
        m_step = 0;
        m_shot.clear();
        if (!m_shotDir.isEmpty())
            QVERIFY(QDir().mkpath(m_shotDir + u'/' + m_walk));
        g_where = m_walk + u", choosing the language and theme"_s;
        QVERIFY(Language::instance()->choose(language));
        m_window->setProperty("themeOverride", theme);
        QTest::qWait(50);

        startFromTheWizard(players, figures.setupClicks);
        if (QTest::currentTestFailed())
            return;
        // The comparison: the table's questions one at a time and the longer bid hand-off, as before.
        {
            QList<QQuickItem *> all;
            collect(m_window->contentItem(), all);
            bool set = false;
            for (QQuickItem *i : std::as_const(all))
                if (i->property("askTogether").isValid())
                    set = i->setProperty("askTogether", together);
            QVERIFY2(set, "the phase guide's askTogether");
        }
        // The reopening: once per run of the full walk, in the first walk's round 2.
        const bool reopen = qEnvironmentVariableIntValue("TABLEWALK_FULL") != 0 && !m_reopenedOnce;
        walkToRoundThree(figures, reopen);
        if (QTest::currentTestFailed())
            return;
        m_figures.append(figures);
        report(figures);
        // The table's taps per round: the questions of every player on one screen, the blind bids' short
        // hand-offs. A 4-player round that needs more has grown back.
        if (players == 4 && together)
            for (int r = 0; r < figures.clicks.size(); ++r) {
                QVERIFY2(figures.clicks.at(r) <= kMaxTapsPerRound,
                         qPrintable(u"%1: round %2 took %3 taps (at most %4): %5"_s.arg(m_walk).arg(r + 1)
                                            .arg(figures.clicks.at(r)).arg(kMaxTapsPerRound).arg(kindsText(figures.kinds.value(r)))));
                int questions = 0;
                const QMap<QString, int> &kinds = figures.kinds.at(r);
                for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
                    if (it.key().startsWith(u"bid"_s) || it.key().startsWith(u"questions-"_s) || it.key() == u"deal-wallows"_s
                        || it.key() == u"end-of-round"_s || it.key() == u"wallows-result"_s)
                        questions += it.value();
                QVERIFY2(questions <= kMaxQuestionTapsPerRound,
                         qPrintable(u"%1: round %2 took %3 taps for bids and the table's questions (at most %4): %5"_s.arg(m_walk)
                                            .arg(r + 1).arg(questions).arg(kMaxQuestionTapsPerRound).arg(kindsText(kinds))));
            }

        const QStringList warnings = walk::warnings();
        for (const QString &w : std::as_const(warnings))
            qWarning("warning after %s", qPrintable(w));
        QVERIFY2(warnings.isEmpty(), qPrintable(u"%1 warnings, the first after %2"_s.arg(warnings.size()).arg(warnings.value(0))));
    }

private:
    static QString kindsText(const QMap<QString, int> &kinds)
    {
        QStringList parts;
        for (auto it = kinds.cbegin(); it != kinds.cend(); ++it)
            parts << u"%1 %2"_s.arg(it.key()).arg(it.value());
        return parts.join(u", "_s);
    }

    static void report(const WalkFigures &f)
    {
        QStringList rounds;
        for (int r = 0; r < f.clicks.size(); ++r)
            rounds << u"round %1: %2 clicks, %3 s"_s.arg(r + 1).arg(f.clicks.at(r)).arg(double(f.ms.value(r)) / 1000.0, 0, 'f', 1);
        qInfo("%s: wizard %d clicks; %s%s", qPrintable(f.name), f.setupClicks, qPrintable(rounds.join(u"; "_s)),
              f.reopened ? "; closed and reopened with Continue in round 2 (those 2 clicks not counted)" : "");
        for (int r = 0; r < f.kinds.size(); ++r)
            qInfo("%s: round %d by screen: %s", qPrintable(f.name), r + 1, qPrintable(kindsText(f.kinds.at(r))));
    }

    void click(QQuickItem *item, int &clicks, const QString &what)
    {
        QVERIFY2(clickable(item), qPrintable(u"%1: %2 cannot be clicked"_s.arg(m_walk, what)));
        const QPointer<QQuickItem> alive(item);
        ensureInView(item);
        // A button that just appeared (a Court card's other way of playing) lies below the list's old
        // content height until the list is laid out again: scroll once more then.
        (void)QTest::qWaitFor([&] {
            if (!alive)
                return true;
            ensureInView(item);
            const QPointF c = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
            return QRectF(QPointF(0, 0), QSizeF(m_window->size())).contains(c);
        }, 2000);
        if (!alive || !clickable(item))
            return;
        const QPoint centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
        QVERIFY2(QRect(QPoint(0, 0), m_window->size()).contains(centre),
                 qPrintable(u"%1: %2 lies outside the window at %3,%4"_s.arg(m_walk, what).arg(centre.x()).arg(centre.y())));
        if (qEnvironmentVariableIsSet("TABLEWALK_DEBUG"))
            qInfo("CLICK %s [%s at %d,%d]", qPrintable(what), qPrintable(item->objectName()), centre.x(), centre.y());
        // As a person's pointer: moved onto the button first (a card's text shown for the place the pointer
        // left goes away), then clicked.
        QElapsedTimer clock;
        mctest::frametiming::arm(m_timing);
        clock.start();
        QTest::mouseMove(m_window, centre);
        QTest::mouseClick(m_window, Qt::LeftButton, {}, centre);
        const double handling = double(clock.nsecsElapsed()) / 1e6;
        ++clicks;
        if (m_timing) {
            const bool drawn = QTest::qWaitFor([] { return mctest::frametiming::frameMs() >= 0; }, 1000);
            mctest::frametiming::disarm();
            m_clickMs[m_timingScreen].push_back(handling + (drawn ? mctest::frametiming::frameMs() : 0));
            // Each click's figures, to find the slow ones: handling, then the frame's GUI-thread work.
            qInfo("click %6.1f ms + frame %5.1f ms on %s: %s", handling, drawn ? mctest::frametiming::frameMs() : 0.0,
                  qPrintable(m_timingScreen), qPrintable(what));
            m_handlingMs.push_back(handling);
        }
    }

    //! The clicks' GUI-thread times (TABLEWALK_TIMING=1): all of them, then by kind of screen, slowest first.
    void reportTiming()
    {
        std::vector<double> all;
        QList<std::pair<double, QString>> kinds;
        for (auto it = m_clickMs.begin(); it != m_clickMs.end(); ++it) {
            all.insert(all.end(), it->begin(), it->end());
            std::vector<double> v = *it;
            const double worst = *std::max_element(v.begin(), v.end());
            kinds.append({worst, u"%1 (%2 clicks): %3"_s.arg(it.key()).arg(v.size()).arg(mctest::frametiming::summary(v))});
        }
        const double within = mctest::frametiming::shareWithin(all, 16.0);
        qInfo("click handling on the GUI thread: %zu clicks, %s", m_handlingMs.size(),
              qPrintable(mctest::frametiming::summary(m_handlingMs)));
        qInfo("handling + the frame's GUI-thread work: %s, within 16 ms: %.1f%%", qPrintable(mctest::frametiming::summary(all)), within);
        std::sort(kinds.begin(), kinds.end(), [](const auto &a, const auto &b) { return a.first > b.first; });
        for (const auto &k : std::as_const(kinds))
            qInfo("  %s", qPrintable(k.second));
    }

    QQuickItem *stack() const { return stackView(m_window); }

    // The game page the home screen made ahead, once made; null before.
    QQuickItem *madeAhead() const
    {
        QQmlExpression e(qmlContext(m_window), m_window,
                         u"madeScreens ? madeScreens.find(s => s.gamePage !== undefined).readyPage : null"_s);
        return qvariant_cast<QQuickItem *>(e.evaluate());
    }

    // Whether the glyphs of the pages made ahead are drawn (GlyphWarmer), as they are while a person
    // looks at the screen a moment. A build from before GlyphWarmer (bench/figures.py's baseline walks
    // with this file) has none to wait for.
    bool glyphsDrawn() const
    {
        QQmlExpression e(qmlContext(m_window), m_window, u"typeof GlyphWarmer === \"undefined\" || !GlyphWarmer.busy"_s);
        return e.evaluate().toBool();
    }

    void startFromTheWizard(int players, int &clicks)
    {
        g_where = m_walk + u", the new-game wizard"_s;
        m_timingScreen = u"wizard"_s;
        if (findItem(m_window->contentItem(), u"gamePage"_s))
            QVERIFY(mctest::goHome(m_window));
        QQuickItem *views = stack();
        QVERIFY(views);
        QQuickItem *tile = nullptr;
        QTRY_VERIFY(clickable(tile = findItem(m_window->contentItem(), u"tableGameTile"_s)));
        // As a person, who looks at the home screen a moment before the tile: meanwhile the home screen
        // makes the game page ahead (MournersScreens.prepare).
        QTRY_VERIFY_WITH_TIMEOUT(madeAhead() && glyphsDrawn(), 60000);
        shoot(u"home"_s);
        click(tile, clicks, u"the New table game tile"_s);
        QQuickItem *form = nullptr;
        QTRY_VERIFY(shown(form = findItem(m_window->contentItem(), u"gameSetupForm"_s)));
        QTRY_VERIFY(!views->property("busy").toBool());
        shoot(u"wizard"_s);

        QQuickItem *count = findItem(form, u"playerCount%1"_s.arg(players));
        if (form->property("players").toInt() != players)
            click(count, clicks, u"the number of players"_s);
        QTRY_COMPARE(form->property("players").toInt(), players);
        const int oldest = int(m_rng.bounded(quint32(players)));
        if (form->property("oldest").toInt() != oldest)
            click(findItem(form, u"oldest%1"_s.arg(oldest)), clicks, u"the oldest player"_s);
        QTRY_COMPARE(form->property("oldest").toInt(), oldest);
        static const QStringList factions{u"bone"_s, u"flesh"_s, u"spirit"_s};
        for (int i = 0; i < players; ++i) {
            const QString f = factions.at(int(m_rng.bounded(3u)));
            if (form->property("factions").toStringList().value(i) == f)
                continue;
            QQuickItem *button = nullptr;
            QTRY_VERIFY(clickable(button = findItem(form, u"faction%1%2"_s.arg(i).arg(f))));
            click(button, clicks, u"the faction of player %1"_s.arg(i + 1));
            QTRY_COMPARE(form->property("factions").toStringList().value(i), f);
        }
        shoot(u"wizard-filled-%1p"_s.arg(players));
        click(findItem(m_window->contentItem(), u"startGame"_s), clicks, u"Start the game"_s);
        QQuickItem *page = nullptr;
        const bool started = QTest::qWaitFor([&] {
            return (page = findItem(m_window->contentItem(), u"gamePage"_s)) && page->property("started").toBool();
        });
        if (!started) {
            QQuickItem *error = findItem(m_window->contentItem(), u"setupError"_s);
            shoot(u"wizard-did-not-start"_s);
            QFAIL(qPrintable(m_walk + u": the game did not start: "_s + (error ? error->property("text").toString() : QString())));
        }
        QCOMPARE(m_controller->mode(), u"table"_s);
        QTRY_VERIFY(!views->property("busy").toBool());
        // As a person, who reads the table a moment before the first choice: meanwhile the guide makes
        // the panels of the decisions to come (PhaseGuide's panelsAhead), a few tenths of a second each.
        QQuickItem *guide = findItem(page, u"phaseGuideContent"_s);
        QVERIFY(guide);
        QTRY_VERIFY_WITH_TIMEOUT(guide->property("panelsMade").toBool() && glyphsDrawn(), 60000);
    }

    // What the person at the laptop would click now, and the name of the screen (null: nothing).
    QQuickItem *nextClick(QQuickItem *page, QString &screen)
    {
        const QString kind = m_controller->guide()->decisionKind();
        if (QQuickItem *undo = findItem(page, u"undoHandOff"_s); shown(undo)) {
            screen = u"undo-handoff"_s;
            return findItem(undo, u"handOffCancel"_s);
        }
        if (QQuickItem *handOff = findItem(page, u"handOff"_s); shown(handOff)) {
            screen = u"handoff-"_s + kind;
            return findItem(handOff, u"iAmButton"_s);
        }
        if (QQuickItem *reveal = findItem(page, u"titheReveal"_s); shown(reveal)) {
            screen = u"tithe-reveal"_s;
            return findItem(reveal, u"revealOk"_s);
        }
        if (QQuickItem *notice = findItem(page, u"meterNotice"_s); shown(notice)) {
            screen = m_controller->guide()->notices()->rowCount() > 1 ? u"notices-several"_s : u"notice-then-"_s + kind;
            return findItem(notice, u"noticeOk"_s);
        }
        if (m_controller->gameOver()) {
            screen = u"end"_s;
            return nullptr;
        }
        QQuickItem *guide = findItem(page, u"phaseGuide"_s);
        if (!shown(guide))
            return nullptr;
        if (kind == u"bid"_s) {
            QQuickItem *privacy = findItem(guide, u"tithePrivacy"_s);
            if (!shown(privacy))
                return nullptr;
            if (privacy->property("stage").toString() == u"handover"_s && !privacy->property("quickBid").toBool()) {
                screen = u"bid-handover"_s;
                return findItem(privacy, u"iAmButton"_s);
            }
            screen = u"bid"_s;
            // At a table the amount tapped is the bid (no confirmation).
            if (QQuickItem *confirm = findItem(privacy, u"confirmBid"_s); shown(confirm) && privacy->property("amount").toInt() >= 0)
                return confirm;
            return pick(guide, [](QQuickItem *i) { return i->objectName().startsWith(u"bidButton"_s); });
        }
        if (QQuickItem *panel = findItem(guide, u"tableQuestions"_s); shown(panel)) {
            screen = u"questions-"_s + kind;
            if (kind == u"deal-wallows"_s) {
                // The table names each player's face-up card; with none left to name, the rest are unknown.
                if (QQuickItem *card = pick(panel, [](QQuickItem *i) { return i->objectName().startsWith(u"dealCard"_s); }))
                    return card;
                return findItem(panel, u"confirmAnswers"_s);
            }
            // Yes or No per row, drawn from the walk's seed, the round and the row: each Yes is a tap.
            const QVariantList rows = m_controller->questions()->rows();
            for (int i = 0; i < rows.size(); ++i) {
                QRandomGenerator draw(m_seed * 131u + quint32(m_controller->round()) * 17u + quint32(i) + (kind == u"end-of-round"_s ? 7u : 0u));
                if (draw.bounded(2u) == 1 && rows.at(i).toMap().value(u"answer"_s).toInt() != 1)
                    return findItem(panel, u"answerYes%1"_s.arg(i));
            }
            return findItem(panel, u"confirmAnswers"_s);
        }
        screen = kind;
        // A normal round: each player takes two actions at most, then passes (R-ACT-2); a Court card
        // chosen is played (one of its ways), not put back for another.
        if (kind == u"turn"_s && m_turnActions.value(m_controller->guide()->currentSeat()) >= 2) {
            // Everyone has taken their two actions: the round's last passes come together (one tap).
            bool allDone = true;
            for (int seat = 0; seat < m_controller->game().setup().players; ++seat)
                allDone = allDone && m_turnActions.value(seat) >= 2;
            if (QQuickItem *all = findItem(guide, u"everyonePasses"_s); allDone && clickable(all))
                return all;
            if (QQuickItem *pass = findItem(guide, u"passButton"_s); clickable(pass))
                return pass;
        }
        if (kind == u"turn"_s && m_cardChosen)
            if (QQuickItem *way = pick(findItem(guide, u"courtTargets"_s), [](QQuickItem *i) { return i->objectName().startsWith(u"choice"_s); }))
                return way;
        // A player passes once done (above), or when nothing else can be done.
        if (kind == u"turn"_s)
            if (QQuickItem *act = pick(guide, [](QQuickItem *i) {
                    const QString name = i->objectName();
                    return name.startsWith(u"choice"_s) || name == u"playOtherCard"_s
                           || (name == u"courtWay"_s && !i->property("checked").toBool());
                }))
                return act;
        return pick(guide, [](QQuickItem *i) {
            const QString name = i->objectName();
            // The die's faces as rolled at the table (not "Roll for me": the table rolls).
            if (name.startsWith(u"roll"_s))
                return name != u"rollForMe"_s;
            if (name.startsWith(u"choice"_s) || name == u"passButton"_s || name == u"playOtherCard"_s)
                return true;
            return isCourtWayToTap(i);
        });
    }

    template<typename Pred>
    QQuickItem *pick(QQuickItem *root, Pred pred)
    {
        const QList<QQuickItem *> options = reachableButtons(m_window, root, pred, [this](QQuickItem *i) {
            m_unreachable.insert(m_controller->guide()->decisionKind() + u": “"_s + i->property("text").toString() + u"”"_s);
        });
        if (options.isEmpty())
            return nullptr;
        // Drawn from the walk's seed and the step: the same clicks with or without screenshots.
        QRandomGenerator draw(m_seed * 7919u + quint32(m_step));
        return options.at(int(draw.bounded(quint32(options.size()))));
    }

    // Closes the game page (the window's back arrow) and opens the game again with Continue.
    void closeAndContinue(int &clicks)
    {
        g_where = m_walk + u", closing the game page"_s;
        shoot(u"before-reopen"_s);
        QQuickItem *back = nullptr;
        QList<QQuickItem *> all;
        collect(m_window->contentItem(), all);
        for (QQuickItem *i : std::as_const(all))
            if (i->inherits("QQuickToolButton") && i->property("text").toString() == u"\u2190"_s && clickable(i))
                back = i;
        click(back, clicks, u"the back arrow"_s);
        QTRY_VERIFY(!findItem(m_window->contentItem(), u"gamePage"_s));
        QQuickItem *tile = nullptr;
        QTRY_VERIFY(clickable(tile = findItem(m_window->contentItem(), u"continueTile"_s)));
        QTest::qWait(50);
        shoot(u"home-with-continue"_s);
        g_where = m_walk + u", Continue"_s;
        click(tile, clicks, u"the Continue tile"_s);
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = findItem(m_window->contentItem(), u"gamePage"_s)) && page->property("started").toBool());
        QTRY_VERIFY(!stack()->property("busy").toBool());
        QString screen;
        QVERIFY2(QTest::qWaitFor([&] { return nextClick(page, screen) != nullptr; }, 20000),
                 qPrintable(m_walk + u": the reopened decision “%1” shows nothing to click"_s.arg(screen)));
        shoot(u"reopened-"_s + screen);
    }

    void walkToRoundThree(WalkFigures &figures, bool reopen)
    {
        QQuickItem *page = findItem(m_window->contentItem(), u"gamePage"_s);
        QVERIFY(page);
        QElapsedTimer total;
        total.start();
        QElapsedTimer roundTimer;
        roundTimer.start();
        int round = m_controller->round();
        QCOMPARE(round, 1);
        figures.clicks = {0};
        figures.kinds = {QMap<QString, int>()};
        figures.ms = {0};
        std::size_t lastActions = m_controller->game().actions().size();
        int clicksSinceProgress = 0;
        int clicksInRoundTwo = 0;
        int step = 0;
        m_turnActions.clear();
        m_turnPassSeen = false;
        while (m_controller->round() < 3) {
            if (m_controller->round() != round) {
                figures.ms.last() = roundTimer.restart();
                round = m_controller->round();
                m_turnActions.clear();
                figures.clicks.append(0);
                figures.kinds.append(QMap<QString, int>());
                figures.ms.append(0);
            }
            const std::size_t actions = m_controller->game().actions().size();
            if (actions != lastActions) {
                lastActions = actions;
                clicksSinceProgress = 0;
            }
            const QString where = u"%1, step %2 (round %3, %4 of seat %5, %6 actions)"_s.arg(m_walk)
                                          .arg(step)
                                          .arg(round)
                                          .arg(m_controller->guide()->decisionKind())
                                          .arg(m_controller->guide()->currentSeat() + 1)
                                          .arg(actions);
            g_where = where;
            QVERIFY2(total.elapsed() < 300000, qPrintable(where + u": two rounds took longer than 5 minutes"_s));
            QVERIFY2(clicksSinceProgress < 200, qPrintable(where + u": 200 clicks and the game did not go on"_s));
            QVERIFY2(!m_controller->gameOver(), qPrintable(where + u": the game ended"_s));
            if (reopen && round == 2 && clicksInRoundTwo == 8) {
                int reopenClicks = 0; // not the table's: not counted in the round
                closeAndContinue(reopenClicks);
                if (QTest::currentTestFailed())
                    return;
                page = findItem(m_window->contentItem(), u"gamePage"_s);
                m_turnPassSeen = false; // a new page, new panels
                reopen = false;
                m_reopenedOnce = true;
                figures.reopened = true;
                continue;
            }
            QString screen;
            QQuickItem *target = nextClick(page, screen);
            if (!screen.isEmpty() && !m_shotDir.isEmpty() && !m_shot.contains(screen)) {
                shoot(screen);
                continue;
            }
            if (!target) {
                QString again;
                const bool found = QTest::qWaitFor([&] { return nextClick(page, again) != nullptr; }, 20000);
                if (!found)
                    shoot(u"dead-end-"_s + screen);
                QVERIFY2(found, qPrintable(where + u": a dead end on screen “%1”: nothing to click"_s.arg(screen)));
                continue;
            }
            if (!clickable(target))
                continue;
            // The turn's panel is made once and kept: every later turn, after the piles, bids and
            // majorities between, shows the same controls (made anew, a round's first turn cost a tenth
            // of a second).
            if (screen == u"turn"_s) {
                QQuickItem *pass = mctest::findVisible(page, u"passButton"_s);
                QVERIFY2(pass, qPrintable(where + u": the turn shows no Pass"_s));
                QVERIFY2(!m_turnPassSeen || pass == m_turnPass,
                         qPrintable(where + u": the turn's panel was made anew"_s));
                m_turnPass = pass;
                m_turnPassSeen = true;
            }
            const bool wayFirst = target->objectName() == u"courtWay"_s && target->property("checkable").toBool();
            if (screen == u"turn"_s && (target->objectName().startsWith(u"choice"_s) || target->objectName() == u"playOtherCard"_s
                                        || (target->objectName() == u"courtWay"_s && !wayFirst)))
                ++m_turnActions[m_controller->guide()->currentSeat()];
            m_cardChosen = screen == u"turn"_s && wayFirst;
            m_timingScreen = screen.startsWith(u"notice"_s) ? u"notices"_s : screen;
            // An answer on the table's questions keeps every row's controls (made anew, each answer cost
            // a tenth of a second): the first row's name is the same item after it.
            // (The last card dealt ends the deal and its screen: not that one.)
            int unnamed = 0;
            for (const QVariant &row : m_controller->questions()->rows())
                unnamed += row.toMap().value(u"answer"_s).toInt() == -2 ? 1 : 0;
            const bool answer = screen.startsWith(u"questions-"_s) && target->objectName() != u"confirmAnswers"_s
                                && (screen != u"questions-deal-wallows"_s || unnamed >= 2);
            const QPointer<QQuickItem> firstRow = answer ? findItem(page, u"questionSubject0"_s) : nullptr;
            // A person's pace (TABLEWALK_PAUSE_MS): the app's work at rest between two clicks happens here.
            if (m_pauseMs > 0)
                QTest::qWait(m_pauseMs);
            click(target, figures.clicks.last(), where + u", “"_s + target->property("text").toString() + u"” on “"_s + screen + u"”"_s);
            if (QTest::currentTestFailed())
                return;
            if (answer) {
                QVERIFY(mctest::waitForLayout(m_window));
                                QVERIFY2(firstRow && firstRow == findItem(page, u"questionSubject0"_s),
                         qPrintable(where + u": an answer on “"_s + screen + u"” made the rows anew"_s));
            }
            ++figures.kinds.last()[screen.startsWith(u"notice"_s) ? u"notices"_s : screen];
            ++clicksSinceProgress;
            if (round == 2)
                ++clicksInRoundTwo;
            ++step;
            m_step = step;
            // The next look at the screen once it is laid out after the click: the same game under load.
            QVERIFY(mctest::waitForLayout(m_window));
        }
        figures.ms.last() = roundTimer.elapsed();
        // The decision of round 3 is on screen.
        QString screen;
        QVERIFY2(QTest::qWaitFor([&] { return nextClick(page, screen) != nullptr; }, 20000),
                 qPrintable(m_walk + u": round 3's first decision shows nothing to click"_s));
        shoot(u"round3-"_s + screen);
        if (figures.clicks.size() > 2) { // round 3 began: its figures are not the walk's
            figures.clicks.resize(2);
            figures.kinds.resize(2);
            figures.ms.resize(2);
        }
    }

    void shoot(const QString &screen)
    {
        if (m_shotDir.isEmpty() || m_shot.contains(screen))
            return;
        m_shot.insert(screen);
        QTest::qWait(30);
        const QImage image = m_window->grabWindow();
        const QString file = u"%1/%2/%3-%4.png"_s.arg(m_shotDir, m_walk).arg(m_shot.size(), 2, 10, QChar(u'0')).arg(screen);
        if (!image.save(file))
            qInfo("could not save %s", qPrintable(file));
    }

    QTemporaryDir m_home;
    std::unique_ptr<QQmlApplicationEngine> m_engine;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;
    QString m_shotDir;
    QSet<QString> m_shot;
    QString m_walk;
    QRandomGenerator m_rng; // the wizard's choices
    quint32 m_seed = 0;
    int m_step = 0; // the decisions' clicks so far
    bool m_timing = false;
    int m_pauseMs = qEnvironmentVariableIntValue("TABLEWALK_PAUSE_MS");
    QString m_timingScreen = u"other"_s;
    QMap<QString, std::vector<double>> m_clickMs; // per kind of screen
    std::vector<double> m_handlingMs;
    QList<WalkFigures> m_figures;
    QSet<QString> m_unreachable;
    QMap<int, int> m_turnActions; // per seat: the actions taken in this round's action phase
    bool m_cardChosen = false;    // the last click chose a Court card of the hand
    QPointer<QQuickItem> m_turnPass; // the turn's Pass button as first shown on this page
    bool m_turnPassSeen = false;
    bool m_reopenedOnce = false;
};

QTEST_MAIN(TestTableWalk)
#include "tst_tablewalk.moc"
