// A monkey test of the whole window: seeded random clicks on whatever takes input and random keys, over
// every screen (table and digital games included, computer players thinking on their threads), with no
// crash and no warning at all. MONKEY_SEED and MONKEY_EVENTS choose the run (bench/monkey.sh runs a long
// one); a failure names the seed and the event, so `MONKEY_SEED=<seed> MONKEY_EVENTS=<event+1>` repeats it.
#include "computerplayers.h"
#include "frametiming.h"
#include "graphicsbackend.h"
#include "quickitems.h"

#include <QDesktopServices>
#include <QDir>
#include <QKeySequence>
#include <QElapsedTimer>
#include <QFile>
#include <QMutex>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QThreadPool>
#include <QTest>

#include <QLoggingCategory>
#include <QRegularExpression>

#include <algorithm>
#include <atomic>
#include <vector>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQml/qqml.h>

#include <cstdint>
#include <cstdio>

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

// Every warning of the run (QML's and qWarning/qCritical's), with the event it came after.
QMutex g_messagesLock;
QStringList g_messages;
int g_event = -1;
QtMessageHandler g_previousHandler = nullptr;

void recordMessage(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    if (mctest::frametiming::record(context, text))
        return; // a figure, not a message: kept out of the log
    if (type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg) {
        QMutexLocker lock(&g_messagesLock);
        g_messages << u"event %1: %2"_s.arg(g_event).arg(text);
    }
    if (g_previousHandler)
        g_previousHandler(type, context, text);
}

std::uint64_t envNumber(const char *name, std::uint64_t fallback)
{
    bool ok = false;
    const std::uint64_t v = qEnvironmentVariable(name).toULongLong(&ok);
    return ok ? v : fallback;
}

// splitmix64: the run depends on the seed only.
struct Rng {
    std::uint64_t x;
    std::uint64_t next()
    {
        std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        return z ^ (z >> 31);
    }
    int below(int n) { return int(((next() >> 32) * std::uint64_t(n)) >> 32); }
};

void collectItems(QQuickItem *root, QList<QQuickItem *> &out)
{
    out.append(root);
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        collectItems(child, out);
}

bool hasTapHandler(const QQuickItem *item)
{
    const auto children = item->children();
    for (const QObject *c : children)
        if (c->inherits("QQuickTapHandler"))
            return true;
    return false;
}

// What a person could click now: visible, enabled, on screen, and something that takes input. Controls
// that would end the program are left alone (the monkey tests the app, not its exit).
QList<QQuickItem *> clickable(QQuickWindow *window)
{
    QList<QQuickItem *> all;
    collectItems(window->contentItem(), all);
    QList<QQuickItem *> out;
    const QRect screen(QPoint(0, 0), window->size());
    for (QQuickItem *item : std::as_const(all)) {
        if (!item->isVisible() || !item->isEnabled() || item->opacity() <= 0 || item->width() < 2 || item->height() < 2)
            continue;
        const bool input = item->inherits("QQuickAbstractButton") || item->inherits("QQuickComboBox")
                           || item->inherits("QQuickSpinBox") || item->inherits("QQuickTextField")
                           || item->inherits("QQuickTextArea") || item->inherits("QQuickSlider")
                           || item->inherits("QQuickMouseArea") || item->inherits("QQuickTextInput")
                           || hasTapHandler(item);
        if (!input)
            continue;
        const QString name = item->objectName().toLower() + u' ' + item->property("text").toString().toLower();
        if (name.contains(u"quit"_s) || name.contains(u"exit"_s))
            continue;
        // The pixel the click goes to (clickCentre rounds): one on the right or bottom edge is outside.
        const QPoint centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2)).toPoint();
        if (!screen.contains(centre))
            continue;
        out.append(item);
    }
    return out;
}

QQuickItem *stackView(QQuickWindow *window)
{
    QList<QQuickItem *> all;
    collectItems(window->contentItem(), all);
    for (QQuickItem *item : std::as_const(all))
        if (item->inherits("QQuickStackView"))
            return item;
    return nullptr;
}

QString currentScreen(QQuickItem *stack)
{
    auto *page = stack ? stack->property("currentItem").value<QQuickItem *>() : nullptr;
    if (!page)
        return u"(none)"_s;
    QString name = page->objectName().isEmpty() ? QString::fromLatin1(page->metaObject()->className()) : page->objectName();
    // A game's page: which kind of game, and whether it runs or is still the new-game form.
    const QVariant digital = page->property("digital");
    if (digital.isValid())
        name += (digital.toBool() ? u"/digital"_s : u"/table"_s) + (page->property("started").toBool() ? u"/playing"_s : u"/setup"_s);
    return name;
}

