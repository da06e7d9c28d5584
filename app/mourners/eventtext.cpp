#include "eventtext.h"

#include "cardtext.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/ruleset.h"

#include <algorithm>
#include <cstring>

using namespace Qt::StringLiterals;

EventText::EventText(const mc::Ruleset &rules, const QStringList &seatNames, bool revealHidden)
    : m_rules(rules), m_seats(seatNames), m_revealHidden(revealHidden)
{
}

QString EventText::seatName(int seat) const
{
    if (seat >= 0 && seat < m_seats.size())
        return m_seats.at(seat);
    //: Stands for a player where the game names nobody.
    return tr("nobody");
}

QString EventText::shownSeatName(const QString &saved, int seat)
{
    // The default names the app has written, in each of its languages (GameController::newGame):
    // data (a seat without a name), made into words again in the language of the display.
    static const QStringList defaults{u"Player %1"_s, u"Spieler %1"_s};
    for (const QString &d : defaults)
        if (saved == d.arg(seat + 1))
            //: Default name of a player whose name was left empty; %1 is the seat number 1-4.
            return tr("Player %1").arg(seat + 1);
    return saved;
}

QString EventText::placeName(int place) const
{
    if (place == mc::kCrypt)
        //: The player's own Crypt, where new figures arrive.
        return tr("the Crypt");
    if (place >= 0 && place < mc::kLocations)
        //: A location: %1 is its printed number (1-12), %2 its name, e.g. "5 Calvum Harrows".
        return tr("%1 %2").arg(place + 1).arg(m_rules.locations[std::size_t(place)].name);
    //: A place index the app does not know (should not happen).
    return tr("place %1", "a location").arg(place);
}

QString EventText::atPlace(int place) const
{
    if (place == mc::kCrypt)
        //: Where a figure is: in its owner's Crypt (the other form is "at %1" with a location).
        return tr("in the Crypt");
    //: Where a figure is: %1 a location ("at 5 Calvum Harrows"; the other form is "in the Crypt").
    return tr("at %1", "a figure's place").arg(placeName(place));
}

QString EventText::guildName(int guild) const
{
    if (guild >= 0 && guild < mc::kGuilds)
        return m_rules.guilds[std::size_t(guild)].name;
    //: A guild index the app does not know (should not happen).
    return tr("guild %1").arg(guild);
}

QString EventText::cardName(int deck, int card) const
{
    const auto pick = [card](const auto &cards) -> QString {
        return card >= 0 && std::size_t(card) < cards.size() ? cards[std::size_t(card)].name : QString();
    };
    QString name;
    switch (deck) {
    case 0: name = pick(m_rules.court); break;
    case 1: name = pick(m_rules.mourners); break;
    case 2: name = pick(m_rules.wallows); break;
    case 3: name = pick(m_rules.motives); break;
    default: break;
    }
    if (!name.isEmpty())
        return name;
    //: A card the app was told is there but not which one (table play: "draw unknown").
    return tr("an unknown card");
}

QString EventText::cardText(int deck, int card) const
{
    return CardText::of(m_rules, deck, card);
}

QString EventText::cardTip(int deck, int card) const
{
    const QString text = cardText(deck, card);
    //: A card's tooltip: %1 its name, %2 what it does.
    return text.isEmpty() ? QString() : tr("%1: %2").arg(cardName(deck, card), text);
}

QList<std::pair<int, int>> EventText::cardsNamed(const mc::Event &e) const
{
    using mc::EventType;
    // As text() below: a card it does not name (hidden, or unknown) is left out.
    switch (e.type) {
    case EventType::CardDealt:
        if (e.v >= 0 && (m_revealHidden || e.a == 2))
            return {{std::clamp<int>(e.a, 0, 3), e.v}};
        return {};
    case EventType::CourtPlayed: return {{0, e.v}};
    case EventType::MournerGained:
    case EventType::MournerLost:
    case EventType::MournerActivated:
    case EventType::MournerExhausted:
    case EventType::MournerTriggered:
    case EventType::EndOfRoundAsked:
        if (e.v >= 0)
            return {{1, e.v}};
        return {};
    case EventType::CourtSwapped:
        if (e.a >= 0 && m_revealHidden)
            return {{0, e.a}, {0, e.b}};
        return {};
    case EventType::ArtifactKept: return {{2, e.v}};
    case EventType::MalavestrosMoved:
    case EventType::MalavestrosUnity:
        // The token stands for the Court card that moves it (R-MAJ-4).
        for (std::size_t i = 0; i < m_rules.court.size(); ++i)
            if (m_rules.court[i].kind == mc::CourtKind::Malavestros)
                return {{0, int(i)}};
        return {};
    case EventType::WallowsResolved:
        if (e.v >= 0)
            return {{2, e.v}};
        return {};
    default: return {};
    }
}

