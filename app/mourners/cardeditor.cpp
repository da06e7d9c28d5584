#include "cardeditor.h"
#include "problemwords.h"

#include "cardtext.h"
#include "eventtext.h"
#include "rulesetlibrary.h"

#include "model/mourners/action.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <iterator>

using namespace Qt::StringLiterals;

namespace {

const char *const kDeckKeys[4] = {"court", "mourners", "wallows", "motives"};

QString deckKey(int deck)
{
    return QString::fromLatin1(kDeckKeys[deck]);
}

// The stand-in marks of docs/ruleset-format.md: the whole card, its second action, its faction.
const QStringList kStandInKeys = {u"standIn"_s, u"standInOptions"_s, u"standInFaction"_s};

bool needsFaction(const QString &op)
{
    return op == u"influence"_s || op == u"steal"_s;
}

bool mustNotBeNegative(const QString &op)
{
    return op == u"figure"_s || op == u"steal"_s || op == u"forge"_s || op == u"move"_s;
}

// Gives a condition (an effect's "if" or a Wallows objective) the "of" its kind needs.
void normaliseCondition(QJsonObject &c)
{
    const QString kind = c.value(u"kind"_s).toString();
    const QString of = c.value(u"of"_s).toString();
    if (kind == u"influence"_s) {
        if (mc::factionFromKey(of) < 0)
            c[u"of"_s] = u"bone"_s;
    } else if (kind == u"guild"_s) {
        if (mc::guildFromKey(of) < 0)
            c[u"of"_s] = QString::fromLatin1(mc::guildKey(0));
    } else if (kind == u"figures-at"_s) {
        const int loc = of.toInt();
        if (loc < 1 || loc > mc::kLocations)
            c[u"of"_s] = u"1"_s;
    } else {
        c.remove(u"of"_s);
    }
}

} // namespace

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

// --- CardEditor -------------------------------------------------------------------------------------

CardEditor::CardEditor(QObject *parent)
    : QObject(parent)
{
    for (int d = 0; d < 4; ++d)
        m_models[d] = new CardListModel(this, d);
}

CardEditor::~CardEditor() = default;

void CardEditor::setLibrary(RulesetLibrary *library)
{
    m_library = library;
}

RulesetLibrary *CardEditor::library() const
{
    return m_library ? m_library.data() : RulesetLibrary::instance();
}

QString CardEditor::rulesetName() const
{
    if (builtIn())
        return RulesetLibrary::builtInName();
    return m_doc.value(u"name"_s).toString();
}

bool CardEditor::builtIn() const
{
    return m_rulesetId == QString::fromLatin1(RulesetLibrary::kStandardId);
}

QString CardEditor::undoText() const
{
    if (m_undo.empty())
        //: Card editor: the text of the undo button (a verb).
        return tr("Undo");
    //: %1 is a card's name.
    return tr("Undo the change to %1").arg(m_undo.back().cardName);
}

QByteArray CardEditor::json() const
{
    return QJsonDocument(m_doc).toJson(QJsonDocument::Indented);
}

bool CardEditor::open(const QString &libraryId)
{
    RulesetLibrary *lib = library();
    lib->refresh();
    if (lib->indexOf(libraryId) < 0)
        return refuse(u"ruleset"_s, tr("There is no ruleset %1.").arg(libraryId));
    const QString error = lib->errorOf(libraryId);
    if (!error.isEmpty())
        return refuse(u"ruleset"_s, error);
    return openJson(lib->json(libraryId), libraryId);
}

bool CardEditor::openJson(const QByteArray &json, const QString &libraryId)
{
    const mc::RulesetResult r = mc::parseRuleset(json);
    if (!r.ruleset)
        return refuse(u"ruleset"_s, MournersProblems::sentences(r.problems, QJsonDocument::fromJson(json).object()));
    setLoaded(QJsonDocument::fromJson(json).object(), r.ruleset, libraryId);
    clearError();
    return true;
}

