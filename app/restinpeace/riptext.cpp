#include "riptext.h"

using namespace Qt::StringLiterals;

namespace riptext {

const char *eventKey(rip::EventType t)
{
    using E = rip::EventType;
    switch (t) {
    case E::LineCard: return "line-card";
    case E::MansionPlaced: return "mansion-placed";
    case E::CardDrawn: return "card-drawn";
    case E::DeckEmpty: return "deck-empty";
    case E::RoundStarted: return "round-started";
    case E::GhostPlayed: return "ghost-played";
    case E::PsychicPlayed: return "psychic-played";
    case E::CardDiscarded: return "card-discarded";
    case E::CardReturned: return "card-returned";
    case E::CardTakenBack: return "card-taken-back";
    case E::TopRevealed: return "top-revealed";
    case E::HandDiscard: return "hand-discard";
    case E::TokensSwapped: return "tokens-swapped";
    case E::TurnEnded: return "turn-ended";
    case E::Withdrew: return "withdrew";
    case E::LostAtOnce: return "lost-at-once";
    case E::RoundTied: return "round-tied";
    case E::MansionTaken: return "mansion-taken";
    case E::PsychicTaken: return "psychic-taken";
    case E::PsychicDiscarded: return "psychic-discarded";
    case E::MovedToRoundTen: return "moved-to-round-ten";
    case E::Transferred: return "transferred";
    case E::Placed: return "placed";
    case E::FaceDownRevealed: return "face-down-revealed";
    case E::RoundTenTotals: return "round-ten-totals";
    case E::GameOver: return "game-over";
    }
    return "event";
}

QString psychicId(int card)
{
    return card > 0 && card <= rip::kSpecialCard
                   ? u"%1 %2"_s.arg(card).arg(QLatin1StringView(rip::kPsychic[std::size_t(card)].key))
                   : u"?"_s;
}

QString cardNotation(const rip::Card &c)
{
    QString t;
    if (c.isGhost())
        t = c.ghost > 0 ? u"ghost %1"_s.arg(c.ghost) : u"ghost ?"_s;
    else
        t = u"psychic "_s + psychicId(c.psychic);
    if (c.has(rip::Card::FaceDown))
        t += u" (face down)"_s;
    return t;
}

} // namespace riptext

namespace {
using rip::Param;

// Under We're worthless a card with a value of its own is worth 1, an effect-only card 0 (D-RIP-29; a
// game of rules edition 1 counted every card 1).
bool worthOne(const rip::GameState &s, int card)
{
    return s.setup.rules < 2 || rip::worksAsGhost(card);
}
} // namespace

QString RipText::worthUnderWorthless(const rip::GameState &s, int card)
{
    if (worthOne(s, card))
        return tr("worth 1 (We're worthless)");
    //: A psychic card with an effect only, while We're worthless is in play: it counts 0.
    return tr("worth 0: no value of its own");
}

QString RipText::worthlessDetail(const rip::GameState &s, int card)
{
    return worthOne(s, card)
                   ? tr("We're worthless is in play: this card counts 1 and does nothing else.")
                   : tr("We're worthless is in play: this card has no value of its own, so it counts 0 and does nothing.");
}

QString RipText::worthlessEffect(const rip::GameState &s, int card)
{
    return worthOne(s, card) ? tr("worth 1, no effect (We're worthless)")
                             : tr("worth 0, no effect: no value of its own (We're worthless)");
}

QString RipText::seat(int seat) const
{
    if (seat == rip::kChanceSeat)
        //: The chance seat of Rest in Peace: the people at the table, or the shuffled decks.
        return tr("the table");
    if (seat < 0 || seat >= rip::kSeats)
        return tr("nobody");
    const QString n = m_names.value(seat);
    return n.isEmpty() ? tr("Player %1").arg(seat + 1) : n;
}

