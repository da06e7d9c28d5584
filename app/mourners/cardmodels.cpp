#include "cardmodels.h"
#include "cardeditor.h"

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

// --- CardListModel ----------------------------------------------------------------------------------

CardListModel::CardListModel(CardEditor *editor, int deck)
    : QAbstractListModel(editor)
    , m_editor(editor)
    , m_deck(deck)
{
}

int CardListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_editor->count(m_deck);
}

QVariant CardListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int row = index.row();
    const QJsonObject card = m_editor->cardObject(m_deck, row);
    switch (role) {
    case Qt::DisplayRole:
    case NameRole: return card.value(u"name"_s).toString();
    case IdRole: return card.value(u"id"_s).toString();
    case StandInRole: return m_editor->isStandIn(m_deck, row);
    case KindRole: return m_editor->kindKey(m_deck, row);
    case KindLabelRole: return m_editor->kindLabel(m_deck, m_editor->kindKey(m_deck, row));
    case PreviewRole: return m_editor->preview(m_deck, row);
    default: return {};
    }
}

QHash<int, QByteArray> CardListModel::roleNames() const
{
    return {{IdRole, "cardId"},   {NameRole, "name"},           {StandInRole, "standIn"},
            {KindRole, "kind"},   {KindLabelRole, "kindLabel"}, {PreviewRole, "preview"}};
}

void CardListModel::endReset()
{
    endResetModel();
    emit countChanged();
}

void CardListModel::rowChanged(int row)
{
    if (row >= 0 && row < rowCount())
        emit dataChanged(index(row), index(row), {NameRole, StandInRole, KindRole, KindLabelRole, PreviewRole, Qt::DisplayRole});
}

// --- CardEffectModel --------------------------------------------------------------------------------

namespace {
// The roles of CardEffectModel and their keys in CardEditor::effects(), in role order.
constexpr const char *kEffectKeys[] = {"op", "amount", "faction", "guild", "location",
                                       "hasCondition", "ifKind", "ifOf", "ifN", "text"};
constexpr int kEffectRoles = int(std::size(kEffectKeys));
} // namespace

CardEffectModel::CardEffectModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int CardEffectModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : count();
}

QVariant CardEffectModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const int k = role - OpRole;
    if (k < 0 || k >= kEffectRoles)
        return {};
    return m_effects.at(index.row()).value(QString::fromLatin1(kEffectKeys[k]));
}

QHash<int, QByteArray> CardEffectModel::roleNames() const
{
    QHash<int, QByteArray> names;
    for (int k = 0; k < kEffectRoles; ++k)
        names.insert(OpRole + k, kEffectKeys[k]);
    return names;
}

void CardEffectModel::setEditor(CardEditor *editor)
{
    if (m_editor == editor)
        return;
    disconnect(m_revisionConnection);
    m_editor = editor;
    if (editor)
        m_revisionConnection = connect(editor, &CardEditor::revisionChanged, this, &CardEffectModel::refresh);
    emit editorChanged();
    refresh();
}

void CardEffectModel::setDeck(int deck)
{
    if (m_deck == deck)
        return;
    m_deck = deck;
    emit deckChanged();
    refresh();
}

void CardEffectModel::setCardRow(int row)
{
    if (m_cardRow == row)
        return;
    m_cardRow = row;
    emit cardRowChanged();
    refresh();
}

void CardEffectModel::setListKey(const QString &key)
{
    if (m_listKey == key)
        return;
    m_listKey = key;
    emit listKeyChanged();
    refresh();
}

void CardEffectModel::classBegin()
{
    m_complete = false;
}

void CardEffectModel::componentComplete()
{
    m_complete = true;
    refresh();
}

void CardEffectModel::refresh()
{
    if (!m_complete)
        return;
    if (m_refreshing) {
        m_refreshAgain = true;
        return;
    }
    m_refreshing = true;
    do {
        m_refreshAgain = false;
        refreshOnce();
    } while (m_refreshAgain);
    m_refreshing = false;
}

void CardEffectModel::refreshOnce()
{
    QList<QVariantMap> next;
    if (m_editor) {
        const QVariantList list = m_editor->effects(m_deck, m_cardRow, m_listKey);
        next.reserve(list.size());
        for (const QVariant &e : list)
            next.append(e.toMap());
    }
    const int oldCount = count();
    const int newCount = int(next.size());
    // The rows that differ lie between an equal prefix and an equal suffix. Of those, the first ones
    // change in place (their delegates stay), the rest are inserted or removed: an effect added at the
    // end is one insert, an effect removed (or brought back by undo) one remove (insert), an edited
    // field one dataChanged.
    int prefix = 0;
    while (prefix < oldCount && prefix < newCount && m_effects.at(prefix) == next.at(prefix))
        ++prefix;
    int suffix = 0;
    while (suffix < oldCount - prefix && suffix < newCount - prefix
           && m_effects.at(oldCount - 1 - suffix) == next.at(newCount - 1 - suffix))
        ++suffix;
    const int oldMiddle = oldCount - prefix - suffix;
    const int newMiddle = newCount - prefix - suffix;
    const int changed = std::min(oldMiddle, newMiddle);
    for (int i = prefix; i < prefix + changed; ++i) {
        QList<int> roles;
        for (int k = 0; k < kEffectRoles; ++k) {
            const QString key = QString::fromLatin1(kEffectKeys[k]);
            if (m_effects.at(i).value(key) != next.at(i).value(key))
                roles.append(OpRole + k);
        }
        m_effects[i] = next.at(i);
        if (!roles.isEmpty())
            emit dataChanged(index(i), index(i), roles);
    }
    const int at = prefix + changed;
    if (newMiddle > oldMiddle) {
        beginInsertRows({}, at, at + newMiddle - oldMiddle - 1);
        for (int i = at; i < at + newMiddle - oldMiddle; ++i)
            m_effects.insert(i, next.at(i));
        endInsertRows();
    } else if (oldMiddle > newMiddle) {
        beginRemoveRows({}, at, at + oldMiddle - newMiddle - 1);
        m_effects.remove(at, oldMiddle - newMiddle);
        endRemoveRows();
    }
    Q_ASSERT(m_effects == next);
    if (oldCount != newCount)
        emit countChanged();
}