void CardEditor::setLoaded(const QJsonObject &doc, mc::RulesetPtr rules, const QString &id, bool keepRows)
{
    const bool wasModified = modified();
    const bool hadUndo = canUndo();
    keepRows = keepRows && m_rules && rules && m_rules->court.size() == rules->court.size()
        && m_rules->mourners.size() == rules->mourners.size() && m_rules->wallows.size() == rules->wallows.size()
        && m_rules->motives.size() == rules->motives.size();
    if (!keepRows)
        for (CardListModel *m : m_models)
            m->beginReset();
    m_doc = doc;
    m_savedDoc = doc;
    m_rules = std::move(rules);
    m_rulesetId = id;
    m_undo.clear();
    for (CardListModel *m : m_models) {
        if (!keepRows)
            m->endReset();
        else if (m->rowCount() > 0)
            emit m->dataChanged(m->index(0), m->index(m->rowCount() - 1),
                                {CardListModel::NameRole, CardListModel::StandInRole, CardListModel::KindRole,
                                 CardListModel::KindLabelRole, CardListModel::PreviewRole, Qt::DisplayRole});
    }
    ++m_revision;
    emit rulesetChanged();
    emit revisionChanged();
    if (wasModified)
        emit modifiedChanged();
    if (hadUndo)
        emit undoChanged();
}

CardListModel *CardEditor::deck(int deck) const
{
    return deck >= 0 && deck < 4 ? m_models[deck] : nullptr;
}

int CardEditor::count(int deck) const
{
    if (!m_rules)
        return 0;
    switch (deck) {
    case Court: return int(m_rules->court.size());
    case Mourners: return int(m_rules->mourners.size());
    case Wallows: return int(m_rules->wallows.size());
    case Motives: return int(m_rules->motives.size());
    default: return 0;
    }
}

int CardEditor::rowOf(int deck, const QString &id) const
{
    if (!m_rules)
        return -1;
    switch (deck) {
    case Court: return m_rules->courtIndex(id);
    case Mourners: return m_rules->mournerIndex(id);
    case Wallows: return m_rules->wallowsIndex(id);
    case Motives: return m_rules->motiveIndex(id);
    default: return -1;
    }
}

bool CardEditor::validCard(int deck, int row) const
{
    return row >= 0 && row < count(deck);
}

QJsonObject CardEditor::cardObject(int deck, int row) const
{
    if (!validCard(deck, row))
        return {};
    return m_doc.value(u"cards"_s).toObject().value(deckKey(deck)).toArray().at(row).toObject();
}

bool CardEditor::isStandIn(int deck, int row) const
{
    const QJsonObject card = cardObject(deck, row);
    return std::any_of(kStandInKeys.begin(), kStandInKeys.end(),
                       [&](const QString &k) { return card.value(k).toBool(); });
}

QString CardEditor::kindKey(int deck, int row) const
{
    const QJsonObject card = cardObject(deck, row);
    switch (deck) {
    case Court: return card.value(u"kind"_s).toString(u"generic"_s);
    case Mourners: return card.value(u"kind"_s).toString(u"plain"_s);
    case Motives: return card.value(u"kind"_s).toString();
    default: return card.value(u"artifact"_s).toBool() ? u"artifact"_s : QString();
    }
}

QString CardEditor::kindLabel(int deck, const QString &key) const
{
    static const QHash<int, QString> what = {{Court, u"courtKind"_s}, {Mourners, u"mournerKind"_s}, {Motives, u"motiveKind"_s}};
    if (deck == Wallows)
        return key == u"artifact"_s ? tr("Artifact") : QString();
    const QVariantList list = choices(what.value(deck));
    for (const QVariant &v : list)
        if (v.toMap().value(u"key"_s).toString() == key)
            return v.toMap().value(u"label"_s).toString();
    return key;
}

QStringList CardEditor::listKeys(int deck) const
{
    switch (deck) {
    case Court: return {u"action1"_s, u"action2"_s};
    case Mourners: return {u"effects"_s};
    case Wallows: return {u"reward"_s, u"penalty"_s};
    default: return {};
    }
}

