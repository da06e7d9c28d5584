#include "boardsettings.h"

#include "model/core/jsonread.h"
#include "problemwords.h"

#include "model/mourners/game.h"
#include "model/mourners/ruleset.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {

QJsonObject standardObject()
{
    return QJsonDocument::fromJson(mc::standardRulesetJson()).object();
}

QVariantList toList(const QJsonArray &a)
{
    QVariantList out;
    for (const QJsonValue &v : a)
        out.append(v.toVariant());
    return out;
}

/// A value typed into a form: a whole number when it reads as one, else kept as text so that the
/// ruleset parser names the field that is wrong.
QJsonValue number(const QVariant &v)
{
    bool ok = false;
    const QString text = v.toString().trimmed();
    const int n = text.toInt(&ok);
    if (ok)
        return n;
    if (v.typeId() == QMetaType::Double || v.typeId() == QMetaType::Int || v.typeId() == QMetaType::LongLong) {
        const double d = v.toDouble();
        return d == double(int(d)) ? QJsonValue(int(d)) : QJsonValue(d);
    }
    return text;
}

QVariantList listOf(const QVariant &v)
{
    if (v.typeId() == QMetaType::QString) {
        QVariantList out;
        for (const QString &part : v.toString().split(u',', Qt::KeepEmptyParts))
            out.append(part.trimmed());
        return out;
    }
    return v.toList();
}

QJsonArray numbers(const QVariant &v)
{
    QJsonArray out;
    for (const QVariant &x : listOf(v))
        out.append(number(x));
    return out;
}

QJsonArray texts(const QVariant &v)
{
    QJsonArray out;
    for (const QVariant &x : listOf(v))
        out.append(x.toString().trimmed().toLower());
    return out;
}

QJsonObject mergeInto(QJsonObject o, const QVariantMap &v)
{
    QJsonObject cost = o.value(u"cost"_s).toObject();
    cost[u"figure"_s] = number(v.value(u"costFigure"_s));
    cost[u"mourner"_s] = number(v.value(u"costMourner"_s));
    o[u"cost"_s] = cost;
    o[u"startEtherea"_s] = number(v.value(u"startEtherea"_s));
    QJsonObject unity;
    for (int n = 2; n <= 4; ++n)
        unity[QString::number(n)] = number(v.value(u"unity%1"_s.arg(n)));
    o[u"unitySupply"_s] = unity;
    QJsonObject miss;
    miss[u"suspicion"_s] = number(v.value(u"titheMissSuspicion"_s));
    miss[u"threat"_s] = number(v.value(u"titheMissThreat"_s));
    o[u"titheMiss"_s] = miss;
    o[u"tithe"_s] = numbers(v.value(u"tithe"_s));
    o[u"threatLimit"_s] = numbers(v.value(u"threatLimit"_s));
    o[u"crowdRoll"_s] = texts(v.value(u"crowdRoll"_s));
    QJsonArray locations = o.value(u"locations"_s).toArray();
    const QVariantList factions = listOf(v.value(u"locationFactions"_s));
    for (int i = 0; i < locations.size(); ++i) {
        QJsonObject l = locations.at(i).toObject();
        l[u"faction"_s] = i < factions.size() ? factions.at(i).toString().trimmed().toLower() : QString();
        locations[i] = l;
    }
    o[u"locations"_s] = locations;
    o[u"guildOrder"_s] = texts(v.value(u"guildOrder"_s));
    return o;
}

} // namespace

BoardSettings::BoardSettings(QObject *parent)
    : BoardSettings(QStandardPaths::writableLocation(QStandardPaths::AppConfigLocation) + u"/board.json"_s, parent)
{
}

BoardSettings::BoardSettings(const QString &path, QObject *parent) : QObject(parent), m_path(path)
{
    m_values = standardValues();
    load();
}

