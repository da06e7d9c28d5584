#include "userguide.h"

#include "language.h"

#include <QFile>
#include <QFont>
#include <QRegularExpression>
#include <QTextDocument>

#include <algorithm>

using namespace Qt::StringLiterals;

UserGuide::UserGuide(QObject *parent) : QObject(parent)
{
    // currentChanged, not retranslated: Language takes the new choice only after retranslating.
    connect(Language::instance(), &Language::currentChanged, this, &UserGuide::languageChanged);
}

UserGuide *UserGuide::create(QQmlEngine *, QJSEngine *)
{
    return new UserGuide(nullptr);
}

QString UserGuide::baseUrl()
{
    return u"qrc:/guide/"_s;
}

QStringList UserGuide::chapters()
{
    // The first page's numbered list gives the order.
    QStringList out{u"README.md"_s};
    static const QRegularExpression link(uR"(^\d+\. \[[^\]]+\]\(([a-z0-9-]+\.md)\))"_s, QRegularExpression::MultilineOption);
    auto it = link.globalMatch(chapter(u"README.md"_s));
    while (it.hasNext())
        out << it.next().captured(1);
    return out;
}

QString UserGuide::language()
{
    return Language::resolve(Language::instance()->current()) == u"de"_s ? u"de"_s : u"en"_s;
}

QString UserGuide::chapterIn(const QString &file, const QString &language)
{
    static const QRegularExpression name(u"^[a-zA-Z0-9-]+\\.md$"_s);
    if (!name.match(file).hasMatch() || (language != u"en"_s && language != u"de"_s))
        return {};
    // English in the guide's folder, German in its de/ folder.
    QFile f(u":/guide/"_s + (language == u"en"_s ? QString() : language + u'/') + file);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString UserGuide::chapter(const QString &file, const QString &language)
{
    const QString text = chapterIn(file, language.isEmpty() ? UserGuide::language() : language);
    return text.isEmpty() ? chapterIn(file, u"en"_s) : text;
}

QString UserGuide::chapterHtml(const QString &file, int width, const QString &language)
{
    const QString markdown = chapter(file, language);
    if (markdown.isEmpty())
        return {};
    QTextDocument document;
    QFont font = document.defaultFont();
    font.setPixelSize(18); // the page's text size (the rich text carries it)
    document.setDefaultFont(font);
    document.setMarkdown(markdown);
    QString html = document.toHtml();
    // The pictures are 1280x800: as wide as the page allows, never wider than they are.
    const int w = std::clamp(width, 200, 1280);
    // A German chapter names its pictures from de/ ("../pictures/…"): all are named from baseUrl().
    static const QRegularExpression picture(uR"re(<img src="(?:\.\./)?(pictures/[a-z0-9-]+\.png)"([^>]*)/>)re"_s);
    html.replace(picture, u"<img src=\"\\1\" width=\"%1\" height=\"%2\"\\2/>"_s.arg(w).arg(w * 800 / 1280));
    return html;
}

QString UserGuide::titleOf(const QString &file, const QString &language)
{
    const QString text = chapter(file, language);
    const QString first = text.left(text.indexOf(u'\n'));
    return first.startsWith(u"# "_s) ? first.mid(2).trimmed() : file;
}