QString EventText::cardTips(const mc::Event &e) const
{
    QStringList tips;
    for (const auto &[deck, card] : cardsNamed(e)) {
        const QString tip = cardTip(deck, card);
        if (!tip.isEmpty() && !tips.contains(tip))
            tips << tip;
    }
    return tips.join(u'\n');
}

QString EventText::wallowsGoal(int card) const
{
    if (card < 0 || std::size_t(card) >= m_rules.wallows.size())
        return {};
    const mc::Condition &o = m_rules.wallows[std::size_t(card)].objective;
    QString goal;
    switch (o.kind) {
    //: A Wallows objective: %1 Etherea.
    case mc::ConditionKind::EthereaAtLeast: goal = tr("have %1 Etherea").arg(o.n); break;
    case mc::ConditionKind::UnityAtLeast: goal = tr("have %1 Unity").arg(o.n); break;
    //: %1 amount, %2 faction.
    case mc::ConditionKind::InfluenceAtLeast: goal = tr("have %1 %2 Influence").arg(o.n).arg(factionName(o.arg)); break;
    //: %n figures, %1 location.
    case mc::ConditionKind::FiguresAt: goal = tr("have %n figure(s) at %1", "", o.n).arg(placeName(o.arg)); break;
    //: %n figures, %1 guild.
    case mc::ConditionKind::GuildAtLeast: goal = tr("have %n %1 figure(s)", "", o.n).arg(guildName(o.arg)); break;
    case mc::ConditionKind::MournersAtLeast: goal = tr("have %n Mourner card(s)", "", o.n); break;
    }
    return goal;
}

QString EventText::wallowsSummary(int card) const
{
    if (card < 0 || std::size_t(card) >= m_rules.wallows.size())
        return {};
    const mc::WallowsCard &w = m_rules.wallows[std::size_t(card)];
    const QString goal = wallowsGoal(card);
    const auto effects = [this](const mc::Effects &list) {
        QStringList out;
        for (const mc::Effect &e : list) {
            const QString amount = e.amount > 0 ? u"+%1"_s.arg(e.amount) : QString::number(e.amount);
            switch (e.op) {
            case mc::EffectOp::Etherea: out << tr("%1 Etherea").arg(amount); break;
            case mc::EffectOp::Unity: out << tr("%1 Unity").arg(amount); break;
            //: %1 signed amount, %2 faction.
            case mc::EffectOp::Influence: out << tr("%1 %2 Influence").arg(amount, factionName(e.faction)); break;
            case mc::EffectOp::Suspicion: out << tr("Suspicion %1").arg(amount); break;
            case mc::EffectOp::Threat: out << tr("Threat %1").arg(amount); break;
            case mc::EffectOp::Forge: out << tr("%1 Etherea to the Dirth Forge").arg(e.amount); break;
            //: %1 signed amount, %2 guild.
            case mc::EffectOp::Figure: out << tr("%1 %2 figure").arg(amount, guildName(e.guild)); break;
            case mc::EffectOp::Steal: out << tr("steal %1 %2 Influence").arg(e.amount).arg(factionName(e.faction)); break;
            case mc::EffectOp::Move: out << tr("move %n figure(s) to %1", "", e.amount).arg(placeName(e.location)); break;
            }
        }
        return out.join(u", "_s);
    };
    const QString reward = effects(w.reward);
    const QString penalty = effects(w.penalty);
    //: A Wallows card in short: %1 its objective, %2 its reward. E.g. "have 4 Etherea: +1 Unity".
    QString text = reward.isEmpty() ? goal : tr("%1: %2").arg(goal, reward);
    if (!penalty.isEmpty())
        //: %1 the objective and reward, %2 the penalty when the objective is not met.
        text = tr("%1; if not: %2").arg(text, penalty);
    return text;
}

