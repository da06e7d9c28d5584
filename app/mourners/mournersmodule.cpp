// Mourners Call as a game of the shelf (app/core/registry.h): the first game, whose records carry
// the end-of-game breakdown and whose autosaves fill the autosave folder from before the shelf.
#include "registry.h"
#include "historyrecord.h"
#include "mournershistory.h"
#include "model/core/problem.h"
#include "model/mourners/conformance.h"

#include <QCoreApplication>

namespace mc {

int runCli(const QString &cmd, QStringList &args); // mournerscli.cpp
const char *cliUsage();                              // mournerscli.cpp

namespace {

template<int Players>
QStringList conformanceOf(std::uint64_t seed, int games, int botEvery)
{
    ConformanceOptions options;
    options.botEvery = botEvery;
    return checkConformance<MournersConformance<Players>>(seed, games, options);
}

// Digital play with 2, 3 or 4 seats.
QStringList conformance(int players, std::uint64_t seed, int games, int botEvery)
{
    switch (players) {
    case 2: return conformanceOf<2>(seed, games, botEvery);
    case 3: return conformanceOf<3>(seed, games, botEvery);
    case 4: return conformanceOf<4>(seed, games, botEvery);
    default: return {QStringLiteral("Mourners Call is played by 2 to 4 players, not %1").arg(players)};
    }
}

// The history detail's table: the breakdown of R-END-4 and the tie-breaks of R-END-5, in the
// words of the detail page.
constexpr shelf::RecordRow kRecordRows[] = {
    {"place", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Place")}},
    {"factionName", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Faction")}},
    {"motive", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Ulterior Motive")}, false, true},
    {"unity", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Unity")}},
    {"bone", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Bone Influence")}},
    {"flesh", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Flesh Influence")}},
    {"spirit", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Spirit Influence")}},
    {"motiveBonus", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Motive bonus")}},
    {"score", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Score")}, true},
    {"etherea", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Etherea (1st tie-break)")}},
    {"mourners", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Mourners (2nd tie-break)")}},
};

// The charts' tab of factions and motives: the games won per declared faction and per kept
// Ulterior Motive.
const shelf::RecordCategory kRecordCategories[] = {
    {"faction", MournersHistory::factionOf, MournersHistory::factionName,
     {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Games won per declared faction (%)")},
     {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "No faction was recorded yet")}},
    {"motive", MournersHistory::motiveOf, nullptr,
     {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Games won per Ulterior Motive (%)")},
     {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "No motive was recorded yet")}},
};

// The history's files keep the breakdown under keys of their own, as before the shelf: the faction
// and motive beside the name, the numbers in "breakdown" (the motive's bonus there as "motive"), and
// one CSV column each, named as the first database's columns.
constexpr shelf::RecordField kRecordFields[] = {
    {"faction", "faction", "faction", -1, MournersHistory::isKnownFaction, int(ProblemCode::NotFaction)},
    {"motive", "motive", "motive"},
    {"unity", "breakdown.unity", "unity", 999},
    {"bone", "breakdown.bone", "bone", 999},
    {"flesh", "breakdown.flesh", "flesh", 999},
    {"spirit", "breakdown.spirit", "spirit", 999},
    {"motiveBonus", "breakdown.motive", "motive_bonus", 999},
    {"etherea", "breakdown.etherea", "etherea", 999},
    {"mourners", "breakdown.mourners", "mourners", 999},
};

// The detail's chart of the two meters at the end of each round (R-METER).
constexpr shelf::RoundLine kRoundLines[] = {
    {"suspicion", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Suspicion")}, "suspicionMax", 12,
     "#6a1b9a", "#ce93d8"},
    {"threat", {"HistoryDetailPage", QT_TRANSLATE_NOOP("HistoryDetailPage", "Threat")}, "threatMax", 9, "#bf360c",
     "#ffab91"},
};

} // namespace

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"mourners-call", QT_TRANSLATE_NOOP("Shelf", "Mourners Call"),
                        QT_TRANSLATE_NOOP("Shelf", "Court of the Dead: bookkeeping, rules and digital play"), 2, 4,
                        shelf::TableCompanion | shelf::DigitalPlay | shelf::ScoreSheet, "mourners/MournersHome.qml",
                        "mourners-call-save"};
    m.folder = "mourners";
    m.screens = "mourners/MournersScreens.qml";
    m.settingsSection = "mourners/MournersSettings.qml";
    m.autosavePrefix = ""; // every file of the autosave folder that no other game's prefix claims
    m.history.breakdown = true;
    m.history.rows = kRecordRows;
    m.history.categories = kRecordCategories;
    m.history.roundLines = kRoundLines;
    m.history.roundLinesTitle = {"HistoryDetailPage",
                                 QT_TRANSLATE_NOOP("HistoryDetailPage", "Suspicion and Threat at the end of each round")};
    m.history.categoriesTab = {"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Factions and motives")};
    m.history.exportTitle = "Court of the Dead: Mourners Call";
    m.history.fields = kRecordFields;
    m.history.uidParts = MournersHistory::uidParts;
    m.history.playerDetail = MournersHistory::playerDetail;
    m.history.sheetRows = MournersHistory::sheetRows;
    m.history.rank = MournersHistory::rank;
    m.history.tieSentences = MournersHistory::tieSentences;
    m.history.sheetNotes = MournersHistory::sheetNotes;
    m.cli = runCli;
    m.cliUsage = cliUsage();
    m.conformance = conformance;
    return m;
}

} // namespace mc
