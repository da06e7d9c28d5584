// Can every text of a screen be read: its colour against what is painted under it has at least the
// contrast WCAG 2 asks of level AA (4.5:1, 3:1 for large text: 24 px, or 18.66 px bold). What is under a
// text is found the way Qt Quick paints: the items before it in painting order whose rectangle holds the
// text's middle, blended from the window's colour up. A text over a picture, a chart or a canvas is not
// judged (its ground is not one colour); neither is a disabled one (WCAG exempts it), nor a line of Qt's
// own file dialog (its list's sizes and dates: drawn by Qt Quick Dialogs, not by the app).
#pragma once

#include "fitcheck.h"

#include <QColor>
#include <QFont>
#include <QQuickItem>
#include <QQuickWindow>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace mctest {

using namespace Qt::StringLiterals;

inline double relativeLuminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

inline double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

//! `top` with its alpha times `opacity` over the opaque `under`.
inline QColor blended(const QColor &top, double opacity, const QColor &under)
{
    const double a = top.alphaF() * opacity;
    return QColor::fromRgbF(float(top.redF() * a + under.redF() * (1 - a)),
                            float(top.greenF() * a + under.greenF() * (1 - a)),
                            float(top.blueF() * a + under.blueF() * (1 - a)));
}

inline double effectiveOpacity(const QQuickItem *item)
{
    double o = 1.0;
    for (; item; item = item->parentItem())
        o *= item->opacity();
    return o;
}

//! Whether `item` is a delegate its list (a ListView or GridView) has let go of but that is still there:
//! the list's current item when the model was reset is only culled (not painted) at its old place until
//! the list lets go of it too, and lies over the row that now holds its index.
inline bool releasedDelegate(QQuickItem *item)
{
    QQuickItem *content = item->parentItem();
    QQuickItem *view = content ? content->parentItem() : nullptr;
    if (!view || !view->inherits("QQuickItemView") || view->property("contentItem").value<QQuickItem *>() != content)
        return false;
    bool hasIndex = false;
    const int index = item->property("index").toInt(&hasIndex);
    if (!hasIndex || index < 0)
        return false;
    QQuickItem *atIndex = nullptr;
    if (!QMetaObject::invokeMethod(view, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, atIndex), Q_ARG(int, index)))
        return false;
    return atIndex != item;
}

//! The visible items under `item`, in the order Qt Quick paints them: children with a negative z before
//! their parent, the others after it, each group by z (then by their order).
inline void paintOrder(QQuickItem *item, std::vector<QQuickItem *> &out)
{
    if (!item->isVisible() || item->opacity() < 0.01 || releasedDelegate(item))
        return;
    QList<QQuickItem *> children = item->childItems();
    std::stable_sort(children.begin(), children.end(), [](QQuickItem *a, QQuickItem *b) { return a->z() < b->z(); });
    auto it = children.begin();
    for (; it != children.end() && (*it)->z() < 0; ++it)
        paintOrder(*it, out);
    out.push_back(item);
    for (; it != children.end(); ++it)
        paintOrder(*it, out);
}

