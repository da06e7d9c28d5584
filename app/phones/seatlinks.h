// The seats' links as a game keeps them (docs/phones.md): the same JSON for the app's saves and for
// `mourners-cli serve`, so that a game's phones keep their links whichever of the two runs it.
#pragma once

#include "phoneserver.h"

#include <QJsonArray>

#include <vector>

namespace phones {

/// The first `seats` links: {secret, device (when one joined), replaced (when any)} per seat.
[[nodiscard]] QJsonArray linksToJson(const std::vector<PhoneServer::SeatLink> &links, int seats);
/// Reads them back into `links` (kMaxSeats long): false when `stored` is not `seats` links with a
/// secret of the server's shape each (then nothing of it is to be used).
[[nodiscard]] bool linksFromJson(const QJsonArray &stored, int seats, std::vector<PhoneServer::SeatLink> &links);

} // namespace phones
