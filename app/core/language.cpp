#include "language.h"

#include <QCoreApplication>
#include <QJSEngine>
#include <QLocale>
#include <QQmlEngine>
#include <QSettings>
#include <QTranslator>
#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace {

const auto kSystem = u"system"_s;
const auto kEnglish = u"en"_s;

/// The languages the app has a translation for, as in translations/mourners_<lang>.ts.
const QStringList &translated()
{
    static const QStringList languages{u"en"_s, u"de"_s};
    return languages;
}

QString settingsKey()
{
    return QString::fromLatin1(Language::kSettingsGroup) + u'/' + QString::fromLatin1(Language::kSettingsKey);
}

} // namespace

Language::Language(QObject *parent) : QObject(parent), m_current(kSystem) {}

Language::~Language()
{
    // The instance is a child of the application and goes with it: then there is nothing to remove from.
    if (m_translator && QCoreApplication::instance())
        QCoreApplication::removeTranslator(m_translator);
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
    return QStringList{kSystem} + translated();
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
    if (key != kSystem)
        return translated().contains(key) ? key : kEnglish;
    // The first of the system's preferred languages that the app has; English when none.
    for (const QString &tag : QLocale::system().uiLanguages()) {
        const QString language = tag.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (translated().contains(language))
            return language;
    }
    return kEnglish;
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
    auto *next = new QTranslator(this);
    const QString file = u":/i18n/mourners_%1.qm"_s.arg(resolve(key));
    if (!next->load(file)) {
        // Without its .qm file (a test binary without resources) the source texts, English, are shown.
        delete next;
        next = nullptr;
    }
    const bool replaced = m_translator || next;
    if (m_translator) {
        QCoreApplication::removeTranslator(m_translator);
        delete m_translator;
    }
    m_translator = next;
    if (m_translator)
        QCoreApplication::installTranslator(m_translator);
    if (replaced) {
        m_engines.removeIf([](const QPointer<QQmlEngine> &e) { return e.isNull(); });
        for (const QPointer<QQmlEngine> &engine : std::as_const(m_engines))
            engine->retranslate();
        emit retranslated();
    }
    if (m_current != key) {
        m_current = key;
        emit currentChanged();
    }
}