QVariantList CardEditor::choices(const QString &what) const
{
    QVariantList out;
    // Guild and location names come from the ruleset; before one is open, from the standard one.
    const mc::RulesetPtr names = m_rules ? m_rules : mc::standardRuleset();
    auto add = [&out](const QString &key, const QString &label) {
        out.append(QVariantMap{{u"key"_s, key}, {u"label"_s, label}});
    };
    if (what == u"faction"_s) {
        for (int f = 0; f < mc::kFactions; ++f)
            add(QString::fromLatin1(mc::factionKey(f)), CardText::faction(f));
    } else if (what == u"guild"_s) {
        for (int g = 0; g < mc::kGuilds; ++g)
            add(QString::fromLatin1(mc::guildKey(g)), CardText::guild(*names, g));
    } else if (what == u"location"_s) {
        for (int l = 0; l < mc::kLocations; ++l)
            add(QString::number(l + 1), CardText::location(*names, l));
    } else if (what == u"op"_s) {
        add(u"etherea"_s, tr("Etherea"));
        add(u"unity"_s, tr("Unity"));
        add(u"influence"_s, tr("Influence"));
        add(u"suspicion"_s, tr("Suspicion"));
        add(u"threat"_s, tr("Threat"));
        add(u"forge"_s, tr("Pay into the Forge"));
        add(u"figure"_s, tr("Figures to the Crypt"));
        add(u"steal"_s, tr("Steal Influence"));
        add(u"move"_s, tr("Figures from the Crypt to a location"));
    } else if (what == u"condition"_s) {
        add(u"etherea"_s, tr("Etherea"));
        add(u"unity"_s, tr("Unity"));
        add(u"influence"_s, tr("Influence of a faction"));
        add(u"figures-at"_s, tr("Figures at a location"));
        add(u"guild"_s, tr("Figures of a guild"));
        add(u"mourners"_s, tr("Mourners"));
    } else if (what == u"courtKind"_s) {
        add(u"generic"_s, tr("Two effect lists"));
        add(u"death"_s, tr("Death (takes the Alltaker)"));
        add(u"malavestros"_s, tr("Malavestros (built-in)"));
        add(u"auraghost"_s, tr("Auraghost (built-in action 1)"));
        add(u"cleopsis"_s, tr("Cleopsis (built-in action 1)"));
        add(u"gallevarbe"_s, tr("Gallevarbe (built-in action 1)"));
        add(u"gethsemoni"_s, tr("Gethsemoni (built-in)"));
    } else if (what == u"mournerKind"_s) {
        // D-MOURNER-ABILITY: the four kinds of the rulebook, in the order of a card's life in play.
        add(u"plain"_s, tr("No ability"));
        //: A kind of Mourner ability: used once, as the card comes into play.
        add(u"on-play"_s, tr("When it comes into play"));
        //: A kind of Mourner ability: the turn's action, at most once per round (R-ACT-7).
        add(u"activated"_s, tr("Once per round, as an action"));
        //: A kind of Mourner ability: works by itself as a phase of the round (chosen beside it) begins.
        add(u"triggered"_s, tr("By itself at the start of a phase"));
        //: A kind of Mourner ability: works at clean-up, at the end of every round.
        add(u"end-of-round"_s, tr("At the end of each round"));
        add(u"severamm"_s, tr("Severamm (built-in)"));
        add(u"socopharie"_s, tr("Socopharie (built-in)"));
        add(u"relic-ravlatch"_s, tr("Relic Ravlatch (built-in)"));
    } else if (what == u"motiveKind"_s) {
        add(u"per-influence"_s, tr("Per Influence of a faction"));
        add(u"per-guild"_s, tr("Per figure of a guild"));
        add(u"per-mourners"_s, tr("Per Mourner"));
        add(u"per-locations"_s, tr("Per location with figures"));
        add(u"per-etherea"_s, tr("Per Etherea"));
    } else if (what == u"phase"_s) {
        // The phases of a round a triggered Mourner may name, by the names the game screen shows.
        for (int p = int(mc::Phase::Distribution); p <= int(mc::Phase::Cleanup); ++p)
            add(QString::fromLatin1(mc::phaseKey(mc::Phase(p))), EventText::phaseName(mc::Phase(p)));
    }
    return out;
}