QVariantMap BoardSettings::standardValues() const
{
    const QJsonObject o = standardObject();
    QVariantMap v;
    v[u"costFigure"_s] = o[u"cost"_s][u"figure"_s].toInt();
    v[u"costMourner"_s] = o[u"cost"_s][u"mourner"_s].toInt();
    v[u"startEtherea"_s] = o[u"startEtherea"_s].toInt();
    for (int n = 2; n <= 4; ++n)
        v[u"unity%1"_s.arg(n)] = o[u"unitySupply"_s][QString::number(n)].toInt();
    v[u"titheMissSuspicion"_s] = o[u"titheMiss"_s][u"suspicion"_s].toInt();
    v[u"titheMissThreat"_s] = o[u"titheMiss"_s][u"threat"_s].toInt();
    v[u"tithe"_s] = toList(o[u"tithe"_s].toArray());
    v[u"threatLimit"_s] = toList(o[u"threatLimit"_s].toArray());
    v[u"crowdRoll"_s] = toList(o[u"crowdRoll"_s].toArray());
    QVariantList factions;
    for (const QJsonValue &l : o[u"locations"_s].toArray())
        factions.append(l[u"faction"_s].toString());
    v[u"locationFactions"_s] = factions;
    v[u"guildOrder"_s] = toList(o[u"guildOrder"_s].toArray());
    return v;
}

QStringList BoardSettings::guildOrderNames(const QVariant &order) const
{
    const mc::RulesetPtr standard = mc::standardRuleset();
    QStringList names;
    for (const QJsonValue &key : texts(order)) {
        const int g = mc::guildFromKey(key.toString());
        names << (g >= 0 && standard ? standard->guilds[std::size_t(g)].name : key.toString());
    }
    return names;
}

bool BoardSettings::customised() const
{
    return QJsonDocument(mergeInto(standardObject(), m_values)) != QJsonDocument(standardObject());
}

// The kept board file lists only the values that differ from the standard board (version 2).
constexpr int kKeptBoardVersion = 2;

QVariantMap BoardSettings::merged(const QVariantMap &values) const
{
    QVariantMap out = m_values;
    for (auto it = values.cbegin(); it != values.cend(); ++it)
        out[it.key()] = it.value();
    return out;
}

QByteArray BoardSettings::rulesetWith(const QVariantMap &values)
{
    return QJsonDocument(mergeInto(standardObject(), values)).toJson(QJsonDocument::Indented);
}

QByteArray BoardSettings::tableRuleset(const QVariantMap &values)
{
    QJsonObject o = mergeInto(standardObject(), values);
    o[u"id"_s] = u"table"_s;
    o[u"name"_s] = u"Table play (printed cards, board as checked)"_s;
    QJsonObject cards = o.value(u"cards"_s).toObject();
    QJsonArray court = cards.value(u"court"_s).toArray();
    int slot = 0;
    for (int i = 0; i < court.size(); ++i) {
        QJsonObject c = court.at(i).toObject();
        const QString kind = c.value(u"kind"_s).toString();
        QJsonArray options = c.value(u"options"_s).toArray();
        if (c.value(u"standIn"_s).toBool()) {
            // A slot for a printed card the rulebook does not describe: no effect of its own.
            c[u"name"_s] = u"another Court card (%1)"_s.arg(QChar(u'A' + slot++));
            options = QJsonArray{QJsonArray{}, QJsonArray{}};
        } else if (kind == u"death"_s) {
            options = QJsonArray{QJsonArray{}, QJsonArray{}};
        } else if (c.value(u"standInOptions"_s).toBool() && options.size() == 2) {
            options[1] = QJsonArray{};
        }
        if (c.contains(u"options"_s))
            c[u"options"_s] = options;
        court[i] = c;
    }
    cards[u"court"_s] = court;
    QJsonArray mourners = cards.value(u"mourners"_s).toArray();
    for (int i = 0; i < mourners.size(); ++i) {
        QJsonObject m = mourners.at(i).toObject();
        if (m.value(u"standIn"_s).toBool()) {
            // Its printed ability is entered with adjustments; "activate" marks the turn and exhausts it.
            m[u"kind"_s] = u"activated"_s;
            m[u"effects"_s] = QJsonArray{};
        }
        mourners[i] = m;
    }
    cards[u"mourners"_s] = mourners;
    o[u"cards"_s] = cards;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}

