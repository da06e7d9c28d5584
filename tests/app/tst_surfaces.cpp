// Every popup, dialog, drop-down, file dialog and tooltip of every screen hides the page behind it,
// drawn by Qt Quick's software renderer (machines without a graphics card), in both themes. Material
// draws a surface through a layer with a shadow shader, which that renderer leaves out together with
// the surface: the text of a dialog lay over the page.
//
// The surfaces are found in the real screens (the whole app is loaded, each screen opened): every
// Popup, Dialog and ToolTip declared in a screen, every ComboBox's drop-down, every FileDialog, the
// shared tooltip, and those inside a dialog while it is open. Each one is opened and the window drawn
// twice, over two different window colours: a pixel inside a surface that changes shows the page
// behind.
// On each screen and each surface every text must also be readable on what is under it (contrast, WCAG
// AA), and every control of the screen large enough for a finger (44 px).

#include "historystore.h"

#include <functional>

#include <QImage>
#include <QMap>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSGRendererInterface>
#include <QSet>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>
#include <QtQml/qqml.h>

#include "contrastcheck.h"
#include "quickitems.h"
#include "touchcheck.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

/// Something a person can open: a popup (dialog, drop-down, tooltip), a file dialog, or an item's
/// attached tooltip (the window's one shared tooltip, shown with that item's text).
struct Openable {
    QObject *object = nullptr;
    QString name; // for messages: objectName or class and the item it belongs to
};

QString describe(QObject *o)
{
    QString name = o->objectName();
    if (name.isEmpty())
        name = QString::fromLatin1(o->metaObject()->className());
    return name;
}

bool isPopup(QObject *o) { return o->inherits("QQuickPopup"); }
bool isFileDialog(QObject *o) { return o->inherits("QQuickFileDialog"); }
bool isToolTipAttached(QObject *o) { return o->inherits("QQuickToolTipAttached"); }

QString sourceOf(QObject *o)
{
    const QQmlContext *context = o ? qmlContext(o) : nullptr;
    return context ? context->baseUrl().toString() : QString();
}

/// Popups made by the same QML (a row's refusal tip, every seat's drop-down) draw the same surface:
/// one of them stands for all. The key: the popup's type and the files its surface comes from.
QString kindOf(QObject *popup)
{
    auto *background = popup->property("background").value<QObject *>();
    return QString::fromLatin1(popup->metaObject()->className()) + u' ' + sourceOf(popup) + u' '
           + (background ? QString::fromLatin1(background->metaObject()->className()) + u' ' + sourceOf(background)
                         : u"no background"_s);
}

/// Every openable thing under `root` in the visual tree (and its items' QObject children), one of a
/// kind (`kinds`: those already taken).
void collectOpenables(QQuickItem *root, QList<Openable> &out, QSet<QString> &kinds)
{
    if (!root)
        return;
    const auto add = [&](QObject *o, const QString &owner) {
        if (o && !kinds.contains(kindOf(o))) {
            kinds.insert(kindOf(o));
            out.append({o, describe(o) + u" in "_s + owner});
        }
    };
    const QString owner = describe(root);
    if (root->inherits("QQuickComboBox"))
        add(root->property("popup").value<QObject *>(), owner);
    const auto children = root->children();
    for (QObject *child : children) {
        if (isPopup(child) || isFileDialog(child)) {
            add(child, owner);
        } else if (isToolTipAttached(child)) {
            // One shared tooltip for all items: opened once, with the first item's text.
            QObject *shared = child->property("toolTip").value<QObject *>();
            if (shared && !kinds.contains(kindOf(shared))) {
                kinds.insert(kindOf(shared));
                out.append({child, u"the tooltip of "_s + owner});
            }
        }
    }
    const auto items = root->childItems();
    for (QQuickItem *child : items)
        collectOpenables(child, out, kinds);
}

QQuickItem *overlayOf(QQuickWindow *window)
{
    const auto items = window->contentItem()->childItems();
    for (QQuickItem *item : items)
        if (item->inherits("QQuickOverlay"))
            return item;
    return nullptr;
}

