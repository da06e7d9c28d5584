// The occult card game's page in the whole app at 1280x800 (qml/sheets/OccultPage.qml): the totals
// stay in view with 3 players and their prophecies, the deck counter answers clicks (OCC-END-1), and
// the sheet the page left is there again when the page (the app) opens anew.
#include "../../app/quickitems.h"
#include "occultsheet.h"

#include <QFile>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MournersPlugin)

using namespace Qt::StringLiterals;
using mctest::findItem;

namespace {

QQuickItem *openOccultPage(QQuickWindow *window)
{
    if (!QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, u"sheets/OccultPage.qml"_s),
                                   Q_ARG(QVariant, QString())))
        return nullptr;
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        page = window->findChild<QQuickItem *>(u"occultPage"_s);
        return page && !page->parentItem()->property("busy").toBool();
    });
    // As a person, who cannot click before the screen has taken its first events: the page gives the
    // keyboard to its first control once shown (a call queued at once, now that a screen comes without
    // a transition).
    QCoreApplication::processEvents();
    return shown ? page : nullptr;
}

// The item is shown and lies whole inside the window.
bool inView(QQuickWindow *window, QQuickItem *item)
{
    if (!item || !item->isVisible() || item->width() <= 0 || item->height() <= 0)
        return false;
    const QRectF r = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
    return r.left() >= 0 && r.top() >= 0 && r.right() <= window->width() && r.bottom() <= window->height();
}

} // namespace

