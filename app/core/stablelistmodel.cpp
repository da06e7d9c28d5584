#include "stablelistmodel.h"

StableListModel::StableListModel(QObject *parent) : QAbstractListModel(parent) {}

int StableListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_values.size());
}

QVariant StableListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == PresentRole)
        return index.row() < m_present;
    return role == EntryRole ? m_values.at(index.row()) : QVariant();
}

QHash<int, QByteArray> StableListModel::roleNames() const
{
    return {{EntryRole, QByteArrayLiteral("entry")}, {PresentRole, QByteArrayLiteral("present")}};
}

void StableListModel::setKeepsDelegates(bool keeps)
{
    if (m_keepsDelegates == keeps)
        return;
    m_keepsDelegates = keeps;
    if (!keeps && m_values.size() > m_present) {
        beginRemoveRows({}, int(m_present), int(m_values.size() - 1));
        m_values.resize(m_present);
        m_filled = m_present;
        endRemoveRows();
    }
    growToReserve();
    emit keepsDelegatesChanged();
}

void StableListModel::setReserve(int reserve)
{
    reserve = std::max(0, reserve);
    if (m_reserve == reserve)
        return;
    m_reserve = reserve;
    growToReserve();
    emit reserveChanged();
}

void StableListModel::setBlank(const QVariant &blank)
{
    if (m_blank == blank)
        return;
    m_blank = blank;
    // The rows that never had a value of their own take the new blank.
    for (qsizetype i = m_filled; i < m_values.size(); ++i) {
        m_values[i] = blank;
        const QModelIndex at = index(int(i));
        emit dataChanged(at, at, {EntryRole});
    }
    emit blankChanged();
}

void StableListModel::growToReserve()
{
    if (!m_keepsDelegates || m_values.size() >= m_reserve)
        return;
    beginInsertRows({}, int(m_values.size()), m_reserve - 1);
    m_values.resize(m_reserve, m_blank);
    endInsertRows();
}

void StableListModel::setValues(const QVariantList &values)
{
    const qsizetype oldCount = m_values.size();
    const qsizetype oldPresent = m_present;
    const qsizetype kept = std::min(oldCount, values.size());
    bool changed = oldPresent != values.size();
    m_present = values.size();
    if (values.size() < oldCount && !m_keepsDelegates) {
        beginRemoveRows({}, int(kept), int(oldCount - 1));
        m_values.resize(kept);
        endRemoveRows();
    }
    m_filled = std::max(m_filled, values.size());
    for (qsizetype i = 0; i < kept; ++i) {
        const bool shownAgain = i >= oldPresent;
        if (m_values.at(i) == values.at(i) && !shownAgain)
            continue;
        QList<int> roles;
        if (m_values.at(i) != values.at(i))
            roles << EntryRole;
        if (shownAgain)
            roles << PresentRole;
        m_values[i] = values.at(i);
        changed = true;
        const QModelIndex at = index(int(i));
        emit dataChanged(at, at, roles);
    }
    if (values.size() > oldCount) {
        beginInsertRows({}, int(oldCount), int(values.size() - 1));
        m_values.append(values.mid(oldCount));
        endInsertRows();
    }
    // Rows hidden now (keepsDelegates): their delegates stay for a longer list.
    for (qsizetype i = values.size(); i < std::min(oldPresent, m_values.size()); ++i) {
        const QModelIndex at = index(int(i));
        emit dataChanged(at, at, {PresentRole});
    }
    if (oldPresent != m_present)
        emit countChanged();
    if (changed)
        emit valuesChanged();
}
