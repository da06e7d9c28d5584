// The games' facades as QML singletons: each engine's set's (core/engineobjects.h), not one that QML
// would make of its own with the facade's default constructor. These factories belong to the QML
// module's own target (mourners_app): Qt 6.4's qt_generate_foreign_qml_types(), which brings the
// app_* libraries' own types into the module, copies a QML_FOREIGN struct as a foreign type of the
// struct itself and so would hand QML an empty gadget in place of the facade.
#pragma once

#include "gamecontroller.h"
#include "ripsession.h"

#include <QtQml/qqml.h>

class QQmlEngine;
class QJSEngine;

/// GameController as QML sees it: the engine's MournersObjects' (app/mourners/mournersobjects.h).
struct GameControllerSingleton {
    Q_GADGET
    QML_FOREIGN(GameController)
    QML_NAMED_ELEMENT(GameController)
    QML_SINGLETON

public:
    static GameController *create(QQmlEngine *engine, QJSEngine *);
};

/// RipSession as QML sees it: the engine's RipObjects' (app/restinpeace/ripobjects.h).
struct RipSessionSingleton {
    Q_GADGET
    QML_FOREIGN(RipSession)
    QML_NAMED_ELEMENT(RipSession)
    QML_SINGLETON

public:
    static RipSession *create(QQmlEngine *engine, QJSEngine *);
};