QStringList BoardSettings::problems(const QVariantMap &values) const
{
    const mc::RulesetResult r = mc::parseRuleset(rulesetWith(merged(values)));
    return ProblemText::sentences(r.problems, MournersProblems::words());
}

QString BoardSettings::crowdRollSummary(const QVariant &roll) const
{
    const QJsonArray faces = texts(roll);
    QStringList parts;
    for (int i = 0; i < faces.size();) {
        int j = i;
        while (j + 1 < faces.size() && faces.at(j + 1) == faces.at(i))
            ++j;
        const QString what = MournersProblems::crowdOutcome(faces.at(i).toString());
        //: Faces of the crowding roll die and what they do: %1 the face(s), "1–2" or "3", %2 the outcome.
        parts << tr("%1 %2").arg(i == j ? QString::number(i + 1) : u"%1–%2"_s.arg(i + 1).arg(j + 1), what);
        i = j + 1;
    }
    //: The separator between groups of faces: "1–2 destroyed, 3–4 to the Crypt, 5–6 stays".
    return parts.join(tr(", "));
}

QVariantList BoardSettings::crowdOutcomes() const
{
    QVariantList out;
    for (const QString &w : {u"destroy"_s, u"crypt"_s, u"stay"_s})
        out.append(QVariantMap{{u"value"_s, w}, {u"label"_s, MournersProblems::crowdOutcome(w)}});
    return out;
}

QVariantList BoardSettings::guildChoices() const
{
    QVariantList out;
    for (int g = 0; g < mc::kGuilds; ++g) {
        const QString key = QString::fromLatin1(mc::guildKey(g));
        out.append(QVariantMap{{u"value"_s, key}, {u"label"_s, MournersProblems::guildName(key)}});
    }
    return out;
}

void BoardSettings::setError(const QString &e)
{
    if (m_error == e)
        return;
    m_error = e;
    emit errorChanged();
}

bool BoardSettings::isKept(const QVariantMap &values) const
{
    if (values.size() != m_values.size())
        return false;
    for (auto it = values.cbegin(); it != values.cend(); ++it) {
        const QVariant kept = m_values.value(it.key());
        if (it.value() == kept)
            continue;
        // A table as the form's text ("2, 2, 3"): the same only when written as the kept values are.
        if (kept.typeId() != QMetaType::QVariantList || it.value().typeId() != QMetaType::QString)
            return false;
        const QStringList parts = it.value().toString().split(u',');
        const QVariantList list = kept.toList();
        if (parts.size() != list.size())
            return false;
        for (qsizetype i = 0; i < parts.size(); ++i)
            if (parts.at(i).trimmed() != list.at(i).toString())
                return false;
    }
    return true;
}

