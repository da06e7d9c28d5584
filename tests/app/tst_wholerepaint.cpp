// A screen made anew drawn whole in one cheap step (wholerepaint.h), with Qt Quick's software renderer:
// the frame after request() draws the item's whole area as one rectangle, where the same changes
// without it made a region of many rectangles (merged one by one: the cost it takes away); a frame
// without a request draws only what changed; the item itself draws nothing. The renderer's frames are
// read from its own log of the region each frame drew.
#include "wholerepaint.h"

#include <QImage>
#include <QLoggingCategory>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>

#include <memory>

using namespace Qt::StringLiterals;

namespace {

QStringList g_frames;
QtMessageHandler g_previous = nullptr;

// The software renderer logs "render QRegion(...) ..." for each frame it draws.
void keepFrames(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (context.category && QByteArrayView(context.category) == "qt.scenegraph.softwarecontext.renderer"
        && message.startsWith(u"render "_s)) {
        g_frames << message;
        return;
    }
    g_previous(type, context, message);
}

struct Drawn {
    int rects = 0; // 0: nothing drawn
    QRect bounds;
};

// "render QRegion(x,y wxh) ..." or "render QRegion(size=n, bounds=(x,y wxh) - [...]) ..." or "QRegion(null)".
Drawn parse(const QString &line)
{
    static const QRegularExpression one(uR"(^render QRegion\((-?\d+),(-?\d+) (\d+)x(\d+)\))"_s);
    static const QRegularExpression many(uR"(^render QRegion\(size=(\d+), bounds=\((-?\d+),(-?\d+) (\d+)x(\d+)\))"_s);
    Drawn d;
    if (const auto m = one.match(line); m.hasMatch()) {
        d.rects = 1;
        d.bounds = QRect(m.captured(1).toInt(), m.captured(2).toInt(), m.captured(3).toInt(), m.captured(4).toInt());
    } else if (const auto m2 = many.match(line); m2.hasMatch()) {
        d.rects = m2.captured(1).toInt();
        d.bounds = QRect(m2.captured(2).toInt(), m2.captured(3).toInt(), m2.captured(4).toInt(), m2.captured(5).toInt());
    }
    return d;
}

} // namespace

class TestWholeRepaint : public QObject
{
    Q_OBJECT

    QQmlEngine m_engine;
    std::unique_ptr<QQuickWindow> m_window;
    QQuickItem *m_page = nullptr;
    WholeRepaint *m_whole = nullptr;

    //! What the first frame after `change` drew.
    Drawn frameAfter(const std::function<void()> &change)
    {
        g_frames.clear();
        QSignalSpy swapped(m_window.get(), &QQuickWindow::frameSwapped);
        change();
        if (!swapped.wait(10000) || g_frames.isEmpty())
            return {};
        return parse(g_frames.first());
    }
    void recolour(int from, int to, const QColor &colour)
    {
        const auto boxes = m_page->childItems(); // the Repeater's boxes, then the Repeater
        for (int i = from; i < to; ++i) {
            QQuickItem *box = boxes.value(i);
            QVERIFY(box && box->objectName() == u"box"_s + QString::number(i));
            box->setProperty("color", colour);
        }
    }

private slots:
    void initTestCase()
    {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        QLoggingCategory::setFilterRules(u"qt.scenegraph.softwarecontext.renderer.debug=true"_s);
        g_previous = qInstallMessageHandler(keepFrames);
        QQmlComponent component(&m_engine);
        component.setData(R"(
            import QtQuick
            Item {
                width: 400; height: 300
                Repeater {
                    model: 60
                    Rectangle {
                        required property int index
                        objectName: "box" + index
                        x: 5 + (index % 10) * 39; y: 5 + Math.floor(index / 10) * 48
                        width: 24; height: 30; radius: 3
                        color: "steelblue"
                    }
                }
            }
        )"_ba, QUrl(u"qrc:/wholerepaint-test.qml"_s));
        m_page = qobject_cast<QQuickItem *>(component.create());
        QVERIFY2(m_page, qPrintable(component.errorString()));
        m_window = std::make_unique<QQuickWindow>();
        m_window->resize(400, 300);
        m_page->setParentItem(m_window->contentItem());
        m_whole = new WholeRepaint(m_window->contentItem());
        m_whole->setSize(QSizeF(400, 300));
        m_whole->setZ(10);
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        QTRY_VERIFY(!g_frames.isEmpty());
        QCOMPARE(m_window->rendererInterface()->graphicsApi(), QSGRendererInterface::Software);
    }

