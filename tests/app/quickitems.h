// Helpers for tests that drive the Qt Quick user interface.
#pragma once

#include <QCoreApplication>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlExpression>
#include <QQuickItem>
#include <QQuickStyle>
#include <QStandardPaths>
#include <QQuickWindow>
#include <QString>
#include <QTest>
#include <QUrl>
#include <QtQuickTest/quicktest.h>

namespace mctest {

/// As main.cpp sets up the app (Qt.labs.settings needs the names), in test mode so that nothing of the
/// user's settings or data is read or written; `application` keeps each test's files apart.
inline void useTestIdentity(const QString &application)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("Mourners"));
    QCoreApplication::setOrganizationDomain(QStringLiteral("mourners.github.io"));
    QCoreApplication::setApplicationName(application);
    QQuickStyle::setStyle(QStringLiteral("Material"));
}

/// Finds an item by objectName in the visual tree: items made by a Repeater are not QObject
/// children of the page, so QObject::findChild() misses them.
inline QQuickItem *findItem(QQuickItem *root, const QString &name)
{
    if (!root)
        return nullptr;
    if (root->objectName() == name)
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findItem(child, name))
            return found;
    return nullptr;
}

/// The first visible item under `root` (itself included) for which `matches` holds; hidden items and
/// everything under them are skipped (several panels share names, e.g. the full-height log's copy).
template <typename Predicate>
QQuickItem *findVisibleWhere(QQuickItem *root, const Predicate &matches)
{
    if (!root || !root->isVisible())
        return nullptr;
    if (matches(root))
        return root;
    const auto children = root->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = findVisibleWhere(child, matches))
            return found;
    return nullptr;
}

/// The first visible item under `root` named `name`.
inline QQuickItem *findVisible(QQuickItem *root, const QString &name)
{
    return findVisibleWhere(root, [&name](const QQuickItem *item) { return item->objectName() == name; });
}

/// Loads the whole app (Main.qml) in `engine` with a theme ("light" or "dark") and waits until its
/// window is shown and active (shortcuts need an active window). Null if it did not load.
inline QQuickWindow *loadMainWindow(QQmlApplicationEngine &engine, const QString &theme)
{
    engine.addImportPath(QStringLiteral("qrc:/qt/qml"));
    engine.setInitialProperties({{QStringLiteral("themeOverride"), theme}});
    engine.load(QUrl(QStringLiteral("qrc:/qt/qml/Mourners/Main.qml")));
    if (engine.rootObjects().size() != 1)
        return nullptr;
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    if (!window || !QTest::qWaitForWindowExposed(window))
        return nullptr;
    window->requestActivate();
    return QTest::qWaitForWindowActive(window) ? window : nullptr;
}

/// Waits until the window has laid itself out after a change: no item waits for its polish (layouts
/// and positioners place their items, views make their rows, texts lay out at their widths in the
/// polish before a frame). A well-defined condition, not a time: under load the polish may come late.
/// False when something still asks for a polish after `timeout` ms.
[[nodiscard]] inline bool waitForLayout(QQuickWindow *window, int timeout = 20000)
{
    return QQuickTest::qWaitForPolish(window, timeout);
}

/// Clicks the middle of `item` as a person would.
inline void clickCentre(QQuickWindow *window, QQuickItem *item)
{
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    QTest::mouseClick(window, Qt::LeftButton, {}, centre.toPoint());
}

/// Back to the home screen at once (no pop transition). False when a game page stayed.
inline bool goHome(QQuickWindow *window)
{
    QQmlExpression home(qmlContext(window), window, QStringLiteral("stack.pop(null, StackView.Immediate)"));
    (void)home.evaluate();
    if (home.hasError()) {
        qWarning("%s", qPrintable(home.error().toString()));
        return false;
    }
    return QTest::qWaitFor([&] { return !findItem(window->contentItem(), QStringLiteral("gamePage")); });
}

/// Shows the game the controller holds on a new game page ("table" or "digital"), as Continue does,
/// once the page stands still. Null if it did not show.
inline QQuickItem *showGamePage(QQuickWindow *window, const QString &mode)
{
    QQmlExpression push(qmlContext(window), window,
                        QStringLiteral("stack.push(gameScreens().find(s => s.gamePage !== undefined).gamePage, "
                                       "{initialMode: \"%1\", started: true}, StackView.Immediate)")
                                .arg(mode));
    (void)push.evaluate();
    if (push.hasError()) {
        qWarning("%s", qPrintable(push.error().toString()));
        return nullptr;
    }
    QQuickItem *page = nullptr;
    if (!QTest::qWaitFor([&] { return (page = findItem(window->contentItem(), QStringLiteral("gamePage"))) && page->isVisible(); }))
        return nullptr;
    if (!QTest::qWaitFor([&] { return page->parentItem() && !page->parentItem()->property("busy").toBool(); }))
        return nullptr;
    return page;
}

/// Whether `item` is `ancestor` or lies inside it.
inline bool isInside(const QQuickItem *item, const QQuickItem *ancestor)
{
    return item && ancestor && (item == ancestor || ancestor->isAncestorOf(item));
}

/// An item as a failure message names it: its type, objectName, text and how it got the keyboard
/// ("nothing" for none).
inline QString describe(const QQuickItem *item)
{
    if (!item)
        return QStringLiteral("nothing");
    return QStringLiteral("%1 \"%2\" text=%3 reason=%4")
            .arg(QString::fromLatin1(item->metaObject()->className()), item->objectName(),
                 item->property("text").toString())
            .arg(item->property("focusReason").toInt());
}

} // namespace mctest
