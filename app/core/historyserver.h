// Where a club's shared history lives: a PostgreSQL server reached through Qt's QPSQL driver (Debian
// package libqt6sql6-psql), its address as a URL (the command line's --database) and its connection.
#pragma once

#include <QCoreApplication>
#include <QSqlDatabase>
#include <QSqlError>
#include <QString>

#include <optional>

/// A club's server: host, port, database, user, TLS; the password is not part of its settings (the
/// system's keyring or memory keep it; libpq also reads PGPASSWORD and ~/.pgpass when it is empty).
struct HistoryServer
{
    Q_DECLARE_TR_FUNCTIONS(HistoryServer)

public:
    QString host;        ///< empty: libpq's default (the local socket)
    int port = 5432;
    QString database;
    QString user;
    QString password;    ///< empty: PGPASSWORD or ~/.pgpass, as libpq does
    QString sslmode;     ///< empty: libpq's default (prefer); "require" asks for TLS

    /// Whether `s` names a server (postgresql:// or postgres://) and not a file.
    [[nodiscard]] static bool isUrl(const QString &s);
    /// postgresql://user[:password]@host:port/database[?sslmode=...]; nullopt with `error` saying why.
    [[nodiscard]] static std::optional<HistoryServer> fromUrl(const QString &url, QString *error = nullptr);
    /// The URL without the password.
    [[nodiscard]] QString url() const;
    /// user@host:port/database: which server a laptop's server_sync rows are about.
    [[nodiscard]] QString key() const;
    /// Adds and opens the connection `connection` (QPSQL); false with `error` in words people can act on.
    bool open(const QString &connection, QString &error) const;
    /// A reason people can act on, from the driver's message.
    [[nodiscard]] static QString describe(const QSqlError &e);
    /// Whether `e` means that the server could not be reached (try again later), not a refusal.
    [[nodiscard]] static bool unreachable(const QSqlError &e);
};