QString RipText::psychicName(int card)
{
    switch (card) {
    case 1: return tr("You won't have it");
    case 2: return tr("Auntie, are you there?");
    case 3: return tr("Reveal yourself!");
    case 4: return tr("Lady in White");
    case 5: return tr("Sir Nicholas");
    case 6: return tr("Tripped");
    case 7: return tr("Postponed wedding");
    case 8: return tr("Acro-bats");
    case 9: return tr("Ghossssst");
    case 10: return tr("Poltergeist");
    case 11: return tr("Be gone!");
    case 12: return tr("You don't scare me");
    case 13: return tr("Now or never");
    case 14: return tr("Two's more fun");
    case 15: return tr("Still me");
    case 16: return tr("Double vision");
    case 17: return tr("Wraith to the bottom");
    case 18: return tr("I'll be back");
    case 19: return tr("Ghost of Christmas yet to come");
    case 20: return tr("Let's meet at the end");
    case 21: return tr("Bloody Mary");
    case 22: return tr("Playing dead");
    case 23: return tr("Ghostly goldfish");
    case 24: return tr("Private lounge");
    case 25: return tr("They were never seen again");
    case 26: return tr("I pity the Ghoul!");
    case 27: return tr("Creepy lull");
    case 28: return tr("House swap");
    case 29: return tr("We're worthless");
    //: The special psychic card that marks round 10 (it has no effect).
    case 30: return tr("The last mansion");
    }
    return tr("a psychic card");
}

QString RipText::psychicEffect(int card)
{
    switch (card) {
    case 1: return tr("Its player gets this round's psychic card, win or lose.");
    case 2: return tr("Pick a ghost card of your choice out of your deck and play it now.");
    case 3: return tr("Worth 1; you see your opponent's hand until the round ends.");
    case 4: return tr("Worth 2.");
    case 5: return tr("Worth 3.");
    case 6: return tr("Your opponent's next card is drawn blindly from their hand: this round, or the next if they withdraw at once.");
    case 7: return tr("Worth 3, only in round 10.");
    case 8: return tr("Your even cards (2, 4, 6) count 1 more this round.");
    case 9: return tr("Your odd cards (1, 3, 5) count 1 more this round.");
    case 10: return tr("Name a value: your cards of that value count 2 more this round.");
    case 11: return tr("Throw away one card your opponent has in play.");
    case 12: return tr("Your opponent's 1s and 2s count 0 this round.");
    case 13: return tr("Worth 4; afterwards it moves to your round 10, worth −2 there.");
    case 14: return tr("For the rest of the round your opponent plays no card or at least 2 cards a turn.");
    case 15: return tr("If you win the round, one of your cards of this round carries into the next.");
    case 16: return tr("Copies the value of one of your ghost cards of this round.");
    case 17: return tr("Name a value: your opponent's cards of that value count 2 less (not below 0).");
    case 18: return tr("Shuffle one of your cards from an earlier round back into your deck.");
    case 19: return tr("Turn up the top card of a deck: this card is worth its value.");
    case 20: return tr("A random card from a player's hand goes face down onto round 10.");
    case 21: return tr("Worth 6; you throw away 2 ghost cards from your hand.");
    case 22: return tr("You lose the round now and take back one card you played in it.");
    case 23: return tr("Counts as two ghost cards worth 1.");
    case 24: return tr("Your opponent plays no psychic card for the rest of the round.");
    case 25: return tr("Name 2 values: nobody plays them for the rest of the round.");
    case 26: return tr("Name a value: every card of that value, both players', counts 3 more.");
    case 27: return tr("The round is a tie: its token moves on, its psychic card is thrown away.");
    case 28: return tr("Swap two mansion tokens of later rounds.");
    case 29: return tr("Every other card of this round does nothing else: a card with a value counts 1, any other 0.");
    case 30: return tr("No effect: it marks the last mansion.");
    }
    return {};
}

QString RipText::cardText(const rip::Card &c)
{
    if (c.has(rip::Card::FaceDown) && c.isGhost())
        //: A ghost card face down on round 10: its value when this screen may know it.
        return c.ghost > 0 ? tr("%1 (face down)").arg(c.ghost) : tr("a face-down card");
    QString t;
    if (c.isGhost())
        t = c.ghost > 0 ? QString::number(c.ghost) : tr("a card (not told)");
    else if (c.has(rip::Card::Moved))
        //: %1 a psychic card moved to round 10, where it is worth −2.
        t = tr("%1 (−2)").arg(psychicName(c.psychic));
    else
        t = psychicName(c.psychic);
    if (c.has(rip::Card::FaceDown))
        //: A psychic card lying face down on round 10 (its number is known to both players).
        t = tr("%1 (face down)").arg(t);
    return t;
}

QString RipText::valueOrPsychic(int v)
{
    if (v > 0)
        return QString::number(v);
    if (v < 0)
        return psychicName(-v);
    return tr("a card");
}

QString RipText::tokens(int manors, int castles)
{
    if (manors + castles == 0)
        return tr("no token");
    if (castles == 0)
        return tr("%n manor(s)", "", manors);
    if (manors == 0)
        return tr("%n castle(s)", "", castles);
    //: %1 manors, %2 castles, e.g. "a manor and a castle".
    return tr("%1 and %2").arg(tokens(manors, 0), tokens(0, castles));
}

