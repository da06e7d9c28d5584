#include "appsettings.h"
#include "seatkinds.h"
#include "problemwords.h"

#include "gamecontroller.h"
#include "historystore.h"
#include "model/mourners/ruleset.h"

#include <QDir>
#include <QFileInfo>
#include <QQmlEngine>
#include <QRegularExpression>
#include <QSettings>
#include <QtQml/qqml.h>

using namespace Qt::StringLiterals;

const QStringList AppSettings::kSeatKinds{shelf::seatkind::kPerson, u"random"_s, u"rules"_s, u"search"_s, u"strong"_s};

namespace {

constexpr int kMinPlayers = 2;
constexpr int kMaxPlayers = 4;
// As the forms' name fields allow.
constexpr int kMaxNameLength = 24;

const auto kGroup = u"players"_s;

QStringList cleanNames(const QStringList &names)
{
    QStringList out;
    for (const QString &n : names)
        out << n.trimmed().left(kMaxNameLength);
    return out;
}

bool isColour(const QString &c)
{
    static const QRegularExpression rgb(u"^#[0-9a-fA-F]{6}$"_s);
    return rgb.match(c).hasMatch();
}

QString valueText(const QVariant &v)
{
    return v.toString().trimmed().toLower();
}

} // namespace

AppSettings::AppSettings(const QString &autosaveFolder, const QString &historyFile, QObject *parent)
    : QObject(parent), m_autosaveFolder(QDir::toNativeSeparators(autosaveFolder)),
      m_historyFile(QDir::toNativeSeparators(historyFile))
{
    load();
}

AppSettings *AppSettings::create(QQmlEngine *engine, QJSEngine *)
{
    // The folders as the objects that write there know them, not worked out a second time.
    QString autosave;
    if (auto *controller = engine->singletonInstance<GameController *>(qmlTypeId("Mourners", 1, 0, "GameController")))
        autosave = controller->autosaveDirectory();
    return new AppSettings(autosave, HistoryStore::defaultPath(), engine);
}

void AppSettings::load()
{
    QSettings s;
    s.beginGroup(kGroup);
    QStringList names = s.value(u"tableNames"_s).toStringList();
    QStringList colors = s.value(u"tableColors"_s).toStringList();
    // A kept list that is not what remember*() writes (edited by hand, an older version) is ignored.
    const bool tableOk = names.size() >= kMinPlayers && names.size() <= kMaxPlayers && colors.size() == names.size()
                         && std::all_of(colors.cbegin(), colors.cend(), isColour);
    m_tableNames = tableOk ? cleanNames(names) : QStringList();
    m_tableColors = tableOk ? colors : QStringList();

    names = s.value(u"digitalNames"_s).toStringList();
    const QStringList kinds = s.value(u"digitalKinds"_s).toStringList();
    const bool digitalOk = names.size() >= kMinPlayers && names.size() <= kMaxPlayers && kinds.size() == names.size()
                           && std::all_of(kinds.cbegin(), kinds.cend(), [](const QString &k) { return kSeatKinds.contains(k); });
    m_digitalNames = digitalOk ? cleanNames(names) : QStringList();
    m_digitalKinds = digitalOk ? kinds : QStringList();
}

bool AppSettings::rememberTablePlayers(const QStringList &names, const QStringList &colors)
{
    if (names.size() < kMinPlayers || names.size() > kMaxPlayers || colors.size() != names.size()
        || !std::all_of(colors.cbegin(), colors.cend(), isColour))
        return false;
    const QStringList clean = cleanNames(names);
    if (clean == m_tableNames && colors == m_tableColors)
        return true;
    m_tableNames = clean;
    m_tableColors = colors;
    QSettings s;
    s.beginGroup(kGroup);
    s.setValue(u"tableNames"_s, m_tableNames);
    s.setValue(u"tableColors"_s, m_tableColors);
    emit playersChanged();
    return true;
}

bool AppSettings::rememberDigitalPlayers(const QStringList &names, const QStringList &kinds)
{
    if (names.size() < kMinPlayers || names.size() > kMaxPlayers || kinds.size() != names.size()
        || !std::all_of(kinds.cbegin(), kinds.cend(), [](const QString &k) { return kSeatKinds.contains(k); }))
        return false;
    const QStringList clean = cleanNames(names);
    if (clean == m_digitalNames && kinds == m_digitalKinds)
        return true;
    m_digitalNames = clean;
    m_digitalKinds = kinds;
    QSettings s;
    s.beginGroup(kGroup);
    s.setValue(u"digitalNames"_s, m_digitalNames);
    s.setValue(u"digitalKinds"_s, m_digitalKinds);
    emit playersChanged();
    return true;
}

void AppSettings::forgetPlayers()
{
    QSettings s;
    s.remove(kGroup);
    if (m_tableNames.isEmpty() && m_digitalNames.isEmpty())
        return;
    m_tableNames.clear();
    m_tableColors.clear();
    m_digitalNames.clear();
    m_digitalKinds.clear();
    emit playersChanged();
}

QUrl AppSettings::folderUrl(const QString &path, bool isFolder) const
{
    if (path.isEmpty())
        return {};
    const QString folder = isFolder ? QDir::fromNativeSeparators(path) : QFileInfo(path).absolutePath();
    // The autosave folder appears with the first game: open it even before, empty.
    if (!QDir().mkpath(folder))
        return {};
    return QUrl::fromLocalFile(folder);
}

QVariantList AppSettings::boardDifferences(const QVariantMap &kept, const QVariantMap &standard) const
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
