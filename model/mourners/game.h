// A whole game: its setup and the list of actions; undo, redo, replay and save files.
#pragma once

#include "gamestate.h"
#include "model/core/atomicfile.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace mc {

// The game's id on the shelf, in saves ("game") and on the command line (--game).
inline constexpr char kGameId[] = "mourners-call";

struct Seat {
    QString name;
    QString color;
    friend bool operator==(const Seat &, const Seat &) = default;
};

class Game {
public:
    Game() = default;
    // players 2..4; names may be shorter than players (defaults fill in).
    [[nodiscard]] static Game create(RulesetPtr rules, int players, std::uint64_t seed, Mode mode, int alltaker = 0,
                                     const QStringList &names = {});

    [[nodiscard]] bool isValid() const { return !m_checkpoints.empty(); }
    [[nodiscard]] const GameState &state() const { return m_current; }
    [[nodiscard]] const GameState &initialState() const { return m_checkpoints.front(); }
    [[nodiscard]] const GameSetup &setup() const { return m_setup; }
    [[nodiscard]] const std::vector<Seat> &seats() const { return m_seats; }
    [[nodiscard]] const std::vector<Action> &actions() const { return m_actions; }
    // The state before action `actionIndex` (actions().size() gives the current state); rebuilt from
    // the nearest checkpoint.
    [[nodiscard]] GameState stateBefore(std::size_t actionIndex) const;
    void setSeat(int seat, const Seat &s) { m_seats[std::size_t(seat)] = s; }
    // Free data of the application, kept in the save as it is (e.g. how the game was set up).
    [[nodiscard]] const QJsonObject &meta() const { return m_meta; }
    void setMeta(const QJsonObject &meta) { m_meta = meta; }
    [[nodiscard]] QByteArray rulesetJson() const { return m_rulesetJson; }

    // Applies an action; on success it is recorded and the redo list is cleared.
    ApplyError apply(const Action &action, Events *events = nullptr);
    // Applies the state's sampled chance outcomes until a seat must decide.
    void playChance(Events *events = nullptr);
    [[nodiscard]] bool canUndo() const { return m_actions.size() > 0; }
    [[nodiscard]] bool canRedo() const { return !m_redo.empty(); }
    bool undo();
    bool redo(Events *events = nullptr);

    // The save file (docs/save-format.md).
    [[nodiscard]] QByteArray toJson() const;
    struct LoadResult;
    [[nodiscard]] static LoadResult fromJson(const QByteArray &json);
    [[nodiscard]] static LoadResult load(const QString &path);
    // Written atomically: a failed write leaves the old file as it was.
    [[nodiscard]] bool save(const QString &path, QString *error = nullptr) const;

private:
    GameSetup m_setup;
    QByteArray m_rulesetJson;
    std::vector<Seat> m_seats;
    QJsonObject m_meta;
    // Every kCheckpoint-th state is kept ([k] = after k * kCheckpoint actions); undo replays from one.
    static constexpr std::size_t kCheckpoint = 32;
    std::vector<GameState> m_checkpoints;
    GameState m_current;
    std::vector<Action> m_actions;
    std::vector<Action> m_redo;      // most recently undone last
};

struct Game::LoadResult {
    Game game;
    QString error; // empty on success
};

// The whole state as JSON, hidden information included (for saves, tests and the CLI).
[[nodiscard]] QByteArray stateToJson(const GameState &s);
// A short fingerprint of the whole state.
[[nodiscard]] QString stateDigest(const GameState &s);

} // namespace mc
