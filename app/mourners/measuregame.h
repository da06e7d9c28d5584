// `mourners --measure-game`: Mourners Call's benchmark in the real window (app/mourners/measuregame.cpp).
#pragma once

#include <QString>

class GameController;
class QQuickWindow;

namespace mc {

/// Benchmark, not a test: plays a whole 4-player game of computer players on the game page and prints
/// its duration and the memory the app held. Exit code 0 when the game ended.
int measureGame(GameController *controller, QQuickWindow *window, const QString &drawing);

} // namespace mc
