#include "action.h"

#include "gamestate.h"
#include "model/core/names.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace rip {

namespace {

// How many parameters a psychic card's notation carries, and which are seats or token kinds.
int paramCount(Param p)
{
    switch (p) {
    case Param::None: return 0;
    case Param::Fetch: case Param::Value: case Param::OppCard: case Param::OwnGhost: case Param::Deck:
    case Param::Player: case Param::TakeBack:
        return 1;
    case Param::TwoValues: case Param::EarlierCard: case Param::Discard2:
        return 2;
    case Param::Swap:
        return 4;
    }
    return 0;
}

QString paramText(Param p, int index, int value)
{
    if (value == -1 && (p == Param::TakeBack || p == Param::Swap || p == Param::OppCard || p == Param::OwnGhost))
        return u"none"_s;
    if (p == Param::Deck || p == Param::Player)
        return u"p%1"_s.arg(value + 1);
    if (p == Param::Swap && index >= 2)
        return value == 0 ? u"manor"_s : u"castle"_s;
    return QString::number(value);
}

bool parseInt(const QString &t, int &out)
{
    if (t == u"none"_s || t == u"?"_s) {
        out = -1;
        return true;
    }
    if (t == u"manor"_s) {
        out = 0;
        return true;
    }
    if (t == u"castle"_s) {
        out = 1;
        return true;
    }
    if (t.size() == 2 && t[0] == u'p' && (t[1] == u'1' || t[1] == u'2')) {
        out = t[1] == u'1' ? 0 : 1;
        return true;
    }
    bool ok = false;
    out = t.toInt(&ok);
    return ok && out >= -1 && out <= 40;
}

QString psychicText(const char *verb, const Action &a, bool withParams)
{
    QString s = QLatin1StringView(verb) + u' ' + QString::number(a.v);
    if (a.v < 1 || a.v > kSpecialCard || !withParams)
        return s;
    const Param p = kPsychic[std::size_t(a.v)].param;
    const int params[4] = {a.a, a.b, a.c, a.d};
    const int n = p == Param::Swap && a.a == -1 ? 1 : paramCount(p);
    for (int i = 0; i < n; ++i)
        s += u' ' + paramText(p, i, params[i]);
    return s;
}

} // namespace

const char *chanceWord(Decision decision)
{
    switch (decision) {
    case Decision::LineCard: return "line";
    case Decision::Mansion: return "mansion";
    case Decision::Draw: return "draw";
    case Decision::RandomCard: return "random";
    case Decision::RevealTop: return "top";
    case Decision::RevealCard: return "facedown";
    default: return nullptr;
    }
}

QString actionToText(const GameState &state, const Action &a)
{
    switch (a.type) {
    case ActionType::Chance: {
        const QString v = a.v < 0 ? u"?"_s : QString::number(a.v);
        if (state.decision() == Decision::Mansion)
            return a.v == 0 ? u"mansion manor"_s : a.v == 1 ? u"mansion castle"_s : u"mansion "_s + v;
        const char *word = chanceWord(state.decision());
        return (word ? QLatin1StringView(word) : "chance"_L1) + u' ' + v;
    }
    case ActionType::Ghost:
        return u"ghost "_s + QString::number(a.v);
    case ActionType::Psychic:
        // Under psychic 29 a card is played without its choices (D-RIP-29): all parameters 0.
        return psychicText("psychic", a, !(a.a == 0 && a.b == 0 && a.c == 0 && a.d == 0));
    case ActionType::Random:
        return u"random"_s;
    case ActionType::End:
        return u"end"_s;
    case ActionType::Transfer:
        return a.v < 0 ? u"keep none"_s : u"keep "_s + QString::number(a.v);
    case ActionType::Place:
        if (a.a < 0)
            return u"place none"_s;
        if (a.a == 1)
            return u"place psychic "_s + QString::number(a.v);
        return a.v < 0 ? u"place ghost ?"_s : u"place ghost "_s + QString::number(a.v);
    case ActionType::Reveal:
        return psychicText("reveal", a, true);
    }
    return u"?"_s;
}

