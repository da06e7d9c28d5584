#include "choicemodel.h"

#include <algorithm>
#include <vector>

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
    return roleValue(m_rows.at(index.row()), role);
}

QVariant ChoiceModel::roleValue(const ChoiceRow &r, int role)
{
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
    return choiceRoleNames();
}

QHash<int, QByteArray> ChoiceModel::choiceRoleNames()
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

namespace {

/// How the rows between the kept start and end of two lists pair up: for each old row the new row it
/// becomes (-1: removed). Pairs keep their order. A pair must stay in its group (the panel's part that
/// shows it); among the pairings that keep the most rows, those keeping the same payload weigh double.
/// So the delegate of "the third relocation" is reused for the next player's third relocation instead
/// of being destroyed and made anew (the bulk of a step's cost on the GUI thread).
std::vector<int> pairRows(const QList<ChoiceRow> &before, int b0, int b1, const QList<ChoiceRow> &after, int a0, int a1)
{
    const int n = b1 - b0;
    const int m = a1 - a0;
    std::vector<int> to(std::size_t(std::max(n, 0)), -1);
    if (n <= 0 || m <= 0 || qint64(n) * m > 250000) // a huge list: removed and inserted, as before
        return to;
    // score[i][j]: the best weight pairing old rows i.. with new rows j.. (suffix form, so that the
    // walk below reads the pairs front to back).
    std::vector<int> score(std::size_t(n + 1) * std::size_t(m + 1), 0);
    auto at = [&](int i, int j) -> int & { return score[std::size_t(i) * std::size_t(m + 1) + std::size_t(j)]; };
    auto weight = [&](int i, int j) {
        const ChoiceRow &x = before.at(b0 + i);
        const ChoiceRow &y = after.at(a0 + j);
        return x.group != y.group ? 0 : x.payload == y.payload ? 2 : 1;
    };
    for (int i = n - 1; i >= 0; --i)
        for (int j = m - 1; j >= 0; --j) {
            const int w = weight(i, j);
            at(i, j) = std::max({at(i + 1, j), at(i, j + 1), w > 0 ? at(i + 1, j + 1) + w : 0});
        }
    for (int i = 0, j = 0; i < n && j < m;) {
        const int w = weight(i, j);
        if (w > 0 && at(i, j) == at(i + 1, j + 1) + w) {
            to[std::size_t(i)] = a0 + j;
            ++i;
            ++j;
        } else if (at(i, j) == at(i + 1, j)) {
            ++i;
        } else {
            ++j;
        }
    }
    return to;
}

} // namespace

void ChoiceModel::setRows(const QList<ChoiceRow> &rows)
{
    const int oldCount = int(m_rows.size());
    const int newCount = int(rows.size());
    // Rows whose payload stays at the start and at the end are kept as rows (delegates survive, only
    // their changed roles are announced). Between them, rows are paired within their group
    // (pairRows): a pair is one row of the model whose roles change; the rest are removed and
    // inserted. A Repeater in a layout then never sees its model swapped under it, an unchanged list
    // announces nothing, and a new decision of the same shape reuses every delegate.
    int prefix = 0;
    while (prefix < oldCount && prefix < newCount && m_rows.at(prefix).payload == rows.at(prefix).payload)
        ++prefix;
    int suffix = 0;
    while (suffix < oldCount - prefix && suffix < newCount - prefix
           && m_rows.at(oldCount - 1 - suffix).payload == rows.at(newCount - 1 - suffix).payload)
        ++suffix;

    bool changed = false;
    auto update = [&](int shownRow, int newRow) {
        ChoiceRow &mine = m_rows[shownRow];
        const QList<int> roles = changedRoles(mine, rows.at(newRow));
        if (roles.isEmpty()) {
            mine.payload = rows.at(newRow).payload; // another action that looks the same
            return;
        }
        mine = rows.at(newRow);
        const QModelIndex i = index(shownRow);
        emit dataChanged(i, i, roles);
        changed = true;
    };
    for (int r = 0; r < prefix; ++r)
        update(r, r);

    const std::vector<int> pairs = pairRows(m_rows, prefix, oldCount - suffix, rows, prefix, newCount - suffix);
    // Walk both middles front to back: `shown` is where the model stands, `next` the next new row.
    int shown = prefix;
    int next = prefix;
    auto insertUpTo = [&](int end) {
        if (end <= next)
            return;
        const int n = end - next;
        beginInsertRows({}, shown, shown + n - 1);
        m_rows.insert(shown, n, ChoiceRow{});
        std::copy(rows.cbegin() + next, rows.cbegin() + end, m_rows.begin() + shown);
        endInsertRows();
        shown += n;
        next = end;
        changed = true;
    };
    for (std::size_t k = 0; k < pairs.size();) {
        if (pairs[k] < 0) { // a run of removed rows
            std::size_t run = k;
            while (run < pairs.size() && pairs[run] < 0)
                ++run;
            const int n = int(run - k);
            beginRemoveRows({}, shown, shown + n - 1);
            m_rows.remove(shown, n);
            endRemoveRows();
            changed = true;
            k = run;
            continue;
        }
        insertUpTo(pairs[k]);
        update(shown, next);
        ++shown;
        ++next;
        ++k;
    }
    insertUpTo(newCount - suffix);
    // The rows of the suffix now sit at the end of both lists.
    for (int k = 0; k < suffix; ++k) {
        const int r = newCount - suffix + k;
        update(r, r);
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

bool ChoiceModel::numericLabels() const
{
    return std::any_of(m_rows.cbegin(), m_rows.cend(), [](const ChoiceRow &row) {
        const QString label = row.label.trimmed();
        return !label.isEmpty() && std::all_of(label.cbegin(), label.cend(), [](QChar c) { return c.isDigit(); });
    });
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

ChoiceMirror::ChoiceMirror(QObject *parent) : ChoiceModel(parent)
{
    setApplier([this](quint64 payload) { return m_source && m_source->applyPayload(payload); });
}

void ChoiceMirror::setSource(ChoiceModel *source)
{
    if (m_source == source)
        return;
    disconnect(m_changed);
    disconnect(m_settled);
    m_source = source;
    if (source) {
        m_changed = connect(source, &ChoiceModel::revisionChanged, this, [this] { m_behind = true; });
        m_settled = connect(source, &ChoiceModel::settled, this, [this] {
            if (m_live && m_behind)
                follow();
        });
    }
    follow();
    emit sourceChanged();
}

void ChoiceMirror::setLive(bool live)
{
    if (m_live == live)
        return;
    m_live = live;
    if (live)
        follow();
    emit liveChanged();
}

void ChoiceMirror::follow()
{
    m_behind = false;
    setRows(m_source ? m_source->rows() : QList<ChoiceRow>{});
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
    if (m_source)
        disconnect(m_source, &ChoiceModel::revisionChanged, this, &ChoiceFilter::rowsSettled);
    m_source = source;
    setSourceModel(source);
    // After setSourceModel: the proxy has taken the refresh's last step when this fires.
    if (source)
        connect(source, &ChoiceModel::revisionChanged, this, &ChoiceFilter::rowsSettled);
    emit sourceChanged();
    emit countChanged();
    emit rowsSettled();
}

void ChoiceFilter::setGroups(const QStringList &groups)
{
    if (m_groups == groups)
        return;
    m_groups = groups;
    invalidateRowsFilter();
    emit groupsChanged();
    emit countChanged();
    emit rowsSettled();
}

void ChoiceFilter::setMatch(const QVariantMap &match)
{
    if (m_match == match)
        return;
    m_match = match;
    invalidateRowsFilter();
    emit matchChanged();
    emit countChanged();
    emit rowsSettled();
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

PooledRows::PooledRows(QObject *parent) : QAbstractListModel(parent)
{
    // Known before the source is: a Repeater takes the roles once, when it takes the model.
    m_roles = ChoiceModel::choiceRoleNames();
    m_roles.insert(PresentRole, "present");
}

int PooledRows::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_slots.size());
}

QVariant PooledRows::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role == PresentRole)
        return index.row() < m_present;
    return m_slots.at(index.row()).value(role);
}

