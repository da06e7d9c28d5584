#include "scorecalculator.h"

#include "coreobjects.h"
#include "historystore.h"
#include "mournershistory.h"
#include "model/mourners/ruleset.h"

#include <QDate>
#include <QDir>
#include <QLocale>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

/// A small recursive-descent reader for sums: expr = term (('+'|'-') term)*, term = atom ('*' atom)*,
/// atom = number | '(' expr ')'. No JavaScript eval: only these characters mean anything.
class SumReader
{
public:
    explicit SumReader(const QString &text)
        : m_text(text)
    {
    }

    bool read(qint64 &value, QString &error)
    {
        if (!expr(value, error))
            return false;
        skipSpace();
        if (m_pos < m_text.size()) {
            error = unexpected();
            return false;
        }
        return true;
    }

private:
    void skipSpace()
    {
        while (m_pos < m_text.size() && m_text.at(m_pos).isSpace())
            ++m_pos;
    }
    [[nodiscard]] QChar peek()
    {
        skipSpace();
        if (m_pos >= m_text.size())
            return {};
        const QChar c = m_text.at(m_pos);
        if (c == QChar(0x2212)) // minus sign
            return u'-';
        if (c == QChar(0x00d7) || c == u'x' || c == u'X') // multiplication sign
            return u'*';
        return c;
    }
    [[nodiscard]] QString unexpected() const
    {
        //: In the score calculator: a character that is not a number or + - * ( ).
        return ScoreCalculator::tr("\"%1\" is not a number or + - \u00d7").arg(m_text.at(m_pos));
    }
    bool expr(qint64 &value, QString &error)
    {
        if (!term(value, error))
            return false;
        for (QChar op = peek(); op == u'+' || op == u'-'; op = peek()) {
            ++m_pos;
            qint64 rhs = 0;
            if (!term(rhs, error))
                return false;
            value = op == u'+' ? value + rhs : value - rhs;
            if (value > 1000000 || value < -1000000) {
                error = ScoreCalculator::tr("the number is far too large");
                return false;
            }
        }
        return true;
    }
    bool term(qint64 &value, QString &error)
    {
        if (!atom(value, error))
            return false;
        while (peek() == u'*') {
            ++m_pos;
            qint64 rhs = 0;
            if (!atom(rhs, error))
                return false;
            value *= rhs;
            if (value > 1000000 || value < -1000000) {
                error = ScoreCalculator::tr("the number is far too large");
                return false;
            }
        }
        return true;
    }
    bool atom(qint64 &value, QString &error)
    {
        const QChar c = peek();
        if (c.isNull()) {
            //: In the score calculator, e.g. after "3+".
            error = ScoreCalculator::tr("a number is missing at the end");
            return false;
        }
        if (c == u'(') {
            ++m_pos;
            if (!expr(value, error))
                return false;
            if (peek() != u')') {
                error = ScoreCalculator::tr("a closing bracket is missing");
                return false;
            }
            ++m_pos;
            return true;
        }
        if (c.isDigit() && c.digitValue() >= 0) {
            qint64 v = 0;
            int digits = 0;
            while (m_pos < m_text.size() && m_text.at(m_pos).isDigit()) {
                v = v * 10 + m_text.at(m_pos).digitValue();
                ++m_pos;
                if (++digits > 6) {
                    error = ScoreCalculator::tr("the number is far too large");
                    return false;
                }
            }
            value = v;
            return true;
        }
        if (c == u'+' || c == u'-' || c == u'*' || c == u')') {
            //: In the score calculator, e.g. "3++2". %1 is the sign.
            error = ScoreCalculator::tr("a number is missing before \"%1\"").arg(m_text.at(m_pos));
            return false;
        }
        if (c == u'.' || c == u',') {
            error = ScoreCalculator::tr("only whole numbers count");
            return false;
        }
        error = unexpected();
        return false;
    }

    const QString &m_text;
    qsizetype m_pos = 0;
};

int fieldIndex(const QString &field)
{
    return int(ScoreCalculator::fieldNames().indexOf(field));
}

} // namespace

const QStringList &ScoreCalculator::fieldNames()
{
    static const QStringList names = {u"unity"_s,  u"bone"_s,    u"flesh"_s,   u"spirit"_s,
                                      u"motive"_s, u"etherea"_s, u"mourners"_s};
    return names;
}

