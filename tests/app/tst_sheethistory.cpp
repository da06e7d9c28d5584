// The numbers of a sheet game in the history (HistoryStore::gameDetail's rows, the printed score
// sheet): the record keeps keys and numbers only, the words are built when shown. A game saved in
// English reads in German once the app runs in German, a record stored before (by hand here, as any
// older version wrote it) too, and the rows come in the order and with the names of the game's own
// sheet. A key no sheet knows is still shown: nothing of a record is lost.
#include "deadmanscrownsheet.h"
#include "historyrecord.h"
#include "historystore.h"
#include "language.h"
#include "occultsheet.h"

#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

struct Rows {
    QStringList keys;
    QStringList labels;
};

Rows rowsOf(HistoryStore &store, qint64 id)
{
    Rows r;
    for (const QVariant &row : store.gameDetail(id).value(u"detailRows"_s).toList()) {
        r.keys << row.toMap().value(u"key"_s).toString();
        r.labels << row.toMap().value(u"label"_s).toString();
    }
    return r;
}

QString labelOf(const Rows &r, const QString &key)
{
    return r.labels.value(r.keys.indexOf(key));
}

} // namespace

class TestSheetHistory : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setApplicationName(u"mourners-tst-sheethistory"_s);
        QVERIFY(m_dir.isValid());
    }

    void init() { QVERIFY(Language::instance()->choose(u"en"_s)); }
    void cleanupTestCase() { QVERIFY(Language::instance()->choose(u"en"_s)); }

    // DMC-SCORE-1/2: Dead Man's Crown saved in English, shown in German: the sheet's order (rituals,
    // each space's cubes and what it counts, bones) and the sheet's own names, in German.
    void deadMansCrownFollowsTheLanguage()
    {
        HistoryStore store(m_dir.filePath(u"dmc.sqlite"_s));
        DeadMansCrownSheet sheet;
        sheet.setStore(&store);
        sheet.setPlayerCount(2);
        sheet.setName(0, u"Ada"_s);
        sheet.setName(1, u"Bo"_s);
        for (const QString &key : DeadMansCrownSheet::fieldKeys()) {
            QVERIFY(sheet.setValue(0, key, 2));
            QVERIFY(sheet.setValue(1, key, 1));
        }
        const qint64 id = sheet.saveToHistory();
        QVERIFY2(id > 0, qPrintable(sheet.message()));

        const QStringList order{u"rituals"_s,     u"oracle.black"_s, u"used.black"_s, u"oracle.red"_s,  u"used.red"_s,
                                u"oracle.white"_s, u"used.white"_s,  u"oracle.gold"_s, u"used.gold"_s,  u"oracle.runes"_s,
                                u"runeGroup"_s,    u"oracle.star"_s, u"oracle.skulls"_s, u"skullsLeft"_s, u"bones"_s,
                                u"oraclePoints"_s};
        Rows en = rowsOf(store, id);
        QCOMPARE(en.keys, order);
        // The sheet's names of its fields, not words made of the keys ("Oracle: black").
        const QVariantMap sheetLabels = sheet.labels();
        for (const QString &key : DeadMansCrownSheet::fieldKeys())
            QCOMPARE(labelOf(en, key), sheetLabels.value(key).toString());
        QCOMPARE(labelOf(en, u"oracle.black"_s), u"Cubes on black"_s);
        QCOMPARE(labelOf(en, u"oraclePoints"_s), u"Oracle points"_s);

        QVERIFY(Language::instance()->choose(u"de"_s));
        Rows de = rowsOf(store, id);
        QCOMPARE(de.keys, order);
        QCOMPARE(labelOf(de, u"rituals"_s), u"Ritualpunkte"_s);
        QCOMPARE(labelOf(de, u"oracle.black"_s), u"Würfel auf Schwarz"_s);
        QCOMPARE(labelOf(de, u"runeGroup"_s), u"Größte Runengruppe"_s);
        QCOMPARE(labelOf(de, u"oraclePoints"_s), u"Orakelpunkte"_s);
        for (qsizetype i = 0; i < de.labels.size(); ++i)
            QVERIFY2(de.labels[i] != en.labels[i], qPrintable(de.labels[i]));
        // The printed score sheet too.
        const auto record = store.record(id);
        QVERIFY(record);
        QStringList printed;
        for (const auto &row : HistoryFiles::scoreSheetRows(*record))
            printed << row.label;
        QVERIFY2(printed.contains(u"Würfel auf Schwarz"_s), qPrintable(printed.join(u", "_s)));
        QVERIFY2(printed.indexOf(u"Ritualpunkte"_s) < printed.indexOf(u"Würfel auf Schwarz"_s), qPrintable(printed.join(u", "_s)));
    }

    // A record stored earlier (the keys as every version wrote them) shows in German, and a key no
    // sheet of this version knows is still shown, after the known ones.
    void storedRecordsFollowTheLanguage()
    {
        HistoryStore store(m_dir.filePath(u"old.sqlite"_s));
        auto game = [](const QString &id, const QList<QJsonObject> &details) {
            GameRecord g;
            g.game = id;
            g.source = u"calculator"_s;
            g.playedAt = QDateTime(QDate(2026, 5, 1), QTime(12, 0), Qt::UTC);
            for (qsizetype i = 0; i < details.size(); ++i) {
                PlayerRecord p;
                p.name = i == 0 ? u"Ada"_s : u"Bo"_s;
                p.score = 10 - int(i);
                p.place = int(i) + 1;
                p.tiebreak = u"none"_s;
                p.details = details[i];
                g.players.push_back(p);
            }
            g.computeUid();
            return g;
        };
        const QJsonObject occ{{u"mastery"_s, QJsonObject{{u"bloodMagic"_s, 3}, {u"demonology"_s, 1}, {u"necromancy"_s, 0}}},
                              {u"completed"_s, QJsonObject{{u"bloodMagic"_s, 1}, {u"demonology"_s, 0}, {u"necromancy"_s, 0}}},
                              {u"prophecy"_s, QJsonObject{{u"1"_s, 4}, {u"2"_s, 2}, {u"10"_s, 1}}},
                              {u"masteryLevel"_s, 4},
                              {u"completedMasteries"_s, 1},
                              {u"prophecyPoints"_s, 7},
                              {u"laterField"_s, 5}};
        const qint64 occId = store.addRecord(game(u"occult"_s, {occ, occ}));
        QVERIFY2(occId > 0, qPrintable(store.message()));
        const QJsonObject man{{u"directDamageTaken"_s, 4}, {u"damageDealt"_s, 9}, {u"stacksDefeated"_s, 2}, {u"cardsToGraveyard"_s, 6}};
        const qint64 manId = store.addRecord(game(u"manster-duel"_s, {man, man}));
        QVERIFY2(manId > 0, qPrintable(store.message()));

        Rows en = rowsOf(store, occId);
        QCOMPARE(en.keys, (QStringList{u"mastery.bloodMagic"_s, u"completed.bloodMagic"_s, u"mastery.demonology"_s,
                                       u"completed.demonology"_s, u"mastery.necromancy"_s, u"completed.necromancy"_s,
                                       u"prophecy.1"_s, u"prophecy.2"_s, u"prophecy.10"_s,
                                       // Left out when 0 by the sheet: their rows show 0 (absentIsZero).
                                       u"effects"_s, u"masteryLevel"_s, u"completedMasteries"_s,
                                       u"prophecyPoints"_s, u"inPlayPoints"_s, u"laterField"_s}));
        QCOMPARE(labelOf(en, u"completed.bloodMagic"_s), u"Blood Magic: completed"_s);
        QCOMPARE(labelOf(en, u"prophecy.10"_s), u"Prophecy 10"_s);
        QCOMPARE(labelOf(en, u"laterField"_s), u"Later field"_s);
        QCOMPARE(labelOf(rowsOf(store, manId), u"cardsToGraveyard"_s), u"Cards to the graveyard"_s);

        QVERIFY(Language::instance()->choose(u"de"_s));
        Rows de = rowsOf(store, occId);
        QCOMPARE(de.keys, en.keys);
        QCOMPARE(labelOf(de, u"mastery.bloodMagic"_s), u"Blood Magic: Stufe"_s);
        QCOMPARE(labelOf(de, u"completed.necromancy"_s), u"Necromancy: erfüllt"_s);
        QCOMPARE(labelOf(de, u"prophecy.2"_s), u"Prophezeiung 2"_s);
        QCOMPARE(labelOf(de, u"prophecyPoints"_s), u"Punkte der Prophezeiungen"_s);
        QCOMPARE(labelOf(de, u"laterField"_s), u"Later field"_s); // kept, in the words of its key
        const Rows manDe = rowsOf(store, manId);
        QCOMPARE(manDe.keys, (QStringList{u"directDamageTaken"_s, u"damageDealt"_s, u"stacksDefeated"_s, u"cardsToGraveyard"_s}));
        QCOMPARE(labelOf(manDe, u"cardsToGraveyard"_s), u"Karten auf den Friedhof"_s);
        QCOMPARE(labelOf(manDe, u"damageDealt"_s), u"Zugefügter Schaden"_s);
        // Every number is still there.
        QCOMPARE(store.gameDetail(occId).value(u"players"_s).toList().first().toMap().value(u"values"_s).toMap()
                         .value(u"laterField"_s).toInt(), 5);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestSheetHistory)
#include "tst_sheethistory.moc"
