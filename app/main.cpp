// The GUI executable: sets up the application, loads the `Mourners` QML module and, with
// --self-test, checks that the whole user interface loads (run by ctest, offscreen).

#include "gamecontroller.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlError>
#include <QtQml/qqml.h>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QTranslator>
#include <QUrl>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>

using namespace Qt::StringLiterals;

// The QML module is a static plugin of mourners_app (target mourners_appplugin).
Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

// Qt 6.4 has no QQmlApplicationEngine::loadFromModule(): load the file by its resource path.
// The prefix /qt/qml is set by RESOURCE_PREFIX in app/CMakeLists.txt.
const auto mainQmlUrl = u"qrc:/qt/qml/Mourners/Main.qml"_s;
const auto qmlImportPath = u"qrc:/qt/qml"_s;

int fail(const QString &reason)
{
    std::fprintf(stderr, "mourners: %s\n", qUtf8Printable(reason));
    return 1;
}

/// Lets the event loop run for about `ms` milliseconds (animations, first frames, deferred loads).
void processEventsFor(int ms)
{
    QElapsedTimer timer;
    timer.start();
    while (timer.elapsed() < ms)
        QCoreApplication::processEvents(QEventLoop::AllEvents, 20);
}

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

/// Checks the loaded user interface; returns an empty string when it is fine, else the reason.
QString checkUserInterface(QQmlApplicationEngine &engine, const QStringList &warnings,
                           const QString &screenshotFile)
{
    const QList<QObject *> roots = engine.rootObjects();
    if (roots.isEmpty())
        return u"no root object was created from %1"_s.arg(mainQmlUrl);
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
    if (controller->decisionText().isEmpty())
        return u"a new game shows no pending decision"_s;
    for (int i = 0; i < actions && !controller->gameOver(); ++i) {
        const QString action = controller->legalActions().value(0);
        if (!controller->applyAction(action))
            return u"the legal action \"%1\" was refused: %2"_s.arg(action, controller->lastError());
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

} // namespace

int main(int argc, char *argv[])
{
    // QApplication, not QGuiApplication: QtCharts' ChartView needs it.
    QApplication app(argc, argv);
    QApplication::setOrganizationName(u"Mourners"_s);
    QApplication::setOrganizationDomain(u"mourners.github.io"_s);
    QApplication::setApplicationName(u"mourners"_s);
    QApplication::setApplicationVersion(QStringLiteral(MOURNERS_VERSION));
    QApplication::setDesktopFileName(u"mourners"_s);

    QTranslator translator;
    if (translator.load(QLocale(), u"mourners"_s, u"_"_s, u":/i18n"_s))
        QCoreApplication::installTranslator(&translator);
    //: Application name as shown in window lists and the About box.
    QApplication::setApplicationDisplayName(QCoreApplication::translate("main", "Mourners Call companion"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
            "main", "Companion app for the board game Court of the Dead: Mourners Call."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption selfTestOption(
            u"self-test"_s,
            QCoreApplication::translate("main", "Load the whole user interface, check it and exit "
                                                "(exit code 0 when it loaded)."));
    const QCommandLineOption screenshotOption(
            u"screenshot"_s,
            QCoreApplication::translate("main", "With --self-test: save a picture of the window."),
            QCoreApplication::translate("main", "file.png"));
    const QCommandLineOption themeOption(
            u"theme"_s,
            QCoreApplication::translate("main", "Colour theme for this run: system, light or dark."),
            QCoreApplication::translate("main", "theme"));
    const QCommandLineOption gameScreenshotOption(
            u"game-screenshot"_s,
            QCoreApplication::translate("main", "With --self-test: save a picture of the game page."),
            QCoreApplication::translate("main", "file.png"));
    const QCommandLineOption selfTestActionsOption(
            u"self-test-actions"_s,
            QCoreApplication::translate("main", "With --self-test: how many legal actions to play on the "
                                                "game page (default 12)."),
            QCoreApplication::translate("main", "count"), u"12"_s);
    parser.addOption(selfTestOption);
    parser.addOption(gameScreenshotOption);
    parser.addOption(selfTestActionsOption);
    parser.addOption(screenshotOption);
    parser.addOption(themeOption);
    parser.process(app);

    const bool selfTest = parser.isSet(selfTestOption);
    const QString screenshotFile = parser.value(screenshotOption);
    if (!screenshotFile.isEmpty() && !selfTest)
        return fail(u"--screenshot needs --self-test"_s);
    const QString gameScreenshotFile = parser.value(gameScreenshotOption);
    if (!gameScreenshotFile.isEmpty() && !selfTest)
        return fail(u"--game-screenshot needs --self-test"_s);
    bool actionsOk = false;
    const int selfTestActions = parser.value(selfTestActionsOption).toInt(&actionsOk);
    if (!actionsOk || selfTestActions < 0)
        return fail(u"--self-test-actions needs a whole number, 0 or more"_s);
    const QString theme = parser.value(themeOption);
    if (!theme.isEmpty() && theme != u"system"_s && theme != u"light"_s && theme != u"dark"_s)
        return fail(u"unknown theme \"%1\": use system, light or dark"_s.arg(theme));

    // A self-test must not read or write the user's settings and data.
    if (selfTest)
        QStandardPaths::setTestModeEnabled(true);

    // Material is the designed look (light and dark themes); QT_QUICK_CONTROLS_STYLE still wins.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(u"Material"_s);

    QQmlApplicationEngine engine;
    // Qt 6.4 uses RESOURCE_PREFIX "/" by default and does not search qrc:/qt/qml for modules.
    engine.addImportPath(qmlImportPath);

    QStringList warnings;
    QObject::connect(&engine, &QQmlEngine::warnings, &app, [&warnings](const QList<QQmlError> &list) {
        for (const QQmlError &error : list)
            warnings.append(error.toString());
    });
    bool creationFailed = false;
    QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &app,
                     [&creationFailed](const QUrl &url) {
                         creationFailed = true;
                         std::fprintf(stderr, "mourners: could not create the user interface from %s\n",
                                      qUtf8Printable(url.toString()));
                     },
                     Qt::DirectConnection);

    if (!theme.isEmpty())
        engine.setInitialProperties({{u"themeOverride"_s, theme}});
    engine.load(QUrl(mainQmlUrl));
    if (creationFailed || engine.rootObjects().isEmpty())
        return fail(u"the user interface did not load (%1); see the QML errors above"_s.arg(mainQmlUrl));

    if (selfTest) {
        QString reason = checkUserInterface(engine, warnings, screenshotFile);
        if (reason.isEmpty())
            reason = checkGamePage(engine, warnings, selfTestActions, gameScreenshotFile);
        if (!reason.isEmpty())
            return fail(u"self-test failed: %1"_s.arg(reason));
        std::printf("mourners: self-test passed%s\n",
                    screenshotFile.isEmpty()
                            ? ""
                            : qUtf8Printable(u" (screenshot: %1)"_s.arg(screenshotFile)));
        return 0;
    }

    return QApplication::exec();
}
