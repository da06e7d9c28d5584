// The facade between the user interface and the rules engine: QML calls its invokables, it turns
// them into actions for mc::Game (whose record keeps the steps that undo and redo take) and keeps the
// log, derived from those steps. What the screen shows lives in
// one object per concern (table status, guide, autosave, seat privacy, computer players, ending),
// each refreshed after every step.
#pragma once

#include "autosave.h"
#include "computerplayers.h"
#include "gameending.h"
#include "gamelog.h"
#include "guide.h"
#include "pastcorrection.h"
#include "playtime.h"
#include "seatprivacy.h"
#include "tablequestions.h"
#include "tablestatus.h"
#include "model/mourners/game.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QStringList>
#include <QVariantMap>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <memory>
#include <vector>

class RulesetLibrary;

class GameController : public QObject
{
    Q_OBJECT
    // QML sees it as the singleton GameController through mournersobjects.h.

    /// "table" or "digital".
    Q_PROPERTY(QString mode READ mode NOTIFY modeChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY gameOverChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(GameLog *log READ log CONSTANT)
    /// Meters, supplies, holders, the board, and the players, locations and guild track models.
    Q_PROPERTY(TableStatus *table READ table CONSTANT)
    /// The pending decision, its choices, majorities, figures at risk, notices and why-results.
    Q_PROPERTY(Guide *guide READ guide CONSTANT)
    Q_PROPERTY(Autosave *autosave READ autosave CONSTANT)
    /// Hot-seat hand-offs and the private view of the seat on screen.
    Q_PROPERTY(SeatPrivacy *seats READ seats CONSTANT)
    Q_PROPERTY(ComputerPlayers *bots READ bots CONSTANT)
    /// The end trigger, the final scores and the history note.
    Q_PROPERTY(GameEnding *ending READ ending CONSTANT)
    /// Correcting a past step of a table game from the log (its dialog's choices and preview).
    Q_PROPERTY(PastCorrection *past READ past CONSTANT)
    /// A table's public questions of one kind, every player's on one screen, answered as one step.
    Q_PROPERTY(TableQuestions *questions READ questions CONSTANT)

public:
    /// At most this many legal actions are listed by legalActions() (`legalActionCount` has all).
    static constexpr int kMaxListedActions = 200;

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// The rulesets and owner's cards the new-game forms name (MournersObjects hands it its engine's);
    /// without one only the standard ruleset and the printed cards can be chosen.
    void setRulesetLibrary(RulesetLibrary *library);
    [[nodiscard]] RulesetLibrary *rulesetLibrary() const;

    /// Starts a new game with the standard ruleset. `oldestSeat` (0-based) holds the Alltaker and
    /// decides first (R-SETUP). Empty names get defaults. In digital play the opening chance draws
    /// are made at once. False with `lastError` set for bad arguments; the old game is kept then.
    Q_INVOKABLE bool newGame(int players, const QStringList &names, bool table, int oldestSeat, quint64 seed);
    /// What is wrong with each name of a setup form, one sentence per seat ("" when the name is fine; a
    /// blank name takes the seat's default): mc::nameProblem, and a name a seat before already has
    /// (compared without regard to capitals). The forms show it next to the field and do not start.
    Q_INVOKABLE QStringList nameProblems(const QStringList &names) const;
    /// Applies one action in the notation of docs/cli.md (tests, the self-test; QML uses the guide's
    /// choice model and the typed corrections below). False with `lastError` set when it is not an
    /// action or not legal now; nothing changes then. In digital play chance is drawn afterwards.
    bool applyAction(const QString &text);
    /// Applies the legal action whose mc::Action::key() is `key` (the choice model's payload). A key
    /// that is not among the legal actions now (a stale row) is refused with `lastError`.
    bool applyChoice(quint64 key);
    /// A phone's private decision for its own seat (docs/phones.md): applied as a click on the laptop
    /// would be (logged, undoable, autosaved), when `action.seat` decides now on its phone (seats()
    /// onPhone, a motive, draft pick or bid). False with a short English reason for the phone's page
    /// otherwise; nothing changes then, and the laptop's error line is left as it was (a refused
    /// phone's choice is never shown on the shared screen).
    bool applySeatAction(const mc::Action &action, QString &error);
    /// The seats that decide their private steps on their phones (bit p for seat p); computer seats are
    /// left out. Refreshes the hand-offs and the shown choices.
    void setPhoneSeats(unsigned mask);
    /// The shown legal actions in the text notation, at most kMaxListedActions (tests, self-test);
    /// empty while hot-seat play hides them.
    [[nodiscard]] QStringList legalActions() const;

    // --- corrections (table play): each builds one adjustment action, applied like any other step ---
    /// Changes a resource of `seat` by `delta`. `resourceKey`: "etherea", "unity", "bone", "flesh",
    /// "spirit", "motive", "forge", "unity-supply" (the last two ignore the seat).
    Q_INVOKABLE bool adjustResource(int seat, const QString &resourceKey, int delta);
    /// Sets a meter ("suspicion" or "threat") to `value`; `causedBySeat` -1 for nobody.
    Q_INVOKABLE bool setMeter(const QString &meterKey, int value, int causedBySeat);
    /// Moves a figure of `seat` and `guild` (a guild key, as guildsOf() gives) between places:
    /// a location number 1-12, or 0 for the player's Crypt.
    Q_INVOKABLE bool moveFigure(int seat, int fromPlace, int toPlace, const QString &guild);
    /// Adds (`delta` +1, from the supply) or removes (-1, to the supply) a figure at a place (1-12, 0 Crypt).
    Q_INVOKABLE bool changeFigure(int seat, int place, const QString &guild, int delta);
    /// Says who holds something: `what` "alltaker" or "dreadsbane" with a seat (-1 nobody, not for
    /// the Alltaker), or "malavestros" with a location number 1-12 (0 off the board).
    Q_INVOKABLE bool setHolder(const QString &what, int value);
    /// Undoes the last step (with computer players, back to the last decision of a person). In hot-seat
    /// play with several people, an undo that reopens another person's decision (their secret bid,
    /// motive, draft pick, or turn with their hand) is refused with the reason in `lastError` and waits
    /// for that person's hand-off (seats().undoSeat): confirmUndo() once they hold the laptop.
    /// The action index of the step the table entered as log step `step` (1-based, GameLog's "step"
    /// role); -1 when that step is not one the table entered in a table game (a correction of the
    /// past, a digital game's step, no such step).
    [[nodiscard]] int stepActionIndex(int step) const;
    /// Correcting the past (table play): action `index` becomes `replacement`, every later step is
    /// played again (those still legal kept, the rest dropped), the app's own steps follow, and the
    /// whole change is ONE undoable step (undo brings back the old history exactly). Autosaved after.
    /// False with `lastError` set when refused; nothing changes then. `outcome` gets the engine's result.
    bool correctPast(std::size_t index, const mc::Action &replacement, mc::Game::Correction *outcome = nullptr);
    Q_INVOKABLE bool undo();
    /// The person named by seats().undoSeat holds the laptop: the waiting undo is made and their view
    /// of the reopened decision is shown. False when no undo waits.
    Q_INVOKABLE bool confirmUndo();
    /// The waiting undo is dropped; nothing changes.
    Q_INVOKABLE void cancelUndo();
    Q_INVOKABLE bool redo();
    /// Writes the game atomically. `path` is a local path or a file: URL.
    Q_INVOKABLE bool save(const QString &path);
    /// Replaces the game with a saved one. On any error the current game and the file stay as they were.
    Q_INVOKABLE bool load(const QString &path);
    /// Goes on with `game` as with a file opened by hand (load() after reading; tests open a game they
    /// played through the engine, such as a digital game whose draws they named, which no save may hold).
    void openGame(mc::Game game);
    Q_INVOKABLE void clearError();

    /// Starts a table game from the new-game wizard. `setup` holds: names (list), colors (list of
    /// "#rrggbb"), oldest (seat), factions (list of "bone" "flesh" "spirit"), mourners (list of maps: {card:
    /// a card id}, or {guild: a guild key} for a card the app need not know), board (the board's values as
    /// BoardSettings keeps them) or ruleset (a whole ruleset as JSON text; standard when neither), cards (optional: a RulesetLibrary id whose cards replace the ruleset's, the owner's cards
    /// from the card editor), seed. The declared factions and starting Mourners are applied as engine
    /// actions (R-SETUP-4/5). False with lastError set; the running game is kept then.
    Q_INVOKABLE bool newTableGame(const QVariantMap &setup);
    /// Before the first game: fills the table's rows (players, locations, guild track, meters) from a
    /// standard 4-player game that is never played, so that the game page made ahead makes their
    /// items while the home screen waits, and the click that starts the first game only fills them in
    /// (it made four players' panels, twelve locations and the guild track: 65 million instructions).
    /// Nothing while a game is loaded or once rows are there; the page shows none of it before a game
    /// starts.
    Q_INVOKABLE void prepareTable();
    /// Opens the unfinished autosaved game (autosave.canContinue).
    Q_INVOKABLE bool continueGame();
    /// The phones' links kept with the game (docs/phones.md): saved with it, beside the game state.
    [[nodiscard]] QJsonObject phoneLinks() const;
    /// Keeps the phones' links with the game and autosaves it (a game being opened is written after).
    void setPhoneLinks(const QJsonObject &links);
    /// Rolls one die with QRandomGenerator and applies "roll N" (over-crowding, R-DREAD-2).
    Q_INVOKABLE bool rollForMe();
    /// A table's action phase: the player whose turn it is and every player after them pass, one after
    /// the other, until the phase ends (R-ACT-2); one step of the log per pass, undone together.
    Q_INVOKABLE bool everyonePasses();
    Q_INVOKABLE void dismissNotices();
    /// At the end, once the motive bonuses are typed in: records the finished game in the history
    /// (HistoryStore); ending.historyNote says how it went. Recording the same result twice does nothing.
    Q_INVOKABLE bool recordResult();
    Q_INVOKABLE void dismissReveal();
    /// Closes the summary of the round just ended (Guide::roundSummary); the computer players go on.
    Q_INVOKABLE void dismissRoundSummary();
    /// The starting Mourners of a faction (0 bone, 1 flesh, 2 spirit): {id, name, guild, guildName, standIn}.
    Q_INVOKABLE QVariantList startingMourners(int faction) const;
    /// The same from the cards of a RulesetLibrary entry (`cards` as newTableGame() takes it; the
    /// standard cards when empty or unknown).
    Q_INVOKABLE QVariantList startingMourners(int faction, const QString &cards) const;
    /// What a seat of `faction` may name as its starting Mourner in the new-game form, from the cards of
    /// `cards` (as startingMourners() takes it): [{value, label, card, guild}]. First one card the app
    /// need not know per guild of the faction (card empty, guild its key), then the printed cards (card
    /// the card's id). `value` tells the options apart and means nothing else; newTableGame() takes
    /// {card} or {guild}.
    Q_INVOKABLE QVariantList startingMournerOptions(int faction, const QString &cards) const;
    /// The guilds of a faction: {key, name}.
    Q_INVOKABLE QVariantList guildsOf(int faction) const;
    Q_INVOKABLE QString seatName(int seat) const;

    /// Starts a digital game. `setup` holds: names (list), kinds (list of "person" "random" "rules"
    /// "search" "strong"), oldest (seat), ruleset (a RulesetLibrary id; standard when empty), seed
    /// (optional). Computer seats decide by themselves; people decide behind a hand-off screen. False
    /// with lastError set; the running game is kept then.
    Q_INVOKABLE bool newDigitalGame(const QVariantMap &setup);
    /// "I am <name>": shows the current person's private view (after the hand-off screen).
    Q_INVOKABLE void revealPrivate();
    /// Hides the private view again (the shared view).
    Q_INVOKABLE void hidePrivate();
    Q_INVOKABLE void clearWhy();
    /// Builds every shown text again in the current language: the log, the guide, the decision, the
    /// notices, the Continue summary (Language::retranslated calls it).
    void retranslate();

    /// Called with the exact state given to a computer player (tests check it is the seat's view).
    void setBotObserver(std::function<void(const mc::GameState &)> observer) { m_bots->setObserver(std::move(observer)); }
    /// The state a computer player deciding in `s` is given: the deciding seat's view only.
    [[nodiscard]] static mc::GameState botInput(const mc::GameState &s) { return s.viewFor(s.currentSeat()); }

    /// Autosaves go to `dir` (default: AppDataLocation/autosave) and it is scanned for a game to continue.
    void setAutosaveDirectory(const QString &dir) { m_autosave->setDirectory(dir); }
    [[nodiscard]] QString autosaveDirectory() const { return m_autosave->directory(); }

    [[nodiscard]] bool hasGame() const { return m_hasGame; }
    [[nodiscard]] QString mode() const { return m_mode; }
    [[nodiscard]] int round() const { return m_table->round(); }
    [[nodiscard]] QString phaseName() const { return m_table->phaseName(); }
    [[nodiscard]] bool canUndo() const { return m_canUndo; }
    [[nodiscard]] bool canRedo() const { return m_canRedo; }
    [[nodiscard]] bool gameOver() const { return m_gameOver; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] GameLog *log() const { return m_log; }
    [[nodiscard]] TableStatus *table() const { return m_table; }
    [[nodiscard]] Guide *guide() const { return m_guide; }
    [[nodiscard]] Autosave *autosave() const { return m_autosave; }
    [[nodiscard]] SeatPrivacy *seats() const { return m_seats; }
    [[nodiscard]] ComputerPlayers *bots() const { return m_bots; }
    /// "What would the computer do?" for the person deciding now (QML: bots.hint).
    [[nodiscard]] ComputerHint *hint() const { return m_bots->hint(); }
    [[nodiscard]] GameEnding *ending() const { return m_ending; }
    [[nodiscard]] PastCorrection *past() const { return m_past; }
    [[nodiscard]] TableQuestions *questions() const { return m_questions; }
    /// The sentence of a correction of action `index` of `old` (told with the steps of its record) that
    /// gave `now` (before the app's own steps): kept steps, or where and why the replay stopped.
    [[nodiscard]] QString correctionOutcome(const mc::Game &old, std::size_t index, const mc::Game::Correction &c,
                                            const mc::Game &now) const;
    /// The log's steps (entered by the table) after the corrected one that a correction of action
    /// `index` of `old` keeps and drops.
    [[nodiscard]] static std::pair<int, int> correctionSteps(const mc::Game &old, std::size_t index,
                                                             const mc::Game::Correction &c);
    /// The same counts for a correction not made yet, from the current history.
    [[nodiscard]] std::pair<int, int> correctionSteps(std::size_t index, const mc::Game::Correction &c) const
    {
        return correctionSteps(m_game, index, c);
    }
    /// The same sentence for a correction not made yet, told from the current history.
    [[nodiscard]] QString correctionPreview(std::size_t index, const mc::Game::Correction &c, const mc::Game &now) const
    {
        return correctionOutcome(m_game, index, c, now);
    }

    /// The seed of the next digital game whose setup names none (tests that start a game from the
    /// form); used once.
    void setNextDigitalSeed(quint64 seed) { m_nextDigitalSeed = seed; }

    /// The engine's game, for tests and the self-test (read-only).
    [[nodiscard]] const mc::Game &game() const { return m_game; }

signals:
    void hasGameChanged();
    void modeChanged();
    void roundChanged();
    void phaseNameChanged();
    void canUndoChanged();
    void canRedoChanged();
    void gameOverChanged();
    void lastErrorChanged();
    /// The game changed: after every step, undo, redo, and a new, loaded or continued game.
    void stepped();
    /// Another game began (new, loaded or continued): phones of the old one must go.
    void gameStarted();

private:
    /// The "why" panel said again from the last steps of the record (after a load, an undo, a correction).
    void whyFromRecord();
    /// Starts `game` (made by a new-game call): seat kinds, privacy and phones start over, the log
    /// opens with `openingLine` (built again on a language change) and the setup's events; with
    /// `advance` the app applies what it does by itself (opening draws, deals, a single safe choice).
    /// What is there so far is the opening, not undoable.
    void begin(mc::Game game, std::function<GameLog::Entry()> openingLine, const mc::Events &setupEvents, bool advance);
    template<typename T>
    void set(T &member, const T &value, void (GameController::*changed)());
    /// Refreshes the facade's properties and every part from the game.
    void updateProperties();
    void setError(const QString &error) { set(m_lastError, error, &GameController::lastErrorChanged); }
    [[nodiscard]] EventText eventText() const;
    [[nodiscard]] std::function<bool(int)> computerSeats() const;
    [[nodiscard]] QList<GameLog::Entry> entries(const mc::Events &events) const;
    [[nodiscard]] QString describeAction(const mc::GameState &s, const mc::Action &a) const;
    [[nodiscard]] QString applyErrorText(const QString &text, mc::ApplyError error) const;
    /// Groups the game's recorded actions into steps again and rebuilds the log from them (after a load).
    void rebuildHistory();
    /// The log rows of actions [first, first + count), as the step that applied them logged them;
    /// `opening` for the actions before the first step.
    [[nodiscard]] QList<GameLog::Entry> stepRows(std::size_t first, int count, bool opening) const;
    /// Applies what the app does by itself after a step: chance in digital play, the unknown Court and
    /// Wallows deals at a table, and in both modes a decision with a single safe choice (logged "Only
    /// one choice, applied by the app"). Returns the number of actions applied.
    int autoAdvance(QList<GameLog::Entry> &rows, mc::Events *events);
    /// A digital game just loaded: chance and single safe choices, as autoAdvance() after a step.
    void resumeDigital();
    void clearStepEvents();
    /// What stands over the guide (the tithe's reveal, a meter's notices, a round's summary), each shown
    /// again as its step made it: the reveal from the last step that revealed bids, the others from the
    /// last step. For the texts in another language, and a game reopened before they were dismissed.
    void showLastStepAgain(bool notices, bool reveal, bool summary);
    /// Notes in the game's meta ("onScreen") which of these stand shown now, for a reopened game to show
    /// them again (showShownOnReopen()).
    void noteOnScreen();
    /// After a person dismissed one of them: the meta and the autosave follow.
    void noteDismissed();
    void showShownOnReopen();
    /// After a step: autosave, properties, and the computer player who decides next.
    void afterStep();
    void writeAutosave();
    /// Adds the time since the last step to the game's time played (its save's meta).
    void countPlayTime();
    /// Applies a parsed action and what follows it (chance draws, table auto-steps) as one step.
    bool applyStep(const mc::Action &action, const QString &typed);
    /// Applies several answers of the table (TableQuestions), each with what follows it, as one undoable
    /// step: each answer is a step of the log of its own (its rows, its correction of the past), joined
    /// to the one before for undo and redo. Nothing changes when one is refused.
    bool applyAnswers(const std::vector<mc::Action> &answers);
    /// The checks of a person's action (not a computer's decision, not behind a hand-off), then applyStep().
    bool applyChecked(const mc::Action &action, const QString &typed);
    /// A correction built by a typed invokable; `action.type` is an adjustment.
    bool applyCorrection(const mc::Action &action);
    /// A new game or a loaded one: seat kinds, privacy and why-results start over.
    void startOver();
    /// The seat whose decision undo() would reopen (-1 none), and the state it reopens.
    [[nodiscard]] int undoOwner(mc::GameState *reopened = nullptr) const;
    /// Why an undo that reopens `seat`'s decision in `reopened` waits for their hand-off.
    [[nodiscard]] QString undoHandOffReason(int seat, const mc::GameState &reopened) const;
    /// undo() once allowed.
    void undoSteps();
    /// Builds the whole log again from the game's steps (a language change, a correction of the past, its undo).
    void rebuildLog();
    /// The log's row of a correction of the past, told from the history before it (in the current language).
    [[nodiscard]] GameLog::Entry correctionRow(const mc::Game::CorrectionEntry &entry) const;

    mc::Game m_game;
    GameLog *m_log = nullptr;
    TableStatus *m_table = nullptr;
    Guide *m_guide = nullptr;
    Autosave *m_autosave = nullptr;
    SeatPrivacy *m_seats = nullptr;
    ComputerPlayers *m_bots = nullptr;
    GameEnding *m_ending = nullptr;
    PastCorrection *m_past = nullptr;
    QPointer<RulesetLibrary> m_library;
    // Undo works on the steps of the game's record (mc::Game::steps()): one applied action with what the
    // app applied after it, answers confirmed together joined, a correction of the past as a step of its
    // own; the opening (digital opening draws, the wizard's setup) is not undoable.
    quint64 m_nextDigitalSeed = 0;
    // The first row of the log, built again in the current language by retranslate().
    std::function<GameLog::Entry()> m_openingLine;
    TableQuestions *m_questions = nullptr;

    bool m_hasGame = false;
    bool m_opening = false; // a game is being opened: its autosave file is chosen after gameStarted
    QString m_mode;
    bool m_canUndo = false;
    bool m_canRedo = false;
    bool m_gameOver = false;
    QString m_lastError;
    QString m_recordedDigest; // the finished game already recorded
    // The time the game has been played (the save's meta "playedSeconds"), for the history.
    PlayTime m_playTime;
};

template<typename T>
void GameController::set(T &member, const T &value, void (GameController::*changed)())
{
    if (member == value)
        return;
    member = value;
    emit(this->*changed)();
}
