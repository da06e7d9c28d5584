// The GUI executable: sets up the application, loads the `Mourners` QML module and, with
// --self-test, checks that the whole user interface loads (run by ctest, offscreen).

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QImage>
#include <QLocale>
#include <QQmlApplicationEngine>
#include <QQmlError>
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
    parser.addOption(selfTestOption);
    parser.addOption(screenshotOption);
    parser.addOption(themeOption);
    parser.process(app);

    const bool selfTest = parser.isSet(selfTestOption);
    const QString screenshotFile = parser.value(screenshotOption);
    if (!screenshotFile.isEmpty() && !selfTest)
        return fail(u"--screenshot needs --self-test"_s);
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
        const QString reason = checkUserInterface(engine, warnings, screenshotFile);
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
