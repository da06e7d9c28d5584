// Reading Qt Linguist files (.ts translations, .qph phrasebooks) for the translation tests.
#pragma once

#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace tsfile {

/// One <message> of a .ts file.
struct Message {
    QString context;
    QString source;
    QString comment;      // the disambiguation, tr("Pass", "skip the turn")
    QString extraComment; // the comment for translators (//:)
    QStringList translations; // one, or one per numerus form
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false; // vanished or obsolete: no longer in the sources

    /// "Context: "source" (disambiguation)", as a failing test names a message.
    [[nodiscard]] QString where() const
    {
        QString out = QStringLiteral("%1: \"%2\"").arg(context, source);
        if (!comment.isEmpty())
            out += QStringLiteral(" (%1)").arg(comment);
        return out;
    }
    /// True when the message has a translation for every form and is marked finished.
    [[nodiscard]] bool finished() const
    {
        if (unfinished || translations.isEmpty())
            return false;
        for (const QString &t : translations) {
            if (t.trimmed().isEmpty())
                return false;
        }
        return true;
    }
};

inline QList<Message> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<Message> out;
    QXmlStreamReader xml(&file);
    QString context;
    Message current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            current = Message{};
            current.context = context;
            current.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            current.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            current.comment = xml.readElementText();
        } else if (name == QLatin1String("extracomment")) {
            current.extraComment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            const auto type = xml.attributes().value(QLatin1String("type"));
            current.unfinished = type == QLatin1String("unfinished");
            current.obsolete = type == QLatin1String("vanished") || type == QLatin1String("obsolete");
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            out << current;
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

/// One <phrase> of a .qph phrasebook.
struct Phrase {
    QString source;
    QString target;
};

inline QList<Phrase> readQph(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = path + QStringLiteral(": ") + file.errorString();
        return {};
    }
    QList<Phrase> out;
    QXmlStreamReader xml(&file);
    Phrase current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement()) {
            const auto name = xml.name();
            if (name == QLatin1String("phrase"))
                current = Phrase{};
            else if (name == QLatin1String("source"))
                current.source = xml.readElementText();
            else if (name == QLatin1String("target"))
                current.target = xml.readElementText();
        } else if (xml.isEndElement() && xml.name() == QLatin1String("phrase")) {
            out << current;
        }
    }
    if (xml.hasError())
        *error = path + QStringLiteral(": ") + xml.errorString();
    return out;
}

} // namespace tsfile
