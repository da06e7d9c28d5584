// Mourners Call as a game of the shelf (app/core/registry.h): the first game, whose records carry
// the end-of-game breakdown and whose autosaves fill the autosave folder from before the shelf.
#include "registry.h"
#include "mournershistory.h"

#include <QCoreApplication>

namespace mc {

int runCli(const QString &cmd, QStringList &args); // mournerscli.cpp
const char *cliUsage();                              // mournerscli.cpp

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"mourners-call", QT_TRANSLATE_NOOP("Shelf", "Mourners Call"),
                        QT_TRANSLATE_NOOP("Shelf", "Court of the Dead: bookkeeping, rules and digital play"), 2, 4,
                        shelf::TableCompanion | shelf::DigitalPlay | shelf::ScoreSheet, "mourners/MournersHome.qml",
                        "mourners-call-save"};
    m.folder = "mourners";
    m.autosavePrefix = ""; // every file of the autosave folder that no other game's prefix claims
    m.history.breakdown = true;
    m.history.exportTitle = "Court of the Dead: Mourners Call";
    m.history.rank = MournersHistory::rank;
    m.history.tieSentences = MournersHistory::tieSentences;
    m.history.sheetNotes = MournersHistory::sheetNotes;
    m.cli = runCli;
    m.cliUsage = cliUsage();
    return m;
}

} // namespace mc