bool BoardSettings::setValues(const QVariantMap &values)
{
    const QVariantMap next = merged(values);
    // The board as kept already (a game started with the board unchanged): it was checked when it was
    // kept or read, and its file holds it. Checked and written again, it cost 24 million instructions
    // of the click that starts a table game. After an error (a file that could not be read or
    // written) the whole way is taken, as before.
    if (m_error.isEmpty() && isKept(next))
        return true;
    if (const QStringList wrong = problems(next); !wrong.isEmpty()) {
        //: %1 every problem, one sentence a line, e.g. "Tithe at Suspicion 4: must be a whole number from 0 to 20."
        setError(tr("This board is not valid.\n%1").arg(wrong.join(u'\n')));
        return false;
    }
    // Normalised: numbers as numbers, texts in lower case, as the parser accepted them.
    const QJsonObject o = QJsonDocument::fromJson(rulesetWith(next)).object();
    QVariantMap clean = next;
    clean[u"tithe"_s] = toList(o[u"tithe"_s].toArray());
    clean[u"threatLimit"_s] = toList(o[u"threatLimit"_s].toArray());
    clean[u"crowdRoll"_s] = toList(o[u"crowdRoll"_s].toArray());
    clean[u"guildOrder"_s] = toList(o[u"guildOrder"_s].toArray());
    QVariantList factions;
    for (const QJsonValue &l : o[u"locations"_s].toArray())
        factions.append(l[u"faction"_s].toString());
    clean[u"locationFactions"_s] = factions;
    for (const char *key : {"costFigure", "costMourner", "startEtherea", "unity2", "unity3", "unity4",
                            "titheMissSuspicion", "titheMissThreat"})
        clean[QString::fromLatin1(key)] = number(next.value(QString::fromLatin1(key))).toInt();

    // Only what differs from the standard board is kept, so that a later correction of the standard
    // values (as the guild order's) reaches every table that did not choose otherwise.
    const QVariantMap standard = standardValues();
    QVariantMap kept{{u"version"_s, kKeptBoardVersion}};
    for (auto it = clean.cbegin(); it != clean.cend(); ++it)
        if (it.value() != standard.value(it.key()))
            kept.insert(it.key(), it.value());
    QString why;
    bool written = true;
    if (kept.size() == 1) {
        written = !QFile::exists(m_path) || QFile::remove(m_path);
        if (!written)
            why = tr("the file %1 could not be removed").arg(m_path);
    } else {
        QDir().mkpath(QFileInfo(m_path).absolutePath());
        const QByteArray data = QJsonDocument(QJsonObject::fromVariantMap(kept)).toJson(QJsonDocument::Indented);
        written = mc::writeFileAtomically(m_path, data, &why);
    }
    if (!written) {
        //: %1 the reason the file could not be written.
        setError(tr("The board is used for this game but could not be kept for the next one: %1").arg(why));
    } else {
        setError({});
    }
    if (clean != m_values) {
        m_values = clean;
        emit valuesChanged();
    }
    return true;
}

void BoardSettings::resetToStandard()
{
    QFile::remove(m_path);
    setError({});
    const QVariantMap standard = standardValues();
    if (standard != m_values) {
        m_values = standard;
        emit valuesChanged();
    }
}

void BoardSettings::load()
{
    QFile f(m_path);
    if (!f.exists())
        return;
    if (!f.open(QIODevice::ReadOnly)) {
        setError(tr("The kept board %1 could not be read: %2. The standard board is shown.").arg(m_path, f.errorString()));
        return;
    }
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(f.readAll(), mc::JsonLimit::kRuleset, refused);
    if (!doc.isObject()) {
        setError(tr("The kept board %1 could not be read: %2 The standard board is shown.")
                     .arg(m_path, doc.isNull() ? ProblemText::sentence(refused, {}) : ProblemText::sentence(mc::Problem{{}, mc::ProblemCode::NotObject}, {})));
        return;
    }
    QVariantMap file = doc.object().toVariantMap();
    if (!file.contains(u"version"_s)) {
        // Written by an earlier version, which kept every value whether chosen or not: its standard
        // guild order was not a choice (D-GUILD-ORDER now follows the rulebook's guild table).
        const QStringList earlierOrder{u"mortis-knighthood"_s,   u"council-of-osteomancy"_s, u"conclave-of-shadows"_s,
                                       u"shroudrievies-coven"_s, u"gravedancers-circle"_s,   u"dreadsbane-order"_s};
        if (file.value(u"guildOrder"_s).toStringList() == earlierOrder)
            file.remove(u"guildOrder"_s);
    }
    file.remove(u"version"_s);
    const QVariantMap kept = merged(file);
    if (const QStringList wrong = problems(kept); !wrong.isEmpty()) {
        //: %1 the file, %2 every problem, one sentence a line.
        setError(tr("The kept board %1 is not valid. The standard board is shown.\n%2").arg(m_path, wrong.join(u'\n')));
        return;
    }
    m_values = kept;
}

