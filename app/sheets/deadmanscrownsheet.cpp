#include "deadmanscrownsheet.h"

#include "model/core/jsonread.h"
#include "model/core/names.h"
#include "problemtext.h"
#include "keptsheet.h"

#include "language.h"

#include <QDateTime>
#include <QTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int kNoValue = -1;

// The field keys are the JSON format's paths (docs/cli.md), so the history's details read the same.
QString oracleKey(int space)
{
    return u"oracle."_s + QLatin1StringView(dmc::spaceKey(dmc::Space(space)));
}

QString usedKey(int colour)
{
    return u"used."_s + QLatin1StringView(dmc::spaceKey(dmc::Space(colour)));
}

bool validSeat(int seat)
{
    return seat >= 0 && seat < dmc::kMaxPlayers;
}

} // namespace

const QStringList &DeadMansCrownSheet::fieldKeys()
{
    static const QStringList keys = [] {
        QStringList k{u"rituals"_s};
        for (int s = 0; s < dmc::kSpaceCount; ++s)
            k << oracleKey(s);
        for (int c = 0; c < dmc::kColourCount; ++c)
            k << usedKey(c);
        k << u"runeGroup"_s << u"skullsLeft"_s << u"bones"_s;
        return k;
    }();
    return keys;
}

DeadMansCrownSheet::DeadMansCrownSheet(QObject *parent) : HistorySheet(parent)
{
    // Sentences are built here in C++: a language switch rebuilds them.
    connect(Language::instance(), &Language::retranslated, this, [this] {
        emit textsChanged();
        emit resultChanged();
    });
    recompute();
}

namespace {
constexpr auto kFormat = "dead-mans-crown-sheet";
constexpr int kVersion = 1;
} // namespace

QString DeadMansCrownSheet::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/sheets/dead-mans-crown.json"_s;
}

QJsonObject DeadMansCrownSheet::keptNow() const
{
    return keptJson(m_playerCount, m_players);
}

QJsonObject DeadMansCrownSheet::keptJson(int playerCount, const std::array<dmc::PlayerInput, dmc::kMaxPlayers> &players)
{
    QJsonArray seats;
    for (int seat = 0; seat < dmc::kMaxPlayers; ++seat) {
        const dmc::PlayerInput &p = players[std::size_t(seat)];
        const QJsonObject json = dmc::toJson(p);
        QJsonObject values;
        for (const QString &key : fieldKeys()) {
            const QString group = key.section(u'.', 0, 0), inner = key.section(u'.', 1);
            values.insert(key, inner.isEmpty() ? json.value(key) : json.value(group).toObject().value(inner));
        }
        // A name refused beside its field is not kept: the file never holds what it would refuse.
        const QString name = nameProblem(p.name, seat).isEmpty() ? p.name : QString();
        seats.append(QJsonObject{{u"name"_s, name}, {u"values"_s, values}});
    }
    return QJsonObject{{u"format"_s, QString::fromLatin1(kFormat)},
                       {u"version"_s, kVersion},
                       {u"playerCount"_s, playerCount},
                       {u"seats"_s, seats}};
}