QString EventText::phaseName(mc::Phase phase)
{
    switch (phase) {
    //: Name of the game's phase before the first round.
    case mc::Phase::Setup: return tr("Setup");
    //: Phase 1 of a round (R-DIST).
    case mc::Phase::Distribution: return tr("Etherea distribution");
    //: Phase 2 of a round: Wallows cards are dealt (R-WAL).
    case mc::Phase::Wallows: return tr("Wallows");
    //: Phase 3 of a round (R-DRAFT).
    case mc::Phase::Draft: return tr("Court draft");
    //: Phase 4 of a round (R-ACT).
    case mc::Phase::Actions: return tr("Actions");
    //: Phase 5 of a round: over-crowded locations are checked (R-DREAD).
    case mc::Phase::Dreadsgrip: return tr("Dreadsgrip check");
    //: Phase 6 of a round (R-TITHE).
    case mc::Phase::Tithe: return tr("Celestial tithe");
    //: Phase 7 of a round: majorities of locations, then guilds (R-MAJ).
    case mc::Phase::Resolve: return tr("Resolve locations and guilds");
    //: Phase 8 of a round (R-CLEAN).
    case mc::Phase::Cleanup: return tr("Clean-up");
    //: The game has ended.
    case mc::Phase::GameOver: return tr("Game over");
    }
    return {};
}

QString EventText::factionName(int faction)
{
    switch (faction) {
    //: One of the three factions.
    case 0: return tr("Bone");
    //: One of the three factions.
    case 1: return tr("Flesh");
    //: One of the three factions.
    case 2: return tr("Spirit");
    default: return {};
    }
}

QString EventText::meterName(int meter)
{
    //: The two meters of the board.
    return meter == int(mc::Meter::Suspicion) ? tr("Suspicion") : tr("Threat");
}

QString EventText::resourceName(int resource)
{
    switch (mc::Resource(resource)) {
    case mc::Resource::Etherea: return tr("Etherea");
    case mc::Resource::Unity: return tr("Unity");
    //: Influence of one faction.
    case mc::Resource::BoneInfluence: return tr("Bone Influence");
    //: Influence of one faction.
    case mc::Resource::FleshInfluence: return tr("Flesh Influence");
    //: Influence of one faction.
    case mc::Resource::SpiritInfluence: return tr("Spirit Influence");
    //: The Ulterior Motive bonus typed in at the end of a table game.
    case mc::Resource::MotiveBonus: return tr("Ulterior Motive bonus");
    //: Etherea lying on the Dirth Forge.
    case mc::Resource::Forge: return tr("Etherea on the Dirth Forge");
    //: Unity tokens left in the common supply.
    case mc::Resource::UnitySupply: return tr("Unity in the supply");
    }
    return {};
}

QString EventText::withRule(QString s, const mc::Event &e) const
{
    if (e.rule && *e.rule)
        s += u" ["_s + QString::fromLatin1(e.rule) + u']';
    return s;
}

QString EventText::sentence(const mc::Event &e) const
{
    return withRule(text(e), e);
}

QString EventText::sentence(const mc::Events &events, std::size_t index) const
{
    const mc::Event &e = events[index];
    if (e.type == mc::EventType::MeterChanged && e.w > 0 && index + 1 < events.size()) {
        // MeterChanged carries the clamped value; the Reached event right after it tells that the
        // marker went one past the top and stepped back (R-SUSP-1, R-THREAT-10).
        const bool susp = e.a == int(mc::Meter::Suspicion);
        const int max = susp ? m_rules.suspicionMax : m_rules.threatMax;
        const mc::EventType reached = susp ? mc::EventType::SuspicionReached : mc::EventType::ThreatReached;
        if (events[index + 1].type == reached && e.v == max)
            //: %1 Suspicion or Threat, %2 the value reached (one past the top), %3 where the marker
            //: goes back to, %4 the change such as +2 (R-SUSP-1, R-THREAT-10).
            return withRule(tr("%1 reached %2, back to %3 (%4).").arg(meterName(e.a)).arg(max + 1).arg(max).arg(u"+%1"_s.arg(e.w)),
                            e);
    }
    return sentence(e);
}

bool EventText::ownLogLine(const mc::Events &events, std::size_t index)
{
    const mc::Event &e = events[index];
    if (e.type == mc::EventType::MajorityCount)
        return false;
    if (e.type != mc::EventType::EthereaChanged && e.type != mc::EventType::InfluenceChanged)
        return true;
    // A theft's loss and gain, said by the theft's own line after them ("Bo took 1 Bone Influence from
    // Ada", R-ACT-3 and the cards that steal).
    if (e.type == mc::EventType::InfluenceChanged) {
        for (std::size_t i = index + 1; i < events.size(); ++i) {
            const mc::Event &after = events[i];
            if (after.type == mc::EventType::InfluenceChanged)
                continue;
            if (after.type != mc::EventType::Stolen)
                break;
            if (after.a == e.a && std::strcmp(after.rule, e.rule) == 0
                && ((e.v > 0 && after.seat == e.seat) || (e.v < 0 && after.b == e.seat)))
                return false;
        }
    }
    // The gains right after the pile's choice of the same seat (R-DIST-3).
    for (std::size_t i = index; i-- > 0;) {
        const mc::Event &before = events[i];
        if (before.seat != e.seat || std::strcmp(before.rule, "R-DIST-3") != 0)
            return true;
        if (before.type == mc::EventType::PileTaken || before.type == mc::EventType::InfluenceInstead)
            return std::strcmp(e.rule, "R-DIST-3") != 0;
    }
    return true;
}

