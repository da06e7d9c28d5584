// The fuzz tests' mutator (tests/core/mutator.h): the same seed gives the same mutations, and the
// mutations change the file in the ways the loaders must survive.
#include "tests/core/mutator.h"

#include <QSet>
#include <QTest>

class TestMutator : public QObject
{
    Q_OBJECT

private slots:
    void sameSeedSameMutations()
    {
        const QByteArray in = "{\n  \"name\": \"Ada\",\n  \"unity\": 12,\n  \"list\": [1, 2, 3]\n}\n";
        QList<QByteArray> first, second;
        mc::fuzz::run(in, 200, 42, [&](const QByteArray &m, int) { first << m; return true; });
        mc::fuzz::run(in, 200, 42, [&](const QByteArray &m, int) { second << m; return true; });
        QCOMPARE(first, second);
        QList<QByteArray> other;
        mc::fuzz::run(in, 200, 43, [&](const QByteArray &m, int) { other << m; return true; });
        QVERIFY(first != other);
    }

    void mutationsChangeTheFileInManyWays()
    {
        const QByteArray in = "{\n  \"name\": \"Ada\",\n  \"unity\": 12,\n  \"list\": [1, 2, 3]\n}\n";
        QSet<QByteArray> distinct;
        int unchanged = 0, shorter = 0, longer = 0, misspelt = 0, controls = 0;
        mc::fuzz::run(in, 2000, 7, [&](const QByteArray &m, int) {
            distinct.insert(m);
            unchanged += m == in;
            shorter += m.size() < in.size();
            longer += m.size() > in.size();
            misspelt += !m.contains("\"name\"") && m.contains("ame\"");
            controls += m.contains("\\u0000") || m.contains("\\ud800");
            return true;
        });
        QVERIFY2(distinct.size() > 1500, qPrintable(QString::number(distinct.size())));
        QVERIFY(unchanged < 40);
        QVERIFY(shorter > 100);
        QVERIFY(longer > 100);
        QVERIFY(misspelt > 10);
        QVERIFY(controls > 10);
    }

    void stopsWhenTheCheckFails()
    {
        int calls = 0;
        mc::fuzz::run("{\"a\":1}", 100, 1, [&](const QByteArray &, int i) { ++calls; return i < 9; });
        QCOMPARE(calls, 10);
    }
};

QTEST_APPLESS_MAIN(TestMutator)
#include "tst_mutator.moc"
