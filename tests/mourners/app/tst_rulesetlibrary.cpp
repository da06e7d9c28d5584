// RulesetLibrary: the built-in ruleset and the user's own files; a broken file is listed with its
// error and never written over, renamed or deleted.

#include "rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeAll(const QString &path, const QByteArray &data)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(data), data.size());
}

// The standard ruleset under another name.
QByteArray standardNamed(const QString &name)
{
    QJsonObject o = QJsonDocument::fromJson(mc::standardRulesetJson()).object();
    o[u"name"_s] = name;
    o[u"id"_s] = u"anns-box"_s;
    return QJsonDocument(o).toJson();
}

// Valid JSON, but a Court card of an unknown kind: the parser names the field.
QByteArray brokenRuleset()
{
    QByteArray json = standardNamed(u"Broken"_s);
    json.replace("\"kind\": \"malavestros\"", "\"kind\": \"malavestro\"");
    return json;
}

} // namespace

class TestRulesetLibrary : public QObject
{
    Q_OBJECT

private:
    QString m_dir;
    QString m_brokenPath;
    QByteArray m_brokenBytes;

    void verifyBrokenUntouched()
    {
        QVERIFY(QFile::exists(m_brokenPath));
        QCOMPARE(readAll(m_brokenPath), m_brokenBytes);
    }

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setApplicationName(u"mourners-rulesetlibrary-test"_s);
        m_dir = RulesetLibrary::defaultDirectory();
        QVERIFY(m_dir.contains(u"qttest"_s)); // test mode: never the user's real folder
        QDir(m_dir).removeRecursively();
        QVERIFY(QDir().mkpath(m_dir));
        writeAll(m_dir + u"/anns-box.json"_s, standardNamed(u"Ann's box"_s));
        m_brokenPath = m_dir + u"/broken.json"_s;
        m_brokenBytes = brokenRuleset();
        writeAll(m_brokenPath, m_brokenBytes);
        writeAll(m_dir + u"/notes.txt"_s, "not a ruleset"); // not *.json: not listed
    }

    void cleanupTestCase()
    {
        QDir(m_dir).removeRecursively();
    }

    void listsStandardAndUserFiles()
    {
        RulesetLibrary lib(m_dir);
        const auto &list = lib.list();
        QCOMPARE(list.size(), std::size_t(3));
        QCOMPARE(list[0].id, u"builtin:standard"_s);
        QVERIFY(list[0].builtIn);
        QVERIFY(list[0].error.isEmpty());
        QCOMPARE(list[0].name, mc::standardRuleset()->name);

        QCOMPARE(list[1].id, u"user:anns-box"_s);
        QCOMPARE(list[1].name, u"Ann's box"_s);
        QVERIFY(!list[1].builtIn);
        QVERIFY(list[1].error.isEmpty());

        // The broken file is listed by its file name, with the parser's message naming the field.
        QCOMPARE(list[2].id, u"user:broken"_s);
        QCOMPARE(list[2].name, u"broken.json"_s);
        QVERIFY2(list[2].error.contains(u"Court card 2, kind:"_s), qPrintable(list[2].error));
        QCOMPARE(lib.errorOf(u"user:broken"_s), list[2].error);

        const QVariantList entries = lib.entries();
        QCOMPARE(entries.size(), 3);
        QCOMPARE(entries[2].toMap().value(u"valid"_s).toBool(), false);
        QCOMPARE(entries[1].toMap().value(u"valid"_s).toBool(), true);
        verifyBrokenUntouched();
    }

    void loads()
    {
        RulesetLibrary lib(m_dir);
        QCOMPARE(lib.load(u"builtin:standard"_s), mc::standardRuleset());
        const mc::RulesetPtr anns = lib.load(u"user:anns-box"_s);
        QVERIFY(anns);
        QCOMPARE(anns->name, u"Ann's box"_s);
        QVERIFY(lib.errorText().isEmpty());

        QVERIFY(!lib.load(u"user:broken"_s));
        QVERIFY2(lib.errorText().contains(u"Court card 2"_s) && lib.errorText().contains(u"kind: 'malavestro'"_s), qPrintable(lib.errorText()));
        QVERIFY(!lib.load(u"user:nothing-here"_s));
        verifyBrokenUntouched();
    }

    // Nothing may write over, rename or delete the broken file or the built-in ruleset.
    void refusesBrokenAndBuiltIn_data()
    {
        QTest::addColumn<QString>("operation");
        QTest::addColumn<QString>("id");
        for (const QString &id : {u"user:broken"_s, u"builtin:standard"_s}) {
            QTest::addRow("save %s", qPrintable(id)) << u"save"_s << id;
            QTest::addRow("rename %s", qPrintable(id)) << u"rename"_s << id;
            QTest::addRow("remove %s", qPrintable(id)) << u"remove"_s << id;
        }
    }

    void refusesBrokenAndBuiltIn()
    {
        QFETCH(QString, operation);
        QFETCH(QString, id);
        RulesetLibrary lib(m_dir);
        const std::size_t before = lib.list().size();
        bool ok = true;
        if (operation == u"save"_s)
            ok = lib.save(id, mc::standardRulesetJson());
        else if (operation == u"rename"_s)
            ok = lib.rename(id, u"Renamed"_s);
        else
            ok = lib.remove(id);
        QVERIFY(!ok);
        QVERIFY(!lib.errorText().isEmpty());
        QCOMPARE(lib.list().size(), before);
        verifyBrokenUntouched();
        QCOMPARE(lib.load(u"builtin:standard"_s), mc::standardRuleset());
    }

    void saveAsWritesANewFile()
    {
        RulesetLibrary lib(m_dir);
        QSignalSpy changed(&lib, &RulesetLibrary::changed);
        // The name of the broken file: a new file beside it, never over it.
        const QString id = lib.saveAs(u"Broken"_s, mc::standardRulesetJson());
        QCOMPARE(id, u"user:broken-2"_s);
        QCOMPARE(changed.count(), 1);
        verifyBrokenUntouched();
        const mc::RulesetPtr saved = lib.load(id);
        QVERIFY(saved);
        QCOMPARE(saved->name, u"Broken"_s);
        QCOMPARE(saved->id, u"broken-2"_s); // its own identity, not "standard"

        // The same name again, and a name that would collide with the built-in one.
        QCOMPARE(lib.saveAs(u"Broken"_s, mc::standardRulesetJson()), u"user:broken-3"_s);
        QCOMPARE(lib.saveAs(u"Standard"_s, mc::standardRulesetJson()), u"user:standard-2"_s);
        QCOMPARE(lib.saveAs(u"  Ann’s  2nd box! "_s, mc::standardRulesetJson()), u"user:ann-s-2nd-box"_s);
        QCOMPARE(lib.load(u"user:ann-s-2nd-box"_s)->name, u"Ann’s 2nd box!"_s);

        // A ruleset that does not parse is not written at all.
        const std::size_t count = lib.list().size();
        QVERIFY(lib.saveAs(u"Bad"_s, brokenRuleset()).isEmpty());
        QVERIFY2(lib.errorText().contains(u"Court card 2"_s) && lib.errorText().contains(u"kind: 'malavestro'"_s), qPrintable(lib.errorText()));
        QVERIFY(lib.saveAs(u"   "_s, mc::standardRulesetJson()).isEmpty());
        QCOMPARE(lib.list().size(), count);
        QVERIFY(!QFile::exists(m_dir + u"/bad.json"_s));
    }

    void renameSaveRemove()
    {
        RulesetLibrary lib(m_dir);
        const QString id = lib.saveAs(u"Scratch"_s, mc::standardRulesetJson());
        QVERIFY(!id.isEmpty());
        QVERIFY(lib.rename(id, u"Scratch, corrected"_s));
        QCOMPARE(lib.load(id)->name, u"Scratch, corrected"_s);
        QCOMPARE(lib.load(id)->id, u"scratch"_s); // id and file stay

        // save() replaces the content and keeps the identity.
        QByteArray changed = mc::standardRulesetJson();
        changed.replace("\"startEtherea\": 2", "\"startEtherea\": 4");
        QVERIFY2(lib.save(id, changed), qPrintable(lib.errorText()));
        QCOMPARE(lib.load(id)->startEtherea, 4);
        QCOMPARE(lib.load(id)->name, u"Scratch, corrected"_s);
        QVERIFY(!lib.save(id, brokenRuleset()));
        QCOMPARE(lib.load(id)->startEtherea, 4);

        QVERIFY(lib.remove(id));
        QCOMPARE(lib.indexOf(id), -1);
        QVERIFY(!QFile::exists(m_dir + u"/scratch.json"_s));
        verifyBrokenUntouched();
    }

    // A ruleset that writes a key twice is refused with the key named, and renaming such a file does not
    // rewrite it with one copy kept silently (tests/corpus/dupkeys/ruleset.json).
    void duplicateKeyIsRefusedAndTheFileKept()
    {
        QFile corpus(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/dupkeys/ruleset.json"));
        QVERIFY(corpus.open(QIODevice::ReadOnly));
        const QByteArray twice = corpus.readAll();
        RulesetLibrary lib(m_dir);
        const int count = int(lib.list().size());
        QVERIFY(lib.saveAs(u"Twice"_s, twice).isEmpty());
        QVERIFY2(lib.errorText().contains(u"'faction'"_s) && lib.errorText().contains(u"cards.motives[0].faction"_s),
                 qPrintable(lib.errorText()));
        QCOMPARE(int(lib.list().size()), count);

        const QString path = m_dir + u"/twice.json"_s;
        writeAll(path, twice);
        lib.refresh();
        const int i = lib.indexOf(u"user:twice"_s);
        QVERIFY(i >= 0);
        QVERIFY(!lib.rename(u"user:twice"_s, u"Twice renamed"_s));
        QCOMPARE(readAll(path), twice);
        QVERIFY(QFile::remove(path));
    }

    // A ruleset of the first reading (revision 1, read only inside old saves) or with a key the format
    // does not have is neither imported nor used from the folder: the reason names the field.
    void revisionOneAndUnknownKeysAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("reason");
        QTest::newRow("revision 1") << u"revision-1.json"_s << u"Reading of the rules: revision 1"_s;
        QTest::newRow("misspelt key") << u"unknown-top-key.json"_s << u"unknown key 'suspicionPenaly'"_s;
        QTest::newRow("standInOptions 5") << u"stand-in-options-5.json"_s << u"must be yes or no"_s;
    }

    void revisionOneAndUnknownKeysAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, reason);
        const QByteArray json = readAll(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ruleset/") + file);
        QVERIFY(!json.isEmpty());
        RulesetLibrary lib(m_dir);
        const int count = int(lib.list().size());
        QVERIFY(lib.saveAs(u"Old box"_s, json).isEmpty());
        QVERIFY2(lib.errorText().contains(reason), qPrintable(lib.errorText()));
        QCOMPARE(int(lib.list().size()), count);

        const QString path = m_dir + u"/old-box.json"_s;
        writeAll(path, json);
        lib.refresh();
        QVERIFY2(lib.errorOf(u"user:old-box"_s).contains(reason), qPrintable(lib.errorOf(u"user:old-box"_s)));
        QVERIFY(!lib.load(u"user:old-box"_s));
        QVERIFY2(lib.errorText().contains(reason), qPrintable(lib.errorText()));
        QVERIFY(QFile::remove(path));
    }
};

QTEST_GUILESS_MAIN(TestRulesetLibrary)
#include "tst_rulesetlibrary.moc"