QString EventText::adjustmentProblem(const mc::AdjustmentProblem &p) const
{
    using mc::AdjustmentError;
    const auto signedChange = [](int v) { return v > 0 ? u"+%1"_s.arg(v) : QString::number(v); };
    switch (p.error) {
    case AdjustmentError::None: return {};
    case AdjustmentError::NotInTablePlay:
        return tr("adjustments exist only in a table game");
    case AdjustmentError::NotAnAdjustment:
        return tr("that is not an adjustment");
    case AdjustmentError::NoSuchSeat:
        //: %1 a player number.
        return tr("there is no player %1 in this game").arg(p.seat + 1);
    case AdjustmentError::NoSuchResource:
        return tr("there is no such resource");
    case AdjustmentError::OutOfRange:
        if (p.seat >= 0)
            //: %1 player, %2 their amount now, %3 what (e.g. Etherea), %4 the change asked for such as -5,
            //: %5 what it would leave, %6 and %7 the allowed range.
            return tr("%1 has %2 %3; a change of %4 would leave %5 (allowed %6 to %7)")
                    .arg(seatName(p.seat))
                    .arg(p.current)
                    .arg(resourceName(p.field), signedChange(p.change))
                    .arg(p.result)
                    .arg(p.min)
                    .arg(p.max);
        //: %1 what (e.g. Etherea on the Dirth Forge), %2 its amount now, %3 the change asked for such as
        //: +2, %4 what it would leave, %5 and %6 the allowed range.
        return tr("%1 is %2; a change of %3 would leave %4 (allowed %5 to %6)")
                .arg(resourceName(p.field))
                .arg(p.current)
                .arg(signedChange(p.change))
                .arg(p.result)
                .arg(p.min)
                .arg(p.max);
    case AdjustmentError::MeterOutOfRange:
        //: %1 Suspicion or Threat, %2 and %3 the allowed values, %4 the value asked for.
        return tr("%1 can be set from %2 to %3, not %4").arg(meterName(p.field)).arg(p.min).arg(p.max).arg(p.result);
    case AdjustmentError::NoSuchPlace:
        return tr("there is no such place; places are 1 to 12 and the Crypt");
    case AdjustmentError::NoSuchGuild:
        return tr("there is no such guild");
    case AdjustmentError::SamePlace:
        //: %1 a place.
        return tr("the figure is already at %1").arg(placeName(p.place));
    case AdjustmentError::NoFigureThere:
        //: %1 player, %2 guild, %3 where ("at 5 Calvum Harrows", "in the Crypt").
        return tr("%1 has no %2 figure %3").arg(seatName(p.seat), guildName(p.guild), atPlace(p.place));
    case AdjustmentError::NoBaseLeft:
        //: %1 player (R-COMP-2).
        return tr("%1 has no base left for a new figure").arg(seatName(p.seat));
    case AdjustmentError::GuildSupplyEmpty:
        //: %1 guild (R-COMP-3).
        return tr("no %1 figure is left in the supply").arg(guildName(p.guild));
    case AdjustmentError::BadFigureChange:
        return tr("figures are added (+1) or removed (-1) one at a time");
    case AdjustmentError::NoSuchHolder:
        if (p.field == 0)
            return tr("the Alltaker must go to a player of this game");
        if (p.field == 1)
            return tr("the Dreadsbane token goes to a player of this game or back to the supply");
        //: %1 the number of locations (12).
        return tr("Malavestros stands at a location from 1 to %1 or off the board").arg(mc::kLocations);
    }
    return {};
}

