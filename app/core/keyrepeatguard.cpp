#include "keyrepeatguard.h"

#include <QKeyEvent>

KeyRepeatGuard::KeyRepeatGuard(QObject *parent) : AppEventWatch(parent) {}

bool KeyRepeatGuard::eventFilter(QObject *watched, QEvent *event)
{
    const QEvent::Type type = event->type();
    if (type != QEvent::KeyPress && type != QEvent::KeyRelease && type != QEvent::ShortcutOverride)
        return false;
    const auto *key = static_cast<QKeyEvent *>(event);
    if (key->key() != Qt::Key_Escape || key->nativeScanCode() == 0)
        return false;
    if (type == QEvent::KeyRelease) {
        // A window's release, once: its items get the same event after it.
        if (watched->isWindowType()) {
            m_released = true;
            m_releasedAt = key->timestamp();
        }
        return false;
    }
    // The shortcut map asks the focused item first (ShortcutOverride), then the window gets the press.
    if (!m_released || key->timestamp() != m_releasedAt) {
        if (type == QEvent::KeyPress && watched->isWindowType())
            m_released = false;
        return false;
    }
    event->accept();
    if (type == QEvent::KeyPress && watched->isWindowType()) {
        m_released = false;
        ++m_dropped;
        emit droppedChanged();
    }
    return true;
}
