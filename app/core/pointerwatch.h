// Whether the pointer over a control got there by moving: QML sees the singleton `PointerWatch`. A
// window hovers the items that come under a resting pointer when its scene changes (the next step's
// buttons), and a tooltip shown then covers the screen that just came, though the person did nothing
// with the pointer. Controls ask moving() when they become hovered, and follow `moves` until the
// pointer moves if it was not.
#pragma once

#include "appeventwatch.h"

#include <QPointF>
#include <QtQml/qqmlregistration.h>

class PointerWatch : public AppEventWatch
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Bumped each time the pointer moves over a window (a real move: its place changed).
    Q_PROPERTY(int moves READ moves NOTIFY movesChanged)

public:
    explicit PointerWatch(QObject *parent = nullptr);

    [[nodiscard]] int moves() const { return m_moves; }
    /// True while a window delivers a pointer move (the items it enters are hovered by it); false while
    /// a window hovers the items its changed scene put under a resting pointer.
    [[nodiscard]] Q_INVOKABLE bool moving() const { return m_moving; }

signals:
    void movesChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    int m_moves = 0;
    bool m_moving = false;
    bool m_known = false; // m_last holds a place
    QPointF m_last;
};
