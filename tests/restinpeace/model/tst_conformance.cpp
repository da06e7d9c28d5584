// The shelf's generic conformance checks (model/core/conformance.h) on Rest in Peace: sorted legal
// actions, invariants, undo, views that hide what they must, bots that read only their view, saves
// and replays.
#include "model/restinpeace/conformance.h"

#include <QTest>

class TestConformance : public QObject {
    Q_OBJECT
private slots:
    void conformance()
    {
        mc::ConformanceOptions options;
        options.botEvery = 3;
        const QStringList failures = mc::checkConformance<rip::RestInPeaceConformance>(1, 300, options);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestConformance)
#include "tst_conformance.moc"