namespace {

// A board value as the differences compare and show it.
QString valueText(const QVariant &v)
{
    return v.toString().trimmed().toLower();
}

} // namespace

QVariantList BoardSettings::boardDifferences(const QVariantMap &kept, const QVariantMap &standard) const
{
    const mc::RulesetPtr rules = mc::standardRuleset();
    auto word = [&](const QString &key, const QString &v) -> QString {
        if (key == u"crowdRoll"_s) {
            return MournersProblems::crowdOutcome(v);
        } else if (key == u"locationFactions"_s) {
            if (v == u"bone"_s)
                return tr("Bone");
            if (v == u"flesh"_s)
                return tr("Flesh");
            if (v == u"spirit"_s)
                return tr("Spirit");
        } else if (key == u"guildOrder"_s) {
            const int g = mc::guildFromKey(v);
            if (g >= 0 && rules)
                return rules->guilds[std::size_t(g)].name;
        }
        return v.isEmpty() ? u"–"_s : v;
    };
    // One place of a list: which place, then its value.
    auto place = [&](const QString &key, qsizetype i, const QString &v) -> QString {
        if (key == u"tithe"_s)
            //: A place of the tithe table: %1 the suspicion (0-12), %2 the tithe.
            return tr("suspicion %1: %2").arg(i).arg(v);
        if (key == u"threatLimit"_s)
            //: A place of the figure limit table: %1 the threat (0-9), %2 the limit.
            return tr("threat %1: %2").arg(i).arg(v);
        if (key == u"crowdRoll"_s)
            //: A place of the crowd roll table: %1 the die (1-6), %2 what happens.
            return tr("die %1: %2").arg(i + 1).arg(v);
        if (key == u"locationFactions"_s)
            //: %1 location number (1-12), %2 its faction.
            return tr("location %1: %2").arg(i + 1).arg(v);
        //: One guild of the guild order: %1 its place (1-6), %2 its name.
        return tr("%1. %2").arg(i + 1).arg(v);
    };

    const std::pair<const char *, QString> fields[] = {
        {"costFigure", tr("Cost of a guild figure")},
        {"costMourner", tr("Cost of a Mourner card")},
        {"startEtherea", tr("Etherea at the start")},
        {"unity2", tr("Unity supply for 2 players")},
        {"unity3", tr("Unity supply for 3 players")},
        {"unity4", tr("Unity supply for 4 players")},
        {"tithe", tr("Tithe table")},
        {"titheMissSuspicion", tr("Missed tithe raises suspicion by")},
        {"titheMissThreat", tr("Missed tithe raises threat by")},
        {"threatLimit", tr("Figure limit table")},
        {"crowdRoll", tr("Crowding roll")},
        {"guildOrder", tr("Guild order")},
        {"locationFactions", tr("Faction of each location")},
    };
    QVariantList out;
    for (const auto &[name, label] : fields) {
        const QString key = QString::fromLatin1(name);
        const QVariant a = kept.value(key);
        const QVariant b = standard.value(key);
        QString keptText;
        QString standardText;
        if (a.canConvert<QVariantList>() && a.typeId() != QMetaType::QString) {
            const QVariantList la = a.toList();
            const QVariantList lb = b.toList();
            QStringList ka;
            QStringList kb;
            for (qsizetype i = 0; i < std::max(la.size(), lb.size()); ++i) {
                const QString va = valueText(la.value(i));
                const QString vb = valueText(lb.value(i));
                if (va == vb)
                    continue;
                ka << place(key, i, word(key, va));
                kb << place(key, i, word(key, vb));
            }
            keptText = ka.join(u", "_s);
            standardText = kb.join(u", "_s);
        } else if (valueText(a) != valueText(b)) {
            keptText = word(key, valueText(a));
            standardText = word(key, valueText(b));
        }
        if (keptText.isEmpty() && standardText.isEmpty())
            continue;
        out.append(QVariantMap{{u"key"_s, key}, {u"label"_s, label}, {u"kept"_s, keptText},
                               {u"standard"_s, standardText}});
    }
    return out;
}