bool DeadMansCrownSheet::readKept(const QByteArray &data, int &playerCount,
                                  std::array<dmc::PlayerInput, dmc::kMaxPlayers> &players, mc::Problem &problem)
{
    using sheets::exactKeys;
    const QJsonDocument doc = mc::readJson(data, mc::JsonLimit::kScoreFile, problem);
    if (doc.isNull()) {
        problem.path = mc::printable(problem.path);
        problem.detail = mc::printable(problem.detail);
        return false;
    }
    if (!doc.isObject())
        return sheets::fail(problem, {}, mc::ProblemCode::NotObject);
    const QJsonObject o = doc.object();
    if (!exactKeys(o, {u"format"_s, u"version"_s, u"playerCount"_s, u"seats"_s}, u"top level"_s, problem))
        return false;
    if (o.value(u"format"_s) != QJsonValue(QString::fromLatin1(kFormat)))
        return sheets::fail(problem, u"format"_s, mc::ProblemCode::WrongFormat, QString::fromLatin1(kFormat));
    int version = 0;
    if (const QJsonValue v = o.value(u"version"_s); v.isDouble() && v.toDouble() > kVersion && v.toDouble() < 1e9) {
        problem = mc::Problem{u"version"_s, mc::ProblemCode::NewerVersion, {}, -1, kVersion, 0, int(v.toDouble())};
        return false;
    }
    if (!sheets::wholeNumber(o.value(u"version"_s), u"version"_s, kVersion, version, problem))
        return false;
    if (version < 1)
        return sheets::fail(problem, u"version"_s, mc::ProblemCode::NotANumber, {}, kVersion, 1);
    int count = 0;
    if (!sheets::wholeNumber(o.value(u"playerCount"_s), u"playerCount"_s, dmc::kMaxPlayers, count, problem))
        return false;
    if (count < dmc::kMinPlayers)
        return sheets::fail(problem, u"playerCount"_s, mc::ProblemCode::NotANumber, {}, dmc::kMaxPlayers, dmc::kMinPlayers);
    const QJsonValue seatsValue = o.value(u"seats"_s);
    if (!seatsValue.isArray())
        return sheets::fail(problem, u"seats"_s, mc::ProblemCode::NotList);
    const QJsonArray seats = seatsValue.toArray();
    if (seats.size() != dmc::kMaxPlayers) {
        problem = mc::Problem{u"seats"_s, mc::ProblemCode::WrongCount, {}, -1, dmc::kMaxPlayers, 0, int(seats.size())};
        return false;
    }
    std::array<dmc::PlayerInput, dmc::kMaxPlayers> read{};
    for (int seat = 0; seat < dmc::kMaxPlayers; ++seat) {
        const QString path = u"seats[%1]"_s.arg(seat);
        if (!seats.at(seat).isObject())
            return sheets::fail(problem, path, mc::ProblemCode::NotObject);
        const QJsonObject entry = seats.at(seat).toObject();
        if (!exactKeys(entry, {u"name"_s, u"values"_s}, path, problem))
            return false;
        dmc::PlayerInput &p = read[std::size_t(seat)];
        // The name as typed (kept untrimmed, as the field shows it); empty: "Player N".
        const QJsonValue name = entry.value(u"name"_s);
        if (!name.isString())
            return sheets::fail(problem, path + u".name"_s, mc::ProblemCode::EmptyName);
        if (!name.toString().isEmpty())
            if (std::optional<mc::Problem> bad = mc::nameProblem(name.toString(), path + u".name"_s)) {
                problem = *bad;
                return false;
            }
        p.name = name.toString();
        const QJsonValue values = entry.value(u"values"_s);
        if (!values.isObject())
            return sheets::fail(problem, path + u".values"_s, mc::ProblemCode::NotObject);
        if (!exactKeys(values.toObject(), fieldKeys(), path + u".values"_s, problem))
            return false;
        for (const QString &key : fieldKeys()) {
            int n = 0;
            if (!sheets::wholeNumber(values.toObject().value(key), path + u".values."_s + key, dmc::kMaxNumber, n, problem))
                return false;
            const QString group = key.section(u'.', 0, 0);
            const auto space = dmc::spaceFromKey(key.section(u'.', 1));
            if (key == u"rituals"_s)
                p.rituals = n;
            else if (key == u"runeGroup"_s)
                p.runeGroup = n;
            else if (key == u"skullsLeft"_s)
                p.skullsLeft = n;
            else if (key == u"bones"_s)
                p.bones = n;
            else if (group == u"oracle"_s && space)
                p.oracle[std::size_t(*space)] = n;
            else if (group == u"used"_s && space)
                p.used[std::size_t(*space)] = n;
        }
    }
    playerCount = count;
    players = read;
    return true;
}