class TestOccultPage : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"tst_occultpage"_s);
        QFile::remove(OccultSheet::defaultFile());
    }

    void totalsInViewAndDeckClicks_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }

    void totalsInViewAndDeckClicks()
    {
        QFETCH(QString, theme);
        QFile::remove(OccultSheet::defaultFile());
        QQmlApplicationEngine engine;
        QList<QQmlError> warnings;
        connect(&engine, &QQmlEngine::warnings, this, [&warnings](const QList<QQmlError> &list) { warnings += list; });
        QQuickWindow *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        QCOMPARE(window->size(), QSize(1280, 800));
        QQuickItem *page = openOccultPage(window);
        QVERIFY(page);
        auto *sheet = page->property("sheet").value<OccultSheet *>();
        QVERIFY(sheet);
        QCOMPARE(sheet->file(), OccultSheet::defaultFile());

        // Three players with three completed prophecies each, entered as the page does.
        QQuickItem *three = findItem(page, u"occultPlayers3"_s);
        QVERIFY(three);
        mctest::clickCentre(window, three);
        QTRY_COMPARE(sheet->playerCount(), 3);
        for (int seat = 0; seat < 3; ++seat) {
            for (int i = 0; i < 3; ++i) {
                QQuickItem *add = nullptr;
                QTRY_VERIFY((add = findItem(page, u"occultAddProphecy%1"_s.arg(seat))));
                mctest::clickCentre(window, add);
                QTRY_COMPARE(sheet->input(seat).prophecies.size(), std::size_t(i + 1));
                QVERIFY(sheet->setProphecy(seat, i, 4 + seat));
            }
            QVERIFY(sheet->setLevel(seat, 0, 3));
        }
        QTRY_VERIFY(findItem(page, u"occultProphecy_2_2"_s));
        for (int seat = 0; seat < 3; ++seat) {
            QQuickItem *total = findItem(page, u"occultTotal%1"_s.arg(seat));
            QTRY_VERIFY2(inView(window, total), qPrintable(u"total of seat %1"_s.arg(seat)));
        }
        QCOMPARE(sheet->inputs().at(2).prophecies, (std::vector<int>{6, 6, 6}));
        QVERIFY(inView(window, findItem(page, u"occultSaveButton"_s)));
        QVERIFY(inView(window, findItem(page, u"occultEmptied2"_s)));

        // OCC-END-1 by clicks: three emptyings with 3 players start the final round.
        for (int seat : {0, 1, 2}) {
            QQuickItem *b = findItem(page, u"occultEmptied%1"_s.arg(seat));
            QVERIFY(b);
            mctest::clickCentre(window, b);
        }
        QTRY_COMPARE(sheet->deck()->phase(), u"finalRound"_s);
        QQuickItem *finished = findItem(page, u"occultTurnFinished"_s);
        QTRY_VERIFY(inView(window, finished));
        mctest::clickCentre(window, finished); // the third player ends the round
        QTRY_COMPARE(sheet->deck()->phase(), u"finished"_s);
        QVERIFY(!findItem(page, u"occultEmptied0"_s)->isVisible());
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(inView(window, findItem(page, u"occultTotal%1"_s.arg(seat))));
        QCOMPARE(warnings.size(), 0);
    }

    // OCC-SCORE-1 and D-OCC-INPLAY by clicks and keys: the table's choice, the rituals' line and the
    // prophecies in play, each control named for a screen reader and reached with Tab.
    void ritualsAndInPlayByClicksAndKeys()
    {
        QFile::remove(OccultSheet::defaultFile());
        QQmlApplicationEngine engine;
        QList<QQmlError> warnings;
        connect(&engine, &QQmlEngine::warnings, this, [&warnings](const QList<QQmlError> &list) { warnings += list; });
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = openOccultPage(window);
        QVERIFY(page);
        auto *sheet = page->property("sheet").value<OccultSheet *>();
        sheet->setName(0, u"Ada"_s);

        // "+ In play" three times; the fourth is not offered (at most 3 in play at once).
        QQuickItem *add = nullptr;
        QTRY_VERIFY((add = findItem(page, u"occultAddInPlay0"_s)));
        for (int i = 0; i < 3; ++i) {
            mctest::clickCentre(window, add);
            QTRY_COMPARE(sheet->input(0).inPlay.size(), std::size_t(i + 1));
            QVERIFY(sheet->setInPlay(0, i, 2 + i)); // 2, 3, 4
        }
        QTRY_VERIFY(!add->isEnabled());
        QQuickItem *third = nullptr;
        QTRY_VERIFY((third = findItem(page, u"occultInPlay_0_2"_s)));
        QVERIFY(third->hasActiveFocus()); // the new box takes the keys
        QTRY_COMPARE(third->property("number").toInt(), 4);
        QCOMPARE(sheet->standing(0)->score, 9);

        // The rituals' line: Tab from the last mastery's "completed" box reaches it; typed with keys.
        QQuickItem *lastCompleted = findItem(page, u"occultCompleted_0_2"_s);
        QQuickItem *effects = findItem(page, u"occultEffects_0"_s);
        QVERIFY(lastCompleted && effects);
        lastCompleted->forceActiveFocus();
        QTest::keyClick(window, Qt::Key_Tab);
        QTRY_VERIFY(effects->hasActiveFocus());
        QTest::keyClick(window, Qt::Key_Up);
        QTest::keyClick(window, Qt::Key_Up);
        QTRY_COMPARE(sheet->input(0).effects, 2);
        QCOMPARE(sheet->standing(0)->score, 11);

        // D-OCC-INPLAY: the choice beside the player count, reached with Tab from "3", toggled with Space.
        QQuickItem *option = findItem(page, u"occultInPlayScores"_s);
        QVERIFY(option);
        QVERIFY(option->property("checked").toBool());
        findItem(page, u"occultPlayers3"_s)->forceActiveFocus();
        QTest::keyClick(window, Qt::Key_Tab);
        QTRY_VERIFY(option->hasActiveFocus());
        QTest::keyClick(window, Qt::Key_Space);
        QTRY_VERIFY(!sheet->inPlayScores());
        QCOMPARE(sheet->standing(0)->score, 2);
        QTRY_COMPARE(findItem(page, u"occultInPlayHeading0"_s)->property("text").toString(), u"In play (not counted)"_s);
        mctest::clickCentre(window, option);
        QTRY_VERIFY(sheet->inPlayScores());
        QVERIFY(option->property("checked").toBool());

        // A completed box at level 0 is refused with the reason beside the result; the box stays clear.
        QQuickItem *done = findItem(page, u"occultCompleted_1_0"_s);
        QVERIFY(done);
        mctest::clickCentre(window, done);
        QQuickItem *message = findItem(page, u"occultMessage"_s);
        QTRY_VERIFY(message->property("text").toString().contains(u"level 0"_s));
        QTRY_VERIFY(!done->property("checked").toBool());
        QVERIFY(!sheet->input(1).completed[0]);

        // Every new control is named.
        for (const QString &name : {u"occultInPlayScores"_s, u"occultEffects_0"_s, u"occultInPlay_0_0"_s,
                                    u"occultRemoveInPlay_0_0"_s, u"occultAddInPlay0"_s, u"occultAddInPlay1"_s}) {
            QQuickItem *item = findItem(page, name);
            QVERIFY2(item, qPrintable(name));
            QObject *attached = nullptr;
            for (QObject *child : item->children())
                if (QByteArray(child->metaObject()->className()).startsWith("QQuickAccessibleAttached"))
                    attached = child;
            QVERIFY2(attached, qPrintable(name));
            QVERIFY2(!attached->property("name").toString().isEmpty(), qPrintable(name));
        }
        QCOMPARE(warnings.size(), 0);
    }

    // The sheet and the counter left on the page are there when the page opens again.
    void pageOpensWhereItWasLeft()
    {
        QFile::remove(OccultSheet::defaultFile());
        {
            QQmlApplicationEngine engine;
            QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
            QVERIFY(window);
            QQuickItem *page = openOccultPage(window);
            QVERIFY(page);
            auto *sheet = page->property("sheet").value<OccultSheet *>();
            sheet->setName(0, u"Ada"_s);
            QVERIFY(sheet->setLevel(0, 1, 2));
            // Three players, prophecies, the final round over: the page that opens on this sheet
            // builds every row at once (the real window crashed here in a layout of Qt 6.4).
            sheet->setPlayerCount(3);
            for (int seat = 0; seat < 3; ++seat)
                for (int i = 0; i <= seat; ++i)
                    QVERIFY(sheet->addProphecy(seat, 2 + i) >= 0);
            for (int seat : {2, 1, 1})
                QVERIFY(sheet->deck()->emptiedOnTurnOf(seat));
            QVERIFY(sheet->deck()->turnFinished());
            QVERIFY(sheet->deck()->turnFinished());
            QCOMPARE(sheet->deck()->phase(), u"finished"_s);
            // A prophecy removed by its button, as a person does.
            QQuickItem *remove = nullptr;
            QTRY_VERIFY((remove = findItem(page, u"occultRemoveProphecy_2_1"_s)));
            QTRY_VERIFY(remove->parentItem()->y() > 0); // its row placed below the first
            mctest::clickCentre(window, remove);
            QTRY_COMPARE(sheet->input(2).prophecies, (std::vector<int>{2, 4}));
        }
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = openOccultPage(window);
        QVERIFY(page);
        auto *sheet = page->property("sheet").value<OccultSheet *>();
        QCOMPARE(sheet->inputs().at(0).name, u"Ada"_s);
        QCOMPARE(sheet->inputs().at(0).levels[1], 2);
        QCOMPARE(sheet->playerCount(), 3);
        QCOMPARE(sheet->deck()->emptied(), 3);
        QCOMPARE(sheet->deck()->phase(), u"finished"_s);
        QQuickItem *count = findItem(page, u"occultDeckCount"_s);
        QVERIFY(count);
        QCOMPARE(count->property("text").toString(), u"3 / 3"_s);
        QTRY_VERIFY(findItem(page, u"occultProphecy_2_1"_s));
        QVERIFY(!findItem(page, u"occultProphecy_2_2"_s));
        // The page lays out and draws after the reopening (the crash came at the first polish).
        QVERIFY(QTest::qWaitForWindowExposed(window));
        QVERIFY(mctest::waitForLayout(window));
        for (int seat = 0; seat < 3; ++seat)
            QVERIFY(inView(window, findItem(page, u"occultTotal%1"_s.arg(seat))));
    }
};

QTEST_MAIN(TestOccultPage)
#include "tst_occultpage.moc"
