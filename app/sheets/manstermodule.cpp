// The manster duel's battle tracker as a game of the shelf (app/core/registry.h): its score is the
// damage a player dealt, by attacks or entered with the number boxes.
#include "registry.h"
#include "historycheck.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;
using namespace historycheck;

namespace manster {

namespace {

constexpr shelf::DetailLabel kLabels[] = {
    //: History, the manster duel: direct damage the player took (10 eliminates).
    {"directDamageTaken", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Direct damage taken")},
    {"damageDealt", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Damage dealt")},
    {"stacksDefeated", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Stacks defeated")},
    //: History, the manster duel: cards the player's stacks sent to the graveyard.
    {"cardsToGraveyard", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Cards to the graveyard")},
};

// The tracker's four numbers per player; its score is the damage dealt.
bool checkRecord(GameRecord &g, const shelf::FieldPath &at, mc::Problem &error)
{
    static const QStringList keys = {u"directDamageTaken"_s, u"damageDealt"_s, u"stacksDefeated"_s,
                                     u"cardsToGraveyard"_s};
    for (std::size_t i = 0; i < g.players.size(); ++i) {
        std::map<QString, int> v;
        if (!exactNumbers(g.players[i], int(i), keys, 999, at, v, error)
            || !sameResultAs(g.players[i].score, v[u"damageDealt"_s], at(int(i), u"score"_s), error))
            return false;
        g.players[i].tiebreak = u"none"_s;
    }
    return placesFit(g, at, error);
}

} // namespace

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"manster-duel", QT_TRANSLATE_NOOP("Shelf", "Manster duel"),
                        QT_TRANSLATE_NOOP("Shelf", "The battle tracker: stacks on two slabs, attacks, direct damage, the last one standing"), 2, 6,
                        shelf::Tracker, "sheets/MansterHome.qml"};
    m.folder = "sheets";
    m.autosavePrefix = "manster-"; // MansterBattle's files in the shared autosave folder
    m.history.labels = kLabels;
    m.history.check = checkRecord;
    // A battle has no points: its numbers are the damage each player dealt.
    //: %1 each player with the damage their attacks dealt in a manster battle.
    m.history.scoresLine = {"HistoryPage", QT_TRANSLATE_NOOP("HistoryPage", "Damage dealt: %1")};
    m.history.winnerScore = false; // the last one standing has no points to show
    m.history.averageHeading = {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Average damage dealt per player")};
    m.history.averageName = {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Average damage dealt")};
    return m;
}

} // namespace manster
