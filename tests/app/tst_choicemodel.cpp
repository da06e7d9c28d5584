// ChoiceModel (typed choices for QML) and ChoiceFilter: refreshes that keep rows instead of resetting,
// apply(row) through the game's applier, stale rows refused; and a guard that no QML file sends
// action text to C++.

#include "choicemodel.h"
#include "stablelistmodel.h"

#include <QAbstractItemModelTester>
#include <QDirIterator>
#include <QFile>
#include <QSignalSpy>
#include <QTest>

using namespace Qt::StringLiterals;

namespace {

ChoiceRow row(quint64 payload, const QString &label, const QString &group = u"choice"_s, int value = 0)
{
    ChoiceRow r;
    r.kind = group;
    r.group = group;
    r.label = label;
    r.value = value;
    r.seat = 0;
    r.payload = payload;
    r.extra = {{u"n"_s, int(payload)}};
    return r;
}

QList<ChoiceRow> rowsOf(const QList<quint64> &payloads)
{
    QList<ChoiceRow> out;
    for (quint64 p : payloads)
        out << row(p, u"row %1"_s.arg(p));
    return out;
}

QList<quint64> payloadsOf(const ChoiceModel &m)
{
    QList<quint64> out;
    for (int r = 0; r < m.rowCount(); ++r)
        out << quint64(m.data(m.index(r), ChoiceModel::ExtraRole).toMap().value(u"n"_s).toInt());
    return out;
}

} // namespace

class TestChoiceModel : public QObject
{
    Q_OBJECT

private slots:
    // Every refresh, whatever changed, leaves the model consistent (QAbstractItemModelTester checks
    // each signal) and holding exactly the new rows.
    void refreshesAreConsistent_data()
    {
        QTest::addColumn<QList<quint64>>("from");
        QTest::addColumn<QList<quint64>>("to");
        QTest::newRow("from empty") << QList<quint64>{} << QList<quint64>{1, 2, 3};
        QTest::newRow("to empty") << QList<quint64>{1, 2, 3} << QList<quint64>{};
        QTest::newRow("same") << QList<quint64>{1, 2, 3} << QList<quint64>{1, 2, 3};
        QTest::newRow("append") << QList<quint64>{1, 2} << QList<quint64>{1, 2, 3, 4};
        QTest::newRow("prepend") << QList<quint64>{3, 4} << QList<quint64>{1, 2, 3, 4};
        QTest::newRow("middle replaced") << QList<quint64>{1, 2, 3, 4} << QList<quint64>{1, 7, 8, 9, 4};
        QTest::newRow("middle removed") << QList<quint64>{1, 2, 3, 4} << QList<quint64>{1, 4};
        QTest::newRow("all different") << QList<quint64>{1, 2, 3} << QList<quint64>{4, 5};
        QTest::newRow("reordered") << QList<quint64>{1, 2, 3} << QList<quint64>{3, 2, 1};
        QTest::newRow("repeated payloads") << QList<quint64>{1, 1, 2} << QList<quint64>{1, 2, 2};
    }

    void refreshesAreConsistent()
    {
        QFETCH(QList<quint64>, from);
        QFETCH(QList<quint64>, to);
        ChoiceModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ChoiceFilter all;
        all.setSource(&m);
        QAbstractItemModelTester filterTester(&all, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setRows(rowsOf(from));
        QCOMPARE(payloadsOf(m), from);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QSignalSpy count(&m, &ChoiceModel::countChanged);
        m.setRows(rowsOf(to));
        QCOMPARE(payloadsOf(m), to);
        QCOMPARE(m.count(), to.size());
        QCOMPARE(all.count(), to.size());
        QCOMPARE(reset.count(), 0); // rows are removed and inserted, the model is never swapped
        QCOMPARE(count.count(), from.size() == to.size() ? 0 : 1);
        for (int r = 0; r < m.rowCount(); ++r)
            QCOMPARE(m.data(m.index(r), ChoiceModel::LabelRole).toString(), u"row %1"_s.arg(to.at(r)));
    }

    // Same payloads in the same order: only the rows whose data changed are announced, with their
    // roles; delegates stay (no insert, remove or reset). Nothing changed: no signal at all.
    void labelChangesEmitDataChangedOnly()
    {
        ChoiceModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QList<ChoiceRow> rows = rowsOf({10, 20, 30});
        m.setRows(rows);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&m, &QAbstractItemModel::modelReset);
        QSignalSpy revision(&m, &ChoiceModel::revisionChanged);

        m.setRows(rows);
        QCOMPARE(changed.count() + inserted.count() + removed.count() + reset.count() + revision.count(), 0);

        rows[1].label = u"Keep my cards"_s; // e.g. after a change of language
        m.setRows(rows);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 1);
        QCOMPARE(changed.at(0).at(1).toModelIndex().row(), 1);
        const auto roles = changed.at(0).at(2).value<QList<int>>();
        QVERIFY(roles.contains(ChoiceModel::LabelRole));
        QVERIFY(!roles.contains(ChoiceModel::ValueRole));
        QCOMPARE(inserted.count() + removed.count() + reset.count(), 0);
        QCOMPARE(revision.count(), 1);
        QCOMPARE(m.data(m.index(1), ChoiceModel::LabelRole).toString(), u"Keep my cards"_s);

