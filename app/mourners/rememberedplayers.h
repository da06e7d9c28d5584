// The players of Mourners Call's last new games, per form (the table game's wizard, the digital
// game's setup), kept for the next start, and the seat kinds of digital play with their names. The
// Settings screen shows them in the game's own section (qml/mourners/MournersSettings.qml).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

/// Remembered players, kept in QSettings (group "players", the keys of the versions before the shelf);
/// QML sees the singleton `RememberedPlayers`.
class RememberedPlayers : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The table game of last time: its player count (0 when none is remembered), names and colours.
    Q_PROPERTY(int tablePlayers READ tablePlayers NOTIFY playersChanged)
    Q_PROPERTY(QStringList tableNames READ tableNames NOTIFY playersChanged)
    Q_PROPERTY(QStringList tableColors READ tableColors NOTIFY playersChanged)
    /// The digital game of last time: its seat count (0 when none), names and seat kinds.
    Q_PROPERTY(int digitalSeats READ digitalSeats NOTIFY playersChanged)
    Q_PROPERTY(QStringList digitalNames READ digitalNames NOTIFY playersChanged)
    Q_PROPERTY(QStringList digitalKinds READ digitalKinds NOTIFY playersChanged)
    /// The seat kinds a digital seat can be, in the current language: [{key, label, shortLabel}], the
    /// person first. `label` is the setup's ("Computer: Strong (up to 1 s a move)"), `shortLabel` the
    /// one for a list of seats ("Computer: Strong").
    Q_PROPERTY(QVariantList kindChoices READ kindChoices NOTIFY kindChoicesChanged)

public:
    /// The seat kinds of digital play (DigitalSetup.qml, GameController::newDigitalGame).
    static const QStringList kSeatKinds;

    explicit RememberedPlayers(QObject *parent = nullptr);

    [[nodiscard]] int tablePlayers() const { return int(m_tableNames.size()); }
    [[nodiscard]] QStringList tableNames() const { return m_tableNames; }
    [[nodiscard]] QStringList tableColors() const { return m_tableColors; }
    [[nodiscard]] int digitalSeats() const { return int(m_digitalNames.size()); }
    [[nodiscard]] QStringList digitalNames() const { return m_digitalNames; }
    [[nodiscard]] QStringList digitalKinds() const { return m_digitalKinds; }
    [[nodiscard]] QVariantList kindChoices() const;
    /// The short name of a seat kind ("Computer: Search"); a key that is no kind as it is.
    Q_INVOKABLE QString kindName(const QString &kind) const;

    /// Keeps the players of a table game that started: 2-4 names and their "#rrggbb" colours.
    /// Refused (false, nothing kept) for another count, a missing colour or one not "#rrggbb".
    Q_INVOKABLE bool rememberTablePlayers(const QStringList &names, const QStringList &colors);
    /// Keeps the seats of a digital game that started: 2-4 names and kinds (kSeatKinds).
    Q_INVOKABLE bool rememberDigitalPlayers(const QStringList &names, const QStringList &kinds);
    /// Forgets both.
    Q_INVOKABLE void forgetPlayers();

signals:
    void playersChanged();
    void kindChoicesChanged();

private:
    void load();
    /// Keeps one form's checked names and what goes with each seat (colours, kinds) under these keys.
    void keep(const QStringList &names, const QStringList &seats, QStringList &keptNames, QStringList &keptSeats,
              const QString &namesKey, const QString &seatsKey);

    QStringList m_tableNames;
    QStringList m_tableColors;
    QStringList m_digitalNames;
    QStringList m_digitalKinds;
};
