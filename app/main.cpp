// The GUI executable: sets up the application (core/appstartup.h) and loads the `Mourners` QML module.
// Its self-test, which walks every screen, is tests/app/selftest.cpp.

#include "appsettings.h"
#include "appstartup.h"
#include "coreobjects.h"
#include "engineobjects.h"
#include "language.h"
#include "measuregame.h"
#include "mournersobjects.h"
#include "registry.h"
#include "ripobjects.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QFileInfo>
#include <QQmlApplicationEngine>
#include <QQuickWindow>
#include <QStandardPaths>
#include <QtQml/QQmlExtensionPlugin>

#include <cstdio>

using namespace Qt::StringLiterals;

// The QML module is a static plugin of mourners_app (target mourners_appplugin).
Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

int fail(const QString &reason)
{
    std::fprintf(stderr, "mourners: %s\n", qUtf8Printable(reason));
    return 1;
}

// The command line, described once for both ways of starting (see main()).
struct CommandLine {
    QCommandLineParser parser;
    const QCommandLineOption themeOption{
            u"theme"_s, QCoreApplication::translate("main", "Colour theme for this run: system, light or dark."),
            QCoreApplication::translate("main", "theme")};
    const QCommandLineOption sizeOption{
            u"window-size"_s, QCoreApplication::translate("main", "Window size, e.g. 1920x1080."),
            QCoreApplication::translate("main", "WxH")};
    const QCommandLineOption measureOption{
            u"measure-startup"_s,
            QCoreApplication::translate("main", "Print the time from start to the first frame of the home screen, "
                                                "then exit.")};
    const QCommandLineOption measureGameOption{
            u"measure-game"_s,
            QCoreApplication::translate("main", "Play a whole 4-player game of computer players on the game page, "
                                                "then print its duration and the peak resident memory, and exit.")};

    CommandLine()
    {
        QString description = QCoreApplication::translate("main", "Companion app for board games beside the box. "
                                                                  "The games of the shelf:");
        for (const shelf::GameModule &g : shelf::games())
            description += u"\n  "_s + QCoreApplication::translate("Shelf", g.title);
        parser.setApplicationDescription(description);
        parser.addHelpOption();
        parser.addVersionOption();
        for (const QCommandLineOption *o : {&themeOption, &sizeOption, &measureOption, &measureGameOption})
            parser.addOption(*o);
        parser.addPositionalArgument(u"file"_s, QCoreApplication::translate("main", "A saved game to open (of any game of "
                                                                                   "the shelf)."),
                                     u"[file]"_s);
    }
};

// --help and --version are answered without a window, so they work where there is no display.
bool asksForHelpOrVersion(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        const QByteArray a(argv[i]);
        if (a == "--help" || a == "-h" || a == "-?" || a == "--help-all" || a == "--version" || a == "-v")
            return true;
    }
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    if (asksForHelpOrVersion(argc, argv)) {
        QCoreApplication core(argc, argv);
        startup::setIdentity();
        Language::instance()->applySaved();
        CommandLine commandLine;
        commandLine.parser.process(core); // prints and exits
        return 0;
    }
    QElapsedTimer startupClock;
    startupClock.start();
    // The kept size of text and controls scales the whole window, so it is set before the application.
    AppSettings::applyKeptTextSize();
    // QApplication, not QGuiApplication: QtCharts' ChartView needs it.
    QApplication app(argc, argv);
    startup::setIdentity();
    QApplication::setDesktopFileName(u"mourners"_s);

    CommandLine commandLine;
    QCommandLineParser &parser = commandLine.parser;
    parser.process(app);

    const QString theme = parser.value(commandLine.themeOption);
    if (!startup::isTheme(theme))
        return fail(u"unknown theme \"%1\": use system, light or dark"_s.arg(theme));

    // A measurement must not read or write the user's settings and data.
    if (parser.isSet(commandLine.measureGameOption))
        QStandardPaths::setTestModeEnabled(true);
    const QString drawing = startup::prepare();

    QQmlApplicationEngine engine;
    // The composition root: the shared services (the history), then each game's facade and the phones
    // on it, made and wired here before the window loads; QML's singletons hand these out
    // (core/engineobjects.h).
    CoreObjects &core = shelf::objectsOf<CoreObjects>(&engine);
    GameController *controller = shelf::objectsOf<MournersObjects>(&engine).controller();
    shelf::objectsOf<RipObjects>(&engine);
    QQuickWindow *window = startup::loadMainWindow(engine, theme, nullptr);
    if (!window)
        return 1;
    // A club's server, when one is set: the games wait here until it answers (offline first).
    (void)core.club();
    const QString size = parser.value(commandLine.sizeOption);
    if (!size.isEmpty()) {
        const QStringList wh = size.split(u'x');
        if (wh.size() != 2 || wh.at(0).toInt() < 640 || wh.at(1).toInt() < 480)
            return fail(u"--window-size needs WIDTHxHEIGHT, at least 640x480"_s);
        window->resize(wh.at(0).toInt(), wh.at(1).toInt());
    }
    if (parser.isSet(commandLine.measureOption)) {
        // Startup ends when the home screen has been drawn once and can take input.
        QObject::connect(window, &QQuickWindow::frameSwapped, &app, [&startupClock, &drawing]() {
            std::printf("mourners: startup to the first frame of the home screen: %lld ms (drawn with %s)\n",
                        static_cast<long long>(startupClock.elapsed()), qUtf8Printable(drawing));
            std::fflush(stdout);
            QCoreApplication::exit(0);
        }, Qt::SingleShotConnection);
        window->show();
        return QApplication::exec();
    }
    if (parser.isSet(commandLine.measureGameOption))
        return mc::measureGame(controller, window, drawing);

    // A saved game named on the command line (or by the desktop, opening a file with the app).
    if (const QStringList files = parser.positionalArguments(); !files.isEmpty())
        QMetaObject::invokeMethod(window, "openSavedGame", Qt::QueuedConnection,
                                  Q_ARG(QVariant, QFileInfo(files.constFirst()).absoluteFilePath()));
    return QApplication::exec();
}
