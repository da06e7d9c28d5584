// Whether a screen reader (or another assistive tool) follows the window: QML sees the singleton
// `ScreenReader`. Screens do some things only for it (a decision's controls made anew, so that the
// reader speaks the new question), and nothing costs the others anything.
#pragma once

#include <QAccessible>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class ScreenReader : public QObject, private QAccessible::ActivationObserver
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// True while an assistive tool reads the window (Qt's accessibility is active).
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)

public:
    explicit ScreenReader(QObject *parent = nullptr);
    ~ScreenReader() override;

    [[nodiscard]] bool active() const { return m_active; }

signals:
    void activeChanged();

private:
    void accessibilityActiveChanged(bool active) override;

    bool m_active = false;
};
