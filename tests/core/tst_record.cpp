// The step record every game shares (model/core/record.h), on a toy game whose legality depends on the
// state: steps with their follow-ups, the opening, joined steps, corrections of the past as steps of
// their own, undo and redo across all of them, regrouping a loaded game, and the checkpoints.
#include "model/core/record.h"

#include <QTest>

namespace {

// A counter from 0 to 100: an action adds its value; one that would leave 0..100 is illegal.
struct Counter {
    using EventsType = std::vector<int>;
    enum class Error { None = 0, Illegal };
    int value = 0;
    std::vector<int> seen; // every action applied, so that two histories never give one state
    static inline int applies = 0;

    Error apply(const int &delta, EventsType *events)
    {
        ++applies;
        if (value + delta < 0 || value + delta > 100)
            return Error::Illegal;
        value += delta;
        seen.push_back(delta);
        if (events)
            events->push_back(value);
        return Error::None;
    }
    friend bool operator==(const Counter &, const Counter &) = default;
};

using Rec = mc::Record<Counter, int, 4>;
using Part = Rec::Part;

// The state after `actions` from 0, played one by one.
Counter played(const std::vector<int> &actions)
{
    Counter c;
    for (int a : actions)
        (void)c.apply(a, nullptr);
    return c;
}

// The steps as "first:count" words, "j" for a joined step, "c" for a correction.
QString shape(const std::vector<Rec::Step> &steps)
{
    QStringList out;
    for (const auto &s : steps)
        out << QString::number(s.first) + u':' + QString::number(s.count) + QLatin1StringView(s.joined ? "j" : "")
                        + QLatin1StringView(s.isCorrection() ? "c" : "");
    return out.join(u' ');
}

// Makes an odd value even: the automatic follow-up of the toy.
bool evenUp(const Counter &s, int &a)
{
    if (s.value % 2 == 0)
        return false;
    a = 1;
    return true;
}

} // namespace

class TestRecord : public QObject
{
    Q_OBJECT

private slots:
    // A step is an action with its follow-ups: undo takes them all back, redo brings them all (with
    // their events); a new action clears what could be redone.
    void stepsTakeTheirFollowUps()
    {
        Rec r{Counter{}};
        QVERIFY(!r.canUndo());
        QCOMPARE(r.apply(5), Counter::Error::None);
        QCOMPARE(r.apply(1, nullptr, Part::FollowUp), Counter::Error::None);
        QCOMPARE(r.apply(2, nullptr, Part::FollowUp), Counter::Error::None);
        QCOMPARE(r.apply(10), Counter::Error::None);
        QCOMPARE(r.steps().size(), std::size_t(2));
        QCOMPARE(r.steps()[0].count, std::size_t(3));
        QCOMPARE(r.steps()[1].first, std::size_t(3));
        QCOMPARE(r.apply(200), Counter::Error::Illegal); // refused: nothing recorded
        QCOMPARE(r.actions().size(), std::size_t(4));

        QVERIFY(r.undo());
        QVERIFY(r.undo());
        QVERIFY(r.current() == Counter{});
        QVERIFY(r.actions().empty());
        QVERIFY(!r.canUndo());
        QVERIFY(r.canRedo());
        Counter::EventsType events;
        QVERIFY(r.redo(&events));
        QCOMPARE(events, (std::vector<int>{5, 6, 8})); // the whole first step
        QVERIFY(r.current() == played({5, 1, 2}));
        QVERIFY(r.canRedo());
        QCOMPARE(r.apply(3), Counter::Error::None);
        QVERIFY(!r.canRedo());
        QCOMPARE(shape(r.steps()), QStringLiteral("0:3 3:1"));
    }

