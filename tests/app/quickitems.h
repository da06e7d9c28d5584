// Helpers for tests that drive the Qt Quick user interface.
#pragma once

#include <QQuickItem>
#include <QString>

namespace mctest {

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

} // namespace mctest
