// Every text of the sources has its German: lupdate (as `update_translations` runs it, with the same
// sources and include paths) refreshes a copy of the .ts files, and every message of the copy must be
// translated and finished in mourners_de.ts, and every text with %n must have its English singular and
// plural in mourners_en.ts; every comment for translators reaches its text. The repository's files are
// only read.

#include "tsfile.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QTemporaryDir>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QString kTranslations = QStringLiteral(MOURNERS_SOURCE_DIR "/translations/");
const QStringList kTsFiles{u"mourners_de.ts"_s, u"mourners_en.ts"_s};

QByteArray digest(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

/// Runs a program to its end; an empty string when it worked, else what went wrong. Its output goes
/// to *output.
QString run(const QString &program, const QStringList &arguments, QString *output = nullptr)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(program, arguments);
    const bool finished = process.waitForFinished(300000);
    const QString text = QString::fromLocal8Bit(process.readAll());
    if (output)
        *output = text;
    if (!finished || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return u"%1 %2 failed (%3):\n%4"_s.arg(program, arguments.join(u' '), process.errorString(), text);
    return {};
}

} // namespace

class TestTranslationsComplete : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QHash<QString, QByteArray> m_before;
    QString m_lupdateOutput;

    [[nodiscard]] QList<tsfile::Message> refreshed(const QString &name)
    {
        QString error;
        const QList<tsfile::Message> out = tsfile::readTs(m_dir.filePath(name), &error);
        if (!error.isEmpty())
            qWarning().noquote() << error;
        return out;
    }

private slots:
    // lupdate on a copy, with the project file qt_add_translations made for update_translations.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QStringList ts;
        for (const QString &name : kTsFiles) {
            m_before.insert(name, digest(kTranslations + name));
            QVERIFY2(!m_before.value(name).isEmpty(), qPrintable(name));
            QVERIFY(QFile::copy(kTranslations + name, m_dir.filePath(name)));
            QFile::setPermissions(m_dir.filePath(name), QFile::ReadOwner | QFile::WriteOwner);
            ts << m_dir.filePath(name);
        }
        const QString project = m_dir.filePath(u"project.json"_s);
        QString failed = run(QStringLiteral(CMAKE_COMMAND),
                             {QStringLiteral("-DIN_FILE=" LUPDATE_PROJECT), u"-DOUT_FILE="_s + project,
                              u"-P"_s, QStringLiteral(LUPDATE_PROJECT_SCRIPT)});
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
        failed = run(QStringLiteral(LUPDATE), QStringList{u"-silent"_s, u"-project"_s, project, u"-ts"_s} + ts,
                     &m_lupdateOutput);
        QVERIFY2(failed.isEmpty(), qPrintable(failed));
    }

    void everyTextHasItsGerman()
    {
        const QList<tsfile::Message> messages = refreshed(u"mourners_de.ts"_s);
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const tsfile::Message &m : messages) {
            if (m.obsolete)
                continue;
            if (m.translations.join(QString()).trimmed().isEmpty())
                problems << m.where() + u": no German (a new text)"_s;
            else if (!m.finished())
                problems << m.where() + u": the German is not finished (a changed text?): \"%1\""_s.arg(m.translations.join(u" | "_s));
            else if (m.numerus && m.translations.size() != 2)
                problems << m.where() + u": needs 2 German plural forms, has %1"_s.arg(m.translations.size());
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n%1 text(s) to translate in translations/mourners_de.ts "
                                                "(cmake --build build --target update_translations, then Qt Linguist):\n"_s
                                                    .arg(problems.size())
                                                + problems.join(u'\n')));
    }

    // English shows the source text, except for %n: "%n card(s)" needs "%n card" and "%n cards".
    void everyPluralHasItsEnglish()
    {
        const QList<tsfile::Message> messages = refreshed(u"mourners_en.ts"_s);
        QVERIFY(messages.size() > 100);
        QStringList problems;
        int plurals = 0;
        for (const tsfile::Message &m : messages) {
            if (m.obsolete || !m.numerus)
                continue;
            ++plurals;
            if (!m.finished() || m.translations.size() != 2)
                problems << m.where() + u": needs its English singular and plural, finished"_s;
        }
        QVERIFY(plurals > 10);
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n%1 plural text(s) to fill in translations/mourners_en.ts:\n"_s
                                                    .arg(problems.size())
                                                + problems.join(u'\n')));
    }

    // A comment for translators (//:) that lupdate cannot give to a text (it stands before an if, a
    // case label or a lambda instead of the text) would be lost without a word: lupdate only warns.
    void everyTranslatorCommentReachesItsText()
    {
        QStringList lost;
        for (const QString &line : m_lupdateOutput.split(u'\n')) {
            if (line.contains(u"Discarding unconsumed meta data"_s))
                lost << line.trimmed();
        }
        QVERIFY2(lost.isEmpty(), qPrintable(u"\nThese comments for translators reach no text; put each right before "
                                             "its tr()/qsTr():\n"_s
                                             + lost.join(u'\n')));
    }

    void repositoryIsUntouched()
    {
        for (const QString &name : kTsFiles)
            QVERIFY2(digest(kTranslations + name) == m_before.value(name), qPrintable(name));
    }
};

QTEST_GUILESS_MAIN(TestTranslationsComplete)
#include "tst_translationscomplete.moc"