QString EventText::text(const mc::Event &e) const
{
    using mc::EventType;
    const QString who = seatName(e.seat);
    const QString signedV = e.v > 0 ? u"+%1"_s.arg(e.v) : QString::number(e.v);
    switch (e.type) {
    case EventType::RoundStarted:
        //: %1 is the round number.
        return tr("Round %1 begins.").arg(e.v);
    case EventType::PhaseStarted:
        //: %1 is a phase name, e.g. "Etherea distribution".
        return tr("Phase: %1.").arg(phaseName(mc::Phase(e.a)));
    case EventType::DiceRolled:
        //: %1 player, %2 the total of the dice.
        return tr("%1 rolled %2 on the dice.").arg(who).arg(e.v);
    case EventType::PileSet:
        //: %1 is the pile's number (1, 2, ...), %2 the Etherea in it.
        return tr("Pile %1 holds %2 Etherea.").arg(e.a + 1).arg(e.v);
    case EventType::PileTaken:
        //: %1 player, %2 pile number, %3 Etherea in it.
        return tr("%1 took pile %2 with %3 Etherea.").arg(who).arg(e.a + 1).arg(e.v);
    case EventType::InfluenceInstead:
        if (e.a == e.b)
            //: %1 player, %2 a faction. Taken instead of an Etherea pile (R-DIST-3).
            return tr("%1 took 2 %2 Influence instead of a pile.").arg(who, factionName(e.a));
        //: %1 player, %2 and %3 factions. Taken instead of an Etherea pile (R-DIST-3).
        return tr("%1 took 1 %2 and 1 %3 Influence instead of a pile.").arg(who, factionName(e.a), factionName(e.b));
    case EventType::ForgeReceived:
        if (e.seat >= 0)
            //: %1 player, %2 Etherea, %3 the location "Dirth Forge".
            return tr("%1 put %2 Etherea on %3.").arg(who).arg(e.v).arg(m_rules.locations[0].name);
        //: %1 Etherea, %2 the location "Dirth Forge".
        return tr("%1 Etherea went to %2.").arg(e.v).arg(m_rules.locations[0].name);
    case EventType::CardDealt: {
        // R-WAL-1: a Wallows card is dealt face up, so the log names it in digital play too.
        const bool known = e.v >= 0 && (m_revealHidden || e.a == 2);
        switch (e.a) {
        case 0:
            return known ? tr("%1 was dealt the Court card %2.").arg(who, cardName(0, e.v))
                         //: %1 player. The card is unknown or hidden from the other players.
                         : tr("%1 was dealt a Court card.").arg(who);
        case 1:
            return known ? tr("%1 drew the Mourner card %2.").arg(who, cardName(1, e.v))
                         : tr("%1 drew a Mourner card.").arg(who);
        case 2:
            return known ? tr("%1 was dealt the Wallows card %2.").arg(who, cardName(2, e.v))
                         : tr("%1 was dealt a Wallows card.").arg(who);
        default:
            return known ? tr("%1 was dealt the Ulterior Motive %2.").arg(who, cardName(3, e.v))
                         : tr("%1 was dealt an Ulterior Motive.").arg(who);
        }
    }
    case EventType::MotiveKept:
        //: %1 player, %2 faction. Keeping a motive declares the player's faction (R-SETUP-4).
        return tr("%1 kept an Ulterior Motive and declared the %2 faction.").arg(who, factionName(e.a));
    case EventType::CourtPlayed:
        //: %1 player, %2 Court card, %3 which of its two actions (1 or 2).
        return tr("%1 played %2, action %3.").arg(who, cardName(0, e.v)).arg(e.a + 1);
    case EventType::MournerGained:
        if (e.v < 0)
            //: %1 player, %2 the guild of the figure of a Mourner card the table did not name.
            return tr("%1 gained an unnamed Mourner card (%2).").arg(who, guildName(e.a));
        //: %1 player, %2 Mourner card.
        return tr("%1 gained the Mourner %2.").arg(who, cardName(1, e.v));
    case EventType::MournerLost:
        if (e.v < 0)
            //: %1 player, %2 the guild of an unnamed Mourner card; it leaves the game.
            return tr("%1 lost an unnamed Mourner card (%2).").arg(who, guildName(e.a));
        //: %1 player, %2 Mourner card; it leaves the game.
        return tr("%1 lost the Mourner %2.").arg(who, cardName(1, e.v));
    case EventType::MournerActivated:
        if (e.v < 0)
            //: %1 player, %2 the guild of an unnamed Mourner card whose ability was used.
            return tr("%1 used an unnamed Mourner card (%2).").arg(who, guildName(e.a));
        //: %1 player, %2 Mourner card.
        return tr("%1 activated the Mourner %2.").arg(who, cardName(1, e.v));
    case EventType::MournerExhausted:
        if (e.v < 0)
            //: %1 player, %2 the guild of an unnamed Mourner card: it cannot be used until clean-up.
            return tr("%1's unnamed Mourner card (%2) is deactivated for this round.").arg(who, guildName(e.a));
        //: %1 player, %2 Mourner card: it cannot be used until clean-up.
        return tr("%1's Mourner %2 is deactivated for this round.").arg(who, cardName(1, e.v));
    case EventType::Recruited:
        //: %1 player, %2 guild.
        return tr("%1 recruited for the %2.").arg(who, guildName(e.a));
    case EventType::NoFigure:
        if (QLatin1StringView(e.rule) == "R-COMP-2"_L1)
            //: %1 player, %2 guild: the player has no base left (R-COMP-2).
            return tr("%1 gets no %2 figure: no base left.").arg(who, guildName(e.a));
        //: %1 player, %2 guild: the supply of that guild is empty (R-COMP-3).
        return tr("%1 gets no %2 figure: none left in the supply.").arg(who, guildName(e.a));
    case EventType::NoCard:
        //: %1 player, %2 faction: that Mourner deck is empty (R-COMP-3).
        return tr("%1 gets no card: the %2 deck is empty.").arg(who, factionName(e.a));
    case EventType::Relocated:
        if (e.w > 0)
            //: %1 player, %n figures, %2 from place, %3 to place, %4 Influence paid.
            return tr("%1 moved %n figure(s) from %2 to %3, paying %4 Influence.", "", e.v)
                    .arg(who, placeName(e.a), placeName(e.b))
                    .arg(e.w);
        //: %1 player, %n figures, %2 from place, %3 to place; free (Gallevarbe).
        return tr("%1 moved %n figure(s) from %2 to %3 for free.", "", e.v).arg(who, placeName(e.a), placeName(e.b));
    case EventType::FigureMoved:
        //: %1 player, %2 guild, %3 from place, %4 to place.
        return tr("%1's %2 figure moved from %3 to %4.").arg(who, guildName(e.c), placeName(e.a), placeName(e.b));
    case EventType::FigureDestroyed:
        //: %1 player, %2 guild, %3 where ("at 5 Calvum Harrows", "in the Crypt"). The figure goes to the supply, its base back to the player.
        return tr("%1's %2 figure %3 was removed from play.").arg(who, guildName(e.c), atPlace(e.a));
    case EventType::FigureGained:
        //: %1 player, %2 guild, %3 where ("at 5 Calvum Harrows", "in the Crypt").
        return tr("%1 gained a %2 figure %3.").arg(who, guildName(e.c), atPlace(e.a));
    case EventType::EthereaChanged:
        return e.v >= 0 ? tr("%1 gained %2 Etherea.").arg(who).arg(e.v) : tr("%1 lost %2 Etherea.").arg(who).arg(-e.v);
    case EventType::UnityChanged:
        return e.v >= 0 ? tr("%1 gained %2 Unity.").arg(who).arg(e.v) : tr("%1 lost %2 Unity.").arg(who).arg(-e.v);
    case EventType::InfluenceChanged:
        //: %1 player, %2 amount, %3 faction.
        return e.v >= 0 ? tr("%1 gained %2 %3 Influence.").arg(who).arg(e.v).arg(factionName(e.a))
                        : tr("%1 lost %2 %3 Influence.").arg(who).arg(-e.v).arg(factionName(e.a));
    case EventType::MeterChanged:
        //: %1 Suspicion or Threat, %2 new value, %3 change such as +1 or -2.
        return e.w >= 0 ? tr("%1 rose to %2 (%3).").arg(meterName(e.a)).arg(e.v).arg(u"+%1"_s.arg(e.w))
                        //: %1 Suspicion or Threat, %2 new value, %3 the change such as -2.
                        : tr("%1 fell to %2 (%3).").arg(meterName(e.a)).arg(e.v).arg(e.w);
    case EventType::SuspicionReached:
        //: %1 player. Suspicion passed its top; the player loses Unity (R-SUSP-1).
        return tr("%1 raised Suspicion to %2 and pays the penalty; the marker goes back to %3.")
                .arg(who)
                .arg(m_rules.suspicionMax + 1)
                .arg(m_rules.suspicionMax);
    case EventType::ThreatReached:
        //: %1 player. Threat passed its top (R-THREAT-10); what is lost follows in the next lines.
        return tr("%1 raised Threat to %2; the marker goes back to %3.")
                .arg(who)
                .arg(m_rules.threatMax + 1)
                .arg(m_rules.threatMax);
    case EventType::ThreatNoCard:
        //: %1 player who raised Threat to the top but holds no Mourner card (R-THREAT-10).
        return tr("%1 has no Mourner card to lose, so nobody loses a card or a figure.").arg(who);
    case EventType::MournerTriggered:
        //: %1 player, %2 Mourner card whose triggered ability took effect by itself.
        return tr("%1's Mourner %2 took effect.").arg(who, cardName(1, e.v));
    case EventType::EndOfRoundAsked:
        if (e.v < 0)
            return e.b
                           //: %1 player, %2 guild of an unnamed Mourner: the table said its end-of-round ability applied.
                           ? tr("%1's unnamed Mourner (%2) used its end-of-round ability; its effect is entered as a "
                                "correction.")
                                     .arg(who, guildName(e.a))
                           //: %1 player, %2 guild of an unnamed Mourner (table play).
                           : tr("%1's unnamed Mourner (%2) had no end-of-round effect this round.").arg(who, guildName(e.a));
        if (e.b)
            //: %1 player, %2 Mourner card: its end-of-round ability was applied (table play).
            return tr("%1's Mourner %2: its end-of-round ability was applied.").arg(who, cardName(1, e.v));
        //: %1 player, %2 Mourner card: its end-of-round ability was not applied (table play).
        return tr("%1's Mourner %2: its end-of-round ability was not applied.").arg(who, cardName(1, e.v));
    case EventType::CourtSwapped:
        if (e.a < 0)
            //: %1 player who declined Severamm's swap.
            return tr("%1 kept their hand.").arg(who);
        if (!m_revealHidden)
            //: %1 player. Which cards were swapped stays hidden from the other players.
            return tr("%1 swapped a Court card of their hand for an undealt one.").arg(who);
        //: %1 player, %2 Court card given back, %3 Court card taken.
        return tr("%1 swapped %2 for %3.").arg(who, cardName(0, e.a), cardName(0, e.b));
    case EventType::ArtifactKept:
        //: %1 player, %2 Wallows card kept for the rest of the game.
        return tr("%1 kept the Wallows card %2 as an artifact.").arg(who, cardName(2, e.v));
    case EventType::LossForgiven:
        //: %1 player, %2 points of Unity they could not pay in any way (D-PAY).
        return tr("%1 could not pay %2 Unity; the rest is forgiven.").arg(who).arg(e.v);
    case EventType::OverCrowded:
        //: %1 location, %n figures there, %2 the limit set by Threat.
        return tr("%1 is over-crowded: %n figure(s), the limit is %2.", "", e.v).arg(placeName(e.a)).arg(e.w);
    case EventType::CrowdRolled: {
        QString outcome;
        switch (mc::CrowdOutcome(e.w)) {
        //: Outcome of a crowd roll (D-CROWD-ROLL).
        case mc::CrowdOutcome::Destroy: outcome = tr("the figure is removed from play"); break;
        //: Outcome of a crowd roll (D-CROWD-ROLL).
        case mc::CrowdOutcome::Crypt: outcome = tr("the figure goes back to the Crypt"); break;
        //: Outcome of a crowd roll (D-CROWD-ROLL).
        case mc::CrowdOutcome::Stay: outcome = tr("the figure stays"); break;
        }
        //: %1 die face, %2 player, %3 guild, %4 location, %5 outcome.
        return tr("A %1 was rolled for %2's %3 figure at %4: %5.")
                .arg(QString::number(e.v), who, guildName(e.c), placeName(e.a), outcome);
    }
    case EventType::TitheOwed:
        if (e.a > 0)
            //: %1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge, %3 the Forge's
            //: Etherea beyond the tithe, which goes back to the supply.
            return tr("The tithe is %1 Etherea; the Dirth Forge pays %2 of it and returns the rest, %3 Etherea, to the supply.")
                .arg(e.v)
                .arg(e.w)
                .arg(e.a);
        //: %1 Etherea owed this round, %2 of it paid by the Etherea on the Dirth Forge.
        return tr("The tithe is %1 Etherea; the Dirth Forge pays %2 of it.").arg(e.v).arg(e.w);
    case EventType::BidsRevealed:
        if (e.w == 0)
            //: %1 the total of the blind bids, which with the Dirth Forge's Etherea pays the whole tithe.
            return tr("The bids are revealed: %1 Etherea in all, the tithe is paid.").arg(e.v);
        //: %1 the total of the blind bids, %2 Etherea still missing.
        return tr("The bids are revealed: %1 Etherea in all, %2 still missing.").arg(e.v).arg(e.w);
    case EventType::BidMade:
        //: %1 player, %2 Etherea bid.
        return tr("%1 bid %2 Etherea.").arg(who).arg(e.v);
    case EventType::TitheMet:
        if (e.seat >= 0)
            //: %1 player who gave the most, %2 their bid.
            return tr("The tithe is met; %1 gave the most (%2 Etherea).").arg(who).arg(e.v);
        //: %1 the highest bid, given by more than one player.
        return tr("The tithe is met; the highest bids tied at %1 Etherea.").arg(e.v);
    case EventType::TitheMissed:
        //: %1 Etherea given, %2 Etherea owed.
        return tr("The tithe is missed: %1 of %2 Etherea.").arg(e.v).arg(e.w);
    case EventType::MajorityCount:
        //: %1 player, %2 location or guild, %n their figures (the count behind a majority).
        return tr("%1 has %n figure(s) for %2.", "", e.v).arg(who, e.a == 0 ? placeName(e.b) : guildName(e.b));
    case EventType::Majority: {
        const QString what = e.a == 0 ? placeName(e.b) : guildName(e.b);
        if (e.seat >= 0)
            //: %1 player, %2 location or guild, %3 their figures there.
            return tr("%1 has the majority of %2 with %n figure(s).", nullptr, e.v).arg(who, what);
        if (e.w)
            //: %1 location or guild, %n figures of each tied player.
            return tr("Nobody has the majority of %1: tied at %n figure(s).", "", e.v).arg(what);
        //: %1 location or guild.
        return tr("Nobody has figures for %1.").arg(what);
    }
    case EventType::AlltakerUsed:
        //: %1 player, %2 location or guild.
        return tr("%1 used the Alltaker to win the tie for %2.").arg(who, e.a == 0 ? placeName(e.b) : guildName(e.b));
    case EventType::ActionSkipped:
        if (e.a == 0)
            //: %1 player, %2 location.
            return tr("%1 skipped the action of %2.").arg(who, placeName(e.b));
        //: %1 player, %2 guild.
        return tr("%1 skipped the bonus of the %2.").arg(who, guildName(e.b));
    case EventType::MalavestrosUnity:
        //: %1 player, %2 location where Malavestros stands (R-MAJ-4).
        return tr("%1 gains 1 Unity from Malavestros at %2.").arg(who, placeName(e.a));
    case EventType::DreadsbaneToken:
        if (e.seat >= 0)
            return tr("%1 takes the Dreadsbane token.").arg(who);
        return tr("The Dreadsbane token goes back to the supply.");
    case EventType::AlltakerTaken:
        //: %1 player. The Alltaker figure makes them first player (R-DEATH-1).
        return tr("%1 takes the Alltaker.").arg(who);
    case EventType::MalavestrosMoved:
        if (e.a >= 0)
            //: %1 location.
            return tr("Malavestros stands at %1.").arg(placeName(e.a));
        return tr("Malavestros leaves the board.");
    case EventType::Stolen:
        //: %1 thief, %2 amount, %3 faction, %4 victim.
        return tr("%1 took %2 %3 Influence from %4.").arg(who).arg(e.v).arg(factionName(e.a), seatName(e.b));
    case EventType::WallowsResolved:
        if (e.v < 0)
            return e.a
                           //: %1 player whose Wallows card the app was not told (table play).
                           ? tr("%1 completed their Wallows objective.").arg(who)
                           : tr("%1 did not complete their Wallows objective.").arg(who);
        if (e.a)
            //: %1 player, %2 Wallows card.
            return tr("%1 completed the Wallows card %2.").arg(who, cardName(2, e.v));
        //: %1 player, %2 Wallows card.
        return tr("%1 did not complete the Wallows card %2.").arg(who, cardName(2, e.v));
    case EventType::Passed:
        //: %1 a player who passed: no more actions for them this round.
        return tr("%1 passed.").arg(who);
    case EventType::GameEnding:
        if (mc::Phase(e.a) == mc::Phase::Actions)
            //: R-END-2: the last Unity left the supply during the Action phase.
            return tr("The last Unity has left the supply: everyone gets one more turn, then the round ends "
                      "the game.");
        //: R-END-3: the last Unity left the supply after the Action phase.
        return tr("The last Unity has left the supply: this round's remaining phases end the game.");
    case EventType::FinalTurn:
        return tr("%1 takes their final turn.").arg(who);
    case EventType::Adjusted: {
        const auto r = mc::Resource(e.a);
        if (r == mc::Resource::Forge || r == mc::Resource::UnitySupply)
            //: A correction typed in at the table: %1 what changed, %2 the change such as +2.
            return tr("Adjustment: %1 %2.").arg(resourceName(e.a), signedV);
        //: A correction typed in at the table: %1 player, %2 what changed, %3 the change such as +2.
        return tr("Adjustment: %1's %2 %3.").arg(who, resourceName(e.a), signedV);
    }
    case EventType::GameOver:
        return tr("The game is over: final scoring.");
    }
    //: An event this version cannot describe; %1 is its number.
    return tr("Event %1.").arg(int(e.type));
}