//! What an item paints for the ground of a text: its colour (with its alpha), or nullopt when it paints
//! nothing there; `unknown` is set for a picture, a canvas, a chart or a gradient.
inline std::optional<QColor> groundOf(const QQuickItem *item, bool &unknown)
{
    if (item->inherits("QQuickRectangle")) {
        if (item->property("gradient").value<QObject *>() != nullptr) {
            unknown = true;
            return std::nullopt;
        }
        const QColor c = item->property("color").value<QColor>();
        return c.alpha() > 0 ? std::optional<QColor>(c) : std::nullopt;
    }
    if (item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit"))
        return std::nullopt; // a text's own box paints only its letters
    // Material's ripple is clear until pressed; layouts, positioners and controls paint nothing themselves.
    const QByteArray type = item->metaObject()->className();
    if (type.contains("Ripple") || !item->flags().testFlag(QQuickItem::ItemHasContents))
        return std::nullopt;
    unknown = true; // an image, a canvas, a chart, a shape
    return std::nullopt;
}

//! WCAG's large text: 24 px, or 18.66 px and bold.
inline bool isLargeText(const QFont &font)
{
    const double px = font.pixelSize() > 0 ? font.pixelSize() : font.pointSizeF() * 96.0 / 72.0;
    return px >= 24.0 || (px >= 18.66 && font.weight() >= QFont::Bold);
}

//! Whether `item` belongs to Qt's own file or folder dialog.
inline bool inQtFileDialog(const QQuickItem *item)
{
    for (const QQuickItem *p = item; p; p = p->parentItem()) {
        const QByteArray type = p->metaObject()->className();
        if (type.contains("FileDialog") || type.contains("FolderDialog") || p->objectName().startsWith(u"fileDialog"_s))
            return true;
    }
    return false;
}

struct ContrastRules {
    //! Texts not judged, by objectName (a text that only decorates, its words read elsewhere).
    QStringList exempt;
};

//! Appends one line per text of `root` (and the window's popups under it) that is too faint to read.
inline void checkContrast(QQuickWindow *window, QQuickItem *root, QStringList &problems, const ContrastRules &rules = {})
{
    std::vector<QQuickItem *> order;
    paintOrder(window->contentItem(), order);
    const QColor base = window->color();
    for (std::size_t i = 0; i < order.size(); ++i) {
        QQuickItem *text = order[i];
        if (!text->inherits("QQuickText") || !text->isEnabled() || rules.exempt.contains(text->objectName()))
            continue;
        if (root != window->contentItem() && !root->isAncestorOf(text))
            continue;
        if (text->property("text").toString().trimmed().isEmpty() || text->width() <= 0 || text->height() <= 0
            || inQtFileDialog(text))
            continue;
        const double opacity = effectiveOpacity(text);
        if (opacity < 0.01)
            continue;
        const QPointF middle = text->mapToScene(QPointF(text->width() / 2, text->height() / 2));
        // Scrolled out of a clipped list: not seen.
        bool clippedAway = false;
        for (const QQuickItem *a = text->parentItem(); a && !clippedAway; a = a->parentItem())
            clippedAway = a->clip() && !a->mapRectToScene(QRectF(0, 0, a->width(), a->height())).contains(middle);
        if (clippedAway)
            continue;
        // The grounds under the text, topmost first, down to an opaque one.
        std::vector<std::pair<QColor, double>> grounds;
        bool unknown = false;
        for (std::size_t j = i; j-- > 0 && !unknown;) {
            const QQuickItem *under = order[j];
            if (under->isAncestorOf(text) && !under->inherits("QQuickRectangle"))
                continue;
            const QRectF r = under->mapRectToScene(QRectF(0, 0, under->width(), under->height()));
            if (!r.contains(middle))
                continue;
            const std::optional<QColor> ground = groundOf(under, unknown);
            if (!ground)
                continue;
            const double o = effectiveOpacity(under);
            grounds.emplace_back(*ground, o);
            if (ground->alphaF() * o >= 0.99)
                break;
        }
        if (unknown)
            continue;
        QColor ground = base;
        for (auto g = grounds.rbegin(); g != grounds.rend(); ++g)
            ground = blended(g->first, g->second, ground);
        const QColor ink = blended(text->property("color").value<QColor>(), opacity, ground);
        const double ratio = contrastRatio(ink, ground);
        const double needed = isLargeText(text->property("font").value<QFont>()) ? 3.0 : 4.5;
        if (ratio + 1e-6 < needed) {
            problems << u"faint text (%1:1, needs %2:1): %3 in %4 on %5 at %6 in %7"_s
                                .arg(ratio, 0, 'f', 2)
                                .arg(needed, 0, 'f', 1)
                                .arg(itemName(text), ink.name(), ground.name())
                                .arg(rectText(text->mapRectToScene(QRectF(0, 0, text->width(), text->height()))),
                                     path(text));
        }
    }
}

} // namespace mctest
