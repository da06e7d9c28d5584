// The translation context of the game controller's strings. The controller is split into parts
// (table status, guide, autosave, seats, computer players, ending); their sentences keep the context
// "GameController" so that the existing translations stay valid.
#pragma once

#include <QCoreApplication>

struct GameControllerTr
{
    Q_DECLARE_TR_FUNCTIONS(GameController)
};
