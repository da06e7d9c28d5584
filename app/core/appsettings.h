// What the Settings screen shows and keeps besides the theme and the language: the players of the
// last new game (per form), where autosaves and the history live, and how the kept board differs
// from the standard rules.
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QVariantList>
#include <QVariantMap>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/// Remembered players and the app's folders, for the Settings screen and the new-game forms.
/// The players are kept in QSettings (group "players"); QML sees the singleton `AppSettings`.
class AppSettings : public QObject
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
    /// Where the running game is autosaved and unfinished games are found.
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder CONSTANT)
    /// The history database file.
    Q_PROPERTY(QString historyFile READ historyFile CONSTANT)
    /// The size of text and controls kept for the next start, in percent (kTextSizes); and the size this
    /// run uses (set before the first window: the whole window grows, so its layout stays whole).
    Q_PROPERTY(int textSize READ textSize NOTIFY textSizeChanged)
    Q_PROPERTY(int textSizeInUse READ textSizeInUse CONSTANT)

public:
    /// The seat kinds of digital play (DigitalSetup.qml, GameController::newDigitalGame).
    static const QStringList kSeatKinds;

    // No default arguments: a default-constructible class would make QML create a second object
    // instead of calling create() (Qt 6.4 prefers the constructor for QML_SINGLETON).
    AppSettings(const QString &autosaveFolder, const QString &historyFile, QObject *parent);

    /// For QML_SINGLETON: the folders are the ones GameController and HistoryStore use.
    static AppSettings *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] int tablePlayers() const { return int(m_tableNames.size()); }
    [[nodiscard]] QStringList tableNames() const { return m_tableNames; }
    [[nodiscard]] QStringList tableColors() const { return m_tableColors; }
    [[nodiscard]] int digitalSeats() const { return int(m_digitalNames.size()); }
    [[nodiscard]] QStringList digitalNames() const { return m_digitalNames; }
    [[nodiscard]] QStringList digitalKinds() const { return m_digitalKinds; }
    [[nodiscard]] QString autosaveFolder() const { return m_autosaveFolder; }
    [[nodiscard]] QString historyFile() const { return m_historyFile; }

    /// Keeps the players of a table game that started: 2-4 names and their "#rrggbb" colours.
    /// Refused (false, nothing kept) for another count, a missing colour or one not "#rrggbb".
    Q_INVOKABLE bool rememberTablePlayers(const QStringList &names, const QStringList &colors);
    /// Keeps the seats of a digital game that started: 2-4 names and kinds (kSeatKinds).
    Q_INVOKABLE bool rememberDigitalPlayers(const QStringList &names, const QStringList &kinds);
    /// Forgets both.
    Q_INVOKABLE void forgetPlayers();

    /// The network the phones' server listens on (an IPv4 address of this machine), empty for every
    /// network; kept in QSettings ("phones/network").
    [[nodiscard]] static QString phonesNetwork();
    static void setPhonesNetwork(const QString &address);

    /// The sizes of text and controls offered, in percent.
    static constexpr int kTextSizes[] = {100, 125, 150};
    /// The kept size ("appearance/textSize"), 100 when none or one not offered is kept.
    [[nodiscard]] static int keptTextSize();
    [[nodiscard]] int textSize() const { return keptTextSize(); }
    /// The size this run draws at: QT_SCALE_FACTOR in percent (100 when not set).
    [[nodiscard]] static int textSizeInUse();
    /// Keeps `percent` (one of kTextSizes) for the next start; false, nothing kept, for another.
    Q_INVOKABLE bool setTextSize(int percent);
    /// Before the application object: the kept size becomes QT_SCALE_FACTOR, unless the environment
    /// already sets one (the person's or the system's own choice wins). Returns the factor in use.
    static double applyKeptTextSize();
    /// Starts the app again with the same arguments and ends this run (the game in progress is
    /// autosaved and continues). False when the new process could not be started: this run goes on.
    Q_INVOKABLE bool restart();

    /// The folder `path` is (isFolder) or lies in, created when missing, as a URL for
    /// Qt.openUrlExternally(); empty when it cannot be made.
    Q_INVOKABLE QUrl folderUrl(const QString &path, bool isFolder) const;

signals:
    void playersChanged();
    void textSizeChanged();

private:
    void load();

    QString m_autosaveFolder;
    QString m_historyFile;
    QStringList m_tableNames;
    QStringList m_tableColors;
    QStringList m_digitalNames;
    QStringList m_digitalKinds;
};