    // Follow-ups before the first step, and everything marked as the opening, are never undone.
    void theOpeningIsNotUndoable()
    {
        Rec r{Counter{}};
        QCOMPARE(r.apply(4, nullptr, Part::FollowUp), Counter::Error::None);
        QCOMPARE(r.opening(), std::size_t(1));
        QVERIFY(!r.canUndo());
        QCOMPARE(r.apply(7), Counter::Error::None);
        QCOMPARE(r.apply(1), Counter::Error::None);
        r.markOpening();
        QCOMPARE(r.opening(), std::size_t(3));
        QVERIFY(!r.canUndo());
        QVERIFY(!r.undo());
        QCOMPARE(r.apply(2), Counter::Error::None);
        QVERIFY(r.undo());
        QVERIFY(!r.undo());
        QVERIFY(r.current() == played({4, 7, 1}));
    }

    // Joined steps (answers confirmed together) go back and come back together, each a step of its own.
    void joinedStepsGoTogether()
    {
        Rec r{Counter{}};
        QCOMPARE(r.apply(1), Counter::Error::None);
        QCOMPARE(r.apply(2), Counter::Error::None);
        QCOMPARE(r.apply(3, nullptr, Part::Joined), Counter::Error::None);
        QCOMPARE(r.apply(1, nullptr, Part::FollowUp), Counter::Error::None);
        QCOMPARE(r.apply(4, nullptr, Part::Joined), Counter::Error::None);
        QCOMPARE(shape(r.steps()), QStringLiteral("0:1 1:1 2:2j 4:1j"));
        QVERIFY(r.undo());
        QCOMPARE(r.steps().size(), std::size_t(1));
        QVERIFY(r.current() == played({1}));
        QCOMPARE(r.redoSteps().size(), std::size_t(3));
        Counter::EventsType events;
        QVERIFY(r.redo(&events));
        QCOMPARE(events, (std::vector<int>{3, 6, 7, 11}));
        QCOMPARE(shape(r.steps()), QStringLiteral("0:1 1:1 2:2j 4:1j"));
        QVERIFY(!r.canRedo());
        // A joined action as the very first step joins nothing.
        Rec first{Counter{}};
        QCOMPARE(first.apply(1, nullptr, Part::Joined), Counter::Error::None);
        QVERIFY(!first.steps().front().joined);
    }

    // A correction replays the later actions: those still legal are kept, the first that is not and all
    // after it dropped; the automatic follow-ups join the last kept step; the correction is a step of
    // its own that says what it did.
    void correctionKeepsAndDrops()
    {
        Rec r{Counter{}};
        for (int a : {10, 20, 30, 25})
            QCOMPARE(r.apply(a), Counter::Error::None);
        QCOMPARE(r.apply(4, nullptr, Part::Joined), Counter::Error::None);
        Rec::Correction c;
        QVERIFY(r.correct(1, 45, c, &evenUp)); // 10 45 30 -> 85; 25 would make 110
        QCOMPARE(c.index, std::size_t(1));
        QCOMPARE(c.was, 20);
        QCOMPARE(c.now, 45);
        QCOMPARE(c.kept, std::size_t(1));
        QCOMPARE(c.dropped, std::size_t(2));
        QCOMPARE(c.stoppedAt, std::ptrdiff_t(3));
        QCOMPARE(c.reason, Counter::Error::Illegal);
        QCOMPARE(c.followUps, std::size_t(1)); // 85 -> 86
        QCOMPARE(r.actions(), (std::vector<int>{10, 45, 30, 1}));
        QVERIFY(r.current() == played({10, 45, 30, 1}));
        QCOMPARE(shape(r.steps()), QStringLiteral("0:1 1:1 2:2 4:0c"));
        QVERIFY(r.steps().back().isCorrection());
        QCOMPARE(r.steps().back().correction->before->actions, (std::vector<int>{10, 20, 30, 25, 4}));
        QVERIFY(!r.canRedo());

        // Refused: nothing changes.
        const std::vector<int> actions = r.actions();
        Rec::Correction refused;
        QVERIFY(!r.correct(0, -1, refused));
        QCOMPARE(refused.reason, Counter::Error::Illegal);
        QVERIFY(!r.correct(9, 1, refused));
        QCOMPARE(r.actions(), actions);
        QCOMPARE(r.steps().size(), std::size_t(4));
    }

