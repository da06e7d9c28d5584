// The history as a list model for the History page (HistoryModel).
#include "historystore_p.h"

using namespace Qt::StringLiterals;
using namespace historystoreinternal;

// --- HistoryModel ----------------------------------------------------------------------------------

HistoryModel::HistoryModel(HistoryStore *store)
    : QAbstractListModel(store)
    , m_store(store)
{
    // The words of a row (its source, its game's title and words for its numbers) and its date follow
    // the language.
    connect(Language::instance(), &Language::retranslated, this, [this] {
        if (!m_rows.empty())
            emit dataChanged(index(0), index(rowCount() - 1),
                             {SourceNameRole, GameTitleRole, ScoresLineRole, DateTextRole});
    });
}

int HistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant HistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const GameRecord &g = m_rows[std::size_t(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case PlayersRole: {
        QStringList names;
        for (int i : g.placeOrder())
            names.append(g.players[std::size_t(i)].name);
        return names.join(u", "_s);
    }
    case GameIdRole: return g.id;
    case PlayedAtRole: return g.playedAt;
    case DateTextRole: return dateText(g);
    case NotesRole: return g.notes;
    case SourceRole: return g.source;
    case SourceNameRole: return HistoryFiles::sourceName(g.source);
    case WinnerRole: return winnerText(g);
    case WinnerScoreRole: {
        int best = 0;
        for (const PlayerRecord &p : g.players)
            best = std::max(best, p.score);
        return best;
    }
    case ShowsWinnerScoreRole: {
        const shelf::GameModule *module = shelf::findGame(g.game);
        return !module || module->history.winnerScore;
    }
    case ScoresLineRole: {
        const QString scores = data(index, ScoresRole).toString();
        const shelf::GameModule *module = shelf::findGame(g.game);
        return module && !module->history.scoresLine.isEmpty() ? module->history.scoresLine.tr().arg(scores) : scores;
    }
    case ScoresRole: {
        QStringList parts;
        for (int i : g.placeOrder())
            parts.append(u"%1 %2"_s.arg(g.players[std::size_t(i)].name).arg(g.players[std::size_t(i)].score));
        return parts.join(u" \u00b7 "_s);
    }
    case RoundsRole: return g.rounds;
    case OnServerRole: return m_onServer.contains(g.uid);
    case ShelfGameRole: return g.game;
    case GameTitleRole: {
        const shelf::GameEntry *entry = shelf::findGame(g.game);
        return entry ? QCoreApplication::translate("Shelf", entry->title) : g.game;
    }
    }
    return {};
}

QHash<int, QByteArray> HistoryModel::roleNames() const
{
    return {{GameIdRole, "gameId"},         {PlayedAtRole, "playedAt"}, {DateTextRole, "dateText"},
            {SourceRole, "source"},         {SourceNameRole, "sourceName"}, {PlayersRole, "players"},
            {WinnerRole, "winner"},         {WinnerScoreRole, "winnerScore"}, {ScoresRole, "scores"},
            {RoundsRole, "rounds"},         {NotesRole, "notes"},
            {ShelfGameRole, "shelfGame"},   {GameTitleRole, "gameTitle"},
            {ScoresLineRole, "scoresLine"}, {ShowsWinnerScoreRole, "showsWinnerScore"},
            {OnServerRole, "onServer"}};
}

void HistoryModel::setFilter(const QString &filter)
{
    if (filter == m_filter)
        return;
    m_filter = filter;
    emit filterChanged();
    reload();
}

void HistoryModel::reload()
{
    const int before = int(m_rows.size());
    beginResetModel();
    m_rows = m_store->records(m_filter.trimmed());
    m_onServer = m_store->uidsOnServer();
    endResetModel();
    if (int(m_rows.size()) != before)
        emit countChanged();
}

void HistoryModel::show(std::vector<GameRecord> all)
{
    if (!m_filter.trimmed().isEmpty()) {
        reload();
        return;
    }
    const int before = int(m_rows.size());
    beginResetModel();
    m_rows = std::move(all);
    m_onServer = m_store->uidsOnServer();
    endResetModel();
    if (int(m_rows.size()) != before)
        emit countChanged();
}

qint64 HistoryModel::gameIdAt(int row) const
{
    return row >= 0 && row < int(m_rows.size()) ? m_rows[std::size_t(row)].id : -1;
}

void HistoryModel::removeId(qint64 id)
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].id != id)
            continue;
        beginRemoveRows({}, int(i), int(i));
        m_rows.erase(m_rows.begin() + std::ptrdiff_t(i));
        endRemoveRows();
        emit countChanged();
        return;
    }
}

