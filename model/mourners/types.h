// Basic enums and constants of Mourners Call, shared by every part of the engine.
#pragma once

#include <cstdint>

namespace mc {

constexpr int kMaxPlayers = 4;
constexpr int kFactions = 3;
constexpr int kGuilds = 6;
constexpr int kLocations = 12;
constexpr int kCrypt = 12;   // place index of a player's Crypt
constexpr int kPlaces = 13;  // 12 locations + Crypt
constexpr int kNobody = -1;
constexpr int kUnknownCard = -1;
constexpr int kMaxCards = 120; // per deck, so card indices fit the action fields

enum class Faction : std::int8_t { Bone = 0, Flesh = 1, Spirit = 2 };

// Guild index order is fixed (R-COMP-1); the resolution order is data (D-GUILD-ORDER).
enum Guild : std::int8_t {
    MortisKnighthood = 0,
    CouncilOfOsteomancy = 1,
    ConclaveOfShadows = 2,
    ShroudrieviesCoven = 3,
    GravedancersCircle = 4,
    DreadsbaneOrder = 5,
};

[[nodiscard]] constexpr int guildFaction(int guild) { return guild / 2; }

// Location indices 0..11 stand for the printed numbers 1..12 (R-COMP-7).
enum Location : std::int8_t {
    DirthForge = 0,
    VadlumGates,
    CurioCryptus,
    MortissVeth,
    CalvumHarrows,
    TheatersOfMemory,
    LifesEbb,
    HigstAthenaeum,
    Voxxingard,
    CryptusAkhor,
    Hushhyde,
    GrendallsPillars,
};

enum class Phase : std::int8_t {
    Setup = 0,
    Distribution,
    Wallows,
    Draft,
    Actions,
    Dreadsgrip,
    Tithe,
    Resolve,
    Cleanup,
    GameOver,
};

enum class Mode : std::int8_t { Digital = 0, Table = 1 };

enum class Meter : std::int8_t { Suspicion = 0, Threat = 1 };

// What a generic adjustment changes.
enum class Resource : std::int8_t {
    Etherea = 0,
    Unity,
    BoneInfluence,
    FleshInfluence,
    SpiritInfluence,
    MotiveBonus,  // typed-in Ulterior Motive bonus (table play)
    Forge,        // Etherea on the Dirth Forge (seat ignored)
    UnitySupply,  // Unity left in the supply (seat ignored)
};
constexpr int kResources = 8;

} // namespace mc
