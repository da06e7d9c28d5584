// How the window is drawn (app/core/graphicsbackend.h): OpenGL on the processor gives way to Qt Quick's
// software renderer; a graphics card keeps OpenGL; the user's own choice is left alone.
#include "graphicsbackend.h"

#include <QGuiApplication>
#include <QQuickWindow>
#include <QDir>
#include <QFile>
#include <QSGRendererInterface>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

class TestGraphicsBackend : public QObject {
    Q_OBJECT
private slots:
    void softwareRasterizers_data()
    {
        QTest::addColumn<QString>("renderer");
        QTest::addColumn<bool>("software");
        QTest::newRow("llvmpipe") << u"llvmpipe (LLVM 15.0.6, 256 bits)"_s << true;
        QTest::newRow("softpipe") << u"softpipe"_s << true;
        QTest::newRow("swrast") << u"Mesa X11 swrast"_s << true;
        QTest::newRow("windows") << u"GDI Generic"_s << true;
        QTest::newRow("apple") << u"Apple Software Renderer"_s << true;
        QTest::newRow("intel") << u"Mesa Intel(R) UHD Graphics 620 (KBL GT2)"_s << false;
        QTest::newRow("amd") << u"AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49, 6.1.0-13-amd64)"_s << false;
        QTest::newRow("nvidia") << u"NVIDIA GeForce GTX 1060 6GB/PCIe/SSE2"_s << false;
        QTest::newRow("virgl") << u"virgl (Intel(R) Iris(R) Xe Graphics)"_s << false;
    }
    void softwareRasterizers()
    {
        QFETCH(QString, renderer);
        QFETCH(bool, software);
        QCOMPARE(graphics::isSoftwareRasterizer(renderer), software);
    }

#ifdef Q_OS_LINUX
    // A graphics device is one a driver draws with: a render node, NVIDIA's or WSL's device; a display's
    // card node alone (a virtual machine's plain framebuffer) or nothing at all is none.
    void graphicsDevices_data()
    {
        QTest::addColumn<QStringList>("nodes");
        QTest::addColumn<bool>("device");
        QTest::newRow("nothing") << QStringList{} << false;
        QTest::newRow("card node only") << QStringList{u"dri/card0"_s} << false;
        QTest::newRow("render node") << QStringList{u"dri/card0"_s, u"dri/renderD128"_s} << true;
        QTest::newRow("nvidia") << QStringList{u"nvidia0"_s, u"nvidiactl"_s} << true;
        QTest::newRow("wsl") << QStringList{u"dxg"_s} << true;
    }
    void graphicsDevices()
    {
        QFETCH(QStringList, nodes);
        QFETCH(bool, device);
        QTemporaryDir dev;
        QVERIFY(dev.isValid());
        QVERIFY(QDir(dev.path()).mkpath(u"dri"_s));
        for (const QString &node : nodes) {
            QFile file(dev.filePath(node));
            QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(node));
        }
        QCOMPARE(graphics::hasGraphicsDevice(dev.path()), device);
    }
#endif

    // The offscreen platform draws no window: nothing probed, Qt's choice kept.
    void offscreenKeepsQtsChoice()
    {
        QCOMPARE(QGuiApplication::platformName(), u"offscreen"_s);
        const QString said = graphics::chooseBackend();
        QVERIFY2(said.contains(u"offscreen"_s), qPrintable(said));
        QVERIFY(QQuickWindow::graphicsApi() != QSGRendererInterface::Software);
    }

    // A renderer the user chose wins over the probe.
    void environmentWins()
    {
        qputenv("QT_QUICK_BACKEND", "software");
        const QString said = graphics::chooseBackend();
        qunsetenv("QT_QUICK_BACKEND");
        QVERIFY2(said.contains(u"environment"_s), qPrintable(said));
    }
};

int main(int argc, char **argv)
{
    qputenv("QT_QPA_PLATFORM", "offscreen");
    QGuiApplication app(argc, argv);
    TestGraphicsBackend test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_graphicsbackend.moc"
