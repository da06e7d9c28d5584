// The app's self-test (ctest `app_self_test`): starts the GUI as `mourners` does (app/core/appstartup.h),
// checks that the whole user interface loads, plays into the game page and walks every screen of the table
// companion and of digital play, each without a QML warning and with something drawn. With --shots-dir it
// saves a picture of each screen (for looking at them, and for the user guide's pictures).

#include "selftestwalks.h"

#include "appstartup.h"
#include "language.h"
#include "gamecontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QQmlApplicationEngine>
#include <QQmlError>
#include <QtQml/qqml.h>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>
#include <functional>

using namespace Qt::StringLiterals;

// The QML module is a static plugin of mourners_app (target mourners_appplugin).
Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace selftest {

void processEventsFor(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

namespace {

/// A picture where every pixel has the same colour means nothing was drawn.
bool isBlank(const QImage &image)
{
    if (image.isNull())
        return true;
    const QRgb first = image.pixel(0, 0);
    for (int y = 0; y < image.height(); y += 4)
        for (int x = 0; x < image.width(); x += 4)
            if (image.pixel(x, y) != first)
                return false;
    return true;
}

} // namespace

QString checkScreen(QQuickWindow *window, const QStringList &warnings, const QString &name, const QString &shotsDir,
                    const QString &suffix)
{
    // A screen still sliding in would be drawn over the one before (a busy machine slows the transition).
    if (QObject *stack = window->findChild<QObject *>(u"mainStack"_s)) {
        QElapsedTimer waited;
        waited.start();
        while (stack->property("busy").toBool() && waited.elapsed() < 5000)
            QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
    }
    processEventsFor(300);
    if (!warnings.isEmpty())
        return u"QML reported warnings on the %1 screen:\n  %2"_s.arg(name, warnings.join(u"\n  "_s));
    const QImage image = window->grabWindow();
    if (isBlank(image))
        return u"the %1 screen is blank"_s.arg(name);
    if (!shotsDir.isEmpty() && !image.save(u"%1/%2-%3.png"_s.arg(shotsDir, name, suffix)))
        return u"could not save the %1 screenshot"_s.arg(name);
    return {};
}

} // namespace selftest

using namespace selftest;

namespace {

int fail(const QString &reason)
{
    std::fprintf(stderr, "mourners-selftest: %s\n", qUtf8Printable(reason));
    return 1;
}


/// Checks the loaded user interface; returns an empty string when it is fine, else the reason.
QString checkUserInterface(QQmlApplicationEngine &engine, const QStringList &warnings,
                           const QString &screenshotFile)
{
    const QList<QObject *> roots = engine.rootObjects();
    if (roots.isEmpty())
        return u"no root object was created from Main.qml"_s;
    auto *window = qobject_cast<QQuickWindow *>(roots.constFirst());
    if (!window)
        return u"the root object is a %1, not a window"_s.arg(
                QString::fromLatin1(roots.constFirst()->metaObject()->className()));

    window->show();
    window->requestActivate();
    processEventsFor(500);

    if (!window->isVisible())
        return u"the main window is not visible"_s;
    if (window->width() <= 0 || window->height() <= 0)
        return u"the main window has no size"_s;
    if (!window->findChild<QQuickItem *>(u"homePage"_s))
        return u"the home screen (objectName \"homePage\") was not created"_s;
    // Settings, then back home for the picture and the walks below.
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, u"Settings"_s));
    processEventsFor(300);
    if (!window->findChild<QQuickItem *>(u"settingsPage"_s))
        return u"the Settings screen (objectName \"settingsPage\") was not opened by \"Settings\""_s;
    QMetaObject::invokeMethod(window, "goHome");
    processEventsFor(300);
    if (!warnings.isEmpty())
        return u"QML reported warnings:\n  %1"_s.arg(warnings.join(u"\n  "_s));

    const QImage image = window->grabWindow();
    if (image.isNull())
        return u"could not grab the window"_s;
    if (isBlank(image))
        return u"the window is blank: nothing was drawn"_s;
    if (!screenshotFile.isEmpty() && !image.save(screenshotFile))
        return u"could not save the screenshot to %1"_s.arg(screenshotFile);
    return {};
}

