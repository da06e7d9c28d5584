// A club's history on a shared server, offline first: the settings of the server (Settings → History),
// its password (the system's keyring through QtKeychain, else memory only), and the syncs of the local
// history with it off the GUI thread (HistorySync), retried with a growing pause while it cannot be
// reached. QML sees the singleton `ClubServer`: its engine's (CoreObjects, coreobjects.h).
#pragma once

#include "historysync.h"

#include <QDateTime>
#include <QFutureWatcher>
#include <QObject>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

class HistoryStore;
class QQmlEngine;
class QJSEngine;

class ClubServer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// "Keep the history on a server": off, nothing changes for the history.
    Q_PROPERTY(bool enabled READ enabled NOTIFY settingsChanged)
    Q_PROPERTY(QString host READ host NOTIFY settingsChanged)
    Q_PROPERTY(int port READ port NOTIFY settingsChanged)
    Q_PROPERTY(QString database READ database NOTIFY settingsChanged)
    Q_PROPERTY(QString user READ user NOTIFY settingsChanged)
    Q_PROPERTY(bool requireTls READ requireTls NOTIFY settingsChanged)
    /// Where the password is: "keyring", "memory" (no keyring service answered: asked each start),
    /// "none" (not given yet), "checking" (asking the keyring).
    Q_PROPERTY(QString passwordKept READ passwordKept NOTIFY passwordChanged)
    /// The password state in words for the settings screen.
    Q_PROPERTY(QString passwordNote READ passwordNote NOTIFY passwordChanged)
    /// The server refused the login: the password (or user) is wrong.
    Q_PROPERTY(bool loginRefused READ loginRefused NOTIFY stateChanged)
    Q_PROPERTY(bool syncing READ syncing NOTIFY stateChanged)
    /// The last sync reached the server.
    Q_PROPERTY(bool reachable READ reachable NOTIFY stateChanged)
    /// The last sync failed (not reachable, or refused): the screens show the state as a problem.
    Q_PROPERTY(bool failed READ failed NOTIFY stateChanged)
    /// Games of this laptop the server does not hold yet.
    Q_PROPERTY(int waiting READ waiting NOTIFY stateChanged)
    Q_PROPERTY(QDateTime lastSync READ lastSync NOTIFY stateChanged)
    /// The sync state in one sentence for the History screen ("" when off).
    Q_PROPERTY(QString statusText READ statusText NOTIFY stateChanged)

public:
    /// The server of `store`'s history (which must outlive it).
    explicit ClubServer(HistoryStore *store, QObject *parent = nullptr);
    ~ClubServer() override;
    /// For QML_SINGLETON: the engine's (CoreObjects::club()).
    static ClubServer *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] bool enabled() const { return m_enabled; }
    [[nodiscard]] QString host() const { return m_server.host; }
    [[nodiscard]] int port() const { return m_server.port; }
    [[nodiscard]] QString database() const { return m_server.database; }
    [[nodiscard]] QString user() const { return m_server.user; }
    [[nodiscard]] bool requireTls() const { return m_server.sslmode == u"require"; }
    [[nodiscard]] QString passwordKept() const { return m_passwordKept; }
    [[nodiscard]] QString passwordNote() const;
    [[nodiscard]] bool loginRefused() const { return m_loginRefused; }
    [[nodiscard]] bool syncing() const { return m_sync != nullptr; }
    [[nodiscard]] bool reachable() const { return m_reachable; }
    [[nodiscard]] bool failed() const { return !m_error.isEmpty() && !m_sync; }
    [[nodiscard]] int waiting() const { return m_waiting; }
    [[nodiscard]] QDateTime lastSync() const { return m_lastSync; }
    [[nodiscard]] QString statusText() const;

    /// Saves the server's settings (not the password) and, when on, syncs. Returns why they were not
    /// saved ("" when they were): switched on without a server or a database, a port out of 1..65535
    /// (-1: not a number), a name with spaces or control characters; nothing changes then.
    Q_INVOKABLE QString configure(bool enabled, const QString &host, int port, const QString &database,
                                  const QString &user, bool requireTls);
    /// Keeps the password in the keyring (or, without one, in memory) and syncs.
    Q_INVOKABLE void setPassword(const QString &password);
    /// "Send now": syncs at once (or right after the running one).
    Q_INVOKABLE void sendNow();
    /// The pause before the next try after `failures` failed syncs in a row: 5 s doubling to 5 min.
    [[nodiscard]] static int retryDelaySeconds(int failures);

signals:
    void settingsChanged();
    void passwordChanged();
    void stateChanged();
    /// A sync ended (tests wait for it).
    void synced(bool ok);

private:
    void load();
    void readPassword();
    void start();
    void finished();
    void scheduleAfter(int seconds);
    void countWaiting();

    HistoryStore *m_store;
    bool m_enabled = false;
    HistoryServer m_server;
    QString m_password;
    QString m_passwordKept = QStringLiteral("none");
    bool m_keyringFailed = false;
    bool m_loginRefused = false;
    bool m_reachable = false;
    bool m_everTried = false;
    bool m_again = false;
    int m_failures = 0;
    int m_waiting = 0;
    QString m_error;
    QDateTime m_lastSync;
    QTimer m_timer;
    QFutureWatcher<HistorySync::Outcome> *m_sync = nullptr;
};
