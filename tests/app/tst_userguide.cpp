// The user guide in both languages: every English chapter has a German one and the other way round, in
// the same order; the German chapters show German pictures that are in the app's resources and name the
// interface's labels as the German interface does; UserGuide and the Help page (F1) speak the language
// the app shows and follow a change of it at once.

#include "language.h"
#include "quickitems.h"
#include "userguide.h"

#include <QDir>
#include <QFile>
#include <QHash>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QXmlStreamReader>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

/// The chapters' files of a folder of the resources (":/guide", ":/guide/de"), sorted.
QStringList chapterFiles(const QString &folder)
{
    return QDir(folder).entryList({u"*.md"_s}, QDir::Files, QDir::Name);
}

QString readResource(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

/// The German interface's texts: each English source with its German translations (every context,
/// every numerus form).
QHash<QString, QSet<QString>> germanTexts(QString *error)
{
    QFile file(QStringLiteral(MOURNERS_SOURCE_DIR "/translations/mourners_de.ts"));
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QHash<QString, QSet<QString>> out;
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == "source"_L1) {
            source = xml.readElementText();
        } else if (xml.name() == "translation"_L1) {
            const QString text = xml.readElementText(QXmlStreamReader::IncludeChildElements).trimmed();
            out[source].insert(text);
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

/// The bold (**…**) and italic (*…*) spans of a chapter, each cut at " → " and " / " (a menu path,
/// a pair of keys), outside code spans.
QStringList emphasised(QString markdown)
{
    static const QRegularExpression code(u"`[^`]*`"_s);
    markdown.remove(code);
    // A span may go on on the next line of its paragraph.
    static const QRegularExpression lineBreak(u"(?<!\n)\n(?!\n)"_s);
    markdown.replace(lineBreak, u" "_s);
    static const QRegularExpression span(uR"((?<![*\w])\*\*?([^*\n]+?)\*?\*(?![*\w]))"_s);
    QStringList out;
    for (auto it = span.globalMatch(markdown); it.hasNext();) {
        static const QRegularExpression cut(u" → | / "_s);
        for (const QString &part : it.next().captured(1).split(cut))
            out << part.simplified();
    }
    return out;
}

} // namespace

class TestUserGuide : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tst-userguide"_s);
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void cleanup() { QVERIFY(Language::instance()->choose(u"en"_s)); }

    void cleanupTestCase() { QSettings().remove(u"appearance/language"_s); }

    // The same chapters in both languages, in the resources as in the source tree.
    void everyChapterInBothLanguages()
    {
        const QStringList english = chapterFiles(u":/guide"_s);
        const QStringList german = chapterFiles(u":/guide/de"_s);
        QVERIFY(english.contains(u"README.md"_s));
        QCOMPARE(german, english);
        QCOMPARE(QDir(QStringLiteral(MOURNERS_SOURCE_DIR "/docs/guide/de")).entryList({u"*.md"_s}, QDir::Files, QDir::Name),
                 german);
        for (const QString &file : english) {
            QVERIFY2(UserGuide::chapterIn(file, u"de"_s) != UserGuide::chapterIn(file, u"en"_s), qPrintable(file));
            QVERIFY2(UserGuide::chapterIn(file, u"de"_s).startsWith(u"# "_s), qPrintable(file));
        }
    }

    // The German first page lists the same chapters in the same order; the list is read from it.
    void sameChapterOrder()
    {
        const QStringList english = UserGuide::chapters();
        QCOMPARE(english.size(), chapterFiles(u":/guide"_s).size());
        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(UserGuide::language(), u"de"_s);
        QCOMPARE(UserGuide::chapters(), english);
        // Each numbered link of the German first page leads to the German chapter it names.
        static const QRegularExpression link(uR"(^\d+\. \[([^\]]+)\]\(([a-z0-9-]+\.md)\))"_s,
                                             QRegularExpression::MultilineOption);
        for (auto it = link.globalMatch(UserGuide::chapterIn(u"README.md"_s, u"de"_s)); it.hasNext();) {
            const auto m = it.next();
            QVERIFY2(!UserGuide::chapterIn(m.captured(2), u"de"_s).isEmpty(), qPrintable(m.captured(2)));
        }
    }

    // Every picture a German chapter names is a German one (the self-test walk makes each screen in
    // both languages), lies in the resources and shows in the page, named from the guide's base.
    void germanPicturesResolve()
    {
        QVERIFY(Language::instance()->choose(u"de"_s));
        static const QRegularExpression named(uR"(\]\(([^)\s]*pictures/[^)\s]+)\))"_s);
        int pictures = 0;
        for (const QString &file : chapterFiles(u":/guide/de"_s)) {
            const QString markdown = UserGuide::chapterIn(file, u"de"_s);
            const QString html = UserGuide::chapterHtml(file, 800);
            for (auto it = named.globalMatch(markdown); it.hasNext();) {
                const QString link = it.next().captured(1);
                static const QRegularExpression form(uR"(^\.\./pictures/([a-z0-9-]+-de-(?:light|dark)\.png)$)"_s);
                const auto m = form.match(link);
                QVERIFY2(m.hasMatch(), qPrintable(u"%1 names %2: German pictures from de/ are ../pictures/NAME-de-THEME.png"_s.arg(file, link)));
                const QUrl resolved = QUrl(UserGuide::baseUrl()).resolved(QUrl(u"de/"_s)).resolved(QUrl(link));
                QCOMPARE(resolved.toString(), u"qrc:/guide/pictures/"_s + m.captured(1));
                QVERIFY2(QFile::exists(u":/guide/pictures/"_s + m.captured(1)), qPrintable(link));
                QVERIFY2(html.contains(u"<img src=\"pictures/%1\" width=\"800\""_s.arg(m.captured(1))),
                         qPrintable(u"%1: %2 is not shown"_s.arg(file, link)));
                ++pictures;
            }
        }
        QVERIFY(pictures >= 10);
    }

    // A German chapter names no label of the interface in English: a bold or italic span that is an
    // English text of the interface, translated otherwise, is left untranslated.
    void germanChaptersNameGermanLabels()
    {
        QString error;
        const auto texts = germanTexts(&error);
        QVERIFY2(error.isEmpty() && !texts.isEmpty(), qPrintable(error));
        QSet<QString> german;
        for (const QSet<QString> &t : texts)
            german.unite(t);
        QStringList problems;
        int checked = 0;
        for (const QString &file : chapterFiles(u":/guide/de"_s)) {
            for (const QString &span : emphasised(UserGuide::chapterIn(file, u"de"_s))) {
                ++checked;
                // "Settings", "Undo", "Ctrl+Z", and "Open…" without its dots.
                for (const QString &source : {span, span + u"…"_s}) {
                    const auto found = texts.constFind(source);
                    if (found != texts.cend() && !found->contains(source) && !german.contains(span))
                        problems << u"%1: *%2* reads %3 in the German interface"_s.arg(file, span, found->values().join(u" or "_s));
                }
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
        QVERIFY(checked > 50);
        // The English chapters are English: the check finds what it looks for.
        QStringList english;
        for (const QString &span : emphasised(UserGuide::chapterIn(u"corrections.md"_s, u"en"_s)))
            if (texts.contains(span) && !texts.value(span).contains(span))
                english << span;
        QVERIFY2(english.contains(u"Undo"_s) && english.contains(u"Adjust…"_s), qPrintable(english.join(u", "_s)));
    }

    // UserGuide speaks the language shown, and English again after switching back.
    void chapterFollowsTheLanguage()
    {
        QCOMPARE(UserGuide::language(), u"en"_s);
        QVERIFY(UserGuide::chapter(u"README.md"_s).startsWith(u"# User guide\n"_s));
        QCOMPARE(UserGuide::titleOf(u"phones.md"_s), u"Phones at the table"_s);
        QVERIFY(UserGuide::chapterHtml(u"README.md"_s, 600).contains(u"<img src=\"pictures/home-en-light.png\" width=\"600\""_s));

        UserGuide guide(nullptr);
        QSignalSpy changed(&guide, &UserGuide::languageChanged);
        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(changed.count(), 1);
        QCOMPARE(UserGuide::language(), u"de"_s);
        QCOMPARE(UserGuide::chapter(u"README.md"_s), UserGuide::chapterIn(u"README.md"_s, u"de"_s));
        QVERIFY(UserGuide::chapter(u"README.md"_s).startsWith(u"# Anleitung\n"_s));
        QCOMPARE(UserGuide::titleOf(u"phones.md"_s), u"Handys am Tisch"_s);
        QVERIFY(UserGuide::chapterHtml(u"README.md"_s, 600).contains(u"<img src=\"pictures/home-de-light.png\" width=\"600\""_s));
        QVERIFY(UserGuide::chapter(u"nothing.md"_s).isEmpty());
        QVERIFY(UserGuide::chapter(u"../README.md"_s).isEmpty());

        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(changed.count(), 2);
        QVERIFY(UserGuide::chapter(u"README.md"_s).startsWith(u"# User guide\n"_s));
    }

    // The Help page (F1) shows German when the app speaks German, the chapter list's titles too, and
    // follows a switch of the language at once, on the chapter it shows.
    void pageFollowsTheLanguage()
    {
        QVERIFY(Language::instance()->choose(u"de"_s));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QTest::keyClick(window, Qt::Key_F1);
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = mctest::findVisible(window->contentItem(), u"guidePage"_s)));
        auto *text = page->findChild<QObject *>(u"guideText"_s);
        auto *list = page->findChild<QQuickItem *>(u"guideChapters"_s);
        QVERIFY(text && list);
        const auto shown = [text] { return text->property("text").toString(); };
        // The titles in the list, as its rows show them.
        const auto titles = [window, list] {
            QStringList out;
            if (!mctest::waitForLayout(window))
                return out;
            const auto rows = list->property("contentItem").value<QQuickItem *>()->childItems();
            for (QQuickItem *row : rows)
                if (row->property("modelData").isValid())
                    out << row->property("text").toString();
            return out;
        };

        QTRY_VERIFY(shown().contains(u"<img src=\"pictures/home-de-light.png\""_s));
        QVERIFY(shown().contains(u"Kapitel:"_s));
        QVERIFY(titles().contains(u"Handys am Tisch"_s));
        QVERIFY(!titles().contains(u"Phones at the table"_s));

        QVariant ok;
        QVERIFY(QMetaObject::invokeMethod(page, "show", Q_RETURN_ARG(QVariant, ok), Q_ARG(QVariant, u"phones.md"_s)));
        QVERIFY(ok.toBool());
        QVERIFY(shown().contains(u"Handys am Tisch</"_s));
        QVERIFY(shown().contains(u"<img src=\"pictures/phones-de-light.png\""_s));

        QVERIFY(Language::instance()->choose(u"en"_s));
        QTRY_VERIFY(shown().contains(u"Phones at the table</"_s));
        QVERIFY(shown().contains(u"<img src=\"pictures/phones-en-light.png\""_s));
        QVERIFY(!shown().contains(u"Handys"_s));
        QTRY_VERIFY(titles().contains(u"Phones at the table"_s));
        QVERIFY(!titles().contains(u"Handys am Tisch"_s));
        QCOMPARE(page->property("chapter").toString(), u"phones.md"_s);

        QVERIFY(Language::instance()->choose(u"de"_s));
        QTRY_VERIFY(shown().contains(u"Handys am Tisch</"_s));
        QTRY_VERIFY(titles().contains(u"Wo deine Partien liegen, und Sicherungen"_s));
    }
};

QTEST_MAIN(TestUserGuide)
#include "tst_userguide.moc"
