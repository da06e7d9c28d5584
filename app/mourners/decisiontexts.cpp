#include "decisiontexts.h"

#include "cardtext.h"
#include "model/mourners/ruleset.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// A Court card of a table ruleset that stands for a printed card the rulebook does not describe: no
// effect of its own (BoardSettings::tableRuleset names it "another Court card").
bool isCourtSlot(const mc::CourtCard &c)
{
    return c.standIn && c.kind == mc::CourtKind::Generic && c.options[0].empty() && c.options[1].empty();
}

// Whether the card a Draw of decision `d` names is an original stand-in, not a card of the box.
bool drawnStandIn(const mc::Ruleset &r, mc::Decision d, int card)
{
    if (card < 0)
        return false;
    switch (d) {
    case mc::Decision::StartingMourner:
    case mc::Decision::DrawMourner: return r.mourners[std::size_t(card)].standIn;
    case mc::Decision::DealCourt: return r.court[std::size_t(card)].standIn && !isCourtSlot(r.court[std::size_t(card)]);
    case mc::Decision::DealWallows:
    case mc::Decision::DrawWallows:
    case mc::Decision::ChooseWallows: return r.wallows[std::size_t(card)].standIn;
    case mc::Decision::DealMotive: return r.motives[std::size_t(card)].standIn;
    default: return false;
    }
}

// The Mourner card asked about at a table's clean-up (R-CLEAN-1).
mc::MournerInPlay endOfRoundMourner(const mc::GameState &s)
{
    const auto &ms = s.player[std::size_t(std::max(0, s.currentSeat()))].mourners;
    return std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{-1, false, 0};
}

// The Wallows card asked about at clean-up (R-WAL-1), -1 for one the table did not name.
int wallowsAsked(const mc::GameState &s)
{
    const int seat = s.currentSeat();
    if (seat < 0 || seat >= s.players || s.player[std::size_t(seat)].wallows.empty())
        return -1;
    return s.player[std::size_t(seat)].wallows.front();
}

// Whether a named card's end-of-round ability is known to the app: its effects are applied.
bool knownEndOfRound(const mc::Ruleset &r, int card)
{
    return card >= 0 && r.mourners[std::size_t(card)].kind == mc::MournerKind::EndOfRound
           && !r.mourners[std::size_t(card)].effects.empty();
}

} // namespace

DecisionTexts::DecisionTexts(const mc::Game &game, std::function<bool(int)> isComputer)
    : m_names(namesOf(game)), m_isComputer(std::move(isComputer))
{
}

DecisionTexts::DecisionTexts(const EventText &names, std::function<bool(int)> isComputer)
    : m_names(names), m_isComputer(std::move(isComputer))
{
}

EventText DecisionTexts::namesOf(const mc::Game &game, bool revealHidden)
{
    QStringList names;
    for (const auto &seat : game.seats())
        names << EventText::shownSeatName(seat.name, int(names.size()));
    return EventText(game.state().rules(), names, revealHidden);
}

EventText DecisionTexts::namesOf(const mc::Game &game)
{
    // Digital play is hot-seat: what every seat sees keeps dealt cards hidden.
    return namesOf(game, game.setup().mode == mc::Mode::Table);
}

QList<GameLog::Entry> DecisionTexts::logRows(const mc::Events &events) const
{
    QList<GameLog::Entry> out;
    out.reserve(qsizetype(events.size()));
    int round = 0; // 0: the step's own round (the log fills it in); from a new round on, that round
    for (std::size_t i = 0; i < events.size(); ++i) {
        if (events[i].type == mc::EventType::RoundStarted)
            round = events[i].v;
        if (events[i].type != mc::EventType::MajorityCount)
            out.append(GameLog::Entry{m_names.sentence(events, i), QString::fromLatin1(events[i].rule), round,
                                      m_names.cardTips(events[i])});
    }
    return out;
}

GameLog::Entry DecisionTexts::decided(int seat) const
{
    //: %1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).
    return GameLog::Entry{tr("%1 has decided.").arg(m_names.seatName(seat)), {}};
}

GameLog::Entry DecisionTexts::decided(const mc::GameState &before, const mc::Action &a) const
{
    // Only choices every seat sees at the table are told: a relocation's route is public (R-ACT-6);
    // a bid, a draft pick or a motive never reaches this row in words.
    const QString who = m_names.seatName(before.currentSeat());
    const bool freeRoute = before.decision() == mc::Decision::RelocateRoute;
    if (a.type == mc::ActionType::Relocate) {
        if (freeRoute)
            //: %1 a player, %2 the place the figures leave, %3 the location they go to; the figures
            //: follow one by one (a free relocation, Gallevarbe).
            return GameLog::Entry{tr("%1 relocates for free from %2 to %3.")
                                          .arg(who, m_names.placeName(a.a), m_names.placeName(a.b)),
                                  u"R-ACT-6"_s};
        //: %1 a player, %2 the place the figures leave, %3 the location they go to; the figures follow
        //: one by one, each for 1 Influence.
        return GameLog::Entry{tr("%1 relocates from %2 to %3.").arg(who, m_names.placeName(a.a), m_names.placeName(a.b)),
                              u"R-ACT-6"_s};
    }
    if (a.type == mc::ActionType::RelocateDone && freeRoute)
        //: %1 a player who gives up the free relocation of a card (Gallevarbe).
        return GameLog::Entry{tr("%1 makes no free relocation.").arg(who), u"R-ACT-6"_s};
    return decided(before.currentSeat());
}

GameLog::Entry DecisionTexts::decidedOpenly(const mc::GameState &before, const mc::Action &a) const
{
    const QString who = m_names.seatName(before.currentSeat());
    switch (a.type) {
    case mc::ActionType::Bid:
        //: A finished game's replay: %1 a player, %2 the Etherea of their blind bid (R-TITHE-2).
        return GameLog::Entry{tr("%1 bid %2 Etherea in secret.").arg(who).arg(a.v), u"R-TITHE-2"_s};
    case mc::ActionType::DraftPick:
        //: A finished game's replay: %1 a player, %2 the Court card they kept (R-DRAFT-2).
        return GameLog::Entry{tr("%1 kept %2 of the hand passed to them.").arg(who, m_names.courtName(a.v)),
                              u"R-DRAFT-2"_s, 0, m_names.cardTip(0, a.v)};
    default:
        //: A finished game's replay: %1 a player, %2 what they chose (a button's label).
        return GameLog::Entry{tr("%1 chose: %2.").arg(who, action(before, a)), {}};
    }
}

QString DecisionTexts::crowdTable(const mc::Ruleset &r)
{
    // D-CROWD-ROLL: consecutive faces with the same outcome are told as one range.
    QStringList parts;
    for (int face = 1; face <= 6;) {
        const mc::CrowdOutcome outcome = r.crowdRoll[std::size_t(face - 1)];
        int last = face;
        while (last < 6 && r.crowdRoll[std::size_t(last)] == outcome)
            ++last;
        const QString faces = face == last ? QString::number(face) : u"%1–%2"_s.arg(face).arg(last);
        switch (outcome) {
        case mc::CrowdOutcome::Destroy:
            //: A crowd roll (R-DREAD-2): %1 die faces such as "1–2".
            parts << tr("%1: destroyed").arg(faces);
            break;
        case mc::CrowdOutcome::Crypt:
            parts << tr("%1: back to the Crypt").arg(faces);
            break;
        case mc::CrowdOutcome::Stay:
            //: The crowding roll: %1 the die face(s), e.g. "5–6", on which the figure stays.
            parts << tr("%1: stays").arg(faces);
            break;
        }
        face = last + 1;
    }
    return parts.join(u"; "_s);
}

