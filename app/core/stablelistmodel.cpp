#include "stablelistmodel.h"

StableListModel::StableListModel(QObject *parent) : QAbstractListModel(parent) {}

int StableListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_values.size());
}

QVariant StableListModel::data(const QModelIndex &index, int role) const
{
    if (role != EntryRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return m_values.at(index.row());
}

QHash<int, QByteArray> StableListModel::roleNames() const
{
    return {{EntryRole, QByteArrayLiteral("entry")}};
}

void StableListModel::setValues(const QVariantList &values)
{
    const qsizetype oldCount = m_values.size();
    const qsizetype kept = std::min(oldCount, values.size());
    bool changed = oldCount != values.size();
    if (values.size() < oldCount) {
        beginRemoveRows({}, int(kept), int(oldCount - 1));
        m_values.resize(kept);
        endRemoveRows();
    }
    for (qsizetype i = 0; i < kept; ++i) {
        if (m_values.at(i) == values.at(i))
            continue;
        m_values[i] = values.at(i);
        changed = true;
        const QModelIndex at = index(int(i));
        emit dataChanged(at, at, {EntryRole});
    }
    if (values.size() > oldCount) {
        beginInsertRows({}, int(oldCount), int(values.size() - 1));
        m_values.append(values.mid(oldCount));
        endInsertRows();
    }
    if (oldCount != values.size())
        emit countChanged();
    if (changed)
        emit valuesChanged();
}