namespace {
// The parsed effects behind a list key of a card.
const mc::Effects *parsedList(const mc::Ruleset &r, int deck, int row, const QString &list)
{
    switch (deck) {
    case CardEditor::Court:
        if (list == u"action1"_s || list == u"action2"_s)
            return &r.court[std::size_t(row)].options[list == u"action1"_s ? 0 : 1];
        break;
    case CardEditor::Mourners:
        if (list == u"effects"_s)
            return &r.mourners[std::size_t(row)].effects;
        break;
    case CardEditor::Wallows:
        if (list == u"reward"_s)
            return &r.wallows[std::size_t(row)].reward;
        if (list == u"penalty"_s)
            return &r.wallows[std::size_t(row)].penalty;
        break;
    default: break;
    }
    return nullptr;
}

// The JSON list of a card behind a list key; `ok` false for a key the deck does not have.
QJsonArray jsonList(const QJsonObject &card, int deck, const QString &list, bool *ok)
{
    *ok = true;
    if (deck == CardEditor::Court && (list == u"action1"_s || list == u"action2"_s))
        return card.value(u"options"_s).toArray().at(list == u"action1"_s ? 0 : 1).toArray();
    if ((deck == CardEditor::Mourners && list == u"effects"_s)
        || (deck == CardEditor::Wallows && (list == u"reward"_s || list == u"penalty"_s)))
        return card.value(list).toArray();
    *ok = false;
    return {};
}

void setJsonList(QJsonObject &card, int deck, const QString &list, const QJsonArray &effects)
{
    if (deck == CardEditor::Court) {
        QJsonArray options = card.value(u"options"_s).toArray();
        while (options.size() < 2)
            options.append(QJsonArray());
        options[list == u"action1"_s ? 0 : 1] = effects;
        card[u"options"_s] = options;
    } else {
        card[list] = effects;
    }
}

QVariantMap conditionMap(const QJsonObject &c)
{
    QString of = c.value(u"of"_s).toString();
    if (c.value(u"kind"_s).toString() == u"guild"_s && mc::guildFromKey(of) >= 0)
        of = QString::fromLatin1(mc::guildKey(mc::guildFromKey(of)));
    return {{u"kind"_s, c.value(u"kind"_s).toString()}, {u"of"_s, of}, {u"n"_s, c.value(u"n"_s).toInt()}};
}
} // namespace

QVariantMap CardEditor::card(int deck, int row) const
{
    if (!validCard(deck, row))
        return {};
    const QJsonObject o = cardObject(deck, row);
    const mc::Ruleset &r = *m_rules;
    QVariantMap out{{u"id"_s, o.value(u"id"_s).toString()},
                    {u"name"_s, o.value(u"name"_s).toString()},
                    {u"standIn"_s, isStandIn(deck, row)},
                    {u"kind"_s, kindKey(deck, row)},
                    {u"preview"_s, preview(deck, row)}};
    QVariantMap lists;
    for (const QString &key : listKeys(deck))
        lists.insert(key, effects(deck, row, key));
    out.insert(u"lists"_s, lists);
    switch (deck) {
    case Court: {
        const mc::CourtCard &c = r.court[std::size_t(row)];
        out.insert(u"builtIn1"_s, CardText::builtInAction(r, c.kind, 0));
        out.insert(u"builtIn2"_s, CardText::builtInAction(r, c.kind, 1));
        break;
    }
    case Mourners: {
        const mc::MournerCard &m = r.mourners[std::size_t(row)];
        out.insert(u"faction"_s, QString::fromLatin1(mc::factionKey(m.faction)));
        out.insert(u"guild"_s, QString::fromLatin1(mc::guildKey(m.guild)));
        out.insert(u"starting"_s, m.starting);
        // D-MOURNER-ABILITY: each of the four kinds applies the card's effect list.
        out.insert(u"usesEffects"_s, m.kind == mc::MournerKind::OnPlay || m.kind == mc::MournerKind::Activated
                                         || m.kind == mc::MournerKind::Triggered || m.kind == mc::MournerKind::EndOfRound);
        out.insert(u"kindLabel"_s, kindLabel(deck, kindKey(deck, row)));
        out.insert(u"trigger"_s, m.kind == mc::MournerKind::Triggered ? QString::fromLatin1(mc::phaseKey(mc::Phase(m.trigger)))
                                                                      : QString());
        break;
    }
    case Wallows: {
        out.insert(u"artifact"_s, r.wallows[std::size_t(row)].artifact);
        out.insert(u"objective"_s, conditionMap(o.value(u"objective"_s).toObject()));
        break;
    }
    case Motives: {
        const mc::MotiveCard &m = r.motives[std::size_t(row)];
        out.insert(u"faction"_s, QString::fromLatin1(mc::factionKey(m.faction)));
        QString of;
        if (m.kind == mc::MotiveKind::PerInfluence)
            of = QString::fromLatin1(mc::factionKey(m.arg));
        else if (m.kind == mc::MotiveKind::PerGuildFigures)
            of = QString::fromLatin1(mc::guildKey(m.arg));
        out.insert(u"of"_s, of);
        out.insert(u"per"_s, int(m.per));
        out.insert(u"max"_s, int(m.max));
        break;
    }
    default: break;
    }
    return out;
}

