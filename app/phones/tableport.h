// What a game offers the phones' server (docs/phones.md): each seat's view as JSON and a phone's
// message turned into that seat's action, checked against its legal actions. One implementation per
// game, in the game's own folder (app/<game>/); QtCore only.
#pragma once

#include <QJsonObject>
#include <QString>

#include <vector>

namespace phones {

/// The most seats a game on the shelf has; a port's seatCount() is at most this.
constexpr int kMaxSeats = 6;

/// What became of a phone's message.
struct Answer {
    enum class Status { Applied, Held, Cancelled, Refused };
    Status status = Status::Refused;
    QString code;    // for a refusal: "bad-message", "not-now", "illegal", "game-over", "refused"
    QString message; // English, for the page's console and the protocol log; the page shows its own text
};

class TablePort {
public:
    virtual ~TablePort() = default;
    /// The seats of the game on the table (0 when there is none).
    [[nodiscard]] virtual int seatCount() const = 0;
    /// Everything `seat` may know, as sent to its phone ("view" message).
    [[nodiscard]] virtual QJsonObject seatView(int seat) const = 0;
    /// A message of `seat`'s phone ({"type":"act",...} or {"type":"cancel"}). The seat is the link's,
    /// never the message's. A refused message changes nothing.
    virtual Answer submit(int seat, const QJsonObject &message) = 0;
    /// After every change of the game: applies what is due, drops what no longer fits; returns the
    /// seats whose held answer was dropped.
    virtual std::vector<int> settle() = 0;
    /// A new game: forgets everything held.
    virtual void reset() = 0;
};

} // namespace phones
