#include "manster.h"
#include "model/core/jsonread.h"
#include "model/core/names.h"
#include "sheetjson.h"

#include <QCryptographicHash>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace manster {

// --- the battle as JSON ----------------------------------------------------------------------------

QJsonObject Battle::toJson() const
{
    QJsonArray players;
    for (const Player &p : m_players) {
        QJsonArray slabs;
        for (const Stack &s : p.slabs) {
            QJsonArray cards;
            for (const Card &c : s.cards)
                cards.append(QJsonObject{{u"kind"_s, QLatin1StringView(cardKindKey(c.kind))},
                                         {u"health"_s, c.health},
                                         {u"damage"_s, c.damage}});
            slabs.append(QJsonObject{{u"cards"_s, cards}, {u"taken"_s, s.taken}});
        }
        QJsonObject player{{u"name"_s, p.name}, {u"slabs"_s, slabs}, {u"active"_s, p.active},
                           {u"direct"_s, p.direct}, {u"out"_s, p.out}, {u"dealt"_s, p.dealt},
                           {u"defeated"_s, p.defeated}};
        if (!isLegacy()) {
            player[u"played"_s] = p.played;
            player[u"graved"_s] = p.graved;
        }
        players.append(player);
    }
    QJsonObject o{{u"players"_s, players}, {u"turn"_s, m_turn}, {u"turnNumber"_s, m_turnNumber},
                  {u"attacked"_s, m_attacked}, {u"outCount"_s, m_outCount}};
    // A battle of a version-1 save digests as it did then.
    if (!isLegacy()) {
        QJsonArray grave;
        for (const GraveCard &g : m_graveyard)
            grave.append(QJsonObject{{u"kind"_s, QLatin1StringView(cardKindKey(g.card.kind))},
                                     {u"health"_s, g.card.health},
                                     {u"damage"_s, g.card.damage},
                                     {u"known"_s, g.known},
                                     {u"from"_s, g.from}});
        o[u"graveyard"_s] = grave;
        o[u"opening"_s] = m_opening;
    }
    // A battle of an older save digests as it did then.
    if (m_version >= 3)
        o[u"meatRemoved"_s] = QLatin1StringView(meatRuleKey(m_meat));
    return o;
}

QString Battle::digest() const
{
    const QByteArray json = QJsonDocument(toJson()).toJson(QJsonDocument::Compact);
    return QString::fromLatin1(QCryptographicHash::hash(json, QCryptographicHash::Sha256).toHex().left(16));
}

// --- saves -----------------------------------------------------------------------------------------

QJsonObject toJson(const Action &a)
{
    QJsonObject o{{u"do"_s, QLatin1StringView(actionKindKey(a.kind))}};
    if (a.kind != ActionKind::EndTurn)
        o[u"player"_s] = a.player;
    switch (a.kind) {
    case ActionKind::AddCard:
        o[u"slab"_s] = a.slab;
        o[u"card"_s] = QLatin1StringView(cardKindKey(a.card.kind));
        o[u"health"_s] = a.card.health;
        o[u"damage"_s] = a.card.damage;
        if (a.allowAnyStack)
            o[u"anyStack"_s] = true;
        if (a.anyTime)
            o[u"anyTime"_s] = true;
        break;
    case ActionKind::Discard:
        o[u"card"_s] = QLatin1StringView(cardKindKey(a.card.kind));
        o[u"health"_s] = a.card.health;
        o[u"damage"_s] = a.card.damage;
        if (a.played)
            o[u"played"_s] = true;
        break;
    case ActionKind::TakeGrave: o[u"index"_s] = a.index; break;
    case ActionKind::RemoveCard:
        o[u"slab"_s] = a.slab;
        o[u"index"_s] = a.index;
        break;
    case ActionKind::DiscardStack: o[u"slab"_s] = a.slab; break;
    case ActionKind::Attack: o[u"target"_s] = a.target; break;
    case ActionKind::SetDirect: o[u"value"_s] = a.value; break;
    case ActionKind::SetTaken:
        o[u"slab"_s] = a.slab;
        o[u"value"_s] = a.value;
        break;
    case ActionKind::SwapSlabs:
    case ActionKind::EndTurn: break;
    }
    return o;
}

