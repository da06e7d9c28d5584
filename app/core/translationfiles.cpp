#include "translationfiles.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <utility>

using namespace Qt::StringLiterals;

namespace translationfiles {

const QStringList &languages()
{
    static const QStringList list{u"en"_s, u"de"_s};
    return list;
}

QString resolve(const QString &key)
{
    const QString english = u"en"_s;
    if (key != u"system"_s)
        return languages().contains(key) ? key : english;
    // The first of the system's preferred languages that the app has; English when none.
    for (const QString &tag : QLocale::system().uiLanguages()) {
        const QString language = tag.section(u'-', 0, 0).section(u'_', 0, 0).toLower();
        if (languages().contains(language))
            return language;
    }
    return english;
}

QList<QTranslator *> load(const QString &language, QObject *parent)
{
    QList<QTranslator *> loaded;
    // English needs none of Qt's: its texts are the source texts.
    const QString qtFolder = QLibraryInfo::path(QLibraryInfo::TranslationsPath);
    const QList<std::pair<QString, QString>> files{
            {u":/i18n"_s, u"mourners_"_s},
            {qtFolder, u"qtbase_"_s},
            {qtFolder, u"qtdeclarative_"_s},
    };
    for (const auto &[folder, prefix] : files) {
        if (language == u"en"_s && folder == qtFolder)
            continue;
        auto *translator = new QTranslator(parent);
        if (translator->load(prefix + language, folder))
            loaded.append(translator);
        else
            delete translator;
    }
    return loaded;
}

void installFor(const QString &key, QObject *parent)
{
    for (QTranslator *translator : load(resolve(key), parent))
        QCoreApplication::installTranslator(translator);
}

} // namespace translationfiles
