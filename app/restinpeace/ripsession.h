// Rest in Peace on the shelf: one game at a time, as a QML singleton `RipSession`, a thin facade over
// the shared play services (app/core) and Rest in Peace's parts. It holds the game (model/restinpeace,
// whose record is the one undo structure) and wires the rest: the steps and the log (ripsteps.h), who
// plays and who looks (ripplayers.h), the pending decision's choices (ripchoices.h), the view models
// (ripview.h), the save file and the autosave (ripsave.h), the computer players (app/core/botrunner.h)
// and the history entry (riphistory.h).
#pragma once

#include "autosave.h"

#include <QJsonObject>
#include "choicemodel.h"
#include "gamelog.h"
#include "model/restinpeace/game.h"
#include "ripcomputer.h"
#include "riphistory.h"
#include "ripmodels.h"
#include "ripplayers.h"
#include "playtime.h"
#include "ripsave.h"
#include "riptext.h"

#include <QObject>
#include <QStringList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

#include <functional>

class HistoryStore;
class QJSEngine;
class QQmlEngine;

class BotRunner;

class RipSession : public QObject
{
    Q_OBJECT
    // QML sees it as the singleton RipSession through ripobjects.h.

    /// A game is open.
    Q_PROPERTY(bool active READ active NOTIFY activeChanged)
    /// Digital play (the app deals and draws) rather than a game on the table.
    Q_PROPERTY(bool digital READ digital NOTIFY activeChanged)
    /// Who must decide what now, in words.
    Q_PROPERTY(QString prompt READ prompt NOTIFY promptChanged)
    /// The person who must take the laptop before the screen shows their cards; "" when nobody.
    Q_PROPERTY(QString handOff READ handOff NOTIFY handOffChanged)
    /// The round at a glance: {round, seat (the screen's, -1 public), totals: [a, b], effects: [lines],
    /// mustBeat, banned, names: [a, b], turn}.
    Q_PROPERTY(QVariantMap board READ board NOTIFY boardChanged)
    Q_PROPERTY(ChoiceModel *choices READ choices CONSTANT)
    Q_PROPERTY(GameLog *log READ log CONSTANT)
    Q_PROPERTY(RipMansionModel *mansions READ mansions CONSTANT)
    Q_PROPERTY(RipSeatModel *seats READ seats CONSTANT)
    Q_PROPERTY(bool canUndo READ canUndo NOTIFY undoChanged)
    Q_PROPERTY(bool canRedo READ canRedo NOTIFY undoChanged)
    /// At the end: {over, winner (-1 a draw), text, how}; {over: false} while playing.
    Q_PROPERTY(QVariantMap result READ result NOTIFY resultChanged)
    /// Every unfinished game of Rest in Peace, last played first, to continue or delete.
    Q_PROPERTY(Autosave *autosave READ autosaveList CONSTANT)
    /// What went wrong last (a refused choice, an unreadable autosave); "" when fine.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// Whether a computer player is choosing, and the hint for the person deciding.
    Q_PROPERTY(RipComputer *computer READ computer CONSTANT)

public:
    explicit RipSession(QObject *parent = nullptr);
    ~RipSession() override;

