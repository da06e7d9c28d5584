// Saves written by earlier versions of the program keep loading: every file in data/saves-v1 was made by
// the version that wrote save format 1 (random 2-4 player digital and table games, finished and stopped
// mid-game). They replay with the first reading of the rules (Ruleset::revision 1), and a save written
// again keeps that reading.
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;

class TstOldSaves : public QObject {
    Q_OBJECT

private slots:
    void loadsAndKeepsItsRules_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(MOURNERS_SOURCE_DIR) + u"/tests/mourners/model/data/saves-v1"_s);
        const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 20, "the saves of format 1 are missing");
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void loadsAndKeepsItsRules()
    {
        QFETCH(QString, path);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"version"_s).toInt(), 1);

        const Game::LoadResult loaded = Game::fromJson(data); // replays every action, checks the digest
        QVERIFY2(loaded.ok(), qPrintable(mc::problemKeys(loaded.problems)));
        QCOMPARE(int(loaded.game.state().rules().revision), 1);
        QVERIFY(loaded.game.state().checkInvariants().isEmpty());

        // Written again (format 2), it loads to the same state and still follows the first reading.
        const QByteArray again = loaded.game.toJson();
        const QJsonObject o = QJsonDocument::fromJson(again).object();
        QVERIFY(o.value(u"version"_s).toInt() >= 2);
        QCOMPARE(o.value(u"ruleset"_s).toObject().value(u"revision"_s).toInt(), 1);
        const Game::LoadResult reloaded = Game::fromJson(again);
        QVERIFY2(reloaded.ok(), qPrintable(mc::problemKeys(reloaded.problems)));
        QVERIFY(reloaded.game.state() == loaded.game.state());
        QCOMPARE(reloaded.game.actions().size(), loaded.game.actions().size());

        // The same file read as format 2 (today's reading of the rules) would not replay in general: this
        // is what the revision keeps working. At least the finished games differ somewhere.
        QJsonObject asNew = QJsonDocument::fromJson(data).object();
        asNew[u"version"_s] = 2;
        const Game::LoadResult today = Game::fromJson(QJsonDocument(asNew).toJson());
        if (today.ok())
            QCOMPARE(int(today.game.state().rules().revision), 2);
    }

    // The first reading differs from today's in these files: without the revision many would not load.
    void theRevisionIsNeeded()
    {
        const QDir dir(QStringLiteral(MOURNERS_SOURCE_DIR) + u"/tests/mourners/model/data/saves-v1"_s);
        int refusedAsToday = 0;
        for (const QString &name : dir.entryList({u"*.json"_s}, QDir::Files)) {
            QFile f(dir.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            QJsonObject o = QJsonDocument::fromJson(f.readAll()).object();
            o[u"version"_s] = 2;
            if (!Game::fromJson(QJsonDocument(o).toJson()).ok())
                ++refusedAsToday;
        }
        QVERIFY2(refusedAsToday >= 10, "the saves of format 1 no longer exercise the first reading of the rules");
    }
};

QTEST_GUILESS_MAIN(TstOldSaves)
#include "tst_oldsaves.moc"