struct Key {
    int key;
    Qt::KeyboardModifiers modifiers;
};
const Key kKeys[] = {
    {Qt::Key_Escape, {}}, {Qt::Key_Tab, {}},   {Qt::Key_Backtab, Qt::ShiftModifier}, {Qt::Key_Return, {}},
    {Qt::Key_Space, {}},  {Qt::Key_Left, {}},  {Qt::Key_Right, {}},                  {Qt::Key_Up, {}},
    {Qt::Key_Down, {}},   {Qt::Key_0, {}},     {Qt::Key_1, {}},                      {Qt::Key_3, {}},
    {Qt::Key_7, {}},      {Qt::Key_A, {}},     {Qt::Key_E, {}},                      {Qt::Key_X, {}},
    {Qt::Key_Z, Qt::ControlModifier},          {Qt::Key_Y, Qt::ControlModifier},     {Qt::Key_F11, {}},
    {Qt::Key_Backspace, {}}, {Qt::Key_PageDown, {}}, {Qt::Key_Home, {}},
};

const QStringList kTexts = {u"Ada"_s, u"12"_s, u"-3"_s, u"é ü ß"_s, u""_s, u"9999999999"_s, u"  "_s, u"a long name of a player"_s};

} // namespace

class TestMonkey : public QObject
{
    Q_OBJECT

public slots:
    // Links and folders the app opens (the autosave folder, an export) come here instead of starting a
    // file manager or a browser on the machine that runs the test.
    void openUrl(const QUrl &url)
    {
        Q_UNUSED(url);
        ++m_urlsOpened;
    }

private:
    QTemporaryDir m_home;
    int m_urlsOpened = 0;

    // Starts a new game of `screen` ("digitalGame" or "tableGame") from the home tiles, as a person would:
    // back to the home screen, the tile, then "Start the game" with the form's defaults (a digital game
    // has computer players by default).
    void startGame(QQuickWindow *window, QQuickItem *stack, const QString &tile)
    {
        for (int i = 0; i < 8 && stack->property("depth").toInt() > 1; ++i) {
            QTest::keyClick(window, Qt::Key_Escape);
            QTest::qWait(20);
        }
        if (stack->property("depth").toInt() > 1)
            return; // a dialog holds the keys: the monkey goes on where it is
        QQuickItem *home = mctest::findItem(window->contentItem(), u"homePage"_s);
        QQuickItem *tileItem = home ? mctest::findItem(home, tile) : nullptr;
        if (!tileItem || !tileItem->isVisible() || !tileItem->isEnabled())
            return;
        mctest::clickCentre(window, tileItem);
        if (!QTest::qWaitFor([stack] { return !stack->property("busy").toBool() && stack->property("depth").toInt() > 1; }, 2000))
            return;
        QQuickItem *start = mctest::findItem(window->contentItem(), u"startGame"_s);
        if (start && start->isVisible() && start->isEnabled())
            mctest::clickCentre(window, start);
    }

