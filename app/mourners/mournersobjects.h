// Mourners Call's long-lived objects for one QML engine (core/engineobjects.h): the game's facade and
// the phones on it, made and wired here and handed to QML as the singletons GameController and
// PhoneTable.
#pragma once

#include "gamecontroller.h"
#include "phonetable.h"

#include <QObject>
#include <QtQml/qqml.h>

class QQmlEngine;
class QJSEngine;

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

/// GameController as QML sees it: the engine's set's (a factory: QML would make a GameController of its
/// own with its default constructor).
struct GameControllerSingleton {
    Q_GADGET
    QML_FOREIGN(GameController)
    QML_NAMED_ELEMENT(GameController)
    QML_SINGLETON

public:
    static GameController *create(QQmlEngine *engine, QJSEngine *);
};
