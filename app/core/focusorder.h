// Where the keyboard goes after a step: QML sees the singleton `FocusOrder`. The game pages give the
// keyboard to the first place Tab reaches in the new decision's panel; walking the panel's items in C++
// is one call a step, where the same walk in JavaScript made a list of each item's children on the way.
#pragma once

#include <QHash>
#include <QObject>
#include <QQuickItem>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class FocusOrder : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    explicit FocusOrder(QObject *parent = nullptr);

    /// The first place under `item` (itself included) that Tab reaches, in the order of the items'
    /// children, visible and enabled; null if none. An item with a function firstChoice() (the bid's
    /// panel: its first amount, not Hide) answers for itself; an item whose objectName is in `skip` and
    /// what it holds are passed over. A scrolling area that Tab stops at comes after what it holds.
    Q_INVOKABLE QQuickItem *firstTabStop(QQuickItem *item, const QStringList &skip = {}) const;

private:
    /// Whether items of this type have firstChoice(): looked up once a type (looking the method's name
    /// up on every item walked was about 1 % of a table click's work on the GUI thread).
    [[nodiscard]] bool hasFirstChoice(const QMetaObject *type) const;

    struct Known {
        QByteArray className; // a type made later at the same address is looked up anew
        bool firstChoice = false;
    };
    mutable QHash<const QMetaObject *, Known> m_firstChoice;
};
