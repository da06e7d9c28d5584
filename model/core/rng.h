// A small, fast, portable generator: splitmix64. The same seed gives the same game everywhere.
#pragma once

#include <cstdint>

namespace mc {

[[nodiscard]] inline std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

// Uniform integer in [0, n) (n > 0), by multiply-shift; bias is negligible for small n.
[[nodiscard]] inline int uniformBelow(std::uint64_t &x, int n)
{
    const std::uint64_t r = splitmix64(x) >> 32;
    return int((r * std::uint64_t(n)) >> 32);
}

} // namespace mc
