// The user guide (docs/guide/*.md in English, docs/guide/de/*.md in German, compiled into the app with
// its pictures) for the Help page.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/// QML singleton `UserGuide`: the guide's chapters as Markdown, read from the app's resources, in the
/// language the app shows (Language): German chapters when it speaks German, English ones else and for a
/// chapter that has no German text.
class UserGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The chapters' files in reading order ("README.md" first), as the guide's first page links them.
    Q_PROPERTY(QStringList chapters READ chapters NOTIFY languageChanged)
    /// The language of the chapters shown: "en" or "de". Bindings pass it to chapterHtml() and titleOf()
    /// so that they are read again when the app's language changes.
    Q_PROPERTY(QString language READ language NOTIFY languageChanged)

public:
    explicit UserGuide(QObject *parent);
    static UserGuide *create(QQmlEngine *engine, QJSEngine *);

    /// Where the chapters and their pictures are ("qrc:/guide/"): the rich text's pictures resolve there.
    [[nodiscard]] Q_INVOKABLE static QString baseUrl();
    [[nodiscard]] static QStringList chapters();
    /// The language the app shows, as far as the guide has it: "de" or "en".
    [[nodiscard]] static QString language();
    /// The Markdown of chapter `file` ("README.md", "phones.md") in `language` ("en", "de"; "" the
    /// language shown), its English text when it has none in that language; "" for a file that is not
    /// a chapter.
    [[nodiscard]] Q_INVOKABLE static QString chapter(const QString &file, const QString &language = {});
    /// The Markdown of chapter `file` in `language` ("en", "de"), without falling back; "" if none.
    [[nodiscard]] static QString chapterIn(const QString &file, const QString &language);
    /// Chapter `file` as rich text for a page `width` pixels wide: its pictures at most that wide, named
    /// relative to baseUrl() ("pictures/NAME.png", also for a German chapter's "../pictures/NAME.png").
    [[nodiscard]] Q_INVOKABLE static QString chapterHtml(const QString &file, int width, const QString &language = {});
    /// The title of chapter `file` in `language` (as chapter()): its first line without the "# ".
    [[nodiscard]] Q_INVOKABLE static QString titleOf(const QString &file, const QString &language = {});

signals:
    /// The app's language changed: the chapters, their titles and texts are read again.
    void languageChanged();
};
