#include "gamelog.h"

GameLog::GameLog(QObject *parent) : QAbstractListModel(parent) {}

int GameLog::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant GameLog::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case TextRole: return row.entry.text;
    case RuleRole: return row.entry.rule;
    case StepRole: return row.step;
    case RoundRole: return row.entry.round;
    case CardsRole: return row.entry.cards;
    case StepStartRole:
        return row.step > 0 && (index.row() == 0 || m_rows.at(index.row() - 1).step != row.step);
    default: return {};
    }
}

QHash<int, QByteArray> GameLog::roleNames() const
{
    return {{TextRole, "text"}, {RuleRole, "rule"}, {StepRole, "step"}, {RoundRole, "round"}, {StepStartRole, "stepStart"},
            {CardsRole, "cards"}};
}

void GameLog::reset(const QList<Entry> &start, const QList<QList<Entry>> &steps, const QList<int> &stepRounds)
{
    const int before = rowCount();
    beginResetModel();
    m_rows.clear();
    m_stepSizes.clear();
    for (const Entry &e : start)
        m_rows.append(Row{e, 0});
    for (qsizetype i = 0; i < steps.size(); ++i) {
        m_stepSizes.push_back(int(steps[i].size()));
        int current = i < stepRounds.size() ? stepRounds[i] : 0;
        for (Entry e : steps[i]) {
            if (e.round == 0)
                e.round = current;
            else
                current = e.round; // a round that begins halfway goes on to the step's end
            m_rows.append(Row{e, int(m_stepSizes.size())});
        }
    }
    endResetModel();
    if (rowCount() != before)
        emit countChanged();
}

void GameLog::appendStep(const QList<Entry> &entries, int round)
{
    m_stepSizes.push_back(int(entries.size()));
    if (entries.isEmpty())
        return;
    const int first = rowCount();
    beginInsertRows({}, first, first + int(entries.size()) - 1);
    for (Entry e : entries) {
        if (e.round == 0)
            e.round = round;
        else
            round = e.round; // a round that begins halfway goes on to the step's end
        m_rows.append(Row{e, int(m_stepSizes.size())});
    }
    endInsertRows();
    emit countChanged();
}

bool GameLog::removeLastStep()
{
    if (m_stepSizes.empty())
        return false;
    const int n = m_stepSizes.back();
    m_stepSizes.pop_back();
    if (n == 0)
        return true;
    const int first = rowCount() - n;
    beginRemoveRows({}, first, rowCount() - 1);
    m_rows.remove(first, n);
    endRemoveRows();
    emit countChanged();
    return true;
}

QString GameLog::textAt(int row) const
{
    return row >= 0 && row < rowCount() ? m_rows.at(row).entry.text : QString();
}

GameLogFilter::GameLogFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    connect(this, &QAbstractItemModel::rowsInserted, this, &GameLogFilter::countChanged);
    connect(this, &QAbstractItemModel::rowsRemoved, this, &GameLogFilter::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &GameLogFilter::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &GameLogFilter::countChanged);
}

void GameLogFilter::setLog(GameLog *log)
{
    if (m_log == log)
        return;
    m_log = log;
    setSourceModel(log);
    emit logChanged();
    emit countChanged();
}

void GameLogFilter::setRound(int round)
{
    round = std::max(0, round);
    if (m_round == round)
        return;
    m_round = round;
    invalidateFilter();
    emit roundChanged();
    emit countChanged();
}

void GameLogFilter::setLastStep(int step)
{
    step = std::max(-1, step);
    if (m_lastStep == step)
        return;
    m_lastStep = step;
    invalidateFilter();
    emit lastStepChanged();
    emit countChanged();
}

bool GameLogFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    const QModelIndex i = sourceModel()->index(sourceRow, 0, sourceParent);
    if (m_lastStep >= 0 && i.data(GameLog::StepRole).toInt() > m_lastStep)
        return false;
    if (m_round == 0)
        return true;
    return i.data(GameLog::RoundRole).toInt() == m_round;
}
