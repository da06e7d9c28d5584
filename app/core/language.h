// The language of the user interface, chosen at run time: "system" (the system's language when the
// app has it, else English), "en" or "de". Kept in QSettings, applied without a restart.
#pragma once

#include <QDateTime>
#include <QList>
#include <QLocale>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QVariantList>

#include <utility>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;
class QTranslator;

/// The process-wide language choice. QML sees instance() as the singleton `Language`; every engine
/// that asks for it is retranslated when the choice changes. C++ texts listen to retranslated().
class Language : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The choice: "system", "en" or "de".
    Q_PROPERTY(QString current READ current NOTIFY currentChanged)
    /// The choices as {key, label}; each label is written in its own language.
    Q_PROPERTY(QVariantList choices READ choices CONSTANT)

public:
    static constexpr auto kSettingsGroup = "appearance";
    static constexpr auto kSettingsKey = "language";

    // No default argument: a default-constructible class would make QML create a second object
    // instead of calling create() (Qt 6.4 prefers the constructor for QML_SINGLETON).
    explicit Language(QObject *parent);
    ~Language() override;

    /// The process-wide object, created on first use.
    [[nodiscard]] static Language *instance();
    /// For QML_SINGLETON: instance(), and `engine` is retranslated on every change.
    static Language *create(QQmlEngine *engine, QJSEngine *);

    [[nodiscard]] QString current() const { return m_current; }
    [[nodiscard]] QVariantList choices() const;
    /// The keys choose() accepts.
    [[nodiscard]] static QStringList keys();
    /// The language a choice shows: "en" or "de" ("system" resolves through QLocale::system()).
    [[nodiscard]] static QString resolve(const QString &key);

    /// Takes `key`, keeps it in QSettings, installs its translation and retranslates the engines.
    /// False for an unknown key; nothing changes then.
    Q_INVOKABLE bool choose(const QString &key);
    /// Installs the choice kept in QSettings ("system" when none or unknown), without writing it.
    /// main.cpp calls it before the user interface loads.
    void applySaved();
    /// The application's name as windows show it beside their titles (QGuiApplication's display
    /// name): `sourceText` of `context`, translated now and on every change before the windows'
    /// titles are, so that a title never shows with the name in the former language.
    void setApplicationDisplayName(const char *context, const char *sourceText);
    /// Retranslates `engine` on every later change (create() does this for QML).
    void addEngine(QQmlEngine *engine);

    /// The locale of the language shown (dates, numbers): the one the process started with (the
    /// system's, or one a test pinned) when it speaks that language, else the language's own
    /// (German: de_DE). install() makes it QLocale's default, so QLocale() and QML's Qt.locale()
    /// follow the language chosen in the app, not the system's.
    [[nodiscard]] static QLocale localeFor(const QString &language, const QLocale &base);
    /// A day as the language shown writes it, the year in full: "28.11.2026", "11/28/2026".
    [[nodiscard]] static QString dateText(QDate day);
    /// A moment as the language shown writes it, in local time: "28.11.2026 18:30", "11/28/2026 6:30 PM".
    [[nodiscard]] static QString dateTimeText(const QDateTime &when);

signals:
    void currentChanged();
    /// The translation was replaced: texts built in C++ must be built again.
    void retranslated();

private:
    void install(const QString &key);

    QString m_current;
    /// The default locale found before the app set one, and the one it set (see localeFor()).
    QLocale m_baseLocale;
    QLocale m_appliedLocale;
    bool m_localeApplied = false;
    /// The app's translation and Qt's own (standard buttons, the file dialog), as installed.
    QList<QTranslator *> m_translators;
    std::pair<const char *, const char *> m_displayName{nullptr, nullptr};
    QList<QPointer<QQmlEngine>> m_engines;
};