QVariantList CardEditor::effects(int deck, int row, const QString &key) const
{
    if (!validCard(deck, row))
        return {};
    bool ok = false;
    const QJsonArray list = jsonList(cardObject(deck, row), deck, key, &ok);
    if (!ok)
        return {};
    const mc::Ruleset &r = *m_rules;
    const mc::Effects *parsed = parsedList(r, deck, row, key);
    QVariantList effects;
    for (int i = 0; i < list.size(); ++i) {
        const QJsonObject e = list.at(i).toObject();
        const QString guild = e.contains(u"guild"_s) && mc::guildFromKey(e.value(u"guild"_s).toString()) >= 0
            ? QString::fromLatin1(mc::guildKey(mc::guildFromKey(e.value(u"guild"_s).toString())))
            : QString();
        const QVariantMap cond = conditionMap(e.value(u"if"_s).toObject());
        effects.append(QVariantMap{
            {u"op"_s, e.value(u"op"_s).toString()},
            {u"amount"_s, e.value(u"amount"_s).toInt()},
            {u"faction"_s, e.value(u"faction"_s).toString().toLower()},
            {u"guild"_s, guild},
            {u"location"_s, e.value(u"location"_s).toInt()},
            {u"hasCondition"_s, e.contains(u"if"_s)},
            {u"ifKind"_s, cond.value(u"kind"_s)},
            {u"ifOf"_s, cond.value(u"of"_s)},
            {u"ifN"_s, cond.value(u"n"_s)},
            {u"text"_s, parsed && std::size_t(i) < parsed->size() ? CardText::effect(r, (*parsed)[std::size_t(i)]) : QString()},
        });
    }
    return effects;
}

QString CardEditor::preview(int deck, int row) const
{
    if (!validCard(deck, row))
        return {};
    const mc::Ruleset &r = *m_rules;
    switch (deck) {
    case Court: return CardText::court(r, r.court[std::size_t(row)]);
    case Mourners: return CardText::mourner(r, r.mourners[std::size_t(row)]);
    case Wallows: return CardText::wallows(r, r.wallows[std::size_t(row)]);
    case Motives: return CardText::motive(r, r.motives[std::size_t(row)]);
    default: return {};
    }
}

// --- edits ------------------------------------------------------------------------------------------

bool CardEditor::refuse(const QString &field, const QString &message)
{
    setError(field, message);
    return false;
}

void CardEditor::setError(const QString &field, const QString &message)
{
    if (m_errorField == field && m_errorText == message)
        return;
    m_errorField = field;
    m_errorText = message;
    emit errorChanged();
}

void CardEditor::clearError()
{
    setError(QString(), QString());
}