/// Opens the game page from the home screen, starts a four-player table game through its setup form, plays
/// `actions` legal actions through GameController and checks what the page shows. Empty when fine.
QString checkGamePage(QQmlApplicationEngine &engine, const QStringList &warnings, int actions,
                      const QString &screenshotFile)
{
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"tableGame"_s),
                              Q_ARG(QVariant, u"New table game"_s));
    processEventsFor(400);
    auto *page = window->findChild<QQuickItem *>(u"gamePage"_s);
    if (!page)
        return u"the game page (objectName \"gamePage\") was not opened by \"New table game\""_s;
    auto *start = page->findChild<QObject *>(u"startGame"_s);
    if (!start)
        return u"the game page has no start button (objectName \"startGame\")"_s;
    // Four players: the fullest table the page must fit.
    if (auto *form = page->findChild<QObject *>(u"gameSetupForm"_s))
        form->setProperty("players", 4);
    QMetaObject::invokeMethod(start, "clicked");
    processEventsFor(100);

    const int typeId = qmlTypeId("Mourners", 1, 0, "GameController");
    auto *controller = engine.singletonInstance<GameController *>(typeId);
    if (!controller)
        return u"the GameController singleton is not available"_s;
    if (!controller->hasGame() || !page->property("started").toBool())
        return u"the setup form did not start a game: %1"_s.arg(controller->lastError());
    if (controller->guide()->decisionText().isEmpty())
        return u"a new game shows no pending decision"_s;
    for (int i = 0; i < actions && !controller->gameOver(); ++i) {
        const QString action = controller->legalActions().value(0);
        if (!controller->applyAction(action))
            return u"the legal action \"%1\" was refused: %2"_s.arg(action, controller->lastError());
        // As between two clicks: let the page update and delete what it replaced.
        QCoreApplication::processEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }
    // A refused action must show its reason on the page.
    if (controller->applyAction(u"bid 999"_s))
        return u"an illegal action was applied"_s;
    processEventsFor(300);

    auto *phase = page->findChild<QObject *>(u"phaseName"_s);
    if (!phase || phase->property("text").toString() != controller->phaseName())
        return u"the game page does not show the phase"_s;
    auto *banner = page->findChild<QQuickItem *>(u"errorBanner"_s);
    if (!banner || !banner->isVisible())
        return u"the game page does not show why an action was refused"_s;
    if (controller->log()->rowCount() == 0)
        return u"the game log is empty after %1 actions"_s.arg(actions);
    if (!warnings.isEmpty())
        return u"QML reported warnings on the game page:\n  %1"_s.arg(warnings.join(u"\n  "_s));
    const QImage image = window->grabWindow();
    if (isBlank(image))
        return u"the game page is blank: nothing was drawn"_s;
    if (!screenshotFile.isEmpty() && !image.save(screenshotFile))
        return u"could not save the screenshot to %1"_s.arg(screenshotFile);
    return {};
}


/// Plays the pending decisions with simple table choices until the decision is one of `kinds` (or the
/// game is over). False with `why` set when an action was refused.
bool playUntil(GameController *c, const QStringList &kinds, QString &why, int limit = 600)
{
    for (int i = 0; i < limit; ++i) {
        if (kinds.contains(c->guide()->decisionKind()) || c->gameOver())
            return true;
        const QString kind = c->guide()->decisionKind();
        const QStringList legal = c->legalActions();
        QString action = legal.value(0);
        if (kind == u"turn"_s)
            action = u"pass"_s;
        else if (kind == u"crowd-roll"_s)
            action = u"roll 5"_s;
        else if (kind == u"bid"_s)
            action = legal.size() > 1 ? legal.at(1) : legal.value(0);
        else if (kind == u"location-action"_s || kind == u"guild-action"_s)
            action = legal.size() > 1 ? legal.at(1) : u"skip"_s;
        else if (kind == u"wallows-result"_s)
            action = legal.value(1);
        if (!c->applyAction(action)) {
            why = u"\"%1\" was refused at %2: %3"_s.arg(action, kind, c->lastError());
            return false;
        }
    }
    why = u"the game did not reach %1"_s.arg(kinds.join(u'/'));
    return false;
}