    void cleanupTestCase()
    {
        m_window.reset();
        delete m_page;
        qInstallMessageHandler(g_previous);
    }

    // Without a request a frame draws what changed; with one, the whole area as one rectangle.
    void drawsTheWholeAreaWhenAsked()
    {
        Drawn d = frameAfter([&] { recolour(0, 1, Qt::darkRed); });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(5, 5, 24, 30));

        const int served = m_whole->served();
        d = frameAfter([&] { m_whole->request(); });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(0, 0, 400, 300));
        QCOMPARE(m_whole->served(), served + 1);

        // Served once: the next change draws only itself again.
        d = frameAfter([&] { recolour(1, 2, Qt::darkRed); });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(44, 5, 24, 30));
    }

    // Many changes at once: a region of many rectangles, or with a request one rectangle.
    void manyChangesBecomeOneRectangle()
    {
        Drawn d = frameAfter([&] { recolour(0, 60, Qt::darkGreen); });
        QVERIFY2(d.rects > 10, qPrintable(QString::number(d.rects)));
        d = frameAfter([&] {
            recolour(0, 60, Qt::darkMagenta);
            m_whole->request();
        });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(0, 0, 400, 300));
    }

    // Over a view: moving its content draws the view whole as one rectangle (its items moved: many
    // rectangles without), and the item follows the view's size.
    void aViewScrolledIsDrawnWhole()
    {
        QQmlComponent component(&m_engine);
        component.setData(R"(
            import QtQuick
            Flickable {
                x: 20; y: 40; width: 300; height: 200
                clip: true
                contentHeight: 1000
                Repeater {
                    model: 80
                    Rectangle {
                        required property int index
                        x: 4 + (index % 8) * 36; y: 4 + Math.floor(index / 8) * 100
                        width: 30; height: 40; radius: 3
                        color: "olive"
                    }
                }
            }
        )"_ba, QUrl(u"qrc:/wholerepaint-view.qml"_s));
        std::unique_ptr<QQuickItem> view(qobject_cast<QQuickItem *>(component.create()));
        QVERIFY2(view, qPrintable(component.errorString()));
        view->setZ(20); // above the page's boxes and its WholeRepaint
        (void)frameAfter([&] { view->setParentItem(m_window->contentItem()); });

        Drawn d = frameAfter([&] { view->setProperty("contentY", 150); });
        QVERIFY2(d.rects > 10, qPrintable(QString::number(d.rects)));

        auto *over = new WholeRepaint;
        over->setView(view.get());
        QCOMPARE(over->parentItem(), view.get());
        QCOMPARE(over->size(), QSizeF(300, 200));
        d = frameAfter([&] { view->setProperty("contentY", 300); });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(20, 40, 300, 200));
        (void)frameAfter([&] { view->setHeight(150); });
        QCOMPARE(over->size(), QSizeF(300, 150));
        d = frameAfter([&] { view->setProperty("contentY", 350); });
        QCOMPARE(d.rects, 1);
        QCOMPARE(d.bounds, QRect(20, 40, 300, 150));
        (void)frameAfter([&] { view->setParentItem(nullptr); });
    }

    // The item draws nothing: the window looks the same after a whole redraw.
    void drawsNothingItself()
    {
        (void)frameAfter([&] { recolour(0, 60, Qt::darkCyan); });
        const QImage before = m_window->grabWindow();
        QVERIFY(!before.isNull());
        const Drawn d = frameAfter([&] { m_whole->request(); });
        QCOMPARE(d.bounds, QRect(0, 0, 400, 300));
        const QImage after = m_window->grabWindow();
        QCOMPARE(after.convertToFormat(QImage::Format_ARGB32), before.convertToFormat(QImage::Format_ARGB32));
        // And the boxes are there (a transparent rectangle drawn over them would show in the picture).
        QCOMPARE(QColor(after.pixel(10, 10)), QColor(Qt::darkCyan));
    }
};

QTEST_MAIN(TestWholeRepaint)
#include "tst_wholerepaint.moc"
