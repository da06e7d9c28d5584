// The table screen in the real window, as the people at the table use it: the correction dialog
// opens for the player of the card the app does not know and starts from 0; the piles' buttons keep
// their places while piles are taken (R-DIST-3); the map tells whose figures of which guild stand
// where and takes the pending choice among locations by a click; no correction is offered in digital
// play, where none can apply. No QML warning.

#include "gamecontroller.h"
#include "locationsmodel.h"
#include "model/mourners/game.h"

#include <QAbstractItemModelTester>
#include <QQmlApplicationEngine>
#include <QPointer>
#include <QQuickItem>
#include <QQuickWindow>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <optional>

#include "decisionstops.h"
#include "quickitems.h"
#include "openapp.h"
#include "tablesetup.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

// The start of a 3-player table game up to its Wallows deal: the dice, the piles and their picks.
const QStringList kThreePlayerStart{u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s,
                                    u"influence bone flesh"_s, u"take 2"_s};

QVariantMap setup(int players)
{
    return mctest::tableSetup(players);
}

// The visible choice buttons of the phase guide by their text, with where they stand.
QMap<QString, QQuickItem *> choiceButtons(QQuickItem *root)
{
    QMap<QString, QQuickItem *> out;
    static const QRegularExpression name(u"^choice\\d+$"_s);
    const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
        if (!item->isVisible())
            return;
        if (name.match(item->objectName()).hasMatch())
            out.insert(item->property("text").toString(), item);
        for (QQuickItem *child : item->childItems())
            walk(child);
    };
    walk(root);
    return out;
}

QPointF scenePos(QQuickItem *item)
{
    return item->mapToScene(QPointF(0, 0));
}

} // namespace

