// Glyphs drawn ahead (glyphwarmer.h), with Qt Quick's software renderer: a hidden text's glyphs, drawn
// by the warmer, are (nearly all) not rendered again when the text shows, while a font the warmer never
// met is (FreeType's glyph loads are counted: this test's FT_Load_Glyph stands before the library's); a
// page's hidden texts are met, with their own characters; a font drawn once is not drawn again, only the
// new characters of its texts, nor queued twice; with another renderer nothing is drawn.

#include "glyphwarmer.h"

#include <QQmlComponent>
#include <QQmlEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>

#include <dlfcn.h>

#include <functional>
#include <memory>

using namespace Qt::StringLiterals;

namespace {
int g_glyphLoads = 0;
} // namespace

// Every glyph Qt renders with FreeType goes through here first (the test executable's symbol comes
// before libfreetype's), then to FreeType's own.
extern "C" int FT_Load_Glyph(void *face, unsigned int glyph, int flags)
{
    using Load = int (*)(void *, unsigned int, int);
    static const auto load = reinterpret_cast<Load>(dlsym(RTLD_NEXT, "FT_Load_Glyph"));
    ++g_glyphLoads;
    return load(face, glyph, flags);
}

class TestGlyphWarmer : public QObject
{
    Q_OBJECT

private:
    QQmlEngine m_engine;
    std::unique_ptr<QQuickWindow> m_window;
    QQuickItem *m_page = nullptr;

    QQuickItem *item(const QString &name) const { return m_page->findChild<QQuickItem *>(name); }
    static QFont fontOf(const QQuickItem *text) { return text->property("font").value<QFont>(); }

    //! Draws the window once (the software renderer paints its texts as a frame does).
    void draw() { QVERIFY(!m_window->grabWindow().isNull()); }

    //! FreeType's glyph loads of drawing the window after `change`.
    int loadsToDraw(const std::function<void()> &change)
    {
        change();
        g_glyphLoads = 0;
        draw();
        return g_glyphLoads;
    }

    //! The glyph loads of drawing the shown texts anew, every glyph of theirs drawn before.
    int redrawLoads()
    {
        QList<std::pair<QQuickItem *, QString>> texts;
        for (QQuickItem *text : m_page->findChildren<QQuickItem *>())
            if (text->inherits("QQuickText")) {
                texts.append({text, text->property("text").toString()});
                text->setProperty("text", QString());
            }
        draw();
        return loadsToDraw([&] {
            for (const auto &[text, words] : std::as_const(texts))
                text->setProperty("text", words);
        });
    }

private slots:
    void initTestCase()
    {
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        QQmlComponent component(&m_engine);
        // A page with a panel still hidden (a decision to come) and a label shown from the start.
        component.setData(R"(
            import QtQuick
            Item {
                width: 600; height: 300
                Text { objectName: "heading"; text: "Round 1"; font.pixelSize: 17 }
                Item {
                    objectName: "panel"
                    visible: false
                    y: 40
                    Text { objectName: "question"; text: "Who takes Vadlum Gates? 12"; font.pixelSize: 23; font.bold: true }
                    Text { objectName: "later"; y: 60; text: "Quiet hollow"; font.pixelSize: 15; visible: false }
                }
            }
        )"_ba, QUrl(u"qrc:/glyphwarmer-test.qml"_s));
        m_page = qobject_cast<QQuickItem *>(component.create());
        QVERIFY2(m_page, qPrintable(component.errorString()));
        m_window = std::make_unique<QQuickWindow>();
        m_window->resize(600, 300);
        m_page->setParentItem(m_window->contentItem());
        m_window->show();
        QVERIFY(QTest::qWaitForWindowExposed(m_window.get()));
        draw();
    }

    void cleanupTestCase()
    {
        delete m_page;
        m_window.reset();
    }

