// mourners-cli with the test game on its shelf: the program is the registry's, the game is added.
#include "testgame.h"

int cliMain(int argc, char **argv); // app/cli/main.cpp

int main(int argc, char **argv)
{
    testgame::registerTestGame();
    return cliMain(argc, argv);
}
