// Steps through a finished or saved game move by move, with all hidden information revealed.
#pragma once

#include "model/mourners/game.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class GameController;

class ReplayController : public QObject
{
    Q_OBJECT
    QML_ELEMENT

    /// Number of recorded actions; positions go from 0 (the start) to count.
    Q_PROPERTY(int count READ count NOTIFY loaded)
    /// The position shown: the state before action `position` (count: the final state).
    Q_PROPERTY(int position READ position WRITE setPosition NOTIFY positionChanged)
    /// The action played from this position ("" at the end), and the one that led here.
    Q_PROPERTY(QString nextAction READ nextAction NOTIFY positionChanged)
    Q_PROPERTY(QString previousAction READ previousAction NOTIFY positionChanged)
    /// "Round 2 · Actions · Bo decides".
    Q_PROPERTY(QString summary READ summary NOTIFY positionChanged)
    /// Per seat, everything revealed: {name, etherea, unity, influence, figures, hand, draft, motive, bid, score}.
    Q_PROPERTY(QVariantList players READ players NOTIFY positionChanged)
    /// Suspicion, Threat, Unity supply, Forge at this position.
    Q_PROPERTY(QVariantMap table READ table NOTIFY positionChanged)
    /// mc::stateDigest of the state shown (tests compare it with a re-played game).
    Q_PROPERTY(QString digest READ digest NOTIFY positionChanged)
    /// Who decides what at this position, and the guide's explanation: the same sentences as the
    /// table screen's guide (DecisionTexts).
    Q_PROPERTY(QString decisionText READ decisionText NOTIFY positionChanged)
    Q_PROPERTY(QString guideText READ guideText NOTIFY positionChanged)
    Q_PROPERTY(QString error READ error NOTIFY loaded)

public:
    explicit ReplayController(QObject *parent = nullptr);

    /// The game running in `controller` (finished or not).
    Q_INVOKABLE bool loadFrom(GameController *controller);
    /// A save file (local path or file: URL).
    Q_INVOKABLE bool loadFile(const QString &path);
    void setGame(const mc::Game &game);

    Q_INVOKABLE void first() { setPosition(0); }
    Q_INVOKABLE void previous() { setPosition(m_position - 1); }
    Q_INVOKABLE void next() { setPosition(m_position + 1); }
    Q_INVOKABLE void last() { setPosition(count()); }

    [[nodiscard]] int count() const { return int(m_game.actions().size()); }
    [[nodiscard]] int position() const { return m_position; }
    void setPosition(int position);
    [[nodiscard]] QString nextAction() const { return m_nextAction; }
    [[nodiscard]] QString previousAction() const { return m_previousAction; }
    [[nodiscard]] QString summary() const { return m_summary; }
    [[nodiscard]] QVariantList players() const { return m_players; }
    [[nodiscard]] QVariantMap table() const { return m_table; }
    [[nodiscard]] QString digest() const { return m_digest; }
    [[nodiscard]] QString error() const { return m_error; }
    [[nodiscard]] QString decisionText() const { return m_decisionText; }
    [[nodiscard]] QString guideText() const { return m_guideText; }
    /// The whole state at the position shown.
    [[nodiscard]] const mc::GameState &state() const { return m_state; }

signals:
    void loaded();
    void positionChanged();

private:
    void refresh();

    mc::Game m_game;
    mc::GameState m_state;
    int m_position = 0;
    QString m_nextAction;
    QString m_previousAction;
    QString m_summary;
    QVariantList m_players;
    QVariantMap m_table;
    QString m_digest;
    QString m_error;
    QString m_decisionText;
    QString m_guideText;
};