/// The items of the popups now shown (a dimmer is not one: it has no background).
QList<QQuickItem *> shownSurfaces(QQuickWindow *window)
{
    QList<QQuickItem *> out;
    QQuickItem *overlay = overlayOf(window);
    if (!overlay)
        return out;
    const auto items = overlay->childItems();
    for (QQuickItem *item : items)
        if (item->isVisible() && item->inherits("QQuickPopupItem") && item->opacity() > 0.99)
            out.append(item);
    return out;
}

/// A pixel drawn over magenta and over green that moved towards each by more than a trace: at least
/// 1/16 of the page shows through it. Both towards: a blinking cursor or an animated underline changes
/// a pixel too, but not from magenta to green; a surface drawn 99.6% opaque differs by one step.
bool showsThrough(QRgb overMagenta, QRgb overGreen)
{
    constexpr int kTrace = 16;
    return qRed(overMagenta) - qRed(overGreen) > kTrace && qGreen(overGreen) - qGreen(overMagenta) > kTrace
           && qBlue(overMagenta) - qBlue(overGreen) > kTrace;
}

/// Window pixels inside `surface`'s background (away from its rounded corners) that change with the
/// window's colour: the page shows through there.
QString seeThrough(QQuickWindow *window, QQuickItem *surface)
{
    auto *background = surface->property("background").value<QQuickItem *>();
    if (!background || !background->isVisible())
        return u"no background"_s;
    const QRect rect = background->mapRectToScene(background->boundingRect()).toAlignedRect()
                               .intersected(QRect(QPoint(0, 0), window->size()))
                               .adjusted(8, 8, -8, -8);
    if (rect.width() < 4 || rect.height() < 4)
        return {};
    const QColor original = window->color();
    window->setColor(QColor(255, 0, 255));
    const QImage magenta = window->grabWindow();
    window->setColor(QColor(0, 255, 0));
    const QImage green = window->grabWindow();
    window->setColor(original);
    if (magenta.isNull() || green.isNull())
        return u"the window could not be drawn"_s;
    const qreal dpr = magenta.devicePixelRatio();
    const QRect pixels(QPoint(int(rect.left() * dpr), int(rect.top() * dpr)), QSize(int(rect.width() * dpr), int(rect.height() * dpr)));
    qint64 differing = 0;
    for (int y = pixels.top(); y <= pixels.bottom(); ++y)
        for (int x = pixels.left(); x <= pixels.right(); ++x)
            if (showsThrough(magenta.pixel(x, y), green.pixel(x, y)))
                ++differing;
    if (differing == 0)
        return {};
    // MOURNERS_SURFACES_DUMP=folder keeps both pictures of a surface that shows the page.
    const QString dump = qEnvironmentVariable("MOURNERS_SURFACES_DUMP");
    if (!dump.isEmpty()) {
        static int n = 0;
        ++n;
        magenta.save(u"%1/%2-magenta.png"_s.arg(dump).arg(n));
        green.save(u"%1/%2-green.png"_s.arg(dump).arg(n));
        qInfo("dumped %d: %s", n, qPrintable(describe(surface)));
    }
    return u"%1 of %2 pixels show the page (rectangle %3,%4 %5x%6)"_s.arg(differing)
            .arg(qint64(pixels.width()) * pixels.height())
            .arg(rect.x()).arg(rect.y()).arg(rect.width()).arg(rect.height());
}

/// Opens `o` as a person would make it appear; false if it did not appear.
bool open(QQuickWindow *window, const Openable &o, int surfacesBefore)
{
    QObject *target = o.object;
    if (isToolTipAttached(target)) {
        QString text = target->property("text").toString();
        if (text.isEmpty())
            text = u"A tip"_s;
        QMetaObject::invokeMethod(target, "show", Q_ARG(QString, text), Q_ARG(int, -1));
        QObject *tip = target->property("toolTip").value<QObject *>();
        return tip && QTest::qWaitFor([tip] { return tip->property("opened").toBool(); }, 3000);
    }
    QMetaObject::invokeMethod(target, "open");
    if (isFileDialog(target))
        return QTest::qWaitFor([&] { return shownSurfaces(window).size() > surfacesBefore; }, 5000);
    return QTest::qWaitFor([target] { return target->property("opened").toBool(); }, 3000);
}