ScoreCalculator::ScoreCalculator(QObject *parent)
    : QObject(parent)
    , m_date(QDate::currentDate().toString(Qt::ISODate))
{
    recompute();
}

bool ScoreCalculator::evaluate(const QString &text, int &value, QString &error)
{
    if (text.trimmed().isEmpty()) {
        value = 0;
        return true;
    }
    qint64 v = 0;
    SumReader reader(text);
    if (!reader.read(v, error))
        return false;
    if (v < 0 || v > 999) {
        //: In the score calculator: %1 is what the typed sum came to.
        error = tr("it comes to %1; it must be 0 to 999").arg(v);
        return false;
    }
    value = int(v);
    return true;
}

void ScoreCalculator::setPlayerCount(int count)
{
    count = std::clamp(count, 2, kMaxPlayers);
    if (count == m_playerCount)
        return;
    m_playerCount = count;
    emit playerCountChanged();
    recompute();
}

QString ScoreCalculator::shownName(int player) const
{
    const QString n = m_players[std::size_t(player)].name.trimmed();
    //: Default name in the score calculator; %1 is 1-4.
    return n.isEmpty() ? tr("Player %1").arg(player + 1) : n;
}

void ScoreCalculator::setName(int player, const QString &name)
{
    if (player < 0 || player >= kMaxPlayers || m_players[std::size_t(player)].name == name)
        return;
    m_players[std::size_t(player)].name = name;
    recompute();
}

void ScoreCalculator::setFaction(int player, const QString &faction)
{
    if (player < 0 || player >= kMaxPlayers || m_players[std::size_t(player)].faction == faction)
        return;
    if (!faction.isEmpty() && faction != u"bone"_s && faction != u"flesh"_s && faction != u"spirit"_s)
        return;
    m_players[std::size_t(player)].faction = faction;
    recompute();
}

QStringList ScoreCalculator::motiveNames() const
{
    // The cards of the standard box, in the ruleset's order (the calculator scores the standard game).
    static const QStringList names = [] {
        QStringList out;
        if (const mc::RulesetPtr rules = mc::standardRuleset())
            for (const mc::MotiveCard &m : rules->motives)
                out << m.name;
        return out;
    }();
    return names;
}

void ScoreCalculator::setMotive(int player, const QString &motive)
{
    if (player < 0 || player >= kMaxPlayers || m_players[std::size_t(player)].motive == motive)
        return;
    if (!motive.isEmpty() && !motiveNames().contains(motive))
        return;
    m_players[std::size_t(player)].motive = motive;
    recompute();
}

void ScoreCalculator::setField(int player, const QString &field, const QString &text)
{
    const int f = fieldIndex(field);
    if (player < 0 || player >= kMaxPlayers || f < 0)
        return;
    Field &target = m_players[std::size_t(player)].fields[std::size_t(f)];
    if (target.text == text && !text.isEmpty())
        return;
    target.text = text;
    int value = 0;
    QString error;
    if (evaluate(text, value, error)) {
        target.value = value;
        target.error.clear();
    } else {
        // A bad sum is not used: the player waits out of the ranking until it is fixed.
        target.value = 0;
        target.error = error;
    }
    recompute();
}

QString ScoreCalculator::fieldText(int player, const QString &field) const
{
    const int f = fieldIndex(field);
    return player >= 0 && player < kMaxPlayers && f >= 0 ? m_players[std::size_t(player)].fields[std::size_t(f)].text
                                                         : QString();
}

QString ScoreCalculator::fieldError(int player, const QString &field) const
{
    const int f = fieldIndex(field);
    return player >= 0 && player < kMaxPlayers && f >= 0 ? m_players[std::size_t(player)].fields[std::size_t(f)].error
                                                         : QString();
}

int ScoreCalculator::fieldValue(int player, const QString &field) const
{
    const int f = fieldIndex(field);
    return player >= 0 && player < kMaxPlayers && f >= 0 ? m_players[std::size_t(player)].fields[std::size_t(f)].value
                                                         : 0;
}

void ScoreCalculator::clear()
{
    for (Player &p : m_players) {
        p.fields = {};
        p.motive.clear(); // a motive is the game's, not the player's
    }
    setNotes(QString());
    emit cleared();
    recompute();
}