bool fromJson(const QJsonObject &o, Action &a, QString &why)
{
    a = Action{};
    const QJsonValue kindValue = o.value(u"do"_s);
    const QString kind = kindValue.toString();
    bool found = false;
    for (int k = 0; k <= int(ActionKind::TakeGrave); ++k)
        if (kindValue.isString() && kind == QLatin1StringView(actionKindKey(ActionKind(k)))) {
            a.kind = ActionKind(k);
            found = true;
        }
    if (!found) {
        why = u"do: unknown step \"%1\""_s.arg(mc::printable(kind));
        return false;
    }
    // The keys toJson writes for this kind, required, then those it writes only when true.
    QStringList keys{u"do"_s};
    QStringList flags;
    if (a.kind != ActionKind::EndTurn)
        keys << u"player"_s;
    switch (a.kind) {
    case ActionKind::AddCard:
        keys << u"slab"_s << u"card"_s << u"health"_s << u"damage"_s;
        flags << u"anyStack"_s << u"anyTime"_s;
        break;
    case ActionKind::Discard:
        keys << u"card"_s << u"health"_s << u"damage"_s;
        flags << u"played"_s;
        break;
    case ActionKind::TakeGrave: keys << u"index"_s; break;
    case ActionKind::RemoveCard: keys << u"slab"_s << u"index"_s; break;
    case ActionKind::DiscardStack: keys << u"slab"_s; break;
    case ActionKind::Attack: keys << u"target"_s; break;
    case ActionKind::SetDirect: keys << u"value"_s; break;
    case ActionKind::SetTaken: keys << u"slab"_s << u"value"_s; break;
    case ActionKind::SwapSlabs:
    case ActionKind::EndTurn: break;
    }
    for (auto it = o.begin(); it != o.end(); ++it)
        if (!keys.contains(it.key()) && !flags.contains(it.key())) {
            why = u"unknown key \"%1\""_s.arg(mc::printable(it.key()));
            return false;
        }
    for (const QString &k : keys)
        if (!o.contains(k)) {
            why = u"missing key \"%1\""_s.arg(k);
            return false;
        }
    for (const QString &k : flags)
        if (o.contains(k) && !o.value(k).isBool()) {
            why = u"%1: true or false is needed"_s.arg(k);
            return false;
        }
    auto number = [&](const QString &key, int &out) {
        const QJsonValue v = o.value(key);
        const double d = v.toDouble(-1);
        if (!v.isDouble() || d < 0 || d > kMaxDamage || d != double(int(d))) {
            why = u"%1: a whole number from 0 to %2 is needed"_s.arg(key).arg(kMaxDamage);
            return false;
        }
        out = int(d);
        return true;
    };
    if (a.kind != ActionKind::EndTurn && !number(u"player"_s, a.player))
        return false;
    auto card = [&] {
        const QJsonValue cardValue = o.value(u"card"_s);
        const QString card = cardValue.toString();
        for (int k = 0; k < kCardKinds; ++k)
            if (cardValue.isString() && card == QLatin1StringView(cardKindKey(CardKind(k)))) {
                a.card.kind = CardKind(k);
                return number(u"health"_s, a.card.health) && number(u"damage"_s, a.card.damage);
            }
        why = u"card: unknown kind \"%1\""_s.arg(mc::printable(card));
        return false;
    };
    switch (a.kind) {
    case ActionKind::AddCard:
        a.allowAnyStack = o.value(u"anyStack"_s).toBool();
        a.anyTime = o.value(u"anyTime"_s).toBool();
        return card() && number(u"slab"_s, a.slab);
    case ActionKind::Discard:
        a.played = o.value(u"played"_s).toBool();
        return card();
    case ActionKind::TakeGrave: return number(u"index"_s, a.index);
    case ActionKind::RemoveCard: return number(u"slab"_s, a.slab) && number(u"index"_s, a.index);
    case ActionKind::DiscardStack: return number(u"slab"_s, a.slab);
    case ActionKind::Attack: return number(u"target"_s, a.target);
    case ActionKind::SetDirect: return number(u"value"_s, a.value);
    case ActionKind::SetTaken: return number(u"slab"_s, a.slab) && number(u"value"_s, a.value);
    case ActionKind::SwapSlabs:
    case ActionKind::EndTurn: return true;
    }
    return true;
}