bool CardEditor::edit(int deck, int row, const QString &field, const std::function<bool(QJsonObject &)> &change)
{
    if (!validCard(deck, row))
        return refuse(field, tr("There is no such card."));
    QJsonObject doc = m_doc;
    QJsonObject cards = doc.value(u"cards"_s).toObject();
    QJsonArray list = cards.value(deckKey(deck)).toArray();
    QJsonObject card = list.at(row).toObject();
    const QJsonObject before = card;
    if (!change(card))
        return false;
    if (card == before) { // e.g. a combo box chose what was there: nothing to do, nothing to undo
        clearError();
        return true;
    }
    // R-COMP: the owner typed this card from their box, so it is no longer a stand-in.
    for (const QString &k : kStandInKeys)
        card.remove(k);
    list[row] = card;
    cards[deckKey(deck)] = list;
    doc[u"cards"_s] = cards;
    const mc::RulesetResult r = mc::parseRuleset(QJsonDocument(doc).toJson(QJsonDocument::Compact));
    if (!r.ruleset)
        return refuse(field, MournersProblems::sentences(r.problems, m_doc)); // cards named as they were
    commit(doc, r.ruleset, deck, row);
    return true;
}

void CardEditor::commit(const QJsonObject &doc, mc::RulesetPtr rules, int deck, int row)
{
    const bool wasModified = modified();
    m_undo.push_back({m_doc, m_rules, deck, row, cardObject(deck, row).value(u"name"_s).toString()});
    m_doc = doc;
    m_rules = std::move(rules);
    ++m_revision;
    m_models[deck]->rowChanged(row);
    clearError();
    emit revisionChanged();
    emit undoChanged();
    if (wasModified != modified())
        emit modifiedChanged();
}

bool CardEditor::undo()
{
    if (m_undo.empty())
        return false;
    const bool wasModified = modified();
    Snapshot s = std::move(m_undo.back());
    m_undo.pop_back();
    m_doc = std::move(s.doc);
    m_rules = std::move(s.rules);
    ++m_revision;
    m_models[s.deck]->rowChanged(s.row);
    clearError();
    emit revisionChanged();
    emit undoChanged();
    if (wasModified != modified())
        emit modifiedChanged();
    return true;
}

bool CardEditor::setName(int deck, int row, const QString &name)
{
    return edit(deck, row, u"name"_s, [&](QJsonObject &c) {
        c[u"name"_s] = name.simplified();
        return true;
    });
}

bool CardEditor::setKind(int deck, int row, const QString &kind)
{
    if (deck == Wallows)
        return refuse(u"kind"_s, tr("Wallows cards have no kind."));
    return edit(deck, row, u"kind"_s, [&](QJsonObject &c) {
        c[u"kind"_s] = kind;
        if (deck == Mourners) {
            // D-MOURNER-ABILITY: a triggered card names its phase, no other card has one; a card
            // becoming triggered starts on the Actions phase, so that every step is a valid card.
            if (kind == u"triggered"_s) {
                const int phase = mc::phaseFromKey(c.value(u"trigger"_s).toString());
                if (phase < int(mc::Phase::Distribution) || phase > int(mc::Phase::Cleanup))
                    c[u"trigger"_s] = QString::fromLatin1(mc::phaseKey(mc::Phase::Actions));
            } else {
                c.remove(u"trigger"_s);
            }
        }
        if (deck == Motives) { // the new kind counts something else: give it the "of" it needs
            if (kind == u"per-influence"_s) {
                if (mc::factionFromKey(c.value(u"of"_s).toString()) < 0)
                    c[u"of"_s] = c.value(u"faction"_s);
            } else if (kind == u"per-guild"_s) {
                if (mc::guildFromKey(c.value(u"of"_s).toString()) < 0)
                    c[u"of"_s] = QString::fromLatin1(mc::guildKey(0));
            } else {
                c.remove(u"of"_s);
            }
        }
        return true;
    });
}

bool CardEditor::setFaction(int deck, int row, const QString &faction)
{
    if (deck != Mourners && deck != Motives)
        return refuse(u"faction"_s, tr("Only Mourners and motives belong to a faction."));
    return edit(deck, row, u"faction"_s, [&](QJsonObject &c) {
        c[u"faction"_s] = faction;
        return true;
    });
}

bool CardEditor::setGuild(int deck, int row, const QString &guild)
{
    if (deck != Mourners)
        return refuse(u"guild"_s, tr("Only Mourners belong to a guild."));
    return edit(deck, row, u"guild"_s, [&](QJsonObject &c) {
        c[u"guild"_s] = guild;
        return true;
    });
}

