// What one seat of a game may see and decide from its own device (docs/phones.md): the seat's view as
// JSON and its private decisions as typed actions, checked against the engine's legal actions of that
// seat. QtCore only, so the app and mourners-cli share it.
#pragma once

#include "model/mourners/game.h"

#include <QJsonObject>
#include <QString>

#include <array>
#include <optional>
#include <vector>

namespace phones {

/// The session that holds the game: the app's controller or the CLI's `serve`.
class GameHost {
public:
    virtual ~GameHost() = default;
    [[nodiscard]] virtual const mc::Game &game() const = 0;
    /// Applies an action of a seat as the laptop would (recorded, undoable, saved). False with a short
    /// English reason when refused; nothing changes then.
    virtual bool applySeatAction(const mc::Action &action, QString &error) = 0;
};

/// What became of a phone's message.
struct Answer {
    enum class Status { Applied, Held, Cancelled, Refused };
    Status status = Status::Refused;
    QString code;    // for a refusal: "bad-message", "not-now", "illegal", "game-over", "refused"
    QString message; // English, for the page's console and the protocol log; the page shows its own text
};

/// Private decisions of phones. A seat may answer a simultaneous decision (motive, draft pick, bid)
/// before the engine asks it: the answer is held in memory and applied when its turn comes; an undo
/// on the laptop drops every held answer.
class SeatPort {
public:
    explicit SeatPort(GameHost &host) : m_host(host) { }

    [[nodiscard]] int seatCount() const;
    /// Everything `seat` may know, as sent to its phone ("view" message, docs/phones.md).
    [[nodiscard]] QJsonObject seatView(int seat) const;
    /// Only what the whole table may know: names, public resources, "2 of 3 bids in", revealed bids.
    [[nodiscard]] QJsonObject tableView() const;
    /// A message of `seat`'s phone: {"type":"act","kind":"motive|draft|bid",...} or {"type":"cancel"}.
    /// The seat is the link's, never the message's. A refused message changes nothing.
    Answer submit(int seat, const QJsonObject &message);
    /// To call after every change of the game (a step, an undo, a redo, a load): drops the held answers
    /// after an undo or when they no longer fit, applies those whose turn has come. Returns the seats
    /// whose held answer was dropped.
    std::vector<int> settle();
    /// A new game: forgets everything held.
    void reset();

    [[nodiscard]] bool holds(int seat) const;
    /// The simultaneous decision in progress ("motive", "draft", "bid"; empty if none).
    [[nodiscard]] QString simultaneousKind() const;
    /// How many seats have answered it (applied or held), and how many must.
    [[nodiscard]] int answersIn() const;
    [[nodiscard]] int answersNeeded() const;
    /// A seat's colour, with a default when the game has none.
    [[nodiscard]] QString seatColor(int seat) const;

private:
    struct Held {
        mc::Action action;
        mc::Decision decision = mc::Decision::None;
        int round = 0;
        int pickRound = 0;
    };
    [[nodiscard]] bool answered(int seat) const;
    [[nodiscard]] std::vector<mc::Action> optionsOf(int seat) const;
    [[nodiscard]] QJsonObject askFor(int seat) const;
    [[nodiscard]] QJsonObject publicTable(const mc::GameState &view) const;
    void noteSeen();

    GameHost &m_host;
    std::array<std::optional<Held>, mc::kMaxPlayers> m_held;
    std::size_t m_seenActions = 0;
    quint64 m_seenLastKey = 0;
    bool m_settling = false;
};

/// Parses a phone's "act" message for `seat` into a typed action. False with the reason in `error`.
[[nodiscard]] bool actionFromMessage(const mc::GameState &state, int seat, const QJsonObject &message, mc::Action &out,
                                     QString &error);

} // namespace phones
