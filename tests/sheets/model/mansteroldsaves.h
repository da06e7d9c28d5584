// The manster battle's saves of versions 1 and 2 exactly as the app wrote them: the tracker's model
// test replays them, the loaders' fuzz starts from them.
#pragma once

#include <QByteArray>

namespace manstertest {

inline const QByteArray kMansterV1 = R"({"actions":[{"card":"meat","damage":0,"do":"addCard","health":6,"player":0,"slab":0},)"
                              R"({"card":"bone","damage":4,"do":"addCard","health":0,"player":0,"slab":0},)"
                              R"({"card":"spirit","damage":0,"do":"addCard","health":0,"player":0,"slab":0},)"
                              R"({"card":"manster","damage":1,"do":"addCard","health":2,"player":0,"slab":0},)"
                              R"({"card":"meat","damage":0,"do":"addCard","health":3,"player":1,"slab":0},)"
                              R"({"card":"bone","damage":2,"do":"addCard","health":0,"player":1,"slab":0},)"
                              R"({"card":"spirit","damage":0,"do":"addCard","health":0,"player":1,"slab":0},)"
                              R"({"do":"attack","player":0,"target":1},{"do":"endTurn"},)"
                              R"({"do":"removeCard","index":3,"player":0,"slab":0}],"digest":"7799238e8b1ef439",)"
                              R"("first":0,"game":"manster-duel","players":["Ada","Bo"],"version":1})";

inline const QByteArray kMansterV2 = R"({"actions":[{"anyTime":true,"card":"meat","damage":0,"do":"addCard","health":4,"player":1,"slab":0},)"
                              R"({"anyTime":true,"card":"meat","damage":0,"do":"addCard","health":6,"player":1,"slab":0},)"
                              R"({"anyTime":true,"card":"bone","damage":2,"do":"addCard","health":0,"player":1,"slab":0},)"
                              R"({"anyTime":true,"card":"spirit","damage":0,"do":"addCard","health":0,"player":1,"slab":0},)"
                              R"({"anyTime":true,"card":"meat","damage":0,"do":"addCard","health":3,"player":1,"slab":1},)"
                              R"({"do":"endTurn"},{"do":"setTaken","player":1,"slab":0,"value":2},)"
                              R"({"do":"removeCard","index":0,"player":1,"slab":0}],"digest":"581519e781c4c0dd",)"
                              R"("first":0,"game":"manster-duel","players":["Ada","Bo"],"version":2})";

} // namespace manstertest
