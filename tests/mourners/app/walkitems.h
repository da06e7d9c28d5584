// What the walks that play whole games by clicking in the window share (tst_digitalwalk, tst_tablewalk):
// the warnings recorded with the step they came after, and the items a person can see and click.
#pragma once

#include <QMutex>
#include <QQuickItem>
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

} // namespace walk
