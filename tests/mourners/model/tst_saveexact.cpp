// A save loads exactly as it was written or is refused with the field and the reason: the reproducers
// in tests/corpus/mourners-save (one file per kind of fault), the digest that covers the seats and the
// whole ruleset, chance outcomes of a digital game that only the seed may draw, and saves of version 2
// (tests/mourners/model/data/saves-v2) still checked as they were written.
#include "testutil.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

QByteArray corpus(const QString &name)
{
    return readAll(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/mourners-save/") + name);
}

QJsonArray firstTwoSwapped(const QJsonArray &a)
{
    QJsonArray out{a.at(1), a.at(0)};
    for (qsizetype i = 2; i < a.size(); ++i)
        out.append(a.at(i));
    return out;
}

QByteArray bytes(const QJsonObject &o)
{
    return QJsonDocument(o).toJson();
}

// A table game with colours, a few steps in.
Game tableGame()
{
    Game g = Game::create(rules(), 3, 102, Mode::Table, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
    g.setSeat(0, Seat{u"Ada"_s, u"#c62828"_s});
    g.setSeat(2, Seat{u"Cy"_s, u"#2E7D32"_s});
    for (const QString &step : {u"keep bone"_s, u"keep flesh"_s, u"keep spirit"_s}) {
        Action a;
        QString why;
        if (!actionFromText(g.state(), step, a, why) || g.apply(a) != ApplyError::None)
            qFatal("cannot play %s", qPrintable(step));
    }
    return g;
}

} // namespace

class TestSaveExact : public QObject {
    Q_OBJECT

private slots:
    // Every reproducer is refused with the field it concerns and the reason.
    void corpusFilesAreRefused_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("key");
        const QList<std::pair<const char *, const char *>> rows{
            {"seats-reversed.json", "final.digest: digestMismatch"},
            {"seat-renamed.json", "final.digest: digestMismatch"},
            {"ruleset-unreached-card.json", "final.digest: digestMismatch"},
            {"chance-by-hand.json", "actions[0]: notSeedsDraw 'draw ossuary-throne' (the seed draws 'draw the-iron-ledger')"},
            {"seed-space.json", "seed: notSeed"},
            {"seed-plus.json", "seed: notSeed"},
            {"seed-leading-zero.json", "seed: notSeed"},
            {"seed-number.json", "seed: notSeed"},
            {"seed-too-big.json", "seed: notSeed"},
            {"color-number.json", "seats[1].color: notColor"},
            {"color-word.json", "seats[1].color: notColor"},
            {"color-empty.json", "seats[1].color: notColor"},
            {"names-twice.json", "seats[1].name: duplicateName 'Ada'"},
            {"names-differ-in-case.json", "seats[1].name: duplicateName 'ADA'"},
            {"name-control.json", "seats[1].name: badCharacter"},
            {"name-override.json", "seats[1].name: badCharacter"},
            {"name-lone-surrogate.json", "seats[1].name: badCharacter"},
            {"name-too-long.json", "seats[1].name: tooLong"},
            {"name-number.json", "seats[1].name: emptyName"},
            {"seat-not-object.json", "seats[1]: notObject"},
            {"seat-unknown-key.json", "seats[1]: unknownKey 'colour'"},
            {"seats-not-list.json", "seats: notList"},
            {"unknown-key.json", "unknownKey 'seeds'"},
            {"final-unknown-key.json", "final: unknownKey 'digestt'"},
            {"version-text.json", "version: notANumber 1..3"},
            {"version-fraction.json", "version: notANumber 1..3"},
            {"alltaker-text.json", "alltaker: notANumber 0..1"},
            {"alltaker-fraction.json", "alltaker: notANumber 0..1"},
            {"actions-missing.json", "actions: missingKey"},
            {"events-not-list.json", "events: notList"},
        };
        const QStringList onDisk = QDir(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/mourners-save"))
                                       .entryList({u"*.json"_s}, QDir::Files);
        QCOMPARE(onDisk.size(), rows.size()); // every file of the corpus is checked
        for (const auto &[file, key] : rows)
            QTest::newRow(file) << QString::fromLatin1(file) << QString::fromUtf8(key);
    }

    void corpusFilesAreRefused()
    {
        QFETCH(QString, file);
        QFETCH(QString, key);
        const Game::LoadResult r = Game::fromJson(corpus(file));
        QVERIFY(!r.ok());
        QVERIFY(!r.game.isValid());
        QCOMPARE(problemKey(r.problems.front()), key);
    }

    // The save the program writes loads to the same game, seats and colours included, and is written
    // again byte for byte.
    void aTableSaveWithColoursLoadsExactly()
    {
        const Game g = tableGame();
        const QByteArray json = g.toJson();
        QCOMPARE(QJsonDocument::fromJson(json).object().value(u"version"_s).toInt(), 3);
        const Game::LoadResult r = Game::fromJson(json);
        QVERIFY2(r.ok(), qPrintable(problemKeys(r.problems)));
        QVERIFY(r.game.seats() == g.seats());
        QVERIFY(r.game.state() == g.state());
        QCOMPARE(r.game.toJson(), json);
    }

    // Seats reordered or renamed, a colour changed, any part of the rules edited (one the game never
    // reached included), round or phase not the game's: the digest or the check of `final` refuses it.
    void editsTheReplayDoesNotSeeAreRefused_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("key");
        const QJsonObject o = QJsonDocument::fromJson(tableGame().toJson()).object();
        QJsonObject e = o;
        QJsonArray seats = e[u"seats"_s].toArray();
        seats = firstTwoSwapped(seats);
        e[u"seats"_s] = seats;
        QTest::newRow("seats swapped") << bytes(e) << u"final.digest: digestMismatch"_s;
        e = o;
        seats = e[u"seats"_s].toArray();
        seats[1] = QJsonObject{{u"name"_s, u"Bob"_s}};
        e[u"seats"_s] = seats;
        QTest::newRow("renamed") << bytes(e) << u"final.digest: digestMismatch"_s;
        e = o;
        seats = e[u"seats"_s].toArray();
        seats[0] = QJsonObject{{u"name"_s, u"Ada"_s}, {u"color"_s, u"#1565c0"_s}};
        e[u"seats"_s] = seats;
        QTest::newRow("colour changed") << bytes(e) << u"final.digest: digestMismatch"_s;
        e = o;
        QJsonObject rules = e[u"ruleset"_s].toObject();
        rules[u"name"_s] = u"Edited"_s;
        e[u"ruleset"_s] = rules;
        QTest::newRow("ruleset renamed") << bytes(e) << u"final.digest: digestMismatch"_s;
        e = o;
        QJsonObject fin = e[u"final"_s].toObject();
        fin[u"round"_s] = 7;
        e[u"final"_s] = fin;
        QTest::newRow("round") << bytes(e) << u"final.round: digestMismatch"_s;
        fin = o[u"final"_s].toObject();
        fin[u"phase"_s] = u"cleanup"_s;
        e[u"final"_s] = fin;
        QTest::newRow("phase") << bytes(e) << u"final.phase: digestMismatch"_s;
    }

    void editsTheReplayDoesNotSeeAreRefused()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, key);
        const Game::LoadResult r = Game::fromJson(json);
        QVERIFY(!r.ok());
        QCOMPARE(problemKey(r.problems.front()), key);
    }

    // Digital play: every chance outcome is the seed's. The app's saves (chance drawn by the game) load;
    // a legal outcome picked by hand is refused with what the seed draws. Table play enters what the
    // dice and cards showed: any legal outcome is taken (tst_savefile's table games).
    void chanceIsTheSeedsInDigitalPlayOnly()
    {
        Game digital = Game::create(rules(), 2, 102, Mode::Digital, 0);
        const Action drawn = *digital.seedOutcome();
        std::vector<Action> legal;
        digital.state().legalActions(legal);
        const auto other = std::find_if(legal.begin(), legal.end(), [&](const Action &a) { return !(a == drawn); });
        QVERIFY(other != legal.end());
        const QString otherText = actionToText(digital.state(), *other);

        QVERIFY(!Game::create(rules(), 2, 102, Mode::Table, 0).seedOutcome()); // a table enters its own

        QCOMPARE(digital.apply(*other), ApplyError::None); // the engine takes it; the file does not
        const Game::LoadResult r = Game::fromJson(digital.toJson());
        QVERIFY(!r.ok());
        QCOMPARE(r.problems.front().reason, ProblemCode::NotSeedsDraw);
        QCOMPARE(r.problems.front().path, u"actions[0]"_s);
        QCOMPARE(r.problems.front().detail, otherText);
        QVERIFY(r.problems.front().note.contains(actionToText(Game::create(rules(), 2, 102, Mode::Digital, 0).state(), drawn)));

        Game fair = Game::create(rules(), 2, 102, Mode::Digital, 0);
        fair.playChance();
        QVERIFY(Game::fromJson(fair.toJson()).ok());
    }

    // Saves of version 2 (written by the program before the digest covered the seats and the rules) load
    // with the digest of their time, and written again they become version 3.
    void savesOfVersion2StillLoad_data()
    {
        QTest::addColumn<QString>("path");
        const QDir dir(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/mourners/model/data/saves-v2"));
        const QStringList files = dir.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
        QVERIFY2(files.size() >= 3, "the saves of version 2 are missing");
        for (const QString &f : files)
            QTest::newRow(qPrintable(f)) << dir.filePath(f);
    }

    void savesOfVersion2StillLoad()
    {
        QFETCH(QString, path);
        const QByteArray data = readAll(path);
        QCOMPARE(QJsonDocument::fromJson(data).object().value(u"version"_s).toInt(), 2);
        const Game::LoadResult r = Game::fromJson(data);
        QVERIFY2(r.ok(), qPrintable(problemKeys(r.problems)));
        const QByteArray again = r.game.toJson();
        QCOMPARE(QJsonDocument::fromJson(again).object().value(u"version"_s).toInt(), 3);
        const Game::LoadResult back = Game::fromJson(again);
        QVERIFY2(back.ok(), qPrintable(problemKeys(back.problems)));
        QVERIFY(back.game.state() == r.game.state());
        QVERIFY(back.game.seats() == r.game.seats());

        // Version 3 checks the seats: the same file with its seats reordered is refused.
        QJsonObject o = QJsonDocument::fromJson(again).object();
        QJsonArray seats = o[u"seats"_s].toArray();
        seats = firstTwoSwapped(seats);
        o[u"seats"_s] = seats;
        QCOMPARE(problemKey(Game::fromJson(bytes(o)).problems.front()), u"final.digest: digestMismatch"_s);
    }
};

QTEST_GUILESS_MAIN(TestSaveExact)
#include "tst_saveexact.moc"
