// The facade between the user interface and the rules engine: QML calls its invokables, it turns
// them into actions for mc::Game, keeps undo/redo and the log, and refreshes its properties.
#pragma once

#include "eventtext.h"
#include "model/game.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

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
    Q_PROPERTY(QStringList legalActions READ legalActions NOTIFY legalActionsChanged)
    Q_PROPERTY(int legalActionCount READ legalActionCount NOTIFY legalActionCountChanged)
    Q_PROPERTY(QString lastError READ lastError NOTIFY lastErrorChanged)
    Q_PROPERTY(GameLog *log READ log CONSTANT)

public:
    /// At most this many legal actions are listed in `legalActions` (`legalActionCount` has all).
    static constexpr int kMaxListedActions = 200;

    explicit GameController(QObject *parent = nullptr);
    ~GameController() override;

    /// Starts a new game with the standard ruleset. `oldestSeat` (0-based) holds the Alltaker and
    /// decides first (R-SETUP). Empty names get defaults. In digital play the opening chance draws
    /// are made at once. False with `lastError` set for bad arguments; the old game is kept then.
    Q_INVOKABLE bool newGame(int players, const QStringList &names, bool table, int oldestSeat, quint64 seed);
    /// Applies one action in the notation of docs/cli.md. False with `lastError` set when it is not
    /// an action or not legal now; nothing changes then. In digital play chance is drawn afterwards.
    Q_INVOKABLE bool applyAction(const QString &text);
    Q_INVOKABLE bool undo();
    Q_INVOKABLE bool redo();
    /// Writes the game atomically. `path` is a local path or a file: URL.
    Q_INVOKABLE bool save(const QString &path);
    /// Replaces the game with a saved one. On any error the current game and the file stay as they were.
    Q_INVOKABLE bool load(const QString &path);
    Q_INVOKABLE void clearError();

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
    [[nodiscard]] QStringList legalActions() const { return m_legalActions; }
    [[nodiscard]] int legalActionCount() const { return m_legalActionCount; }
    [[nodiscard]] QString lastError() const { return m_lastError; }
    [[nodiscard]] GameLog *log() const { return m_log; }

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
    void legalActionsChanged();
    void legalActionCountChanged();
    void lastErrorChanged();

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

    mc::Game m_game;
    GameLog *m_log = nullptr;
    // Undo works on steps: one applied action, plus the chance draws that followed it in digital
    // play. The first m_openingActions actions (digital opening draws) are not undoable.
    std::size_t m_openingActions = 0;
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
    QStringList m_legalActions;
    int m_legalActionCount = 0;
    QString m_lastError;
};
