#include "majoritymodel.h"

#include "model/mourners/game.h"
#include "model/mourners/gamestate.h"
#include "model/mourners/ruleset.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

struct MajorityRow {
    QString kind; // "location" or "guild"
    int number = 0;
    QString name;
    int faction = 0;
    QVariantList counts;
    int best = 0;
    int leader = -1;
    bool tied = false;
    QVariantList tiedSeats;
    bool malavestros = false;
    QString status; // "pending", "current", "done"
    QString summary;
    QString result;
    bool alltaker = false;
};

const RowRoles<MajorityRow> kRoles{
        {"kind", &MajorityRow::kind},           {"number", &MajorityRow::number},
        {"name", &MajorityRow::name},           {"faction", &MajorityRow::faction},
        {"counts", &MajorityRow::counts},       {"best", &MajorityRow::best},
        {"leader", &MajorityRow::leader},       {"tied", &MajorityRow::tied},
        {"tiedSeats", &MajorityRow::tiedSeats}, {"malavestros", &MajorityRow::malavestros},
        {"status", &MajorityRow::status},       {"summary", &MajorityRow::summary},
        {"result", &MajorityRow::result},       {"alltaker", &MajorityRow::alltaker}};

} // namespace

MajorityModel::MajorityModel(QObject *parent) : RowListModel(kRoles, parent) {}

void MajorityModel::clear()
{
    RowListModel::clear();
    if (m_currentRow != -1) {
        m_currentRow = -1;
        emit currentRowChanged();
    }
}

MajorityModel::AlltakerTie MajorityModel::alltakerTie(const mc::Game &game, const mc::GameState &s)
{
    // R-MAJ-3: once per round; the flag is cleared when a round starts, so the last step that took a
    // tie is of this round.
    if (!s.alltakerUsed)
        return {};
    const std::vector<mc::Action> &actions = game.actions();
    for (std::size_t i = actions.size(); i-- > 0;) {
        const mc::Action &a = actions[i];
        if (a.type != mc::ActionType::Tie || a.a != 1)
            continue;
        const mc::GameState before = game.stateBefore(i);
        if (before.round != s.round || before.decision() != mc::Decision::AlltakerTie)
            return {};
        return {int(before.resolveIndex), int(before.alltaker)};
    }
    return {};
}

std::vector<std::optional<mc::MajorityCount>> MajorityModel::resolvedCounts(const mc::Game &game, const mc::GameState &s)
{
    constexpr std::size_t kRows = mc::kLocations + mc::kGuilds;
    std::vector<std::optional<mc::MajorityCount>> resolved(kRows);
    if (s.phase != mc::Phase::Resolve)
        return resolved;
    const mc::Ruleset &R = s.rules();
    // A round's resolution is a few dozen actions at most: replay the last ones, keeping the results
    // told in this round's Resolve phase.
    const std::vector<mc::Action> &actions = game.actions();
    constexpr std::size_t kReach = 128;
    const std::size_t from = actions.size() > kReach ? actions.size() - kReach : 0;
    mc::GameState at = game.stateBefore(from);
    std::array<std::int8_t, mc::kMaxPlayers> counts{};
    mc::Events events;
    for (std::size_t i = from; i < actions.size(); ++i) {
        events.clear();
        at.applyUnchecked(actions[i], &events);
        for (const mc::Event &e : events) {
            if (e.type == mc::EventType::MajorityCount && e.seat >= 0 && e.seat < mc::kMaxPlayers) {
                counts[std::size_t(e.seat)] = std::int8_t(e.v);
                continue;
            }
            if (e.type != mc::EventType::Majority)
                continue;
            if (at.round != s.round) {
                counts = {};
                continue;
            }
            int row = e.b;
            if (e.a != 0) {
                const auto pos = std::find(R.guildOrder.begin(), R.guildOrder.end(), e.b);
                row = mc::kLocations + int(pos - R.guildOrder.begin());
            }
            if (row >= 0 && std::size_t(row) < kRows)
                resolved[std::size_t(row)] = mc::MajorityCount{.counts = counts, .best = e.v, .leader = e.w ? -1 : e.seat, .tied = e.w != 0};
            counts = {};
        }
    }
    return resolved;
}

