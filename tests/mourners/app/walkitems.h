// What the walks that play whole games by clicking in the window share (tst_digitalwalk, tst_tablewalk):
// the warnings recorded with the step they came after, and the items a person can see and click.
#pragma once

#include <QMutex>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>
#include <QTest>

#include "quickitems.h"

namespace walk {

using namespace Qt::StringLiterals;

inline QMutex g_lock;
inline QStringList g_warnings;
inline QString g_where; // the step the warnings came after
inline QtMessageHandler g_previous = nullptr;

inline void recordMessage(QtMsgType type, const QMessageLogContext &context, const QString &text)
{
    // Qt 6.4's threaded render loop on xcb says this when an animation stops on a hidden window; it
    // is Qt's own bookkeeping, not the app's (not seen offscreen).
    const bool qtNoise = text.startsWith(u"QUnifiedTimer::stopAnimationDriver"_s);
    if ((type == QtWarningMsg || type == QtCriticalMsg || type == QtFatalMsg) && !qtNoise) {
        QMutexLocker lock(&g_lock);
        g_warnings << g_where + u": "_s + text;
    }
    if (g_previous)
        g_previous(type, context, text);
}

/// The warnings so far, read under the lock and released before they are printed (printing one goes
/// through recordMessage, which takes the lock: held, the walk hung instead of failing).
inline QStringList warnings()
{
    QMutexLocker lock(&g_lock);
    return g_warnings;
}

inline void collect(QQuickItem *root, QList<QQuickItem *> &out)
{
    out.append(root);
    const auto children = root->childItems();
    for (QQuickItem *c : children)
        collect(c, out);
}

inline bool shown(const QQuickItem *item)
{
    return item && item->isVisible() && item->opacity() > 0.01 && item->width() > 1 && item->height() > 1;
}

inline bool clickable(const QQuickItem *item)
{
    return shown(item) && item->isEnabled();
}

//! Scrolls every list around `item` so that it is in view, as a person would before a click.
inline void ensureInView(QQuickItem *item)
{
    bool scrolled = false;
    for (QQuickItem *a = item->parentItem(); a; a = a->parentItem()) {
        if (!a->inherits("QQuickFlickable"))
            continue;
        auto *content = a->property("contentItem").value<QQuickItem *>();
        if (!content)
            continue;
        const QRectF r = item->mapRectToItem(content, QRectF(0, 0, item->width(), item->height()));
        const qreal y = a->property("contentY").toReal();
        if (r.top() < y)
            a->setProperty("contentY", r.top());
        else if (r.bottom() > y + a->height())
            a->setProperty("contentY", qMin(r.bottom() - a->height(), a->property("contentHeight").toReal() - a->height()));
        else
            continue;
        scrolled = true;
    }
    if (scrolled && item->window())
        (void)mctest::waitForLayout(item->window()); // a list makes the rows scrolled into view at its polish
}

//! Whether a person can reach the button: in a scrolled list (it scrolls to it), or with its middle inside
//! the window and inside every ancestor that clips.
inline bool reachable(const QQuickWindow *window, const QQuickItem *item)
{
    const QPointF centre = item->mapToScene(QPointF(item->width() / 2, item->height() / 2));
    for (const QQuickItem *a = item->parentItem(); a; a = a->parentItem()) {
        if (a->inherits("QQuickFlickable"))
            return true;
        if (a->clip() && !a->mapRectToScene(QRectF(0, 0, a->width(), a->height())).contains(centre))
            return false;
    }
    return QRectF(0, 0, window->width(), window->height()).contains(centre);
}

//! The window's page stack (the app's StackView).
inline QQuickItem *stackView(const QQuickWindow *window)
{
    QList<QQuickItem *> all;
    collect(window->contentItem(), all);
    for (QQuickItem *i : std::as_const(all))
        if (i->inherits("QQuickStackView"))
            return i;
    return nullptr;
}

//! A Court card's way of the hand a walk may tap: one with a single outcome (played at once), or one
//! played on a player, place or figure, or where a free relocation starts (chosen first, the rest come
//! as choices).
inline bool isCourtWayToTap(const QQuickItem *item)
{
    const QString name = item->objectName();
    if (name == u"courtWay"_s && !item->property("checkable").toBool())
        return true;
    return (name == u"courtWay"_s || name.startsWith(u"routeFrom"_s)) && item->property("checkable").toBool()
           && !item->property("checked").toBool() && !item->property("text").toString().isEmpty();
}

//! The buttons under `root` that are shown, enabled and for which `wanted` holds, split into those a
//! person can reach and those shown out of reach (`unreachable` is called with each of those).
template<typename Pred, typename Report>
QList<QQuickItem *> reachableButtons(const QQuickWindow *window, QQuickItem *root, Pred wanted, Report unreachable)
{
    QList<QQuickItem *> all;
    collect(root, all);
    QList<QQuickItem *> options;
    for (QQuickItem *i : std::as_const(all)) {
        if (!i->inherits("QQuickAbstractButton") || !clickable(i) || !wanted(i))
            continue;
        if (reachable(window, i))
            options.append(i);
        else
            unreachable(i);
    }
    return options;
}

//! The name a screen reader reads for `item` (its Accessible.name; the attached object is its child).
inline QString accessibleName(const QQuickItem *item)
{
    for (QObject *child : item->children())
        if (child->inherits("QQuickAccessibleAttached"))
            return child->property("name").toString();
    return QString();
}

} // namespace walk
