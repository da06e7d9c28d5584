// The shell knows no game: no registered game's id is written as a string literal in app/, qml/ or
// model/ outside that game's own folders (app/<folder>/, qml/<folder>/, model/<folder>/) and the
// registry, and no game's id constant (kGameId, kMournersId, ...) is used in the shell's folders or
// in another game's. A failure names file:line, so the place to ask the module instead is found.
// The layers: each library of app/ and model/ includes only the headers of its own layers. Its include
// path is what enforces it (app/CMakeLists.txt): here, a probe per library and folder is compiled
// (tests/core/CMakeLists.txt) and must compile with the library's own header, fail with any other's.
#include "registry.h"

#include <QDirIterator>
#include <QFile>
#include <QProcess>
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

// A probe of tests/core/CMakeLists.txt: `library` compiles a file that is `#include "header"`.
struct LayerProbe {
    const char *target;
    const char *library;
    const char *header;
    bool sees; ///< the header is of the library's own layers: the probe must compile
};

const LayerProbe kLayerProbes[] = {
#include "layerprobes.h"
};

// An #include that climbs out of its folder ("../"): past any include path, so the layers forbid it.
QStringList climbingIncludes(const QString &root)
{
    QStringList found;
    static const QRegularExpression include(u"^\\s*#\\s*include\\s+\"[^\"]*\\.\\./"_s);
    for (const QString &file : sourceFiles(root)) {
        if (file.startsWith(u"qml/"_s))
            continue;
        QFile f(root + u'/' + file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QStringList lines = QString::fromUtf8(f.readAll()).split(u'\n');
        for (qsizetype n = 0; n < lines.size(); ++n)
            if (include.match(lines[n]).hasMatch())
                found << u"%1:%2"_s.arg(file).arg(n + 1);
    }
    return found;
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

    void noGameIdOutsideItsGame()
    {
        const std::vector<Finding> found = scan(sourceFiles());
        QStringList lines;
        for (const Finding &f : found)
            lines << f.where + u": "_s + f.what;
        if (!lines.isEmpty())
            QFAIL(qPrintable(u"\n"_s + lines.join(u'\n')));
    }
    // Each library compiles its own layer's header and finds no header of a folder it must not use: a
    // game's header in app/core, another game's in a game's folder, app/core's in the phones or the rules.
    void eachLibrarySeesOnlyItsLayers_data()
    {
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("header");
        QTest::addColumn<bool>("sees");
        QVERIFY(std::size(kLayerProbes) > 0);
        for (const LayerProbe &p : kLayerProbes)
            QTest::newRow(qPrintable(u"%1 %2"_s.arg(QLatin1StringView(p.library), QLatin1StringView(p.header))))
                << QString::fromLatin1(p.target) << QString::fromLatin1(p.header) << p.sees;
    }

    void eachLibrarySeesOnlyItsLayers()
    {
        QFETCH(QString, target);
        QFETCH(QString, header);
        QFETCH(bool, sees);
        QProcess build;
        build.setProcessChannelMode(QProcess::MergedChannels);
        build.start(QStringLiteral(MOURNERS_CMAKE), {u"--build"_s, QStringLiteral(MOURNERS_BUILD_DIR), u"--target"_s, target});
        QVERIFY2(build.waitForFinished(600'000), qPrintable(build.errorString()));
        const QString output = QString::fromLocal8Bit(build.readAll());
        const bool compiled = build.exitStatus() == QProcess::NormalExit && build.exitCode() == 0;
        if (sees) {
            QVERIFY2(compiled, qPrintable(u"its own layer's header does not compile:\n"_s + output));
            return;
        }
        QVERIFY2(!compiled, qPrintable(u"%1 is found: the library's include path reaches a layer it must not use"_s.arg(header)));
        // Refused for the include path, not for anything else (GCC, Clang, MSVC).
        const bool notFound = output.contains(u"No such file or directory"_s) || output.contains(u"file not found"_s)
                              || output.contains(u"Cannot open include file"_s);
        QVERIFY2(output.contains(header) && notFound, qPrintable(output));
    }

    // No #include climbs out of its folder ("../x.h" reaches a header past every include path).
    void noIncludeClimbsOutOfItsFolder()
    {
        const QStringList found = climbingIncludes(kRoot);
        if (!found.isEmpty())
            QFAIL(qPrintable(u"\n"_s + found.join(u'\n')));
    }

    // The check finds what it is there for, in a tree of its own.
    void theClimbCheckFindsAClimb()
    {
        QTemporaryDir tree;
        QVERIFY(tree.isValid());
        const auto write = [&](const QString &file, const QByteArray &text) {
            QDir(tree.path()).mkpath(QFileInfo(file).path());
            QFile f(tree.path() + u'/' + file);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write(text);
        };
        write(u"app/core/shell.cpp"_s, "#include \"registry.h\"\n#include \"../mourners/gamecontroller.h\"\n");
        write(u"model/core/fine.h"_s, "#include \"model/core/problem.h\"\n");
        QCOMPARE(climbingIncludes(tree.path()), QStringList{u"app/core/shell.cpp:2"_s});
    }
};

QTEST_GUILESS_MAIN(TestGameIds)
#include "tst_gameids.moc"