void DeadMansCrownSheet::load()
{
    // A fresh sheet first; what the file holds replaces it only when it reads whole.
    std::array<dmc::PlayerInput, dmc::kMaxPlayers> players{};
    int count = 3;
    const auto read = [&](const QByteArray &data, mc::Problem &refused) { return readKept(data, count, players, refused); };
    if (readKeptFile(read) != KeptRead::Read)
        return; // nothing kept yet, or set aside: the sheet as it is
    const bool countChanged = count != m_playerCount;
    {
        const auto loading = whileLoading();
        m_players = players;
        m_playerCount = count;
        m_result = dmc::score(inputs());
    }
    // Numbers kept from earlier (and saved then) are in the history already: say so.
    recogniseSaved();
    if (countChanged)
        emit playerCountChanged();
    emit resultChanged();
}

void DeadMansCrownSheet::setPlayerCount(int count)
{
    count = std::clamp(count, dmc::kMinPlayers, dmc::kMaxPlayers);
    if (count == m_playerCount)
        return;
    m_playerCount = count;
    // The result first: a handler of playerCountChanged (the page's repeaters rebuilding their cells)
    // reads players()/awards()/ranking() at once, and a result of the old count names seats that are
    // no longer in play, or misses new ones.
    m_result = dmc::score(inputs());
    emit playerCountChanged();
    emit resultChanged();
    keep();
}