    // Starts a game of Rest in Peace from its home tiles: the shelf button, the tile ("ripDigitalTile"
    // or "ripTableTile"), then "Start the game" in the setup dialog with its defaults. The shelf goes
    // back to Mourners Call afterwards, so that its tiles stay within the monkey's reach.
    void startRipGame(QQuickWindow *window, QQuickItem *stack, const QString &tile)
    {
        for (int i = 0; i < 8 && stack->property("depth").toInt() > 1; ++i) {
            QTest::keyClick(window, Qt::Key_Escape);
            QTest::qWait(20);
        }
        if (stack->property("depth").toInt() > 1)
            return;
        QQuickItem *home = mctest::findItem(window->contentItem(), u"homePage"_s);
        QQuickItem *shelfButton = home ? mctest::findItem(home, u"shelf_rest-in-peace"_s) : nullptr;
        if (!shelfButton || !shelfButton->isVisible())
            return;
        mctest::clickCentre(window, shelfButton);
        QTest::qWait(50);
        QQuickItem *tileItem = mctest::findItem(home, tile);
        if (tileItem && tileItem->isVisible() && tileItem->isEnabled()) {
            mctest::clickCentre(window, tileItem);
            QTest::qWait(100);
            QQuickItem *start = mctest::findItem(window->contentItem(), u"ripStartGame"_s);
            if (!start)
                start = mctest::findItem(window->contentItem()->parentItem(), u"ripStartGame"_s);
            if (start && start->isVisible() && start->isEnabled())
                mctest::clickCentre(window, start);
            (void)QTest::qWaitFor([stack] { return !stack->property("busy").toBool() && stack->property("depth").toInt() > 1; }, 2000);
        }
        if (QObject *shelf = m_engine ? m_engine->singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "GameShelf")) : nullptr)
            shelf->setProperty("current", u"mourners-call"_s);
    }

    QQmlApplicationEngine *m_engine = nullptr;

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-monkey-test"_s);
        // Every file of the run (settings, history, autosaves, rulesets, exports) under one temporary home.
        QVERIFY(m_home.isValid());
        qputenv("HOME", QFile::encodeName(m_home.path()));
        for (const char *var : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME"})
            qputenv(var, QFile::encodeName(m_home.path() + u"/xdg/"_s + QString::fromLatin1(var).toLower()));
        QVERIFY(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation).startsWith(m_home.path()));
        QVERIFY(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation).startsWith(m_home.path()));
        QDir().mkpath(m_home.path() + u"/Documents"_s);
        for (const QString &scheme : {u"file"_s, u"http"_s, u"https"_s, u"mailto"_s})
            QDesktopServices::setUrlHandler(scheme, this, "openUrl");
        // The renderer the app itself would choose (a real window on software OpenGL: Qt Quick's own).
        qInfo("drawn with %s", qPrintable(graphics::chooseBackend()));
    }

    void cleanupTestCase()
    {
        for (const QString &scheme : {u"file"_s, u"http"_s, u"https"_s, u"mailto"_s})
            QDesktopServices::unsetUrlHandler(scheme);
    }

    // No crash and no warning after thousands of random clicks and keys.
    void randomClicksAndKeys()
    {
        const std::uint64_t seed = envNumber("MONKEY_SEED", 1);
        const int events = int(envNumber("MONKEY_EVENTS", 2000));
        const int nudgeEvery = 250;
        // MONKEY_TRACE=1 prints every event (to find the one that crashed).
        const bool trace = qEnvironmentVariableIntValue("MONKEY_TRACE") != 0;
        auto describe = [](QQuickItem *item) {
            return u"%1 '%2' (%3)"_s.arg(item->objectName(), item->property("text").toString(),
                                        QString::fromLatin1(item->metaObject()->className()));
        };

        QQmlApplicationEngine engine;
        m_engine = &engine;
        // QML warnings come through the message handler as well: counted once, there.
        g_previousHandler = qInstallMessageHandler(recordMessage);
        g_event = -1;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *stack = stackView(window);
        QVERIFY(stack);

        Rng rng{seed};
        QSet<QString> screens;
        QElapsedTimer timer;
        timer.start();
        int clicks = 0, keys = 0, texts = 0, nudges = 0;
        // The time from a click on the table screen to the next frame on screen (a figure of the note,
        // not a pass/fail): clicks that change nothing draw no frame and are not counted.
        QElapsedTimer clickClock;
        bool framePending = false;
        std::vector<double> clickToFrameMs;
        // The GUI thread's work for a click on the table screen: its handling (QTest delivers it at once)
        // plus the next frame's polish and sync (MONKEY_GUI_TIMING=1; bench/monkey.sh sets it).
        const bool guiTiming = qEnvironmentVariableIsSet("MONKEY_GUI_TIMING");
        if (guiTiming)
            mctest::frametiming::enable();
        std::vector<double> clickHandlingMs, clickGuiThreadMs;
        connect(window, &QQuickWindow::frameSwapped, this, [&] {
            if (framePending) {
                clickToFrameMs.push_back(double(clickClock.nsecsElapsed()) / 1e6);
                framePending = false;
            }
        });
        for (int e = 0; e < events; ++e) {
            g_event = e;
            // Table and digital games are reached often, not only when the monkey finds the tiles.
            if (e % nudgeEvery == nudgeEvery - 1) {
                startGame(window, stack, (e / nudgeEvery) % 2 ? u"tableGameTile"_s : u"digitalGameTile"_s);
                ++nudges;
            }
            // Rest in Peace's games too, digital and table in turn.
            if (e % nudgeEvery == nudgeEvery / 2) {
                startRipGame(window, stack, (e / nudgeEvery) % 2 ? u"ripTableTile"_s : u"ripDigitalTile"_s);
                ++nudges;
            }
            const int kind = rng.below(100);
            if (kind < 60) {
                const QList<QQuickItem *> items = clickable(window);
                if (!items.isEmpty()) {
                    QQuickItem *item = items[rng.below(int(items.size()))];
                    if (trace)
                        fprintf(stderr, "monkey %d [%s]: click %s\n", e, qPrintable(currentScreen(stack)), qPrintable(describe(item)));
                    const bool tableScreen = currentScreen(stack).startsWith(u"gamePage/table/playing"_s);
                    mctest::frametiming::arm(tableScreen && guiTiming);
                    clickClock.start();
                    mctest::clickCentre(window, item);
                    const double handling = double(clickClock.nsecsElapsed()) / 1e6;
                    ++clicks;
                    if (tableScreen) {
                        framePending = true;
                        const bool drawn = QTest::qWaitFor([&] { return !framePending; }, 200);
                        framePending = false;
                        if (guiTiming && drawn) {
                            // The render thread prints its sync time just after the frame is swapped.
                            (void)QTest::qWaitFor([] { return mctest::frametiming::frameMs() >= 0; }, 100);
                            if (const int frame = mctest::frametiming::frameMs(); frame >= 0) {
                                clickHandlingMs.push_back(handling);
                                clickGuiThreadMs.push_back(handling + frame);
                            }
                        }
                        mctest::frametiming::disarm();
                    }
                }
            } else if (kind < 95) {
                const Key &k = kKeys[rng.below(int(std::size(kKeys)))];
                if (trace)
                    fprintf(stderr, "monkey %d [%s]: key %s\n", e, qPrintable(currentScreen(stack)),
                            qPrintable(QKeySequence(k.key | int(k.modifiers)).toString()));
                QTest::keyClick(window, Qt::Key(k.key), k.modifiers);
                ++keys;
            } else {
                QQuickItem *focused = window->activeFocusItem();
                if (focused && (focused->inherits("QQuickTextInput") || focused->inherits("QQuickTextEdit"))) {
                    for (const QChar c : kTexts[rng.below(int(kTexts.size()))])
                        QTest::sendKeyEvent(QTest::Click, window, Qt::Key_unknown, QString(c), {});
                    ++texts;
                }
            }
            QTest::qWait(rng.below(6));
            screens.insert(currentScreen(stack));
            // Full screen (F11) must not leave the window without a size to click in.
            QVERIFY2(window->isVisible(), qPrintable(u"seed %1, event %2: the window closed"_s.arg(seed).arg(e)));
        }
        g_event = events;
        // Computer players stop before the window goes: none starts a new decision (the one running is
        // dropped), and the one running ends. Waiting for them to stop by themselves took more than 10 s
        // beside a busy machine, several computer seats deciding in turn.
        auto *controller = engine.singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "GameController"));
        QVERIFY(controller);
        auto *bots = qobject_cast<ComputerPlayers *>(controller->property("bots").value<QObject *>());
        QVERIFY(bots);
        bots->cancel();
        QVERIFY(!bots->thinking());
        QVERIFY(QThreadPool::globalInstance()->waitForDone(60000));
        auto *rip = engine.singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "RipSession"));
        QVERIFY(rip);
        QMetaObject::invokeMethod(rip, "close");
        QVERIFY(QTest::qWaitFor([rip] { return !rip->property("computer").value<QObject *>()->property("thinking").toBool(); }, 10000));
        m_engine = nullptr;

        qInstallMessageHandler(g_previousHandler);
        if (!clickToFrameMs.empty()) {
            std::sort(clickToFrameMs.begin(), clickToFrameMs.end());
            qInfo("click to next frame on the table screen: %zu clicks, median %.1f ms, 95%% %.1f ms, worst %.1f ms",
                  clickToFrameMs.size(), clickToFrameMs[clickToFrameMs.size() / 2],
                  clickToFrameMs[clickToFrameMs.size() * 95 / 100], clickToFrameMs.back());
        }
        if (!clickGuiThreadMs.empty()) {
            const double within = mctest::frametiming::shareWithin(clickGuiThreadMs, 16.0);
            qInfo("click handling on the GUI thread (table screen): %zu clicks, %s", clickHandlingMs.size(),
                  qPrintable(mctest::frametiming::summary(clickHandlingMs)));
            qInfo("handling + the frame's GUI-thread work (polish and sync; all of it when drawn on the GUI thread): %s, within 16 ms: %.1f%%",
                  qPrintable(mctest::frametiming::summary(clickGuiThreadMs)), within);
        }
        QStringList visited = screens.values();
        visited.sort();
        QMutexLocker lock(&g_messagesLock);
        for (const QString &m : std::as_const(g_messages))
            qInfo("warning after %s", qPrintable(m));
        qInfo("seed %llu: %d events (%d clicks, %d keys, %d texts, %d nudges, %d links opened) in %lld ms; screens: %s; warnings: %lld",
              (unsigned long long)seed, events, clicks, keys, texts, nudges, m_urlsOpened, timer.elapsed(),
              qPrintable(visited.join(u", "_s)), (long long)g_messages.size());
        QVERIFY2(g_messages.isEmpty(), qPrintable(u"seed %1: %2 warnings (listed above), the first: %3"_s.arg(seed).arg(g_messages.size()).arg(g_messages.isEmpty() ? QString() : g_messages.first())));
        // The run reached the games, not only the home screen.
        QVERIFY2(visited.size() >= 3, qPrintable(visited.join(u", "_s)));
    }
};

QTEST_MAIN(TestMonkey)
#include "tst_monkey.moc"
