// Mourners Call's long-lived objects for one QML engine (core/engineobjects.h): the game's facade and
// the phones on it, made and wired here and handed to QML as the singletons GameController (its
// factory is the QML module's: app/qmlsingletons.h) and PhoneTable.
#pragma once

#include "gamecontroller.h"
#include "phonetable.h"

#include <QObject>

class MournersObjects : public QObject
{
    Q_OBJECT

public:
    explicit MournersObjects(QObject *engine);
    ~MournersObjects() override;

    [[nodiscard]] GameController *controller() { return &m_controller; }
    [[nodiscard]] PhoneTable *phones() { return &m_phones; }

private:
    GameController m_controller;
    PhoneTable m_phones{&m_controller}; // after the controller, so it goes first
};
