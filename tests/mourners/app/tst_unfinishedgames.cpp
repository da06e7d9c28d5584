// Every unfinished game kept (a list to continue or delete, old autosaves in it, unreadable files
// listed and never written) and the past corrected from the log as one undoable step.

#include "gamecontroller.h"
#include "language.h"
#include "model/mourners/game.h"

#include <QAbstractItemModelTester>
#include <QDateTime>
#include <QDir>
#include <QJsonObject>
#include <QJsonDocument>
#include <QJsonArray>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include "tablesetup.h"

using namespace Qt::StringLiterals;

namespace {

using mctest::applyAll;

QVariantMap setup(int players, quint64 seed = 7)
{
    return mctest::tableSetup(players, seed);
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The row of the list for `file`, -1 if absent.
int rowOf(const UnfinishedGames *games, const QString &file)
{
    for (int r = 0; r < games->count(); ++r)
        if (games->rows().at(r).file == file)
            return r;
    return -1;
}

QVariant roleOf(const UnfinishedGames *games, int row, int role)
{
    return games->data(games->index(row), role);
}

// The log step (1-based) whose first row contains `text`, 0 if none.
int logStepWith(const GameController &c, const QString &text)
{
    const GameLog *log = c.log();
    for (int r = 0; r < log->rowCount(); ++r)
        if (log->textAt(r).contains(text))
            return log->data(log->index(r), GameLog::StepRole).toInt();
    return 0;
}

// The row of the correction dialog's choices carrying `value`.
int choiceWithValue(const PastCorrection *past, int value)
{
    const QList<ChoiceRow> &rows = past->choices()->rows();
    for (int r = 0; r < rows.size(); ++r)
        if (rows.at(r).value == value)
            return r;
    return -1;
}

} // namespace

class TestUnfinishedGames : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(m_dir.isValid());
        // English as the app shows it: a count's singular and plural come from mourners_en.ts.
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    // Two table games and a digital one: each its own file, all listed with players, round, phase,
    // mode and when last played; a new game never replaces another.
    void everyUnfinishedGameIsListed()
    {
        const QString dir = m_dir.filePath(u"list"_s);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        UnfinishedGames *games = c.autosave()->games();
        QAbstractItemModelTester tester(games, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(games->count(), 0);

        QVERIFY(c.newTableGame(setup(3)));
        QVERIFY(applyAll(c, {u"dice 9"_s}));
        const QString first = c.autosave()->path();
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(applyAll(c, {u"dice 7"_s}));
        const QString second = c.autosave()->path();
        QVERIFY(second != first);
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Eve"_s, u"Fay"_s}},
                                  {u"kinds"_s, QStringList{u"person"_s, u"person"_s}},
                                  {u"seed"_s, 5}}));
        const QString third = c.autosave()->path();
        QVERIFY(third != first && third != second);
        QVERIFY(QFile::exists(first) && QFile::exists(second) && QFile::exists(third));

        QCOMPARE(games->count(), 3);
        const int r1 = rowOf(games, first), r2 = rowOf(games, second), r3 = rowOf(games, third);
        QVERIFY(r1 >= 0 && r2 >= 0 && r3 >= 0);
        QCOMPARE(roleOf(games, r1, UnfinishedGames::PlayersRole).toString(), u"Ada, Bo, Cy"_s);
        QCOMPARE(roleOf(games, r2, UnfinishedGames::PlayersRole).toString(), u"Ada, Bo"_s);
        QCOMPARE(roleOf(games, r3, UnfinishedGames::PlayersRole).toString(), u"Eve, Fay"_s);
        QCOMPARE(roleOf(games, r1, UnfinishedGames::ModeRole).toString(), u"table"_s);
        QCOMPARE(roleOf(games, r3, UnfinishedGames::ModeRole).toString(), u"digital"_s);
        QCOMPARE(roleOf(games, r1, UnfinishedGames::RoundRole).toInt(), 1);
        QVERIFY(!roleOf(games, r1, UnfinishedGames::PhaseRole).toString().isEmpty());
        // The row's words for where the game stands: table or digital, round and phase.
        QCOMPARE(roleOf(games, r1, UnfinishedGames::ProgressRole).toString(),
                 u"Table game · round 1 · %1"_s.arg(roleOf(games, r1, UnfinishedGames::PhaseRole).toString()));
        QVERIFY(roleOf(games, r3, UnfinishedGames::ProgressRole).toString().startsWith(u"Digital game · round "_s));
        QVERIFY(!roleOf(games, r1, UnfinishedGames::LastPlayedRole).toString().isEmpty());
        QVERIFY(roleOf(games, r3, UnfinishedGames::RunningRole).toBool());
        QVERIFY(!roleOf(games, r1, UnfinishedGames::RunningRole).toBool());

        // A new controller (the next start of the app) lists the same three.
        GameController next;
        next.setAutosaveDirectory(dir);
        next.autosave()->waitForScan();
        QCOMPARE(next.autosave()->games()->count(), 3);
    }

    // The folder's files are read off the GUI thread: a file not known from before joins the list
    // when read, one known from before (same time and size) is listed at once, a changed one is read
    // again, and a game the app writes meanwhile keeps what the app knows of it.
    void filesAreReadOffTheGuiThread()
    {
        const QString dir = m_dir.filePath(u"offthread"_s);
        QVERIFY(QDir().mkpath(dir));
        const QString kept = QFileInfo(dir + u"/game-20260101-120000.json"_s).absoluteFilePath();
        QVERIFY(mc::Game::create(mc::standardRuleset(), 3, 40, mc::Mode::Table, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s})
                        .save(kept));
        GameController c;
        c.setAutosaveDirectory(dir);
        Autosave *autosave = c.autosave();
        QVERIFY(autosave->scanning()); // being read: not listed yet, the window goes on
        QCOMPARE(autosave->games()->count(), 0);
        // A game started meanwhile is listed from what the app wrote.
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(applyAll(c, {u"dice 7"_s}));
        const QString running = autosave->path();
        QCOMPARE(autosave->games()->count(), 1);
        autosave->waitForScan();
        QVERIFY(!autosave->scanning());
        QCOMPARE(autosave->games()->count(), 2);
        QCOMPARE(roleOf(autosave->games(), rowOf(autosave->games(), kept), UnfinishedGames::PlayersRole).toString(),
                 u"Ada, Bo, Cy"_s);
        QVERIFY(roleOf(autosave->games(), rowOf(autosave->games(), running), UnfinishedGames::RunningRole).toBool());

        // Nothing changed: listed at once, nothing read.
        autosave->scan();
        QVERIFY(!autosave->scanning());
        QCOMPARE(autosave->games()->count(), 2);

        // The kept file replaced by another game (another time and size): read again.
        QVERIFY(mc::Game::create(mc::standardRuleset(), 4, 41, mc::Mode::Table, 0,
                                 {u"Di"_s, u"Eve"_s, u"Fay"_s, u"Gus"_s})
                        .save(kept));
        QFile f(kept);
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-1), QFileDevice::FileModificationTime));
        f.close();
        autosave->scan();
        QVERIFY(autosave->scanning());
        autosave->waitForScan();
        QCOMPARE(roleOf(autosave->games(), rowOf(autosave->games(), kept), UnfinishedGames::PlayersRole).toString(),
                 u"Di, Eve, Fay, Gus"_s);

        // Read through the event loop as the app does, without waiting on purpose.
        GameController next;
        next.setAutosaveDirectory(dir);
        QVERIFY(next.autosave()->scanning());
        QTRY_VERIFY_WITH_TIMEOUT(!next.autosave()->scanning(), 120000);
        QCOMPARE(next.autosave()->games()->count(), 2);
    }

    // A file with many faults is told on the home screen by its first three and how many more, not a
    // screenful of sentences over the tiles.
    void manyFaultsToldShortly()
    {
        const QString dir = m_dir.filePath(u"manyfaults"_s);
        QVERIFY(QDir().mkpath(dir));
        const mc::Game g = mc::Game::create(mc::standardRuleset(), 3, 40, mc::Mode::Table, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
        QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
        QJsonObject rules = o.value(u"ruleset"_s).toObject();
        QJsonObject cards = rules.value(u"cards"_s).toObject();
        QJsonArray motives = cards.value(u"motives"_s).toArray();
        for (int i = 0; i < 50; ++i)
            motives.append(i);
        cards[u"motives"_s] = motives;
        rules[u"cards"_s] = cards;
        o[u"ruleset"_s] = rules;
        QFile f(dir + u"/game-20260101-120000.json"_s);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(o).toJson());
        f.close();
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QCOMPARE(c.autosave()->games()->count(), 1);
        const QString problem = roleOf(c.autosave()->games(), 0, UnfinishedGames::ProblemRole).toString();
        QCOMPARE(problem.count(u'\n'), 3); // three reasons and "… and 47 more problems."
        QVERIFY2(problem.contains(u"47"_s), qPrintable(problem));
        QVERIFY(c.autosave()->problem().contains(problem));
    }

    // Continue opens exactly the game its tile names, and the tile's phase is the game's phase now
    // (the list follows every step; it was read once at start before).
    void continueOpensTheGameItNames()
    {
        const QString dir = m_dir.filePath(u"continue"_s);
        QString ada, eve;
        QString adaDigest;
        {
            GameController c;
            c.setAutosaveDirectory(dir);
            c.autosave()->waitForScan();
            QVERIFY(c.newTableGame(setup(3)));
            QVERIFY(applyAll(c, {u"dice 9"_s}));
            ada = c.autosave()->path();
            adaDigest = mc::stateDigest(c.game().state());
            QVERIFY(c.newTableGame(setup(2, 11)));
            eve = c.autosave()->path();
            // The summary follows the running game's phase step by step.
            const QString phaseBefore = c.phaseName();
            QVERIFY(c.autosave()->continueSummary().contains(phaseBefore));
            QVERIFY(applyAll(c, {u"dice 7"_s}));
            const int row = rowOf(c.autosave()->games(), eve);
            QCOMPARE(roleOf(c.autosave()->games(), row, UnfinishedGames::PhaseRole).toString(), c.phaseName());
            QCOMPARE(roleOf(c.autosave()->games(), row, UnfinishedGames::RoundRole).toInt(), c.round());
        }
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        // The older game, chosen in the list, is the one opened (not the newest).
        QVERIFY(c.autosave()->select(ada));
        QVERIFY(c.autosave()->continueSummary().startsWith(u"Ada, Bo, Cy"_s));
        QVERIFY(c.continueGame());
        QCOMPARE(c.autosave()->path(), ada);
        QCOMPARE(mc::stateDigest(c.game().state()), adaDigest);
        QCOMPARE(c.game().seats().size(), std::size_t(3));
        // A file that is not in the list is not selected.
        QVERIFY(!c.autosave()->select(dir + u"/nothing.json"_s));
    }

    // The Continue tile and the list are made in the language of now, not of the save: a player whose
    // name was left empty was saved as "Spieler 2" by a German app and reads "Player 2" in English,
    // and the other way round; typed names stay as typed, and the old saves still load.
    void summaryFollowsTheLanguageOfNow()
    {
        // Stands in for the German translation of the two texts the summary is made of.
        class German : public QTranslator
        {
        public:
            [[nodiscard]] bool isEmpty() const override { return false; }
            [[nodiscard]] QString translate(const char *, const char *source, const char *, int) const override
            {
                const QString s = QString::fromUtf8(source);
                if (s == u"Player %1"_s)
                    return u"Spieler %1"_s;
                if (s == u"%1 · round %2 · %3"_s)
                    return u"%1 · Runde %2 · %3"_s;
                return {};
            }
        };
        const QString dir = m_dir.filePath(u"language"_s);
        QDir().mkpath(dir);
        const mc::Game german = mc::Game::create(mc::standardRuleset(), 3, 5, mc::Mode::Table, 0,
                                                 {u"Spieler 1"_s, u"Spieler 2"_s, u"Cy"_s});
        QVERIFY(german.save(dir + u"/game-20240101-120000.json"_s));
        const QString englishFile = dir + u"/game-20240101-110000.json"_s;
        const mc::Game english = mc::Game::create(mc::standardRuleset(), 2, 6, mc::Mode::Table, 0, {u"Player 1"_s, u"Bo"_s});
        QVERIFY(english.save(englishFile));
        {
            QFile older(englishFile);
            QVERIFY(older.open(QIODevice::ReadWrite));
            QVERIFY(older.setFileTime(QDateTime::currentDateTime().addSecs(-60), QFileDevice::FileModificationTime));
        }
        {
            GameController c;
            c.setAutosaveDirectory(dir);
            c.autosave()->waitForScan();
            QVERIFY2(c.autosave()->continueSummary().startsWith(u"Player 1, Player 2, Cy · round "_s),
                     qPrintable(c.autosave()->continueSummary()));
            QCOMPARE(roleOf(c.autosave()->games(), 0, UnfinishedGames::PlayersRole).toString(), u"Player 1, Player 2, Cy"_s);
            QCOMPARE(roleOf(c.autosave()->games(), rowOf(c.autosave()->games(), englishFile), UnfinishedGames::PlayersRole)
                             .toString(),
                     u"Player 1, Bo"_s);
            // The game opens, and its players read in the language of now too.
            QVERIFY(c.continueGame());
            QCOMPARE(c.game().seats().front().name, u"Spieler 1"_s); // the save is left as it was
            QCOMPARE(c.seatName(0), u"Player 1"_s);
        }
        German translator;
        QCoreApplication::installTranslator(&translator);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        const QString summary = c.autosave()->continueSummary();
        const QString englishRow =
                roleOf(c.autosave()->games(), rowOf(c.autosave()->games(), englishFile), UnfinishedGames::PlayersRole).toString();
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(englishRow, u"Spieler 1, Bo"_s);
        QVERIFY2(summary.startsWith(u"Spieler 1, Spieler 2, Cy · Runde "_s), qPrintable(summary));
    }

    // Delete removes the file and its row; the other games stay. The clock is pinned: the two games
    // are named in two seconds and the running one is deleted within its own second, which once gave
    // the next step the deleted file's name again.
    void deleteRemovesOneGame()
    {
        const QString dir = m_dir.filePath(u"delete"_s);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QDateTime now = QDateTime(QDate(2026, 1, 2), QTime(12, 0, 0), Qt::UTC);
        c.autosave()->setClock([&now] { return now; });
        QVERIFY(c.newTableGame(setup(3)));
        const QString first = c.autosave()->path();
        QVERIFY(applyAll(c, {u"dice 9"_s}));
        now = now.addSecs(1);
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(applyAll(c, {u"dice 7"_s}));
        const QString second = c.autosave()->path();
        QVERIFY(second != first);
        QCOMPARE(c.autosave()->games()->count(), 2);
        QVERIFY(c.autosave()->remove(first));
        QVERIFY(!QFile::exists(first));
        QCOMPARE(c.autosave()->games()->count(), 1);
        QCOMPARE(c.autosave()->games()->rows().at(0).file, second);
        QVERIFY(!c.autosave()->remove(first)); // gone already: refused, with a reason
        QVERIFY(!c.autosave()->problem().isEmpty());
        // Deleting the running game's file: a later step goes to a new file, never the deleted name.
        QVERIFY(c.autosave()->remove(second));
        QVERIFY(applyAll(c, {u"pile 3"_s}));
        QVERIFY(c.autosave()->path() != second);
        QVERIFY(!QFile::exists(second));
    }

    // Games saved within the same second (names game-…, game-…-2, … game-…-10) and files of the same
    // time stand in a fixed order, the newest name first; a game deleted leaves its name unused.
    void sameSecondGamesKeepAFixedOrder()
    {
        const QString dir = m_dir.filePath(u"same-second"_s);
        const QDateTime now(QDate(2026, 1, 3), QTime(9, 30, 0), Qt::UTC);
        QStringList files; // in the order they were made
        {
            GameController c;
            c.setAutosaveDirectory(dir);
            c.autosave()->waitForScan();
            c.autosave()->setClock([now] { return now; });
            for (int i = 0; i < 10; ++i) {
                QVERIFY(c.newTableGame(setup(2)));
                QVERIFY(applyAll(c, {u"dice 7"_s}));
                files << c.autosave()->path();
                QCOMPARE(c.autosave()->games()->rows().at(0).file, files.last()); // the game just played first
            }
            QCOMPARE(QFileInfo(files.at(0)).fileName(), u"game-20260103-093000.json"_s);
            QCOMPARE(QFileInfo(files.at(1)).fileName(), u"game-20260103-093000-2.json"_s);
            QCOMPARE(QFileInfo(files.at(9)).fileName(), u"game-20260103-093000-10.json"_s);
            // The running game deleted: its next step goes to a name never used before.
            QVERIFY(c.autosave()->remove(files.at(9)));
            QVERIFY(applyAll(c, {u"pile 3"_s}));
            QVERIFY(!files.contains(c.autosave()->path()));
            QCOMPARE(QFileInfo(c.autosave()->path()).fileName(), u"game-20260103-093000-11.json"_s);
            QVERIFY(!QFile::exists(files.at(9)));
            files[9] = c.autosave()->path();
        }
        // All with one time on the disk, as saves within one tick of the file system's clock are.
        const QDateTime stamp = QDateTime::currentDateTimeUtc().addSecs(-3600);
        for (const QString &file : std::as_const(files)) {
            QFile f(file);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(stamp, QFileDevice::FileModificationTime));
        }
        GameController next;
        next.setAutosaveDirectory(dir);
        next.autosave()->waitForScan();
        const QList<UnfinishedGames::Row> &rows = next.autosave()->games()->rows();
        QCOMPARE(rows.size(), files.size());
        for (int i = 0; i < files.size(); ++i)
            QCOMPARE(rows.at(i).file, QFileInfo(files.at(files.size() - 1 - i)).absoluteFilePath());
        // The same order on every read.
        GameController again;
        again.setAutosaveDirectory(dir);
        again.autosave()->waitForScan();
        QVERIFY(again.autosave()->games()->rows() == rows);
        QCOMPARE(again.autosave()->continueFile(), rows.at(0).file);
    }

    // Autosaves of older versions (one file per game, of which only the newest was offered, and any
    // other name in the folder) are all in the list; a finished game is not.
    void oldAutosavesAreMigratedIntoTheList()
    {
        const QString dir = m_dir.filePath(u"old"_s);
        QVERIFY(QDir().mkpath(dir));
        QStringList written;
        for (int i = 0; i < 3; ++i) {
            mc::Game g = mc::Game::create(mc::standardRuleset(), 2 + i, 40 + i, mc::Mode::Table, 0,
                                          {u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s});
            const QString path = dir + (i == 2 ? u"/autosave.json"_s : u"/game-2026010%1-120000.json"_s.arg(i + 1));
            QVERIFY(g.save(path));
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadWrite));
            QVERIFY(f.setFileTime(QDateTime::currentDateTime().addDays(-10 + i), QFileDevice::FileModificationTime));
            written << QFileInfo(path).absoluteFilePath();
        }
        const QByteArray oldest = readAll(written.at(0));
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        UnfinishedGames *games = c.autosave()->games();
        QCOMPARE(games->count(), 3);
        // Last played first.
        QCOMPARE(games->rows().at(0).file, written.at(2));
        QCOMPARE(games->rows().at(2).file, written.at(0));
        QCOMPARE(roleOf(games, 2, UnfinishedGames::PlayersRole).toString(), u"Ada, Bo"_s);
        // The oldest one continues in its own file.
        QVERIFY(c.autosave()->select(written.at(0)));
        QVERIFY(c.continueGame());
        QCOMPARE(c.autosave()->path(), written.at(0));
        QCOMPARE(readAll(written.at(0)), oldest); // nothing written until a step is taken
    }

    void finishedGamesLeaveTheList()
    {
        const QString dir = m_dir.filePath(u"finished"_s);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(applyAll(c, {u"p1 adjust unity-supply -25"_s}));
        c.autosave()->waitForWrites();
        QCOMPARE(c.autosave()->games()->count(), 1);
        for (int i = 0; i < 200 && !c.gameOver(); ++i) {
            const QString kind = c.guide()->decisionKind();
            QVERIFY2(c.applyAction(kind == u"turn"_s ? u"pass"_s : c.legalActions().value(0)), qPrintable(c.lastError()));
        }
        QVERIFY(c.gameOver());
        c.autosave()->waitForWrites();
        QCOMPARE(c.autosave()->games()->count(), 0);
        QVERIFY(QFile::exists(c.autosave()->path())); // the file stays (never lose data), out of the list
        GameController next;
        next.setAutosaveDirectory(dir);
        next.autosave()->waitForScan();
        QCOMPARE(next.autosave()->games()->count(), 0);
    }

    // A file that cannot be read is listed with the reason, cannot be continued, is never written to,
    // and may be deleted.
    void unreadableFileIsListedAndKept()
    {
        const QString dir = m_dir.filePath(u"unreadable"_s);
        QVERIFY(QDir().mkpath(dir));
        const QString bad = QFileInfo(dir + u"/game-broken.json"_s).absoluteFilePath();
        {
            QFile f(bad);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("{\"format\": \"mourners-call-save\", \"actions\": [");
        }
        const QByteArray before = readAll(bad);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        UnfinishedGames *games = c.autosave()->games();
        QCOMPARE(games->count(), 1);
        QVERIFY(!roleOf(games, 0, UnfinishedGames::ReadableRole).toBool());
        QVERIFY(!roleOf(games, 0, UnfinishedGames::ProblemRole).toString().isEmpty());
        QVERIFY(!c.autosave()->canContinue());
        QVERIFY(!c.autosave()->select(bad));
        QVERIFY(c.newTableGame(setup(2)));
        QVERIFY(applyAll(c, {u"dice 7"_s}));
        QVERIFY(c.autosave()->path() != bad);
        QCOMPARE(readAll(bad), before);
        QCOMPARE(games->count(), 2);
        QVERIFY(c.autosave()->remove(bad));
        QVERIFY(!QFile::exists(bad));
        QCOMPARE(games->count(), 1);
    }

    // Correct the past from the log: a die total of round 1 changed later on; every later step still
    // legal is kept; the change is one undoable step; undo brings back the old history exactly; the
    // autosave holds the corrected game and reloads.
    void correctionKeepsLaterSteps()
    {
        const QString dir = m_dir.filePath(u"correct-kept"_s);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QVERIFY(c.newTableGame(setup(3)));
        QVERIFY(applyAll(c, {u"dice 9"_s, u"pile 3"_s}));
        const int step = logStepWith(c, u"9"_s);
        QCOMPARE(step, 1);
        QVERIFY(c.past()->canCorrect(step));
        const QString digest = mc::stateDigest(c.game().state());
        const std::vector<mc::Action> actionsBefore = c.game().actions();
        const int logRows = c.log()->rowCount();
        const int stepsBefore = c.log()->stepCount();

        QVERIFY(c.past()->open(step));
        QVERIFY(c.past()->choices()->count() > 1);
        const int entered = choiceWithValue(c.past(), 9);
        QVERIFY(entered >= 0);
        QVERIFY(!c.past()->choices()->rows().at(entered).enabled); // what was entered then
        const int ten = choiceWithValue(c.past(), 10);
        QVERIFY(ten >= 0);
        QVERIFY(c.past()->choose(ten));
        // Told before anything changes.
        QVERIFY2(c.past()->preview().contains(u"1 later step kept"_s), qPrintable(c.past()->preview()));
        QCOMPARE(mc::stateDigest(c.game().state()), digest);
        QVERIFY(c.past()->apply());
        QVERIFY(!c.past()->active());
        // The later step (the pile) kept as entered; the app's own steps may follow it.
        QVERIFY(c.game().actions().size() >= actionsBefore.size());
        QCOMPARE(c.game().actions()[std::size_t(c.stepActionIndex(1))].v, 10);
        QVERIFY(c.game().actions()[std::size_t(c.stepActionIndex(2))] == actionsBefore[std::size_t(c.stepActionIndex(2))]);
        QVERIFY(mc::stateDigest(c.game().state()) != digest);
        QCOMPARE(c.log()->stepCount(), stepsBefore + 1); // one step more: the correction
        QVERIFY(c.log()->textAt(c.log()->rowCount() - 1).contains(u"Past entry changed"_s));
        QVERIFY(!c.past()->canCorrect(c.log()->stepCount())); // the correction itself is undone, not corrected

        // Autosaved: the corrected game reloads.
        const QString file = c.autosave()->path();
        const QString corrected = mc::stateDigest(c.game().state());
        {
            const mc::Game::LoadResult r = mc::Game::load(file);
            QVERIFY(r.ok());
            QCOMPARE(mc::stateDigest(r.game.state()), corrected);
        }

        // One undo brings back the old history exactly.
        QVERIFY(c.undo());
        QCOMPARE(mc::stateDigest(c.game().state()), digest);
        QVERIFY(c.game().actions() == actionsBefore);
        QCOMPARE(c.log()->rowCount(), logRows);
        QCOMPARE(c.log()->stepCount(), stepsBefore);
        QCOMPARE(mc::stateDigest(mc::Game::load(c.autosave()->path()).game.state()), digest);
        // Redo brings the correction back; undo again, and the older steps undo as before.
        QVERIFY(c.redo());
        QCOMPARE(mc::stateDigest(c.game().state()), corrected);
        QVERIFY(c.undo());
        QVERIFY(c.undo());
        QCOMPARE(c.game().actions().size(), actionsBefore.size() - 1);
    }

    // A correction under which a later step is no longer possible: the replay stops there, says which
    // and why, and drops it and what followed.
    void correctionStopsWithTheReason()
    {
        const QString dir = m_dir.filePath(u"correct-stop"_s);
        GameController c;
        c.setAutosaveDirectory(dir);
        c.autosave()->waitForScan();
        QVERIFY(c.newTableGame(setup(3)));
        // The highest die total, then the largest pile it allows; then the total becomes the lowest.
        QStringList dice = c.legalActions().filter(u"dice "_s);
        QVERIFY(!dice.isEmpty());
        const auto number = [](const QString &t) { return t.section(u' ', 1, 1).toInt(); };
        std::sort(dice.begin(), dice.end(), [&](const QString &a, const QString &b) { return number(a) < number(b); });
        QVERIFY(applyAll(c, {dice.last()}));
        QStringList piles = c.legalActions().filter(u"pile "_s);
        std::sort(piles.begin(), piles.end(), [&](const QString &a, const QString &b) { return number(a) < number(b); });
        QVERIFY(!piles.isEmpty());
        QVERIFY(applyAll(c, {piles.last()}));
        const std::size_t actionsBefore = c.game().actions().size();
        const QString digest = mc::stateDigest(c.game().state());
        QVERIFY(c.past()->open(1));
        const int two = choiceWithValue(c.past(), number(dice.first()));
        QVERIFY(two >= 0);
        QVERIFY(c.past()->choose(two));
        const QString preview = c.past()->preview();
        QVERIFY2(preview.contains(u"Stopped at step 2"_s), qPrintable(preview));
        QVERIFY2(preview.contains(u"because"_s), qPrintable(preview));
        QVERIFY2(preview.contains(u"1 later step dropped"_s), qPrintable(preview));
        mc::Game::Correction outcome;
        QVERIFY(c.correctPast(std::size_t(c.stepActionIndex(1)), c.past()->actions()[std::size_t(two)], &outcome));
        QVERIFY(outcome.stoppedAt >= 0);
        QVERIFY(outcome.dropped >= 1);
        QVERIFY(c.game().actions().size() < actionsBefore);
        QCOMPARE(c.guide()->decisionKind(), u"set-pile"_s); // the table goes on from the step that no longer applied
        QVERIFY(c.undo());
        QCOMPARE(mc::stateDigest(c.game().state()), digest);
        QCOMPARE(c.game().actions().size(), actionsBefore);
    }

    // A step of a digital game, or one that is not a step, is not offered for correction.
    void onlyTableEntriesCanBeCorrected()
    {
        GameController c;
        c.setAutosaveDirectory(m_dir.filePath(u"digital"_s));
        c.autosave()->waitForScan();
        QVERIFY(c.newDigitalGame({{u"names"_s, QStringList{u"Eve"_s, u"Fay"_s}},
                                  {u"kinds"_s, QStringList{u"person"_s, u"random"_s}},
                                  {u"seed"_s, 5}}));
        QVERIFY(!c.past()->canCorrect(1));
        QVERIFY(!c.past()->open(1));
        QVERIFY(!c.past()->problem().isEmpty());
        QVERIFY(!c.past()->canCorrect(0));
        QVERIFY(!c.past()->canCorrect(99));
    }
};

QTEST_MAIN(TestUnfinishedGames)
#include "tst_unfinishedgames.moc"
