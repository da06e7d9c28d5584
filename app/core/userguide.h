// The user guide (docs/guide/*.md, compiled into the app with its pictures) for the Help page.
#pragma once

#include <QObject>
#include <QStringList>
#include <QtQml/qqmlregistration.h>

class QJSEngine;
class QQmlEngine;

/// QML singleton `UserGuide`: the guide's chapters as Markdown, read from the app's resources.
class UserGuide : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// The chapters' files in reading order ("README.md" first), as the guide's first page links them.
    Q_PROPERTY(QStringList chapters READ chapters CONSTANT)

public:
    explicit UserGuide(QObject *parent);
    static UserGuide *create(QQmlEngine *engine, QJSEngine *);

    /// Where the chapters and their pictures are ("qrc:/guide/"): the Markdown's relative links resolve there.
    [[nodiscard]] Q_INVOKABLE static QString baseUrl();
    [[nodiscard]] static QStringList chapters();
    /// The Markdown of chapter `file` ("README.md", "phones.md"); "" for a file that is not a chapter.
    [[nodiscard]] Q_INVOKABLE static QString chapter(const QString &file);
    /// Chapter `file` as rich text for a page `width` pixels wide: its pictures at most that wide.
    [[nodiscard]] Q_INVOKABLE static QString chapterHtml(const QString &file, int width);
    /// The title of chapter `file`: its first line without the "# ".
    [[nodiscard]] Q_INVOKABLE static QString titleOf(const QString &file);
};
