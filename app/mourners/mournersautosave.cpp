#include "mournersautosave.h"

#include "eventtext.h"
#include "gamecontrollertr.h"
#include "model/mourners/game.h"
#include "problemwords.h"

using namespace Qt::StringLiterals;

namespace {

// The players of a save as the list and the Continue tile show them, in the language of now: the
// names are kept as saved, the words are made here.
QString shownPlayers(const QStringList &saved)
{
    QStringList shown;
    for (const QString &name : saved)
        shown << EventText::shownSeatName(name, int(shown.size()));
    return shown.join(u", "_s);
}

} // namespace

AutosaveEntry mournersAutosaveEntry(const mc::Game &game)
{
    AutosaveEntry e;
    e.readable = true;
    e.finished = game.state().isTerminal();
    e.table = game.setup().mode == mc::Mode::Table;
    for (const auto &seat : game.seats())
        e.players << seat.name;
    e.round = game.state().round;
    e.phase = int(game.state().phase);
    return e;
}

AutosaveFormat mournersAutosaveFormat()
{
    AutosaveFormat f;
    f.gameId = QString::fromLatin1(mc::kGameId);
    f.stem = u"game"_s;
    f.read = AutosaveFormat::reader<mc::Game>(&mournersAutosaveEntry);
    f.shownPlayers = &shownPlayers;
    f.phaseName = [](int phase) { return EventText::phaseName(mc::Phase(phase)); };
    f.summary = [](const AutosaveEntry &e) {
        //: %1 the players, %2 the round, %3 the phase. Shown on the Continue button.
        return GameControllerTr::tr("%1 · round %2 · %3")
                .arg(shownPlayers(e.players))
                .arg(e.round)
                .arg(EventText::phaseName(mc::Phase(e.phase)));
    };
    f.problemText = [](const mc::Problems &problems) { return MournersProblems::sentences(problems, {}, 3); };
    f.newestUnreadable = [](const QString &file, const QString &problem) {
        //: %1 the file, %2 the reasons, one sentence each.
        return GameControllerTr::tr("The last autosaved game (%1) could not be read. %2 The file was left "
                                    "as it is; new games are saved under a new name.")
                .arg(file, problem);
    };
    return f;
}
