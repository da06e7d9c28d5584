#include "majoritymodel.h"

#include "model/mourners/gamestate.h"

using namespace Qt::StringLiterals;

MajorityModel::MajorityModel(QObject *parent) : QAbstractListModel(parent) {}

int MajorityModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant MajorityModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &r = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case SummaryRole: return r.summary;
    case KindRole: return r.kind;
    case NumberRole: return r.number;
    case NameRole: return r.name;
    case FactionRole: return r.faction;
    case CountsRole: return r.counts;
    case BestRole: return r.best;
    case LeaderRole: return r.leader;
    case TiedRole: return r.tied;
    case TiedSeatsRole: return r.tiedSeats;
    case MalavestrosRole: return r.malavestros;
    case StatusRole: return r.status;
    default: return {};
    }
}

QHash<int, QByteArray> MajorityModel::roleNames() const
{
    return {{KindRole, "kind"},       {NumberRole, "number"},   {NameRole, "name"},
            {FactionRole, "faction"}, {CountsRole, "counts"},   {BestRole, "best"},
            {LeaderRole, "leader"},   {TiedRole, "tied"},       {TiedSeatsRole, "tiedSeats"},
            {MalavestrosRole, "malavestros"}, {StatusRole, "status"}, {SummaryRole, "summary"}};
}

void MajorityModel::clear()
{
    if (m_rows.empty())
        return;
    beginResetModel();
    m_rows.clear();
    endResetModel();
    emit countChanged();
    if (m_currentRow != -1) {
        m_currentRow = -1;
        emit currentRowChanged();
    }
}

void MajorityModel::refresh(const mc::GameState &s, const QStringList &names)
{
    const mc::Ruleset &R = s.rules();
    std::vector<Row> rows;
    rows.reserve(mc::kLocations + mc::kGuilds);
    const bool resolving = s.phase == mc::Phase::Resolve;
    for (int i = 0; i < mc::kLocations + mc::kGuilds; ++i) {
        Row r;
        const bool isLoc = i < mc::kLocations;
        const int what = isLoc ? i : R.guildOrder[std::size_t(i - mc::kLocations)];
        r.kind = isLoc ? u"location"_s : u"guild"_s;
        r.number = isLoc ? i + 1 : i - mc::kLocations + 1;
        r.name = isLoc ? R.locations[std::size_t(i)].name : R.guilds[std::size_t(what)].name;
        r.faction = isLoc ? R.locations[std::size_t(i)].faction : mc::guildFaction(what);
        int count = 0;
        for (int p = 0; p < s.players; ++p) {
            const auto &pl = s.player[std::size_t(p)];
            const int c = isLoc ? pl.figuresAt(i) : pl.guildTotal(what); // R-MAJ-1 / R-MAJ-2
            r.counts.append(c);
            if (c > r.best) {
                r.best = c;
                count = 1;
                r.leader = p;
            } else if (c == r.best && c > 0) {
                ++count;
            }
        }
        r.tied = count > 1;
        if (r.tied) {
            r.leader = -1;
            for (int p = 0; p < s.players; ++p)
                if (r.counts.at(p).toInt() == r.best)
                    r.tiedSeats.append(p);
        }
        r.malavestros = isLoc && s.malavestros == i;
        r.status = !resolving ? u"pending"_s
                   : i < s.resolveIndex ? u"done"_s
                   : i == s.resolveIndex ? u"current"_s
                                         : u"pending"_s;
        QStringList parts;
        for (int p = 0; p < s.players; ++p)
            if (r.counts.at(p).toInt() > 0)
                parts << u"%1 %2"_s.arg(names.value(p)).arg(r.counts.at(p).toInt());
        QString result;
        if (r.malavestros)
            //: Malavestros cancels a location's action (R-MAJ-4).
            result = tr("Malavestros: everyone there gains 1 Unity");
        else if (r.best == 0)
            //: Nobody has figures at a location / of a guild.
            result = tr("nobody");
        else if (r.tied)
            //: A majority that is tied (R-MAJ-1): nobody gets it unless the Alltaker breaks the tie.
            result = tr("tie");
        else
            result = names.value(r.leader);
        //: %1 the counts, e.g. "Ada 3 · Bo 2"; %2 the result, a name or "tie".
        r.summary = parts.isEmpty() ? result : tr("%1 → %2").arg(parts.join(u" · "_s), result);
        rows.push_back(std::move(r));
    }

    if (rows.size() != m_rows.size()) {
        beginResetModel();
        m_rows = std::move(rows);
        endResetModel();
        emit countChanged();
    } else {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            if (rows[i] == m_rows[i])
                continue;
            m_rows[i] = std::move(rows[i]);
            const QModelIndex at = index(int(i));
            emit dataChanged(at, at,
                             {KindRole, NumberRole, NameRole, FactionRole, CountsRole, BestRole, LeaderRole,
                              TiedRole, TiedSeatsRole, MalavestrosRole, StatusRole, SummaryRole, Qt::DisplayRole});
        }
    }
    const int current = resolving && s.resolveIndex < mc::kLocations + mc::kGuilds ? int(s.resolveIndex) : -1;
    if (current != m_currentRow) {
        m_currentRow = current;
        emit currentRowChanged();
    }
}
