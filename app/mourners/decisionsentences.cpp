#include "decisiontexts.h"
#include "decisiontexts_p.h"

#include "cardtext.h"
#include "model/mourners/ruleset.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;
using namespace decisiontextsinternal;

namespace {

// The Wallows card asked about at clean-up (R-WAL-1), -1 for one the table did not name.
int wallowsAsked(const mc::GameState &s)
{
    const int seat = s.currentSeat();
    if (seat < 0 || seat >= s.players || s.player[std::size_t(seat)].wallows.empty())
        return -1;
    return s.player[std::size_t(seat)].wallows.front();
}

} // namespace

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
        //: %1 a player (R-ACT-1). The guide's line below says which actions there are; short, so that
        //: the turn's choices keep their room.
        return tr("%1's turn: one action, or pass.").arg(who);
    case mc::Decision::RelocateRoute:
        return tr("%1 chooses where the free relocation goes from and to.").arg(who);
    case mc::Decision::RelocateAdd:
        if (!s.tasks.empty() && s.tasks.front().v > 0)
            //: %1 a player, %n figures already moved by this relocation (the first one may have been moved
            //: by the app: it was the only choice), %2 from place, %3 to place (R-ACT-6).
            return tr("%1 moved %n figure(s) from %2 to %3. Another one too, or done?", "", s.tasks.front().v)
                    .arg(who, names.placeName(s.tasks.front().a), names.placeName(s.tasks.front().b));
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
        //: %1 player, %2 location (R-MAJ-1). What the action does is said below it, in the guide's line.
        return tr("%1 may perform the action of %2.").arg(who, names.placeName(loc));
    }
    case mc::Decision::GuildAction: {
        const int i = std::clamp<int>(s.resolveIndex - mc::kLocations, 0, mc::kGuilds - 1);
        const int guild = r.guildOrder[std::size_t(i)];
        //: %1 player, %2 guild (R-MAJ-2). What the bonus does is said below it, in the guide's line.
        return tr("%1 may take the bonus of the %2.").arg(who, names.guildName(guild));
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
        //: R-ACT-2, under "Ada's turn: one action, or pass." (the actions are listed below it). %1 passes
        //: in a row so far, %2 players.
        return tr("The phase ends when every player has passed in a row (%1 of %2 so far). [R-ACT-2]")
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
            //: R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity: the highest bid alone, each of
            //: tied highest bids, every other bid when the highest is alone (R-TITHE-4: nothing after a tie), a bid of
            //: 0 (a loss). Short: the guide above the bid is low.
            return tr("The Forge paid the tithe; the bids still count, revealed together: highest bid alone +%1 Unity "
                      "and other bids +%3; tied highest bids +%2 each and other bids nothing; a bid of 0 −%4. [R-TITHE-2]")
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
        const mc::Ruleset &r = s.rules();
        const QString text =
                loc ? //: Under "Ada may perform the action of 9 Voxxingard." %1 what it does, e.g. "take 3 Etherea";
                      //: %2 the player (R-MAJ-1).
                      tr("The action: %1. All of it or none; %2 has the majority here. [R-MAJ-1]")
                              .arg(locationBonus(r, std::clamp<int>(s.resolveIndex, 0, mc::kLocations - 1)),
                                   n.seatName(s.currentSeat()))
                    : //: Under "Ada may take the bonus of the Mortis Knighthood." %1 what it does; %2 the player (R-MAJ-2).
                      tr("The bonus: %1. %2 has the majority of this guild. [R-MAJ-2]")
                              .arg(guildBonus(r, r.guildOrder[std::size_t(std::clamp<int>(s.resolveIndex - mc::kLocations, 0,
                                                                                          mc::kGuilds - 1))]),
                                   n.seatName(s.currentSeat()));
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
        //: R-DRAFT-2/3. %1 player, %2 which pick of the round this is, %3 picks in all, %4 the player the rest goes to,
        //: %5 clockwise or counter-clockwise, %n cards passed. The pick's number stands apart from "keeps 1 card":
        //: "(pick 1 of 5)" beside six cards read as "choose 1 of 5".
        return tr("%1 keeps 1 card and passes the other %n to %4 (%5). This is pick %2 of %3. [R-DRAFT-2]", "", inHand - 1)
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