    void aHiddenTextShowsWithoutRenderingItsGlyphs()
    {
        GlyphWarmer warmer;
        QVERIFY(warmer.enabled()); // the software renderer draws
        QSignalSpy busy(&warmer, &GlyphWarmer::busyChanged);
        warmer.warm(m_page);
        QVERIFY(warmer.busy());
        // A tick at a time, between the window's frames.
        QCOMPARE(warmer.fontsDrawn(), 0);
        QTRY_VERIFY(!warmer.busy());
        QCOMPARE(busy.count(), 2);
        QQuickItem *question = item(u"question"_s);
        QVERIFY(warmer.covers(fontOf(question), question->property("text").toString()));
        QVERIFY(warmer.covers(fontOf(item(u"later"_s)), u"Quiet hollow"_s));
        QVERIFY(warmer.covers(fontOf(item(u"heading"_s)), u"Round 1"_s));
        QCOMPARE(warmer.fontsDrawn(), 3);

        // The panel shows: its texts' glyphs were rendered ahead.
        QQuickItem *panel = item(u"panel"_s);
        QQuickItem *later = item(u"later"_s);
        const int warmed = loadsToDraw([&] {
            panel->setVisible(true);
            later->setVisible(true);
        });
        // The same texts in fonts the warmer never met: their glyphs are rendered as they first show.
        panel->setVisible(false);
        draw();
        const QFont questionFont = fontOf(question);
        const QFont laterFont = fontOf(later);
        const int cold = loadsToDraw([&] {
            for (QQuickItem *text : {question, later}) {
                QFont bigger = fontOf(text);
                bigger.setPixelSize(bigger.pixelSize() + 8);
                text->setProperty("font", bigger);
            }
            panel->setVisible(true);
        });
        // Qt keeps a glyph at four places within a pixel, and at a fifth for a glyph put 1/64 px short of
        // the next pixel (a kerned pair): a rare glyph of a warmed text may still be rendered.
        QVERIFY2(cold >= 20 && warmed * 4 <= cold, qPrintable(u"%1 glyph loads warmed, %2 not"_s.arg(warmed).arg(cold)));
        question->setProperty("font", questionFont);
        later->setProperty("font", laterFont);
        draw();
    }

    void aFontIsDrawnOnceAndItsNewCharactersLater()
    {
        GlyphWarmer warmer;
        warmer.warm(m_page);
        QTRY_VERIFY(!warmer.busy());
        const int fonts = warmer.fontsDrawn();
        QVERIFY(fonts >= 3);
        // Nothing new: nothing drawn.
        warmer.warm(m_page);
        QTRY_VERIFY(!warmer.busy());
        QCOMPARE(warmer.fontsDrawn(), fonts);
        // A character of no common word, in a text of the hidden panel: drawn for its font, then
        // shown without rendering.
        QQuickItem *panel = item(u"panel"_s);
        panel->setVisible(false);
        draw();
        QQuickItem *question = item(u"question"_s);
        const QString text = u"Ÿŋ"_s;
        QVERIFY(!warmer.covers(fontOf(question), text));
        question->setProperty("text", text);
        warmer.warm(m_page);
        QTRY_VERIFY(!warmer.busy());
        QVERIFY(warmer.covers(fontOf(question), text));
        QCOMPARE(warmer.fontsDrawn(), fonts);
        QCOMPARE(loadsToDraw([&] { panel->setVisible(true); }), redrawLoads());
    }

    // A page read again while one of its fonts is half drawn: that font is not queued a second time.
    void aPageReadAgainMidwayQueuesNothingTwice()
    {
        GlyphWarmer warmer;
        warmer.warm(m_page);
        warmer.step(); // the page read
        const int fonts = warmer.fontsQueued();
        QCOMPARE(fonts, 3);
        warmer.step(); // the first font drawn at one place of four
        warmer.warm(m_page);
        warmer.step(); // the page read again
        QCOMPARE(warmer.fontsQueued(), fonts);
        QTRY_VERIFY(!warmer.busy());
        QCOMPARE(warmer.fontsDrawn(), fonts);
    }

    void nothingWithAnotherRenderer()
    {
        GlyphWarmer warmer;
        warmer.setEnabled(false);
        warmer.warm(m_page);
        QVERIFY(!warmer.busy());
        QCOMPARE(warmer.fontsDrawn(), 0);
        QVERIFY(!warmer.covers(fontOf(item(u"heading"_s)), u"Round 1"_s));
    }

    void aPageGoneBeforeItsTurnIsSkipped()
    {
        GlyphWarmer warmer;
        auto *gone = new QQuickItem;
        warmer.warm(gone);
        delete gone;
        QTRY_VERIFY(!warmer.busy());
        QCOMPARE(warmer.fontsDrawn(), 0);
    }
};

QTEST_MAIN(TestGlyphWarmer)
#include "tst_glyphwarmer.moc"