QHash<int, QByteArray> PooledRows::roleNames() const
{
    return m_roles;
}

void PooledRows::setSource(ChoiceFilter *source)
{
    if (m_source == source)
        return;
    for (const auto &c : std::as_const(m_connections))
        disconnect(c);
    m_connections.clear();
    beginResetModel();
    m_source = source;
    m_slots.clear();
    m_present = 0;
    endResetModel();
    growToReserve();
    if (source)
        m_connections = {connect(source, &ChoiceFilter::rowsSettled, this, &PooledRows::follow),
                         connect(source, &QAbstractItemModel::modelReset, this, &PooledRows::follow)};
    follow();
    emit sourceChanged();
}

void PooledRows::setReserve(int reserve)
{
    reserve = std::max(0, reserve);
    if (m_reserve == reserve)
        return;
    m_reserve = reserve;
    growToReserve();
    emit reserveChanged();
}

QHash<int, QVariant> PooledRows::blankSlot() const
{
    const ChoiceRow blank;
    QHash<int, QVariant> values;
    for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
        if (it.key() != PresentRole)
            values.insert(it.key(), ChoiceModel::roleValue(blank, it.key()));
    return values;
}

void PooledRows::growToReserve()
{
    const int before = int(m_slots.size());
    if (before >= m_reserve)
        return;
    beginInsertRows({}, before, m_reserve - 1);
    const QHash<int, QVariant> blank = blankSlot();
    for (int i = before; i < m_reserve; ++i)
        m_slots.append(blank);
    endInsertRows();
}

void PooledRows::follow()
{
    const int n = m_source ? m_source->rowCount() : 0;
    const int before = int(m_slots.size());
    const int presentBefore = m_present;
    m_present = n;
    const auto dataOf = [this](int row) {
        QHash<int, QVariant> values;
        const QModelIndex at = m_source->index(row, 0);
        for (auto it = m_roles.cbegin(); it != m_roles.cend(); ++it)
            if (it.key() != PresentRole)
                values.insert(it.key(), m_source->data(at, it.key()));
        return values;
    };
    // The rows kept: only what changed (a hidden row shown again says so too).
    for (int i = 0; i < std::min(n, before); ++i) {
        const QHash<int, QVariant> now = dataOf(i);
        QList<int> changed;
        for (auto it = now.cbegin(); it != now.cend(); ++it)
            if (m_slots.at(i).value(it.key()) != it.value())
                changed << it.key();
        if (i >= presentBefore)
            changed << PresentRole;
        if (changed.isEmpty())
            continue;
        m_slots[i] = now;
        emit dataChanged(index(i), index(i), changed);
    }
    if (n > before) {
        beginInsertRows({}, before, n - 1);
        for (int i = before; i < n; ++i)
            m_slots.append(dataOf(i));
        endInsertRows();
    }
    // The rows the source no longer has: hidden, their delegates kept.
    for (int i = n; i < std::min(presentBefore, before); ++i)
        emit dataChanged(index(i), index(i), {PresentRole});
    if (m_present != presentBefore)
        emit countChanged();
}