QString RipText::sentence(const rip::Event &e) const
{
    using E = rip::EventType;
    const QString who = seat(e.seat);
    switch (e.type) {
    case E::LineCard:
        return tr("Round %1's psychic card: %2.").arg(e.a + 1).arg(psychicName(e.v));
    case E::MansionPlaced:
        return tr("Round %1 is fought for %2.").arg(e.a + 1).arg(e.v == 0 ? tokens(1, 0) : tokens(0, 1));
    case E::CardDrawn:
        return tr("%1 draws a card.").arg(who);
    case E::DeckEmpty:
        return tr("%1's deck is empty: nothing to draw.").arg(who);
    case E::RoundStarted:
        if (e.v >= rip::kRounds)
            return tr("Round 10: the face-down cards are turned over.");
        return tr("Round %1 begins; %2 starts.").arg(e.v).arg(who);
    case E::GhostPlayed:
        if (e.a == 1)
            return tr("%1 fetches a %2 from the deck and plays it.").arg(who).arg(e.v);
        if (e.a == 2)
            return tr("%1 is tripped: a %2 from the hand is played at random.").arg(who).arg(e.v);
        return tr("%1 plays a %2.").arg(who).arg(e.v);
    case E::PsychicPlayed: {
        if (e.w == 1)
            return tr("%1 plays %2; We're worthless takes its effect.").arg(who, psychicName(e.v));
        QString extra;
        if (e.v > 0 && e.v <= rip::kSpecialCard) {
            const Param p = rip::kPsychic[std::size_t(e.v)].param;
            if (p == Param::Value && e.a > 0)
                extra = tr(" (value %1)").arg(e.a);
            else if (p == Param::TwoValues && e.a > 0)
                extra = tr(" (values %1 and %2)").arg(e.a).arg(e.b);
            else if (p == Param::Deck)
                extra = tr(" (%1's deck)").arg(seat(e.a));
            else if (p == Param::Player)
                extra = tr(" (%1's hand)").arg(seat(e.a));
        }
        if (QLatin1StringView(e.rule) == "RIP-END-2"_L1)
            return tr("%1's %2 acts on round 10%3.").arg(who, psychicName(e.v), extra);
        return tr("%1 plays %2%3.").arg(who, psychicName(e.v), extra);
    }
    case E::CardDiscarded:
        return tr("%1's %2 is thrown away.").arg(who, valueOrPsychic(e.v));
    case E::CardReturned:
        return tr("%1 shuffles a %2 back into the deck.").arg(who).arg(e.v);
    case E::CardTakenBack:
        return tr("%1 takes %2 back.").arg(who, valueOrPsychic(e.v));
    case E::TopRevealed:
        return tr("The top card of %1's deck is a %2.").arg(who).arg(e.v);
    case E::HandDiscard:
        if (e.v > 0)
            return tr("%1 throws away a %2 from the hand.").arg(who).arg(e.v);
        return tr("%1 throws away a card from the hand.").arg(who);
    case E::TokensSwapped:
        return tr("The tokens of rounds %1 and %2 change places.").arg(e.a).arg(e.b);
    case E::TurnEnded:
        return tr("%1 ends the turn with %2 against %3.").arg(who).arg(e.v).arg(e.w);
    case E::Withdrew:
        return tr("%1 does not beat it: withdraws and loses the round.").arg(who);
    case E::LostAtOnce:
        return tr("%1 loses the round at once.").arg(who);
    case E::RoundTied:
        return tr("Round %1 is a tie: its token waits for the next round.").arg(e.v);
    case E::MansionTaken:
        return tr("%1 wins round %2 and takes %3.").arg(who).arg(e.v).arg(tokens(e.a, e.b));
    case E::PsychicTaken:
        return tr("%1 takes %2.").arg(who, psychicName(e.v));
    case E::PsychicDiscarded:
        return tr("%1 is thrown away.").arg(psychicName(e.v));
    case E::MovedToRoundTen:
        return tr("%1's Now or never moves to round 10, worth −2 there.").arg(who);
    case E::Transferred:
        return tr("%1 carries %2 into round %3.").arg(who, valueOrPsychic(e.v)).arg(e.a);
    case E::Placed:
        if (QLatin1StringView(e.rule) == "psychic 20"_L1)
            return tr("A random card of %1's hand goes onto round 10.").arg(who);
        if (e.a == 1) // a psychic card: its number stays known (D-RIP-R10-PSYCHIC)
            return tr("%1 lays %2 face down on round 10.").arg(who, psychicName(-e.v));
        return tr("%1 lays a card face down on round 10.").arg(who);
    case E::FaceDownRevealed:
        return tr("%1's face-down card: %2.").arg(who, valueOrPsychic(e.v));
    case E::RoundTenTotals:
        return tr("Round 10: %1 has %2, %3 has %4.").arg(seat(0)).arg(e.v).arg(seat(1)).arg(e.w);
    case E::GameOver:
        switch (rip::GameEnd(e.a)) {
        case rip::GameEnd::Majority: return tr("%1 wins the game: 4 manors or 3 castles.").arg(who);
        case rip::GameEnd::RoundTen: return tr("%1 wins round 10 and with it the game.").arg(who);
        case rip::GameEnd::Tokens: return tr("Round 10 is cancelled; %1 wins with more mansions.").arg(who);
        case rip::GameEnd::Draw: return tr("Round 10 is cancelled and both have as many mansions: a draw.");
        case rip::GameEnd::None: break;
        }
        return tr("The game is over.");
    }
    return {};
}

