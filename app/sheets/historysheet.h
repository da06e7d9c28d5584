// What the score sheets share for the history (app/sheets): the store they save to, whether their
// numbers are in it already, why they cannot be saved (two players of one name), the message of the
// last step, and the save itself. A sheet tells its players' names, whether anything was entered,
// what was entered (to compare) and the record that goes to the history.
#pragma once

#include "historyrecord.h"
#include "historystore.h"

#include <QJsonArray>
#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class HistorySheet : public QObject
{
    Q_OBJECT
    QML_ANONYMOUS

    /// Why the result cannot be saved now (the same name twice); empty when it can.
    Q_PROPERTY(QString problem READ problem NOTIFY resultChanged)
    /// These numbers are in the history already (saved from this sheet and unchanged since).
    Q_PROPERTY(bool saved READ saved NOTIFY resultChanged)
    /// Something was entered, no problem, not saved yet.
    Q_PROPERTY(bool canSave READ canSave NOTIFY resultChanged)
    /// What the last refused entry, the last save or the reading of a kept sheet did.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// Where saves go; the application's history when not set.
    Q_PROPERTY(HistoryStore *store READ store WRITE setStore NOTIFY storeChanged)

public:
    /// The refusal for the first name given twice (case does not count), or "" when all differ.
    [[nodiscard]] static QString sameNameProblem(const QStringList &names);

    /// The sentence for the name typed for seat `seat` (0-based) when mc::nameProblem refuses it (an
    /// empty name is "Player N" and taken), or "": it names the field ("Name of player 2: ...").
    [[nodiscard]] static QString nameProblem(const QString &name, int seat);

    /// A refused name first (the first seat's), then the same name twice.
    [[nodiscard]] QString problem() const;
    /// The sentence for seat `seat`'s name, shown beside its field, or "".
    Q_INVOKABLE QString nameProblemOf(int seat) const;
    [[nodiscard]] bool saved() const;
    [[nodiscard]] bool canSave() const;
    [[nodiscard]] QString message() const { return m_message; }
    [[nodiscard]] HistoryStore *store() const;
    void setStore(HistoryStore *store);

    /// Stores record() in the history; the game's id or -1 (`message` says why). Saving the same
    /// numbers again stores nothing new and says so.
    Q_INVOKABLE qint64 saveToHistory();
    /// The result as the history keeps it.
    [[nodiscard]] virtual GameRecord record() const = 0;

signals:
    void resultChanged();
    void messageChanged();
    void storeChanged();

protected:
    explicit HistorySheet(QObject *parent);
    /// The names of the players in play, as shown ("Player N" for an empty one or one refused).
    [[nodiscard]] virtual QStringList playerNames() const = 0;
    /// The names of the players in play as typed.
    [[nodiscard]] virtual QStringList enteredNames() const = 0;
    /// Nothing entered yet.
    [[nodiscard]] virtual bool blank() const = 0;
    /// What was entered, compared with what the last save stored.
    [[nodiscard]] virtual QJsonArray snapshot() const = 0;
    void setMessage(const QString &m);
    /// After the sheet was read from its file: saved when the history has a game of these numbers.
    void recogniseSaved();

private:
    HistoryStore *m_store = nullptr;
    QString m_message;
    QJsonArray m_savedSnapshot; ///< what the last save stored
    qint64 m_savedId = -1;      ///< -1: nothing saved from this sheet yet
};
