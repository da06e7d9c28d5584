// Golden files: what a user sees or keeps (a game's log, a save, the command line's output), compared
// byte for byte with a file under tests/golden/files. On a difference the actual bytes are written
// beside it as NAME.fail (read it with `diff -u NAME NAME.fail`; accept it by renaming it) and the
// failure names the file and the first line that differs. MOURNERS_UPDATE_GOLDEN=1 rewrites the golden
// files instead (after an intended change; see tests/README.md).
#pragma once

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QList>
#include <QRegularExpression>
#include <QString>
#include <QStringList>
#include <QTest>

namespace golden {

/// The folder of the golden files.
inline QString directory()
{
    return QStringLiteral(MOURNERS_SOURCE_DIR "/tests/golden/files");
}

/// Whether the tests rewrite the golden files (MOURNERS_UPDATE_GOLDEN=1).
inline bool updating()
{
    return qEnvironmentVariable("MOURNERS_UPDATE_GOLDEN") == QLatin1String("1");
}

inline bool writeBytes(const QString &path, const QByteArray &data)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly | QIODevice::Truncate) && f.write(data) == data.size();
}

inline QByteArray readBytes(const QString &path, bool *exists = nullptr)
{
    QFile f(path);
    const bool open = f.open(QIODevice::ReadOnly);
    if (exists)
        *exists = open;
    return open ? f.readAll() : QByteArray();
}

/// A line shown in a message: its first 160 bytes.
inline QString shown(const QByteArray &line)
{
    return line.size() > 160 ? QString::fromUtf8(line.left(160)) + QStringLiteral("…") : QString::fromUtf8(line);
}

/// Compares `actual` with the golden file `name` (a path under directory()). True when they are the
/// same bytes (a stale NAME.fail is removed). Else writes NAME.fail and sets `why`: the file, the first
/// line that differs (1-based) with both versions of it, and how to look at the difference.
inline bool matches(const QString &name, const QByteArray &actual, QString &why)
{
    const QString path = directory() + QLatin1Char('/') + name;
    const QString failed = path + QStringLiteral(".fail");
    if (updating()) {
        QFile::remove(failed);
        if (!writeBytes(path, actual)) {
            why = QStringLiteral("could not write the golden file %1").arg(path);
            return false;
        }
        qInfo("golden file written: %s", qPrintable(path));
        return true;
    }
    bool exists = false;
    const QByteArray expected = readBytes(path, &exists);
    if (exists && expected == actual) {
        QFile::remove(failed);
        return true;
    }
    writeBytes(failed, actual);
    if (!exists) {
        why = QStringLiteral("there is no golden file %1; what the test got is in %2 (MOURNERS_UPDATE_GOLDEN=1 writes it)")
                      .arg(path, failed);
        return false;
    }
    const QList<QByteArray> want = expected.split('\n');
    const QList<QByteArray> got = actual.split('\n');
    qsizetype line = 0;
    while (line < want.size() && line < got.size() && want.at(line) == got.at(line))
        ++line;
    const QString wanted = line < want.size() ? QLatin1Char('\'') + shown(want.at(line)) + QLatin1Char('\'')
                                              : QStringLiteral("(the end of the file)");
    const QString gotten = line < got.size() ? QLatin1Char('\'') + shown(got.at(line)) + QLatin1Char('\'')
                                             : QStringLiteral("(the end of the file)");
    why = QStringLiteral("%1 differs from the golden file at line %2:\n  golden: %3\n  now:    %4\n"
                         "see diff -u %5 %6 (MOURNERS_UPDATE_GOLDEN=1 rewrites the golden file if the change is intended)")
                  .arg(name)
                  .arg(line + 1)
                  .arg(wanted, gotten, path, failed);
    return false;
}

/// Replaces what truly varies from run to run in `text`: for each pattern, every match of its first
/// capture group becomes `replacement` (the rest of the match is kept as it is).
struct Normalisation {
    QString pattern;
    QString replacement;
};

inline QByteArray normalised(const QByteArray &bytes, const QList<Normalisation> &rules)
{
    QString text = QString::fromUtf8(bytes);
    for (const Normalisation &n : rules) {
        const QRegularExpression re(n.pattern);
        Q_ASSERT(re.isValid());
        QString out;
        qsizetype last = 0;
        auto it = re.globalMatch(text);
        while (it.hasNext()) {
            const QRegularExpressionMatch m = it.next();
            out += QStringView(text).mid(last, m.capturedStart(1) - last);
            out += n.replacement;
            last = m.capturedEnd(1);
        }
        out += QStringView(text).mid(last);
        text = out;
    }
    return text.toUtf8();
}

/// A JSON value of `key` (a number or a string) replaced by `replacement` wherever it appears.
inline Normalisation jsonValue(const QString &key, const QString &replacement)
{
    return {QStringLiteral("\"%1\": *(\"(?:[^\"\\\\]|\\\\.)*\"|-?[0-9][0-9.eE+-]*)").arg(QRegularExpression::escape(key)),
            replacement};
}

/// Lines as one text, each ended by a newline.
inline QByteArray lines(const QStringList &list)
{
    QByteArray out;
    for (const QString &l : list)
        out += l.toUtf8() + '\n';
    return out;
}

} // namespace golden

/// Fails the test unless `actual` (QByteArray) is the golden file `name` (see golden::matches()).
#define QVERIFY_GOLDEN(name, actual)                                                                          \
    do {                                                                                                      \
        QString goldenWhy_;                                                                                   \
        QVERIFY2(golden::matches((name), (actual), goldenWhy_), qPrintable(goldenWhy_));                      \
    } while (false)
