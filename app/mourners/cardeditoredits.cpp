#include "cardeditor.h"
#include "cardeditor_p.h"
#include "problemwords.h"

#include "model/mourners/action.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace cardeditorinternal;

namespace {

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

} // namespace

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

bool CardEditor::errorWithin(const QString &field) const
{
    return !field.isEmpty() && (m_errorField == field || m_errorField.startsWith(field + u'/'));
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
