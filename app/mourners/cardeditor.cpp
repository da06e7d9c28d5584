#include "cardeditor.h"
#include "cardeditor_p.h"
#include "problemwords.h"

#include "cardtext.h"
#include "eventtext.h"
#include "mournersobjects.h"
#include "rulesetlibrary.h"

#include "model/mourners/action.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace cardeditorinternal;

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
    return m_library ? m_library.data() : MournersObjects::libraryOf(this);
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
    if (!lib)
        return refuse(u"ruleset"_s, tr("There is no ruleset %1.").arg(libraryId));
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

QVariantMap conditionMap(const QJsonObject &c)
{
    QString of = c.value(u"of"_s).toString();
    if (c.value(u"kind"_s).toString() == u"guild"_s && mc::guildFromKey(of) >= 0)
        of = QString::fromLatin1(mc::guildKey(mc::guildFromKey(of)));
    return {{u"kind"_s, c.value(u"kind"_s).toString()}, {u"of"_s, of}, {u"n"_s, c.value(u"n"_s).toInt()}};
}
} // namespace
QJsonArray cardeditorinternal::jsonList(const QJsonObject &card, int deck, const QString &list, bool *ok)
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

// --- saving -----------------------------------------------------------------------------------------

QString CardEditor::saveAs(const QString &name)
{
    if (!m_rules) {
        refuse(u"save"_s, tr("No ruleset is open."));
        return {};
    }
    RulesetLibrary *lib = library();
    if (!lib) {
        refuse(u"save"_s, tr("There is no ruleset library to save to."));
        return {};
    }
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
    if (!lib)
        return refuse(u"save"_s, tr("There is no ruleset library to save to."));
    if (!lib->save(m_rulesetId, json()))
        return refuse(u"save"_s, lib->errorText());
    const QByteArray saved = lib->json(m_rulesetId);
    setLoaded(QJsonDocument::fromJson(saved).object(), mc::parseRuleset(saved).ruleset, m_rulesetId, true);
    return true;
}