    [[nodiscard]] bool active() const { return m_game.isValid(); }
    [[nodiscard]] bool digital() const { return m_game.isValid() && m_game.setup().mode == rip::Mode::Digital; }
    [[nodiscard]] QString prompt() const { return m_prompt; }
    [[nodiscard]] QString handOff() const { return m_handOff; }
    /// The seat whose decision is made on its phone now (docs/phones.md; RipPhones.phoneSeat in QML);
    /// -1 when none. The laptop shows the shared table and waits.
    [[nodiscard]] int phoneSeat() const { return m_players.phoneSeat(); }
    [[nodiscard]] QVariantMap board() const { return m_board; }
    [[nodiscard]] ChoiceModel *choices() const { return m_choices; }
    [[nodiscard]] GameLog *log() const { return m_log; }
    [[nodiscard]] RipMansionModel *mansions() const { return m_mansions; }
    [[nodiscard]] RipSeatModel *seats() const { return m_seats; }
    [[nodiscard]] bool canUndo() const;
    [[nodiscard]] bool canRedo() const { return m_game.canRedo(); }
    [[nodiscard]] bool botThinking() const;
    [[nodiscard]] QVariantMap result() const { return m_result; }
    /// The unfinished game Continue opens ("Ada against Bo · round 4"); "" when there is none, and
    /// while the game it would open is the one on screen.
    [[nodiscard]] QString continueSummary() const;
    /// The unfinished games of Rest in Peace (each in its own autosave file), to continue or delete.
    [[nodiscard]] Autosave *autosaveList() const { return m_autosave; }
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] bool hintAvailable() const;
    [[nodiscard]] bool hintThinking() const;
    [[nodiscard]] QString hint() const { return m_hint; }
    [[nodiscard]] RipComputer *computer() const { return m_computer; }

    /// Starts a game. `mode` "table" or "digital"; `kinds` per seat "person" ("human" is read as it), "random", "rules",
    /// "search", "strong" (digital play; ignored at a table); `starter` 0 or 1 (RIP-SETUP-3); `learning` the
    /// learning game (RIP-LEARN-1). False with `message` when a name is missing or refused
    /// (nameMessage()) or a kind unknown.
    Q_INVOKABLE bool newGame(const QString &mode, const QStringList &names, const QStringList &kinds, int starter,
                             bool learning);
    /// What is wrong with the name of seat `seat` (0 or 1) as typed, as a sentence (mc::nameProblem: a
    /// control character, a half of a surrogate pair, a direction override, too long); "" when nothing
    /// is (or the field is empty).
    Q_INVOKABLE QString nameMessage(const QString &name, int seat) const;
    /// Opens the autosaved unfinished game.
    Q_INVOKABLE bool continueGame();
    /// Opens a saved game from a file (a path or file: URL); it goes on in a new autosave, the file
    /// itself is never written. False with `message` when the file does not load (nothing changes).
    Q_INVOKABLE bool openFile(const QString &pathOrUrl);
    /// The person named by `handOff` holds the laptop: their screen is shown.
    Q_INVOKABLE void confirmHandOff();
    /// Table play: the last step. Digital play: back to the last decision of a person.
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /// Closes the game (it stays autosaved).
    Q_INVOKABLE void close();
    /// The line the history detail page shows for a game of Rest in Peace (its `details`).
    Q_INVOKABLE QString historySummary(const QVariantMap &detail) const;
    /// Asks the strong computer player what it would do in the decision on screen (off the GUI thread;
    /// `hintThinking` meanwhile, then `hint`). A single legal choice is told at once. An answer for a
    /// decision that is no longer on screen (a step, undo, another game) is dropped.
    Q_INVOKABLE void askHint();
    /// Takes the hinted choice (the "Do it" button); false when there is no hint for this decision.
    Q_INVOKABLE bool applyHint();
    Q_INVOKABLE QString psychicName(int card) const { return RipText::psychicName(card); }
    Q_INVOKABLE QString psychicEffect(int card) const { return RipText::psychicEffect(card); }

    // --- for the app's wiring and the tests ---
    /// Autosaves go to `dir` (default AppDataLocation/autosave), scanned for a game to continue.
    void setAutosaveDirectory(const QString &dir);
    /// Blocks until the autosave folder's files are read (they are read on a worker thread; tests).
    void waitForAutosaveScan();
    [[nodiscard]] QString autosavePath() const;
    void setHistoryStore(HistoryStore *store) { m_history.setStore(store); }
    /// The seed of the next new game (0: a random one).
    void setNextSeed(quint64 seed) { m_nextSeed = seed; }
    /// A computer player waits this long before answering (tests: an answer that arrives late).
    void setBotDelayForTests(int ms) { m_botDelayMs = ms; }
    /// The hint's budget (tests: a fixed number of simulations, no time limit) and a delay before its
    /// answer (tests: an answer that arrives late).
    void setHintBudgetForTests(int simulations, int timeLimitMs, int delayMs = 0)
    {
        m_hintSimulations = simulations;
        m_hintTimeLimitMs = timeLimitMs;
        m_hintDelayMs = delayMs;
    }
    /// The action the hint names; valid while `hint` is not empty.
    [[nodiscard]] rip::Action hintAction() const { return m_hintAction; }
    /// Called with the view each computer player is given (tests: it never holds the other hand).
    void setBotObserver(std::function<void(const rip::GameState &)> f) { m_botObserver = std::move(f); }
    [[nodiscard]] const rip::Game &game() const { return m_game; }
    /// The seat whose screen is shown (-1: what both may see).
    [[nodiscard]] int viewer() const { return m_players.viewer(); }
    /// The state as the screen may show it.
    [[nodiscard]] rip::GameState view() const { return m_game.state().viewFor(viewer()); }
    /// Applies a legal action of the pending decision as a step (typed; no text). `thenEnd`: a ghost card
    /// and the end of the turn after it, as one step (the common turn in one tap).
    bool applyAction(const rip::Action &action, bool thenEnd = false);
    /// The history id of the finished game, -1 while none was written.
    [[nodiscard]] qint64 historyId() const { return m_history.id(); }
    [[nodiscard]] QStringList seatKinds() const { return m_players.kinds(); }
    /// The seats whose private decisions are made on their phones (bit p for seat p); a computer
    /// seat never. No hand-off for them: their cards stay on the phone.
    void setPhoneSeats(unsigned mask);
    [[nodiscard]] bool onPhone(int seat) const { return m_players.onPhone(seat); }
    /// The phones' links kept with the game (docs/phones.md): saved with it, beside the game state.
    [[nodiscard]] QJsonObject phoneLinks() const { return m_phoneLinks; }
    /// Keeps the phones' links with the game and autosaves it.
    void setPhoneLinks(const QJsonObject &links);
    /// The phones' links kept beside the save `path` (`path`.phones), empty when there are none.
    [[nodiscard]] static QJsonObject readPhoneLinks(const QString &path);
    /// A phone's decision for its own seat (phones::RipSeatPort checked it against the seat's legal
    /// actions): applied as a step when that seat decides on its phone now. False with a short English
    /// reason otherwise; nothing changes then.
    bool applyPhoneAction(const rip::Action &action, QString &error);

