// Rest in Peace as a game of the shelf (app/core/registry.h).
#include "registry.h"
#include "historycheck.h"
#include "riptext.h"
#include "model/restinpeace/conformance.h"

#include <QCoreApplication>
#include <QVariantMap>

using namespace Qt::StringLiterals;
using namespace historycheck;

int runRestInPeace(const QString &cmd, QStringList &args); // ripcli.cpp

namespace rip {

namespace {

// The history's words for its numbers (flatDetails keys).
constexpr shelf::DetailLabel kLabels[] = {
    //: History, Rest in Peace: mansions won.
    {"manors", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Manors")},
    {"castles", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Castles")},
};

// Ten mansions, each won as a manor or a castle; a player's score is what they won.
bool checkRecord(GameRecord &g, const shelf::FieldPath &at, mc::Problem &error)
{
    static const QStringList keys = {u"manors"_s, u"castles"_s};
    constexpr int kMansions = 10;
    int won = 0;
    for (std::size_t i = 0; i < g.players.size(); ++i) {
        std::map<QString, int> v;
        if (!exactNumbers(g.players[i], int(i), keys, kMansions, at, v, error))
            return false;
        const int mine = v[u"manors"_s] + v[u"castles"_s];
        won += mine;
        if (won > kMansions) {
            error = problemAt(at(int(i), u"details.manors"_s), mc::ProblemCode::NotANumber, {}, 0, kMansions - (won - mine));
            return false;
        }
        if (!sameResultAs(g.players[i].score, mine, at(int(i), u"score"_s), error))
            return false;
    }
    return placesFit(g, at, error);
}

// A duel: two seats only.
QStringList conformance(int players, std::uint64_t seed, int games, int botEvery)
{
    if (players != 2)
        return {QStringLiteral("Rest in Peace is played by 2 players, not %1").arg(players)};
    mc::ConformanceOptions options;
    options.botEvery = botEvery;
    return mc::checkConformance<RestInPeaceConformance>(seed, games, options);
}

} // namespace

QString historySummary(const QVariantMap &detail)
{
    const QVariantMap d = detail.value(u"details"_s).toMap();
    const QString how = RipText::endReasonText(d.value(u"end"_s).toString());
    if (how.isEmpty())
        return {};
    const QVariantList players = detail.value(u"players"_s).toList();
    QStringList parts;
    for (const QVariant &p : players) {
        const QVariantMap m = p.toMap();
        const QVariantMap values = m.value(u"values"_s).toMap();
        parts << QCoreApplication::translate("RipSession", "%1: %2")
                         .arg(m.value(u"name"_s).toString(),
                              RipText::tokens(values.value(u"manors"_s).toInt(), values.value(u"castles"_s).toInt()));
    }
    //: The history's line for a game of Rest in Peace: %1 how it ended, %2 each player's mansions.
    return QCoreApplication::translate("RipSession", "How it ended: %1. %2.").arg(how, parts.join(u"; "_s));
}

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"rest-in-peace", QT_TRANSLATE_NOOP("Shelf", "Rest in Peace"),
                        QT_TRANSLATE_NOOP("Shelf", "Two ghost families, ten mansions: follow a table game or play a duel"), 2, 2,
                        shelf::TableCompanion | shelf::DigitalPlay, "restinpeace/RestInPeaceHome.qml", "rest-in-peace-save"};
    m.folder = "restinpeace";
    m.autosavePrefix = "restinpeace-"; // RipSession's files in the shared autosave folder
    m.history.labels = kLabels;
    m.history.check = checkRecord;
    m.history.summary = historySummary;
    m.cli = runRestInPeace;
    m.cliUsage = "  new --game rest-in-peace --seed S [--mode digital|table] [--learning] [--names A,B] [--starter 1|2]\n"
                 "  show SAVE [--seat N] | apply SAVE ACTION... | serve SAVE\n"
                 "  simulate --game rest-in-peace --games G --seed S [--check] | tournament --game rest-in-peace ...\n";
    m.conformance = conformance;
    return m;
}

} // namespace rip
