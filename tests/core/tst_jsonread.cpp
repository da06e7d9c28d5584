// The shared JSON reader (model/core/jsonread.h): a key written twice in one object is refused with the
// key, where it is and its line; the same key in sibling objects, keys inside strings and escaped
// spellings are told apart the way the JSON reader itself reads them; a file over its limit is refused
// before it is parsed.
#include "model/core/jsonread.h"

#include <QTest>

using namespace Qt::StringLiterals;
using namespace mc;

class TestJsonRead : public QObject {
    Q_OBJECT

private slots:
    void duplicates_data()
    {
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("path"); // "" when no key is written twice
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("line");

        QTest::newRow("none") << QByteArray(R"({"a":1,"b":{"a":2},"c":[{"a":3},{"a":4}]})") << QString() << QString() << 0;
        QTest::newRow("top level") << QByteArray("{\"players\":[],\n\"players\":[1]}") << u"players"_s << u"players"_s << 2;
        QTest::newRow("nested object") << QByteArray(R"({"a":{"b":{"c":1,"c":2}}})") << u"a.b.c"_s << u"c"_s << 1;
        QTest::newRow("array of objects")
            << QByteArray("{\"players\":[\n{\"name\":\"A\",\"unity\":\"ten\",\"Untiy\":7},\n{\"name\":\"A\",\"unity\":3,\n\"unity\":4}]}")
            << u"players[1].unity"_s << u"unity"_s << 4;
        QTest::newRow("the report's file: the first copy is checked too")
            << QByteArray(R"({"players":[{"name":"A","unity":"ten","Untiy":7},{"name":"A","unity":3}], "players":[{"name":"B"}]})")
            << u"players"_s << u"players"_s << 1;
        QTest::newRow("sibling objects may share keys") << QByteArray(R"([{"a":1,"b":2},{"a":1,"b":2},[{"a":{}}]])") << QString()
                                                          << QString() << 0;
        QTest::newRow("nested lists") << QByteArray(R"({"x":[[1,2],[3,{"k":1,"k":2}]]})") << u"x[1][1].k"_s << u"k"_s << 1;
        QTest::newRow("escaped spelling is the same key") << QByteArray("{\"ab\":1,\"a\\u0062\":2}") << u"ab"_s << u"ab"_s << 1;
        QTest::newRow("escaped quote in a key") << QByteArray("{\"a\\\"b\":1,\"a\\u0022b\":2}") << u"a\"b"_s << u"a\"b"_s << 1;
        QTest::newRow("surrogate pair") << QByteArray("{\"\xf0\x9f\x92\x80\":1,\"\\ud83d\\udc80\":2}") << u"\U0001F480"_s
                                        << u"\U0001F480"_s << 1;
        QTest::newRow("different escapes differ") << QByteArray("{\"a\\n\":1,\"a\\t\":2,\"a\":3}") << QString() << QString() << 0;
        QTest::newRow("case differs") << QByteArray(R"({"unity":1,"Unity":2})") << QString() << QString() << 0;
        QTest::newRow("braces and quotes in strings")
            << QByteArray("{\"a\":\"{\\\"a\\\":1,\\\"a\\\":2}\",\"b\":\"}]\",\"c\":\"\\\\\",\"d\":{\"a\":\"[{\"}}") << QString() << QString() << 0;
        QTest::newRow("a value equal to a key") << QByteArray(R"({"a":"a","b":"a"})") << QString() << QString() << 0;
        QTest::newRow("key after a nested object") << QByteArray(R"({"a":{"x":1},"b":[1,{"y":2}],"a":0})") << u"a"_s << u"a"_s << 1;
        QTest::newRow("empty key twice") << QByteArray(R"({"":1,"":2})") << QString() << QString() << 1;
    }

    void duplicates()
    {
        QFETCH(QByteArray, json);
        QFETCH(QString, path);
        QFETCH(QString, key);
        QFETCH(int, line);
        const std::optional<Problem> dup = duplicateKey(json);
        Problem refused;
        const QJsonDocument doc = readJson(json, 1024, refused);
        if (line == 0) {
            QVERIFY2(!dup, qPrintable(dup ? dup->path : QString()));
            QVERIFY(!doc.isNull());
            return;
        }
        QVERIFY(dup.has_value());
        QCOMPARE(dup->reason, ProblemCode::DuplicateKey);
        QCOMPARE(dup->path, path);
        QCOMPARE(dup->detail, key);
        QCOMPARE(dup->value, line);
        QVERIFY(doc.isNull());
        QCOMPARE(refused, *dup);
    }

    // Text that is no JSON is refused by Qt's reader with its message and byte, as before.
    void notJson()
    {
        Problem refused;
        QVERIFY(readJson(R"({"a":1,})", 1024, refused).isNull());
        QCOMPARE(refused.reason, ProblemCode::NotJson);
        QVERIFY(refused.offset > 0);
        QVERIFY(!refused.detail.isEmpty());
    }

    // A file over the limit is refused with its size and the limit (in KB), before it is read.
    void tooBigBeforeParsing()
    {
        const QByteArray json = "{\"a\":\"" + QByteArray(3000, 'x') + "\"}";
        Problem refused;
        QVERIFY(readJson(json, 2048, refused).isNull());
        QCOMPARE(refused.reason, ProblemCode::FileTooBig);
        QCOMPARE(refused.value, 3);
        QCOMPARE(refused.max, 2);
        QVERIFY(!readJson(json, 4096, refused).isNull());
        // Even broken text over the limit is refused for its size: nothing of it is parsed.
        QCOMPARE((readJson(QByteArray(5000, '{'), 4096, refused), refused.reason), ProblemCode::FileTooBig);
    }

    // A long file with many objects is scanned in one pass (correctness only; the time is in bench/).
    void manyObjects()
    {
        QByteArray json = "[";
        for (int i = 0; i < 20000; ++i)
            json += (i ? ",{\"a\":" : "{\"a\":") + QByteArray::number(i) + ",\"b\":{\"a\":1}}";
        json += "]";
        QVERIFY(!duplicateKey(json));
        json.chop(1);
        json += ",{\"a\":1,\"b\":2,\"a\":3}]";
        const std::optional<Problem> dup = duplicateKey(json);
        QVERIFY(dup.has_value());
        QCOMPARE(dup->path, u"[20000].a"_s);
    }
};

QTEST_GUILESS_MAIN(TestJsonRead)
#include "tst_jsonread.moc"