QString RipText::parameters(const rip::GameState &s, const rip::Action &a) const
{
    if (a.v < 1 || a.v > rip::kSpecialCard)
        return {};
    const int round = a.type == rip::ActionType::Reveal || s.phase == rip::Phase::Final ? rip::kRounds : s.round;
    if (a.type == rip::ActionType::Psychic && s.worthless(round))
        return worthUnderWorthless(s, a.v);
    const int me = a.seat;
    const int opp = 1 - me;
    auto cardAt = [&](int seatNo, int r, int i) -> QString {
        if (r < 1 || r > rip::kRounds || i < 0 || i >= s.side(r, seatNo).size())
            return tr("a card");
        return cardText(s.side(r, seatNo)[i]);
    };
    switch (rip::kPsychic[std::size_t(a.v)].param) {
    case Param::None: return {};
    //: A psychic card's choice: fetch a card of value %1 from the deck.
    case Param::Fetch: return a.a > 0 ? tr("fetch a %1").arg(a.a) : tr("the deck is empty");
    //: A psychic card's chosen value.
    case Param::Value: return tr("value %1").arg(a.a);
    case Param::TwoValues: return tr("values %1 and %2").arg(a.a).arg(a.b);
    case Param::OppCard: return a.a < 0 ? tr("no target") : tr("throw away their %1").arg(cardAt(opp, round, a.a));
    case Param::OwnGhost: return a.a < 0 ? tr("nothing to copy") : tr("copy your %1").arg(cardAt(me, round, a.a));
    case Param::EarlierCard:
        return a.a < 0 ? tr("nothing to return") : tr("return the %1 of round %2").arg(cardAt(me, a.a, a.b)).arg(a.a);
    case Param::Deck: return tr("%1's deck").arg(seat(a.a));
    case Param::Player: return tr("%1's hand").arg(seat(a.a));
    case Param::Discard2:
        if (a.a <= 0 && a.b <= 0)
            return tr("throw away nothing");
        if (a.a <= 0)
            return tr("throw away a %1").arg(a.b);
        return tr("throw away %1 and %2").arg(a.a).arg(a.b);
    case Param::TakeBack: return a.a < 0 ? tr("take nothing back") : tr("take back %1").arg(cardAt(me, round, a.a));
    case Param::Swap:
        if (a.a < 0)
            return tr("swap nothing");
        //: House swap: %1 round, %2 token, %3 round, %4 token.
        return tr("round %1's %2 with round %3's %4")
                .arg(a.a)
                .arg(a.c == 0 ? tr("manor") : tr("castle"))
                .arg(a.b)
                .arg(a.d == 0 ? tr("manor") : tr("castle"));
    }
    return {};
}