void MajorityModel::refresh(const mc::Game &game, const mc::GameState &s, const QStringList &names)
{
    const mc::Ruleset &R = s.rules();
    const AlltakerTie decided = alltakerTie(game, s);
    const std::vector<std::optional<mc::MajorityCount>> resolved = resolvedCounts(game, s);
    QList<MajorityRow> rows;
    rows.reserve(mc::kLocations + mc::kGuilds);
    const bool resolving = s.phase == mc::Phase::Resolve;
    for (int i = 0; i < mc::kLocations + mc::kGuilds; ++i) {
        const bool isLoc = i < mc::kLocations;
        const int what = isLoc ? i : R.guildOrder[std::size_t(i - mc::kLocations)];
        // R-MAJ-1 / R-MAJ-2: the engine's own count; a majority resolved this round as it was counted then.
        const mc::MajorityCount m = resolved[std::size_t(i)] ? *resolved[std::size_t(i)] : s.majorityAt(i);
        QVariantList counts, tiedSeats;
        QStringList parts;
        for (int p = 0; p < s.players; ++p) {
            const int c = m.counts[std::size_t(p)];
            counts.append(c);
            if (m.tied && c == m.best)
                tiedSeats.append(p);
            if (c > 0)
                parts << u"%1 %2"_s.arg(names.value(p)).arg(c);
        }
        const bool malavestros = isLoc && s.malavestros == i;
        // R-MAJ-3: the Alltaker's holder took this tie: theirs for the rest of the round, past rows too.
        const bool decidedHere = decided.row == i;
        const bool alltaker = decidedHere
                              || (m.tied && resolving && i == s.resolveIndex && s.step == 2 && s.resolveWinner >= 0);
        const int alltakerSeat = decidedHere ? decided.seat : int(s.resolveWinner);
        QString result;
        if (alltaker)
            //: R-MAJ-3: the Alltaker's holder won this tied majority; %1 their name.
            result = tr("%1 (Alltaker)").arg(names.value(alltakerSeat));
        else if (malavestros)
            //: Malavestros cancels a location's action (R-MAJ-4).
            result = tr("Malavestros: everyone there gains 1 Unity");
        else if (m.best == 0)
            //: Nobody has figures at a location / of a guild.
            result = tr("nobody");
        else if (m.tied)
            //: A majority that is tied (R-MAJ-1): nobody gets it unless the Alltaker breaks the tie.
            result = tr("tie");
        else
            result = names.value(m.leader);
        const QString status = !resolving ? u"pending"_s
                               : i < s.resolveIndex ? u"done"_s
                               : i == s.resolveIndex ? u"current"_s
                                                     : u"pending"_s;
        rows.append(MajorityRow{
                .kind = isLoc ? u"location"_s : u"guild"_s,
                .number = isLoc ? i + 1 : i - mc::kLocations + 1,
                .name = isLoc ? R.locations[std::size_t(i)].name : R.guilds[std::size_t(what)].name,
                .faction = isLoc ? int(R.locations[std::size_t(i)].faction) : mc::guildFaction(what),
                .counts = counts,
                .best = m.best,
                .leader = alltaker ? alltakerSeat : m.leader,
                .tied = m.tied && !alltaker,
                .tiedSeats = tiedSeats,
                .malavestros = malavestros && !alltaker,
                .status = status,
                //: %1 the counts, e.g. "Ada 3 · Bo 2"; %2 the result, a name or "tie".
                .summary = parts.isEmpty() ? result : tr("%1 → %2").arg(parts.join(u" · "_s), result),
                .result = result,
                .alltaker = alltaker});
    }
    setTypedRows(kRoles, rows);
    const int current = resolving && s.resolveIndex < mc::kLocations + mc::kGuilds ? int(s.resolveIndex) : -1;
    if (current != m_currentRow) {
        m_currentRow = current;
        emit currentRowChanged();
    }
}