class TestTableScreen : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-tablescreen-test"_s);
        QVERIFY(m_dir.isValid());
        connect(&m_engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) { m_warnings += list; });
        m_controller = mctest::openApp(m_engine, m_dir.path() + u"/autosave"_s, m_window);
        QVERIFY(m_window && m_controller);
    }

    // A correction is for the player who played the card the app does not know, not for whoever's
    // turn came next; the change starts at 0 each time, and a meter's cause is that player.
    void correctionDefaultsToTheCardsPlayer()
    {
        startAtFirstTurn(3, kThreePlayerStart);
        if (QTest::currentTestFailed())
            return;
        QCOMPARE(m_controller->guide()->currentSeat(), 0);
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        auto *dialog = page->findChild<QObject *>(u"adjustDialog"_s);
        QQuickItem *fix = findItem(page, u"adjustButton"_s);
        QVERIFY(dialog && fix && fix->isVisible());

        // No unknown card yet: the player whose turn it is.
        QCOMPARE(m_controller->table()->unknownCardSeat(), -1);
        mctest::clickCentre(m_window, fix);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("seat").toInt(), 0);
        QCOMPARE(dialog->property("amount").toInt(), 0);
        QCOMPARE(dialog->property("causer").toInt(), -1);
        // An impossible change is refused inside the dialog, in words (no notation), and the refusal
        // goes with the dialog: it is not left as the game page's banner.
        dialog->setProperty("amount", -90);
        QQuickItem *applyButton = findItem(m_window->contentItem(), u"applyAdjustment"_s);
        QVERIFY(applyButton);
        mctest::clickCentre(m_window, applyButton);
        QVERIFY(dialog->property("opened").toBool());
        QVERIFY2(m_controller->lastError().startsWith(u"The correction was not applied"_s), qPrintable(m_controller->lastError()));
        QQuickItem *banner = findItem(page, u"errorBanner"_s);
        QVERIFY(banner && !banner->isVisible());
        dialog->setProperty("amount", 3);
        QMetaObject::invokeMethod(dialog, "close");
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QCOMPARE(m_controller->lastError(), QString());
        QVERIFY(!banner->isVisible());

        // The keyboard is the dialog's as it opens: Escape closes it at once, with nothing of it left to
        // take a click meant for the game behind it (a quick click after Escape applied the change), and
        // Escape held down does not leave the game's screen as well.
        mctest::clickCentre(m_window, fix);
        QTRY_VERIFY(dialog->property("opened").toBool());
        auto *popupItem = dialog->property("contentItem").value<QQuickItem *>()->parentItem();
        QVERIFY(popupItem);
        QVERIFY2(m_window->activeFocusItem() && (m_window->activeFocusItem() == popupItem || popupItem->isAncestorOf(m_window->activeFocusItem())),
                 qPrintable(mctest::describe(m_window->activeFocusItem())));
        dialog->setProperty("amount", 1);
        const int ethereaBefore = m_controller->table()->players()->toList().at(0).toMap().value(u"etherea"_s).toInt();
        QTest::keyClick(m_window, Qt::Key_Escape);
        QVERIFY(!dialog->property("visible").toBool());
        QVERIFY(!applyButton->isVisible());
        QObject *mainStack = m_window->findChild<QObject *>(u"mainStack"_s);
        QVERIFY(mainStack);
        const int depth = mainStack->property("depth").toInt();
        const QPointer<QQuickItem> shown(page);
        QTest::simulateEvent(m_window, true, Qt::Key_Escape, Qt::NoModifier, QString(), true); // the key repeats
        QTest::simulateEvent(m_window, false, Qt::Key_Escape, Qt::NoModifier, QString(), false);
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY2(shown && mainStack->property("depth").toInt() == depth, "Escape held left the game's screen");
        QCOMPARE(m_controller->table()->players()->toList().at(0).toMap().value(u"etherea"_s).toInt(), ethereaBefore);

        // Ada plays a Court card the app does not describe; the turn goes on to Bo.
        ChoiceModel *choices = m_controller->guide()->choiceModel();
        const int other = choices->firstMatching(u"court"_s, {{u"cardKind"_s, u"other"_s}, {u"a"_s, 0}});
        QVERIFY2(other >= 0, "Ada holds a Court card the app does not know");
        QVERIFY(choices->apply(other));
        QCOMPARE(m_controller->guide()->currentSeat(), 1);
        QCOMPARE(m_controller->table()->unknownCardSeat(), 0);

        mctest::clickCentre(m_window, fix);
        QTRY_VERIFY(dialog->property("opened").toBool());
        QCOMPARE(dialog->property("seat").toInt(), 0);   // Ada's card, not Bo's turn
        QCOMPARE(dialog->property("amount").toInt(), 0); // not the last amount (3)
        QCOMPARE(dialog->property("causer").toInt(), 0); // a meter raised by the card: Ada caused it
        QQuickItem *ada = findItem(m_window->contentItem(), u"seat0"_s);
        QVERIFY(ada && ada->property("checked").toBool());
        // The card gave Ada 2 Etherea: two clicks on "+" and Apply.
        const int before = m_controller->table()->players()->get(0).value(u"etherea"_s).toInt();
        QQuickItem *plus = nullptr;
        const std::function<void(QQuickItem *)> findPlus = [&](QQuickItem *item) {
            if (item->isVisible() && item->property("text").toString() == u"+"_s && item->inherits("QQuickAbstractButton"))
                plus = item;
            for (QQuickItem *child : item->childItems())
                if (!plus)
                    findPlus(child);
        };
        findPlus(m_window->contentItem());
        QVERIFY(plus);
        mctest::clickCentre(m_window, plus);
        mctest::clickCentre(m_window, plus);
        QCOMPARE(dialog->property("amount").toInt(), 2);
        QQuickItem *apply = findItem(m_window->contentItem(), u"applyAdjustment"_s);
        QVERIFY(apply);
        mctest::clickCentre(m_window, apply);
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QCOMPARE(m_controller->table()->players()->get(0).value(u"etherea"_s).toInt(), before + 2);
        QCOMPARE(m_controller->guide()->currentSeat(), 1);
        checkWarnings();
    }

    // R-DIST-3: a pile taken keeps its button (disabled) and every other button stays where it was, so a
    // tap meant for pile 2 never lands on pile 3.
    void pileButtonsKeepTheirPlaces()
    {
        QVERIFY(mctest::goHome(m_window));
        QVERIFY(m_controller->newTableGame(setup(3)));
        for (const QString a : {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s})
            QVERIFY(m_controller->applyAction(a));
        QCOMPARE(m_controller->guide()->decisionKind(), u"pick-pile"_s);
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        QQuickItem *guide = findItem(page, u"phaseGuide"_s);
        QVERIFY(guide);
        QVERIFY(mctest::waitForLayout(m_window)); // the buttons stand where the guide lays them out
        QMap<QString, QQuickItem *> before = choiceButtons(guide);
        const QString pile1 = u"Pile 1: 5 Etherea"_s;
        const QString pile2 = u"Pile 2: 4 Etherea"_s;
        QVERIFY2(before.contains(pile1) && before.contains(pile2), qPrintable(before.keys().join(u", "_s)));
        QMap<QString, QPointF> where;
        for (auto it = before.cbegin(); it != before.cend(); ++it)
            where.insert(it.key(), scenePos(it.value()));
        const int buttons = int(before.size());

        mctest::clickCentre(m_window, before.value(pile1)); // Bo takes pile 1
        QTRY_COMPARE(m_controller->guide()->currentSeat(), 2);
        QCOMPARE(m_controller->guide()->decisionKind(), u"pick-pile"_s);
        QVERIFY(mctest::waitForLayout(m_window)); // laid out again after the step
        const QMap<QString, QQuickItem *> after = choiceButtons(guide);
        QCOMPARE(int(after.size()), buttons);
        for (auto it = after.cbegin(); it != after.cend(); ++it) {
            QVERIFY2(where.contains(it.key()), qPrintable(it.key()));
            QCOMPARE(scenePos(it.value()), where.value(it.key()));
        }
        QVERIFY(!after.value(pile1)->isEnabled()); // taken, in its place
        QVERIFY(after.value(pile2)->isEnabled());
        // Clicking the taken pile's place does nothing; the engine never sees it.
        const int actions = int(m_controller->game().actions().size());
        mctest::clickCentre(m_window, after.value(pile1));
        QTest::qWait(50);
        QCOMPARE(int(m_controller->game().actions().size()), actions);
        QCOMPARE(m_controller->guide()->choiceModel()->apply(m_controller->guide()->choiceModel()->firstIn(u"choice"_s)), false);
        checkWarnings();
    }

    // The map shows per location each player's figures of each guild, and the rows of a choice among
    // locations (a figure lost, a free relocation, Hushhyde, Grendall's Pillars, the Conclave of Shadows)
    // are taken by clicking the location.
    void mapTellsAndTakesLocations()
    {
        // A table game stopped at a choice among locations, from the seeded playouts.
        std::optional<QByteArray> stop;
        for (int players = 3; players <= 4 && !stop; ++players)
            mctest::randomPlayouts(0, players, 60, [&](const mc::Game &game) {
                if (stop || game.state().isTerminal())
                    return;
                for (const mc::Action &a : game.state().legalActions())
                    if (LocationsModel::chosenLocation(game.state(), a) >= 0) {
                        stop = game.toJson();
                        return;
                    }
            });
        QVERIFY2(stop, "no playout met a choice among locations");
        QVERIFY(mctest::goHome(m_window));
        const QString file = m_dir.path() + u"/locations.json"_s;
        QVERIFY(mc::Game::fromJson(*stop).game.save(file));
        QVERIFY(m_controller->load(file));
        LocationsModel *locations = m_controller->table()->locations();
        QAbstractItemModelTester tester(locations, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QVERIFY(locations->choosing());

        // Whose figures of which guild: the chips add up to each player's figures there.
        const mc::GameState &s = m_controller->game().state();
        for (int loc = 0; loc < mc::kLocations; ++loc) {
            const QVariantMap row = locations->get(loc);
            QList<int> perSeat(s.players, 0);
            for (const QVariant &v : row.value(u"stands"_s).toList()) {
                const QVariantMap stand = v.toMap();
                const int seat = stand.value(u"seat"_s).toInt();
                const int guild = stand.value(u"guild"_s).toInt();
                QCOMPARE(stand.value(u"count"_s).toInt(), int(s.player[std::size_t(seat)].figures[std::size_t(loc)][std::size_t(guild)]));
                QVERIFY(!stand.value(u"mark"_s).toString().isEmpty());
                perSeat[seat] += stand.value(u"count"_s).toInt();
            }
            for (int p = 0; p < s.players; ++p)
                QCOMPARE(perSeat.at(p), s.player[std::size_t(p)].figuresAt(loc));
        }

        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        int number = 0;
        for (int loc = 0; loc < mc::kLocations && number == 0; ++loc)
            if (!locations->get(loc).value(u"choiceRows"_s).toList().isEmpty())
                number = loc + 1;
        QVERIFY(number > 0);
        const QVariantList rows = locations->get(number - 1).value(u"choiceRows"_s).toList();
        QQuickItem *pick = findItem(page, u"pick%1"_s.arg(number));
        QVERIFY(pick && pick->isVisible() && pick->isEnabled());
        const int before = int(m_controller->game().actions().size());
        const mc::GameState stateBefore = m_controller->game().state();
        mctest::clickCentre(m_window, pick);
        if (rows.size() > 1) { // several figures there: one button each
            QQuickItem *first = nullptr;
            QTRY_VERIFY((first = findItem(m_window->contentItem(), u"mapPick0"_s)) && first->isVisible());
            mctest::clickCentre(m_window, first);
        }
        QTRY_VERIFY(int(m_controller->game().actions().size()) > before);
        const mc::Action applied = m_controller->game().actions().at(std::size_t(before));
        QCOMPARE(LocationsModel::chosenLocation(stateBefore, applied), number - 1);
        checkWarnings();
    }

    // The log's choice of round opens a list whose entries are whole ("All rounds" was cut in the log's
    // narrow box).
    void logRoundListIsWhole()
    {
        startAtFirstTurn(3, kThreePlayerStart);
        if (QTest::currentTestFailed())
            return;
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        QQuickItem *chooser = findItem(page, u"logRound"_s);
        QVERIFY(chooser && chooser->isVisible());
        mctest::clickCentre(m_window, chooser);
        QList<QQuickItem *> entries;
        QTRY_VERIFY((entries = shownItems([](const QQuickItem *item) { return item->inherits("QQuickMenuItem"); })).size() >= 2);
        for (QQuickItem *entry : std::as_const(entries))
            QVERIFY2(entry->implicitWidth() <= entry->width() + 0.5,
                     qPrintable(u"“%1” is cut: %2 px of %3"_s.arg(entry->property("text").toString())
                                        .arg(entry->implicitWidth()).arg(entry->width())));
        QTest::keyClick(m_window, Qt::Key_Escape);
        checkWarnings();
    }

    // At a turn nothing on the map is a choice (the turn's panel holds them).
    void mapTakesNothingAtATurn()
    {
        startAtFirstTurn(3, kThreePlayerStart);
        if (QTest::currentTestFailed())
            return;
        QVERIFY(!m_controller->table()->locations()->choosing());
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        for (int n = 1; n <= mc::kLocations; ++n) {
            QQuickItem *pick = findItem(page, u"pick%1"_s.arg(n));
            QVERIFY(pick);
            QVERIFY(!pick->isVisible());
        }
        checkWarnings();
    }

    // Corrections are refused in digital play (the app knows every card): none is offered there.
    void noCorrectionInDigitalPlay()
    {
        std::optional<QByteArray> stop;
        mctest::randomPlayouts(1, 3, 1, [&](const mc::Game &game) {
            if (!stop && game.state().decision() == mc::Decision::Turn)
                stop = game.toJson();
        });
        QVERIFY(stop);
        QVERIFY(mctest::goHome(m_window));
        const QString file = m_dir.path() + u"/digital.json"_s;
        QVERIFY(mc::Game::fromJson(*stop).game.save(file));
        QVERIFY(m_controller->load(file));
        QQuickItem *page = mctest::showGamePage(m_window, u"digital"_s);
        QVERIFY(page);
        QQuickItem *handOff = findItem(page, u"handOff"_s);
        QTRY_VERIFY(handOff && handOff->isVisible());
        mctest::clickCentre(m_window, findItem(handOff, u"iAmButton"_s));
        QTRY_VERIFY(!handOff->isVisible());
        QQuickItem *pass = nullptr;
        QTRY_VERIFY((pass = findItem(page, u"passButton"_s)) && pass->isVisible());
        QQuickItem *correction = findItem(page, u"correctionButton"_s);
        QVERIFY(correction);
        QVERIFY(!correction->isVisible());
        QQuickItem *fix = findItem(page, u"adjustButton"_s);
        QVERIFY(fix && !fix->isVisible());
        checkWarnings();
    }

    // R-DREAD-2: with more figures at risk than the list shows, the row being rolled for stays in view.
    void crowdListKeepsTheRolledRowInView()
    {
        startAtFirstTurn(2, {u"dice 6"_s, u"pile 2"_s, u"take 1"_s, u"take 2"_s, u"meter threat 9"_s});
        if (QTest::currentTestFailed())
            return;
        for (const QString guild : {u"mk"_s, u"co"_s, u"cs"_s, u"sc"_s})
            for (const QString seat : {u"p1"_s, u"p2"_s})
                for (int i = 0; i < 2; ++i)
                    QVERIFY2(m_controller->applyAction(seat + u" figure 3 "_s + guild + u" +1"_s), qPrintable(m_controller->lastError()));
        while (m_controller->guide()->decisionKind() == u"turn"_s)
            QVERIFY2(m_controller->applyAction(u"pass"_s), qPrintable(m_controller->lastError()));
        QCOMPARE(m_controller->guide()->decisionKind(), u"crowd-roll"_s);
        const int atRisk = m_controller->guide()->atRisk()->count();
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        auto *list = qobject_cast<QQuickItem *>(findItem(page, u"atRiskList"_s));
        QTRY_VERIFY(list && list->isVisible() && list->height() > 0);
        const auto rowInView = [&](int row) {
            QQuickItem *item = nullptr;
            QMetaObject::invokeMethod(list, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, item), Q_ARG(int, row));
            if (!item)
                return false;
            const qreal top = item->y() - list->property("contentY").toReal();
            return top >= -0.5 && top + item->height() <= list->height() + 0.5;
        };
        int shownRows = 0;
        for (int row = 0; row < atRisk; ++row)
            shownRows += rowInView(row) ? 1 : 0;
        QVERIFY2(shownRows < atRisk, qPrintable(u"%1 rows at risk all fit: the list cannot scroll"_s.arg(atRisk)));
        for (int row = 0; row < atRisk && m_controller->guide()->decisionKind() == u"crowd-roll"_s; ++row) {
            QTRY_VERIFY2(rowInView(row), qPrintable(u"row %1 of %2 is out of view"_s.arg(row).arg(atRisk)));
            QVERIFY2(m_controller->applyAction(u"roll 6"_s), qPrintable(m_controller->lastError()));
        }
        checkWarnings();
    }

    // A relocation names its starting place (not its number alone), and the list of destinations is as
    // wide as its longest entry, cut nowhere.
    void relocationNamesItsPlaces()
    {
        startAtFirstTurn(3, kThreePlayerStart);
        if (QTest::currentTestFailed())
            return;
        const QString seat = u"p%1"_s.arg(m_controller->guide()->currentSeat() + 1);
        for (const QString a : {u" figure 11 mk +1"_s, u" adjust bone +2"_s, u" adjust flesh +2"_s, u" adjust spirit +2"_s})
            QVERIFY2(m_controller->applyAction(seat + a), qPrintable(m_controller->lastError()));
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        QQuickItem *from = nullptr;
        QTRY_VERIFY((from = findItem(page, u"relocateFrom"_s)) && from->isVisible());
        const QString place = m_controller->table()->locations()->get(10).value(u"name"_s).toString();
        QVERIFY(!place.isEmpty());
        QVERIFY2(from->property("text").toString().contains(place), qPrintable(from->property("text").toString()));
        QQuickItem *to = findItem(page, u"relocateTo"_s);
        QVERIFY(to && to->isVisible());
        mctest::clickCentre(m_window, to);
        const auto optionsShown = [&] {
            return shownItems([](const QQuickItem *item) {
                return item->property("naturalWidth").isValid() && item->property("modelData").isValid();
            });
        };
        QTRY_VERIFY(!optionsShown().isEmpty());
        // Once the list is laid out (on a busy machine its first frame had the options 32 px wide).
        const auto firstCut = [&] {
            for (QQuickItem *option : optionsShown())
                if (option->property("naturalWidth").toReal() > option->width() + 0.5)
                    return u"“%1” is cut: %2 px of %3"_s.arg(option->property("text").toString())
                            .arg(option->property("naturalWidth").toReal())
                            .arg(option->width());
            return QString();
        };
        QTRY_VERIFY2(firstCut().isEmpty(), qPrintable(firstCut()));
        QTest::keyClick(m_window, Qt::Key_Escape);
        checkWarnings();
    }

    void cleanupTestCase()
    {
        if (m_window)
            (void)mctest::goHome(m_window);
        checkWarnings();
    }

