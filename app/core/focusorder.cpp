#include "focusorder.h"

#include <QQuickItem>

FocusOrder::FocusOrder(QObject *parent) : QObject(parent) {}

QQuickItem *FocusOrder::firstTabStop(QQuickItem *item, const QStringList &skip) const
{
    if (!item || !item->isVisible() || !item->isEnabled())
        return nullptr;
    if (!skip.isEmpty() && skip.contains(item->objectName()))
        return nullptr;
    if (hasFirstChoice(item->metaObject())) {
        QVariant choice;
        if (!QMetaObject::invokeMethod(item, "firstChoice", Q_RETURN_ARG(QVariant, choice)))
            return nullptr;
        return qobject_cast<QQuickItem *>(choice.value<QObject *>());
    }
    const QList<QQuickItem *> children = item->childItems();
    for (QQuickItem *child : children)
        if (QQuickItem *found = firstTabStop(child, skip))
            return found;
    return item->activeFocusOnTab() ? item : nullptr;
}

bool FocusOrder::hasFirstChoice(const QMetaObject *type) const
{
    Known &known = m_firstChoice[type];
    if (known.className != type->className())
        known = Known{type->className(), type->indexOfMethod("firstChoice()") >= 0};
    return known.firstChoice;
}