    // Undoing a correction brings back the history exactly as it was (actions, steps, joins, state);
    // redo brings back the corrected one; steps after it come and go as usual.
    void correctionUndoRedo()
    {
        Rec r{Counter{}};
        QCOMPARE(r.apply(3, nullptr, Part::FollowUp), Counter::Error::None); // the opening
        for (int a : {10, 20, 30})
            QCOMPARE(r.apply(a), Counter::Error::None);
        QCOMPARE(r.apply(5, nullptr, Part::Joined), Counter::Error::None);
        QCOMPARE(r.apply(2), Counter::Error::None);
        const auto shapeBefore = shape(r.steps());
        const std::vector<int> actionsBefore = r.actions();
        const Counter stateBefore = r.current();

        Rec::Correction c;
        QVERIFY(r.correct(2, 21, c, &evenUp)); // 3 10 21 30 5 2 = 71 -> +1 = 72
        QCOMPARE(c.kept, std::size_t(3));
        QCOMPARE(c.dropped, std::size_t(0));
        QCOMPARE(r.actions(), (std::vector<int>{3, 10, 21, 30, 5, 2, 1}));
        const auto shapeCorrected = shape(r.steps());
        QCOMPARE(shapeCorrected, QStringLiteral("1:1 2:1 3:1 4:1j 5:2 7:0c"));
        QCOMPARE(r.apply(4), Counter::Error::None); // a step after the correction

        QVERIFY(r.undo()); // the step
        QVERIFY(r.undo()); // the correction
        QCOMPARE(r.actions(), actionsBefore);
        QCOMPARE(shape(r.steps()), shapeBefore);
        QVERIFY(r.current() == stateBefore);
        QCOMPARE(r.opening(), std::size_t(1));

        QVERIFY(r.redo()); // the correction again
        QCOMPARE(shape(r.steps()), shapeCorrected);
        QVERIFY(r.current() == played({3, 10, 21, 30, 5, 2, 1}));
        QVERIFY(r.redo()); // and the step after it
        QVERIFY(r.current() == played({3, 10, 21, 30, 5, 2, 1, 4}));
        QVERIFY(!r.canRedo());

        // Undo twice more: the step, the correction, then the step before it as it was.
        QVERIFY(r.undo());
        QVERIFY(r.undo());
        QVERIFY(r.undo());
        QCOMPARE(r.actions(), (std::vector<int>{3, 10, 20, 30, 5}));
        QVERIFY(r.undo()); // the joined pair 30 + 5
        QCOMPARE(r.actions(), (std::vector<int>{3, 10, 20}));
        QVERIFY(r.redo()); // 30 and 5 together
        QVERIFY(r.redo()); // 2
        QVERIFY(r.redo()); // the correction
        QVERIFY(r.current() == played({3, 10, 21, 30, 5, 2, 1}));
    }

