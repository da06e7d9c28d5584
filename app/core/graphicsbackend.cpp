#include "graphicsbackend.h"

#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QOffscreenSurface>
#include <QOpenGLContext>
#include <QOpenGLFunctions>
#include <QQuickWindow>
#include <QSGRendererInterface>

using namespace Qt::StringLiterals;

namespace graphics {

bool isSoftwareRasterizer(QStringView renderer)
{
    for (const QStringView name : {u"llvmpipe", u"softpipe", u"swrast", u"Software Rasterizer", u"Software Renderer", u"GDI Generic"})
        if (renderer.contains(name, Qt::CaseInsensitive))
            return true;
    return false;
}

bool hasGraphicsDevice(const QString &devRoot)
{
#ifdef Q_OS_LINUX
    const QDir dev(devRoot);
    if (!QDir(dev.filePath(u"dri"_s)).entryList({u"renderD*"_s}, QDir::System | QDir::Files).isEmpty())
        return true;
    for (const QString &node : {u"nvidia0"_s, u"dxg"_s})
        if (QFileInfo::exists(dev.filePath(node)))
            return true;
    return false;
#else
    Q_UNUSED(devRoot);
    return true;
#endif
}

namespace {

// GL_RENDERER of a throw-away context; "" when OpenGL gives none.
QString openGlRenderer()
{
    QOffscreenSurface surface;
    surface.create();
    QOpenGLContext context;
    if (!surface.isValid() || !context.create() || !context.makeCurrent(&surface))
        return {};
    const auto *name = reinterpret_cast<const char *>(context.functions()->glGetString(GL_RENDERER));
    QString renderer = name ? QString::fromLatin1(name) : QString();
    context.doneCurrent();
    return renderer;
}

} // namespace

QString chooseBackend()
{
    if (!qEnvironmentVariableIsEmpty("QT_QUICK_BACKEND") || !qEnvironmentVariableIsEmpty("QSG_RHI_BACKEND"))
        return u"renderer chosen by the environment"_s;
    const QString platform = QGuiApplication::platformName();
    if (platform == u"offscreen"_s || platform == u"minimal"_s)
        return u"no window drawn (%1)"_s.arg(platform);
    // No graphics device: OpenGL would be Mesa's llvmpipe (or nothing), so it is not loaded at all.
    if (!hasGraphicsDevice(u"/dev"_s)) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return u"no graphics device: Qt Quick software renderer"_s;
    }
    const QString renderer = openGlRenderer();
    if (renderer.isEmpty() || isSoftwareRasterizer(renderer)) {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        return u"%1: Qt Quick software renderer"_s.arg(renderer.isEmpty() ? u"no OpenGL"_s : renderer);
    }
    return u"%1: OpenGL"_s.arg(renderer);
}

} // namespace graphics
