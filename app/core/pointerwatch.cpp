#include "pointerwatch.h"

#include <QMouseEvent>

PointerWatch::PointerWatch(QObject *parent) : AppEventWatch(parent) {}

bool PointerWatch::eventFilter(QObject *watched, QEvent *event)
{
    // Only what windows receive: the hover events a window then sends its items keep the state as the
    // window's own event left it (a move, or a frame whose scene changed under the pointer).
    if (!watched->isWindowType())
        return false;
    if (event->type() != QEvent::MouseMove) {
        m_moving = false;
        return false;
    }
    const QPointF at = static_cast<QMouseEvent *>(event)->scenePosition();
    m_moving = !m_known || at != m_last;
    m_known = true;
    m_last = at;
    if (m_moving) {
        ++m_moves;
        emit movesChanged();
    }
    return false;
}
