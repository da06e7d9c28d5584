#include "rememberedplayers.h"

#include "language.h"
#include "seatkinds.h"

#include <QRegularExpression>
#include <QSettings>
#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;

const QStringList RememberedPlayers::kSeatKinds{shelf::seatkind::kPerson, u"random"_s, u"rules"_s, u"search"_s,
                                                u"strong"_s};

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

bool areKinds(const QStringList &kinds)
{
    return std::all_of(kinds.cbegin(), kinds.cend(),
                       [](const QString &k) { return RememberedPlayers::kSeatKinds.contains(k); });
}

} // namespace

RememberedPlayers::RememberedPlayers(QObject *parent) : QObject(parent)
{
    load();
    connect(Language::instance(), &Language::retranslated, this, &RememberedPlayers::kindChoicesChanged);
}

QVariantList RememberedPlayers::kindChoices() const
{
    const auto choice = [](const QString &key, const QString &label, const QString &shortLabel) {
        return QVariantMap{{u"key"_s, key}, {u"label"_s, label}, {u"shortLabel"_s, shortLabel}};
    };
    //: A seat's kind: a person plays it (not a computer player).
    const QString person = tr("Person");
    const QString random = tr("Computer: Random");
    const QString rules = tr("Computer: Rule-based");
    const QString search = tr("Computer: Search");
    return {choice(shelf::seatkind::kPerson, person, person), choice(u"random"_s, random, random),
            choice(u"rules"_s, rules, rules), choice(u"search"_s, search, search),
            //: The strongest computer player; it thinks up to a second before each move.
            choice(u"strong"_s, tr("Computer: Strong (up to 1 s a move)"), tr("Computer: Strong"))};
}

QString RememberedPlayers::kindName(const QString &kind) const
{
    for (const QVariant &c : kindChoices()) {
        const QVariantMap m = c.toMap();
        if (m.value(u"key"_s).toString() == kind)
            return m.value(u"shortLabel"_s).toString();
    }
    return kind;
}

void RememberedPlayers::load()
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
                           && areKinds(kinds);
    m_digitalNames = digitalOk ? cleanNames(names) : QStringList();
    m_digitalKinds = digitalOk ? kinds : QStringList();
}

bool RememberedPlayers::rememberTablePlayers(const QStringList &names, const QStringList &colors)
{
    if (names.size() < kMinPlayers || names.size() > kMaxPlayers || colors.size() != names.size()
        || !std::all_of(colors.cbegin(), colors.cend(), isColour))
        return false;
    keep(names, colors, m_tableNames, m_tableColors, u"tableNames"_s, u"tableColors"_s);
    return true;
}

bool RememberedPlayers::rememberDigitalPlayers(const QStringList &names, const QStringList &kinds)
{
    if (names.size() < kMinPlayers || names.size() > kMaxPlayers || kinds.size() != names.size() || !areKinds(kinds))
        return false;
    keep(names, kinds, m_digitalNames, m_digitalKinds, u"digitalNames"_s, u"digitalKinds"_s);
    return true;
}

void RememberedPlayers::keep(const QStringList &names, const QStringList &seats, QStringList &keptNames,
                             QStringList &keptSeats, const QString &namesKey, const QString &seatsKey)
{
    const QStringList clean = cleanNames(names);
    if (clean == keptNames && seats == keptSeats)
        return;
    keptNames = clean;
    keptSeats = seats;
    QSettings s;
    s.beginGroup(kGroup);
    s.setValue(namesKey, keptNames);
    s.setValue(seatsKey, keptSeats);
    emit playersChanged();
}

void RememberedPlayers::forgetPlayers()
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
