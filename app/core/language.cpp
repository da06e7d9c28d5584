#include "language.h"
#include "translationfiles.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QGuiApplication>
#include <QJSEngine>
#include <QQmlApplicationEngine>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>
#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace {

const auto kSystem = u"system"_s;

QString settingsKey()
{
    return QString::fromLatin1(Language::kSettingsGroup) + u'/' + QString::fromLatin1(Language::kSettingsKey);
}

/// Qt 6.4 makes a dialog's standard buttons (Dialog.Yes, Dialog.Close ...) once, in the language of
/// that moment, and keeps them: the dialogs of screens that stay open are given theirs again.
void renewStandardButtons(QQmlEngine *engine)
{
    auto *application = qobject_cast<QQmlApplicationEngine *>(engine);
    if (!application)
        return;
    const auto roots = application->rootObjects();
    for (QObject *root : roots) {
        const auto objects = root->findChildren<QObject *>();
        for (QObject *dialog : objects) {
            if (!dialog->inherits("QQuickDialog"))
                continue;
            const QVariant buttons = dialog->property("standardButtons");
            if (buttons.toInt() == 0)
                continue;
            dialog->setProperty("standardButtons", 0);
            dialog->setProperty("standardButtons", buttons);
        }
    }
}

/// A short date format with the year in full: "dd.MM.yy" -> "dd.MM.yyyy", "M/d/yy" -> "M/d/yyyy".
QString fullYear(QString format)
{
    if (!format.contains(u"yyyy"_s))
        format.replace(u"yy"_s, u"yyyy"_s);
    return format;
}

} // namespace

QLocale Language::localeFor(const QString &language, const QLocale &base)
{
    const QLocale::Language wanted = language == u"de"_s ? QLocale::German : QLocale::English;
    // The C locale writes English: a pinned C locale (the tests) stays for English.
    if (base.language() == wanted || (wanted == QLocale::English && base.language() == QLocale::C))
        return base;
    return QLocale(wanted);
}

QString Language::dateText(QDate day)
{
    const QLocale locale;
    return locale.toString(day, fullYear(locale.dateFormat(QLocale::ShortFormat)));
}

QString Language::dateTimeText(const QDateTime &when)
{
    const QLocale locale;
    return locale.toString(when.toLocalTime(), fullYear(locale.dateTimeFormat(QLocale::ShortFormat)));
}

Language::Language(QObject *parent) : QObject(parent), m_current(kSystem) {}

Language::~Language()
{
    // The instance is a child of the application and goes with it: then there is nothing to remove from.
    if (QCoreApplication::instance())
        for (QTranslator *translator : std::as_const(m_translators))
            QCoreApplication::removeTranslator(translator);
}

Language *Language::instance()
{
    static Language *language = [] {
        auto *l = new Language(QCoreApplication::instance());
        QJSEngine::setObjectOwnership(l, QJSEngine::CppOwnership);
        return l;
    }();
    return language;
}

Language *Language::create(QQmlEngine *engine, QJSEngine *)
{
    Language *l = instance();
    l->addEngine(engine);
    return l;
}

void Language::setApplicationDisplayName(const char *context, const char *sourceText)
{
    m_displayName = {context, sourceText};
    if (qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
        QGuiApplication::setApplicationDisplayName(QCoreApplication::translate(context, sourceText));
}

void Language::addEngine(QQmlEngine *engine)
{
    if (!engine)
        return;
    m_engines.removeIf([](const QPointer<QQmlEngine> &e) { return e.isNull(); });
    for (const QPointer<QQmlEngine> &known : std::as_const(m_engines))
        if (known == engine)
            return;
    m_engines.append(engine);
}

QStringList Language::keys()
{
    return QStringList{kSystem} + translationfiles::languages();
}

QVariantList Language::choices() const
{
    // Each language is named in itself, so that someone who cannot read the current one finds theirs.
    return {
            QVariantMap{{u"key"_s, kSystem}, {u"label"_s, tr("System")}},
            QVariantMap{{u"key"_s, u"en"_s}, {u"label"_s, u"English"_s}},
            QVariantMap{{u"key"_s, u"de"_s}, {u"label"_s, u"Deutsch"_s}},
    };
}

QString Language::resolve(const QString &key)
{
    return translationfiles::resolve(key);
}

bool Language::choose(const QString &key)
{
    if (!keys().contains(key))
        return false;
    QSettings().setValue(settingsKey(), key);
    install(key);
    return true;
}

void Language::applySaved()
{
    const QString saved = QSettings().value(settingsKey(), kSystem).toString();
    install(keys().contains(saved) ? saved : kSystem);
}

void Language::install(const QString &key)
{
    const QString language = resolve(key);
    const QList<QTranslator *> next = translationfiles::load(language, this);
    const bool replaced = !m_translators.isEmpty() || !next.isEmpty();
    for (QTranslator *old : std::as_const(m_translators)) {
        QCoreApplication::removeTranslator(old);
        delete old;
    }
    m_translators = next;
    for (QTranslator *translator : std::as_const(m_translators))
        QCoreApplication::installTranslator(translator);
    // Dates and numbers in the language shown. A default set by someone else since (a test pinning
    // its locale) becomes the new base.
    if (!m_localeApplied || QLocale() != m_appliedLocale)
        m_baseLocale = QLocale();
    m_appliedLocale = localeFor(language, m_baseLocale);
    m_localeApplied = true;
    const bool localeChanged = QLocale() != m_appliedLocale;
    QLocale::setDefault(m_appliedLocale);
    if (replaced || localeChanged) {
        // The application's name first: a window's title is shown with it, when the title changes.
        if (m_displayName.first && qobject_cast<QGuiApplication *>(QCoreApplication::instance()))
            QGuiApplication::setApplicationDisplayName(
                    QCoreApplication::translate(m_displayName.first, m_displayName.second));
        m_engines.removeIf([](const QPointer<QQmlEngine> &e) { return e.isNull(); });
        for (const QPointer<QQmlEngine> &engine : std::as_const(m_engines)) {
            engine->retranslate();
            renewStandardButtons(engine);
        }
        emit retranslated();
    }
    if (m_current != key) {
        m_current = key;
        emit currentChanged();
    }
}
