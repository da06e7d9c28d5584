// A finished game's record in the history (historystore.h), followed through undo and redo: every
// game's ending keeps one. The record is named by the game's key (where it started and who sat where)
// and by the key older versions gave it; when the game's end is undone, the record leaves the history,
// and the game's next end writes the record of that one.
#pragma once

#include <QString>

class HistoryStore;

class RecordedGame
{
public:
    /// Whether this game's record is in the history now.
    [[nodiscard]] bool isRecorded() const { return !m_key.isEmpty(); }
    /// The record's id in the history, -1 while none was written.
    [[nodiscard]] qint64 id() const { return m_id; }
    /// The key older versions gave the record (a game that ended twice in the same way is one record).
    [[nodiscard]] const QString &former() const { return m_former; }

    /// The record written (or found) for this game's end.
    void remember(qint64 id, const QString &key, const QString &former);
    /// The game's end was undone: its record leaves `store` (when there is one); nothing is recorded now.
    void takeBack(HistoryStore *store);
    /// Another game: nothing of it is recorded.
    void forget();

private:
    qint64 m_id = -1;
    QString m_key;
    QString m_former;
};