bool actionFromText(const GameState &state, const QString &text, Action &out, QString &error)
{
    const QStringList t = text.split(u' ');
    if (text.isEmpty()) {
        error = u"empty action"_s;
        return false;
    }
    Action a;
    a.seat = std::int8_t(state.currentSeat());
    const QString &w = t[0];
    // Numbers (and the words none, ?, manor, castle, p1, p2) after the verb; "place" has one more word.
    const qsizetype first = w == u"place"_s ? 2 : 1;
    std::array<int, 6> n{};
    for (qsizetype i = first; i < t.size() && i < first + 6; ++i)
        if (!parseInt(t[i], n[std::size_t(i - first)])) {
            error = u"not a number or word of the notation: %1"_s.arg(mc::printable(t[i], 40));
            return false;
        }
    auto need = [&](qsizetype count) {
        if (t.size() - 1 < count) {
            error = u"'%1' needs %2 more word(s)"_s.arg(w).arg(count);
            return false;
        }
        return true;
    };
    static const QStringList chanceWords{u"line"_s, u"mansion"_s, u"draw"_s, u"top"_s, u"facedown"_s, u"chance"_s};
    if (chanceWords.contains(w) || (w == u"random"_s && t.size() == 2)) {
        if (!need(1))
            return false;
        // A chance outcome means what the pending decision draws: its word must be that decision's.
        const char *pending = chanceWord(state.decision());
        if (!pending) {
            error = u"'%1': no chance decision is pending (%2)"_s.arg(w, QLatin1StringView(decisionKey(state.decision())));
            return false;
        }
        if (w != QLatin1StringView(pending)) {
            error = u"'%1' is not the pending chance decision: it is '%2' (%3)"_s.arg(
                    w, QLatin1StringView(pending), QLatin1StringView(decisionKey(state.decision())));
            return false;
        }
        a.type = ActionType::Chance;
        a.seat = kChanceSeat;
        a.v = std::int8_t(n[0]);
        if (w == u"mansion"_s && t.size() == 2 && t[1] != u"manor"_s && t[1] != u"castle"_s) {
            error = u"mansion: 'manor' or 'castle'"_s;
            return false;
        }
    } else if (w == u"random"_s) {
        a.type = ActionType::Random;
    } else if (w == u"end"_s || w == u"withdraw"_s) {
        a.type = ActionType::End;
    } else if (w == u"ghost"_s) {
        if (!need(1))
            return false;
        a.type = ActionType::Ghost;
        a.v = std::int8_t(n[0]);
    } else if (w == u"psychic"_s || w == u"reveal"_s) {
        if (!need(1))
            return false;
        a.type = w == u"psychic"_s ? ActionType::Psychic : ActionType::Reveal;
        a.v = std::int8_t(n[0]);
        a.a = std::int8_t(n[1]);
        a.b = std::int8_t(n[2]);
        a.c = std::int8_t(n[3]);
        a.d = std::int8_t(n[4]);
    } else if (w == u"keep"_s) {
        if (!need(1))
            return false;
        a.type = ActionType::Transfer;
        a.v = std::int8_t(n[0]);
    } else if (w == u"place"_s) {
        if (!need(1))
            return false;
        a.type = ActionType::Place;
        if (t[1] == u"none"_s) {
            a.a = -1;
        } else if (t[1] == u"ghost"_s || t[1] == u"psychic"_s) {
            if (!need(2))
                return false;
            a.a = t[1] == u"ghost"_s ? 0 : 1;
            a.v = std::int8_t(n[0]);
        } else {
            error = u"place: 'none', 'ghost V' or 'psychic N'"_s;
            return false;
        }
    } else {
        error = u"unknown action: %1"_s.arg(mc::printable(w, 40));
        return false;
    }
    // Exactly as the notation writes it: no word too many, none of the wrong kind, no other spelling
    // of a number ("03", "+3") or a token ("mansion 0").
    QString written = actionToText(state, a);
    if (a.type == ActionType::End && text == u"withdraw"_s)
        written = text;
    else if (a.type == ActionType::Psychic && text != written)
        written = psychicText("psychic", a, true); // choices that are all 0 written out
    if (text != written) {
        error = u"'%1' is not written as the notation writes it: '%2'"_s.arg(mc::printable(text, 40), mc::printable(written, 40));
        return false;
    }
    out = a;
    return true;
}

const char *decisionKey(Decision d)
{
    switch (d) {
    case Decision::None: return "none";
    case Decision::LineCard: return "line-card";
    case Decision::Mansion: return "mansion";
    case Decision::Draw: return "draw";
    case Decision::RandomCard: return "random-card";
    case Decision::RevealTop: return "reveal-top";
    case Decision::RevealCard: return "reveal-card";
    case Decision::Turn: return "turn";
    case Decision::StillMe: return "still-me";
    case Decision::Place: return "place";
    case Decision::Round10: return "round-ten";
    }
    return "unknown";
}

} // namespace rip
