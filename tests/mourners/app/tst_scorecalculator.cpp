// The score calculator: typed sums, bad input, every tie-break path of R-END-5 with its sentence,
// and saving to the history.

#include "mournershistory.h"
#include "historystore.h"
#include "scorecalculator.h"

#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Numbers {
    QString name;
    int unity, bone, flesh, spirit, motive, etherea, mourners;
};

} // namespace

Q_DECLARE_METATYPE(Numbers)

namespace {

void fill(ScoreCalculator &c, const QList<Numbers> &players)
{
    c.setPlayerCount(int(players.size()));
    for (int i = 0; i < players.size(); ++i) {
        const Numbers &n = players[i];
        c.setName(i, n.name);
        const int values[] = {n.unity, n.bone, n.flesh, n.spirit, n.motive, n.etherea, n.mourners};
        for (int f = 0; f < 7; ++f)
            c.setField(i, ScoreCalculator::fieldNames()[f], QString::number(values[f]));
    }
}

QStringList rankingNames(const ScoreCalculator &c)
{
    QStringList out;
    for (const QVariant &v : c.ranking())
        out.append(v.toMap().value(u"name"_s).toString());
    return out;
}

QList<int> rankingPlaces(const ScoreCalculator &c)
{
    QList<int> out;
    for (const QVariant &v : c.ranking())
        out.append(v.toMap().value(u"place"_s).toInt());
    return out;
}

QStringList rankingTiebreaks(const ScoreCalculator &c)
{
    QStringList out;
    for (const QVariant &v : c.ranking())
        out.append(v.toMap().value(u"tiebreak"_s).toString());
    return out;
}

} // namespace