    // An earlier correction stays a step when a later one keeps every action after it, and goes when
    // actions after it are dropped; undoing the later one brings the earlier back as it was.
    void earlierCorrections()
    {
        Rec r{Counter{}};
        for (int a : {10, 20, 30})
            QCOMPARE(r.apply(a), Counter::Error::None);
        Rec::Correction c;
        QVERIFY(r.correct(2, 31, c));
        QCOMPARE(r.apply(5), Counter::Error::None);
        QVERIFY(r.correct(0, 11, c)); // all kept: the first correction stays
        QCOMPARE(shape(r.steps()), QStringLiteral("0:1 1:1 2:1 3:0c 3:1 4:0c"));
        QVERIFY(r.correct(0, 40, c)); // 40 20 31 = 91, 5 = 96: kept
        QCOMPARE(c.dropped, std::size_t(0));
        QVERIFY(r.correct(0, 60, c)); // 60 20 = 80, 31 would make 111: 31 and 5 dropped
        QCOMPARE(c.dropped, std::size_t(2));
        QCOMPARE(r.actions(), (std::vector<int>{60, 20}));
        // The corrections that stood after the cut go: only the new one is a step.
        int corrections = 0;
        for (const auto &s : r.steps())
            corrections += s.isCorrection() ? 1 : 0;
        QCOMPARE(corrections, 1);
        QVERIFY(r.undo());
        QCOMPARE(r.actions(), (std::vector<int>{40, 20, 31, 5}));
        corrections = 0;
        for (const auto &s : r.steps())
            corrections += s.isCorrection() ? 1 : 0;
        QCOMPARE(corrections, 3);
        QVERIFY(r.undo()); // 11 -> 40 taken back
        QVERIFY(r.undo()); // 10 -> 11 taken back
        QCOMPARE(r.actions(), (std::vector<int>{10, 20, 31, 5}));
        QVERIFY(r.undo()); // the 5
        QVERIFY(r.undo()); // 30 -> 31 taken back
        QCOMPARE(r.actions(), (std::vector<int>{10, 20, 30}));
        QVERIFY(r.current() == played({10, 20, 30}));
    }

    // A loaded game's actions are grouped again; counts that do not add up are refused.
    void regroup()
    {
        Rec r{Counter{}};
        for (int a : {1, 2, 3, 4, 5})
            QCOMPARE(r.apply(a), Counter::Error::None);
        QVERIFY(!r.regroup(1, {Rec::Step{0, 2, false, {}}}));
        QCOMPARE(r.steps().size(), std::size_t(5));
        QVERIFY(r.regroup(1, {Rec::Step{0, 2, false, {}}, Rec::Step{0, 1, true, {}}, Rec::Step{0, 1, false, {}}}));
        QCOMPARE(shape(r.steps()), QStringLiteral("1:2 3:1j 4:1"));
        QVERIFY(r.undo());
        QVERIFY(r.undo()); // the joined pair
        QCOMPARE(r.actions(), (std::vector<int>{1}));
        QVERIFY(!r.undo());
    }

    // The state before any action is rebuilt from the nearest checkpoint (never more than kCheckpoint - 1
    // actions played), also after undo, redo and corrections moved the record back and forth.
    void checkpoints()
    {
        Rec r{Counter{}};
        std::vector<int> actions;
        for (int i = 0; i < 40; ++i) {
            const int a = i % 2 ? 1 : 2;
            QCOMPARE(r.apply(a), Counter::Error::None);
            actions.push_back(a);
        }
        auto check = [&] {
            for (std::size_t i = 0; i <= r.actions().size(); ++i) {
                Counter::applies = 0;
                const Counter s = r.stateBefore(i);
                QVERIFY2(Counter::applies < 4, qPrintable(QString::number(i)));
                const std::vector<int> prefix(r.actions().begin(), r.actions().begin() + std::ptrdiff_t(i));
                QVERIFY(s == played(prefix));
            }
            QVERIFY(r.current() == played(r.actions()));
        };
        check();
        for (int i = 0; i < 13; ++i)
            QVERIFY(r.undo());
        check();
        for (int i = 0; i < 5; ++i)
            QVERIFY(r.redo());
        check();
        Rec::Correction c;
        QVERIFY(r.correct(6, 1, c));
        check();
        QVERIFY(r.undo());
        check();
        QVERIFY(r.redo());
        check();
        QVERIFY(r.correct(2, 60, c)); // drops what would pass 100
        QVERIFY(c.dropped > 0);
        check();
        QVERIFY(r.undo());
        check();
    }
};

QTEST_GUILESS_MAIN(TestRecord)
#include "tst_record.moc"