signals:
    void activeChanged();
    void promptChanged();
    void handOffChanged();
    void boardChanged();
    void undoChanged();
    void botThinkingChanged();
    void resultChanged();
    void messageChanged();
    void hintChanged();
    /// The game changed (a step, undo, redo, a new or continued game): the phones get their new views.
    void stepped();
    /// Another game began (or the game was closed): the phones of the old one must go.
    void gameStarted();

private:
    /// Loads the game saved in `path`; a continued game goes on in the same autosave file.
    bool loadFrom(const QString &path, bool continued);
    /// Opens `game` (new or loaded) with its players' kinds and the time played before.
    void open(rip::Game game, QStringList kinds, qint64 playedMs);
    void afterStep();
    void refresh();
    void autosave();
    void recordHistory();
    void maybeStartBot();
    void cancelBot();
    void setMessage(const QString &m);
    /// Forgets the hint (and drops an answer still being worked out): the decision changed.
    void clearHint();
    void setHint(const QString &text, const rip::Action &action);
    [[nodiscard]] bool applyPayload(quint64 payload);
    /// Applies an action (and the end of the turn after it when `thenEnd`) and the automatic ones after
    /// it as one step.
    bool step(const rip::Action &action, bool thenEnd = false);
    [[nodiscard]] RipText text() const { return RipText(m_game.names()); }

    // Undo and redo take the steps of the game's record (rip::Game::steps()): an action with the end of the
    // turn and the automatic actions after it; the digital deal is its opening.
    rip::Game m_game;
    RipPlayers m_players{m_game};
    ChoiceModel *m_choices;
    GameLog *m_log;
    RipMansionModel *m_mansions;
    RipSeatModel *m_seats;
    QString m_prompt;
    QString m_handOff;
    int m_shownPhoneSeat = -1;
    QVariantMap m_board;
    QVariantMap m_result;
    QString m_message;
    BotRunner *m_bot;
    BotRunner *m_hintRunner;
    RipComputer *m_computer = nullptr; // the hint's search, apart from the computer players'
    int m_hintSimulations = 0; // 0: the strong player's own budget (riphint::config())
    int m_hintTimeLimitMs = -1; // -1: the strong player's own limit
    int m_hintDelayMs = 0;
    QString m_hint;
    rip::Action m_hintAction;
    bool m_hintShownAvailable = false;
    Autosave *m_autosave;
    QString m_autosaveProblem; // the autosave's problem last told
    int m_botDelayMs = 0;
    std::function<void(const rip::GameState &)> m_botObserver;
    quint64 m_nextSeed = 0;
    RipHistory m_history;
    PlayTime m_playTime;
    QJsonObject m_phoneLinks;
    bool m_opening = false; // a game is being opened: it is autosaved after
    bool m_lastCanUndo = false;
    bool m_lastCanRedo = false;
};