QString DecisionTexts::decision(const mc::GameState &s) const
{
    const EventText &names = m_names;
    const QString who = names.seatName(s.currentSeat());
    const mc::Ruleset &r = s.rules();
    switch (s.decision()) {
    case mc::Decision::None:
        return tr("The game is over.");
    case mc::Decision::DealMotive:
        //: Table play: the people say which card was dealt. "draw unknown" is an action of the notation.
        return tr("Deal the Ulterior Motives: enter each card dealt, or “draw unknown”.");
    case mc::Decision::KeepMotive:
        //: %1 a player (R-SETUP-4).
        return tr("%1 keeps one Ulterior Motive, which declares their faction.").arg(who);
    case mc::Decision::StartingMourner:
        return tr("Enter the starting Mourner drawn for the next player.");
    case mc::Decision::Dice:
        //: %1 the first player (R-DIST-1).
        return tr("%1 rolls the dice: enter the total.").arg(names.seatName(s.firstPlayer));
    case mc::Decision::SetPile:
        //: %1 the first player (R-DIST-2).
        return tr("%1 sizes the next Etherea pile, largest first.").arg(who);
    case mc::Decision::PickPile:
        //: %1 a player (R-DIST-3).
        return tr("%1 takes a pile of Etherea, or 2 Influence instead.").arg(who);
    case mc::Decision::DealWallows:
        //: R-WAL-1: %1 the player who is dealt a Wallows card face up now.
        return tr("Which Wallows card was dealt face up to %1?").arg(names.seatName((s.firstPlayer + s.counter) % s.players));
    case mc::Decision::DealCourt:
        if (s.mode == mc::Mode::Table)
            //: R-DRAFT-1..3 at a table: %1 the round.
            return tr("Round %1: deal and draft the Court cards at the table.").arg(s.round);
        return tr("Enter the Court card dealt, or “draw unknown”.");
    case mc::Decision::DraftPick:
        //: %1 a player (R-DRAFT-2).
        return tr("%1 keeps one Court card of the hand passed to them.").arg(who);
    case mc::Decision::Turn:
        //: %1 a player (R-ACT-1).
        return tr("%1's turn: play a Court card, recruit, relocate, activate a Mourner or pass.").arg(who);
    case mc::Decision::RelocateRoute:
        return tr("%1 chooses where the free relocation goes from and to.").arg(who);
    case mc::Decision::RelocateAdd:
        return tr("%1 adds figures to the relocation one at a time, then says done.").arg(who);
    case mc::Decision::DrawMourner:
        return tr("Enter the Mourner card drawn.");
    case mc::Decision::DrawWallows:
        return tr("Enter the extra Wallows card drawn.");
    case mc::Decision::Exhaust:
        return tr("%1 chooses an opponent's Mourner to exhaust.").arg(who);
    case mc::Decision::CrowdRoll:
        if (s.counter >= 0 && std::size_t(s.counter) < s.atRisk.size()) {
            const mc::AtRisk &risk = s.atRisk[std::size_t(s.counter)];
            //: %1 player, %2 guild, %3 over-crowded location (R-DREAD-2).
            return tr("Roll one die for %1's %2 figure at %3 (over-crowded).")
                    .arg(names.seatName(risk.owner), names.guildName(risk.guild), names.placeName(risk.location));
        }
        return tr("Roll one die for a figure at risk in an over-crowded location.");
    case mc::Decision::Bid:
        if (s.tithePending() == 0)
            //: %1 player. The Dirth Forge covered the whole tithe, yet everyone still bids (R-TITHE-2).
            return tr("%1 makes a blind tithe bid; the Dirth Forge has already paid the tithe.").arg(who);
        //: %1 player, %n Etherea still owed (R-TITHE-2).
        return tr("%1 makes a blind tithe bid; %n Etherea still owed.", "", s.tithePending()).arg(who);
    case mc::Decision::AlltakerTie: {
        // R-MAJ-3: the tie being resolved now, a location or a guild.
        const int idx = s.resolveIndex;
        if (idx >= 0 && idx < mc::kLocations)
            //: %1 the Alltaker's holder, %2 the location whose majority is tied (R-MAJ-3).
            return tr("%1 may use the Alltaker to win the tie at %2.").arg(who, names.placeName(idx));
        if (idx >= mc::kLocations && idx < mc::kLocations + mc::kGuilds)
            //: %1 the Alltaker's holder, %2 the guild whose majority is tied (R-MAJ-3).
            return tr("%1 may use the Alltaker to win the tie for the %2 majority.")
                    .arg(who, names.guildName(r.guildOrder[std::size_t(idx - mc::kLocations)]));
        //: %1 the Alltaker's holder (R-MAJ-3).
        return tr("%1 may use the Alltaker to win this tie.").arg(who);
    }
    case mc::Decision::LocationAction: {
        const int loc = std::clamp<int>(s.resolveIndex, 0, mc::kLocations - 1);
        //: %1 player, %2 location, %3 its action, e.g. "take 3 Etherea" (R-MAJ-1).
        return tr("%1 may perform the action of %2: %3.").arg(who, names.placeName(loc), locationBonus(r, loc));
    }
    case mc::Decision::GuildAction: {
        const int i = std::clamp<int>(s.resolveIndex - mc::kLocations, 0, mc::kGuilds - 1);
        const int guild = r.guildOrder[std::size_t(i)];
        //: %1 player, %2 guild, %3 its bonus, e.g. "take 3 Etherea" (R-MAJ-2).
        return tr("%1 may take the bonus of the %2: %3.").arg(who, names.guildName(guild), guildBonus(r, guild));
    }
    case mc::Decision::PayInfluence:
        //: %1 player (R-PAY-1).
        return tr("%1 pays a missing Unity point with Influence of a faction.").arg(who);
    case mc::Decision::ThreatCard:
        //: %1 the player on the left of whoever raised Threat to 10 (R-THREAT-10).
        return tr("%1 chooses which Mourner card is lost.").arg(who);
    case mc::Decision::FigureLoss:
        return tr("%1 chooses which figure they lose.").arg(who);
    case mc::Decision::WallowsResult: {
        const int card = wallowsAsked(s);
        if (card >= 0)
            //: %1 player, %2 their Wallows card (R-WAL-1).
            return tr("Clean-up: did %1 complete the Wallows card %2?").arg(who, names.cardName(2, card));
        //: %1 player (R-WAL-1).
        return tr("%1 says whether their Wallows objective was completed.").arg(who);
    }
    case mc::Decision::SeverammSwap:
        //: %1 the holder of Severamm, who now sees the Court cards not dealt this round.
        return tr("%1 looks at the undealt Court cards: swap one of theirs for one of them, or keep their cards.").arg(who);
    case mc::Decision::ChooseWallows:
        //: %1 the holder of Relic Ravlatch.
        return tr("%1 selects a Wallows card to put into play beside their others.").arg(who);
    case mc::Decision::KeepArtifact:
        //: %1 the holder of Relic Ravlatch, who drew an artifact.
        return tr("%1 drew an artifact: keep it for the game (its benefit now), or play it as a Wallows card.").arg(who);
    case mc::Decision::EndOfRound: {
        const auto &ms = s.player[std::size_t(std::max(0, s.currentSeat()))].mourners;
        const mc::MournerInPlay m = std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{};
        if (m.card < 0)
            //: R-CLEAN-1 at a table. %1 player, %2 the guild of their Mourner card the app was not told.
            return tr("Clean-up: does an end-of-round ability of %1's unnamed Mourner (%2) apply this round?")
                    .arg(who, names.guildName(m.guild));
        //: R-CLEAN-1 at a table. %1 player, %2 their Mourner card.
        return tr("Clean-up: does the end-of-round ability of %1's %2 apply this round?").arg(who, names.mournerName(m.card));
    }
    }
    return {};
}

