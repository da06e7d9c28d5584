// The registry's games as a list model for the home screen, and the game chosen last time.
#pragma once

#include <QAbstractListModel>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/// QML singleton `GameShelf`: one row per registered game (app/core/registry.h), titles translated.
class GameShelf : public QAbstractListModel
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(int count READ count CONSTANT)
    /// The id of the game the home screen shows; kept in QSettings ("shelf/current").
    Q_PROPERTY(QString current READ current WRITE setCurrent NOTIFY currentChanged)
    /// The current game's home section (a QML file of the module).
    Q_PROPERTY(QString currentSection READ currentSection NOTIFY currentChanged)
    Q_PROPERTY(QString currentTitle READ currentTitle NOTIFY currentChanged)
    Q_PROPERTY(QString currentTagline READ currentTagline NOTIFY currentChanged)
    /// Every game's file of named screens (GameModule::screens), in shelf order.
    Q_PROPERTY(QStringList screenFiles READ screenFiles CONSTANT)
    /// Every game's part of the Settings screen (GameModule::settingsSection), in shelf order.
    Q_PROPERTY(QStringList settingsFiles READ settingsFiles CONSTANT)

public:
    enum Role { IdRole = Qt::UserRole + 1, TitleRole, TaglineRole, SectionRole, PlayersRole, FeaturesRole };

    explicit GameShelf(QObject *parent);
    static GameShelf *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override;
    [[nodiscard]] QHash<int, QByteArray> roleNames() const override;

    [[nodiscard]] int count() const { return rowCount(); }
    [[nodiscard]] QString current() const { return m_current; }
    /// An id the registry does not know is ignored (the current game stays).
    void setCurrent(const QString &id);
    [[nodiscard]] QString currentSection() const;
    [[nodiscard]] QString currentTitle() const;
    [[nodiscard]] QString currentTagline() const;
    [[nodiscard]] QStringList screenFiles() const;
    [[nodiscard]] QStringList settingsFiles() const;
    /// The translated title of a registered game ("" for an unknown id).
    Q_INVOKABLE QString titleOf(const QString &id) const;
    /// Which game a saved file is of, read from its "format" (a path or file: URL):
    /// {game: id, path: local path, opener: the module's QML file that opens it} or {problem: why it is
    /// no saved game of the shelf}. Nothing is loaded.
    Q_INVOKABLE QVariantMap savedGameOf(const QString &pathOrUrl) const;
    /// How a game's history reads, from its module: {breakdown: its records carry the end-of-game
    /// breakdown, averageHeading, averageName: the charts' words for each player's average number,
    /// categories: [{key, chartName, heading, emptyText}] the charts of its players grouped by a value
    /// (HistoryStore::categoryStats()), on the tab named categoriesTab}. An unknown id reads as a game
    /// without breakdown or categories.
    Q_INVOKABLE QVariantMap historyView(const QString &id) const;

signals:
    void currentChanged();

private:
    void retranslate();
    QString m_current;
};