/// Digital play: the setup form, the hand-off, the private view, a computer thinking, the why
/// panel and the replay. With `shotsDir`, saves a picture of each as digital-NAME-SUFFIX.png.
QString walkDigitalScreens(QQmlApplicationEngine &engine, const QStringList &warnings, const QString &shotsDir,
                           const QString &suffix)
{
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    auto *controller = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
    auto shot = [&](const QString &name) { return checkScreen(window, warnings, u"digital-"_s + name, shotsDir, suffix); };
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"digitalGame"_s), Q_ARG(QVariant, u"New digital game"_s));
    if (QString r = shot(u"setup"_s); !r.isEmpty())
        return r;
    if (!controller->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                     {u"kinds"_s, QStringList{u"person"_s, u"person"_s, u"rules"_s}},
                                     {u"seed"_s, 42}}))
        return u"the digital game did not start: %1"_s.arg(controller->lastError());
    // The form's page shows the table once a game runs.
    for (QQuickItem *p : window->findChildren<QQuickItem *>(u"gamePage"_s))
        if (!p->property("started").toBool())
            p->setProperty("started", true);
    if (QString r = shot(u"handoff"_s); !r.isEmpty())
        return r;
    controller->revealPrivate();
    if (QString r = shot(u"private"_s); !r.isEmpty())
        return r;
    // Play people's first choices until the computer thinks and some results are explained.
    for (int guard = 0; guard < 400 && controller->guide()->whyResults()->count() < 3 && !controller->gameOver(); ++guard) {
        if (controller->bots()->thinking()) {
            processEventsFor(50);
            continue;
        }
        if (controller->seats()->handOffNeeded())
            controller->revealPrivate();
        if (!controller->legalActions().isEmpty())
            controller->applyAction(controller->legalActions().constFirst());
        if (controller->bots()->thinking() && guard < 30 && shotsDir.size() > 0) {
            static bool taken = false;
            if (!taken) {
                taken = true;
                if (QString r = shot(u"thinking"_s); !r.isEmpty())
                    return r;
            }
        }
    }
    for (int i = 0; i < 100 && controller->bots()->thinking(); ++i)
        processEventsFor(50);
    if (controller->seats()->handOffNeeded())
        controller->revealPrivate();
    if (QString r = shot(u"table"_s); !r.isEmpty())
        return r;
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"replay"_s), Q_ARG(QVariant, u"Replay"_s));
    processEventsFor(200);
    if (auto *replay = window->findChild<QObject *>(u"replayController"_s))
        replay->setProperty("position", 40);
    if (QString r = shot(u"replay"_s); !r.isEmpty())
        return r;
    return {};
}

