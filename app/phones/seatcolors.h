// The seats' colours of each game on the shelf: one source for the laptop's screens and the phones'
// pages, so that a player finds their colour on both (docs/phones.md). A colour the table chose in
// the setup (a save's seat colour) wins over these.
#pragma once

#include <QString>
#include <QStringList>

#include <algorithm>
#include <array>

namespace phones {

/// Mourners Call, seats 1 to 4 (red, blue, green, orange; the phones draw them as the laptop does).
inline constexpr std::array<const char *, 4> kMournersSeatColors{"#c62828", "#1565c0", "#2e7d32", "#ef6c00"};
/// Rest in Peace, the two seats on a light background (the phones' pages and the laptop's light theme),
/// and their lighter versions for the laptop's dark theme.
inline constexpr std::array<const char *, 2> kRipSeatColors{"#c62828", "#1565c0"};
inline constexpr std::array<const char *, 2> kRipSeatColorsDark{"#ef9a9a", "#90caf9"};

/// Seat `seat`'s colour in Mourners Call: `chosen` when the table chose one, else the default.
[[nodiscard]] inline QString mournersSeatColor(int seat, const QString &chosen = {})
{
    if (!chosen.isEmpty())
        return chosen;
    return QString::fromLatin1(kMournersSeatColors[std::size_t(std::max(seat, 0)) % kMournersSeatColors.size()]);
}

/// Seat `seat`'s colour in Rest in Peace (0 or 1).
[[nodiscard]] inline QString ripSeatColor(int seat, bool dark = false)
{
    const auto &colors = dark ? kRipSeatColorsDark : kRipSeatColors;
    return QString::fromLatin1(colors[std::size_t(std::clamp(seat, 0, 1))]);
}

} // namespace phones
