// Can a finger hit every control of a screen: each visible, enabled control a person presses takes the
// taps of a box at least 44 × 44 px around its middle (its own size, or a larger containmentMask). Texts
// people select (a path, a name field) and the pages' scroll bars are not buttons and are not judged.
#pragma once

#include "fitcheck.h"

#include <QQuickItem>
#include <QStringList>

namespace mctest {

using namespace Qt::StringLiterals;

inline constexpr qreal kFingerSize = 44.0;

//! Whether `item` is something a person presses: a button of any kind, a combo box, a switch, a slider.
inline bool isPressable(const QQuickItem *item)
{
    return item->inherits("QQuickAbstractButton") || item->inherits("QQuickComboBox")
           || item->inherits("QQuickSlider") || item->inherits("QQuickSpinBox");
}

//! Appends one line per pressable control under `item` whose taps miss a 44 px box around its middle.
inline void checkTouchTargets(QQuickItem *item, QStringList &problems, const QStringList &exempt = {})
{
    if (!item->isVisible() || item->opacity() < 0.01)
        return;
    if (isPressable(item) && item->isEnabled() && item->width() > 0 && item->height() > 0
        && !exempt.contains(item->objectName())) {
        // Just inside the corners of the 44 px box centred on the control: the tap a finger lands.
        const QPointF middle(item->width() / 2, item->height() / 2);
        const qreal half = kFingerSize / 2 - 1;
        const bool takes = item->contains(middle + QPointF(0, -half)) && item->contains(middle + QPointF(0, half))
                           && item->contains(middle + QPointF(-half, 0)) && item->contains(middle + QPointF(half, 0));
        if (!takes) {
            problems << u"small target: %1 takes taps of %2x%3 px only, at %4 in %5"_s.arg(itemName(item))
                                .arg(qRound(item->width()))
                                .arg(qRound(item->height()))
                                .arg(rectText(item->mapRectToScene(QRectF(0, 0, item->width(), item->height()))),
                                     path(item));
        }
    }
    const auto children = item->childItems();
    for (QQuickItem *child : children)
        checkTouchTargets(child, problems, exempt);
}

} // namespace mctest