QByteArray writeSave(const Save &save, const Battle &final)
{
    QJsonObject o = save.extra;
    QJsonArray actions;
    for (const Action &a : save.actions)
        actions.append(toJson(a));
    o[u"game"_s] = u"manster-duel"_s;
    o[u"version"_s] = final.version();
    if (final.version() >= 3)
        o[u"options"_s] = QJsonObject{{u"meatRemoved"_s, QLatin1StringView(meatRuleKey(final.meatRule()))}};
    o[u"players"_s] = QJsonArray::fromStringList(save.names);
    o[u"first"_s] = save.first;
    o[u"actions"_s] = actions;
    o[u"digest"_s] = final.digest();
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

bool readSave(const QByteArray &data, Save &save, Battle &battle, LoadError &error)
{
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kSave, refused);
    if (doc.isNull() && refused.reason == mc::ProblemCode::DuplicateKey) {
        error = {LoadReason::DuplicateKey, mc::printable(refused.path), mc::printable(refused.detail)};
        return false;
    }
    if (doc.isNull() && refused.reason == mc::ProblemCode::FileTooBig) {
        error = {LoadReason::TooBig, u"top level"_s, QString::number(refused.value)};
        return false;
    }
    if (doc.isNull() || !doc.isObject()) {
        error = {LoadReason::NotJson, u"top level"_s, doc.isNull() ? refused.detail : u"not an object"_s};
        return false;
    }
    const QJsonObject o = doc.object();
    if (o.value(u"game"_s).toString() != u"manster-duel"_s) {
        error = {LoadReason::WrongGame, u"game"_s, mc::printable(o.value(u"game"_s).toString())};
        return false;
    }
    // Every version the app wrote: 1 and 2 without options, 3 with them; "id" and "startedAt" are the
    // app's own (kept as they are). Nothing else: a misspelt key would otherwise be dropped unseen.
    const QJsonValue versionValue = o.value(u"version"_s);
    const double version = versionValue.toDouble(-1);
    if (versionValue.isDouble() && version > kSaveVersion && version == double(qint64(version))) {
        error = {LoadReason::NewerVersion, u"version"_s, QString::number(qint64(version))};
        return false;
    }
    if (!versionValue.isDouble() || version < 1 || version > kSaveVersion || version != double(int(version))) {
        error = {LoadReason::BadField, u"version"_s, u"a whole number from 1 to %1 is needed"_s.arg(kSaveVersion)};
        return false;
    }
    Save s;
    s.version = int(version);
    QStringList keys{u"game"_s, u"version"_s, u"players"_s, u"first"_s, u"actions"_s, u"digest"_s};
    if (s.version >= 3)
        keys << u"options"_s;
    const QStringList own{u"id"_s, u"startedAt"_s};
    for (auto it = o.begin(); it != o.end(); ++it) {
        if (own.contains(it.key()) && !it.value().isString()) {
            error = {LoadReason::BadField, it.key(), u"a text is needed"_s};
            return false;
        }
        if (!keys.contains(it.key()) && !own.contains(it.key())) {
            error = {LoadReason::UnknownKey, u"top level"_s, mc::printable(it.key())};
            return false;
        }
    }
    for (const QString &k : keys)
        if (!o.contains(k)) {
            error = {LoadReason::BadField, k == u"options"_s ? u"options.meatRemoved"_s : k, u"missing"_s};
            return false;
        }
    if (!o.value(u"players"_s).isArray()) {
        error = {LoadReason::BadField, u"players"_s, u"a list of names is needed"_s};
        return false;
    }
    const QJsonArray names = o.value(u"players"_s).toArray();
    if (names.size() > kMaxPlayers) {
        error = {LoadReason::BadField, u"players"_s,
                 u"%1 is not within %2..%3"_s.arg(names.size()).arg(kMinPlayers).arg(kMaxPlayers)};
        return false;
    }
    for (int i = 0; i < names.size(); ++i) {
        const QString path = u"players[%1]"_s.arg(i);
        if (!names[i].isString()) {
            error = {LoadReason::BadField, path, u"a name is needed"_s};
            return false;
        }
        if (const std::optional<mc::Problem> p = mc::nameProblem(names[i].toString(), path)) {
            error = {LoadReason::BadName, path, QString::fromLatin1(mc::problemCodeKey(p->reason))};
            return false;
        }
        s.names << names[i].toString();
    }
    const QJsonValue firstValue = o.value(u"first"_s);
    const double first = firstValue.toDouble(-1);
    if (!firstValue.isDouble() || first < 0 || first >= kMaxPlayers || first != double(int(first))) {
        error = {LoadReason::BadField, u"first"_s, u"a whole number from 0 to %1 is needed"_s.arg(kMaxPlayers - 1)};
        return false;
    }
    s.first = int(first);
    if (const Error e = Battle::validateStart(s.names, s.first); !e.ok()) {
        error = {LoadReason::BadField, e.code == ErrorCode::BadPlayer ? u"first"_s : u"players"_s,
                 u"%1 is not within %2..%3"_s.arg(e.value).arg(e.min).arg(e.max)};
        return false;
    }
    if (s.version >= 3) {
        // D-MAN-MEAT: the table's reading of MAN-MEAT-1, chosen when the battle started.
        const QJsonValue options = o.value(u"options"_s);
        const QJsonValue meatValue = options.toObject().value(u"meatRemoved"_s);
        const QString meat = meatValue.toString();
        if (options.isObject() && options.toObject().size() > 1)
            for (auto it = options.toObject().begin(); it != options.toObject().end(); ++it)
                if (it.key() != u"meatRemoved"_s) {
                    error = {LoadReason::UnknownKey, u"options"_s, mc::printable(it.key())};
                    return false;
                }
        if (meatValue.isString() && meat == QLatin1StringView(meatRuleKey(MeatRule::Twice))) {
            s.meat = MeatRule::Twice;
        } else if (!meatValue.isString() || meat != QLatin1StringView(meatRuleKey(MeatRule::Once))) {
            error = {LoadReason::BadField, u"options.meatRemoved"_s, u"\"once\" or \"twice\" is needed"_s};
            return false;
        }
    } else {
        s.meat = MeatRule::Twice; // the only reading before version 3
    }
    if (!o.value(u"actions"_s).isArray()) {
        error = {LoadReason::BadField, u"actions"_s, u"a list of steps is needed"_s};
        return false;
    }
    if (!o.value(u"digest"_s).isString()) {
        error = {LoadReason::BadField, u"digest"_s, u"a text is needed"_s};
        return false;
    }
    Battle b = s.start();
    const QJsonArray actions = o.value(u"actions"_s).toArray();
    for (int i = 0; i < actions.size(); ++i) {
        Action a;
        QString why;
        if (!actions[i].isObject() || !fromJson(actions[i].toObject(), a, why)) {
            error = {LoadReason::BadField, u"actions[%1]"_s.arg(i), why.isEmpty() ? u"not an object"_s : why};
            return false;
        }
        Error e = b.apply(a, nullptr);
        if (e.code == ErrorCode::BattleOver && !s.lateCorrections
            && (a.kind == ActionKind::SetDirect || a.kind == ActionKind::SetTaken)) {
            // Written when a correction after the end was still taken (MAN-END-1 locks it now):
            // the save replays as it was played, never lost.
            s.lateCorrections = true;
            b.allowLateCorrections();
            e = b.apply(a, nullptr);
        }
        if (!e.ok()) {
            error = {LoadReason::Refused, u"actions[%1]"_s.arg(i), QString::fromLatin1(errorCodeKey(e.code))};
            return false;
        }
        s.actions.push_back(a);
    }
    const QString digest = o.value(u"digest"_s).toString();
    if (digest != b.digest()) {
        error = {LoadReason::DigestMismatch, u"digest"_s, mc::printable(digest)};
        return false;
    }
    for (const QString &k : own)
        if (o.contains(k))
            s.extra.insert(k, o.value(k));
    save = s;
    battle = b;
    return true;
}

} // namespace manster
