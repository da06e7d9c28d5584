// A game that exists only in the tests: it shows that a game is its own folder and one registration.
// Nothing outside this folder names it; it registers itself (shelf::registerGame) when a test or the
// test build of the command line asks it to.
#pragma once

namespace testgame {

/// Adds the test game to the shelf (once; true when it is there).
bool registerTestGame();

} // namespace testgame
