#include "choicemodel.h"

#include <algorithm>

using namespace Qt::StringLiterals;

ChoiceModel::ChoiceModel(QObject *parent) : QAbstractListModel(parent) {}

int ChoiceModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant ChoiceModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const ChoiceRow &r = m_rows.at(index.row());
    switch (role) {
    case Qt::DisplayRole:
    case LabelRole: return r.label;
    case KindRole: return r.kind;
    case SeatRole: return r.seat;
    case DetailRole: return r.detail;
    case GroupRole: return r.group;
    case EnabledRole: return r.enabled;
    case WhyNotRole: return r.whyNot;
    case ValueRole: return r.value;
    case ExtraRole: return r.extra;
    default: return {};
    }
}

QHash<int, QByteArray> ChoiceModel::roleNames() const
{
    return {{KindRole, "kind"},       {SeatRole, "seat"},         {LabelRole, "label"},
            {DetailRole, "detail"},   {GroupRole, "group"},       {EnabledRole, "enabled"},
            {WhyNotRole, "whyNot"},   {ValueRole, "value"},       {ExtraRole, "extra"}};
}

QList<int> ChoiceModel::changedRoles(const ChoiceRow &a, const ChoiceRow &b)
{
    QList<int> roles;
    if (a.kind != b.kind)
        roles << KindRole;
    if (a.seat != b.seat)
        roles << SeatRole;
    if (a.label != b.label)
        roles << LabelRole << Qt::DisplayRole;
    if (a.detail != b.detail)
        roles << DetailRole;
    if (a.group != b.group)
        roles << GroupRole;
    if (a.enabled != b.enabled)
        roles << EnabledRole;
    if (a.whyNot != b.whyNot)
        roles << WhyNotRole;
    if (a.value != b.value)
        roles << ValueRole;
    if (a.extra != b.extra)
        roles << ExtraRole;
    return roles;
}

void ChoiceModel::setRows(const QList<ChoiceRow> &rows)
{
    const int oldCount = int(m_rows.size());
    const int newCount = int(rows.size());
    // Rows whose payload stays at the start and at the end are kept as rows (delegates survive, only
    // their changed roles are announced); what lies between is removed and inserted. A Repeater in a
    // layout then never sees its model swapped under it, and an unchanged list announces nothing.
    int prefix = 0;
    while (prefix < oldCount && prefix < newCount && m_rows.at(prefix).payload == rows.at(prefix).payload)
        ++prefix;
    int suffix = 0;
    while (suffix < oldCount - prefix && suffix < newCount - prefix
           && m_rows.at(oldCount - 1 - suffix).payload == rows.at(newCount - 1 - suffix).payload)
        ++suffix;

    bool changed = false;
    auto update = [&](int oldRow, int newRow, int shownRow) {
        const QList<int> roles = changedRoles(m_rows.at(oldRow), rows.at(newRow));
        if (roles.isEmpty())
            return;
        m_rows[oldRow] = rows.at(newRow);
        const QModelIndex i = index(shownRow);
        emit dataChanged(i, i, roles);
        changed = true;
    };
    for (int r = 0; r < prefix; ++r)
        update(r, r, r);

    const int removeCount = oldCount - prefix - suffix;
    if (removeCount > 0) {
        beginRemoveRows({}, prefix, prefix + removeCount - 1);
        m_rows.remove(prefix, removeCount);
        endRemoveRows();
        changed = true;
    }
    const int insertCount = newCount - prefix - suffix;
    if (insertCount > 0) {
        beginInsertRows({}, prefix, prefix + insertCount - 1);
        m_rows.insert(prefix, insertCount, ChoiceRow{});
        std::copy(rows.cbegin() + prefix, rows.cbegin() + prefix + insertCount, m_rows.begin() + prefix);
        endInsertRows();
        changed = true;
    }
    // The rows of the suffix now sit at the end of both lists.
    for (int k = 0; k < suffix; ++k) {
        const int r = newCount - suffix + k;
        update(r, r, r);
    }

    if (!changed)
        return;
    if (oldCount != newCount)
        emit countChanged();
    const QVariantMap groups = computeGroups();
    if (groups != m_groups) {
        m_groups = groups;
        emit groupsChanged();
    }
    ++m_revision;
    emit revisionChanged();
}