QString DeadMansCrownSheet::shownName(int seat) const
{
    // A name the sheet refuses (beside its field) is never printed back: the seat's number stands in.
    const QString name = nameProblem(m_players[std::size_t(seat)].name, seat).isEmpty()
                             ? m_players[std::size_t(seat)].name.trimmed()
                             : QString();
    //: A player of the score sheet whose name was left empty.
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

QStringList DeadMansCrownSheet::enteredNames() const
{
    QStringList names;
    for (int i = 0; i < m_playerCount; ++i)
        names << m_players[std::size_t(i)].name;
    return names;
}

bool DeadMansCrownSheet::blank() const
{
    return std::all_of(m_players.begin(), m_players.begin() + m_playerCount,
                       [](const dmc::PlayerInput &p) { return p == dmc::PlayerInput{p.name}; });
}

QStringList DeadMansCrownSheet::playerNames() const
{
    QStringList names;
    for (const dmc::PlayerInput &p : inputs())
        names << p.name;
    return names;
}

QJsonArray DeadMansCrownSheet::snapshot() const
{
    QJsonArray entered;
    for (const dmc::PlayerInput &p : inputs())
        entered.append(dmc::toJson(p));
    return entered;
}

std::vector<dmc::PlayerInput> DeadMansCrownSheet::inputs() const
{
    std::vector<dmc::PlayerInput> in(m_players.begin(), m_players.begin() + m_playerCount);
    for (int i = 0; i < m_playerCount; ++i)
        in[std::size_t(i)].name = shownName(i);
    return in;
}

void DeadMansCrownSheet::recompute()
{
    m_result = dmc::score(inputs());
    emit resultChanged();
    keep();
}

int *DeadMansCrownSheet::field(int seat, const QString &key)
{
    if (!validSeat(seat))
        return nullptr;
    dmc::PlayerInput &p = m_players[std::size_t(seat)];
    if (key == u"rituals"_s)
        return &p.rituals;
    if (key == u"runeGroup"_s)
        return &p.runeGroup;
    if (key == u"skullsLeft"_s)
        return &p.skullsLeft;
    if (key == u"bones"_s)
        return &p.bones;
    for (int s = 0; s < dmc::kSpaceCount; ++s)
        if (key == oracleKey(s))
            return &p.oracle[std::size_t(s)];
    for (int c = 0; c < dmc::kColourCount; ++c)
        if (key == usedKey(c))
            return &p.used[std::size_t(c)];
    return nullptr;
}

int DeadMansCrownSheet::value(int seat, const QString &key) const
{
    const int *v = const_cast<DeadMansCrownSheet *>(this)->field(seat, key);
    return v ? *v : kNoValue;
}

void DeadMansCrownSheet::setName(int seat, const QString &name)
{
    if (!validSeat(seat) || m_players[std::size_t(seat)].name == name)
        return;
    m_players[std::size_t(seat)].name = name;
    recompute();
}

bool DeadMansCrownSheet::setValue(int seat, const QString &key, int value)
{
    int *v = field(seat, key);
    if (!v) {
        // A mistake of the page, not of the person typing: said plainly all the same.
        setMessage(tr("There is no field %1 for player %2.").arg(key).arg(seat + 1));
        return false;
    }
    if (value < 0 || value > dmc::kMaxNumber) {
        //: %1 player, %2 field, %3 the refused number.
        setMessage(tr("%1, %2: %3 is not possible; enter a whole number from 0 to 999.")
                           .arg(shownName(seat), fieldLabel(key))
                           .arg(value));
        return false;
    }
    setMessage({});
    if (*v == value)
        return true;
    *v = value;
    recompute();
    return true;
}

bool DeadMansCrownSheet::setText(int seat, const QString &key, const QString &text)
{
    bool ok = false;
    const int n = text.trimmed().toInt(&ok);
    if (!ok && field(seat, key)) {
        //: %1 player, %2 field, %3 what was typed.
        setMessage(tr("%1, %2: “%3” is not a whole number; enter a number from 0 to 999.")
                           .arg(shownName(seat), fieldLabel(key), text.trimmed()));
        return false;
    }
    return setValue(seat, key, ok ? n : kNoValue);
}

bool DeadMansCrownSheet::setRituals(int seat, int points)
{
    return setValue(seat, u"rituals"_s, points);
}

bool DeadMansCrownSheet::setOracleCubes(int seat, int space, int cubes)
{
    return setValue(seat, space >= 0 && space < dmc::kSpaceCount ? oracleKey(space) : QString::number(space), cubes);
}

bool DeadMansCrownSheet::setSkullsUsed(int seat, int colour, int skulls)
{
    return setValue(seat, colour >= 0 && colour < dmc::kColourCount ? usedKey(colour) : QString::number(colour), skulls);
}

bool DeadMansCrownSheet::setRuneGroup(int seat, int cubes)
{
    return setValue(seat, u"runeGroup"_s, cubes);
}

bool DeadMansCrownSheet::setSkullsLeft(int seat, int skulls)
{
    return setValue(seat, u"skullsLeft"_s, skulls);
}

bool DeadMansCrownSheet::setBones(int seat, int bones)
{
    return setValue(seat, u"bones"_s, bones);
}

void DeadMansCrownSheet::clear()
{
    for (dmc::PlayerInput &p : m_players) {
        const QString name = p.name;
        p = dmc::PlayerInput{};
        p.name = name;
    }
    setMessage({});
    recompute();
}

QString DeadMansCrownSheet::fieldLabel(const QString &key) const
{
    return labels().value(key).toString();
}

QVariantMap DeadMansCrownSheet::labels() const
{
    return {
            {u"rituals"_s, tr("Ritual points")},
            //: Cubes a player has on a space of the Oracle board.
            {oracleKey(0), tr("Cubes on black")},
            {oracleKey(1), tr("Cubes on red")},
            {oracleKey(2), tr("Cubes on white")},
            {oracleKey(3), tr("Cubes on gold")},
            {oracleKey(4), tr("Cubes on runes")},
            {oracleKey(5), tr("Cubes on the cursed star")},
            {oracleKey(6), tr("Cubes on all skulls")},
            //: Skulls of a colour the player used to perform rituals.
            {usedKey(0), tr("Black skulls used")},
            {usedKey(1), tr("Red skulls used")},
            {usedKey(2), tr("White skulls used")},
            {usedKey(3), tr("Gold skulls used")},
            //: The largest orthogonal group of the player's cubes on the Scriptorium grid.
            {u"runeGroup"_s, tr("Largest rune group")},
            {u"skullsLeft"_s, tr("Skulls left")},
            {u"bones"_s, tr("Bones left")},
            // Short names of the Oracle's spaces, for headings.
            {u"space.black"_s, tr("Black")},
            {u"space.red"_s, tr("Red")},
            {u"space.white"_s, tr("White")},
            {u"space.gold"_s, tr("Gold")},
            {u"space.runes"_s, tr("Runes")},
            {u"space.star"_s, tr("Cursed star")},
            {u"space.skulls"_s, tr("All skulls")},
    };
}

QString DeadMansCrownSheet::awardText(const dmc::Award &a, const std::vector<dmc::PlayerInput> &in) const
{
    QString where;
    switch (a.space) {
    case dmc::Space::Black: where = tr("black"); break;
    case dmc::Space::Red: where = tr("red"); break;
    case dmc::Space::White: where = tr("white"); break;
    case dmc::Space::Gold: where = tr("gold"); break;
    case dmc::Space::Runes: where = tr("runes"); break;
    case dmc::Space::Star: where = tr("the cursed star"); break;
    case dmc::Space::Skulls: where = tr("all skulls"); break;
    }
    QString why;
    switch (a.kind) {
    //: %1 a space of the Oracle ("black", "the cursed star").
    case dmc::AwardKind::Most: why = tr("most cubes on %1").arg(where); break;
    case dmc::AwardKind::Second: why = tr("second most cubes on %1").arg(where); break;
    case dmc::AwardKind::TiedMost: why = tr("tied for most cubes on %1").arg(where); break;
    }
    const QString who = in[std::size_t(a.player)].name;
    if (a.space == dmc::Space::Star)
        //: An award of the cursed star: %1 player, %2 why, %3 points. "Ada: most cubes on the cursed star = 20".
        return tr("%1: %2 = %3").arg(who, why).arg(a.points);
    QString units;
    switch (a.space) {
    case dmc::Space::Black: units = tr("%n black skull(s) used", "", a.count); break;
    case dmc::Space::Red: units = tr("%n red skull(s) used", "", a.count); break;
    case dmc::Space::White: units = tr("%n white skull(s) used", "", a.count); break;
    case dmc::Space::Gold: units = tr("%n gold skull(s) used", "", a.count); break;
    case dmc::Space::Runes: units = tr("%n cube(s) in the largest rune group", "", a.count); break;
    case dmc::Space::Skulls: units = tr("%n skull(s) left", "", a.count); break;
    case dmc::Space::Star: break;
    }
    //: An award: %1 player, %2 why, %3 points each, %4 what is counted, %5 points.
    //: "Ada: most cubes on black, 5 × 3 black skulls used = 15".
    return tr("%1: %2, %3 × %4 = %5").arg(who, why).arg(a.each).arg(units).arg(a.points);
}

QVariantList DeadMansCrownSheet::players() const
{
    QVariantList list;
    for (int i = 0; i < m_playerCount; ++i) {
        QVariantMap values;
        for (const QString &k : fieldKeys())
            values.insert(k, value(i, k));
        QVariantMap row{{u"seat"_s, i}, {u"name"_s, m_players[std::size_t(i)].name}, {u"shownName"_s, shownName(i)},
                        {u"values"_s, values}};
        for (const dmc::Standing &s : m_result.ranking)
            if (s.player == i) {
                row.insert(u"rituals"_s, s.rituals);
                row.insert(u"oracle"_s, s.oracle);
                row.insert(u"score"_s, s.score);
                row.insert(u"place"_s, s.place);
            }
        list << row;
    }
    return list;
}

QVariantList DeadMansCrownSheet::ranking() const
{
    const auto in = inputs();
    QVariantList list;
    for (const dmc::Standing &s : m_result.ranking) {
        QString note;
        const bool zeros = blank(); // a tie of zeros is no tie worth a word
        if (!zeros && s.tiebreak == dmc::TieBreak::Bones)
            //: Ranking: a tie on points decided by the bones left (DMC-WIN-1).
            note = tr("tie on points: decided by bones left (%1)").arg(in[std::size_t(s.player)].bones);
        else if (!zeros && s.tiebreak == dmc::TieBreak::Shared)
            note = tr("tie on points and bones: place shared");
        list << QVariantMap{{u"seat"_s, s.player},
                            {u"name"_s, in[std::size_t(s.player)].name},
                            {u"score"_s, s.score},
                            {u"place"_s, s.place},
                            {u"tiebreak"_s, QString::fromLatin1(dmc::tieBreakKey(s.tiebreak))},
                            {u"note"_s, note}};
    }
    return list;
}

QVariantList DeadMansCrownSheet::awards() const
{
    const auto in = inputs();
    QVariantList list;
    for (const dmc::Award &a : m_result.awards)
        list << QVariantMap{{u"space"_s, QString::fromLatin1(dmc::spaceKey(a.space))},
                            {u"seat"_s, a.player},
                            {u"kind"_s, QString::fromLatin1(dmc::awardKindKey(a.kind))},
                            {u"points"_s, a.points},
                            {u"text"_s, awardText(a, in)}};
    return list;
}

QStringList DeadMansCrownSheet::notes() const
{
    const auto in = inputs();
    const QVariantMap names = labels();
    QStringList out;
    for (const dmc::SecondTie &t : m_result.secondTies) {
        QStringList who;
        for (int p : t.players)
            who << in[std::size_t(p)].name;
        //: %1 a space of the Oracle, %2 the players ("Bo and Cy"). DMC-TIE-2.
        out << tr("%1: %2 tie for second most cubes, so nobody gets the second reward.")
                       .arg(names.value(u"space."_s + QLatin1StringView(dmc::spaceKey(t.space))).toString(),
                            HistoryFiles::listOfNames(who));
    }
    return out;
}

QString DeadMansCrownSheet::verdict() const
{
    if (blank())
        //: The score sheet before any number was entered.
        return tr("Enter each player's numbers: the result follows as you type.");
    const auto in = inputs();
    QStringList first;
    for (const dmc::Standing &s : m_result.ranking)
        if (s.place == 1)
            first << in[std::size_t(s.player)].name;
    const int score = m_result.ranking.front().score;
    if (first.size() > 1)
        //: %1 the players ("Ada and Bo"), %2 points. DMC-WIN-1: same points and bones.
        return tr("%1 share the victory with %2 points.").arg(HistoryFiles::listOfNames(first)).arg(score);
    if (m_result.ranking.front().tiebreak == dmc::TieBreak::Bones)
        return tr("%1 wins with %2 points, on bones left.").arg(first.front()).arg(score);
    return tr("%1 wins with %2 points.").arg(first.front()).arg(score);
}

QString DeadMansCrownSheet::endReminder() const
{
    // DMC-END-1, in the app's own words.
    return tr("The end comes at the end of a round in which someone has performed a 7th ritual or placed "
              "their last cube. Then everyone, the active player included, takes one more turn as the "
              "active player. Then score here.");
}

GameRecord DeadMansCrownSheet::record() const
{
    const auto in = inputs();
    GameRecord g;
    g.game = u"dead-mans-crown"_s;
    g.source = u"calculator"_s;
    // The game has no ruleset to choose (Mourners Call's "standard" does not apply).
    // Today at noon local time, as Mourners Call's calculator: the same numbers entered again the same
    // day (another session, another machine) are the same game; other numbers are another game.
    g.playedAt = QDateTime(QDate::currentDate(), QTime(12, 0)).toUTC();
    for (std::size_t i = 0; i < in.size(); ++i) {
        PlayerRecord p;
        p.name = in[i].name;
        QJsonObject details = dmc::toJson(in[i]);
        details.remove(u"name"_s);
        for (const dmc::Standing &s : m_result.ranking)
            if (s.player == int(i)) {
                p.score = s.score;
                p.place = s.place;
                p.tiebreak = QString::fromLatin1(dmc::tieBreakKey(s.tiebreak));
                details[u"oraclePoints"_s] = s.oracle;
            }
        p.details = details;
        g.players.push_back(p);
    }
    QJsonArray awards;
    for (const dmc::Award &a : m_result.awards)
        awards.append(dmc::toJson(a, in));
    g.details = QJsonObject{{u"awards"_s, awards}};
    g.computeUid();
    return g;
}

