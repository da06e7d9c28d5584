// What one seat of a game may see and decide from its own device (docs/phones.md): the seat's view as
// JSON and its private decisions as typed actions, checked against the engine's legal actions of that
// seat. QtCore only, so the app and mourners-cli share it.
#pragma once

#include "model/mourners/game.h"
#include "tableport.h"

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
    /// The words for a Court card played from a phone's hand (the app's translated text); empty: the
    /// page writes its own from the card and the option.
    [[nodiscard]] virtual QString handLabel(const mc::GameState &state, const mc::Action &action) const
    {
        Q_UNUSED(state);
        Q_UNUSED(action);
        return {};
    }
    /// What card `card` of `deck` (0 Court, 1 Mourner, 2 Wallows, 3 Ulterior Motive) does, in the app's
    /// words, for a card this seat may see; empty: the page shows the name alone.
    [[nodiscard]] virtual QString cardText(int deck, int card) const
    {
        Q_UNUSED(deck);
        Q_UNUSED(card);
        return {};
    }
    /// The laptop took the seat back ("Use the laptop for Ada"): its phone decides nothing until it is
    /// given back, and its page says so.
    [[nodiscard]] virtual bool seatOnLaptop(int seat) const
    {
        Q_UNUSED(seat);
        return false;
    }
    /// What a blind tithe bid does now (R-TITHE-2), in the laptop's words: public only.
    [[nodiscard]] virtual QString bidText(const mc::GameState &state) const
    {
        Q_UNUSED(state);
        return {};
    }
};

/// Whether `action` names a card of its seat's hand, so that listing it on the shared screen would show
/// the hand (digital play): a Court card played (R-ACT-3), Socopharie's discard, Severamm's swap.
[[nodiscard]] bool namesHand(const mc::GameState &state, const mc::Action &action);
/// The seat deciding now makes a private step that a phone takes whole: a motive kept (R-SETUP-4), a
/// draft pick (R-DRAFT-2), a blind bid (R-TITHE-2), Severamm's look at the undealt Court cards.
[[nodiscard]] bool isPrivateDecision(const mc::GameState &state);
/// Digital play, the seat's action phase turn: its hand is on its phone (the Court cards it may play),
/// the rest of the turn (recruit, relocate, activate, pass) stays on the shared screen.
[[nodiscard]] bool isHandTurn(const mc::GameState &state);

/// Private decisions of phones. A seat may answer a simultaneous decision (motive, draft pick, bid)
/// before the engine asks it: the answer is held in memory and applied when its turn comes; an undo
/// on the laptop drops every held answer.
class SeatPort : public TablePort {
public:
    explicit SeatPort(GameHost &host) : m_host(host) { }

    [[nodiscard]] int seatCount() const override;
    /// Everything `seat` may know, as sent to its phone ("view" message, docs/phones.md).
    [[nodiscard]] QJsonObject seatView(int seat) const override;
    /// Only what the whole table may know: names, public resources, "2 of 3 bids in", revealed bids.
    [[nodiscard]] QJsonObject tableView() const;
    /// A message of `seat`'s phone: {"type":"act","kind":"motive|draft|bid|court|swap",...} or {"type":"cancel"}.
    /// The seat is the link's, never the message's. A refused message changes nothing.
    Answer submit(int seat, const QJsonObject &message) override;
    /// To call after every change of the game (a step, an undo, a redo, a load): drops the held answers
    /// after an undo or when they no longer fit, applies those whose turn has come. Returns the seats
    /// whose held answer was dropped, and those whose answer an undo took back (asked again).
    std::vector<int> settle() override;
    /// A new game: forgets everything held.
    void reset() override;

    [[nodiscard]] bool holds(int seat) const;
    /// Whether `seat` has answered the simultaneous decision in progress (applied or held).
    [[nodiscard]] bool hasAnswered(int seat) const { return !simultaneousKind().isEmpty() && (answered(seat) || holds(seat)); }
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
    unsigned m_seenAsked = 0; ///< bit p: seat p had a question at the last settle
    bool m_settling = false;
};

/// Parses a phone's "act" message for `seat` into a typed action. False with the reason in `error`.
[[nodiscard]] bool actionFromMessage(const mc::GameState &state, int seat, const QJsonObject &message, mc::Action &out,
                                     QString &error);

} // namespace phones
