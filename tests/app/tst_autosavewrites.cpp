// The autosave writes on a worker thread (app/core/autosave.h): a step never waits for the disk, the
// file only ever holds the latest game, the writes keep their order, and none is lost by leaving.
// Deterministic: a producer blocks on a semaphore that the test releases, so "the step went on while
// the file was being written" is shown, not timed.
#include "autosave.h"

#include <QDir>
#include <QFile>
#include <QSemaphore>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <atomic>
#include <memory>

using namespace Qt::StringLiterals;

namespace {

AutosaveFormat format()
{
    AutosaveFormat f;
    f.gameId = u"mourners-call"_s;
    f.stem = u"autosave"_s;
    f.read = [](const QString &) { return AutosaveEntry{}; };
    f.shownPlayers = [](const QStringList &players) { return players.join(u", "_s); };
    f.phaseName = [](int) { return QString(); };
    f.summary = [](const AutosaveEntry &e) { return e.players.join(u", "_s); };
    f.problemText = [](const mc::Problems &) { return QString(); };
    f.newestUnreadable = [](const QString &file, const QString &) { return file; };
    return f;
}

AutosaveEntry entry(const QString &who)
{
    AutosaveEntry e;
    e.readable = true;
    e.players = {who};
    e.round = 1;
    return e;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// A producer that waits for `gate` before it hands over `bytes`, and counts that it ran.
Autosave::Producer held(std::shared_ptr<QSemaphore> gate, QByteArray bytes, std::shared_ptr<std::atomic<int>> ran)
{
    return [gate, bytes, ran] {
        gate->acquire();
        ++*ran;
        return bytes;
    };
}

} // namespace

class TestAutosaveWrites : public QObject
{
    Q_OBJECT

private slots:
    void aStepDoesNotWaitAndTheLatestGameWins()
    {
        QTemporaryDir dir;
        Autosave a(format());
        a.setDirectory(dir.path());
        auto gate = std::make_shared<QSemaphore>(0);
        auto ran = std::make_shared<std::atomic<int>>(0);
        a.write(entry(u"Ada"_s), held(gate, "first", ran));
        // The producer is blocked on the worker: write() came back all the same (a step goes on).
        a.write(entry(u"Bo"_s), held(gate, "second", ran));
        a.write(entry(u"Cy"_s), held(gate, "third", ran));
        QCOMPARE(ran->load(), 0);
        gate->release(3);
        const QString path = a.path(); // waits for the writes asked for
        // The second write was replaced by the third before it started: the file holds the latest game.
        QCOMPARE(readAll(path), QByteArray("third"));
        QCOMPARE(ran->load(), 2);
        QCOMPARE(a.games()->count(), 1);
        QCOMPARE(a.continueSummary(), u"Cy"_s);
        QVERIFY(a.problem().isEmpty());
    }

    void theListFollowsWhenTheWriteEnds()
    {
        QTemporaryDir dir;
        Autosave a(format());
        a.setDirectory(dir.path());
        QSignalSpy changed(&a, &Autosave::changed);
        a.write(entry(u"Ada"_s), [] { return QByteArray("game"); });
        // Told from the event loop once the worker wrote the file, without anyone waiting for it.
        QTRY_VERIFY(changed.count() > 0);
        QVERIFY(a.canContinue());
        QCOMPARE(readAll(a.path()), QByteArray("game"));
    }

    void leavingWritesWhatWasAskedFor()
    {
        QTemporaryDir dir;
        QString path;
        auto gate = std::make_shared<QSemaphore>(0);
        auto ran = std::make_shared<std::atomic<int>>(0);
        {
            Autosave a(format());
            a.setDirectory(dir.path());
            a.write(entry(u"Ada"_s), held(gate, "running", ran));
            a.write(entry(u"Bo"_s), [] { return QByteArray("last step"); });
            QCOMPARE(ran->load(), 0);
            gate->release(1); // the running write may end only now; the app leaves meanwhile
            path = dir.path() + u"/"_s;
        }
        const QStringList files = QDir(dir.path()).entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(files.size(), 1);
        QCOMPARE(readAll(path + files.first()), QByteArray("last step"));
    }

    void aFailedWriteIsToldAndTheGameGoesOn()
    {
        QTemporaryDir dir;
        QFile blocker(dir.path() + u"/not-a-folder"_s);
        QVERIFY(blocker.open(QIODevice::WriteOnly));
        blocker.close();
        Autosave a(format());
        a.setDirectory(blocker.fileName()); // a file where the folder should be: nothing can be written
        a.write(entry(u"Ada"_s), [] { return QByteArray("game"); });
        a.waitForWrites();
        QVERIFY(!a.problem().isEmpty());
        a.setDirectory(dir.path() + u"/games"_s);
        a.write(entry(u"Ada"_s), [] { return QByteArray("game"); });
        a.waitForWrites();
        QVERIFY(a.problem().isEmpty());
        QCOMPARE(readAll(a.path()), QByteArray("game"));
    }
};

QTEST_MAIN(TestAutosaveWrites)
#include "tst_autosavewrites.moc"