std::vector<mc::ScoreInput> ScoreCalculator::inputs() const
{
    std::vector<mc::ScoreInput> in;
    for (int i = 0; i < m_playerCount; ++i) {
        const auto &f = m_players[std::size_t(i)].fields;
        mc::ScoreInput s;
        s.name = shownName(i);
        s.unity = f[0].value;
        s.bone = f[1].value;
        s.flesh = f[2].value;
        s.spirit = f[3].value;
        s.motive = f[4].value;
        s.etherea = f[5].value;
        s.mourners = f[6].value;
        in.push_back(s);
    }
    return in;
}

bool ScoreCalculator::readable(int player) const
{
    const auto &f = m_players[std::size_t(player)].fields;
    return std::all_of(f.begin(), f.end(), [](const Field &x) { return x.error.isEmpty(); });
}

void ScoreCalculator::recompute()
{
    // Issue 11: a field that does not read is not a 0; its player waits outside the ranking.
    const auto all = inputs();
    std::vector<mc::ScoreInput> in;
    std::vector<int> seatOf;
    for (int i = 0; i < m_playerCount; ++i) {
        if (!readable(i))
            continue;
        in.push_back(all[std::size_t(i)]);
        seatOf.push_back(i);
    }
    m_ranking = mc::rank(in); // R-END-4, R-END-5
    m_explanations = MournersHistory::tieExplanations(in, m_ranking);
    for (mc::ScoreResult &r : m_ranking)
        r.input = seatOf[std::size_t(r.input)]; // from here on: the seat
    emit resultChanged();
}

QString ScoreCalculator::fieldLabel(const QString &field)
{
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"unity"_s) return tr("Unity");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"bone"_s) return tr("Bone Influence");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"flesh"_s) return tr("Flesh Influence");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"spirit"_s) return tr("Spirit Influence");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"motive"_s) return tr("Ulterior Motive");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"etherea"_s) return tr("Etherea left");
    //: Score calculator field, as named in "fix ..." hints.
    if (field == u"mourners"_s) return tr("Mourners in play");
    return field;
}

QStringList ScoreCalculator::waiting() const
{
    QStringList out;
    for (int i = 0; i < m_playerCount; ++i) {
        QStringList bad;
        for (int f = 0; f < int(fieldNames().size()); ++f)
            if (const QString why = m_players[std::size_t(i)].fields[std::size_t(f)].error; !why.isEmpty())
                //: A field to fix under the calculator's ranking: %1 the field, %2 why it does not read.
                bad.append(tr("%1 (%2)").arg(fieldLabel(fieldNames()[f]), why));
        if (!bad.isEmpty())
            //: Under the calculator's ranking: %1 a player left out of it, %2 the fields to correct.
            out.append(tr("%1 is not ranked until these fields are fixed: %2").arg(shownName(i), HistoryFiles::listOfNames(bad)));
    }
    return out;
}

void ScoreCalculator::setDate(const QString &date)
{
    if (date == m_date)
        return;
    m_date = date;
    emit dateChanged();
    emit resultChanged(); // canSave depends on it
}

QString ScoreCalculator::dateError() const
{
    const QDate d = QDate::fromString(m_date.trimmed(), Qt::ISODate);
    if (!d.isValid())
        //: The calculator's date field does not hold a date; YYYY-MM-DD is the expected form.
        return tr("Type the date as YYYY-MM-DD, e.g. %1.").arg(QDate::currentDate().toString(Qt::ISODate));
    return {};
}

void ScoreCalculator::setNotes(const QString &notes)
{
    if (notes == m_notes)
        return;
    m_notes = notes;
    emit notesChanged();
}

QVariantList ScoreCalculator::players() const
{
    QVariantList out;
    for (int i = 0; i < kMaxPlayers; ++i) {
        const Player &p = m_players[std::size_t(i)];
        QVariantMap errors, values;
        for (int f = 0; f < int(fieldNames().size()); ++f) {
            errors[fieldNames()[f]] = p.fields[std::size_t(f)].error;
            values[fieldNames()[f]] = p.fields[std::size_t(f)].value;
        }
        int score = -1, place = 0;
        for (const mc::ScoreResult &r : m_ranking)
            if (r.input == i) {
                score = r.score;
                place = r.place;
            }
        out.append(QVariantMap{{u"name"_s, p.name},     {u"shownName"_s, shownName(i)},
                               {u"faction"_s, p.faction}, {u"motive"_s, p.motive}, {u"score"_s, score},
                               {u"place"_s, place},     {u"ranked"_s, place > 0},
                               {u"errors"_s, errors},
                               {u"values"_s, values}});
    }
    return out;
}

