// A finished game of Rest in Peace in the history (app/core/historystore.h): one record a game, taken
// back when its end is undone and written again when it ends again. The game's identity there is where
// it started and who sat where, not what was played.
#pragma once

#include "recordedgame.h"

#include <QPointer>
#include <QString>

class HistoryStore;
namespace rip {
class Game;
}

class RipHistory
{
public:
    /// The history the records go to (RipObjects hands it its engine's); none: nothing is recorded and
    /// follow() says so.
    void setStore(HistoryStore *store);
    [[nodiscard]] HistoryStore *store() const;
    /// Another game: nothing of it is recorded yet.
    void reset();
    /// After every step: a game that ended is recorded (once), a recorded game whose end was undone
    /// leaves the history. `playedMs` the time the game was played. Returns why the record could not be
    /// written, as a sentence; "" when fine.
    [[nodiscard]] QString follow(const rip::Game &game, qint64 playedMs);
    /// The history id of the finished game, -1 while none was written.
    [[nodiscard]] qint64 id() const { return m_recorded.id(); }
    /// The identity of a game in the history: its seed and setup, and the players' names.
    [[nodiscard]] static QString gameKey(const rip::Game &game);

private:
    QPointer<HistoryStore> m_store;
    RecordedGame m_recorded; // older versions named a record by a digest of the whole save
};