class TestScoreCalculator : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QLocale::setDefault(QLocale::c());
    }

    void evaluate_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("ok");
        QTest::addColumn<int>("value");
        QTest::newRow("empty is 0") << u""_s << true << 0;
        QTest::newRow("spaces are 0") << u"   "_s << true << 0;
        QTest::newRow("number") << u"12"_s << true << 12;
        QTest::newRow("sum") << u"3+6+2"_s << true << 11;
        QTest::newRow("sum with spaces") << u" 3 + 6 +2 "_s << true << 11;
        QTest::newRow("difference") << u"10-3"_s << true << 7;
        QTest::newRow("product first") << u"4*2+1"_s << true << 9;
        QTest::newRow("times sign") << u"3\u00d72"_s << true << 6;
        QTest::newRow("x for times") << u"3x2"_s << true << 6;
        QTest::newRow("brackets") << u"(1+2)*3"_s << true << 9;
        QTest::newRow("minus sign") << u"5\u22122"_s << true << 3;
        QTest::newRow("999") << u"999"_s << true << 999;
        QTest::newRow("letters") << u"abc"_s << false << 0;
        QTest::newRow("javascript") << u"Math.max(1,2)"_s << false << 0;
        QTest::newRow("trailing plus") << u"3+"_s << false << 0;
        QTest::newRow("double plus") << u"3++2"_s << false << 0;
        QTest::newRow("leading minus") << u"-1"_s << false << 0;
        QTest::newRow("negative result") << u"2-5"_s << false << 0;
        QTest::newRow("too large") << u"1000"_s << false << 0;
        QTest::newRow("far too large") << u"99999999999"_s << false << 0;
        QTest::newRow("fraction") << u"1.5"_s << false << 0;
        QTest::newRow("open bracket") << u"(1+2"_s << false << 0;
        QTest::newRow("close bracket") << u"1+2)"_s << false << 0;
    }

    void evaluate()
    {
        QFETCH(QString, text);
        QFETCH(bool, ok);
        QFETCH(int, value);
        int v = -1;
        QString error;
        QCOMPARE(ScoreCalculator::evaluate(text, v, error), ok);
        if (ok) {
            QCOMPARE(v, value);
            QVERIFY(error.isEmpty());
        } else {
            QVERIFY2(!error.isEmpty(), "a bad sum must say why");
        }
    }

    // A typed sum counts in the score; a bad one shows a message, keeps its player out of the
    // ranking (issue 11: not counted as 0) and blocks saving.
    void typedSumsAndBadInput()
    {
        ScoreCalculator c;
        QSignalSpy changed(&c, &ScoreCalculator::resultChanged);
        c.setPlayerCount(2);
        c.setName(0, u"Ada"_s);
        c.setName(1, u"Bo"_s);
        c.setField(0, u"unity"_s, u"3+6+2"_s);
        c.setField(0, u"bone"_s, u"4"_s);
        QVERIFY(changed.count() >= 4);
        QCOMPARE(c.fieldValue(0, u"unity"_s), 11);
        QCOMPARE(c.players().at(0).toMap().value(u"score"_s).toInt(), 15);
        QVERIFY(c.canSave());

        c.setField(0, u"bone"_s, u"4+"_s);
        QVERIFY(!c.fieldError(0, u"bone"_s).isEmpty());
        QCOMPARE(c.players().at(0).toMap().value(u"score"_s).toInt(), -1);
        QCOMPARE(c.players().at(0).toMap().value(u"place"_s).toInt(), 0);
        QVERIFY(!c.players().at(0).toMap().value(u"ranked"_s).toBool());
        QCOMPARE(rankingNames(c), QStringList{u"Bo"_s});
        QCOMPARE(c.waiting().size(), 1);
        // The line says why, too: the field's own message is not shown inside the form any more.
        QVERIFY2(c.waiting().constFirst().contains(c.fieldError(0, u"bone"_s)), qPrintable(c.waiting().join(u" | "_s)));
        QVERIFY2(c.waiting().constFirst().contains(u"Ada"_s) && c.waiting().constFirst().contains(u"Bone Influence"_s),
                 qPrintable(c.waiting().join(u" | "_s)));
        QCOMPARE(c.players().at(0).toMap().value(u"errors"_s).toMap().value(u"bone"_s).toString(),
                 c.fieldError(0, u"bone"_s));
        QVERIFY(!c.canSave());
        QVERIFY(c.problem().contains(u"Ada"_s));
        QCOMPARE(c.save(), qint64(-1));

        c.setField(0, u"bone"_s, u"4+1"_s);
        QVERIFY(c.fieldError(0, u"bone"_s).isEmpty());
        QVERIFY(c.waiting().isEmpty());
        QCOMPARE(rankingNames(c), (QStringList{u"Ada"_s, u"Bo"_s}));
        QCOMPARE(c.players().at(0).toMap().value(u"score"_s).toInt(), 16);
        QVERIFY(c.canSave());
    }

    void namesMustDiffer()
    {
        ScoreCalculator c;
        c.setPlayerCount(2);
        c.setName(0, u"Ada"_s);
        c.setName(1, u"ada"_s);
        c.setField(0, u"unity"_s, u"5"_s);
        QVERIFY(!c.canSave());
        QVERIFY(c.problem().contains(u"ada"_s, Qt::CaseInsensitive));
        c.setName(1, QString());
        QVERIFY(c.canSave()); // "Player 2"
        QCOMPARE(rankingNames(c).size(), 2);
    }

    // An untouched sheet cannot be saved or printed (it would store "Player 1" with 0 points); one
    // number typed, even a 0, makes it a game.
    void emptySheetIsNotSaved()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        ScoreCalculator c;
        c.setStore(&store);
        QVERIFY(!c.canSave());
        QVERIFY(!c.problem().isEmpty());
        QCOMPARE(c.save(), qint64(-1));
        QCOMPARE(store.gameCount(), 0);
        QCOMPARE(c.message(), c.problem());
        c.setField(1, u"etherea"_s, u"0"_s);
        QVERIFY2(c.canSave(), qPrintable(c.problem()));
        c.clear();
        QVERIFY(!c.canSave());
    }

    // R-END-5: every path of the tie-breakers, the places and the sentence that explains them.
    void tieBreaks_data()
    {
        QTest::addColumn<QList<Numbers>>("players");
        QTest::addColumn<QStringList>("order");
        QTest::addColumn<QList<int>>("places");
        QTest::addColumn<QStringList>("tiebreaks");
        QTest::addColumn<QString>("sentence");

        QTest::newRow("no tie") << QList<Numbers>{{u"Ada"_s, 10, 5, 0, 0, 3, 1, 0}, {u"Bo"_s, 9, 5, 0, 0, 3, 9, 9}}
                                << QStringList{u"Ada"_s, u"Bo"_s} << QList<int>{1, 2}
                                << QStringList{u"none"_s, u"none"_s} << QString();
        QTest::newRow("etherea") << QList<Numbers>{{u"Bo"_s, 10, 0, 0, 0, 0, 3, 4}, {u"Ada"_s, 5, 5, 0, 0, 0, 5, 0}}
                                 << QStringList{u"Ada"_s, u"Bo"_s} << QList<int>{1, 2}
                                 << QStringList{u"etherea"_s, u"etherea"_s}
                                 << u"Ada and Bo tie on 10; Etherea left decides: Ada 5, Bo 3."_s;
        QTest::newRow("mourners") << QList<Numbers>{{u"Ada"_s, 10, 0, 0, 0, 0, 4, 1}, {u"Bo"_s, 10, 0, 0, 0, 0, 4, 2}}
                                  << QStringList{u"Bo"_s, u"Ada"_s} << QList<int>{1, 2}
                                  << QStringList{u"mourners"_s, u"mourners"_s}
                                  << u"Bo and Ada tie on 10; each has 4 Etherea left; Mourner cards decide between Bo and Ada: Bo 2, Ada 1."_s;
        QTest::newRow("shared") << QList<Numbers>{{u"Ada"_s, 7, 1, 1, 1, 0, 2, 2}, {u"Bo"_s, 10, 0, 0, 0, 0, 2, 2}}
                                << QStringList{u"Ada"_s, u"Bo"_s} << QList<int>{1, 1}
                                << QStringList{u"shared"_s, u"shared"_s}
                                << u"Ada and Bo tie on 10; each has 2 Etherea left; Ada and Bo are level on Mourner cards (2 each); Ada and Bo share place 1."_s;
        QTest::newRow("shared second place, four players")
                << QList<Numbers>{{u"Ada"_s, 20, 0, 0, 0, 0, 0, 0}, {u"Bo"_s, 10, 0, 0, 0, 0, 1, 1},
                                  {u"Cy"_s, 10, 0, 0, 0, 0, 1, 1}, {u"Di"_s, 3, 0, 0, 0, 0, 9, 9}}
                << QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s} << QList<int>{1, 2, 2, 4}
                << QStringList{u"none"_s, u"shared"_s, u"shared"_s, u"none"_s}
                << u"Bo and Cy tie on 10; each has 1 Etherea left; Bo and Cy are level on Mourner cards (1 each); Bo and Cy share place 2."_s;
        QTest::newRow("three-way, etherea then mourners")
                << QList<Numbers>{{u"Ada"_s, 12, 0, 0, 0, 0, 2, 0}, {u"Bo"_s, 12, 0, 0, 0, 0, 2, 3},
                                  {u"Cy"_s, 12, 0, 0, 0, 0, 6, 0}}
                << QStringList{u"Cy"_s, u"Bo"_s, u"Ada"_s} << QList<int>{1, 2, 3}
                << QStringList{u"etherea"_s, u"mourners"_s, u"mourners"_s}
                << u"Cy, Bo and Ada tie on 12; Etherea left: Cy 6, Bo 2, Ada 2; Mourner cards decide between Bo and Ada: Bo 3, Ada 0."_s;
        // Issue 11: a tie of three is one sentence, not one per pair.
        QTest::newRow("three-way, etherea decides")
                << QList<Numbers>{{u"Bo"_s, 31, 0, 0, 0, 0, 3, 0}, {u"Ada"_s, 31, 0, 0, 0, 0, 5, 0},
                                  {u"Cy"_s, 31, 0, 0, 0, 0, 1, 0}}
                << QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s} << QList<int>{1, 2, 3}
                << QStringList{u"etherea"_s, u"etherea"_s, u"etherea"_s}
                << u"Ada, Bo and Cy tie on 31; Etherea left decides: Ada 5, Bo 3, Cy 1."_s;
        QTest::newRow("four-way, two share")
                << QList<Numbers>{{u"Ada"_s, 9, 0, 0, 0, 0, 2, 1}, {u"Bo"_s, 9, 0, 0, 0, 0, 2, 1},
                                  {u"Cy"_s, 9, 0, 0, 0, 0, 7, 0}, {u"Di"_s, 9, 0, 0, 0, 0, 0, 5}}
                << QStringList{u"Cy"_s, u"Ada"_s, u"Bo"_s, u"Di"_s} << QList<int>{1, 2, 2, 4}
                << QStringList{u"etherea"_s, u"shared"_s, u"shared"_s, u"etherea"_s}
                << u"Cy, Ada, Bo and Di tie on 9; Etherea left: Cy 7, Ada 2, Bo 2, Di 0; Ada and Bo are level on Mourner cards (1 each); Ada and Bo share place 2."_s;
    }

    void tieBreaks()
    {
        QFETCH(QList<Numbers>, players);
        QFETCH(QStringList, order);
        QFETCH(QList<int>, places);
        QFETCH(QStringList, tiebreaks);
        QFETCH(QString, sentence);
        ScoreCalculator c;
        fill(c, players);
        QCOMPARE(rankingNames(c), order);
        QCOMPARE(rankingPlaces(c), places);
        QCOMPARE(rankingTiebreaks(c), tiebreaks);
        if (sentence.isEmpty())
            QVERIFY(c.explanations().isEmpty());
        else // one sentence per group of equal scores (issue 11)
            QCOMPARE(c.explanations(), QStringList{sentence});
        // The same ranking as the one implementation (model/scoring.h).
        const auto expected = mc::rank(c.inputs());
        QCOMPARE(int(expected.size()), int(c.ranking().size()));
        for (std::size_t i = 0; i < expected.size(); ++i)
            QCOMPARE(c.ranking().at(qsizetype(i)).toMap().value(u"place"_s).toInt(), expected[i].place);
    }

    // Fields typed for a fourth player survive going to 3 players and back; clear() empties them.
    void playerCountKeepsNumbers()
    {
        ScoreCalculator c;
        c.setPlayerCount(4);
        c.setField(3, u"unity"_s, u"7"_s);
        c.setPlayerCount(3);
        QCOMPARE(int(c.inputs().size()), 3);
        c.setPlayerCount(4);
        QCOMPARE(c.fieldText(3, u"unity"_s), u"7"_s);
        QCOMPARE(c.inputs()[3].unity, 7);
        c.setPlayerCount(9);
        QCOMPARE(c.playerCount(), 4);
        c.setPlayerCount(1);
        QCOMPARE(c.playerCount(), 2);
        QSignalSpy cleared(&c, &ScoreCalculator::cleared);
        c.clear();
        QCOMPARE(cleared.count(), 1);
        QCOMPARE(c.fieldText(3, u"unity"_s), QString());
    }

    void saveToHistory()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        QVERIFY2(store.available(), qPrintable(store.errorText()));
        ScoreCalculator c;
        c.setStore(&store);
        fill(c, {{u"Ada"_s, 10, 2, 0, 0, 0, 5, 0}, {u"Bo"_s, 12, 0, 0, 0, 0, 3, 0}});
        c.setFaction(0, u"bone"_s);
        c.setFaction(1, u"nonsense"_s); // refused
        const qint64 id = c.save();
        QVERIFY2(id >= 0, qPrintable(c.message()));
        QCOMPARE(store.gameCount(), 1);
        const auto rec = store.record(id);
        QVERIFY(rec);
        QCOMPARE(rec->source, u"calculator"_s);
        QCOMPARE(rec->players.size(), std::size_t(2));
        QCOMPARE(MournersHistory::factionOf(rec->players[0]), u"bone"_s);
        QCOMPARE(MournersHistory::factionOf(rec->players[1]), QString());
        QCOMPARE(rec->winners(), QStringList{u"Ada"_s});
        QCOMPARE(rec->players[0].tiebreak, u"etherea"_s);

        // A printable score sheet of the result.
        const QString pdf = dir.filePath(u"sheet.pdf"_s);
        QVERIFY2(c.writeScoreSheet(QUrl::fromLocalFile(pdf).toString()), qPrintable(c.message()));
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
    }

    // Issue 11: the calculator takes each player's Ulterior Motive, so the history's chart per motive
    // has the calculator's games too; an unknown name is refused, "Clear" forgets the motives.
    void motivesGoToTheHistory()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        ScoreCalculator c;
        c.setStore(&store);
        const QStringList names = c.motiveNames();
        QVERIFY2(names.size() >= 6, qPrintable(names.join(u", "_s)));
        fill(c, {{u"Ada"_s, 10, 2, 0, 0, 0, 5, 0}, {u"Bo"_s, 12, 0, 0, 0, 0, 3, 0}});
        c.setMotive(0, names[1]);
        c.setMotive(1, u"No such card"_s); // refused
        QCOMPARE(c.players()[0].toMap().value(u"motive"_s).toString(), names[1]);
        QCOMPARE(c.players()[1].toMap().value(u"motive"_s).toString(), QString());
        const qint64 id = c.save();
        QVERIFY2(id >= 0, qPrintable(c.message()));
        const auto rec = store.record(id);
        QVERIFY(rec);
        QCOMPARE(MournersHistory::motiveOf(rec->players[0]), names[1]);
        QCOMPARE(MournersHistory::motiveOf(rec->players[1]), QString());
        bool found = false;
        for (const QVariant &row : store.categoryStats(QString(), u"motive"_s)) {
            const QVariantMap m = row.toMap();
            if (m.value(u"name"_s).toString() == names[1]) {
                found = true;
                QCOMPARE(m.value(u"games"_s).toInt(), 1);
            }
        }
        QVERIFY2(found, "the motive chart counts the calculator's game");
        c.clear();
        QCOMPARE(c.players()[0].toMap().value(u"motive"_s).toString(), QString());
    }

    // Issue 11: "Save to history" twice stores the result once and says it is already there. The
    // calculator's identity is its names, numbers and date (GameRecord::computeUid).
    void savingTwiceStoresOnce()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        ScoreCalculator c;
        c.setStore(&store);
        fill(c, {{u"Ada"_s, 10, 2, 0, 0, 0, 5, 0}, {u"Bo"_s, 12, 0, 0, 0, 0, 3, 0}});
        const qint64 id = c.save();
        QVERIFY2(id >= 0, qPrintable(c.message()));
        QCOMPARE(c.save(), id);
        QCOMPARE(store.gameCount(), 1);
        QVERIFY2(c.message().contains(u"already in the history"_s), qPrintable(c.message()));
        // Another day is another game.
        c.setDate(u"2024-05-02"_s);
        const qint64 other = c.save();
        QVERIFY2(other >= 0 && other != id, qPrintable(c.message()));
        QCOMPARE(store.gameCount(), 2);
    }

    // Issue 11: the date (today unless changed) and the notes are stored with the game.
    void dateAndNotes()
    {
        QTemporaryDir dir;
        HistoryStore store(dir.filePath(u"history.sqlite"_s));
        ScoreCalculator c;
        c.setStore(&store);
        QCOMPARE(c.date(), QDate::currentDate().toString(Qt::ISODate));
        fill(c, {{u"Ada"_s, 10, 2, 0, 0, 0, 5, 0}, {u"Bo"_s, 12, 0, 0, 0, 0, 3, 0}});
        c.setDate(u"1.5.2024"_s);
        QVERIFY(!c.dateError().isEmpty());
        QVERIFY(!c.canSave());
        QCOMPARE(c.save(), qint64(-1));
        c.setDate(u"2024-05-01"_s);
        QVERIFY(c.canSave());
        c.setNotes(u"club night, Cy brought the expansion"_s);
        const qint64 id = c.save();
        QVERIFY2(id >= 0, qPrintable(c.message()));
        const auto rec = store.record(id);
        QVERIFY(rec);
        QCOMPARE(rec->playedAt.toLocalTime().date(), QDate(2024, 5, 1));
        QCOMPARE(rec->notes, u"club night, Cy brought the expansion"_s);
        const QVariantMap detail = store.gameDetail(id);
        QCOMPARE(detail.value(u"notes"_s).toString(), rec->notes);
        QCOMPARE(detail.value(u"dateText"_s).toString(), QLocale().toString(QDate(2024, 5, 1), QLocale::ShortFormat));
        QCOMPARE(store.games()->data(store.games()->index(0), HistoryModel::NotesRole).toString(), rec->notes);
        c.clear();
        QCOMPARE(c.notes(), QString());
        QCOMPARE(c.date(), u"2024-05-01"_s);
    }
};


QTEST_MAIN(TestScoreCalculator)
#include "tst_scorecalculator.moc"