QVariantMap ChoiceModel::computeGroups() const
{
    QVariantMap out;
    for (int r = 0; r < m_rows.size(); ++r) {
        const ChoiceRow &row = m_rows.at(r);
        QVariantMap g = out.value(row.group).toMap();
        if (g.isEmpty()) {
            g = {{u"count"_s, 0}, {u"first"_s, r}, {u"minValue"_s, row.value}, {u"maxValue"_s, row.value}};
        }
        g[u"count"_s] = g.value(u"count"_s).toInt() + 1;
        g[u"minValue"_s] = std::min(g.value(u"minValue"_s).toInt(), row.value);
        g[u"maxValue"_s] = std::max(g.value(u"maxValue"_s).toInt(), row.value);
        out.insert(row.group, g);
    }
    return out;
}

bool ChoiceModel::apply(int row)
{
    if (row < 0 || row >= m_rows.size() || !m_applier || !m_rows.at(row).enabled)
        return false;
    // A copy: applying refreshes the rows, which may drop this one.
    const quint64 payload = m_rows.at(row).payload;
    return m_applier(payload);
}

int ChoiceModel::countIn(const QString &group) const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [&](const ChoiceRow &r) { return r.group == group; }));
}

int ChoiceModel::firstIn(const QString &group) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).group == group)
            return r;
    return -1;
}

int ChoiceModel::rowWithValue(const QString &group, int value) const
{
    for (int r = 0; r < m_rows.size(); ++r)
        if (m_rows.at(r).group == group && m_rows.at(r).value == value)
            return r;
    return -1;
}

int ChoiceModel::firstMatching(const QString &group, const QVariantMap &extra) const
{
    for (int r = 0; r < m_rows.size(); ++r) {
        const ChoiceRow &row = m_rows.at(r);
        if (row.group != group)
            continue;
        bool all = true;
        for (auto it = extra.cbegin(); it != extra.cend() && all; ++it)
            all = row.extra.value(it.key()) == it.value();
        if (all)
            return r;
    }
    return -1;
}

QVariantList ChoiceModel::rowsIn(const QString &group) const
{
    QVariantList out;
    for (int r = 0; r < m_rows.size(); ++r) {
        const ChoiceRow &row = m_rows.at(r);
        if (row.group != group)
            continue;
        out.append(QVariantMap{{u"row"_s, r},
                               {u"kind"_s, row.kind},
                               {u"seat"_s, row.seat},
                               {u"label"_s, row.label},
                               {u"detail"_s, row.detail},
                               {u"enabled"_s, row.enabled},
                               {u"whyNot"_s, row.whyNot},
                               {u"value"_s, row.value},
                               {u"extra"_s, row.extra}});
    }
    return out;
}

ChoiceFilter::ChoiceFilter(QObject *parent) : QSortFilterProxyModel(parent)
{
    setDynamicSortFilter(true);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
        connect(this, signal, this, &ChoiceFilter::countChanged);
    connect(this, &QAbstractItemModel::modelReset, this, &ChoiceFilter::countChanged);
    connect(this, &QAbstractItemModel::layoutChanged, this, &ChoiceFilter::countChanged);
}

void ChoiceFilter::setSource(ChoiceModel *source)
{
    if (m_source == source)
        return;
    m_source = source;
    setSourceModel(source);
    emit sourceChanged();
    emit countChanged();
}

void ChoiceFilter::setGroups(const QStringList &groups)
{
    if (m_groups == groups)
        return;
    m_groups = groups;
    invalidateRowsFilter();
    emit groupsChanged();
    emit countChanged();
}

void ChoiceFilter::setMatch(const QVariantMap &match)
{
    if (m_match == match)
        return;
    m_match = match;
    invalidateRowsFilter();
    emit matchChanged();
    emit countChanged();
}

bool ChoiceFilter::apply(int row)
{
    if (!m_source || row < 0 || row >= rowCount())
        return false;
    return m_source->apply(mapToSource(index(row, 0)).row());
}

bool ChoiceFilter::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!m_source || sourceParent.isValid() || sourceRow < 0 || sourceRow >= m_source->count())
        return false;
    const ChoiceRow &row = m_source->rows().at(sourceRow);
    if (!m_groups.isEmpty() && !m_groups.contains(row.group))
        return false;
    for (auto it = m_match.cbegin(); it != m_match.cend(); ++it)
        if (row.extra.value(it.key()) != it.value())
            return false;
    return true;
}