/// Walks a scripted table game through every screen of the table companion (wizard, distribution,
/// action phase, correction dialog, over-crowding, blind bidding, the reveal, majorities, a meter
/// notice, the end) and checks each is shown without QML warnings. With `shotsDir`, saves a picture
/// of each as NAME-SUFFIX.png. Empty when fine.
QString walkTableScreens(QQmlApplicationEngine &engine, const QStringList &warnings, const QString &shotsDir,
                         const QString &suffix)
{
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    auto *controller = engine.singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController"));
    QString why;
    auto shot = [&](const QString &name) { return checkScreen(window, warnings, name, shotsDir, suffix); };
    // Items made by a Loader are not QObject children of the window: search the item tree.
    std::function<QQuickItem *(QQuickItem *, const QString &)> findItem = [&](QQuickItem *root, const QString &name) -> QQuickItem * {
        if (root->objectName() == name)
            return root;
        for (QQuickItem *child : root->childItems())
            if (QQuickItem *found = findItem(child, name))
                return found;
        return nullptr;
    };
    QQuickItem *page = nullptr; // the page of this walk (an earlier game page may lie under it)
    auto visible = [&](const char *name) {
        QQuickItem *item = findItem(page ? page : window->contentItem(), QString::fromLatin1(name));
        return item && item->isVisible();
    };
    // Home and the wizard.
    QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"tableGame"_s), Q_ARG(QVariant, u"New table game"_s));
    processEventsFor(500);
    const QList<QQuickItem *> pages = window->findChildren<QQuickItem *>(u"gamePage"_s);
    for (QQuickItem *p : pages)
        if (!p->property("started").toBool())
            page = p;
    if (!page)
        return u"the wizard did not open"_s;
    if (auto *wizard = page->findChild<QObject *>(u"gameSetupForm"_s)) {
        wizard->setProperty("players", 4);
        wizard->setProperty("names", QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s});
    }
    if (QString r = shot(u"wizard"_s); !r.isEmpty())
        return r;
    auto *start = page->findChild<QObject *>(u"startGame"_s);
    QMetaObject::invokeMethod(start, "clicked");
    processEventsFor(200);
    if (!page->property("started").toBool())
        return u"the wizard did not start the game: %1"_s.arg(controller->lastError());
    if (controller->guide()->decisionKind() != u"dice"_s)
        return u"a new table game does not ask for the dice first"_s;
    if (QString r = shot(u"table-dice"_s); !r.isEmpty())
        return r;
    for (const QString &a : {u"dice 15"_s, u"pile 5"_s, u"pile 4"_s, u"pile 3"_s, u"pile 2"_s})
        if (!controller->applyAction(a))
            return u"\"%1\" refused: %2"_s.arg(a, controller->lastError());
    if (QString r = shot(u"table-piles"_s); !r.isEmpty())
        return r;
    if (!playUntil(controller, {u"turn"_s}, why))
        return why;
    // A busy board: figures, influence, a higher threat so that locations are over-crowded.
    for (const QString &a : {u"p1 figure 5 mk +1"_s, u"p1 figure 5 mk +1"_s, u"p1 figure 5 co +1"_s,
                             u"p2 figure 5 cs +1"_s, u"p2 figure 5 cs +1"_s, u"p2 figure 5 sc +1"_s,
                             u"p3 figure 8 gc +1"_s, u"p3 figure 8 do +1"_s, u"p4 figure 9 co +1"_s,
                             u"p4 figure 2 mk +1"_s, u"p1 adjust bone +2"_s, u"p1 adjust spirit +1"_s,
                             u"p2 adjust flesh +2"_s, u"meter threat 4"_s, u"meter suspicion 3"_s,
                             u"holder malavestros 8"_s, u"holder dreadsbane p3"_s})
        if (!controller->applyAction(a))
            return u"\"%1\" refused: %2"_s.arg(a, controller->lastError());
    if (QString r = shot(u"table-turn"_s); !r.isEmpty())
        return r;
    auto *dialog = page->findChild<QObject *>(u"adjustDialog"_s);
    if (!dialog)
        return u"no correction dialog"_s;
    QMetaObject::invokeMethod(dialog, "openFor", Q_ARG(QVariant, 1));
    if (QString r = shot(u"correction"_s); !r.isEmpty())
        return r;
    QMetaObject::invokeMethod(dialog, "close");
    if (!playUntil(controller, {u"crowd-roll"_s}, why))
        return why;
    processEventsFor(200);
    if (!visible("atRiskList") || !visible("rollForMe"))
        return u"the over-crowding screen is not shown (%1, %2)"_s.arg(controller->guide()->decisionKind(), controller->phaseName());
    if (QString r = shot(u"table-crowding"_s); !r.isEmpty())
        return r;
    if (!playUntil(controller, {u"bid"_s}, why))
        return why;
    if (!visible("handoverLabel") || visible("entryView"))
        return u"blind bidding does not start behind the privacy screen"_s;
    if (QString r = shot(u"tithe-handover"_s); !r.isEmpty())
        return r;
    if (auto *privacy = findItem(page, u"tithePrivacy"_s))
        privacy->setProperty("stage", u"entry"_s);
    if (QString r = shot(u"tithe-entry"_s); !r.isEmpty())
        return r;
    for (int i = 0; i < 4 && controller->guide()->decisionKind() == u"bid"_s; ++i)
        controller->applyAction(u"bid %1"_s.arg(i % 2));
    if (!visible("titheReveal"))
        return u"the bids were not revealed together"_s;
    if (QString r = shot(u"tithe-reveal"_s); !r.isEmpty())
        return r;
    controller->dismissReveal();
    if (!playUntil(controller, {u"location-action"_s, u"guild-action"_s, u"alltaker-tie"_s}, why))
        return why;
    if (!visible("majorityList"))
        return u"the majority screen is not shown"_s;
    if (QString r = shot(u"majorities"_s); !r.isEmpty())
        return r;
    if (!controller->applyAction(u"meter suspicion 13 p2"_s))
        return u"a meter correction was refused: %1"_s.arg(controller->lastError());
    if (!visible("meterNotice"))
        return u"reaching suspicion 13 shows no notice"_s;
    if (QString r = shot(u"meter-notice"_s); !r.isEmpty())
        return r;
    controller->dismissNotices();
    // The end: the last Unity leaves the supply.
    if (!controller->applyAction(u"p1 adjust unity-supply -%1"_s.arg(controller->table()->unitySupply())))
        return u"emptying the Unity supply was refused: %1"_s.arg(controller->lastError());
    if (!playUntil(controller, {u"none"_s}, why))
        return why;
    for (const QString &a : {u"p1 adjust motive +4"_s, u"p2 adjust motive +6"_s, u"p3 adjust motive +2"_s})
        controller->applyAction(a);
    if (!visible("endScreen") || !visible("winnerLabel"))
        return u"the end of the game shows no final scoring"_s;
    if (QString r = shot(u"end"_s); !r.isEmpty())
        return r;
    return {};
}

} // namespace