bool CardEditor::setStarting(int deck, int row, bool starting)
{
    if (deck != Mourners)
        return refuse(u"starting"_s, tr("Only Mourners can be starting cards."));
    return edit(deck, row, u"starting"_s, [&](QJsonObject &c) {
        c[u"starting"_s] = starting;
        return true;
    });
}

bool CardEditor::setTrigger(int deck, int row, const QString &phase)
{
    if (deck != Mourners || kindKey(deck, row) != u"triggered"_s)
        return refuse(u"trigger"_s, tr("Only a Mourner whose ability works by itself has a phase."));
    return edit(deck, row, u"trigger"_s, [&](QJsonObject &c) {
        c[u"trigger"_s] = phase;
        return true;
    });
}

bool CardEditor::setArtifact(int deck, int row, bool artifact)
{
    if (deck != Wallows)
        return refuse(u"artifact"_s, tr("Only Wallows cards can be artifacts."));
    return edit(deck, row, u"artifact"_s, [&](QJsonObject &c) {
        c[u"artifact"_s] = artifact;
        return true;
    });
}

bool CardEditor::markFromBox(int deck, int row)
{
    return edit(deck, row, u"standIn"_s, [&](QJsonObject &c) {
        for (const QString &k : kStandInKeys)
            c.remove(k);
        return true;
    });
}

bool CardEditor::editEffects(int deck, int row, const QString &list, const QString &field,
                             const std::function<bool(QJsonArray &)> &change)
{
    return edit(deck, row, field, [&](QJsonObject &c) {
        bool ok = false;
        QJsonArray effects = jsonList(c, deck, list, &ok);
        if (!ok)
            return refuse(field, tr("This card has no effect list '%1'.").arg(list));
        if (!change(effects))
            return false;
        setJsonList(c, deck, list, effects);
        return true;
    });
}

bool CardEditor::setEffect(int deck, int row, const QString &list, int index, const QVariantMap &effect)
{
    const QString field = u"%1/%2"_s.arg(list).arg(index);
    return editEffects(deck, row, list, field, [&](QJsonArray &effects) {
        if (index < 0 || index >= effects.size())
            return refuse(field, tr("There is no such effect."));
        effects[index] = QJsonObject::fromVariantMap(effect);
        return true;
    });
}

bool CardEditor::setEffectField(int deck, int row, const QString &list, int index, const QString &field,
                                const QVariant &value)
{
    const QString where = u"%1/%2/%3"_s.arg(list).arg(index).arg(field);
    return editEffects(deck, row, list, where, [&](QJsonArray &effects) {
        if (index < 0 || index >= effects.size())
            return refuse(where, tr("There is no such effect."));
        QJsonObject e = effects.at(index).toObject();
        if (field == u"op"_s) {
            const QString op = value.toString();
            e[u"op"_s] = op;
            // The faction or guild the new op needs, and no other.
            if (needsFaction(op)) {
                if (mc::factionFromKey(e.value(u"faction"_s).toString()) < 0)
                    e[u"faction"_s] = u"bone"_s;
            } else {
                e.remove(u"faction"_s);
            }
            if (op == u"figure"_s) {
                if (mc::guildFromKey(e.value(u"guild"_s).toString()) < 0)
                    e[u"guild"_s] = QString::fromLatin1(mc::guildKey(0));
            } else {
                e.remove(u"guild"_s);
            }
            if (op == u"move"_s) {
                const int location = e.value(u"location"_s).toInt();
                e[u"location"_s] = location >= 1 && location <= mc::kLocations ? location : 1;
            } else {
                e.remove(u"location"_s);
            }
            if (mustNotBeNegative(op) && e.value(u"amount"_s).toInt() < 0)
                e[u"amount"_s] = -e.value(u"amount"_s).toInt();
        } else if (field == u"amount"_s) {
            e[u"amount"_s] = value.toInt();
        } else if (field == u"faction"_s || field == u"guild"_s) {
            e[field] = value.toString();
        } else if (field == u"location"_s) {
            e[u"location"_s] = value.toInt();
        } else if (field == u"hasCondition"_s) {
            if (value.toBool()) {
                if (!e.contains(u"if"_s))
                    e[u"if"_s] = QJsonObject{{u"kind"_s, u"etherea"_s}, {u"n"_s, 1}};
            } else {
                e.remove(u"if"_s);
            }
        } else if (field == u"ifKind"_s || field == u"ifOf"_s || field == u"ifN"_s) {
            QJsonObject c = e.value(u"if"_s).toObject();
            if (field == u"ifKind"_s) {
                c[u"kind"_s] = value.toString();
                normaliseCondition(c);
            } else if (field == u"ifOf"_s) {
                c[u"of"_s] = value.toString();
            } else {
                c[u"n"_s] = value.toInt();
            }
            e[u"if"_s] = c;
        } else {
            return refuse(where, tr("Unknown field '%1'.").arg(field));
        }
        effects[index] = e;
        return true;
    });
}

