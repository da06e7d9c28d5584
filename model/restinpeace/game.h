// A whole game of Rest in Peace: its setup and the record of actions (model/core/record.h); undo,
// redo, replay and save files.
#pragma once

#include "gamestate.h"
#include "model/core/problem.h"
#include "model/core/record.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

namespace rip {

// The game's id on the shelf, in saves ("game") and on the command line (--game).
inline constexpr char kGameId[] = "rest-in-peace";

class Game {
public:
    Game() = default;
    [[nodiscard]] static Game create(const Setup &setup, const QStringList &names = {});

    [[nodiscard]] bool isValid() const { return m_record.isValid(); }
    [[nodiscard]] const GameState &state() const { return m_record.current(); }
    [[nodiscard]] const GameState &initialState() const { return m_record.initialState(); }
    [[nodiscard]] const Setup &setup() const { return m_setup; }
    [[nodiscard]] const QStringList &names() const { return m_names; }
    [[nodiscard]] const std::vector<Action> &actions() const { return m_record.actions(); }
    [[nodiscard]] GameState stateBefore(std::size_t index) const { return m_record.stateBefore(index); }
    using Record = mc::Record<GameState, Action>;
    // How an applied action joins the record's steps (a new step, a follow-up of the last, joined to it).
    using Part = Record::Part;
    using Step = Record::Step;
    // The undoable steps, in order, and the actions before them (not undoable).
    [[nodiscard]] const std::vector<Step> &steps() const { return m_record.steps(); }
    [[nodiscard]] std::size_t openingActions() const { return m_record.opening(); }

    // Applies an action; on success it is recorded (as `part` says) and the redo list is cleared.
    ApplyError apply(const Action &action, Events *events = nullptr, Part part = Part::Step)
    {
        return m_record.apply(action, events, part);
    }
    // Groups the actions into steps again (after a load: a save holds no steps). False when the counts
    // do not add up.
    bool regroup(std::size_t opening, const std::vector<Step> &steps) { return m_record.regroup(opening, steps); }
    // Applies the state's sampled chance outcomes until a seat must decide (digital play).
    void playChance(Events *events = nullptr);
    [[nodiscard]] bool canUndo() const { return m_record.canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_record.canRedo(); }
    // Takes back the last step; redo applies it again.
    bool undo() { return m_record.undo(); }
    bool redo(Events *events = nullptr) { return m_record.redo(events); }

    // How a save writes the steps of a game that is not over.
    enum class Steps {
        Open,   // as they read (the CLI, tests)
        Sealed, // sealed (model/core/sealedstep.h): the file does not show the cards drawn or laid face
                // down while the game runs; a finished game's steps are written openly
    };
    // The save file: {"game": "rest-in-peace", version, seed, mode, learning, level, starter, rules (the
    // rules edition it replays under: 1 when a version 1 save lacks it), seats, actions, final.digest}.
    // Version 3 when its steps are sealed; sealed steps and open ones both load.
    [[nodiscard]] QByteArray toJson(Steps steps = Steps::Open) const;
    struct LoadResult;
    [[nodiscard]] static LoadResult fromJson(const QByteArray &json);
    [[nodiscard]] static LoadResult load(const QString &path);
    // Written atomically: a failed write leaves the old file as it was.
    [[nodiscard]] bool save(const QString &path, mc::Problem *error = nullptr) const;

private:
    Setup m_setup;
    QStringList m_names;
    Record m_record;
};

struct Game::LoadResult {
    Game game;
    mc::Problems problems; // empty on success; why the file was refused (paths as written in the file)
    [[nodiscard]] bool ok() const { return problems.empty(); }
};

// The whole state as JSON, hidden information included (for digests, tests and the CLI).
[[nodiscard]] QByteArray stateToJson(const GameState &s);
// A short fingerprint of the whole state.
[[nodiscard]] QString stateDigest(const GameState &s);

} // namespace rip