private:
    // A new table game of `players` at its first turn, shown from the home screen: the actions of its
    // start (the dice, the piles and their picks), the face-up Wallows cards left unnamed, then the
    // table's own draft (R-WAL-1, R-DRAFT-1).
    void startAtFirstTurn(int players, const QStringList &start)
    {
        QVERIFY(mctest::goHome(m_window));
        QVERIFY(m_controller->newTableGame(setup(players)));
        for (const QString &a : start)
            QVERIFY2(m_controller->applyAction(a), qPrintable(m_controller->lastError()));
        while (m_controller->guide()->decisionKind() == u"deal-wallows"_s)
            QVERIFY2(m_controller->applyAction(u"draw unknown"_s), qPrintable(m_controller->lastError()));
        if (m_controller->guide()->decisionKind() == u"deal-court"_s)
            QVERIFY(m_controller->guide()->choiceModel()->apply(0));
        QCOMPARE(m_controller->guide()->decisionKind(), u"turn"_s);
    }

    // The visible items of the window (popups included) that `matches` picks.
    QList<QQuickItem *> shownItems(const std::function<bool(const QQuickItem *)> &matches) const
    {
        QList<QQuickItem *> out;
        const std::function<void(QQuickItem *)> collect = [&](QQuickItem *item) {
            if (!item->isVisible())
                return;
            if (matches(item))
                out << item;
            for (QQuickItem *child : item->childItems())
                collect(child);
        };
        collect(m_window->contentItem());
        return out;
    }

    void checkWarnings()
    {
        for (const QQmlError &w : std::as_const(m_warnings))
            qWarning("%s", qPrintable(w.toString()));
        QCOMPARE(m_warnings.size(), 0);
    }

    QTemporaryDir m_dir;
    QQmlApplicationEngine m_engine;
    QList<QQmlError> m_warnings;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;
};

QTEST_MAIN(TestTableScreen)
#include "tst_tablescreen.moc"
