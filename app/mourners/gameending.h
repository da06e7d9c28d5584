// The end of the game: what the end trigger means now (R-END-2/3), the final scores as the
// engine ranks them (R-END-4/5) with the tie-breaks explained, and recording the game in the history.
#pragma once

#include "recordedgame.h"
#include "rowlistmodel.h"

#include <QObject>
#include <QPointer>
#include <QtQml/qqmlregistration.h>

class HistoryStore;
namespace mc {
class Game;
}

class GameEnding : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_UNCREATABLE("GameEnding belongs to GameController")
    /// "" normally, else what R-END-2 / R-END-3 mean now.
    Q_PROPERTY(QString endNote READ endNote NOTIFY endNoteChanged)
    /// The same in one short line, for the phase guide (the whole note on hover and press).
    Q_PROPERTY(QString endNoteShort READ endNoteShort NOTIFY endNoteChanged)
    /// Final scoring, best first: place, seat, name, unity, bone, flesh, spirit, motive, score, etherea,
    /// mourners, tiebreak, explanation, winner, motiveName (the revealed Ulterior Motive, or words saying
    /// the app does not know it), motiveText (how it scores, or why it is not known), motiveKnown.
    /// Empty before the end.
    Q_PROPERTY(RowListModel *finalScores READ finalScores CONSTANT)
    /// What happened when the finished game was recorded in the history ("" before).
    Q_PROPERTY(QString historyNote READ historyNote NOTIFY historyNoteChanged)

public:
    explicit GameEnding(QObject *parent = nullptr);

    /// The history the records go to (MournersObjects hands it its engine's); none: nothing is recorded
    /// and historyNote says so.
    void setStore(HistoryStore *store);
    [[nodiscard]] HistoryStore *store() const;

    void refresh(const mc::Game &game);
    /// Records the finished `game` in the history (HistoryStore); historyNote says how it went.
    void record(const mc::Game &game);
    /// A new game: no note, nothing recorded.
    void clearNote();
    /// After every step: a recorded game whose end was undone is not over, so its record leaves the
    /// history; when it ends again, its new result is recorded (one game, one record).
    void follow(const mc::Game &game);

    [[nodiscard]] QString endNote() const { return m_endNote; }
    [[nodiscard]] QString endNoteShort() const { return m_endNoteShort; }
    [[nodiscard]] RowListModel *finalScores() const { return m_finalScores; }
    [[nodiscard]] QString historyNote() const { return m_historyNote; }

signals:
    void endNoteChanged();
    void historyNoteChanged();

private:
    void setHistoryNote(const QString &note);

    QPointer<HistoryStore> m_store;
    QString m_endNote;
    QString m_endNoteShort;
    RowListModel *m_finalScores;
    QString m_historyNote;
    bool m_wanted = false;     // the players asked for this game's record
    RecordedGame m_recorded;   // its record in the history
};
