// What the Settings screen shows and keeps besides the theme and the language: where autosaves and the
// history live, the size of text and controls, the phones' network. A game's own settings (Mourners
// Call's remembered players and board) are its module's (shelf::GameModule::settingsSection).
#pragma once

#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/// The app's folders and sizes, for the Settings screen; QML sees the singleton `AppSettings`.
class AppSettings : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Where the running game is autosaved and unfinished games are found.
    Q_PROPERTY(QString autosaveFolder READ autosaveFolder CONSTANT)
    /// The history database file.
    Q_PROPERTY(QString historyFile READ historyFile CONSTANT)
    /// The size of text and controls kept for the next start, in percent (kTextSizes); and the size this
    /// run uses (set before the first window: the whole window grows, so its layout stays whole).
    Q_PROPERTY(int textSize READ textSize NOTIFY textSizeChanged)
    Q_PROPERTY(int textSizeInUse READ textSizeInUse CONSTANT)

public:
    // No default arguments: a default-constructible class would make QML create a second object
    // instead of calling create() (Qt 6.4 prefers the constructor for QML_SINGLETON).
    AppSettings(const QString &autosaveFolder, const QString &historyFile, QObject *parent);

    /// For QML_SINGLETON: the folders are the ones GameController and HistoryStore use.
    static AppSettings *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString autosaveFolder() const { return m_autosaveFolder; }
    [[nodiscard]] QString historyFile() const { return m_historyFile; }

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
    void textSizeChanged();

private:
    QString m_autosaveFolder;
    QString m_historyFile;
};