        // A changed row at the end of a list that also grew in the middle is announced too.
        QList<ChoiceRow> grown = rows;
        grown.insert(1, row(15, u"new"_s));
        grown.last().enabled = false;
        grown.last().whyNot = u"not now"_s;
        changed.clear();
        m.setRows(grown);
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(removed.count(), 0);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(changed.at(0).at(0).toModelIndex().row(), 3);
        QCOMPARE(m.data(m.index(3), ChoiceModel::EnabledRole).toBool(), false);
        QCOMPARE(m.data(m.index(3), ChoiceModel::WhyNotRole).toString(), u"not now"_s);
    }

    // The next decision of the same shape (the next player's turn: other payloads, the same groups)
    // reuses the rows, and so the delegates, by their place in their group: only data changes. A part
    // of the panel (a filter on one group) loses or gains only the rows its group lost or gained.
    void aNewDecisionReusesRowsWithinTheirGroups()
    {
        ChoiceModel m;
        QAbstractItemModelTester tester(&m, QAbstractItemModelTester::FailureReportingMode::QtTest);
        ChoiceFilter recruits;
        recruits.setSource(&m);
        recruits.setGroups({u"recruit"_s});
        QAbstractItemModelTester filterTester(&recruits, QAbstractItemModelTester::FailureReportingMode::QtTest);
        m.setRows({row(1, u"a"_s, u"court"_s), row(2, u"b"_s, u"recruit"_s), row(3, u"c"_s, u"recruit"_s),
                   row(4, u"d"_s, u"pass"_s)});
        QSignalSpy inserted(&m, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&m, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&m, &QAbstractItemModel::dataChanged);
        QSignalSpy filterInserted(&recruits, &QAbstractItemModel::rowsInserted);
        QSignalSpy filterRemoved(&recruits, &QAbstractItemModel::rowsRemoved);

        // Same shape, all payloads new: four rows change in place.
        m.setRows({row(11, u"e"_s, u"court"_s), row(12, u"f"_s, u"recruit"_s), row(13, u"g"_s, u"recruit"_s),
                   row(14, u"h"_s, u"pass"_s)});
        QCOMPARE(inserted.count() + removed.count(), 0);
        QCOMPARE(changed.count(), 4);
        QCOMPARE(filterInserted.count() + filterRemoved.count(), 0);
        QCOMPARE(payloadsOf(m), (QList<quint64>{11, 12, 13, 14}));

        // One more court card, one recruit fewer: one row inserted among the courts, one recruit removed.
        m.setRows({row(21, u"i"_s, u"court"_s), row(22, u"j"_s, u"court"_s), row(23, u"k"_s, u"recruit"_s),
                   row(24, u"l"_s, u"pass"_s)});
        QCOMPARE(inserted.count(), 1);
        QCOMPARE(removed.count(), 1);
        QCOMPARE(filterInserted.count(), 0);
        QCOMPARE(filterRemoved.count(), 1);
        QCOMPARE(recruits.count(), 1);
        QCOMPARE(payloadsOf(m), (QList<quint64>{21, 22, 23, 24}));
        const QStringList labels = {u"i"_s, u"j"_s, u"k"_s, u"l"_s};
        for (int r = 0; r < m.rowCount(); ++r)
            QCOMPARE(m.data(m.index(r), ChoiceModel::LabelRole).toString(), labels.at(r));

        // Another action that looks the same (same label, group, data): its payload is what apply() uses.
        quint64 applied = 0;
        m.setApplier([&](quint64 p) { applied = p; return true; });
        QList<ChoiceRow> same = {row(21, u"i"_s, u"court"_s), row(22, u"j"_s, u"court"_s), row(23, u"k"_s, u"recruit"_s),
                                 row(24, u"l"_s, u"pass"_s)};
        same[3].payload = 99;
        m.setRows(same);
        QVERIFY(m.apply(3));
        QCOMPARE(applied, quint64(99));
    }

    void rolesAreNamed()
    {
        ChoiceModel m;
        const QHash<int, QByteArray> names = m.roleNames();
        for (const QByteArray &name : {"kind", "seat", "label", "detail", "group", "enabled", "whyNot", "value", "extra"})
            QVERIFY2(names.values().contains(name), name.constData());
        ChoiceRow r = row(5, u"Bid 3"_s, u"bid"_s, 3);
        r.detail = u"second line"_s;
        r.seat = 2;
        m.setRows({r});
        const QModelIndex i = m.index(0);
        QCOMPARE(m.data(i, ChoiceModel::KindRole).toString(), u"bid"_s);
        QCOMPARE(m.data(i, ChoiceModel::SeatRole).toInt(), 2);
        QCOMPARE(m.data(i, ChoiceModel::DetailRole).toString(), u"second line"_s);
        QCOMPARE(m.data(i, ChoiceModel::GroupRole).toString(), u"bid"_s);
        QCOMPARE(m.data(i, ChoiceModel::ValueRole).toInt(), 3);
        QCOMPARE(m.data(i, ChoiceModel::EnabledRole).toBool(), true);
    }

    // apply(row) hands the row's payload to the game's applier; a row that does not exist (an index
    // from an older list) or is disabled is refused without calling it.
    void applyUsesThePayloadAndRefusesStaleRows()
    {
        ChoiceModel m;
        QList<quint64> applied;
        bool accept = true;
        QVERIFY(!m.apply(0)); // no rows, no applier
        m.setApplier([&](quint64 p) {
            applied << p;
            return accept;
        });
        QList<ChoiceRow> rows = rowsOf({10, 20, 30});
        rows[2].enabled = false;
        m.setRows(rows);
        QVERIFY(m.apply(1));
        QCOMPARE(applied, (QList<quint64>{20}));
        QVERIFY(!m.apply(-1));
        QVERIFY(!m.apply(3));
        QVERIFY(!m.apply(2)); // shown but disabled
        QCOMPARE(applied, (QList<quint64>{20}));
        accept = false; // the game refused (e.g. no longer legal)
        QVERIFY(!m.apply(0));
        QCOMPARE(applied, (QList<quint64>{20, 10}));
        m.setRows({});
        QVERIFY(!m.apply(0)); // the row a view still shows is gone
        QCOMPARE(applied.size(), 2);
    }

    // The groups summary and the look-ups the panels use (no counting or ranges in QML).
    void groupsAndLookups()
    {
        ChoiceModel m;
        QSignalSpy groups(&m, &ChoiceModel::groupsChanged);
        m.setRows({row(1, u"0"_s, u"bid"_s, 0), row(2, u"1"_s, u"bid"_s, 1), row(3, u"2"_s, u"bid"_s, 2),
                   row(4, u"pass"_s, u"pass"_s)});
        QCOMPARE(groups.count(), 1);
        const QVariantMap bid = m.groups().value(u"bid"_s).toMap();
        QCOMPARE(bid.value(u"count"_s).toInt(), 3);
        QCOMPARE(bid.value(u"first"_s).toInt(), 0);
        QCOMPARE(bid.value(u"minValue"_s).toInt(), 0);
        QCOMPARE(bid.value(u"maxValue"_s).toInt(), 2);
        QCOMPARE(m.countIn(u"bid"_s), 3);
        QCOMPARE(m.countIn(u"court"_s), 0);
        QCOMPARE(m.firstIn(u"pass"_s), 3);
        QCOMPARE(m.firstIn(u"court"_s), -1);
        QCOMPARE(m.rowWithValue(u"bid"_s, 2), 2);
        QCOMPARE(m.rowWithValue(u"bid"_s, 5), -1);
        QCOMPARE(m.firstMatching(u"bid"_s, {{u"n"_s, 2}}), 1);
        QCOMPARE(m.firstMatching(u"bid"_s, {{u"n"_s, 4}}), -1);
        const QVariantList bids = m.rowsIn(u"bid"_s);
        QCOMPARE(bids.size(), 3);
        QCOMPARE(bids.at(1).toMap().value(u"row"_s).toInt(), 1);
        QCOMPARE(bids.at(1).toMap().value(u"value"_s).toInt(), 1);
        // A bare number among the labels (the bids here, a dice total): number keys stay off.
        QVERIFY(m.numericLabels());
        m.setRows({row(1, u"Pile 1: 4 Etherea"_s, u"choice"_s), row(2, u"12th place"_s, u"choice"_s)});
        QVERIFY(!m.numericLabels());
        m.setRows({row(1, u"Pile 1: 4 Etherea"_s, u"choice"_s), row(2, u" 7 "_s, u"choice"_s)});
        QVERIFY(m.numericLabels());
    }

    // A filter shows some groups (and extra values) and applies its own row as the source's row.
    void filterShowsGroupsAndAppliesSourceRows()
    {
        ChoiceModel m;
        QList<quint64> applied;
        m.setApplier([&](quint64 p) {
            applied << p;
            return true;
        });
        ChoiceFilter f;
        QAbstractItemModelTester tester(&f, QAbstractItemModelTester::FailureReportingMode::QtTest);
        f.setSource(&m);
        f.setGroups({u"recruit"_s});
        QSignalSpy count(&f, &ChoiceFilter::countChanged);
        m.setRows({row(1, u"a"_s, u"pass"_s), row(2, u"b"_s, u"recruit"_s), row(3, u"c"_s, u"court"_s),
                   row(4, u"d"_s, u"recruit"_s)});
        QCOMPARE(f.count(), 2);
        QVERIFY(count.count() >= 1);
        QCOMPARE(f.data(f.index(1, 0), ChoiceModel::LabelRole).toString(), u"d"_s);
        QVERIFY(f.apply(1));
        QCOMPARE(applied, (QList<quint64>{4}));
        QVERIFY(!f.apply(2));
        f.setMatch({{u"n"_s, 2}});
        QCOMPARE(f.count(), 1);
        QVERIFY(f.apply(0));
        QCOMPARE(applied, (QList<quint64>{4, 2}));
        // The source changes under the filter: it follows.
        m.setRows({row(2, u"b"_s, u"recruit"_s)});
        QCOMPARE(f.count(), 1);
        m.setRows({});
        QCOMPARE(f.count(), 0);
        QVERIFY(!f.apply(0));
    }

    // Typed choices: no QML file sends action text to C++ (GameController.applyAction is C++ only,
    // the legal actions reach QML as the choice model). A guard beside the behaviour tests.
    // StableListModel: a QML list shown by a Repeater keeps its delegates; a new list changes rows in
    // place, adds or removes only the tail, never resets.
    void stableListKeepsRows()
    {
        StableListModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy values(&model, &StableListModel::valuesChanged);
        const auto row = [](const QString &name, int answer) { return QVariantMap{{u"name"_s, name}, {u"answer"_s, answer}}; };

        model.setValues({row(u"Ada"_s, -2), row(u"Bo"_s, -2), row(u"Cy"_s, -2)});
        QCOMPARE(model.count(), 3);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.roleNames().value(StableListModel::EntryRole), QByteArray("entry"));

        // One answer given: one row changed, no row made anew.
        model.setValues({row(u"Ada"_s, 1), row(u"Bo"_s, -2), row(u"Cy"_s, -2)});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(changed.first().at(0).toModelIndex().row(), 0);
        QCOMPARE(model.data(model.index(0), StableListModel::EntryRole).toMap().value(u"answer"_s).toInt(), 1);
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(removed.size(), 0);

        // The same list again: nothing at all.
        const int valuesBefore = int(values.size());
        model.setValues({row(u"Ada"_s, 1), row(u"Bo"_s, -2), row(u"Cy"_s, -2)});
        QCOMPARE(changed.size(), 1);
        QCOMPARE(values.size(), valuesBefore);

        // Shorter, then longer: the tail goes and comes; the kept rows stay.
        model.setValues({row(u"Ada"_s, 1)});
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.count(), 1);
        model.setValues({row(u"Ada"_s, 1), row(u"Di"_s, 0)});
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(changed.size(), 1);
        QCOMPARE(model.data(model.index(1), StableListModel::EntryRole).toMap().value(u"name"_s).toString(), u"Di"_s);
        QCOMPARE(reset.size(), 0);
        QVERIFY(!model.data(model.index(0), Qt::DisplayRole).isValid());
    }

    // StableListModel with keepsDelegates: a shorter list hides its tail instead of removing it (the
    // delegates stay made), a longer one shows those rows again with their new values and only then
    // adds rows; count and values are the list's own.
    void stableListKeepsHiddenRowsForTheNextList()
    {
        StableListModel model;
        model.setKeepsDelegates(true);
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
        QSignalSpy count(&model, &StableListModel::countChanged);
        const auto present = [&](int r) { return model.data(model.index(r), StableListModel::PresentRole).toBool(); };
        const auto entry = [&](int r) { return model.data(model.index(r), StableListModel::EntryRole).toString(); };

        model.setValues({u"a"_s, u"b"_s, u"c"_s});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(model.roleNames().value(StableListModel::PresentRole), QByteArray("present"));

        model.setValues({u"a"_s});
        QCOMPARE(removed.size(), 0);
        QCOMPARE(model.rowCount(), 3);
        QCOMPARE(model.count(), 1);
        QCOMPARE(model.values(), (QVariantList{u"a"_s}));
        QVERIFY(present(0));
        QVERIFY(!present(1));
        QVERIFY(!present(2));
        QCOMPARE(changed.size(), 2); // rows 1 and 2 hidden
        QCOMPARE(changed.at(0).at(2).value<QList<int>>(), (QList<int>{StableListModel::PresentRole}));

        // Longer again: the hidden rows come back with the new values, then one row is added.
        model.setValues({u"a"_s, u"x"_s, u"c"_s, u"d"_s});
        QCOMPARE(inserted.size(), 2);
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.count(), 4);
        QVERIFY(present(1) && present(2) && present(3));
        QCOMPARE(entry(1), u"x"_s);
        QCOMPARE(entry(2), u"c"_s);
        QVERIFY(count.size() >= 3);

        // Without keepsDelegates the hidden rows go.
        model.setValues({u"a"_s});
        model.setKeepsDelegates(false);
        QCOMPARE(removed.size(), 1);
        QCOMPARE(model.rowCount(), 1);
    }

    // PooledRows: a Repeater's rows over a filter of choices, by position. Rows the filter drops stay
    // hidden (present false) with their last data; the next, longer list takes them (dataChanged
    // only for what changed) before any row is added; nothing is ever removed or reset.
    void pooledRowsKeepDelegatesForTheNextDecision()
    {
        ChoiceModel m;
        ChoiceFilter recruits;
        recruits.setSource(&m);
        recruits.setGroups({u"recruit"_s});
        PooledRows pool;
        QAbstractItemModelTester tester(&pool, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(pool.roleNames().value(ChoiceModel::LabelRole), QByteArray("label"));
        QCOMPARE(pool.roleNames().value(PooledRows::PresentRole), QByteArray("present"));
        pool.setSource(&recruits);
        QSignalSpy inserted(&pool, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&pool, &QAbstractItemModel::rowsRemoved);
        QSignalSpy reset(&pool, &QAbstractItemModel::modelReset);
        QSignalSpy changed(&pool, &QAbstractItemModel::dataChanged);
        const auto label = [&](int r) { return pool.data(pool.index(r), ChoiceModel::LabelRole).toString(); };
        const auto present = [&](int r) { return pool.data(pool.index(r), PooledRows::PresentRole).toBool(); };

        m.setRows({row(1, u"a"_s, u"recruit"_s), row(2, u"b"_s, u"recruit"_s), row(3, u"c"_s, u"recruit"_s),
                   row(4, u"p"_s, u"pass"_s)});
        QCOMPARE(pool.rowCount(), 3);
        QCOMPARE(pool.count(), 3);
        QCOMPARE(label(2), u"c"_s);

        // One recruit left: two rows hidden, none removed.
        m.setRows({row(5, u"e"_s, u"recruit"_s), row(4, u"p"_s, u"pass"_s)});
        QCOMPARE(removed.size(), 0);
        QCOMPARE(pool.rowCount(), 3);
        QCOMPARE(pool.count(), 1);
        QCOMPARE(label(0), u"e"_s);
        QVERIFY(present(0));
        QVERIFY(!present(1) && !present(2));
        QCOMPARE(label(2), u"c"_s); // a hidden row keeps what it showed

        // Four recruits: the hidden rows are shown again with the new labels, one row is added.
        changed.clear();
        inserted.clear();
        m.setRows({row(6, u"f"_s, u"recruit"_s), row(7, u"g"_s, u"recruit"_s), row(8, u"h"_s, u"recruit"_s),
                   row(9, u"i"_s, u"recruit"_s)});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(inserted.first().at(1).toInt(), 3);
        QCOMPARE(pool.rowCount(), 4);
        QCOMPARE(pool.count(), 4);
        for (int r = 0; r < 4; ++r)
            QVERIFY(present(r));
        QCOMPARE((QStringList{label(0), label(1), label(2), label(3)}), (QStringList{u"f"_s, u"g"_s, u"h"_s, u"i"_s}));
        bool presentAnnounced = false;
        for (const auto &args : std::as_const(changed))
            if (args.at(0).toModelIndex().row() == 1)
                presentAnnounced = args.at(2).value<QList<int>>().contains(PooledRows::PresentRole);
        QVERIFY(presentAnnounced);

        // The same rows again: nothing is announced.
        changed.clear();
        m.setRows(m.rows());
        QCOMPARE(changed.size(), 0);
        QCOMPARE(reset.size(), 0);

        // Row i is the filter's row i: applying goes through the filter.
        QList<quint64> applied;
        m.setApplier([&](quint64 p) { applied << p; return true; });
        QVERIFY(recruits.apply(2));
        QCOMPARE(applied, (QList<quint64>{8}));
    }

    // PooledRows.reserve: so many rows from the start, blank (an empty label, not present), for the
    // delegates to be made before a decision needs them; the first choices take them by position,
    // none is inserted; a longer list adds rows beyond the reserve.
    void pooledRowsReserveRowsBeforeTheFirstChoices()
    {
        ChoiceModel m;
        ChoiceFilter cards;
        cards.setSource(&m);
        PooledRows pool;
        QAbstractItemModelTester tester(&pool, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QSignalSpy reserveChanged(&pool, &PooledRows::reserveChanged);
        pool.setReserve(3);
        QCOMPARE(reserveChanged.size(), 1);
        QCOMPARE(pool.rowCount(), 3);
        pool.setSource(&cards);
        QCOMPARE(pool.rowCount(), 3); // the source's reset keeps the reserve
        QCOMPARE(pool.count(), 0);
        const auto label = [&](int r) { return pool.data(pool.index(r), ChoiceModel::LabelRole); };
        const auto present = [&](int r) { return pool.data(pool.index(r), PooledRows::PresentRole).toBool(); };
        for (int r = 0; r < 3; ++r) {
            QVERIFY(!present(r));
            // A delegate reads a string and a flag, never undefined.
            QCOMPARE(label(r).metaType(), QMetaType::fromType<QString>());
            QCOMPARE(pool.data(pool.index(r), ChoiceModel::EnabledRole).metaType(), QMetaType::fromType<bool>());
        }

        QSignalSpy inserted(&pool, &QAbstractItemModel::rowsInserted);
        QSignalSpy changed(&pool, &QAbstractItemModel::dataChanged);
        m.setRows({row(1, u"a"_s, u"deal"_s), row(2, u"b"_s, u"deal"_s)});
        QCOMPARE(inserted.size(), 0);
        QCOMPARE(pool.rowCount(), 3);
        QCOMPARE(pool.count(), 2);
        QVERIFY(present(0) && present(1) && !present(2));
        QCOMPARE(label(1).toString(), u"b"_s);
        QCOMPARE(changed.size(), 2);

        m.setRows({row(1, u"a"_s, u"deal"_s), row(2, u"b"_s, u"deal"_s), row(3, u"c"_s, u"deal"_s),
                   row(4, u"d"_s, u"deal"_s)});
        QCOMPARE(inserted.size(), 1);
        QCOMPARE(pool.rowCount(), 4);
        QCOMPARE(label(3).toString(), u"d"_s);
        // A smaller reserve removes nothing.
        pool.setReserve(1);
        QCOMPARE(pool.rowCount(), 4);
    }

    // ChoiceMirror: a kept panel's copy of the choices. While live it takes the source's rows when the
    // game settles them (not before: the panel about to be hidden must not take the next panel's
    // rows); while not live it stands still; going live it takes the rows of now by position (rows
    // kept, no reset). Applying one of its rows applies the source's choice.
    void mirrorFollowsOnlyWhileLive()
    {
        ChoiceModel source;
        QList<quint64> applied;
        source.setApplier([&](quint64 p) {
            applied << p;
            return true;
        });
        source.setRows(rowsOf({1, 2, 3}));
        ChoiceMirror mirror;
        QAbstractItemModelTester tester(&mirror, QAbstractItemModelTester::FailureReportingMode::QtTest);
        mirror.setSource(&source);
        QCOMPARE(payloadsOf(mirror), (QList<quint64>{1, 2, 3}));

        // Live: the rows follow at the game's settle, not at the bare change.
        source.setRows(rowsOf({1, 2, 4}));
        QCOMPARE(payloadsOf(mirror), (QList<quint64>{1, 2, 3}));
        source.settle();
        QCOMPARE(payloadsOf(mirror), (QList<quint64>{1, 2, 4}));
        QVERIFY(mirror.apply(2));
        QCOMPARE(applied, (QList<quint64>{4}));

        // Not live: nothing changes, settled or not.
        QSignalSpy reset(&mirror, &QAbstractItemModel::modelReset);
        QSignalSpy inserted(&mirror, &QAbstractItemModel::rowsInserted);
        QSignalSpy removed(&mirror, &QAbstractItemModel::rowsRemoved);
        QSignalSpy changed(&mirror, &QAbstractItemModel::dataChanged);
        QSignalSpy revision(&mirror, &ChoiceModel::revisionChanged);
        mirror.setLive(false);
        QList<ChoiceRow> next;
        for (quint64 p : {7, 8, 9, 10})
            next << row(p, u"next %1"_s.arg(p));
        source.setRows(next);
        source.settle();
        QCOMPARE(payloadsOf(mirror), (QList<quint64>{1, 2, 4}));
        QCOMPARE(revision.size(), 0);

        // Live again: the rows of now, the three kept rows changed in place and one added.
        mirror.setLive(true);
        QCOMPARE(payloadsOf(mirror), (QList<quint64>{7, 8, 9, 10}));
        QCOMPARE(mirror.data(mirror.index(3), ChoiceModel::LabelRole).toString(), u"next 10"_s);
        QCOMPARE(reset.size(), 0);
        QCOMPARE(removed.size(), 0);
        QCOMPARE(inserted.size(), 1);
        QVERIFY(!changed.isEmpty());
        QCOMPARE(revision.size(), 1);
        QVERIFY(mirror.apply(0));
        QCOMPARE(applied, (QList<quint64>{4, 7}));

        // Without a source it is empty and applies nothing.
        mirror.setSource(nullptr);
        QCOMPARE(mirror.count(), 0);
        QVERIFY(!mirror.apply(0));
    }

    void qmlSendsNoActionText()
    {
        QDirIterator it(QStringLiteral(MOURNERS_SOURCE_DIR "/qml"), {u"*.qml"_s, u"*.js"_s}, QDir::Files,
                        QDirIterator::Subdirectories);
        int files = 0;
        while (it.hasNext()) {
            const QString path = it.next();
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            ++files;
            QVERIFY2(!text.contains(u"applyAction("_s), qPrintable(path));
            QVERIFY2(!text.contains(u"GameController.choices"_s), qPrintable(path));
            QVERIFY2(!text.contains(u"GameController.legalActions"_s), qPrintable(path));
        }
        QVERIFY(files > 10); // the scan found the QML sources
    }
};

QTEST_GUILESS_MAIN(TestChoiceModel)
#include "tst_choicemodel.moc"