QString DecisionTexts::courtWay(const mc::GameState &s, const mc::Action &a, bool withTarget) const
{
    const mc::Ruleset &R = s.rules();
    const EventText &n = m_names;
    if (a.type != mc::ActionType::PlayCourt || a.v < 0 || std::size_t(a.v) >= R.court.size())
        return {};
    const auto faction = [](int f) { return EventText::factionName(f); };
    const mc::CourtCard &card = R.court[std::size_t(a.v)];
    if (!withTarget) {
        if (card.kind == mc::CourtKind::Malavestros && a.a == 0)
            //: Malavestros action 1 before its location is chosen (R-MAJ-4).
            return tr("Malavestros to a location");
        if (card.kind == mc::CourtKind::Auraghost && a.a == 0)
            //: Auraghost action 1 before its player is chosen.
            return tr("a player pays 2 Etherea to the Forge");
        if (card.kind == mc::CourtKind::Cleopsis && a.a == 0)
            //: Cleopsis action 1 before its victim and factions are chosen.
            return tr("steal 2 Influence from a player");
        if (card.kind == mc::CourtKind::Gethsemoni && a.a == 0)
            return tr("steal 1 Flesh Influence from a player");
        if (card.kind == mc::CourtKind::Gethsemoni)
            //: Gethsemoni action 2 before its figure is chosen.
            return tr("move a figure to Cryptus Akhor");
    }
    QString target;
    if (card.kind == mc::CourtKind::Malavestros && a.a == 0)
        //: Malavestros action 1 (R-MAJ-4): %1 the location.
        target = tr("Malavestros to %1").arg(n.placeName(a.b));
    else if (card.kind == mc::CourtKind::Malavestros)
        target = tr("deactivate one Mourner of each opponent");
    else if (card.kind == mc::CourtKind::Auraghost && a.a == 0)
        //: Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.
        target = tr("%1 pays 2 Etherea to the Forge").arg(n.seatName(a.b));
    else if (card.kind == mc::CourtKind::Cleopsis && a.a == 0)
        //: Cleopsis action 1: %1 the victim, %2 %3 factions.
        target = tr("steal %2 + %3 Influence from %1").arg(n.seatName(a.b), faction(a.c), faction(a.d));
    else if (card.kind == mc::CourtKind::Gethsemoni && a.a == 0)
        target = tr("steal 1 Flesh Influence from %1").arg(n.seatName(a.b));
    else if (card.kind == mc::CourtKind::Gethsemoni && a.b < 0)
        target = tr("nothing to move");
    else if (card.kind == mc::CourtKind::Gethsemoni)
        //: Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.
        target = tr("%1's %2 from %3 to Cryptus Akhor").arg(n.seatName(a.b), n.guildName(a.d), n.placeName(a.c));
    else if (card.kind == mc::CourtKind::Gallevarbe && a.a == 0)
        target = tr("one free relocation");
    else if (card.kind == mc::CourtKind::Death && !card.options[std::size_t(a.a)].empty())
        //: Death (R-DEATH-1): %1 what its action does, e.g. "gain 2 Etherea".
        target = tr("take the Alltaker; %1").arg(CardText::effects(R, card.options[std::size_t(a.a)]));
    else if (card.kind == mc::CourtKind::Death)
        target = tr("take the Alltaker; apply the card's effect with adjustments");
    else if (!card.options[std::size_t(a.a)].empty())
        // What will happen, in the card editor's words ("gain 2 Bone Influence").
        target = CardText::effects(R, card.options[std::size_t(a.a)]);
    else
        target = tr("apply the card's effect with adjustments");
    return target;
}

