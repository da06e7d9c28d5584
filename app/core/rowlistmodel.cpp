#include "rowlistmodel.h"

RowListModel::RowListModel(QList<QByteArray> roles, QObject *parent)
    : QAbstractListModel(parent), m_roles(std::move(roles))
{
}

int RowListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant RowListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int column = role == Qt::DisplayRole ? 0 : role - (Qt::UserRole + 1);
    const Row &row = m_rows.at(index.row());
    return column >= 0 && column < row.size() ? row.at(column) : QVariant();
}

QHash<int, QByteArray> RowListModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (qsizetype i = 0; i < m_roles.size(); ++i)
        names.insert(Qt::UserRole + 1 + int(i), m_roles.at(i));
    return names;
}

QVariantMap RowListModel::get(int row) const
{
    QVariantMap out;
    if (row < 0 || row >= m_rows.size())
        return out;
    const Row &r = m_rows.at(row);
    for (qsizetype i = 0; i < m_roles.size() && i < r.size(); ++i)
        out.insert(QString::fromLatin1(m_roles.at(i)), r.at(i));
    return out;
}

QVariantList RowListModel::toList() const
{
    QVariantList out;
    out.reserve(m_rows.size());
    for (int i = 0; i < int(m_rows.size()); ++i)
        out.append(get(i));
    return out;
}

QVariant RowListModel::value(int row, const QByteArray &name) const
{
    const qsizetype column = m_roles.indexOf(name);
    if (row < 0 || row >= m_rows.size() || column < 0 || column >= m_rows.at(row).size())
        return {};
    return m_rows.at(row).at(column);
}

void RowListModel::setRows(const QList<Row> &rows)
{
    bool any = rows.size() != m_rows.size();
    const qsizetype common = std::min(rows.size(), m_rows.size());
    for (qsizetype r = 0; r < common; ++r) {
        Row &shown = m_rows[r];
        const Row &next = rows.at(r);
        QList<int> changed;
        for (qsizetype c = 0; c < m_roles.size(); ++c) {
            const QVariant before = c < shown.size() ? shown.at(c) : QVariant();
            const QVariant after = c < next.size() ? next.at(c) : QVariant();
            if (before != after)
                changed.append(Qt::UserRole + 1 + int(c));
        }
        if (changed.isEmpty())
            continue;
        shown = next;
        any = true;
        if (changed.contains(Qt::UserRole + 1))
            changed.append(Qt::DisplayRole);
        const QModelIndex at = index(int(r));
        emit dataChanged(at, at, changed);
    }
    if (rows.size() > m_rows.size()) {
        beginInsertRows({}, int(m_rows.size()), int(rows.size()) - 1);
        for (qsizetype r = m_rows.size(); r < rows.size(); ++r)
            m_rows.append(rows.at(r));
        endInsertRows();
        emit countChanged();
    } else if (rows.size() < m_rows.size()) {
        beginRemoveRows({}, int(rows.size()), int(m_rows.size()) - 1);
        m_rows.resize(rows.size());
        endRemoveRows();
        emit countChanged();
    }
    if (any)
        emit rowsChanged();
}
