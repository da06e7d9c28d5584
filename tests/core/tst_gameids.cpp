// The shell knows no game: no registered game's id is written as a string literal in app/, qml/ or
// model/ outside that game's own folders (app/<folder>/, qml/<folder>/, model/<folder>/) and the
// registry, and no game's id constant (kGameId, kMournersId, ...) is used in the shell's folders or
// in another game's. A failure names file:line, so the place to ask the module instead is found.
#include "registry.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

const QString kRoot = QStringLiteral(MOURNERS_SOURCE_DIR);

// Files of app/, qml/ and model/ under `root` that can hold code, relative to the root.
QStringList sourceFiles(const QString &root = kRoot)
{
    QStringList files;
    for (const QString &top : {u"app"_s, u"qml"_s, u"model"_s}) {
        QDirIterator it(root + u'/' + top, {u"*.cpp"_s, u"*.h"_s, u"*.qml"_s, u"*.js"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        while (it.hasNext())
            files << it.next().mid(root.size() + 1);
    }
    files.sort();
    return files;
}

// Whether `file` is in `game`'s own folders.
bool ownFile(const QString &file, const shelf::GameModule &game)
{
    if (!game.folder)
        return false;
    const QString folder = QString::fromLatin1(game.folder);
    for (const QString &top : {u"app/"_s, u"qml/"_s, u"model/"_s})
        if (file.startsWith(top + folder + u'/'))
            return true;
    return false;
}

// The registry's own lines.
bool registryFile(const QString &file)
{
    return file == u"app/core/registry.cpp"_s || file == u"app/core/registry.h"_s;
}

struct Finding {
    QString where;
    QString what;
};

std::vector<Finding> scan(const QStringList &files, const QString &root = kRoot)
{
    std::vector<Finding> found;
    static const QRegularExpression idConstant(u"\\bk\\w*GameId\\b|\\bkMourners\\b"_s);
    for (const QString &file : files) {
        QFile f(root + u'/' + file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        bool inSomeGame = false;
        for (const shelf::GameModule &g : shelf::games())
            inSomeGame = inSomeGame || ownFile(file, g);
        for (qsizetype n = 0; n < lines.size(); ++n) {
            const QString &line = lines[n];
            const QString where = u"%1:%2"_s.arg(file).arg(n + 1);
            for (const shelf::GameModule &g : shelf::games()) {
                const QString id = QString::fromLatin1(g.id);
                const bool literal = line.contains(u'"' + id + u'"') || line.contains(u'\'' + id + u'\'');
                if (literal && !ownFile(file, g) && !registryFile(file))
                    found.push_back({where, u"the game id \"%1\" outside its game's folders: ask its module"_s.arg(id)});
            }
            const QRegularExpressionMatch m = idConstant.match(line);
            // A game's folder names its own constant; its namespace says whose it is (mc::, rip::)
            // only in the code that includes it, so a constant in a game's folder is taken as its own.
            if (m.hasMatch() && !inSomeGame && !registryFile(file))
                found.push_back({where, u"the game id constant %1 in the shell: ask the module"_s.arg(m.captured())});
        }
    }
    return found;
}

// The includes of a game's folder (a header of app/<game>/ or model/<game>/) in the files of the
// shared folder `dir` ("app/core", "app/phones") under `root`, except the ones `allowed` names.
QStringList includesOfGames(const QString &root, const QString &dir, const QStringList &allowed)
{
    QStringList found;
    static const QRegularExpression include(u"^\\s*#\\s*include\\s+\"([^\"]+)\""_s);
    QDirIterator it(root + u'/' + dir, {u"*.cpp"_s, u"*.h"_s}, QDir::Files);
    while (it.hasNext()) {
        const QString path = it.next();
        const QString file = path.mid(root.size() + 1);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        for (qsizetype n = 0; n < lines.size(); ++n) {
            const QRegularExpressionMatch m = include.match(lines[n]);
            if (!m.hasMatch())
                continue;
            const QString header = m.captured(1);
            for (const shelf::GameModule &g : shelf::games()) {
                if (!g.folder)
                    continue;
                const QString folder = QString::fromLatin1(g.folder);
                const bool ofGame = header.startsWith(u"model/"_s + folder + u'/')
                                    || (!header.contains(u'/') && QFile::exists(root + u"/app/"_s + folder + u'/' + header));
                const QString where = u"%1:%2 includes %3"_s.arg(file).arg(n + 1).arg(header);
                if (ofGame && !allowed.contains(u"%1 -> %2"_s.arg(file, header)))
                    found << where;
            }
        }
    }
    found.sort();
    return found;
}

QStringList coreIncludesOfGames(const QString &root, const QStringList &allowed)
{
    return includesOfGames(root, u"app/core"_s, allowed);
}

} // namespace

class TestGameIds : public QObject
{
    Q_OBJECT

private slots:
    void everyGameHasItsFolder()
    {
        for (const shelf::GameModule &g : shelf::games()) {
            QVERIFY2(g.folder, g.id);
            QVERIFY2(QFile::exists(kRoot + u"/app/"_s + QString::fromLatin1(g.folder)), g.id);
        }
    }

    // The phones' server is shared by every game: it includes nothing of a game's folders (each
    // game's seat port lives in its own folder and comes to the server as a phones::TablePort).
    void phonesIncludeNoGame()
    {
        const QStringList found = includesOfGames(kRoot, u"app/phones"_s, {});
        if (!found.isEmpty())
            QFAIL(qPrintable(u"\n"_s + found.join(u'\n')));
    }

    // The scan finds what it is there for: a tree with an id in the shell, in a QML page, a constant
    // in the shell, and a game's id in its own folder (allowed), gives exactly the first three.
    void theScanFindsIdsInTheShell()
    {
        QTemporaryDir tree;
        QVERIFY(tree.isValid());
        const shelf::GameModule &first = shelf::games().front();
        const shelf::GameModule &second = shelf::games().at(1);
        const auto write = [&](const QString &file, const QByteArray &text) {
            QDir(tree.path()).mkpath(QFileInfo(file).path());
            QFile f(tree.path() + u'/' + file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(u"app/core/shell.cpp"_s, QByteArray("// the shell\nif (g.game == u\"") + first.id + "\"_s)\n");
        write(u"qml/Page.qml"_s, QByteArray("Item {\n    visible: game === '") + second.id + "'\n}\n");
        write(u"app/cli/main.cpp"_s, "int x;\nconst auto id = mc::kGameId;\n");
        write(u"app/"_s + QString::fromLatin1(first.folder) + u"/own.cpp"_s,
              QByteArray("const char *id = \"") + first.id + "\";\n");
        const std::vector<Finding> found = scan(sourceFiles(tree.path()), tree.path());
        QStringList where;
        for (const Finding &f : found)
            where << f.where;
        where.sort();
        QCOMPARE(where, (QStringList{u"app/cli/main.cpp:2"_s, u"app/core/shell.cpp:2"_s, u"qml/Page.qml:2"_s}));
    }

    // app/core is the shell: it includes nothing of a game's folders (the games' modules come to it
    // through the registry; a record's ranking and tie sentences are its module's, HistoryReading).
    void coreIncludesNoGame()
    {
        const QStringList found = coreIncludesOfGames(kRoot, {});
        if (!found.isEmpty())
            QFAIL(qPrintable(u"\n"_s + found.join(u'\n')));
    }

    // The include check finds what it is there for, in a tree of its own.
    void theIncludeCheckFindsAGameHeader()
    {
        QTemporaryDir tree;
        QVERIFY(tree.isValid());
        const shelf::GameModule &first = shelf::games().front();
        const QString folder = QString::fromLatin1(first.folder);
        const auto write = [&](const QString &file, const QByteArray &text) {
            QDir(tree.path()).mkpath(QFileInfo(file).path());
            QFile f(tree.path() + u'/' + file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(u"app/"_s + folder + u"/gamething.h"_s, "#pragma once\n");
        write(u"app/core/shell.cpp"_s, "#include \"registry.h\"\n#include \"gamething.h\"\n");
        write(u"app/core/rules.h"_s, QByteArray("#include \"model/") + first.folder + "/rules.h\"\n");
        write(u"app/core/fine.h"_s, "#include \"model/core/problem.h\"\n");
        QCOMPARE(coreIncludesOfGames(tree.path(), {}),
                 (QStringList{u"app/core/rules.h:1 includes model/"_s + folder + u"/rules.h"_s,
                              u"app/core/shell.cpp:2 includes gamething.h"_s}));
        QCOMPARE(coreIncludesOfGames(tree.path(), {u"app/core/rules.h -> model/"_s + folder + u"/rules.h"_s}),
                 (QStringList{u"app/core/shell.cpp:2 includes gamething.h"_s}));
    }

    void noGameIdOutsideItsGame()
    {
        const std::vector<Finding> found = scan(sourceFiles());
        QStringList lines;
        for (const Finding &f : found)
            lines << f.where + u": "_s + f.what;
        if (!lines.isEmpty())
            QFAIL(qPrintable(u"\n"_s + lines.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestGameIds)
#include "tst_gameids.moc"