QList<ChoiceRow> DecisionTexts::choiceRows(const mc::GameState &s, const std::vector<mc::Action> &legal) const
{
    const mc::Ruleset &r = s.rules();
    const bool table = s.mode == mc::Mode::Table;
    const EventText &names = m_names;
    QList<ChoiceRow> rows;
    rows.reserve(qsizetype(legal.size()));
    for (const mc::Action &a : legal) {
        QString group;
        int value = 0;
        QVariantMap extra;
        QString cardKind;
        QString cardName;
        switch (a.type) {
        case mc::ActionType::PlayCourt: {
            group = u"court"_s;
            if (a.v < 0) { // a card the table does not name ("play unknown 1|2")
                cardKind = u"other"_s; // shown as "Another card" by the phase guide
                //: A Court card the players do not name in the app; its effect is entered as a correction.
                cardName = tr("A card not named here");
                break;
            }
            const mc::CourtCard &card = r.court[std::size_t(a.v)];
            cardName = card.name;
            switch (card.kind) {
            case mc::CourtKind::Death: cardKind = u"death"_s; break;
            case mc::CourtKind::Malavestros: cardKind = u"malavestros"_s; break;
            case mc::CourtKind::Auraghost: cardKind = u"auraghost"_s; break;
            case mc::CourtKind::Cleopsis: cardKind = u"cleopsis"_s; break;
            case mc::CourtKind::Gallevarbe: cardKind = u"gallevarbe"_s; break;
            case mc::CourtKind::Gethsemoni: cardKind = u"gethsemoni"_s; break;
            case mc::CourtKind::Generic: cardKind = table ? u"other"_s : u"generic"_s; break;
            }
            break;
        }
        case mc::ActionType::Recruit: group = u"recruit"_s; break;
        case mc::ActionType::RecruitMourner: group = u"mourner"_s; break;
        case mc::ActionType::Relocate:
            group = u"relocate"_s;
            // The panel picks the starting place first, then the destination.
            extra = {{u"from"_s, int(a.a)},
                     {u"fromLabel"_s, a.a == mc::kCrypt ? tr("from the Crypt")
                                                         //: A relocation's starting location; %1 its number 1-12.
                                                         : tr("from %1").arg(a.a + 1)},
                     //: A relocation's destination: %1 the location, %2 the faction paid (R-ACT-6).
                     {u"toLabel"_s, tr("→ %1 (1 %2 Influence per figure)")
                                            .arg(names.placeName(a.b), EventText::factionName(r.locations[std::size_t(a.b)].faction))}};
            break;
        case mc::ActionType::Activate: group = u"activate"_s; break;
        case mc::ActionType::Pass: group = u"pass"_s; break;
        case mc::ActionType::Choose: group = a.a == 0 ? u"skip"_s : u"do"_s; break;
        case mc::ActionType::Bid: // R-TITHE-2: the legal amounts are the engine's (D-BID)
            group = u"bid"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Roll: // R-DREAD-2: one die for the figure at risk
            group = u"roll"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Dice:
        case mc::ActionType::SetPile:
            group = u"choice"_s;
            value = int(a.v);
            break;
        default: group = u"choice"_s; break;
        }
        rows.append(ChoiceRow{});
        ChoiceRow &row = rows.last();
        row.kind = group;
        // The turn's panel lists new figures and new Mourners together (R-ACT-5).
        row.group = group == u"mourner"_s ? u"recruit"_s : group;
        row.seat = int(a.seat);
        row.label = action(s, a);
        if (a.type == mc::ActionType::KeepMotive) {
            // The seat's own choice (after its hand-off): the card's name when known, with the faction
            // it declares; the log and other texts say only the faction.
            const auto &dealt = a.seat >= 0 && a.seat < s.players ? s.player[std::size_t(a.seat)].motivesDealt
                                                                   : decltype(s.player[0].motivesDealt){};
            const int card = a.a >= 0 && std::size_t(a.a) < dealt.size() ? int(dealt[std::size_t(a.a)]) : -1;
            if (card >= 0 && std::size_t(card) < r.motives.size())
                //: Keeping an Ulterior Motive: %1 the card's name, %2 the faction it declares.
                row.label = tr("%1 (%2)").arg(r.motives[std::size_t(card)].name, row.label);
        }
        row.detail = detail(s, a);
        row.value = value;
        // The whole Court card in words, for the card's own button (both actions).
        const QString cardText = a.type == mc::ActionType::PlayCourt && a.v >= 0 ? CardText::court(r, r.court[std::size_t(a.v)])
                                                                              : QString();
        extra.insert(QVariantMap{{u"type"_s, int(a.type)}, {u"a"_s, int(a.a)}, {u"b"_s, int(a.b)}, {u"c"_s, int(a.c)},
                      {u"d"_s, int(a.d)}, {u"v"_s, int(a.v)}, {u"cardKind"_s, cardKind}, {u"cardName"_s, cardName},
                      {u"cardText"_s, cardText}, {u"way"_s, courtWay(s, a)},
                      {u"wayTitle"_s, courtWay(s, a, false)}});
        row.extra = extra;
        row.payload = a.key();
    }
    // R-DIST-3: every pile keeps its place in the list; one taken (or as large as one offered before it)
    // stays as a disabled button, so that the next player's buttons do not move under the pointer.
    if (s.decision() == mc::Decision::PickPile && !legal.empty()) {
        QList<ChoiceRow> piles;
        for (int i = 0; i < s.pileCount; ++i) {
            const auto offered = std::find_if(rows.cbegin(), rows.cend(), [i](const ChoiceRow &row) {
                return row.extra.value(u"type"_s).toInt() == int(mc::ActionType::TakePile) && row.extra.value(u"a"_s).toInt() == i;
            });
            if (offered != rows.cend()) {
                piles.append(*offered);
                continue;
            }
            ChoiceRow slot;
            slot.kind = u"choice"_s;
            slot.group = u"choice"_s;
            slot.seat = s.currentSeat();
            slot.enabled = false;
            mc::Action placeholder; // never applied (the row is disabled): a key no other row has
            placeholder.type = mc::ActionType::TakePile;
            placeholder.seat = std::int8_t(s.currentSeat());
            placeholder.a = std::int8_t(i);
            slot.payload = placeholder.key();
            // The label of the pile as it was offered: the button keeps its width too.
            slot.label = action(s, placeholder);
            slot.whyNot = (s.pileTaken & (1u << i)) ? tr("Another player took this pile.")
                                                    : tr("A pile of the same size comes first in the list.");
            slot.extra = {{u"type"_s, -1}, {u"pile"_s, i}};
            piles.append(slot);
        }
        for (const ChoiceRow &row : std::as_const(rows))
            if (row.extra.value(u"type"_s).toInt() != int(mc::ActionType::TakePile))
                piles.append(row);
        rows = piles;
        // The guide shows the piles and the Influence taken instead in two columns.
        for (ChoiceRow &row : rows)
            row.extra.insert(u"pileRow"_s, row.extra.value(u"type"_s).toInt() != int(mc::ActionType::TakeInfluence));
    }
    return rows;
}

