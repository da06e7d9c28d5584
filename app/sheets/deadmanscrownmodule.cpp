// Dead Man's Crown's end-game score sheet as a game of the shelf (app/core/registry.h).
#include "registry.h"
#include "historycheck.h"

#include "model/sheets/deadmanscrown.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <optional>

using namespace Qt::StringLiterals;
using namespace historycheck;

int runDeadMansCrown(const QString &cmd, QStringList &args); // deadmanscrowncli.cpp

namespace dmc {

namespace {

// The sheet's lines top to bottom (each space's cubes, then what it counts) and the sheet's own names
// of its fields (DeadMansCrownSheet::labels()).
constexpr shelf::DetailLabel kLabels[] = {
    {"rituals", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Ritual points")},
    {"oracle.black", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on black")},
    {"used.black", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Black skulls used")},
    {"oracle.red", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on red")},
    {"used.red", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Red skulls used")},
    {"oracle.white", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on white")},
    {"used.white", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "White skulls used")},
    {"oracle.gold", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on gold")},
    {"used.gold", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Gold skulls used")},
    {"oracle.runes", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on runes")},
    {"runeGroup", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Largest rune group")},
    {"oracle.star", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on the cursed star")},
    {"oracle.skulls", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Cubes on all skulls")},
    {"skullsLeft", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Skulls left")},
    {"bones", "DeadMansCrownSheet", QT_TRANSLATE_NOOP("DeadMansCrownSheet", "Bones left")},
    //: History, Dead Man's Crown: the points a player won on the Oracle's seven spaces together.
    {"oraclePoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Oracle points")},
};

// The details are the sheet's own input (docs/cli.md) plus its Oracle points; the sheet reads them
// (dmc::parse) and ranks them (dmc::score) again.
// Dead Man's Crown: the details are the sheet's own input (docs/cli.md) plus its Oracle points; the sheet
// reads them (dmc::parse) and ranks them (dmc::score) again.
bool checkRecord(GameRecord &g, const shelf::FieldPath &at, mc::Problem &error)
{
    QJsonArray list;
    std::vector<std::optional<int>> oracle(g.players.size());
    for (std::size_t i = 0; i < g.players.size(); ++i) {
        QJsonObject d = g.players[i].details;
        if (d.contains(u"oraclePoints"_s)) {
            int v = 0;
            if (!wholeJson(d.value(u"oraclePoints"_s), at(int(i), u"details.oraclePoints"_s), 0, kMaxScore, v, error))
                return false;
            oracle[i] = v;
            d.remove(u"oraclePoints"_s);
        }
        if (d.contains(u"name"_s)) {
            error = problemAt(at(int(i), u"details"_s), mc::ProblemCode::UnknownKey, u"name"_s);
            return false;
        }
        d[u"name"_s] = g.players[i].name;
        list.append(d);
    }
    std::vector<PlayerInput> in;
    dmc::ParseError pe;
    if (!dmc::parse(QJsonDocument(QJsonObject{{u"players"_s, list}}).toJson(QJsonDocument::Compact), in, pe)) {
        error = intoDetails(pe, at);
        return false;
    }
    const dmc::Result r = dmc::score(in);
    for (const dmc::Standing &s : r.ranking) {
        PlayerRecord &p = g.players[std::size_t(s.player)];
        if (!sameResultAs(p.score, s.score, at(s.player, u"score"_s), error)
            || !sameResultAs(p.place, s.place, at(s.player, u"place"_s), error))
            return false;
        if (oracle[std::size_t(s.player)]
            && !sameResultAs(*oracle[std::size_t(s.player)], s.oracle, at(s.player, u"details.oraclePoints"_s), error))
            return false;
        p.tiebreak = QString::fromLatin1(dmc::tieBreakKey(s.tiebreak));
    }
    return true;
}

} // namespace

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"dead-mans-crown", QT_TRANSLATE_NOOP("Shelf", "Dead Man's Crown"),
                        QT_TRANSLATE_NOOP("Shelf", "The end-game score sheet: rituals, the Oracle's majorities, the winner"), 2, 4,
                        shelf::ScoreSheet, "sheets/DeadMansCrownHome.qml"};
    m.folder = "sheets";
    m.history.labels = kLabels;
    m.history.check = checkRecord;
    m.cli = runDeadMansCrown;
    m.cliUsage = "  score FILE --game dead-mans-crown\n";
    return m;
}

} // namespace dmc