void close(const Openable &o)
{
    QObject *target = o.object;
    if (isToolTipAttached(target)) {
        QMetaObject::invokeMethod(target, "hide");
        target = target->property("toolTip").value<QObject *>();
    } else if (isFileDialog(target)) {
        QMetaObject::invokeMethod(target, "reject");
    } else {
        QMetaObject::invokeMethod(target, "close");
    }
    (void)QTest::qWaitFor([target] { return !target->property("visible").toBool(); }, 3000);
}

bool evaluate(QQuickWindow *window, const QString &expression)
{
    QQmlExpression e(qmlContext(window), window, expression);
    (void)e.evaluate();
    if (e.hasError())
        qWarning("%s", qPrintable(e.error().toString()));
    return !e.hasError();
}

QObject *singleton(QQmlEngine &engine, const char *name)
{
    return engine.singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, name));
}

} // namespace

class TestSurfaces : public QObject
{
    Q_OBJECT

    QStringList m_problems;
    int m_checked = 0;
    QStringList m_names; // what was opened, for the log

    /// Opens every openable of `list`, looks at every surface then shown, and does the same for what
    /// each one holds while it is open (a drop-down in a dialog).
    void checkAll(QQuickWindow *window, const QList<Openable> &list, QSet<QString> &kinds, int depth)
    {
        for (const Openable &o : list) {
            const int before = shownSurfaces(window).size();
            if (!open(window, o, before)) {
                m_problems << o.name + u": did not open"_s;
                continue;
            }
            QTest::qWait(0);
            const auto surfaces = shownSurfaces(window);
            for (QQuickItem *surface : surfaces) {
                ++m_checked;
                m_names << o.name;
                const QString problem = seeThrough(window, surface);
                if (!problem.isEmpty())
                    m_problems << o.name + u": "_s + problem;
                QStringList faint;
                mctest::checkContrast(window, surface, faint);
                for (const QString &f : std::as_const(faint))
                    m_problems << o.name + u": "_s + f;
            }
            if (depth < 2 && isPopup(o.object)) {
                QList<Openable> inner;
                collectOpenables(o.object->property("contentItem").value<QQuickItem *>(), inner, kinds);
                checkAll(window, inner, kinds, depth + 1);
            }
            close(o);
        }
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tst-surfaces"_s);
        // As on a machine without a graphics card (core/graphicsbackend.cpp).
        QQuickWindow::setGraphicsApi(QSGRendererInterface::Software);
        HistoryStore history(HistoryStore::defaultPath()); // the file every engine's history opens
        HistoryStore *store = &history;
        QVERIFY2(store->available(), qPrintable(store->errorText()));
        GameRecord g;
        g.playedAt = QDateTime(QDate(2024, 6, 1), QTime(21, 15), Qt::UTC);
        g.source = u"calculator"_s;
        g.ruleset = u"standard"_s;
        for (const QString &name : {u"Ada"_s, u"Bo"_s}) {
            PlayerRecord p;
            p.name = name;
            p.setField(QLatin1StringView("unity"), 10);
            g.players.push_back(p);
        }
        m_gameId = store->addRecord(g);
        QVERIFY(m_gameId > 0);
    }

