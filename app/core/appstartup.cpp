#include "appstartup.h"

#include "graphicsbackend.h"
#include "language.h"

#include <QCoreApplication>
#include <QQmlApplicationEngine>
#include <QQmlError>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QUrl>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace startup {

namespace {
// Qt 6.4 has no QQmlApplicationEngine::loadFromModule(): load the file by its resource path.
// The prefix /qt/qml is set by RESOURCE_PREFIX in app/CMakeLists.txt.
const auto mainQmlUrl = u"qrc:/qt/qml/Mourners/Main.qml"_s;
const auto qmlImportPath = u"qrc:/qt/qml"_s;
} // namespace

void setIdentity()
{
    QCoreApplication::setOrganizationName(u"Mourners"_s);
    QCoreApplication::setOrganizationDomain(u"mourners.github.io"_s);
    QCoreApplication::setApplicationName(u"mourners"_s);
    QCoreApplication::setApplicationVersion(QStringLiteral(MOURNERS_VERSION));
}

QString prepare()
{
    // The kept language, before the first window text is made. QSettings fixes its folders on first
    // use: a self-test or a measurement switches to the test folders before calling this.
    Language::instance()->applySaved();
    Language::instance()->setApplicationDisplayName(
            "main",
            //: Application name as shown in window lists and the About box.
            QT_TRANSLATE_NOOP("main", "Mourners Call companion"));

    // Material is the designed look (light and dark themes); QT_QUICK_CONTROLS_STYLE still wins.
    if (qEnvironmentVariableIsEmpty("QT_QUICK_CONTROLS_STYLE"))
        QQuickStyle::setStyle(u"Material"_s);

    // Before the first window: OpenGL that draws on the processor is slower and heavier than Qt Quick's
    // own software renderer (core/graphicsbackend.h).
    return graphics::chooseBackend();
}

bool isTheme(const QString &theme)
{
    return theme.isEmpty() || theme == u"system"_s || theme == u"light"_s || theme == u"dark"_s;
}

QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, const QString &theme, QStringList *warnings)
{
    // Qt 6.4 uses RESOURCE_PREFIX "/" by default and does not search qrc:/qt/qml for modules.
    engine.addImportPath(qmlImportPath);
    if (warnings)
        QObject::connect(&engine, &QQmlEngine::warnings, &engine, [warnings](const QList<QQmlError> &list) {
            for (const QQmlError &error : list)
                warnings->append(error.toString());
        });
    bool creationFailed = false;
    const auto failed = QObject::connect(&engine, &QQmlApplicationEngine::objectCreationFailed, &engine,
                                         [&creationFailed](const QUrl &url) {
                                             creationFailed = true;
                                             std::fprintf(stderr, "mourners: could not create the user interface "
                                                                  "from %s\n",
                                                          qUtf8Printable(url.toString()));
                                         },
                                         Qt::DirectConnection);
    if (!theme.isEmpty())
        engine.setInitialProperties({{u"themeOverride"_s, theme}});
    engine.load(QUrl(mainQmlUrl));
    QObject::disconnect(failed);
    if (creationFailed || engine.rootObjects().isEmpty()) {
        std::fprintf(stderr, "mourners: the user interface did not load (%s); see the QML errors above\n",
                     qUtf8Printable(mainQmlUrl));
        return nullptr;
    }
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window)
        std::fprintf(stderr, "mourners: the user interface's root object is not a window\n");
    return window;
}

} // namespace startup
