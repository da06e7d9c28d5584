// The games of the shelf: the program's one list of them, one line per game, in the shelf's order (the
// home screen's, `mourners-cli games`'). app/core's registry asks for it (shelf::shelfGames()) and
// names no game. Compiled as objects (app/CMakeLists.txt: shelf_games) and not into a static library,
// which would leave it out: nothing the program calls first names this file, only the registry does.
#include "registry.h"

// Each game's module, in its own folder.
namespace mc { shelf::GameModule shelfModule(); }        // app/mourners/mournersmodule.cpp
namespace rip { shelf::GameModule shelfModule(); }       // app/restinpeace/ripmodule.cpp
namespace dmc { shelf::GameModule shelfModule(); }       // app/sheets/deadmanscrownmodule.cpp
namespace manster { shelf::GameModule shelfModule(); }   // app/sheets/manstermodule.cpp
namespace occ { shelf::GameModule shelfModule(); }       // app/sheets/occultmodule.cpp

QList<shelf::GameModule> shelf::shelfGames()
{
    return {
            mc::shelfModule(),
            rip::shelfModule(),
            dmc::shelfModule(),
            manster::shelfModule(),
            occ::shelfModule(),
    };
}
