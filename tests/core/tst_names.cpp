// The shared check of a player's name (model/core/names.h): what every loader and form refuses.
#include "model/core/names.h"

#include <QTest>

using mc::ProblemCode;

class TestNames : public QObject
{
    Q_OBJECT

private slots:
    void typedNamesPass_data()
    {
        QTest::addColumn<QString>("name");
        QTest::newRow("plain") << u"Ada"_qs;
        QTest::newRow("accents") << u"Zoë Müller-Łukasz"_qs;
        QTest::newRow("emoji, a surrogate pair") << QString::fromUtf8("Bo \xF0\x9F\x92\x80");
        QTest::newRow("CJK") << QString::fromUtf8("\xE5\xB0\x8F\xE6\x98\x8E");
        QTest::newRow("right to left script") << QString::fromUtf8("\xD7\x93\xD7\xA0\xD7\x94");
        QTest::newRow("40 characters") << QString(40, u'x');
    }
    void typedNamesPass()
    {
        QFETCH(QString, name);
        QCOMPARE(mc::nameProblem(name, u"seats[0].name"_qs), std::nullopt);
    }

    void garblingCharactersRefused_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<int>("code");
        QTest::addColumn<int>("index");
        QTest::newRow("NUL") << u"Ad"_qs + QChar(0) + u"a"_qs << 0 << 2;
        QTest::newRow("escape (terminal colours)") << u"\x1b[31mAda"_qs << 0x1b << 0;
        QTest::newRow("newline") << u"Ada\nBo"_qs << 0x0a << 3;
        QTest::newRow("tab") << u"\tAda"_qs << 0x09 << 0;
        QTest::newRow("DEL") << u"Ada\x7f"_qs << 0x7f << 3;
        QTest::newRow("C1 control") << u"A\u0085da"_qs << 0x85 << 1;
        QTest::newRow("lone high surrogate") << u"Ada"_qs + QChar(0xD800) << 0xD800 << 3;
        QTest::newRow("lone low surrogate") << QChar(0xDC00) + u"x"_qs << 0xDC00 << 0;
        QTest::newRow("line separator") << u"A\u2028B"_qs << 0x2028 << 1;
        QTest::newRow("right-to-left override") << u"\u202eadA"_qs << 0x202e << 0;
        QTest::newRow("isolate") << u"Ada\u2066"_qs << 0x2066 << 3;
        QTest::newRow("noncharacter") << u"A\uffff"_qs << 0xffff << 1;
        QTest::newRow("zero width no-break space") << u"\ufeffAda"_qs << 0xfeff << 0;
    }
    void garblingCharactersRefused()
    {
        QFETCH(QString, name);
        QFETCH(int, code);
        QFETCH(int, index);
        const auto p = mc::nameProblem(name, u"players[2].name"_qs);
        QVERIFY(p);
        QCOMPARE(p->reason, ProblemCode::BadCharacter);
        QCOMPARE(p->path, u"players[2].name"_qs);
        QCOMPARE(p->value, code);
        QCOMPARE(p->offset, index);
    }

    void emptyAndLongRefused()
    {
        QCOMPARE(mc::nameProblem({}, u"n"_qs)->reason, ProblemCode::EmptyName);
        QCOMPARE(mc::nameProblem(u"   "_qs, u"n"_qs)->reason, ProblemCode::EmptyName);
        const auto p = mc::nameProblem(QString(41, u'x'), u"n"_qs);
        QCOMPARE(p->reason, ProblemCode::TooLong);
        QCOMPARE(p->max, mc::kMaxNameLength);
        QCOMPARE(p->value, 41);
    }

    // mc::printable(): what a message may quote from a file, a message or a command line.
    void printableKeepsTerminalsSafe()
    {
        QCOMPARE(mc::printable(u"ghost 3"_qs), u"ghost 3"_qs);
        QCOMPARE(mc::printable(u"a\u0007b\u202Ec"_qs), u"a\\u0007b\\u202ec"_qs);
        QCOMPARE(mc::printable(QString(QChar(0xD800))), u"\\ud800"_qs);
        QCOMPARE(mc::printable(u"\U0001F600"_qs), u"\U0001F600"_qs); // a pair is one character
        QCOMPARE(mc::printable(QString(50, u'x'), 40), QString(40, u'x') + QChar(0x2026));
        QCOMPARE(mc::printable(u"\x1b[2J"_qs + QString(40, u'x'), 3), u"\\u001b[2\u2026"_qs);
    }
};

QTEST_APPLESS_MAIN(TestNames)
#include "tst_names.moc"