int main(int argc, char *argv[])
{
    // A home of its own for each run: the test folders (QStandardPaths' test mode, under the home) start
    // empty, whatever an earlier run or another test left there.
    QTemporaryDir home;
    if (!home.isValid())
        return fail(u"no temporary folder for the self-test's home"_s);
    qputenv("HOME", QFile::encodeName(home.path()));
    // QApplication, not QGuiApplication: QtCharts' ChartView needs it.
    QApplication app(argc, argv);
    startup::setIdentity();

    QCommandLineParser parser;
    parser.setApplicationDescription(u"Loads the whole user interface of the app, walks its screens and checks "
                                     u"them; exit code 0 when all is fine."_s);
    parser.addHelpOption();
    const QCommandLineOption screenshotOption{u"screenshot"_s, u"Save a picture of the home screen."_s, u"file.png"_s};
    const QCommandLineOption themeOption{u"theme"_s, u"Colour theme: system, light or dark."_s, u"theme"_s};
    const QCommandLineOption gameScreenshotOption{u"game-screenshot"_s, u"Save a picture of the game page."_s,
                                                  u"file.png"_s};
    const QCommandLineOption actionsOption{u"self-test-actions"_s,
                                           u"How many legal actions to play on the game page (default 12)."_s,
                                           u"count"_s, u"12"_s};
    const QCommandLineOption shotsOption{u"shots-dir"_s, u"Save a picture of every screen walked there."_s,
                                         u"folder"_s};
    const QCommandLineOption sizeOption{u"window-size"_s, u"Window size, e.g. 1920x1080."_s, u"WxH"_s};
    const QCommandLineOption languageOption{u"language"_s, u"Language of the screens: system, en or de (default system)."_s,
                                            u"language"_s, u"system"_s};
    for (const QCommandLineOption *o : {&screenshotOption, &themeOption, &gameScreenshotOption, &actionsOption,
                                        &shotsOption, &sizeOption, &languageOption})
        parser.addOption(*o);
    parser.process(app);

    bool actionsOk = false;
    const int selfTestActions = parser.value(actionsOption).toInt(&actionsOk);
    if (!actionsOk || selfTestActions < 0)
        return fail(u"--self-test-actions needs a whole number, 0 or more"_s);
    const QString theme = parser.value(themeOption);
    if (!startup::isTheme(theme))
        return fail(u"unknown theme \"%1\": use system, light or dark"_s.arg(theme));

    // The self-test must not read or write the user's settings and data.
    QStandardPaths::setTestModeEnabled(true);
    (void)startup::prepare();
    // Chosen every time: the test folders keep the last run's choice.
    if (!Language::instance()->choose(parser.value(languageOption)))
        return fail(u"unknown language \"%1\": use system, en or de"_s.arg(parser.value(languageOption)));

    QQmlApplicationEngine engine;
    QStringList warnings;
    QQuickWindow *window = startup::loadMainWindow(engine, theme, &warnings);
    if (!window)
        return fail(u"the user interface did not load"_s);
    const QString size = parser.value(sizeOption);
    if (!size.isEmpty()) {
        const QStringList wh = size.split(u'x');
        if (wh.size() != 2 || wh.at(0).toInt() < 640 || wh.at(1).toInt() < 480)
            return fail(u"--window-size needs WIDTHxHEIGHT, at least 640x480"_s);
        window->resize(wh.at(0).toInt(), wh.at(1).toInt());
    }

    const QString screenshotFile = parser.value(screenshotOption);
    QString reason = checkUserInterface(engine, warnings, screenshotFile);
    if (reason.isEmpty() && !parser.value(shotsOption).isEmpty()) {
        const QImage home = window->grabWindow();
        home.save(u"%1/home-%2x%3-%4.png"_s.arg(parser.value(shotsOption)).arg(window->width()).arg(window->height())
                          .arg(theme.isEmpty() ? u"system"_s : theme));
    }
    if (reason.isEmpty())
        reason = checkGamePage(engine, warnings, selfTestActions, parser.value(gameScreenshotOption));
    if (reason.isEmpty()) {
        const QString suffix = u"%1x%2-%3"_s.arg(window->width()).arg(window->height())
                                       .arg(theme.isEmpty() ? u"system"_s : theme);
        reason = walkTableScreens(engine, warnings, parser.value(shotsOption), suffix);
        if (reason.isEmpty())
            reason = walkDigitalScreens(engine, warnings, parser.value(shotsOption), suffix);
        if (reason.isEmpty())
            reason = walkShelfScreens(engine, warnings, parser.value(shotsOption), suffix);
    }
    if (!reason.isEmpty())
        return fail(u"self-test failed: %1"_s.arg(reason));
    std::printf("mourners-selftest: passed%s\n",
                screenshotFile.isEmpty() ? "" : qUtf8Printable(u" (screenshot: %1)"_s.arg(screenshotFile)));
    return 0;
}