    void surfacesHideThePage_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("screen");
        const QStringList screens{u"shelf:mourners-call"_s, u"shelf:rest-in-peace"_s, u"shelf:dead-mans-crown"_s,
                                  u"shelf:manster-duel"_s, u"shelf:occult"_s, u"tableGame"_s, u"scoreCalculator"_s,
                                  u"history"_s, u"historyDetail"_s, u"cardEditor"_s, u"replay"_s,
                                  u"restinpeace/RestInPeacePage.qml"_s, u"sheets/DeadMansCrownPage.qml"_s,
                                  u"sheets/MansterPage.qml"_s, u"sheets/OccultPage.qml"_s};
        for (const QString &theme : {u"light"_s, u"dark"_s})
            for (const QString &screen : screens)
                QTest::newRow(qPrintable(theme + u' ' + screen)) << theme << screen;
    }

    // The home screen's row of games stays in place from one game to the next, in the window's two usual
    // sizes: centred on its height, the home screen's column moved the row under the pointer (80 pixels
    // lower for a sheet's fewer tiles). Every game's tiles stay inside the window.
    void shelfRowStaysInPlace()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        for (const QSize size : {QSize(1280, 800), QSize(1920, 1080)}) {
            window->resize(size);
            QQuickItem *home = mctest::findItem(window->contentItem(), u"homePage"_s);
            QQuickItem *row = mctest::findItem(home, u"shelfRow"_s);
            QQuickItem *column = mctest::findItem(home, u"homeColumn"_s);
            QVERIFY(row && column);
            QList<QQuickItem *> chips;
            for (QQuickItem *item : row->childItems())
                if (item->objectName().startsWith(u"shelf_"_s))
                    chips.append(item);
            QCOMPARE(chips.size(), 5);
            qreal rowY = -1;
            for (QQuickItem *chip : std::as_const(chips)) {
                mctest::clickCentre(window, chip);
                QTRY_VERIFY(chip->property("highlighted").toBool());
                QVERIFY(mctest::waitForLayout(window));
                const qreal y = row->mapToScene(QPointF(0, 0)).y();
                if (rowY < 0)
                    rowY = y;
                QVERIFY2(qAbs(y - rowY) < 0.5, qPrintable(u"%1 at %2x%3: the row at y %4, was %5"_s.arg(chip->objectName())
                                                              .arg(size.width()).arg(size.height()).arg(y).arg(rowY)));
                // No tile alone on its row: Rest in Peace's "Unfinished games" stood alone on the second row,
                // with History and Settings on a third.
                QMap<int, QStringList> rows;
                const std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
                    for (QQuickItem *child : item->childItems()) {
                        if (!child->isVisible())
                            continue;
                        if (child->objectName().endsWith(u"Tile"_s) && child->property("description").isValid())
                            rows[qRound(child->mapToScene(QPointF(0, 0)).y())].append(child->objectName());
                        else
                            collect(child);
                    }
                };
                collect(column);
                QVERIFY2(rows.size() >= 2, qPrintable(chip->objectName()));
                QStringList all;
                for (auto it = rows.cbegin(); it != rows.cend(); ++it) {
                    QVERIFY2(it->size() >= 2, qPrintable(u"%1 at %2x%3: %4 alone on its row"_s.arg(chip->objectName())
                                                             .arg(size.width()).arg(size.height()).arg(it->join(u", "_s))));
                    all += *it;
                }
                QVERIFY2(all.contains(u"historyTile"_s) && all.contains(u"settingsTile"_s), qPrintable(all.join(u", "_s)));
                const qreal bottom = column->mapToScene(QPointF(0, column->height())).y();
                QVERIFY2(bottom <= home->mapToScene(QPointF(0, home->height())).y(),
                         qPrintable(u"%1 at %2x%3: the tiles end at %4"_s.arg(chip->objectName()).arg(size.width()).arg(size.height()).arg(bottom)));
            }
            mctest::clickCentre(window, chips.first());
        }
    }

    // Drawn by the processor, a screen comes at once, forth and back: no slide and fade (which drew the
    // whole window a dozen times at each change).
    void screensComeAtOnce()
    {
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *stack = mctest::findItem(window->contentItem(), u"mainStack"_s);
        QVERIFY(stack);
        QVERIFY(QTest::qWaitForWindowExposed(window));
        auto *home = stack->property("currentItem").value<QQuickItem *>();
        QVERIFY(home);
        QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"settings"_s), Q_ARG(QVariant, QString())));
        // At once: before any frame or animation tick.
        auto *settings = stack->property("currentItem").value<QQuickItem *>();
        QVERIFY(settings && settings != home);
        QVERIFY(!stack->property("busy").toBool());
        QCOMPARE(settings->x(), 0.0);
        QCOMPARE(settings->opacity(), 1.0);
        QVERIFY(settings->isVisible());
        QVERIFY(!home->isVisible());
        QTest::keyClick(window, Qt::Key_Escape); // back, as the title bar's arrow
        QCOMPARE(stack->property("currentItem").value<QQuickItem *>(), home);
        QVERIFY(!stack->property("busy").toBool());
        QCOMPARE(home->x(), 0.0);
        QCOMPARE(home->opacity(), 1.0);
        QVERIFY(home->isVisible());
    }

    void surfacesHideThePage()
    {
        QFETCH(QString, theme);
        QFETCH(QString, screen);
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        QCOMPARE(window->rendererInterface()->graphicsApi(), QSGRendererInterface::Software);
        QQuickItem *stack = mctest::findItem(window->contentItem(), u"homePage"_s)->parentItem();
        QVERIFY(stack);

        if (screen.startsWith(u"shelf:"_s)) {
            QObject *shelf = singleton(engine, "GameShelf");
            QVERIFY(shelf);
            QVERIFY(shelf->setProperty("current", screen.mid(6)));
            QCOMPARE(shelf->property("current").toString(), screen.mid(6));
        } else if (screen == u"tableGame"_s) {
            QObject *controller = singleton(engine, "GameController");
            bool ok = false;
            QMetaObject::invokeMethod(controller, "newGame", Q_RETURN_ARG(bool, ok), Q_ARG(int, 4),
                                      Q_ARG(QStringList, (QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s})),
                                      Q_ARG(bool, true), Q_ARG(int, 0), Q_ARG(quint64, 7));
            QVERIFY(ok);
            QVERIFY(mctest::showGamePage(window, u"table"_s));
        } else if (screen == u"historyDetail"_s) {
            QVERIFY(evaluate(window, u"stack.push(Qt.resolvedUrl(\"HistoryDetailPage.qml\"), {gameId: %1}, StackView.Immediate)"_s.arg(m_gameId)));
        } else {
            if (screen == u"restinpeace/RestInPeacePage.qml"_s) {
                QObject *rip = singleton(engine, "RipSession");
                bool ok = false;
                QVERIFY(QMetaObject::invokeMethod(rip, "newGame", Q_RETURN_ARG(bool, ok), Q_ARG(QString, u"table"_s),
                                                  Q_ARG(QStringList, (QStringList{u"Ada"_s, u"Bo"_s})),
                                                  Q_ARG(QStringList, (QStringList{u"human"_s, u"human"_s})), Q_ARG(int, 0),
                                                  Q_ARG(bool, false)));
                QVERIFY(ok);
            }
            QVERIFY(QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, QString())));
        }
        QVERIFY(QTest::qWaitFor([stack] { return !stack->property("busy").toBool(); }));
        auto *page = stack->property("currentItem").value<QQuickItem *>();
        QVERIFY(page);
        QTest::qWait(50); // the page is laid out and drawn once

        QList<Openable> openables;
        QSet<QString> kinds;
        collectOpenables(page, openables, kinds);
        QVERIFY2(!openables.isEmpty(), qPrintable(screen));
        m_problems.clear();
        m_checked = 0;
        m_names.clear();
        mctest::checkContrast(window, window->contentItem(), m_problems);
        if (theme == u"light"_s)
            mctest::checkTouchTargets(window->contentItem(), m_problems);
        checkAll(window, openables, kinds, 0);
        QVERIFY2(m_problems.isEmpty(), qPrintable(m_problems.join(u"\n"_s)));
        QVERIFY(m_checked >= openables.size());
        m_names.removeDuplicates();
        qInfo("%s: %d surfaces checked, opened by %s", qPrintable(screen), m_checked, qPrintable(m_names.join(u", "_s)));

        // Computer players and a game in progress end before the window goes.
        if (QObject *rip = singleton(engine, "RipSession"))
            QMetaObject::invokeMethod(rip, "close");
    }

private:
    qint64 m_gameId = 0;
};

QTEST_MAIN(TestSurfaces)
#include "tst_surfaces.moc"
