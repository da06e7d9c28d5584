// `mourners-cli score` on the refused score files of tests/corpus/sheets: exit code 2 and one line
// naming the file and the field, with no character of the file that would garble the terminal.
#include <QDir>
#include <QProcess>
#include <QTest>

using namespace Qt::StringLiterals;

class TestSheetsCli : public QObject {
    Q_OBJECT

private slots:
    void corpus_data()
    {
        QTest::addColumn<QString>("game");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("expected");
        QTest::newRow("dmc unknown key") << u"dead-mans-crown"_s << u"dead-mans-crown/unknown-key.json"_s
                                         << u"players[0]: unknown key 'score'"_s;
        QTest::newRow("dmc control character")
            << u"dead-mans-crown"_s << u"dead-mans-crown/control-character-name.json"_s
            << u"players[1].name: holds the control character U+001B (character 3), which cannot be printed"_s;
        QTest::newRow("dmc long name") << u"dead-mans-crown"_s << u"dead-mans-crown/long-name.json"_s
                                       << u"players[0].name: is longer than 40 characters (41)"_s;
        QTest::newRow("dmc fraction") << u"dead-mans-crown"_s << u"dead-mans-crown/fraction.json"_s
                                      << u"players[0].rituals: must be a whole number from 0 to 999"_s;
        QTest::newRow("dmc escaped key") << u"dead-mans-crown"_s << u"dead-mans-crown/escaped-key.json"_s
                                         << u"unknown key 'x\\u001b[2J'"_s;
        QTest::newRow("occ lone surrogate")
            << u"occult"_s << u"occult/lone-surrogate-name.json"_s
            << u"players[0].name: holds the control character U+D800 (character 4), which cannot be printed"_s;
        QTest::newRow("occ direction override")
            << u"occult"_s << u"occult/direction-override-name.json"_s
            << u"players[1].name: holds the control character U+202E (character 1), which cannot be printed"_s;
        QTest::newRow("occ unknown key") << u"occult"_s << u"occult/unknown-key.json"_s
                                         << u"players[0]: unknown key 'bonus'"_s;
    }
    void corpus()
    {
        QFETCH(QString, game);
        QFETCH(QString, file);
        QFETCH(QString, expected);
        const QString path = QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/sheets/") + file;
        QProcess p;
        p.start(QStringLiteral(MOURNERS_CLI), {u"score"_s, u"--game"_s, game, path});
        QVERIFY(p.waitForFinished(60000));
        QCOMPARE(p.exitCode(), 2);
        QVERIFY(p.readAllStandardOutput().isEmpty());
        const QByteArray err = p.readAllStandardError();
        QVERIFY2(err.contains(expected.toUtf8()), err.constData());
        QVERIFY2(err.contains(path.toUtf8()), err.constData());
        for (char c : err)
            QVERIFY2(uchar(c) >= 0x20 || c == '\n', err.constData());
        QVERIFY(!err.contains("\xe2\x80\xae")); // U+202E
    }
};

QTEST_GUILESS_MAIN(TestSheetsCli)
#include "tst_sheetscli.moc"