bool CardEditor::addEffect(int deck, int row, const QString &list)
{
    return editEffects(deck, row, list, list, [](QJsonArray &effects) {
        effects.append(QJsonObject{{u"op"_s, u"etherea"_s}, {u"amount"_s, 1}});
        return true;
    });
}

bool CardEditor::removeEffect(int deck, int row, const QString &list, int index)
{
    return editEffects(deck, row, list, list, [&](QJsonArray &effects) {
        if (index < 0 || index >= effects.size())
            return refuse(list, tr("There is no such effect."));
        effects.removeAt(index);
        return true;
    });
}

bool CardEditor::setObjectiveField(int deck, int row, const QString &field, const QVariant &value)
{
    const QString where = u"objective/"_s + field;
    if (deck != Wallows)
        return refuse(where, tr("Only Wallows cards have an objective."));
    return edit(deck, row, where, [&](QJsonObject &card) {
        QJsonObject c = card.value(u"objective"_s).toObject();
        if (field == u"kind"_s) {
            c[u"kind"_s] = value.toString();
            normaliseCondition(c);
        } else if (field == u"of"_s) {
            c[u"of"_s] = value.toString();
        } else if (field == u"n"_s) {
            c[u"n"_s] = value.toInt();
        } else {
            return refuse(where, tr("Unknown field '%1'.").arg(field));
        }
        card[u"objective"_s] = c;
        return true;
    });
}

bool CardEditor::setMotiveField(int deck, int row, const QString &field, const QVariant &value)
{
    const QString where = u"motive/"_s + field;
    if (deck != Motives)
        return refuse(where, tr("Only motives score like this."));
    if (field == u"kind"_s)
        return setKind(deck, row, value.toString()) || (setError(where, m_errorText), false);
    return edit(deck, row, where, [&](QJsonObject &card) {
        if (field == u"of"_s)
            card[u"of"_s] = value.toString();
        else if (field == u"per"_s || field == u"max"_s)
            card[field] = value.toInt();
        else
            return refuse(where, tr("Unknown field '%1'.").arg(field));
        return true;
    });
}

// --- saving -----------------------------------------------------------------------------------------

QString CardEditor::saveAs(const QString &name)
{
    if (!m_rules) {
        refuse(u"save"_s, tr("No ruleset is open."));
        return {};
    }
    RulesetLibrary *lib = library();
    const QString id = lib->saveAs(name, json());
    if (id.isEmpty()) {
        refuse(u"save"_s, lib->errorText());
        return {};
    }
    const QByteArray saved = lib->json(id);
    setLoaded(QJsonDocument::fromJson(saved).object(), mc::parseRuleset(saved).ruleset, id, true);
    clearError();
    return id;
}

bool CardEditor::save()
{
    if (!m_rules)
        return refuse(u"save"_s, tr("No ruleset is open."));
    if (builtIn() || m_rulesetId.isEmpty())
        return refuse(u"save"_s, tr("The built-in ruleset cannot be changed; save a copy with a name of its own."));
    RulesetLibrary *lib = library();
    if (!lib->save(m_rulesetId, json()))
        return refuse(u"save"_s, lib->errorText());
    const QByteArray saved = lib->json(m_rulesetId);
    setLoaded(QJsonDocument::fromJson(saved).object(), mc::parseRuleset(saved).ruleset, m_rulesetId, true);
    return true;
}
