// What the score sheets share (app/sheets): the store they save to, whether their numbers are in it
// already, why they cannot be saved (two players of one name), the message of the last step, the save
// itself, and the file the sheet is kept in after every change. A sheet tells its players' names,
// whether anything was entered, what was entered (to compare), the record that goes to the history,
// and what it keeps in its file and how it reads it back.
#pragma once

#include "historyrecord.h"
#include "historystore.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QObject>
#include <QQmlParserStatus>
#include <QScopedValueRollback>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

#include <functional>

class HistorySheet : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    QML_ANONYMOUS

    /// Why the result cannot be saved now (the same name twice); empty when it can.
    Q_PROPERTY(QString problem READ problem NOTIFY resultChanged)
    /// These numbers are in the history already (saved from this sheet and unchanged since).
    Q_PROPERTY(bool saved READ saved NOTIFY resultChanged)
    /// Something was entered, no problem, not saved yet.
    Q_PROPERTY(bool canSave READ canSave NOTIFY resultChanged)
    /// What the last refused entry, the last save or the reading of a kept sheet did.
    Q_PROPERTY(QString message READ message NOTIFY messageChanged)
    /// Where saves go; when not set, the history of the QML engine that made the sheet (a sheet made in
    /// C++ without one saves nothing and says so).
    Q_PROPERTY(HistoryStore *store READ store WRITE setStore NOTIFY storeChanged)
    /// The file the sheet is kept in after every change (a sheet made by QML: its own file in the app's
    /// data folder unless set); "" keeps nothing. Setting it reads what the file holds.
    Q_PROPERTY(QString file READ file WRITE setFile NOTIFY fileChanged)

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

    [[nodiscard]] QString file() const { return m_file; }
    void setFile(const QString &file);
    void classBegin() override;
    void componentComplete() override;

signals:
    void resultChanged();
    void messageChanged();
    void storeChanged();
    void fileChanged();

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

    /// The file a sheet made by QML is kept in unless told otherwise.
    [[nodiscard]] virtual QString defaultKeptFile() const = 0;
    /// What the sheet keeps in its file now.
    [[nodiscard]] virtual QJsonObject keptNow() const = 0;
    /// Takes what file() holds (readKeptFile()); called when the file is set, once QML has set the rest.
    virtual void load() = 0;
    /// Writes keptNow() to file() atomically, unless there is none or the sheet is being read from it;
    /// when it cannot be written, the message says so (the numbers on screen stay).
    void keep();
    enum class KeptRead { NoFile, Read, SetAside };
    /// Reads file() with `read` (the sheet's reader: false with the reason in its problem). A file that
    /// cannot be opened or read is moved aside, never overwritten, and the message says so (SetAside).
    [[nodiscard]] KeptRead readKeptFile(const std::function<bool(const QByteArray &, mc::Problem &)> &read);
    /// For the time the sheet takes what its file holds: its changes are not written back meanwhile.
    [[nodiscard]] QScopedValueRollback<bool> whileLoading() { return QScopedValueRollback<bool>(m_loading, true); }

private:
    HistoryStore *m_store = nullptr;
    QString m_message;
    QJsonArray m_savedSnapshot; ///< what the last save stored
    qint64 m_savedId = -1;      ///< -1: nothing saved from this sheet yet
    QString m_file;
    bool m_loading = false;
    bool m_complete = true; ///< false while QML sets the properties: the file is read once, at the end
};
