// Generic adjustments (table play, docs/cli.md): every refusal comes with the values that explain it,
// and no correction can push a counter out of 0..kAdjustMax (so no 16-bit counter wraps).
#include "testutil.h"

#include "model/mourners/adjustment.h"

using namespace Qt::StringLiterals;
using namespace mc;
using namespace mctest;

namespace {

Action adjust(int seat, Resource r, int delta)
{
    Action a;
    a.type = ActionType::Adjust;
    a.seat = std::int8_t(seat);
    a.a = std::int8_t(r);
    a.v = std::int16_t(delta);
    return a;
}

Action parsed(const GameState &s, const QString &text)
{
    Action a;
    QString error;
    if (!actionFromText(s, text, a, error))
        qWarning("not an action: %s", qPrintable(error));
    return a;
}

} // namespace

class TestAdjustment : public QObject {
    Q_OBJECT

private slots:
    // The refusal names the amount now, the change, what it would leave and the allowed range.
    void amountOutOfRange_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<int>("seat");
        QTest::addColumn<int>("field");
        QTest::addColumn<int>("current");
        QTest::addColumn<int>("change");
        QTest::addColumn<int>("max");
        QTest::newRow("etherea below 0") << u"p1 adjust etherea -5"_s << 0 << int(Resource::Etherea) << 2 << -5 << kAdjustMax;
        QTest::newRow("unity below 0") << u"p2 adjust unity -1"_s << 1 << int(Resource::Unity) << 0 << -1 << kAdjustMax;
        QTest::newRow("influence above the bound") << u"p3 adjust spirit +999"_s << 2 << int(Resource::SpiritInfluence) << 1 << 999
                                                   << kAdjustMax;
        QTest::newRow("motive above its maximum") << u"p1 adjust motive +21"_s << 0 << int(Resource::MotiveBonus) << 0 << 21 << 20;
        // The Forge and the Unity supply had no upper bound: a big value wrapped the counter.
        QTest::newRow("forge above the bound") << u"p1 adjust forge +999"_s << -1 << int(Resource::Forge) << 1 << 999 << kAdjustMax;
        QTest::newRow("unity supply above the bound") << u"p1 adjust unity-supply +999"_s << -1 << int(Resource::UnitySupply) << 25
                                                      << 999 << kAdjustMax;
    }

    void amountOutOfRange()
    {
        QFETCH(QString, text);
        QFETCH(int, seat);
        QFETCH(int, field);
        QFETCH(int, current);
        QFETCH(int, change);
        QFETCH(int, max);
        GameState s = tableGameAfterSetup(3);
        s.forge = 1;
        s.unitySupply = 25;
        s.player[2].influence[2] = 1;
        const Action a = parsed(s, text);
        const AdjustmentProblem p = adjustmentProblem(s, a);
        QCOMPARE(adjustmentErrorKey(p.error), "out-of-range");
        QCOMPARE(p.seat, seat);
        QCOMPARE(p.field, field);
        QCOMPARE(p.current, current);
        QCOMPARE(p.change, change);
        QCOMPARE(p.result, current + change);
        QCOMPARE(p.min, 0);
        QCOMPARE(p.max, max);
        const GameState before = s;
        QCOMPARE(s.apply(a), ApplyError::BadAdjustment);
        QVERIFY(s == before);
    }

    // Unity given back goes to the supply, so the supply's bound applies to it too.
    void unityBackToAFullSupply()
    {
        GameState s = tableGameAfterSetup(2);
        s.unitySupply = 995;
        s.player[0].unity = 10;
        const AdjustmentProblem p = adjustmentProblem(s, adjust(0, Resource::Unity, -10));
        QCOMPARE(adjustmentErrorKey(p.error), "out-of-range");
        QCOMPARE(p.field, int(Resource::UnitySupply));
        QCOMPARE(p.current, 995);
        QCOMPARE(p.result, 1005);
        QVERIFY(adjustmentProblem(s, adjust(0, Resource::Unity, -4)).ok());
    }

    // Within the bounds an adjustment applies; the counters never wrap, whatever is asked.
    void noCounterWraps()
    {
        GameState s = tableGameAfterSetup(2);
        for (int r = 0; r < kResources; ++r) {
            for (int i = 0; i < 5; ++i)
                (void)s.apply(adjust(i % 2, Resource(r), kAdjustMax));
            for (int i = 0; i < 5; ++i)
                (void)s.apply(adjust(i % 2, Resource(r), -kAdjustMax));
        }
        QVERIFY(s.forge >= 0 && s.forge <= kAdjustMax);
        QVERIFY(s.unitySupply >= 0 && s.unitySupply <= kAdjustMax);
        for (int p = 0; p < 2; ++p) {
            const auto &pl = s.player[std::size_t(p)];
            QVERIFY(pl.etherea >= 0 && pl.etherea <= kAdjustMax);
            QVERIFY(pl.unity >= 0 && pl.unity <= kAdjustMax);
            for (auto f : pl.influence)
                QVERIFY(f >= 0 && f <= kAdjustMax);
        }
        QVERIFY2(s.checkInvariants().isEmpty(), qPrintable(s.checkInvariants()));
        QCOMPARE(s.apply(adjust(0, Resource::Forge, 3)), ApplyError::None);
    }

    // The other adjustments: meters (R-SUSP-1, R-THREAT-10 one past the top), figures (R-COMP-2/3), holders.
    void otherRefusals_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("key");
        QTest::newRow("threat two past the top") << u"meter threat 11"_s << u"meter-out-of-range"_s;
        QTest::newRow("suspicion below 0") << u"meter suspicion -1"_s << u"meter-out-of-range"_s;
        QTest::newRow("move to the same place") << u"p1 move crypt crypt mk"_s << u"same-place"_s;
        QTest::newRow("move a figure not there") << u"p1 move 5 6 mk"_s << u"no-figure-there"_s;
        QTest::newRow("remove a figure not there") << u"p1 figure 5 mk -1"_s << u"no-figure-there"_s;
        QTest::newRow("malavestros in the crypt") << u"holder malavestros crypt"_s << u"no-such-holder"_s;
    }

    void otherRefusals()
    {
        QFETCH(QString, text);
        QFETCH(QString, key);
        GameState s = tableGameAfterSetup(2);
        const Action a = parsed(s, text);
        QCOMPARE(QString::fromLatin1(adjustmentErrorKey(adjustmentProblem(s, a).error)), key);
        QCOMPARE(s.apply(a), ApplyError::BadAdjustment);
    }

    void meterRangeIsReported()
    {
        const GameState s = tableGameAfterSetup(2);
        const AdjustmentProblem p = adjustmentProblem(s, parsed(s, u"meter threat 11"_s));
        QCOMPARE(p.field, int(Meter::Threat));
        QCOMPARE(p.result, 11);
        QCOMPARE(p.max, s.rules().threatMax + 1);
    }

    void noBaseLeft()
    {
        GameState s = tableGameAfterSetup(2);
        addFigures(s, 0, 4, MortisKnighthood, s.player[0].bases);
        const AdjustmentProblem p = adjustmentProblem(s, parsed(s, u"p1 figure crypt co +1"_s));
        QCOMPARE(adjustmentErrorKey(p.error), "no-base-left");
        QCOMPARE(p.seat, 0);
    }

    void digitalGameHasNoAdjustments()
    {
        const GameState s = GameState::newGame(rules(), 2, 1, Mode::Digital);
        QCOMPARE(applyErrorOf(adjustmentProblem(s, adjust(0, Resource::Etherea, 1))), ApplyError::NotInTablePlay);
        QCOMPARE(s.check(adjust(0, Resource::Etherea, 1)), ApplyError::NotInTablePlay);
    }
};

QTEST_GUILESS_MAIN(TestAdjustment)
#include "tst_adjustment.moc"
