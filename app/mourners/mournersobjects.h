// Mourners Call's long-lived objects for one QML engine (core/engineobjects.h): the game's facade, the
// phones on it and the rulesets (the card editor's), made and wired here and handed to QML as the
// singletons GameController (its factory is the QML module's: app/qmlsingletons.h), PhoneTable and
// RulesetLibrary. The facade records its games in the engine's history (core/coreobjects.h).
#pragma once

#include "gamecontroller.h"
#include "phonetable.h"
#include "rulesetlibrary.h"

#include <QObject>

class MournersObjects : public QObject
{
    Q_OBJECT

public:
    explicit MournersObjects(QObject *engine);
    ~MournersObjects() override;

    [[nodiscard]] GameController *controller() { return &m_controller; }
    [[nodiscard]] PhoneTable *phones() { return &m_phones; }
    /// The rulesets at RulesetLibrary::defaultDirectory().
    [[nodiscard]] RulesetLibrary *library() { return &m_library; }

    /// The library of the QML engine that made `object`; nullptr for an object no engine made.
    [[nodiscard]] static RulesetLibrary *libraryOf(const QObject *object);

private:
    RulesetLibrary m_library{RulesetLibrary::defaultDirectory()}; // before the controller that uses it
    GameController m_controller;
    PhoneTable m_phones{&m_controller}; // after the controller, so it goes first
};