QString DecisionTexts::action(const mc::GameState &s, const mc::Action &a) const
{
    const EventText &n = m_names;
    const mc::Ruleset &R = s.rules();
    const auto faction = [](int f) { return EventText::factionName(f); };
    using T = mc::ActionType;
    switch (a.type) {
    case T::Draw:
        if (a.v >= 0) {
            const QString name = s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner
                                         ? u"%1 (%2)"_s.arg(n.mournerName(a.v), n.guildName(R.mourners[std::size_t(a.v)].guild))
                                         : n.cardName(s.decision() == mc::Decision::DealCourt ? 0 : 2, a.v);
            //: A card of the app's original stand-in set, not a printed card of the box. %1 its name.
            return drawnStandIn(R, s.decision(), a.v) ? tr("%1 (stand-in)").arg(name) : name;
        }
        if (s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner)
            //: A Mourner card the app need not know; %1 the guild of its figure.
            return tr("Unknown card (%1)").arg(n.guildName(a.a));
        if (s.decision() == mc::Decision::DealCourt && s.mode == mc::Mode::Table)
            //: A table has dealt and drafted its Court cards without naming them to the app (R-DRAFT-1..3).
            return tr("The draft is done");
        return tr("Unknown card");
    case T::Dice:
    case T::Roll:
    case T::Bid: return QString::number(a.v);
    case T::KeepMotive: return faction(a.a);
    case T::SetPile: return tr("%1 Etherea").arg(a.v);
    case T::TakePile:
        //: %1 pile number, %2 Etherea in it.
        return tr("Pile %1: %2 Etherea").arg(a.a + 1).arg(s.piles[std::size_t(a.a)]);
    case T::TakeInfluence:
        return a.a == a.b ? tr("2 %1 Influence").arg(faction(a.a))
                          : tr("1 %1 + 1 %2 Influence").arg(faction(a.a), faction(a.b));
    case T::DraftPick: return n.courtName(a.v);
    case T::PlayCourt: {
        if (a.v < 0)
            //: %1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.
            return tr("A card not named here, action %1 (enter its effect as an adjustment)").arg(a.a + 1);
        //: %1 card, %2 action number, %3 what it does.
        return tr("%1, action %2: %3").arg(R.court[std::size_t(a.v)].name).arg(a.a + 1).arg(courtWay(s, a));
    }
    case T::Recruit:
        //: %1 guild, %2 cost in Etherea (D-COST).
        return tr("%1 (%2 Etherea)").arg(n.guildName(a.a)).arg(R.costFigure);
    case T::RecruitMourner: return tr("%1 Mourner (%2 Etherea)").arg(faction(a.a)).arg(R.costMourner);
    case T::Relocate:
        if (s.decision() == mc::Decision::RelocateRoute)
            //: %1 from, %2 to: the route of a free relocation (Gallevarbe), no Influence to pay.
            return tr("%1 → %2 (free)").arg(n.placeName(a.a), n.placeName(a.b));
        //: %1 from, %2 to, %3 faction of the destination (R-ACT-6).
        return tr("%1 → %2 (1 %3 Influence per figure)")
                .arg(n.placeName(a.a), n.placeName(a.b), faction(R.locations[std::size_t(a.b)].faction));
    case T::Activate: {
        if (a.v < 0)
            //: %1 the guild of a Mourner the table did not name; its effect is entered as a correction.
            return tr("Unknown Mourner (%1): enter its effect as an adjustment").arg(n.guildName(a.a));
        // Cards with more than one way to use them get one button each: say which is which.
        const QString name = n.mournerName(a.v);
        switch (R.mourners[std::size_t(a.v)].kind) {
        case mc::MournerKind::Severamm:
            if (R.revision >= 2)
                //: %1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.
                return tr("%1: look at the undealt Court cards").arg(name);
            if (a.b < 0)
                return tr("%1: look, keep my cards").arg(name);
            //: %1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.
            return tr("%1: give %2, take %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::Socopharie:
            //: %1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.
            return tr("%1: take back %2, give %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::RelicRavlatch:
            return a.a == 0
                           //: %1 Relic Ravlatch, first ability.
                           ? tr("%1: select a Wallows card").arg(name)
                           //: %1 Relic Ravlatch, second ability (an artifact may be kept).
                           : tr("%1: draw a Wallows card").arg(name);
        default: {
            const mc::Effects &effects = R.mourners[std::size_t(a.v)].effects;
            if (effects.empty())
                //: %1 a Mourner whose ability the app does not know (a table's printed card): the turn is used.
                return tr("%1 (enter its effect as an adjustment)").arg(name);
            //: %1 a Mourner, %2 what its ability does now, e.g. "gain 2 Etherea".
            return tr("%1: %2").arg(name, CardText::effects(R, effects));
        }
        }
    }
    case T::Pass: return tr("Pass", "skip the turn");
    case T::RelocateAdd: {
        const mc::Task &t = s.tasks.front();
        //: %1 guild, %2 the cost of moving it.
        return tr("Move a %1 figure (%2)")
                .arg(n.guildName(a.a),
                     //: Moving this figure costs nothing.
                     t.c == 1 ? tr("free")
                              : tr("1 %1 Influence").arg(faction(R.locations[std::size_t(t.b)].faction)));
    }
    case T::RelocateDone:
        //: Ends adding figures to the relocation.
        return tr("Done");
    case T::Exhaust:
        return a.v >= 0 ? n.mournerName(a.v) : tr("Unknown Mourner (%1)").arg(n.guildName(a.a));
    case T::Tie: return a.a ? tr("Yes, win the tie") : tr("No, leave the tie");
    case T::Choose: {
        if (a.a == 0)
            //: Decline a location action or guild bonus (it is optional).
            return tr("Skip");
        const bool loc = s.decision() == mc::Decision::LocationAction;
        const int what = loc ? s.resolveIndex : R.guildOrder[std::size_t(s.resolveIndex - mc::kLocations)];
        if (loc) {
            switch (what) {
            case mc::VadlumGates:
            case mc::MortissVeth: return tr("%1 Influence").arg(faction(a.b));
            case mc::CurioCryptus: return tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
            case mc::CalvumHarrows:
            case mc::TheatersOfMemory:
            case mc::LifesEbb:
                return a.a == 1 ? tr("a %1 figure").arg(n.guildName(a.b)) : tr("1 %1 Influence").arg(faction(a.b));
            case mc::Hushhyde:
            case mc::GrendallsPillars:
                return tr("return your %1 from %2 to the Crypt").arg(n.guildName(a.c), n.placeName(a.b));
            //: Perform a location action (R-MAJ-1): %1 what it does, e.g. "take 3 Etherea".
            default: return tr("Yes: %1").arg(locationBonus(R, what));
            }
        }
        switch (what) {
        case mc::CouncilOfOsteomancy:
            return a.b == a.c ? tr("2 %1 Influence").arg(faction(a.b))
                              : tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
        case mc::ConclaveOfShadows:
            return tr("remove %1's %2 at %3").arg(n.seatName(a.b), n.guildName(a.d), n.placeName(a.c));
        case mc::ShroudrieviesCoven: return tr("a %1 figure").arg(n.guildName(a.b));
        //: Take a guild's bonus (R-MAJ-2): %1 what it does, e.g. "take 3 Etherea".
        default: return tr("Yes: %1").arg(guildBonus(R, what));
        }
    }
    case T::Pay: return tr("%1 Influence").arg(faction(a.a));
    case T::ThreatCard:
        if (a.v >= 0)
            return n.mournerName(a.v);
        return !s.tasks.empty() && !s.player[std::size_t(s.tasks.front().seat)].mourners.empty()
                       ? tr("Unknown Mourner (%1)").arg(n.guildName(a.a))
                       : tr("No card: a %1 figure").arg(n.guildName(a.a));
    case T::LoseFigure:
        //: A figure to lose: %1 its guild, %2 the location it stands at.
        return tr("%1 at %2").arg(n.guildName(a.b), n.placeName(a.a));
    case T::WallowsResult: {
        if (a.v < 0)
            return a.a ? tr("Completed") : tr("Not completed");
        // R-WAL-1: say what the answer applies.
        const mc::WallowsCard &w = R.wallows[std::size_t(a.v)];
        if (a.a)
            //: A named Wallows card's objective was met: %1 its reward, e.g. "gain 1 Unity".
            return w.reward.empty() ? tr("Completed (no reward)") : tr("Completed: %1").arg(CardText::effects(R, w.reward));
        //: A named Wallows card's objective was not met: %1 its penalty, e.g. "raise Suspicion by 1".
        return w.penalty.empty() ? tr("Not completed (no penalty)") : tr("Not completed: %1").arg(CardText::effects(R, w.penalty));
    }
    case T::Swap:
        if (a.b < 0)
            //: Severamm: look at the undealt Court cards and keep the hand as it is.
            return tr("Keep my cards");
        //: Severamm: %1 the Court card given back, %2 the undealt card taken instead.
        return tr("Give %1, take %2").arg(n.courtName(a.b), n.courtName(a.c));
    case T::PickWallows:
        if (a.v < 0)
            //: Relic Ravlatch at a table: a Wallows card the app is not told.
            return tr("A card not named here");
        //: %1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.
        return tr("%1 (%2)").arg(n.cardName(2, a.v), n.wallowsSummary(a.v));
    case T::KeepArtifact:
        //: Relic Ravlatch: keep the drawn artifact for the game, or play it as this round's Wallows card.
        return a.a ? tr("Keep the artifact") : tr("Play it as a Wallows card");
    case T::EndOfRound:
        if (a.a) {
            const mc::MournerInPlay m = endOfRoundMourner(s);
            if (knownEndOfRound(R, m.card))
                //: Clean-up at a table: %1 what the named Mourner's end-of-round ability does, e.g. "gain 1 Etherea".
                return tr("Yes, it applies: %1").arg(CardText::effects(R, R.mourners[std::size_t(m.card)].effects));
        }
        //: Clean-up at a table: does this Mourner's end-of-round ability apply this round?
        return a.a ? tr("Yes, it applies") : tr("No effect this round");
    default: return mc::actionToText(s, a);
    }
}

QString DecisionTexts::guide(const mc::GameState &s) const
{
    const mc::Ruleset &R = s.rules();
    const EventText &n = m_names;
    switch (s.decision()) {
    case mc::Decision::Dice:
        //: R-DIST-1. %1 the first player, %2 number of dice.
        return tr("%1 rolls %2 dice and takes the total in Etherea. Tap the total rolled. [R-DIST-1]")
                .arg(n.seatName(s.firstPlayer))
                .arg(int(s.players));
    case mc::Decision::SetPile: {
        int rest = s.diceTotal;
        for (int i = 0; i < s.pileCount; ++i)
            rest -= s.piles[std::size_t(i)];
        //: R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %n Etherea left to split.
        return tr("%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? "
                  "Left to split: %n Etherea; the last pile is what remains. [R-DIST-2]", "", rest)
                .arg(n.seatName(s.firstPlayer))
                .arg(int(s.players) + R.pileExtra)
                .arg(s.pileCount + 1);
    }
    case mc::Decision::PickPile:
        if (s.mode == mc::Mode::Digital)
            //: R-DIST-3/4 in digital play, asked of the player who picks now: %1 their name.
            return tr("%1, which pile do you take? Or 2 Influence instead of a pile. Piles nobody takes go to the "
                      "Dirth Forge. [R-DIST-3]")
                    .arg(n.seatName(s.currentSeat()));
        //: R-DIST-3/4.
        return tr("Which pile did %1 take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth "
                  "Forge. [R-DIST-3]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::Turn:
        if (s.endingInActions)
            //: R-END-2.
            return tr("%1's final turn: the last Unity has left the supply, so everyone gets exactly one more turn, "
                      "then phases 5–8 end the game. [R-END-2]")
                    .arg(n.seatName(s.currentSeat()));
        //: R-ACT-1/2. %2 passes in a row so far.
        return tr("%1's turn: one action. The phase ends when every player has passed in a row (%2 of %3 so far). "
                  "[R-ACT-2]")
                .arg(n.seatName(s.currentSeat()))
                .arg(int(s.counter))
                .arg(int(s.players));
    case mc::Decision::RelocateRoute: return tr("Choose from where and to where the figures move. [R-ACT-6]");
    case mc::Decision::RelocateAdd:
        if (!s.tasks.empty() && s.tasks.front().c == 1)
            //: A free relocation (Gallevarbe): the figures move without paying Influence.
            return tr("Tap each figure that moves, one at a time; they move for free. Then Done. [R-ACT-6]");
        return tr("Tap each figure that moves, one at a time; each pays its Influence. Then Done. [R-ACT-6]");
    case mc::Decision::DrawMourner:
        return tr("Which Mourner was drawn? Tap its name, or “unknown” with the guild of its figure. [R-ACT-5]");
    case mc::Decision::Exhaust:
        return tr("%1 chooses a ready Mourner of an opponent to deactivate (Malavestros).")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::CrowdRoll:
        //: R-DREAD-2. %1 what each die face does, from this board's own table, e.g. "1–2: destroyed; 3: back to
        //: the Crypt; 4–6: stays".
        return tr("Roll one die for each figure at risk, in order. %1. The Dreadsbane holder's figures are never "
                  "rolled for. [R-DREAD-2]")
                .arg(crowdTable(R));
    case mc::Decision::Bid:
        if (s.tithePending() == 0)
            //: R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity.
            return tr("The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains "
                      "%1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. "
                      "The bids are revealed together. [R-TITHE-2]")
                    .arg(R.titheTopUnity)
                    .arg(R.titheTieUnity)
                    .arg(R.titheOtherUnity)
                    .arg(R.titheNothingLoss);
        return tr("Blind tithe bidding: each player bids in secret; the bids are revealed together. [R-TITHE-2]");
    case mc::Decision::AlltakerTie:
        return tr("%1 holds the Alltaker and is among the tied players: win this tie? Once per round, for a "
                  "location or a guild only. [R-MAJ-3]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::LocationAction:
    case mc::Decision::GuildAction: {
        const bool loc = s.decision() == mc::Decision::LocationAction;
        const QString text =
                loc ? tr("%1 has the majority here and may perform the location's action: all of it or none. [R-MAJ-1]")
                              .arg(n.seatName(s.currentSeat()))
                    : tr("%1 has the majority of this guild and may take its bonus. [R-MAJ-2]").arg(n.seatName(s.currentSeat()));
        const std::vector<mc::Action> legal = s.legalActions();
        if (std::all_of(legal.begin(), legal.end(), [](const mc::Action &x) { return x.type == mc::ActionType::Choose && x.a == 0; }))
            //: %1 the guide's sentence. Why only "Skip" is offered for a location action or guild bonus (R-COMP-2/3).
            return tr("%1 Only Skip is offered: nothing of it can be gained now (no base left, or none of those figures "
                      "left in the supply).")
                    .arg(text);
        return text;
    }
    case mc::Decision::PayInfluence:
        return tr("%1 must lose Unity they do not have: each missing point is paid with 1 Influence of a faction "
                  "they choose. [R-PAY-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::ThreatCard:
        return tr("%1 (on the left of whoever raised Threat to the top) chooses which Mourner card they lose. "
                  "[R-THREAT-10]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::FigureLoss:
        //: R-THREAT-10: where the lost figure goes.
        return tr("The figure goes back to the supply and its base back to its owner. [R-THREAT-10]");
    case mc::Decision::WallowsResult: {
        const int card = wallowsAsked(s);
        if (card < 0)
            return tr("Clean-up: was %1's Wallows objective completed this round? Enter its reward or penalty with "
                      "adjustments. [R-WAL-1]")
                    .arg(n.seatName(s.currentSeat()));
        //: R-WAL-1. %1 player, %2 their Wallows card, %3 what the card asks, gives and takes.
        return tr("Was the objective of %1's %2 met this round? %3 The app applies the reward or the penalty. [R-WAL-1]")
                .arg(n.seatName(s.currentSeat()), n.cardName(2, card), CardText::wallows(R, R.wallows[std::size_t(card)]));
    }
    case mc::Decision::DealWallows:
        //: R-WAL-1 at a table. %1 the player whose card is named now.
        return tr("Every player is dealt one Wallows card face up. Tap the name of %1's card: its reward or penalty "
                  "is applied at clean-up. Or tap Unknown card and enter its effect with Adjust… then. [R-WAL-1]")
                .arg(n.seatName((s.firstPlayer + s.counter) % s.players));
    case mc::Decision::DealCourt:
        if (s.mode == mc::Mode::Table)
            //: %1 the round's draft (cards dealt, kept, passed, direction). R-DRAFT-1..3 at a table.
            return tr("%1 Tap “The draft is done” when every player holds their Court cards.").arg(draftPlanText(s));
        return draftPlanText(s);
    case mc::Decision::DraftPick: {
        const int seat = s.currentSeat();
        const mc::DraftPlan plan = mc::draftPlan(R, s.players, s.round);
        const int inHand = seat >= 0 && seat < s.players ? int(s.player[std::size_t(seat)].draft.size()) : 0;
        const QString to = n.seatName(mc::draftPassTarget(seat, s.players, plan.clockwise));
        const QString way = plan.clockwise ? tr("clockwise") : tr("counter-clockwise");
        //: R-DRAFT-2/3. %1 player, %2 pick number, %3 picks in all, %4 the player the rest goes to, %5 clockwise or
        //: counter-clockwise, %n cards passed.
        return tr("%1 keeps 1 card (pick %2 of %3) and passes the other %n to %4 (%5). [R-DRAFT-2]", "", inHand - 1)
                .arg(n.seatName(seat))
                .arg(s.pickRound + 1)
                .arg(plan.passes)
                .arg(to, way);
    }
    case mc::Decision::KeepMotive:
        //: R-SETUP-4: the motive's bonus is scored at the end; the faction is public at once.
        return tr("The motive kept stays secret and scores its bonus at the end of the game; its faction is declared "
                  "now. Point at a faction, or move the keyboard focus to it, to read that motive. [R-SETUP-4]");
    case mc::Decision::EndOfRound: {
        const mc::MournerInPlay m = endOfRoundMourner(s);
        if (m.card < 0)
            //: R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.
            return tr("The app was not told which card %1's Mourner (%2) is. If it has an end-of-round ability that "
                      "applies this round, tap Yes and enter its effect with Adjust…. [R-CLEAN-1]")
                    .arg(n.seatName(s.currentSeat()), n.guildName(m.guild));
        if (!knownEndOfRound(R, m.card))
            //: R-CLEAN-1 at a table. %1 player, %2 their Mourner card, whose printed ability the app does not know.
            return tr("The app does not know the end-of-round ability of %1's %2. If it applies this round, tap Yes and "
                      "enter its effect with Adjust…. [R-CLEAN-1]")
                    .arg(n.seatName(s.currentSeat()), n.mournerName(m.card));
        //: R-CLEAN-1 at a table. %1 player, %2 their Mourner card, %3 what its ability does.
        return tr("If the end-of-round ability of %1's %2 applies this round (%3), tap Yes: the app applies it. [R-CLEAN-1]")
                .arg(n.seatName(s.currentSeat()), n.mournerName(m.card),
                     CardText::effects(R, R.mourners[std::size_t(m.card)].effects));
    }
    case mc::Decision::SeverammSwap: {
        // The undealt cards are in this seat's own view only (GameState::viewFor); other views show none. A
        // table does not name them, and a computer player's look stays its own.
        QStringList undealt;
        if (s.mode == mc::Mode::Digital && !(m_isComputer && m_isComputer(s.currentSeat())))
            for (auto c : s.courtDeck)
                if (c >= 0)
                    undealt << n.courtName(c);
        if (undealt.isEmpty())
            //: Severamm, %1 its holder: the undealt Court cards are not named in the app (a table).
            return tr("Only %1 looks at the undealt Court cards. Swap one of your cards for one of them, or keep "
                      "your cards.")
                    .arg(n.seatName(s.currentSeat()));
        //: Severamm, %1 its holder, %2 the Court cards not dealt this round (only the holder sees this).
        return tr("Only %1 sees this. Not dealt this round: %2. Give one card of your hand for one of them, or keep "
                  "your cards.")
                .arg(n.seatName(s.currentSeat()), undealt.join(u", "_s));
    }
    case mc::Decision::ChooseWallows:
        //: Relic Ravlatch's first ability. %1 the card's holder.
        return tr("%1 chooses one Wallows card of the deck: it goes into play beside their other Wallows cards, with "
                  "its objective, reward and penalty at clean-up. [R-WAL-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::KeepArtifact:
        //: Relic Ravlatch's second ability drew an artifact. %1 the card's holder.
        return tr("Keep it: its benefit applies now, it stays with %1 for the game and has no objective. Or play it as "
                  "one of %1's Wallows cards this round, with its objective and penalty.")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::None:
        return tr("The game is over. Type in each player's Ulterior Motive bonus from the revealed card. [R-END-4]");
    default:
        // The decision's own sentence is the heading above the guide: not said twice.
        return {};
    }
}


QString DecisionTexts::locationBonus(const mc::Ruleset &r, int location)
{
    switch (location) {
    //: R-LOC-1, Dirth Forge.
    case mc::DirthForge: return tr("take 3 Etherea");
    //: R-LOC-2, Vadlum Gates.
    case mc::VadlumGates: return tr("lower Threat by 1, take 1 Influence of any faction and 1 Unity; Suspicion rises by 1");
    //: R-LOC-3, Curio Cryptus.
    case mc::CurioCryptus: return tr("take 1 Influence of each of two different factions");
    //: R-LOC-4, Mortiss-Veth.
    case mc::MortissVeth: return tr("take 2 Influence of one faction");
    case mc::CalvumHarrows:
    case mc::TheatersOfMemory:
    case mc::LifesEbb: {
        const int faction = location == mc::CalvumHarrows ? 0 : location == mc::LifesEbb ? 1 : 2;
        const int g = 2 * faction;
        //: R-LOC-5/6/7: %1 and %2 two guilds, %3 a faction.
        return tr("take a %1 or a %2 figure, or 1 %3 Influence")
                .arg(r.guilds[std::size_t(g)].name, r.guilds[std::size_t(g + 1)].name, EventText::factionName(faction));
    }
    case mc::HigstAthenaeum:
    case mc::Voxxingard:
    case mc::CryptusAkhor: {
        const int faction = location == mc::Voxxingard ? 0 : location == mc::CryptusAkhor ? 1 : 2;
        const int g = 2 * faction;
        //: R-LOC-8/9/10: %1 a faction, %2 and %3 its two guilds.
        return tr("take 1 %1 Influence for each %2 and %3 figure you control")
                .arg(EventText::factionName(faction), r.guilds[std::size_t(g)].name, r.guilds[std::size_t(g + 1)].name);
    }
    //: R-LOC-11, Hushhyde.
    case mc::Hushhyde:
        return tr("return one of your figures to your Crypt: Threat falls by 1, take 1 Spirit Influence and 1 Unity; "
                  "Suspicion rises by 1");
    //: R-LOC-12, Grendall's Pillars.
    case mc::GrendallsPillars: return tr("return one of your figures to your Crypt: Suspicion falls by 1, take 1 Unity");
    default: return {};
    }
}

QString DecisionTexts::guildBonus(const mc::Ruleset &r, int guild)
{
    Q_UNUSED(r)
    switch (guild) {
    //: R-GUILD-1, Mortis Knighthood.
    case mc::MortisKnighthood: return tr("take 3 Etherea");
    //: R-GUILD-2, Council of Osteomancy.
    case mc::CouncilOfOsteomancy: return tr("take 2 Influence of your choice");
    //: R-GUILD-3, Conclave of Shadows.
    case mc::ConclaveOfShadows: return tr("remove any one figure from play, on the board or in a Crypt");
    //: R-GUILD-4, Shroudrievies Coven.
    case mc::ShroudrieviesCoven: return tr("take a figure of your choice from the supply into your Crypt");
    //: R-GUILD-5, Gravedancer's Circle.
    case mc::GravedancersCircle: return tr("lower Threat by 1 and take 1 Unity");
    //: R-GUILD-6 / R-MAJ-5, Dreadsbane Order: no choice, the token moves by itself.
    case mc::DreadsbaneOrder: return tr("take the Dreadsbane token");
    default: return {};
    }
}

QString DecisionTexts::draftPlanText(const mc::GameState &s) const
{
    const mc::DraftPlan plan = mc::draftPlan(s.rules(), s.players, s.round);
    QStringList passes;
    for (int p = 0; p < s.players; ++p)
        //: Who passes Court cards to whom in the draft: %1 a player, %2 the player they pass to.
        passes << tr("%1 → %2").arg(m_names.seatName(p), m_names.seatName(mc::draftPassTarget(p, s.players, plan.clockwise)));
    const QString way = plan.clockwise
                                //: R-DRAFT-3 in an odd round; %1 who passes to whom, e.g. "Ada → Bo, Bo → Cy, Cy → Ada".
                                ? tr("clockwise, as in every odd round (%1)").arg(passes.join(u", "_s))
                                //: R-DRAFT-3 in an even round; %1 who passes to whom.
                                : tr("counter-clockwise, as in every even round (%1)").arg(passes.join(u", "_s));
    // The rulebook's draft table as steps: keep 1 and pass the rest, until the last card.
    QStringList steps;
    for (int i = 0; i < plan.passes; ++i)
        steps << (i == 0
                          //: The first step of the draft: %n cards passed, %1 the direction with who passes to whom.
                          ? tr("keep 1 and pass %n %1", "", plan.dealt - 1 - i).arg(way)
                          //: A later step of the draft: %n cards passed on.
                          : tr("keep 1 and pass %n", "", plan.dealt - 1 - i));
    steps << (plan.keepLast
                      //: R-DRAFT-2 with 3-4 players: the last card received is kept.
                      ? tr("keep the last card received")
                      //: R-DRAFT-2 with 2 players: the last card received is discarded.
                      : tr("discard the last card received"));
    //: R-DRAFT-1..3. %n Court cards dealt to each player, %1 the steps of the draft.
    QString text = tr("Deal %n Court card(s) face down to each player, then: %1.", "", plan.dealt).arg(steps.join(u"; "_s));
    //: %n Court cards each player holds after the draft (R-DRAFT-2).
    text += u' ' + tr("Each player ends with %n Court card(s).", "", plan.kept);
    return text + u" [R-DRAFT-3]"_s;
}

QString DecisionTexts::detail(const mc::GameState &s, const mc::Action &a) const
{
    const mc::Ruleset &R = s.rules();
    //: Added to a card's words: it is an original stand-in of the app, not a printed card of the box.
    const auto marked = [](const QString &text, bool standIn) {
        return standIn ? tr("Stand-in card, not a printed card. %1").arg(text) : text;
    };
    using T = mc::ActionType;
    switch (a.type) {
    case T::Draw:
    case T::PickWallows:
        if (a.v < 0)
            return {};
        switch (a.type == T::PickWallows ? mc::Decision::ChooseWallows : s.decision()) {
        case mc::Decision::StartingMourner:
        case mc::Decision::DrawMourner:
            return marked(CardText::mourner(R, R.mourners[std::size_t(a.v)]), R.mourners[std::size_t(a.v)].standIn);
        case mc::Decision::DealCourt:
            return marked(CardText::court(R, R.court[std::size_t(a.v)]), drawnStandIn(R, mc::Decision::DealCourt, a.v));
        case mc::Decision::DealWallows:
        case mc::Decision::DrawWallows:
        case mc::Decision::ChooseWallows:
            return marked(CardText::wallows(R, R.wallows[std::size_t(a.v)]), R.wallows[std::size_t(a.v)].standIn);
        case mc::Decision::DealMotive:
            return marked(CardText::motive(R, R.motives[std::size_t(a.v)]), R.motives[std::size_t(a.v)].standIn);
        default: return {};
        }
    case T::KeepMotive: {
        const int seat = a.seat;
        const int card = seat >= 0 && seat < s.players ? s.player[std::size_t(seat)].motivesDealt[std::size_t(a.a)] : -1;
        if (card < 0)
            return {};
        //: %1 a motive card's name, %2 how it scores.
        return marked(tr("%1: %2").arg(R.motives[std::size_t(card)].name, CardText::motive(R, R.motives[std::size_t(card)])),
                      R.motives[std::size_t(card)].standIn);
    }
    case T::DraftPick:
    case T::Swap: {
        const int card = a.type == T::Swap ? a.c : a.v;
        if (card < 0)
            return {};
        return marked(CardText::court(R, R.court[std::size_t(card)]), drawnStandIn(R, mc::Decision::DealCourt, card));
    }
    case T::PlayCourt: {
        if (a.v < 0)
            return {};
        const mc::CourtCard &card = R.court[std::size_t(a.v)];
        if (isCourtSlot(card))
            //: A Court card of the box that the rulebook does not describe: the table reads it and enters its effect.
            return tr("The app does not know this printed card: play it, then enter what it did with Adjust….");
        //: %1 the card's action number (1 or 2), %2 what that action does.
        return marked(tr("Action %1: %2").arg(a.a + 1).arg(CardText::action(R, card, a.a)), card.standIn);
    }
    case T::Activate:
    case T::Exhaust:
    case T::ThreatCard:
        if (a.v < 0)
            return {};
        return marked(CardText::mourner(R, R.mourners[std::size_t(a.v)]), R.mourners[std::size_t(a.v)].standIn);
    case T::EndOfRound: {
        const mc::MournerInPlay m = endOfRoundMourner(s);
        if (m.card < 0)
            return {};
        return marked(CardText::mourner(R, R.mourners[std::size_t(m.card)]), R.mourners[std::size_t(m.card)].standIn);
    }
    case T::WallowsResult:
        if (a.v < 0)
            return {};
        return marked(CardText::wallows(R, R.wallows[std::size_t(a.v)]), R.wallows[std::size_t(a.v)].standIn);
    case T::Choose: {
        if (s.decision() == mc::Decision::LocationAction)
            //: %1 a location, %2 its action.
            return tr("%1: %2").arg(m_names.placeName(s.resolveIndex), locationBonus(R, s.resolveIndex));
        if (s.decision() == mc::Decision::GuildAction) {
            const int guild = R.guildOrder[std::size_t(std::clamp(s.resolveIndex - mc::kLocations, 0, mc::kGuilds - 1))];
            return tr("%1: %2").arg(m_names.guildName(guild), guildBonus(R, guild));
        }
        return {};
    }
    default: return {};
    }
}
