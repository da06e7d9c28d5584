#include "action.h"

#include "adjustment.h"
#include "gamestate.h"

#include <QStringList>

using namespace Qt::StringLiterals;

namespace mc {

const char *decisionKey(Decision d)
{
    switch (d) {
    case Decision::None: return "none";
    case Decision::DealMotive: return "deal-motive";
    case Decision::KeepMotive: return "keep-motive";
    case Decision::StartingMourner: return "starting-mourner";
    case Decision::Dice: return "dice";
    case Decision::SetPile: return "set-pile";
    case Decision::PickPile: return "pick-pile";
    case Decision::DealWallows: return "deal-wallows";
    case Decision::DealCourt: return "deal-court";
    case Decision::DraftPick: return "draft-pick";
    case Decision::Turn: return "turn";
    case Decision::RelocateRoute: return "relocate-route";
    case Decision::RelocateAdd: return "relocate-add";
    case Decision::DrawMourner: return "draw-mourner";
    case Decision::DrawWallows: return "draw-wallows";
    case Decision::Exhaust: return "exhaust";
    case Decision::CrowdRoll: return "crowd-roll";
    case Decision::Bid: return "bid";
    case Decision::AlltakerTie: return "alltaker-tie";
    case Decision::LocationAction: return "location-action";
    case Decision::GuildAction: return "guild-action";
    case Decision::PayInfluence: return "pay-influence";
    case Decision::ThreatCard: return "threat-card";
    case Decision::FigureLoss: return "figure-loss";
    case Decision::WallowsResult: return "wallows-result";
    case Decision::SeverammSwap: return "severamm-swap";
    case Decision::ChooseWallows: return "choose-wallows";
    case Decision::KeepArtifact: return "keep-artifact";
    case Decision::EndOfRound: return "end-of-round";
    }
    return "none";
}

const char *phaseKey(Phase p)
{
    switch (p) {
    case Phase::Setup: return "setup";
    case Phase::Distribution: return "distribution";
    case Phase::Wallows: return "wallows";
    case Phase::Draft: return "draft";
    case Phase::Actions: return "actions";
    case Phase::Dreadsgrip: return "dreadsgrip";
    case Phase::Tithe: return "tithe";
    case Phase::Resolve: return "resolve";
    case Phase::Cleanup: return "cleanup";
    case Phase::GameOver: return "game-over";
    }
    return "setup";
}

int phaseFromKey(const QString &key)
{
    for (int p = 0; p <= int(Phase::GameOver); ++p)
        if (key == QLatin1StringView(phaseKey(Phase(p))))
            return p;
    return -1;
}

namespace {

const char *const kResourceKeys[kResources] = {"etherea", "unity", "bone", "flesh", "spirit", "motive", "forge", "unity-supply"};

QString seatText(int seat) { return seat < 0 ? u"none"_s : u"p%1"_s.arg(seat + 1); }
QString placeText(int place) { return place == kCrypt ? u"crypt"_s : QString::number(place + 1); }
QString factionText(int f) { return QString::fromLatin1(factionKey(f)); }
QString guildText(int g) { return QString::fromLatin1(guildShortKey(g)); }

enum class Deck { Court, Mourner, Wallows, Motive };

Deck deckOf(Decision d)
{
    switch (d) {
    case Decision::DealWallows:
    case Decision::DrawWallows:
    case Decision::WallowsResult: return Deck::Wallows;
    case Decision::StartingMourner:
    case Decision::DrawMourner:
    case Decision::Exhaust:
    case Decision::ThreatCard: return Deck::Mourner;
    case Decision::DealMotive: return Deck::Motive;
    default: return Deck::Court;
    }
}

QString cardText(const Ruleset &r, Deck deck, int card)
{
    if (card < 0)
        return u"unknown"_s;
    switch (deck) {
    case Deck::Court: return card < int(r.court.size()) ? r.court[std::size_t(card)].id : u"?"_s;
    case Deck::Mourner: return card < int(r.mourners.size()) ? r.mourners[std::size_t(card)].id : u"?"_s;
    case Deck::Wallows: return card < int(r.wallows.size()) ? r.wallows[std::size_t(card)].id : u"?"_s;
    case Deck::Motive: return card < int(r.motives.size()) ? r.motives[std::size_t(card)].id : u"?"_s;
    }
    return u"?"_s;
}

int cardFrom(const Ruleset &r, Deck deck, const QString &t)
{
    if (t == u"unknown"_s)
        return kUnknownCard;
    int index = -1;
    switch (deck) {
    case Deck::Court: index = r.courtIndex(t); break;
    case Deck::Mourner: index = r.mournerIndex(t); break;
    case Deck::Wallows: index = r.wallowsIndex(t); break;
    case Deck::Motive: index = r.motiveIndex(t); break;
    }
    return index >= 0 ? index : -2; // -2: no such card (not the same as "unknown")
}

bool isNumber(const QString &t)
{
    bool ok = false;
    (void)t.toInt(&ok);
    return ok;
}

// Locations are printed 1-12 (R-COMP-7); a 13th number must not slip into the Crypt's index.
QString notAPlace(const QString &t)
{
    return u"'%1' is not a place: places are 1-12 or crypt"_s.arg(t);
}

// A place token: a location number 1-12 or crypt.
bool placeToken(const QString &t, int &v)
{
    if (t == u"crypt"_s) {
        v = kCrypt;
        return true;
    }
    bool ok = false;
    const int n = t.toInt(&ok);
    if (!ok || n < 1 || n > kLocations)
        return false;
    v = n - 1;
    return true;
}

// A target token: p1..p4, a location number, crypt, none, a faction, a guild or a Court card id.
bool token(const Ruleset &r, const QString &t, int &v)
{
    if (isNumber(t))
        return placeToken(t, v);
    if (t.size() == 2 && t[0] == u'p' && t[1].isDigit()) {
        v = t[1].digitValue() - 1;
        return v >= 0 && v < kMaxPlayers;
    }
    if (t == u"crypt"_s) {
        v = kCrypt;
        return true;
    }
    if (t == u"none"_s) {
        v = -1;
        return true;
    }
    if ((v = factionFromKey(t)) >= 0)
        return true;
    if ((v = guildFromKey(t)) >= 0)
        return true;
    if ((v = r.courtIndex(t)) >= 0)
        return true;
    return false;
}

int resolveDetail(const GameState &s)
{
    const int idx = s.resolveIndex;
    return idx < kLocations ? idx : s.rules().guildOrder[std::size_t(std::clamp(idx - kLocations, 0, kGuilds - 1))];
}

} // namespace

QString actionToText(const GameState &s, const Action &a)
{
    const Ruleset &r = s.rules();
    const Decision d = s.decision();
    QString t;
    switch (a.type) {
    case ActionType::Draw:
        if (a.v < 0 && deckOf(d) == Deck::Mourner)
            return u"draw unknown "_s + guildText(a.a); // an unnamed Mourner: the guild of its figure
        return u"draw "_s + cardText(r, deckOf(d), a.v);
    case ActionType::Dice: return u"dice %1"_s.arg(a.v);
    case ActionType::Roll: return u"roll %1"_s.arg(a.v);
    case ActionType::KeepMotive: return u"keep "_s + factionText(a.a);
    case ActionType::SetPile: return u"pile %1"_s.arg(a.v);
    case ActionType::TakePile: return u"take %1"_s.arg(a.a + 1);
    case ActionType::TakeInfluence: return u"influence %1 %2"_s.arg(factionText(a.a), factionText(a.b));
    case ActionType::DraftPick: return u"pick "_s + cardText(r, Deck::Court, a.v);
    case ActionType::PlayCourt: {
        t = u"play %1 %2"_s.arg(cardText(r, Deck::Court, a.v)).arg(a.a + 1); // "play unknown 1": an unnamed card
        const CourtKind kind = a.v >= 0 && a.v < int(r.court.size()) ? r.court[std::size_t(a.v)].kind : CourtKind::Generic;
        if (kind == CourtKind::Malavestros && a.a == 0)
            t += u' ' + placeText(a.b);
        else if (kind == CourtKind::Auraghost && a.a == 0)
            t += u' ' + seatText(a.b);
        else if (kind == CourtKind::Cleopsis && a.a == 0)
            t += u" %1 %2 %3"_s.arg(seatText(a.b), factionText(a.c), factionText(a.d));
        else if (kind == CourtKind::Gethsemoni && a.a == 0)
            t += u' ' + seatText(a.b);
        else if (kind == CourtKind::Gethsemoni && a.a == 1)
            t += a.b < 0 ? u" none"_s : u" %1 %2 %3"_s.arg(seatText(a.b), placeText(a.c), guildText(a.d));
        return t;
    }
    case ActionType::Recruit: return u"recruit "_s + guildText(a.a);
    case ActionType::RecruitMourner: return u"mourner "_s + factionText(a.a);
    case ActionType::Relocate: return u"relocate %1 %2"_s.arg(placeText(a.a), placeText(a.b));
    case ActionType::Activate: {
        if (a.v < 0)
            return u"activate unknown "_s + guildText(a.a); // an unnamed Mourner, told by its guild
        t = u"activate "_s + cardText(r, Deck::Mourner, a.v);
        const MournerKind kind = a.v >= 0 && a.v < int(r.mourners.size()) ? r.mourners[std::size_t(a.v)].kind : MournerKind::Plain;
        if (kind == MournerKind::Severamm && r.revision < 2) // the swap is chosen later (SeverammSwap)
            t += a.b < 0 ? u" decline"_s
                         : u" swap %1 %2"_s.arg(cardText(r, Deck::Court, a.b), cardText(r, Deck::Court, a.c));
        else if (kind == MournerKind::Socopharie)
            t += u" %1 %2"_s.arg(cardText(r, Deck::Court, a.b), cardText(r, Deck::Court, a.c));
        else if (kind == MournerKind::RelicRavlatch)
            t += u" %1"_s.arg(a.a + 1);
        return t;
    }
    case ActionType::Pass: return u"pass"_s;
    case ActionType::RelocateAdd: return u"add "_s + guildText(a.a);
    case ActionType::RelocateDone: return u"done"_s;
    case ActionType::Exhaust:
        return a.v < 0 ? u"exhaust unknown "_s + guildText(a.a) : u"exhaust "_s + cardText(r, Deck::Mourner, a.v);
    case ActionType::Bid: return u"bid %1"_s.arg(a.v);
    case ActionType::Tie: return a.a ? u"tie yes"_s : u"tie no"_s;
    case ActionType::Choose: {
        if (a.a == 0)
            return u"skip"_s;
        t = u"do"_s;
        const int what = resolveDetail(s);
        if (d == Decision::LocationAction) {
            switch (what) {
            case VadlumGates:
            case MortissVeth: t += u' ' + factionText(a.b); break;
            case CurioCryptus: t += u" %1 %2"_s.arg(factionText(a.b), factionText(a.c)); break;
            case CalvumHarrows:
            case TheatersOfMemory:
            case LifesEbb: t += u' ' + (a.a == 1 ? guildText(a.b) : factionText(a.b)); break;
            case Hushhyde:
            case GrendallsPillars: t += u" %1 %2"_s.arg(placeText(a.b), guildText(a.c)); break;
            default: break;
            }
        } else {
            switch (what) {
            case CouncilOfOsteomancy: t += u" %1 %2"_s.arg(factionText(a.b), factionText(a.c)); break;
            case ConclaveOfShadows: t += u" %1 %2 %3"_s.arg(seatText(a.b), placeText(a.c), guildText(a.d)); break;
            case ShroudrieviesCoven: t += u' ' + guildText(a.b); break;
            default: break;
            }
        }
        return t;
    }
    case ActionType::Pay: return u"pay "_s + factionText(a.a);
    case ActionType::ThreatCard:
        if (a.v >= 0)
            return u"lose-card "_s + cardText(r, Deck::Mourner, a.v);
        // An unnamed card of that guild, or no card at all (D-THREAT-NOCARD).
        return (!s.tasks.empty() && !s.player[std::size_t(s.tasks.front().seat)].mourners.empty() ? u"lose-card unknown "_s
                                                                                                   : u"lose-card none "_s)
               + guildText(a.a);
    case ActionType::LoseFigure: return u"lose %1 %2"_s.arg(placeText(a.a), guildText(a.b));
    case ActionType::WallowsResult:
        return u"wallows %1 %2"_s.arg(cardText(r, Deck::Wallows, a.v), a.a ? u"done"_s : u"failed"_s);
    case ActionType::Swap:
        return a.b < 0 ? u"swap decline"_s
                       : u"swap %1 %2"_s.arg(cardText(r, Deck::Court, a.b), cardText(r, Deck::Court, a.c));
    case ActionType::PickWallows: return u"select "_s + cardText(r, Deck::Wallows, a.v);
    case ActionType::KeepArtifact: return a.a ? u"artifact keep"_s : u"artifact play"_s;
    case ActionType::EndOfRound: return a.a ? u"end-of-round yes"_s : u"end-of-round no"_s;
    case ActionType::Adjust:
        return u"%1 adjust %2 %3%4"_s.arg(seatText(a.seat), QString::fromLatin1(kResourceKeys[std::clamp<int>(a.a, 0, kResources - 1)]),
                                           a.v >= 0 ? u"+"_s : QString())
            .arg(a.v);
    case ActionType::SetMeter:
        t = u"meter %1 %2"_s.arg(a.a == 0 ? u"suspicion"_s : u"threat"_s).arg(a.v);
        if (a.seat >= 0)
            t += u' ' + seatText(a.seat);
        return t;
    case ActionType::MoveFigure:
        return u"%1 move %2 %3 %4"_s.arg(seatText(a.seat), placeText(a.a), placeText(a.b), guildText(a.c));
    case ActionType::ChangeFigure:
        return u"%1 figure %2 %3 %4"_s.arg(seatText(a.seat), placeText(a.a), guildText(a.b), a.v > 0 ? u"+1"_s : u"-1"_s);
    case ActionType::SetHolder: {
        const QString what = a.a == 0 ? u"alltaker"_s : a.a == 1 ? u"dreadsbane"_s : u"malavestros"_s;
        return u"holder %1 %2"_s.arg(what, a.a == 2 ? (a.v < 0 ? u"none"_s : placeText(a.v)) : seatText(a.v));
    }
    }
    return u"?"_s;
}

bool actionFromText(const GameState &s, const QString &text, Action &out, QString &error)
{
    const Ruleset &r = s.rules();
    QStringList w = text.simplified().toLower().split(u' ', Qt::SkipEmptyParts);
    out = Action{};
    out.seat = std::int8_t(s.currentSeat());
    if (w.isEmpty()) {
        error = u"empty action"_s;
        return false;
    }
    int seatGiven = -2;
    if (w[0].size() == 2 && w[0][0] == u'p' && w[0][1].isDigit()) {
        seatGiven = w[0][1].digitValue() - 1;
        if (seatGiven < 0 || seatGiven >= s.players) {
            error = u"no player %1 in this game"_s.arg(w[0]);
            return false;
        }
        out.seat = std::int8_t(seatGiven);
        w.removeFirst();
        if (w.isEmpty()) {
            error = u"an action must follow the player"_s;
            return false;
        }
    }
    const QString verb = w.takeFirst();
    auto bad = [&](const QString &why) {
        error = u"'%1': %2"_s.arg(text.simplified(), why);
        return false;
    };
    auto intArg = [&](int i, int &v) {
        bool ok = false;
        if (i >= w.size())
            return false;
        QString t = w[i];
        if (t.startsWith(u'+'))
            t.remove(0, 1);
        v = t.toInt(&ok);
        return ok;
    };
    auto tokens = [&](int from, int max) {
        int vals[3] = {0, 0, 0};
        for (int i = from; i < w.size(); ++i) {
            if (i - from >= max)
                return bad(u"too many words"_s);
            if (!token(r, w[i], vals[i - from]))
                return bad(isNumber(w[i]) ? notAPlace(w[i]) : u"'%1' is not a player, place, faction, guild or card"_s.arg(w[i]));
        }
        if (w.size() - from == 1 && w[from] == u"none"_s)
            vals[1] = vals[2] = -1;
        out.b = std::int8_t(vals[0]);
        out.c = std::int8_t(vals[1]);
        out.d = std::int8_t(vals[2]);
        return true;
    };
    auto chance = [&]() { out.seat = kChanceSeat; };
    int v = 0;
    const Deck deck = deckOf(s.decision());

    if (verb == u"draw"_s) {
        chance();
        out.type = ActionType::Draw;
        if (deck == Deck::Mourner && w.size() == 2 && w[0] == u"unknown"_s && guildFromKey(w[1]) >= 0) {
            out.v = kUnknownCard;
            out.a = std::int8_t(guildFromKey(w[1]));
            return true;
        }
        if (w.size() != 1)
            return bad(deck == Deck::Mourner ? u"say which card, or 'unknown GUILD'"_s : u"say which card, or 'unknown'"_s);
        v = cardFrom(r, deck, w[0]);
        if (v < -1)
            return bad(u"no such card '%1' in that deck"_s.arg(w[0]));
        out.v = std::int16_t(v);
        return true;
    }
    if (verb == u"dice"_s || verb == u"roll"_s || verb == u"pile"_s || verb == u"bid"_s) {
        if (!intArg(0, v) || w.size() != 1)
            return bad(u"a whole number must follow"_s);
        out.type = verb == u"dice"_s ? ActionType::Dice : verb == u"roll"_s ? ActionType::Roll
                 : verb == u"pile"_s ? ActionType::SetPile : ActionType::Bid;
        if (out.type == ActionType::Dice || out.type == ActionType::Roll)
            chance();
        out.v = std::int16_t(std::clamp(v, -1000, 1000));
        return true;
    }
    if (verb == u"keep"_s || verb == u"mourner"_s || verb == u"pay"_s) {
        if (w.size() != 1 || factionFromKey(w[0]) < 0)
            return bad(u"a faction (bone, flesh or spirit) must follow"_s);
        out.type = verb == u"keep"_s ? ActionType::KeepMotive : verb == u"mourner"_s ? ActionType::RecruitMourner : ActionType::Pay;
        out.a = std::int8_t(factionFromKey(w[0]));
        return true;
    }
    if (verb == u"take"_s) {
        if (!intArg(0, v) || w.size() != 1 || v < 1 || v > kMaxPlayers + 1)
            return bad(u"a pile number must follow"_s);
        out.type = ActionType::TakePile;
        out.a = std::int8_t(v - 1);
        return true;
    }
    if (verb == u"influence"_s) {
        if (w.size() != 2 || factionFromKey(w[0]) < 0 || factionFromKey(w[1]) < 0)
            return bad(u"two factions must follow"_s);
        out.type = ActionType::TakeInfluence;
        out.a = std::int8_t(std::min(factionFromKey(w[0]), factionFromKey(w[1])));
        out.b = std::int8_t(std::max(factionFromKey(w[0]), factionFromKey(w[1])));
        return true;
    }
    if (verb == u"pick"_s) {
        if (w.size() != 1 || r.courtIndex(w[0]) < 0)
            return bad(u"a Court card id must follow"_s);
        out.type = ActionType::DraftPick;
        out.v = std::int16_t(r.courtIndex(w[0]));
        return true;
    }
    if (verb == u"play"_s) {
        if (w.size() == 2 && w[0] == u"unknown"_s && intArg(1, v) && v >= 1 && v <= 2) {
            out.type = ActionType::PlayCourt;
            out.v = kUnknownCard;
            out.a = std::int8_t(v - 1);
            return true;
        }
        if (w.size() < 2 || r.courtIndex(w[0]) < 0 || !intArg(1, v) || v < 1 || v > 2)
            return bad(u"a Court card id and its action (1 or 2) must follow"_s);
        out.type = ActionType::PlayCourt;
        out.v = std::int16_t(r.courtIndex(w[0]));
        out.a = std::int8_t(v - 1);
        return tokens(2, 3);
    }
    if (verb == u"recruit"_s || verb == u"add"_s) {
        if (w.size() != 1 || guildFromKey(w[0]) < 0)
            return bad(u"a guild (mk, co, cs, sc, gc, do) must follow"_s);
        out.type = verb == u"recruit"_s ? ActionType::Recruit : ActionType::RelocateAdd;
        out.a = std::int8_t(guildFromKey(w[0]));
        return true;
    }
    if (verb == u"relocate"_s) {
        int from = 0, to = 0;
        if (w.size() != 2)
            return bad(u"a place (1-12 or crypt) and a location (1-12) must follow"_s);
        if (!placeToken(w[0], from))
            return bad(notAPlace(w[0]));
        if (!placeToken(w[1], to) || to >= kLocations)
            return bad(u"'%1' is not a location: locations are 1-12"_s.arg(w[1]));
        out.type = ActionType::Relocate;
        out.a = std::int8_t(from);
        out.b = std::int8_t(to);
        return true;
    }
    if (verb == u"activate"_s) {
        if (w.size() == 2 && w[0] == u"unknown"_s && guildFromKey(w[1]) >= 0) {
            out.type = ActionType::Activate;
            out.v = kUnknownCard;
            out.a = std::int8_t(guildFromKey(w[1]));
            return true;
        }
        if (w.isEmpty() || r.mournerIndex(w[0]) < 0)
            return bad(u"a Mourner card id must follow"_s);
        out.type = ActionType::Activate;
        out.v = std::int16_t(r.mournerIndex(w[0]));
        const MournerKind kind = r.mourners[std::size_t(out.v)].kind;
        if (kind == MournerKind::Severamm && r.revision >= 2) // look first, swap later ("swap …")
            return w.size() == 1 ? true : bad(u"nothing follows; the swap is chosen next"_s);
        if (kind == MournerKind::Severamm) {
            if (w.size() == 2 && w[1] == u"decline"_s) {
                out.b = out.c = -1;
                return true;
            }
            if (w.size() != 4 || w[1] != u"swap"_s || r.courtIndex(w[2]) < 0 || r.courtIndex(w[3]) < 0)
                return bad(u"'decline' or 'swap CARD-IN-HAND UNDEALT-CARD' must follow"_s);
            out.b = std::int8_t(r.courtIndex(w[2]));
            out.c = std::int8_t(r.courtIndex(w[3]));
            return true;
        }
        if (kind == MournerKind::Socopharie) {
            // The discarded card may be an unknown card of a table hand.
            if (w.size() != 3 || r.courtIndex(w[1]) < 0 || cardFrom(r, Deck::Court, w[2]) < -1)
                return bad(u"the played Court card to take and the Court card to discard must follow"_s);
            out.b = std::int8_t(r.courtIndex(w[1]));
            out.c = std::int8_t(cardFrom(r, Deck::Court, w[2]));
            return true;
        }
        if (kind == MournerKind::RelicRavlatch) {
            if (w.size() != 2 || !intArg(1, v) || v < 1 || v > 2)
                return bad(u"the ability (1 or 2) must follow"_s);
            out.a = std::int8_t(v - 1);
            return true;
        }
        return w.size() == 1 ? true : bad(u"this Mourner takes no targets"_s);
    }
    if (verb == u"pass"_s || verb == u"done"_s || verb == u"skip"_s) {
        if (!w.isEmpty())
            return bad(u"nothing may follow"_s);
        out.type = verb == u"pass"_s ? ActionType::Pass : verb == u"done"_s ? ActionType::RelocateDone : ActionType::Choose;
        return true;
    }
    if (verb == u"exhaust"_s) {
        out.type = ActionType::Exhaust;
        if (w.size() == 2 && w[0] == u"unknown"_s && guildFromKey(w[1]) >= 0) {
            out.v = kUnknownCard;
            out.a = std::int8_t(guildFromKey(w[1]));
            return true;
        }
        if (w.size() != 1 || r.mournerIndex(w[0]) < 0)
            return bad(u"a Mourner card id, or 'unknown GUILD', must follow"_s);
        out.v = std::int16_t(r.mournerIndex(w[0]));
        return true;
    }
    if (verb == u"swap"_s) {
        out.type = ActionType::Swap;
        if (w.size() == 1 && w[0] == u"decline"_s) {
            out.b = out.c = -1;
            return true;
        }
        if (w.size() != 2 || r.courtIndex(w[0]) < 0 || r.courtIndex(w[1]) < 0)
            return bad(u"'decline' or CARD-IN-HAND UNDEALT-CARD must follow"_s);
        out.b = std::int8_t(r.courtIndex(w[0]));
        out.c = std::int8_t(r.courtIndex(w[1]));
        return true;
    }
    if (verb == u"select"_s) {
        if (w.size() != 1 || cardFrom(r, Deck::Wallows, w[0]) < -1)
            return bad(u"a Wallows card id (or unknown) must follow"_s);
        out.type = ActionType::PickWallows;
        out.v = std::int16_t(cardFrom(r, Deck::Wallows, w[0]));
        return true;
    }
    // Verbs answered with one of two words: the first sets a = 1, the second a = 0.
    struct TwoWords {
        QStringView verb;
        ActionType type;
        QStringView one;
        QStringView zero;
    };
    static constexpr TwoWords twoWords[] = {
        {u"artifact", ActionType::KeepArtifact, u"keep", u"play"},
        {u"end-of-round", ActionType::EndOfRound, u"yes", u"no"},
        {u"tie", ActionType::Tie, u"yes", u"no"},
    };
    for (const TwoWords &t : twoWords) {
        if (verb != t.verb)
            continue;
        if (w.size() != 1 || (w[0] != t.one && w[0] != t.zero))
            return bad(u"'%1' or '%2' must follow"_s.arg(t.one, t.zero));
        out.type = t.type;
        out.a = w[0] == t.one ? 1 : 0;
        return true;
    }
    if (verb == u"do"_s) {
        out.type = ActionType::Choose;
        out.a = 1;
        if (!tokens(0, 3))
            return false;
        const int what = resolveDetail(s);
        const bool figureOrInfluence = s.decision() == Decision::LocationAction
                                       && (what == CalvumHarrows || what == TheatersOfMemory || what == LifesEbb);
        if (figureOrInfluence && w.size() == 1 && factionFromKey(w[0]) >= 0)
            out.a = 2;
        return true;
    }
    if (verb == u"lose-card"_s) {
        out.type = ActionType::ThreatCard;
        if (w.size() == 2 && (w[0] == u"none"_s || w[0] == u"unknown"_s) && guildFromKey(w[1]) >= 0) {
            out.v = -1;
            out.a = std::int8_t(guildFromKey(w[1]));
            return true;
        }
        if (w.size() != 1 || r.mournerIndex(w[0]) < 0)
            return bad(u"a Mourner card id, or 'none GUILD', must follow"_s);
        out.v = std::int16_t(r.mournerIndex(w[0]));
        return true;
    }
    if (verb == u"lose"_s) {
        int place = 0;
        if (w.size() != 2 || guildFromKey(w[1]) < 0)
            return bad(u"a place and a guild must follow"_s);
        if (!placeToken(w[0], place))
            return bad(notAPlace(w[0]));
        out.type = ActionType::LoseFigure;
        out.a = std::int8_t(place);
        out.b = std::int8_t(guildFromKey(w[1]));
        return true;
    }
    if (verb == u"wallows"_s) {
        if (w.size() != 2 || (w[1] != u"done"_s && w[1] != u"failed"_s))
            return bad(u"the card id (or unknown) and 'done' or 'failed' must follow"_s);
        v = cardFrom(r, Deck::Wallows, w[0]);
        if (v < -1)
            return bad(u"no Wallows card '%1'"_s.arg(w[0]));
        out.type = ActionType::WallowsResult;
        out.v = std::int16_t(v);
        out.a = w[1] == u"done"_s ? 1 : 0;
        return true;
    }
    // Generic adjustments.
    if (verb == u"adjust"_s) {
        if (seatGiven == -2)
            out.seat = 0;
        int res = -1;
        for (int i = 0; i < kResources && w.size() == 2; ++i)
            if (w[0] == QLatin1StringView(kResourceKeys[i]))
                res = i;
        if (res < 0 || !intArg(1, v))
            return bad(u"a resource (etherea, unity, bone, flesh, spirit, motive, forge, unity-supply) and a change like +2 must follow"_s);
        if (v < -kAdjustMax || v > kAdjustMax) // refused, not clamped: a clamped typo would apply another change
            return bad(u"a change must be from -%1 to +%1"_s.arg(kAdjustMax));
        out.type = ActionType::Adjust;
        out.a = std::int8_t(res);
        out.v = std::int16_t(v);
        return true;
    }
    if (verb == u"meter"_s) {
        if (w.size() < 2 || w.size() > 3 || (w[0] != u"suspicion"_s && w[0] != u"threat"_s) || !intArg(1, v))
            return bad(u"'suspicion' or 'threat', a value and optionally the player who caused it must follow"_s);
        out.type = ActionType::SetMeter;
        out.a = w[0] == u"suspicion"_s ? 0 : 1;
        out.v = std::int16_t(std::clamp(v, -kAdjustMax, kAdjustMax)); // the range is checked by adjustmentProblem()
        out.seat = -1;
        if (w.size() == 3) {
            int who = 0;
            if (!token(r, w[2], who) || who >= kMaxPlayers)
                return bad(u"'%1' is not a player"_s.arg(w[2]));
            out.seat = std::int8_t(who);
        }
        return true;
    }
    if (verb == u"move"_s) {
        int from = 0, to = 0;
        if (w.size() != 3 || guildFromKey(w[2]) < 0)
            return bad(u"a place, a place and a guild must follow"_s);
        if (!placeToken(w[0], from))
            return bad(notAPlace(w[0]));
        if (!placeToken(w[1], to))
            return bad(notAPlace(w[1]));
        if (seatGiven == -2)
            return bad(u"say whose figure, e.g. 'p1 move crypt 5 mk'"_s);
        out.type = ActionType::MoveFigure;
        out.a = std::int8_t(from);
        out.b = std::int8_t(to);
        out.c = std::int8_t(guildFromKey(w[2]));
        return true;
    }
    if (verb == u"figure"_s) {
        int place = 0;
        if (w.size() != 3 || guildFromKey(w[1]) < 0 || (w[2] != u"+1"_s && w[2] != u"-1"_s))
            return bad(u"a place, a guild and +1 or -1 must follow"_s);
        if (!placeToken(w[0], place))
            return bad(notAPlace(w[0]));
        if (seatGiven == -2)
            return bad(u"say whose figure, e.g. 'p1 figure crypt mk +1'"_s);
        out.type = ActionType::ChangeFigure;
        out.a = std::int8_t(place);
        out.b = std::int8_t(guildFromKey(w[1]));
        out.v = w[2] == u"+1"_s ? 1 : -1;
        return true;
    }
    if (verb == u"holder"_s) {
        if (w.size() != 2 || !token(r, w[1], v))
            return bad(w.size() == 2 && isNumber(w[1]) ? u"'%1' is not a location: locations are 1-12"_s.arg(w[1])
                                                       : u"'alltaker', 'dreadsbane' or 'malavestros' and a player, location or 'none' must follow"_s);
        out.type = ActionType::SetHolder;
        out.seat = 0;
        if (w[0] == u"alltaker"_s)
            out.a = 0;
        else if (w[0] == u"dreadsbane"_s)
            out.a = 1;
        else if (w[0] == u"malavestros"_s)
            out.a = 2;
        else
            return bad(u"'alltaker', 'dreadsbane' or 'malavestros' must follow"_s);
        out.v = std::int16_t(v);
        return true;
    }
    return bad(u"unknown action '%1'"_s.arg(verb));
}

} // namespace mc
