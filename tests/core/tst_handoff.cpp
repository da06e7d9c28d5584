// Who may look at the laptop in hot-seat play (app/core/handoff.h), the rules every game of the shelf
// follows: a person's secrets only after their "I am …", kept while only computer players decide since,
// one person against computers always on their own screen, a seat with its phone never handed the laptop.
#include "handoff.h"

#include <QTest>

using namespace Qt::StringLiterals;

class TstHandOff : public QObject
{
    Q_OBJECT

private slots:
    void twoPeopleTakeTurns()
    {
        shelf::HandOff h;
        h.reset(true);
        const int none = shelf::HandOff::onlyPerson({u"person"_s, u"person"_s, u"strong"_s});
        QCOMPARE(none, -1);
        h.afterStep(0, true);
        QVERIFY(h.handOffNeeded(0, true, none, false, false));
        QCOMPARE(h.shownSeat(0, none, false, false), -1);
        QVERIFY(h.reveal(0, true));
        QVERIFY(!h.handOffNeeded(0, true, none, false, false));
        QCOMPARE(h.shownSeat(0, none, false, false), 0);
        // A computer decides: nobody's secrets; then the same person again: no hand-off.
        h.afterStep(2, false);
        QCOMPARE(h.shownSeat(2, none, false, false), -1);
        QVERIFY(!h.handOffNeeded(2, false, none, false, false));
        h.afterStep(-1, false); // chance
        h.afterStep(0, true);
        QCOMPARE(h.shownSeat(0, none, false, false), 0);
        // The other person: the laptop changes hands.
        h.afterStep(1, true);
        QVERIFY(h.handOffNeeded(1, true, none, false, false));
        QCOMPARE(h.shownSeat(1, none, false, false), -1);
        h.afterStep(0, true);
        QVERIFY2(h.handOffNeeded(0, true, none, false, false), "the laptop went to the other person meanwhile");
        // Hidden by hand: whoever decides next says who they are again; the end shows no one's secrets.
        QVERIFY(h.reveal(0, true));
        QVERIFY(h.hide());
        QVERIFY(!h.hide());
        QVERIFY(h.handOffNeeded(0, true, none, false, false));
        QVERIFY(h.reveal(0, true));
        QCOMPARE(h.shownSeat(0, none, false, true), -1);
        QVERIFY(!h.handOffNeeded(0, true, none, false, true));
        // No hand-off and no "I am" for a computer, nor without hot-seat privacy.
        QVERIFY(!h.reveal(2, false));
        h.reset(false);
        QVERIFY(!h.reveal(0, true));
        QVERIFY(!h.handOffNeeded(0, true, none, false, false));
    }

    void phonesKeepTheirSecrets()
    {
        shelf::HandOff h;
        h.reset(true);
        const int none = shelf::HandOff::onlyPerson({u"person"_s, u"person"_s});
        h.afterStep(0, true);
        QVERIFY(h.reveal(0, true));
        // Phones change: nobody holds the laptop any more.
        QVERIFY(h.setPhoneSeats(0b10));
        QVERIFY(!h.setPhoneSeats(0b10));
        QCOMPARE(h.revealedSeat(), -1);
        QCOMPARE(h.holder(), -1);
        // The seat with its phone: no hand-off, no secrets on the laptop, no "I am".
        h.afterStep(1, true);
        QVERIFY(!h.handOffNeeded(1, true, none, false, false));
        QVERIFY(!h.reveal(1, true));
        QCOMPARE(h.shownSeat(1, none, false, false), -1);
        // The other one, while their phone asks elsewhere: nothing of theirs shown either.
        h.afterStep(0, true);
        QVERIFY(!h.handOffNeeded(0, true, none, true, false));
        QCOMPARE(h.shownSeat(0, none, true, false), -1);
    }

    void onePersonAgainstComputers()
    {
        shelf::HandOff h;
        h.reset(true);
        const int only = shelf::HandOff::onlyPerson({u"strong"_s, u"person"_s, u"rules"_s});
        QCOMPARE(only, 1);
        h.afterStep(0, false);
        QCOMPARE(h.shownSeat(0, only, false, false), 1);
        h.afterStep(1, true);
        QVERIFY(!h.handOffNeeded(1, true, only, false, false));
        QCOMPARE(h.shownSeat(1, only, false, true), 1); // their screen to the end
        QVERIFY(h.setPhoneSeats(0b10));
        QCOMPARE(h.shownSeat(1, only, false, false), -1); // their secrets are on their phone
        QCOMPARE(shelf::HandOff::onlyPerson({u"strong"_s, u"rules"_s}), -1);
    }
};

QTEST_GUILESS_MAIN(TstHandOff)
#include "tst_handoff.moc"
