// A digest of a sequence of 64-bit words (FNV-1a): the legal-list fingerprint tests of every game pin
// their engines' lists with it. Order matters, so a reordered list gives another digest.
#pragma once

#include <cstdint>
#include <vector>

namespace fingerprint {

inline void mix(std::uint64_t &h, std::uint64_t word)
{
    for (int i = 0; i < 8; ++i) {
        h ^= (word >> (8 * i)) & 0xff;
        h *= 0x100000001b3ULL;
    }
}

/// The list's length, then each action's key().
template<class Action>
void mixList(std::uint64_t &h, const std::vector<Action> &legal)
{
    mix(h, legal.size());
    for (const Action &a : legal)
        mix(h, a.key());
}

} // namespace fingerprint