QVariantList ScoreCalculator::ranking() const
{
    const auto in = inputs();
    QVariantList out;
    for (const mc::ScoreResult &r : m_ranking) {
        const mc::ScoreInput &s = in[std::size_t(r.input)];
        out.append(QVariantMap{{u"seat"_s, r.input},
                               {u"name"_s, s.name},
                               {u"score"_s, r.score},
                               {u"place"_s, r.place},
                               {u"tiebreak"_s, QString::fromLatin1(mc::tieBreakKey(r.tiebreak))},
                               {u"etherea"_s, s.etherea},
                               {u"mourners"_s, s.mourners}});
    }
    return out;
}

QString ScoreCalculator::problem() const
{
    for (int i = 0; i < m_playerCount; ++i)
        for (const Field &f : m_players[std::size_t(i)].fields)
            if (!f.error.isEmpty())
                //: %1 is a player's name.
                return tr("Fix the marked fields of %1 first.").arg(shownName(i));
    // An untouched sheet is no game: saved, it would put "Player 1" with 0 points in the history.
    bool anyTyped = false;
    for (int i = 0; i < m_playerCount; ++i)
        for (const Field &f : m_players[std::size_t(i)].fields)
            anyTyped = anyTyped || !f.text.trimmed().isEmpty();
    if (!anyTyped)
        //: The calculator's form is still empty: nothing to save or print yet.
        return tr("Type the players' numbers first.");
    for (int i = 0; i < m_playerCount; ++i)
        for (int j = 0; j < i; ++j)
            if (shownName(i).compare(shownName(j), Qt::CaseInsensitive) == 0)
                return tr("Two players are called \"%1\": give them different names.").arg(shownName(i));
    if (const QString why = dateError(); !why.isEmpty())
        return why;
    return {};
}

HistoryStore *ScoreCalculator::store() const
{
    return m_store ? m_store : CoreObjects::historyOf(this);
}

void ScoreCalculator::setStore(HistoryStore *store)
{
    if (m_store == store)
        return;
    m_store = store;
    emit storeChanged();
}

GameRecord ScoreCalculator::record() const
{
    GameRecord g;
    // Issue 11: the day typed (today unless changed), at noon local time so that the UTC day is the
    // same day and the same fields on the same day give the same uid.
    QDate day = QDate::fromString(m_date.trimmed(), Qt::ISODate);
    if (!day.isValid())
        day = QDate::currentDate();
    g.playedAt = QDateTime(day, QTime(12, 0)).toUTC();
    g.notes = m_notes.trimmed();
    g.source = u"calculator"_s;
    g.ruleset = u"standard"_s;
    const auto in = inputs();
    for (int i = 0; i < m_playerCount; ++i) {
        PlayerRecord p = MournersHistory::fromScore(in[std::size_t(i)]);
        MournersHistory::setFaction(p, m_players[std::size_t(i)].faction);
        MournersHistory::setMotive(p, m_players[std::size_t(i)].motive);
        g.players.push_back(p);
    }
    g.rankPlayers();
    g.computeUid();
    return g;
}

void ScoreCalculator::setMessage(const QString &m)
{
    m_message = m;
    emit messageChanged();
}

qint64 ScoreCalculator::save()
{
    if (const QString why = problem(); !why.isEmpty()) {
        setMessage(why);
        return -1;
    }
    HistoryStore *history = store();
    QString error = HistoryStore::noHistoryText();
    bool alreadyThere = false;
    const qint64 id = history ? history->addRecord(record(), &error, &alreadyThere) : -1;
    if (alreadyThere)
        //: Saving the calculator's result again: same numbers, names and date as a stored game.
        setMessage(tr("This game is already in the history; it was not saved again."));
    else
        setMessage(id >= 0 ? tr("Saved to the history.") : tr("Not saved: %1").arg(error));
    return id;
}

bool ScoreCalculator::writeScoreSheet(const QString &pathOrUrl)
{
    const QString path = localPath(pathOrUrl);
    QString error;
    if (!HistoryFiles::writeScoreSheet(record(), path, &error)) {
        setMessage(error);
        return false;
    }
    setMessage(tr("Score sheet written to %1").arg(QDir::toNativeSeparators(path)));
    return true;
}
