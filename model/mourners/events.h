// Structured events that apply() reports; app/ turns them into sentences.
#pragma once

#include <cstdint>
#include <vector>

namespace mc {

enum class EventType : std::int8_t {
    RoundStarted,      // v = round
    PhaseStarted,      // a = Phase
    DiceRolled,        // seat = roller, v = total
    PileSet,           // a = pile index, v = size
    PileTaken,         // seat, a = pile index, v = Etherea
    InfluenceInstead,  // seat, a, b = factions
    ForgeReceived,     // v = Etherea put on the Dirth Forge
    CardDealt,         // seat, a = deck (0 court 1 mourner 2 wallows 3 motive), v = card (-1 unknown)
    MotiveKept,        // seat, a = faction
    CourtPlayed,       // seat, v = card, a = option
    MournerGained,     // seat, v = card
    MournerLost,       // seat, v = card
    MournerActivated,  // seat, v = card, a = ability
    MournerExhausted,  // seat, a = guild, v = card (deactivated by Malavestros)
    Recruited,         // seat, a = guild
    NoFigure,          // seat, a = guild: nothing gained (R-COMP-2/3)
    NoCard,            // seat, a = faction: deck empty (R-COMP-3)
    Relocated,         // seat, a = from, b = to, v = figures, w = influence paid
    FigureMoved,       // seat = owner, a = from, b = to, c = guild
    FigureDestroyed,   // seat = owner, a = place, c = guild (to supply, base back)
    FigureGained,      // seat, a = place, c = guild
    EthereaChanged,    // seat, v = delta
    UnityChanged,      // seat, v = delta
    InfluenceChanged,  // seat, a = faction, v = delta
    MeterChanged,      // a = Meter, v = new value, w = delta, seat = causer
    SuspicionReached,  // seat = causer (R-SUSP-1)
    ThreatReached,     // seat = causer (R-THREAT-10)
    ThreatNoCard,      // seat = causer without a Mourner card: nobody loses a card or figure (R-THREAT-10)
    MournerTriggered,  // seat, a = guild, v = card: a triggered ability works by itself (D-MOURNER-ABILITY)
    EndOfRoundAsked,   // seat, a = guild, v = card, b = 1 applied / 0 not (R-CLEAN-1, table play)
    CourtSwapped,      // seat, a = Court card given back, b = Court card taken (Severamm); a = b = -1 declined
    ArtifactKept,      // seat, v = Wallows card kept as an artifact (Relic Ravlatch)
    LossForgiven,      // seat, v = points nobody could pay (D-PAY)
    OverCrowded,       // a = location, v = figures, w = limit
    CrowdRolled,       // seat = owner, a = location, c = guild, v = die, w = CrowdOutcome
    TitheOwed,         // v = owed, w = paid from the Forge, a = the Forge's rest spent to the supply (D-FORGE)
    BidsRevealed,      // v = total bid, w = still owed
    BidMade,           // seat, v = bid
    TitheMet,          // seat = single top contributor or -1 on a tie
    TitheMissed,
    MajorityCount,     // seat, a = 0 location / 1 guild, b = index, v = that seat's figures (before Majority)
    Majority,          // a = 0 location / 1 guild, b = index, seat = winner or -1, v = count, w = 1 if tied
    AlltakerUsed,      // seat, a = 0 location / 1 guild, b = index
    ActionSkipped,     // seat, a = 0 location / 1 guild, b = index
    MalavestrosUnity,  // seat, a = location
    DreadsbaneToken,   // seat = new holder or -1 (supply)
    AlltakerTaken,     // seat
    MalavestrosMoved,  // a = location
    Stolen,            // seat = thief, a = faction, b = victim, v = amount
    WallowsResolved,   // seat, v = card, a = completed
    Passed,            // seat
    GameEnding,        // a = Phase in which the last Unity left the supply
    FinalTurn,         // seat
    Adjusted,          // seat, a = Resource, v = delta
    GameOver,
};

struct Event {
    EventType type;
    std::int8_t seat = -1;
    std::int8_t a = 0;
    std::int8_t b = 0;
    std::int8_t c = 0;
    std::int16_t v = 0;
    std::int16_t w = 0;
    const char *rule = ""; // the rule id behind it, e.g. "R-TITHE-4"
};

using Events = std::vector<Event>;

} // namespace mc
