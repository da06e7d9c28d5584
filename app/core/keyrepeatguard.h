// Escape held down goes back one screen only. On X11 a key held down repeats as a release and a press of
// the same server time; Qt marks the press as a repeat only when it has already read the press as it
// handles the release. When the press comes a moment later (a busy machine), the repeat looks like a new
// press: Escape held to close a dialog then left the game screen too. QML sees the singleton
// `KeyRepeatGuard` (Main.qml holds it): it drops an Escape press of the same time as the Escape release
// before it, from the shortcut map as from the items. Events made by programs (QTest, a scan code of 0)
// are left alone: two of them may share a millisecond.
#pragma once

#include "appeventwatch.h"

#include <QtQml/qqmlregistration.h>

class KeyRepeatGuard : public AppEventWatch
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Escape presses dropped as repeats so far.
    Q_PROPERTY(int dropped READ dropped NOTIFY droppedChanged)

public:
    explicit KeyRepeatGuard(QObject *parent = nullptr);

    [[nodiscard]] int dropped() const { return m_dropped; }

signals:
    void droppedChanged();

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    bool m_released = false; // an Escape release was the last Escape event
    quint64 m_releasedAt = 0;
    int m_dropped = 0;
};
