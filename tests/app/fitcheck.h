// Does every visible control and text of a screen fit: no text cut or larger than its box, nothing out of
// its ancestors (of a scrolled list, the part in view; across, it must fit). Used by the overflow test of
// the game screens and the layout test of the score sheets.
#pragma once

#include <QQuickItem>
#include <QQuickWindow>
#include <QRectF>
#include <QStringList>

namespace mctest {

using namespace Qt::StringLiterals;

// Pixels an item may stand out by (rounding of layouts and fonts).
inline constexpr qreal kSlack = 1.0;

struct FitRules {
    //! Texts that may be cut to the lines that fit (shown whole elsewhere), by objectName.
    QStringList mayElide;
    //! A text field wider than its box is a problem too (not while it is being typed in).
    bool textFields = false;
};

inline bool isReadable(const QQuickItem *item)
{
    return item->inherits("QQuickControl") || item->inherits("QQuickText") || item->inherits("QQuickTextInput");
}

inline QString itemName(const QQuickItem *item)
{
    QString type = QString::fromLatin1(item->metaObject()->className());
    type = type.section(u"_QML"_s, 0, 0);
    QString out = item->objectName().isEmpty() ? type : item->objectName() + u" ("_s + type + u")"_s;
    const QString text = item->property("text").toString();
    if (!text.isEmpty())
        out += u" '"_s + text.left(60) + u"'"_s;
    return out;
}

// Where an item is: the named ancestors, innermost last.
inline QString path(const QQuickItem *item)
{
    QStringList names;
    for (const QQuickItem *p = item->parentItem(); p; p = p->parentItem())
        if (!p->objectName().isEmpty())
            names.prepend(p->objectName());
    return names.join(u'/');
}

inline QString rectText(const QRectF &r)
{
    return u"%1,%2 %3x%4"_s.arg(qRound(r.x())).arg(qRound(r.y())).arg(qRound(r.width())).arg(qRound(r.height()));
}

inline bool inside(const QRectF &outer, const QRectF &inner)
{
    return inner.left() >= outer.left() - kSlack && inner.top() >= outer.top() - kSlack
           && inner.right() <= outer.right() + kSlack && inner.bottom() <= outer.bottom() + kSlack;
}

inline bool isFlickable(const QQuickItem *item)
{
    return item->inherits("QQuickFlickable");
}

// The problems of one visible control or text.
inline void checkItem(QQuickItem *item, QStringList &problems, const FitRules &rules)
{
    QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    // A text field (a list's shown choice, a name) wider than its box is cut at its edge.
    if (rules.textFields && item->inherits("QQuickTextInput") && !item->hasActiveFocus()
        && item->property("contentWidth").toReal() > item->width() + kSlack) {
        problems << u"text field cut: %1 needs %2, has %3 in %4"_s.arg(itemName(item))
                            .arg(qRound(item->property("contentWidth").toReal()))
                            .arg(rectText(rect), path(item));
        return;
    }
    const bool text = item->inherits("QQuickText");
    if (text) {
        if (item->property("text").toString().trimmed().isEmpty())
            return;
        if (item->property("truncated").toBool() && !rules.mayElide.contains(item->objectName())) {
            problems << u"elided: %1 at %2 in %3"_s.arg(itemName(item), rectText(rect), path(item));
            return;
        }
        // A text larger than its box is drawn over its neighbours.
        const qreal cw = item->property("contentWidth").toReal();
        const qreal ch = item->property("contentHeight").toReal();
        if (cw > item->width() + kSlack || ch > item->height() + kSlack) {
            problems << u"text larger than its box: %1 needs %2x%3, has %4 in %5"_s.arg(itemName(item))
                                .arg(qRound(cw))
                                .arg(qRound(ch))
                                .arg(rectText(rect), path(item));
            return;
        }
    }
    if (rect.width() <= 0 || rect.height() <= 0)
        return;
    // Inside every ancestor that has a size; a scrolled list shows the part in view, the rest is reached
    // by scrolling (and must still fit across).
    const QQuickItem *flickContent = nullptr;
    for (QQuickItem *a = item->parentItem(); a; a = a->parentItem()) {
        if (a->width() <= 0 || a->height() <= 0)
            continue;
        // The window's content item lies under the header; what is in the window is seen.
        const QRectF outer = a->inherits("QQuickContentItem")
                                     ? QRectF(0, 0, item->window()->width(), item->window()->height())
                                     : a->mapRectToScene(QRectF(0, 0, a->width(), a->height()));
        if (isFlickable(a)) {
            if (rect.left() < outer.left() - kSlack || rect.right() > outer.right() + kSlack) {
                problems << u"sticks out across %1 at %2: %3 at %4 in %5"_s.arg(itemName(a), rectText(outer), itemName(item),
                                                                               rectText(rect), path(item));
                return;
            }
            rect = rect.intersected(outer);
            if (rect.isEmpty())
                return; // scrolled out of view
            flickContent = nullptr;
            continue;
        }
        if (a->parentItem() && isFlickable(a->parentItem()))
            flickContent = a;
        if (flickContent)
            continue; // inside a scrolled list: its own rectangle is the content's, checked at the list
        if (!inside(outer, rect)) {
            problems << u"outside %1 at %2: %3 at %4 in %5"_s.arg(itemName(a), rectText(outer), itemName(item), rectText(rect),
                                                                 path(item));
            return;
        }
    }
}

inline void checkTree(QQuickItem *item, QStringList &problems, const FitRules &rules = {})
{
    if (!item->isVisible() || item->opacity() < 0.01)
        return;
    if (isReadable(item))
        checkItem(item, problems, rules);
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        checkTree(child, problems, rules);
}

} // namespace mctest
