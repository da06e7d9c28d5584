// The facade between the user interface and the rules engine: QML calls its invokables, it turns
// them into actions for mc::Game, keeps undo/redo and the log, and refreshes its properties.
#pragma once

#include "choicemodel.h"
#include "eventtext.h"
#include "gamelog.h"
#include "majoritymodel.h"
#include "model/mourners/game.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <functional>
#include <vector>

class GameController : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(bool hasGame READ hasGame NOTIFY hasGameChanged)
    Q_PROPERTY(QString mode READ mode NOTIFY modeChanged)
    Q_PROPERTY(int playerCount READ playerCount NOTIFY playerCountChanged)
    Q_PROPERTY(int round READ round NOTIFY roundChanged)
    Q_PROPERTY(QString phaseName READ phaseName NOTIFY phaseNameChanged)
    Q_PROPERTY(QString decisionText READ decisionText NOTIFY decisionTextChanged)
    Q_PROPERTY(int currentSeat READ currentSeat NOTIFY currentSeatChanged)
    Q_PROPERTY(bool chanceDecides READ chanceDecides NOTIFY chanceDecidesChanged)
    Q_PROPERTY(int suspicion READ suspicion NOTIFY suspicionChanged)
    Q_PROPERTY(int suspicionMax READ suspicionMax NOTIFY suspicionMaxChanged)
    Q_PROPERTY(int threat READ threat NOTIFY threatChanged)
    Q_PROPERTY(int threatMax READ threatMax NOTIFY threatMaxChanged)
    Q_PROPERTY(int titheOwedNow READ titheOwedNow NOTIFY titheOwedNowChanged)
    Q_PROPERTY(int locationLimitNow READ locationLimitNow NOTIFY locationLimitNowChanged)
    Q_PROPERTY(int unitySupply READ unitySupply NOTIFY unitySupplyChanged)
    Q_PROPERTY(int forge READ forge NOTIFY forgeChanged)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY canUndoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY canRedoChanged)
    Q_PROPERTY(bool gameOver READ gameOver NOTIFY gameOverChanged)
    Q_PROPERTY(QVariantList players READ players NOTIFY playersChanged)
    Q_PROPERTY(QVariantList locations READ locations NOTIFY locationsChanged)
    Q_PROPERTY(int legalActionCount READ legalActionCount NOTIFY legalActionCountChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(GameLog *log READ log CONSTANT)

    // --- table companion ---
    /// mc::decisionKey() of the pending decision ("turn", "bid", "crowd-roll", ...), "none" at the end.
    Q_PROPERTY(QString decisionKind READ decisionKind NOTIFY decisionKindChanged)
    /// What happens now and what the table has to tell the app, one or two sentences.
    Q_PROPERTY(QString guideText READ guideText NOTIFY guideTextChanged)
    /// The legal choices of the pending decision as typed rows (hidden in hot-seat play until the
    /// hand-off); QML applies one with choiceModel.apply(row). Row kinds and groups: "court",
    /// "recruit" (kind "recruit" or "mourner"), "relocate", "activate", "pass", "skip", "do", "bid"
    /// (value: the amount), "roll" (value: the face), "choice". extra: type, a, b, c, d, v, cardKind,
    /// cardName; relocations add from, fromLabel, toLabel.
    Q_PROPERTY(ChoiceModel *choiceModel READ choiceModel CONSTANT)
    /// Name of the player who decides now ("" for the table / chance).
    Q_PROPERTY(QString currentName READ currentName NOTIFY currentNameChanged)
    /// The guild track in D-GUILD-ORDER: {guild, name, faction, counts, supply, leader, tied}.
    Q_PROPERTY(QVariantList guildTrack READ guildTrack NOTIFY guildTrackChanged)
    /// Figures at risk in the Dreadsgrip check: {location, place, owner, ownerName, guild, guildName, current}.
    Q_PROPERTY(QVariantList atRisk READ atRisk NOTIFY atRiskChanged)
    /// Who holds the Dreadsbane token (-1 nobody), whose figures are never rolled for (R-DREAD-2).
    Q_PROPERTY(int dreadsbaneHolder READ dreadsbaneHolder NOTIFY dreadsbaneHolderChanged)
    /// Where Malavestros stands: location number 1-12, 0 off the board.
    Q_PROPERTY(int malavestrosAt READ malavestrosAt NOTIFY malavestrosAtChanged)
    /// Notices of the meters of the last step: {title, text, rule}; cleared by dismissNotices().
    Q_PROPERTY(QVariantList notices READ notices NOTIFY noticesChanged)
    /// The tithe just revealed: {round, owed, fromForge, total, met, bids: [{seat, name, bid}], lines}.
    Q_PROPERTY(QVariantMap titheReveal READ titheReveal NOTIFY titheRevealChanged)
    /// The end-trigger state: "" normally, else what R-END-2 / R-END-3 mean now.
    Q_PROPERTY(QString endNote READ endNote NOTIFY endNoteChanged)
    /// Final scoring (R-END-4/5), best first: {place, seat, name, unity, bone, flesh, spirit, motive,
    /// score, etherea, mourners, tiebreak, explanation, winner}. Empty before the end.
    Q_PROPERTY(QVariantList finalScores READ finalScores NOTIFY finalScoresChanged)
    /// Blind bids made so far in this tithe (R-TITHE-2), and the Etherea still owed after the Forge.
    Q_PROPERTY(int bidsMade READ bidsMade NOTIFY bidsMadeChanged)
    Q_PROPERTY(int titheStillOwed READ titheStillOwed NOTIFY titheStillOwedChanged)
    /// The board of this game: {costFigure, costMourner, tithe: [...], threatLimit: [...]}.
    Q_PROPERTY(QVariantMap board READ board NOTIFY boardChanged)
    Q_PROPERTY(MajorityModel *majorities READ majorities CONSTANT)
    /// An unfinished autosaved game can be continued.
    Q_PROPERTY(bool canContinue READ canContinue NOTIFY autosaveChanged)
    /// One line about the game Continue opens, e.g. "Ada, Bo, Cy · round 3".
    Q_PROPERTY(QString continueSummary READ continueSummary NOTIFY autosaveChanged)
    /// Why the last autosave could not be read or written; "" when fine.
    Q_PROPERTY(QString autosaveProblem READ autosaveProblem NOTIFY autosaveChanged)
    /// The file the running game is autosaved to.
    Q_PROPERTY(QString autosavePath READ autosavePath NOTIFY autosaveChanged)
    /// What happened when the finished game was recorded in the history ("" before the end).
    Q_PROPERTY(QString historyNote READ historyNote NOTIFY historyNoteChanged)

    // --- digital play (hot-seat and computer players) ---
    /// Per seat: "person", "random", "rules" or "search" (all "person" for table games).
    Q_PROPERTY(QStringList seatKinds READ seatKinds NOTIFY seatKindsChanged)
    /// A computer player is choosing its action off the GUI thread.
    Q_PROPERTY(bool botThinking READ botThinking NOTIFY botThinkingChanged)
    /// "Ada (computer) is thinking…" while botThinking.
    Q_PROPERTY(QString thinkingText READ thinkingText NOTIFY botThinkingChanged)
    /// Hot-seat: a person must decide and the laptop has to be passed to them first.
    Q_PROPERTY(bool handOffNeeded READ handOffNeeded NOTIFY privacyChanged)
    /// The seat whose secrets are on screen (-1: none, the shared view).
    Q_PROPERTY(int privateSeat READ privateSeat NOTIFY privacyChanged)
    /// The secrets of privateSeat: {seat, name, motive, motivesDealt, hand, draft, bid}.
    Q_PROPERTY(QVariantMap privateInfo READ privateInfo NOTIFY privacyChanged)
    /// The last automatic results with their explanation, newest first: {title, detail, rule}.
    Q_PROPERTY(QVariantList whyResults READ whyResults NOTIFY whyResultsChanged)
    /// The ruleset of the game has original stand-in cards.
    Q_PROPERTY(bool hasStandIns READ hasStandIns NOTIFY hasGameChanged)

public:
    /// At most this many legal actions are listed by legalActions() (`legalActionCount` has all).
    static constexpr int kMaxListedActions = 200;

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// Starts a new game with the standard ruleset. `oldestSeat` (0-based) holds the Alltaker and
    /// decides first (R-SETUP). Empty names get defaults. In digital play the opening chance draws
    /// are made at once. False with `lastError` set for bad arguments; the old game is kept then.
    Q_INVOKABLE bool newGame(int players, const QStringList &names, bool table, int oldestSeat, quint64 seed);
    /// Applies one action in the notation of docs/cli.md (tests, the self-test; QML uses choiceModel
    /// and the typed corrections below). False with `lastError` set when it is not an action or not
    /// legal now; nothing changes then. In digital play chance is drawn afterwards.
    bool applyAction(const QString &text);
    /// Applies the legal action whose mc::Action::key() is `key` (choiceModel's payload). A key that
    /// is not among the legal actions now (a stale row) is refused with `lastError`; nothing changes.
    bool applyChoice(quint64 key);
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
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /// Writes the game atomically. `path` is a local path or a file: URL.
    Q_INVOKABLE bool save(const QString &path);
    /// Replaces the game with a saved one. On any error the current game and the file stay as they were.
    Q_INVOKABLE bool load(const QString &path);
    Q_INVOKABLE void clearError();

    /// Starts a table game from the new-game wizard. `setup` holds: names (list), colors (list of
    /// "#rrggbb"), oldest (seat), factions (list of "bone" "flesh" "spirit"), mourners (list: a card
    /// id, or "unknown:GUILD" for a card the app need not know), ruleset (JSON text; standard when
    /// empty), seed. The declared factions and starting Mourners are applied as engine actions
    /// (R-SETUP-4/5). False with lastError set; the running game is kept then.
    Q_INVOKABLE bool newTableGame(const QVariantMap &setup);
    /// Opens the unfinished autosaved game (canContinue).
    Q_INVOKABLE bool continueGame();
    /// Rolls one die with QRandomGenerator and applies "roll N" (over-crowding, R-DREAD-2).
    Q_INVOKABLE bool rollForMe();
    Q_INVOKABLE void dismissNotices();
    /// At the end, once the motive bonuses are typed in: records the finished game in the history
    /// (HistoryStore); historyNote says how it went. Recording the same result twice does nothing.
    Q_INVOKABLE bool recordResult();
    Q_INVOKABLE void dismissReveal();
    /// The starting Mourners of a faction (0 bone, 1 flesh, 2 spirit): {id, name, guild, guildName, standIn}.
    Q_INVOKABLE QVariantList startingMourners(int faction) const;
    /// The guilds of a faction: {key, name}.
    Q_INVOKABLE QVariantList guildsOf(int faction) const;
    Q_INVOKABLE QString seatName(int seat) const;

    /// Starts a digital game. `setup` holds: names (list), kinds (list of "person" "random" "rules"
    /// "search"), oldest (seat), ruleset (a RulesetLibrary id; standard when empty), seed (optional).
    /// Computer seats decide by themselves; people decide behind a hand-off screen. False with
    /// lastError set; the running game is kept then.
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
    void setBotObserver(std::function<void(const mc::GameState &)> observer) { m_botObserver = std::move(observer); }
    /// The state a computer player deciding in `s` is given: the deciding seat's view only.
    [[nodiscard]] static mc::GameState botInput(const mc::GameState &s) { return s.viewFor(s.currentSeat()); }

    /// Autosaves go to `dir` (default: AppDataLocation/autosave) and it is scanned for a game to continue.
    void setAutosaveDirectory(const QString &dir);
    [[nodiscard]] QString autosaveDirectory() const { return m_autosaveDir; }

    [[nodiscard]] bool hasGame() const { return m_hasGame; }
    [[nodiscard]] QString mode() const { return m_mode; }
    [[nodiscard]] int playerCount() const { return m_playerCount; }
    [[nodiscard]] int round() const { return m_round; }
    [[nodiscard]] QString phaseName() const { return m_phaseName; }
    [[nodiscard]] QString decisionText() const { return m_decisionText; }
    [[nodiscard]] int currentSeat() const { return m_currentSeat; }
    [[nodiscard]] bool chanceDecides() const { return m_chanceDecides; }
    [[nodiscard]] int suspicion() const { return m_suspicion; }
    [[nodiscard]] int suspicionMax() const { return m_suspicionMax; }
    [[nodiscard]] int threat() const { return m_threat; }
    [[nodiscard]] int threatMax() const { return m_threatMax; }
    [[nodiscard]] int titheOwedNow() const { return m_titheOwedNow; }
    [[nodiscard]] int locationLimitNow() const { return m_locationLimitNow; }
    [[nodiscard]] int unitySupply() const { return m_unitySupply; }
    [[nodiscard]] int forge() const { return m_forge; }
    [[nodiscard]] bool canUndo() const { return m_canUndo; }
    [[nodiscard]] bool canRedo() const { return m_canRedo; }
    [[nodiscard]] bool gameOver() const { return m_gameOver; }
    [[nodiscard]] QVariantList players() const { return m_players; }
    [[nodiscard]] QVariantList locations() const { return m_locations; }
    [[nodiscard]] int legalActionCount() const { return m_legalActionCount; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] GameLog *log() const { return m_log; }
    [[nodiscard]] QString decisionKind() const { return m_decisionKind; }
    [[nodiscard]] QString guideText() const { return m_guideText; }
    [[nodiscard]] ChoiceModel *choiceModel() const { return m_choiceModel; }
    [[nodiscard]] QString currentName() const { return m_currentName; }
    [[nodiscard]] QVariantList guildTrack() const { return m_guildTrack; }
    [[nodiscard]] QVariantList atRisk() const { return m_atRisk; }
    [[nodiscard]] int dreadsbaneHolder() const { return m_dreadsbaneHolder; }
    [[nodiscard]] int malavestrosAt() const { return m_malavestrosAt; }
    [[nodiscard]] QVariantList notices() const { return m_notices; }
    [[nodiscard]] QVariantMap titheReveal() const { return m_titheReveal; }
    [[nodiscard]] QString endNote() const { return m_endNote; }
    [[nodiscard]] QVariantList finalScores() const { return m_finalScores; }
    [[nodiscard]] int bidsMade() const { return m_bidsMade; }
    [[nodiscard]] int titheStillOwed() const { return m_titheStillOwed; }
    [[nodiscard]] QVariantMap board() const { return m_board; }
    [[nodiscard]] MajorityModel *majorities() const { return m_majorities; }
    [[nodiscard]] bool canContinue() const { return m_canContinue; }
    [[nodiscard]] QString continueSummary() const { return m_continueSummary; }
    [[nodiscard]] QString autosaveProblem() const { return m_autosaveProblem; }
    [[nodiscard]] QString autosavePath() const { return m_autosaveFile; }
    [[nodiscard]] QString historyNote() const { return m_historyNote; }
    [[nodiscard]] QStringList seatKinds() const { return m_seatKinds; }
    [[nodiscard]] bool botThinking() const { return m_botThinking; }
    [[nodiscard]] QString thinkingText() const { return m_thinkingText; }
    [[nodiscard]] bool handOffNeeded() const { return m_handOffNeeded; }
    [[nodiscard]] int privateSeat() const { return m_privateSeat; }
    [[nodiscard]] QVariantMap privateInfo() const { return m_privateInfo; }
    [[nodiscard]] QVariantList whyResults() const { return m_whyResults; }
    [[nodiscard]] bool hasStandIns() const;

    /// The engine's game, for tests and the self-test (read-only).
    [[nodiscard]] const mc::Game &game() const { return m_game; }

signals:
    void hasGameChanged();
    void modeChanged();
    void playerCountChanged();
    void roundChanged();
    void phaseNameChanged();
    void decisionTextChanged();
    void currentSeatChanged();
    void chanceDecidesChanged();
    void suspicionChanged();
    void suspicionMaxChanged();
    void threatChanged();
    void threatMaxChanged();
    void titheOwedNowChanged();
    void locationLimitNowChanged();
    void unitySupplyChanged();
    void forgeChanged();
    void canUndoChanged();
    void canRedoChanged();
    void gameOverChanged();
    void playersChanged();
    void locationsChanged();
    void legalActionCountChanged();
    void lastErrorChanged();
    void decisionKindChanged();
    void guideTextChanged();
    void currentNameChanged();
    void guildTrackChanged();
    void atRiskChanged();
    void dreadsbaneHolderChanged();
    void malavestrosAtChanged();
    void noticesChanged();
    void titheRevealChanged();
    void endNoteChanged();
    void finalScoresChanged();
    void autosaveChanged();
    void bidsMadeChanged();
    void titheStillOwedChanged();
    void boardChanged();
    void historyNoteChanged();
    void seatKindsChanged();
    void botThinkingChanged();
    void privacyChanged();
    void whyResultsChanged();

private:
    template<typename T>
    void set(T &member, const T &value, void (GameController::*changed)());
    void updateProperties();
    void setError(const QString &error) { set(m_lastError, error, &GameController::lastErrorChanged); }
    [[nodiscard]] EventText eventText() const;
    [[nodiscard]] QList<GameLog::Entry> entries(const mc::Events &events) const;
    [[nodiscard]] QString describeDecision(const mc::GameState &s) const;
    [[nodiscard]] QString applyErrorText(const QString &text, mc::ApplyError error) const;
    /// Rebuilds the undo steps and the log from the game's recorded actions (after a load).
    void rebuildHistory();
    /// The log rows of actions [first, first + count), as the step that applied them logged them;
    /// `opening` for the actions before the first step.
    [[nodiscard]] QList<GameLog::Entry> stepRows(std::size_t first, int count, bool opening) const;
    /// Table play: applies what the app does by itself after a step (the unknown Court and Wallows
    /// deals, decisions with a single safe choice). Returns the number of actions applied.
    int autoAdvance(QList<GameLog::Entry> &rows, mc::Events *events);
    /// Whether `action` applied to `before` is one autoAdvance() would have applied.
    [[nodiscard]] static bool isAutomatic(const mc::GameState &before, const mc::Action &action);
    [[nodiscard]] QString describeAction(const mc::GameState &s, const mc::Action &a) const;
    [[nodiscard]] QString guideFor(const mc::GameState &s) const;
    [[nodiscard]] QVariantList computeFinalScores() const;
    /// Notices and the tithe reveal from the events of the step just applied.
    void takeStepEvents(const mc::GameState &before, const mc::Events &events);
    void clearStepEvents();
    /// Writes the game to the autosave file (atomically); problems go to autosaveProblem.
    void autosave();
    /// Looks for the newest autosave in the directory: offers it, or reports why it cannot be read.
    void scanAutosave();
    [[nodiscard]] QString freshAutosaveFile() const;
    void recordInHistory();
    /// After a step: autosave, properties, and the game-over hook.
    void afterStep();
    /// Applies a parsed action and what follows it (chance draws, table auto-steps) as one step.
    bool applyStep(const mc::Action &action, const QString &typed);
    /// The checks of a person's action (not a computer's decision, not behind a hand-off), then applyStep().
    bool applyChecked(const mc::Action &action, const QString &typed);
    /// A correction built by a typed invokable; `action.type` is an adjustment.
    bool applyCorrection(const mc::Action &action);
    /// The choice model's rows for the shown legal actions of `s`.
    [[nodiscard]] QList<ChoiceRow> choiceRows(const mc::GameState &s, const std::vector<mc::Action> &legal) const;
    /// Digital play: starts a computer player when one must decide (off the GUI thread).
    void maybeStartBot();
    void cancelBot();
    /// Reads seatKinds from the game's meta (after a load); all "person" when absent.
    void readSeatKinds();
    /// Which seat's secrets may be shown now (-1 none) in hot-seat play.
    [[nodiscard]] int shownSeat() const;
    [[nodiscard]] bool isComputer(int seat) const;
    void addWhy(const mc::GameState &before, const mc::Events &events);

    mc::Game m_game;
    GameLog *m_log = nullptr;
    // Undo works on steps: one applied action, plus the chance draws that followed it in digital
    // play. The first m_openingActions actions (digital opening draws) are not undoable.
    std::size_t m_openingActions = 0;
    // The first row of the log, built again in the current language by retranslate().
    std::function<GameLog::Entry()> m_openingLine;
    std::vector<int> m_steps;     // actions per step
    std::vector<int> m_redoSteps; // actions per undone step, most recent last

    bool m_hasGame = false;
    QString m_mode;
    int m_playerCount = 0;
    int m_round = 0;
    QString m_phaseName;
    QString m_decisionText;
    int m_currentSeat = -1;
    bool m_chanceDecides = false;
    int m_suspicion = 0;
    int m_suspicionMax = 0;
    int m_threat = 0;
    int m_threatMax = 0;
    int m_titheOwedNow = 0;
    int m_locationLimitNow = 0;
    int m_unitySupply = 0;
    int m_forge = 0;
    bool m_canUndo = false;
    bool m_canRedo = false;
    bool m_gameOver = false;
    QVariantList m_players;
    QVariantList m_locations;
    std::vector<mc::Action> m_shownActions; // the legal actions behind the choice model's rows
    int m_legalActionCount = 0;
    QString m_lastError;

    QString m_decisionKind;
    QString m_guideText;
    ChoiceModel *m_choiceModel = nullptr;
    QString m_currentName;
    QVariantList m_guildTrack;
    QVariantList m_atRisk;
    int m_dreadsbaneHolder = -1;
    int m_malavestrosAt = 0;
    QVariantList m_notices;
    QVariantMap m_titheReveal;
    QString m_endNote;
    QVariantList m_finalScores;
    MajorityModel *m_majorities = nullptr;
    int m_bidsMade = 0;
    int m_titheStillOwed = 0;
    QVariantMap m_board;
    QString m_autosaveDir;
    QString m_autosaveFile;       // where the running game is written
    QString m_continueFile;       // the unfinished game Continue opens
    bool m_canContinue = false;
    QString m_continueSummary;
    QString m_autosaveProblem;
    QStringList m_damagedFiles;   // never written to (reported, left untouched)
    QString m_historyNote;
    QString m_recordedDigest;     // the finished game already recorded

    QStringList m_seatKinds;
    bool m_hotSeat = false;       // privacy on: secrets only behind a hand-off (newDigitalGame)
    int m_revealedSeat = -1;      // the person who said "I am ..." for the current decision
    bool m_handOffNeeded = false;
    int m_privateSeat = -1;
    QVariantMap m_privateInfo;
    QVariantList m_whyResults;
    bool m_botThinking = false;
    QString m_thinkingText;
    quint64 m_botGeneration = 0;  // bumped by undo/new game: a result of an older one is ignored
    std::function<void(const mc::GameState &)> m_botObserver;
};
