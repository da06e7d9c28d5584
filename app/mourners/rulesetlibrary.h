// The rulesets people can play with: the built-in standard one and their own files.
#pragma once

#include "model/mourners/ruleset.h"

#include <QObject>
#include <QVariantList>
#include <QtQml/qqmlregistration.h>

class QQmlEngine;
class QJSEngine;

/// Lists, loads and saves rulesets: the built-in standard ruleset (id "builtin:standard") and the
/// user's own files in <AppDataLocation>/rulesets/*.json (id "user:<file base name>"). Every file
/// is validated with mc::parseRuleset; a broken file is listed with its error and never written
/// over, renamed or deleted. QML sees its engine's (MournersObjects, mournersobjects.h) as the singleton
/// `RulesetLibrary`.
class RulesetLibrary : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    Q_PROPERTY(QVariantList entries READ entries NOTIFY changed)
    Q_PROPERTY(QString directory READ directory CONSTANT)
    Q_PROPERTY(QString errorText READ errorText NOTIFY errorTextChanged)

public:
    /// One listed ruleset.
    struct Entry {
        QString id;        // "builtin:standard" or "user:<file base name>"
        QString name;      // the ruleset's name, or the file name when it does not parse
        QString path;      // empty for the built-in one
        QString error;     // empty when it parses
        bool builtIn = false;
    };

    static constexpr auto kStandardId = "builtin:standard";

    // No default arguments: a default-constructible class would make QML create a second library
    // instead of calling create() (Qt 6.4 prefers the constructor for QML_SINGLETON).
    explicit RulesetLibrary(const QString &directory, QObject *parent = nullptr);

    /// <AppDataLocation>/rulesets
    [[nodiscard]] static QString defaultDirectory();
    /// The built-in ruleset's name in the language shown (its file keeps the English one).
    [[nodiscard]] static QString builtInName();
    /// For QML_SINGLETON: the engine's (MournersObjects::library(), at defaultDirectory()).
    static RulesetLibrary *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString directory() const { return m_directory; }
    [[nodiscard]] const std::vector<Entry> &list() const { return m_entries; }
    /// For QML: every entry as a map {id, name, path, error, builtIn, valid}.
    [[nodiscard]] QVariantList entries() const;
    /// The message of the last refused operation (empty after a successful one).
    [[nodiscard]] QString errorText() const { return m_errorText; }

    /// Scans the folder again.
    Q_INVOKABLE void refresh();
    /// The entry's index, -1 when unknown.
    [[nodiscard]] Q_INVOKABLE int indexOf(const QString &id) const;
    /// The parsed ruleset (nullptr, with errorText set, when unknown or broken). For starting games.
    [[nodiscard]] mc::RulesetPtr load(const QString &id);
    /// The ruleset's JSON text as stored (empty when unknown or unreadable).
    [[nodiscard]] QByteArray json(const QString &id) const;
    /// The parser's message for a broken entry; empty when it is fine or unknown.
    [[nodiscard]] Q_INVOKABLE QString errorOf(const QString &id) const;

    /// Writes `json` as a new file named after `name` (never over an existing file); its "id" and
    /// "name" fields are set to the new file's. Returns the new entry's id, or empty (errorText)
    /// when the ruleset does not parse or cannot be written.
    Q_INVOKABLE QString saveAs(const QString &name, const QByteArray &json);
    /// Replaces a user's ruleset that parses with `json` (which must parse too); keeps its id and name.
    Q_INVOKABLE bool save(const QString &id, const QByteArray &json);
    /// Gives a user's ruleset a new display name (its file and id stay).
    Q_INVOKABLE bool rename(const QString &id, const QString &name);
    /// Deletes a user's ruleset that parses. The built-in one and broken files are refused.
    Q_INVOKABLE bool remove(const QString &id);

signals:
    void changed();
    void errorTextChanged();

private:
    bool fail(const QString &message);
    void succeed();
    [[nodiscard]] const Entry *find(const QString &id) const;
    // The user's entry that may be written: exists, is not built in and parses.
    [[nodiscard]] const Entry *writable(const QString &id);
    bool writeFile(const QString &path, const QByteArray &data);

    QString m_directory;
    std::vector<Entry> m_entries;
    QString m_errorText;
};
