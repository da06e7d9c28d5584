// A whole game: its setup and the record of its actions and steps (model/core/record.h); undo, redo,
// corrections of the past, replay and save files.
#pragma once

#include "gamestate.h"
#include "model/core/atomicfile.h"
#include "model/core/record.h"

#include <QByteArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace mc {

// The game's id on the shelf, in saves ("game") and on the command line (--game).
inline constexpr char kGameId[] = "mourners-call";

// A seat's colour as saves hold it: "#" and six hex digits ("#c62828").
[[nodiscard]] bool isSeatColor(const QString &color);

struct Seat {
    QString name;
    QString color;
    friend bool operator==(const Seat &, const Seat &) = default;
};

class Game {
public:
    using Record = mc::Record<GameState, Action, 32, Events>;
    // How an applied action joins the record's steps (a new step, a follow-up of the last, joined to it).
    using Part = Record::Part;
    using Step = Record::Step;
    // A correction of the past as the record keeps it (a step of its own).
    using CorrectionEntry = Record::Correction;
    // What decides the automatic actions after a correction's replay (none by default).
    using FollowUp = Record::FollowUp;

    Game() = default;
    // players 2..4; names may be shorter than players (defaults fill in).
    [[nodiscard]] static Game create(RulesetPtr rules, int players, std::uint64_t seed, Mode mode, int alltaker = 0,
                                     const QStringList &names = {});

    [[nodiscard]] bool isValid() const { return m_record.isValid(); }
    [[nodiscard]] const GameState &state() const { return m_record.current(); }
    [[nodiscard]] const GameState &initialState() const { return m_record.initialState(); }
    [[nodiscard]] const GameSetup &setup() const { return m_setup; }
    [[nodiscard]] const std::vector<Seat> &seats() const { return m_seats; }
    [[nodiscard]] const std::vector<Action> &actions() const { return m_record.actions(); }
    // The undoable steps, in order (corrections of the past included), and the actions before them.
    [[nodiscard]] const std::vector<Step> &steps() const { return m_record.steps(); }
    [[nodiscard]] std::size_t openingActions() const { return m_record.opening(); }
    // The state before action `actionIndex` (actions().size() gives the current state); rebuilt from
    // the nearest checkpoint.
    [[nodiscard]] GameState stateBefore(std::size_t actionIndex) const { return m_record.stateBefore(actionIndex); }
    void setSeat(int seat, const Seat &s) { m_seats[std::size_t(seat)] = s; }
    // Free data of the application, kept in the save as it is (e.g. how the game was set up).
    [[nodiscard]] const QJsonObject &meta() const { return m_meta; }
    void setMeta(const QJsonObject &meta) { m_meta = meta; }
    [[nodiscard]] QByteArray rulesetJson() const { return m_rulesetJson; }

    // Applies an action; on success it is recorded (as `part` says) and the redo list is cleared.
    ApplyError apply(const Action &action, Events *events = nullptr, Part part = Part::Step)
    {
        return m_record.apply(action, events, part);
    }
    // Every action so far is the game's opening, which undo does not take back.
    void markOpening() { m_record.markOpening(); }
    // Groups the actions into steps again (after a load: a save holds no steps). False when the counts
    // do not add up.
    bool regroup(std::size_t opening, const std::vector<Step> &steps) { return m_record.regroup(opening, steps); }
    // In digital play, the chance outcome the game's seed draws now (nothing when no chance decision is
    // due or the table enters its own outcomes). A save or the command line that gives another is refused.
    [[nodiscard]] std::optional<Action> seedOutcome() const;
    // Applies the state's sampled chance outcomes until a seat must decide, each recorded as `part` says.
    void playChance(Events *events = nullptr, Part part = Part::Step);
    [[nodiscard]] bool canUndo() const { return m_record.canUndo(); }
    [[nodiscard]] bool canRedo() const { return m_record.canRedo(); }
    // The undone steps, the next redo last.
    [[nodiscard]] std::vector<Step> redoSteps() const { return m_record.redoSteps(); }
    // Takes back the last step (with the steps joined to it; a correction brings back the old history).
    bool undo() { return m_record.undo(); }
    bool redo(Events *events = nullptr) { return m_record.redo(events); }

    // Correcting the past (table play): the action at `index` becomes `replacement` and every later one
    // is played again on top of it. Later actions that are still legal are kept; the first that no
    // longer is, and all after it, are dropped (`stoppedAt`, `reason` say which and why). Then
    // `followUp` gives the automatic actions that follow. The change is one step of the record, undone
    // and redone whole. Nothing changes when the correction is refused (`error`). The redo list is cleared.
    struct Correction;
    [[nodiscard]] Correction correct(std::size_t index, const Action &replacement, const FollowUp &followUp = {});
    // This game as it was before correction `c` (one of steps()), and as the correction left it before
    // its follow-ups: the two games its log row tells.
    [[nodiscard]] Game before(const CorrectionEntry &c) const;
    [[nodiscard]] Game corrected(const CorrectionEntry &c) const;

    // The save file (docs/save-format.md).
    [[nodiscard]] QByteArray toJson() const;
    struct LoadResult;
    [[nodiscard]] static LoadResult fromJson(const QByteArray &json);
    [[nodiscard]] static LoadResult load(const QString &path);
    // Written atomically: a failed write leaves the old file as it was.
    [[nodiscard]] bool save(const QString &path, Problem *error = nullptr) const;

private:
    GameSetup m_setup;
    QByteArray m_rulesetJson;
    std::vector<Seat> m_seats;
    QJsonObject m_meta;
    Record m_record;
};

struct Game::Correction {
    enum class Error : std::int8_t {
        None = 0,
        NotInTablePlay, // only a table's own entries can be corrected
        NoSuchStep,     // index is not a step of the game
        OtherDecision,  // the replacement answers another decision (or another seat) than the step did
        Unchanged,      // the replacement is the step itself
        Refused,        // the replacement is not legal at that point: `reason`
    };
    Error error = Error::None;
    ApplyError reason = ApplyError::None; // Refused: why; otherwise why the step `stoppedAt` no longer applies
    std::size_t kept = 0;                 // later steps played again
    std::size_t dropped = 0;              // later steps dropped (the first no longer legal and all after it)
    std::ptrdiff_t stoppedAt = -1;        // index, in the old list, of the first later step no longer legal
    [[nodiscard]] bool ok() const { return error == Error::None; }
};

struct Game::LoadResult {
    Game game;
    Problems problems; // empty on success; why the file was refused (paths as written in the file)
    [[nodiscard]] bool ok() const { return problems.empty(); }
};

// The whole state as JSON, hidden information included (for saves, tests and the CLI).
[[nodiscard]] QByteArray stateToJson(const GameState &s);
// A short fingerprint of the whole state.
[[nodiscard]] QString stateDigest(const GameState &s);

} // namespace mc
