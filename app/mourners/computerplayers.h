// Computer players of Mourners Call's digital play: each chooses its action off the GUI thread
// (app/core/botrunner.h) from its own seat's view. An answer for an older position (undo, a new game,
// a load since it started) is dropped, never applied.
#pragma once

#include "computerhint.h"
#include "model/mourners/action.h"
#include "model/mourners/bots.h"

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <functional>

class BotRunner;

namespace mc {
class Game;
class GameState;
}

class ComputerPlayers : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("ComputerPlayers belong to GameController")
    /// Per seat: "person", "random", "rules", "search" or "strong" (all "person" for table games).
    Q_PROPERTY(QStringList seatKinds READ seatKinds NOTIFY seatKindsChanged)
    /// A computer player is choosing its action off the GUI thread.
    Q_PROPERTY(bool thinking READ thinking NOTIFY thinkingChanged)
    /// "Ada (computer) is thinking…" while thinking.
    Q_PROPERTY(QString thinkingText READ thinkingText NOTIFY thinkingChanged)
    /// "What would the computer do?": the strong player's choice for the person deciding now, asked
    /// by that person on their own screen (GameController wires it to the game and the choices).
    Q_PROPERTY(ComputerHint *hint READ hint CONSTANT)

public:
    /// Applies a computer player's answer; called on the GUI thread with a fresh answer only.
    using Applier = std::function<void(const mc::Action &)>;

    explicit ComputerPlayers(QObject *parent = nullptr);

    /// The game the players decide in (its address stays the same for the object's life).
    void setGame(const mc::Game *game) { m_game = game; }
    void setApplier(Applier applier) { m_applier = std::move(applier); }
    /// Called with the exact state given to a computer player (tests check it is the seat's view).
    void setObserver(std::function<void(const mc::GameState &)> observer) { m_observer = std::move(observer); }

    /// Reads the seat kinds from the game's meta (all "person" when absent); cancels a thinking player.
    void readSeatKinds();
    /// Whether `key` names a computer player, and which.
    [[nodiscard]] static bool kindOf(const QString &key, mc::BotKind &out);
    [[nodiscard]] bool isComputer(int seat) const;
    /// Starts the computer player that must decide now, if any (digital play); `name` for thinkingText.
    void maybeStart(const QString &name);
    /// Forgets a running computer player: its answer will be dropped.
    void cancel();
    /// The generation of the last start or cancel (tests).
    [[nodiscard]] quint64 generation() const;

    [[nodiscard]] QStringList seatKinds() const { return m_seatKinds; }
    [[nodiscard]] bool thinking() const;
    [[nodiscard]] QString thinkingText() const { return m_thinkingText; }
    [[nodiscard]] ComputerHint *hint() const { return m_hint; }

signals:
    void seatKindsChanged();
    void thinkingChanged();
    /// An answer came back for an older position and was dropped.
    void staleAnswerDropped();

private:
    const mc::Game *m_game = nullptr;
    Applier m_applier;
    std::function<void(const mc::GameState &)> m_observer;
    QStringList m_seatKinds;
    BotRunner *m_runner;
    ComputerHint *m_hint;
    QString m_thinkingText;
};
