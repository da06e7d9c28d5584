// Steps through a game turn by turn and round by round with the log's sentences. A finished game is
// shown with every secret revealed; a game still being played only as the shared table sees it (no
// hand, draft, motive or unrevealed bid of any seat), and its last step is "now", not the end.
#pragma once

#include "gamelog.h"
#include "model/mourners/game.h"

#include <QObject>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

#include <vector>

class GameController;

class ReplayController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// The action position shown: the state before action `position` (count: the last state). Setting
    /// it goes to the turn that position belongs to.
    Q_PROPERTY(int position READ position WRITE setPosition NOTIFY positionChanged)
    /// Turns: the start, then one per decision of a player with the draws that followed it.
    Q_PROPERTY(int turnCount READ turnCount NOTIFY loaded)
    Q_PROPERTY(int turn READ turn WRITE setTurn NOTIFY positionChanged)
    /// The round of the turn shown (0: setup, before the first round).
    Q_PROPERTY(int round READ round NOTIFY positionChanged)
    /// "Setup", "Round 1" … "Round lastRound": the round chooser's items (index = round).
    Q_PROPERTY(QStringList roundNames READ roundNames NOTIFY loaded)
    /// The game is over: everything hidden during the game is shown.
    Q_PROPERTY(bool finished READ finished NOTIFY loaded)
    /// The last turn of a game still being played: the replay has caught up with the table.
    Q_PROPERTY(bool atNow READ atNow NOTIFY positionChanged)
    /// What happened in the turn that led here: the log's sentences.
    Q_PROPERTY(QStringList happened READ happened NOTIFY positionChanged)
    /// "The start of the game", "Now: …", "The end of the game", or who decides next.
    Q_PROPERTY(QString status READ status NOTIFY positionChanged)
    /// "Round 2 · Actions · Bo decides".
    Q_PROPERTY(QString summary READ summary NOTIFY positionChanged)
    /// Per seat: {seat, name, current, faction, etherea, unity, influence, figures, hand, draft,
    /// mourners, motive, bid, score}; the hidden things as "hidden" while the game goes on.
    Q_PROPERTY(QVariantList players READ players NOTIFY positionChanged)
    /// Suspicion, Threat, Unity supply, Forge at this position.
    Q_PROPERTY(QVariantMap table READ table NOTIFY positionChanged)
    /// The guide's explanation at this position: the table screen's guide sentence (DecisionTexts),
    /// from the state shown.
    Q_PROPERTY(QString guideText READ guideText NOTIFY positionChanged)
    /// The whole game's log, one step per turn (StepRole = turn): read it with a GameLogFilter whose
    /// lastStep is `turn` and round is `round`.
    Q_PROPERTY(GameLog *log READ log CONSTANT)
    Q_PROPERTY(QString error READ error NOTIFY loaded)

public:
    explicit ReplayController(QObject *parent = nullptr);

    /// The game running in `controller` (finished or not).
    Q_INVOKABLE bool loadFrom(GameController *controller);
    /// A save file (local path or file: URL).
    Q_INVOKABLE bool loadFile(const QString &path);
    void setGame(const mc::Game &game);

    Q_INVOKABLE void first() { setTurn(0); }
    Q_INVOKABLE void previous() { setTurn(m_turn - 1); }
    Q_INVOKABLE void next() { setTurn(m_turn + 1); }
    Q_INVOKABLE void last() { setTurn(turnCount() - 1); }
    /// The first turn of the next round (the last turn in the last round).
    Q_INVOKABLE void nextRound();
    /// The first turn of this round, or of the round before when already there.
    Q_INVOKABLE void previousRound();
    /// The first turn of `round` (0 setup); a round the game never reached goes to the last turn.
    Q_INVOKABLE void goToRound(int round);

    /// Number of recorded actions; positions go from 0 (the start) to count.
    [[nodiscard]] int count() const { return int(m_game.actions().size()); }
    [[nodiscard]] int position() const { return m_turn >= 0 && m_turn < turnCount() ? m_stops[std::size_t(m_turn)] : 0; }
    void setPosition(int position);
    [[nodiscard]] int turnCount() const { return int(m_stops.size()); }
    [[nodiscard]] int turn() const { return m_turn; }
    void setTurn(int turn);
    [[nodiscard]] int round() const { return m_turn >= 0 && m_turn < turnCount() ? m_stopRounds[std::size_t(m_turn)] : 0; }
    /// The last round the game reached (0: still in the setup).
    [[nodiscard]] int lastRound() const { return m_stopRounds.empty() ? 0 : m_stopRounds.back(); }
    [[nodiscard]] QStringList roundNames() const;
    [[nodiscard]] bool finished() const { return m_finished; }
    [[nodiscard]] bool atNow() const { return !m_finished && m_turn == turnCount() - 1; }
    [[nodiscard]] QStringList happened() const { return m_happened; }
    /// What the cards row `row` of `happened` names do, one "Name: text" per line ("" for none). An
    /// invokable, not a property: the rows come with `happened`, whose change makes them again.
    [[nodiscard]] Q_INVOKABLE QString happenedCards(int row) const { return m_happenedCards.value(row); }
    [[nodiscard]] QString status() const { return m_status; }
    [[nodiscard]] QString summary() const { return m_summary; }
    [[nodiscard]] QVariantList players() const { return m_players; }
    [[nodiscard]] QVariantMap table() const { return m_table; }
    /// mc::stateDigest of the state shown (the public view while the game goes on).
    [[nodiscard]] QString digest() const { return m_digest; }
    [[nodiscard]] QString error() const { return m_error; }
    /// Who decides what at this position (DecisionTexts, as the table screen's guide says it).
    [[nodiscard]] QString decisionText() const { return m_decisionText; }
    [[nodiscard]] QString guideText() const { return m_guideText; }
    [[nodiscard]] GameLog *log() const { return m_log; }
    /// The state shown: the whole state of a finished game, the shared table's view otherwise.
    [[nodiscard]] const mc::GameState &state() const { return m_state; }

signals:
    void loaded();
    void positionChanged();

private:
    void build();
    void refresh();

    mc::Game m_game;
    bool m_finished = false;
    std::vector<int> m_stops;      // the action position of each turn
    std::vector<int> m_stopRounds; // the round of each turn's state
    std::vector<QStringList> m_turnRows; // the log's sentences of each turn
    std::vector<QStringList> m_turnCards; // the card texts of each of those sentences
    GameLog *m_log = nullptr;
    mc::GameState m_state;
    int m_turn = -1;
    QStringList m_happened;
    QStringList m_happenedCards;
    QString m_status;
    QString m_summary;
    QVariantList m_players;
    QVariantMap m_table;
    QString m_digest;
    QString m_error;
    QString m_decisionText;
    QString m_guideText;
};