QString RipText::actionLabel(const rip::GameState &s, const rip::Action &a) const
{
    using T = rip::ActionType;
    switch (a.type) {
    case T::Chance:
        switch (s.decision()) {
        case rip::Decision::LineCard: return tr("%1 · %2").arg(a.v).arg(psychicName(a.v));
        case rip::Decision::Mansion: return a.v == 0 ? tr("Manor") : tr("Castle");
        case rip::Decision::Draw: return a.v < 0 ? tr("A card (not told)") : tr("A %1").arg(a.v);
        //: A random card nobody told the app at the table: its value is unknown.
        case rip::Decision::RandomCard: return a.v < 0 ? tr("Not told") : tr("A %1").arg(a.v);
        //: A card of value %1, e.g. "A 7".
        default: return tr("A %1").arg(a.v);
        }
    case T::Ghost: return QString::number(a.v);
    case T::Psychic:
    case T::Reveal: {
        const QString p = parameters(s, a);
        return p.isEmpty() ? psychicName(a.v) : tr("%1: %2").arg(psychicName(a.v), p);
    }
    case T::Random: return tr("A random card (tripped)");
    case T::End: {
        const int mine = s.total(s.round, a.seat), theirs = s.total(s.round, 1 - a.seat);
        return mine > theirs ? tr("End the turn (%1 beats %2)").arg(mine).arg(theirs)
                             : tr("Withdraw (%1 does not beat %2)").arg(mine).arg(theirs);
    }
    case T::Transfer:
        if (a.v < 0)
            return tr("Carry nothing over");
        return tr("Carry %1 over").arg(a.v < s.side(s.round, a.seat).size() ? cardText(s.side(s.round, a.seat)[a.v])
                                                                           : tr("a card"));
    case T::Place:
        if (a.a < 0)
            return tr("Lay nothing down");
        if (a.a == 1)
            return tr("Lay %1 face down").arg(psychicName(a.v));
        return a.v < 0 ? tr("Lay a card face down (not told)") : tr("Lay a %1 face down").arg(a.v);
    }
    return {};
}

QString RipText::prompt(const rip::GameState &s) const
{
    using D = rip::Decision;
    const QString who = seat(s.currentSeat());
    switch (s.decision()) {
    case D::None: return endText(s);
    case D::LineCard: return tr("Which psychic card lies on round %1?").arg(s.lineRevealed + 1);
    case D::Mansion: return tr("Which token lies on round %1?").arg(s.mansionsPlaced + 1);
    case D::Draw: return tr("%1 draws a card.").arg(seat(s.subSeat));
    case D::RandomCard: return tr("Which card came at random out of %1's hand?").arg(seat(s.subSeat));
    case D::RevealTop: return tr("Which card is on top of %1's deck?").arg(seat(s.subSeat));
    case D::RevealCard: return tr("Which value is %1's face-down card on round 10?").arg(seat(s.subSeat));
    case D::Turn: return tr("%1's turn: play cards, then end the turn.").arg(who);
    case D::StillMe: return tr("%1 won with Still me: carry one card into the next round?").arg(who);
    case D::Place: return tr("%1 lost the round: lay one card face down on round 10?").arg(who);
    case D::Round10: return tr("%1 chooses for a psychic card turned over on round 10.").arg(who);
    }
    return {};
}

const char *RipText::endReasonKey(rip::GameEnd e)
{
    switch (e) {
    case rip::GameEnd::Majority: return "majority";
    case rip::GameEnd::RoundTen: return "round-ten";
    case rip::GameEnd::Tokens: return "tokens";
    case rip::GameEnd::Draw: return "draw";
    case rip::GameEnd::None: break;
    }
    return "";
}

QString RipText::endReasonText(const QString &key)
{
    if (key == u"majority"_s)
        return tr("won at once with 4 manors or 3 castles");
    if (key == u"round-ten"_s)
        return tr("won round 10");
    if (key == u"tokens"_s)
        return tr("round 10 tied: more mansions won");
    if (key == u"draw"_s)
        return tr("round 10 tied with as many mansions: a draw");
    return {};
}

QString RipText::endText(const rip::GameState &s) const
{
    if (!s.isTerminal())
        return {};
    if (s.gameWinner < 0)
        return tr("A draw: round 10 tied and both hold as many mansions (%1).")
                .arg(s.player[0].manors + s.player[0].castles);
    const rip::PlayerState &w = s.player[std::size_t(s.gameWinner)];
    const QString who = seat(s.gameWinner);
    switch (s.endReason) {
    case rip::GameEnd::Majority:
        return tr("%1 wins with %2: 4 manors or 3 castles end the game at once.").arg(who, tokens(w.manors, w.castles));
    case rip::GameEnd::RoundTen: return tr("%1 wins round 10 and with it the game.").arg(who);
    case rip::GameEnd::Tokens: {
        const rip::PlayerState &l = s.player[std::size_t(1 - s.gameWinner)];
        return tr("Round 10 tied: %1 wins with more mansions (%2 to %3).")
                .arg(who)
                .arg(w.manors + w.castles)
                .arg(l.manors + l.castles);
    }
    default: break;
    }
    return tr("%1 wins.").arg(who);
}
