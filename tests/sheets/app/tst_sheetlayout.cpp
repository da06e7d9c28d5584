// The Dead Man's Crown and occult score sheets in the whole app at 1280x800, in English and German,
// light and dark, with the most players each sheet allows: no text is cut or larger than its box, no
// control or text leaves its ancestors (the part of a scrolled sheet in view), and the deck counter's
// words never run under its buttons in any phase (OCC-END-1). Also: a mastery level typed above 3 is
// refused beside its box (OCC-SCORE-1); a tooltip goes when its box is clicked or its button's row is
// removed; Dead Man's Crown's typed names are drawn in their seat's colour, not as hints.
#include "../../app/fitcheck.h"
#include "../../app/quickitems.h"
#include "deadmanscrownsheet.h"
#include "language.h"
#include "occultsheet.h"

#include <QFile>
#include <array>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

Q_IMPORT_QML_PLUGIN(MournersPlugin)

using namespace Qt::StringLiterals;
using mctest::findItem;

namespace {

using mctest::itemName;
using mctest::kSlack;

QQuickItem *openPage(QQuickWindow *window, const QString &file, const QString &name)
{
    if (!QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, file), Q_ARG(QVariant, QString())))
        return nullptr;
    QQuickItem *page = nullptr;
    const bool shown = QTest::qWaitFor([&] {
        page = window->findChild<QQuickItem *>(name);
        return page && !page->parentItem()->property("busy").toBool();
    });
    // As a person, who cannot click before the screen has taken its first events: the page gives the
    // keyboard to its first control once shown (a call queued at once, now that a screen comes without
    // a transition).
    QCoreApplication::processEvents();
    return shown ? page : nullptr;
}

// A sheet's page, its "New sheet" button and the dialog that asks first.
using ClearPage = std::array<QString, 4>; // QML file, page, button, dialog (objectNames)
const QList<ClearPage> kClearPages{
        {u"sheets/DeadMansCrownPage.qml"_s, u"deadMansCrownPage"_s, u"dmcClearButton"_s, u"dmcClearDialog"_s},
        {u"sheets/OccultPage.qml"_s, u"occultPage"_s, u"occultClearButton"_s, u"occultClearDialog"_s}};

// Opens the sheet's page and clicks "New sheet": the dialog once it is open (null if it did not open);
// `button` is the page's button.
QObject *openClearDialog(QQuickWindow *window, const ClearPage &sheet, QQuickItem **button)
{
    QQuickItem *page = openPage(window, sheet[0], sheet[1]);
    *button = page ? mctest::findItem(page, sheet[2]) : nullptr;
    if (!*button || !mctest::waitForLayout(window))
        return nullptr;
    mctest::clickCentre(window, *button);
    QObject *dialog = nullptr;
    const bool opened = QTest::qWaitFor([&] {
        dialog = window->findChild<QObject *>(sheet[3]);
        return dialog && dialog->property("opened").toBool();
    });
    return opened ? dialog : nullptr;
}


// Two texts or controls side by side in one row must not overlap (a word running under a button).
void checkRowOverlaps(QQuickItem *item, QStringList &problems)
{
    if (!item->isVisible())
        return;
    const QString cls = QString::fromLatin1(item->metaObject()->className());
    if (cls.contains(u"RowLayout"_s)) {
        QList<QQuickItem *> shown;
        for (QQuickItem *c : item->childItems())
            if (c->isVisible() && c->width() > 0 && (c->inherits("QQuickControl") || c->inherits("QQuickText")))
                shown << c;
        for (qsizetype i = 0; i < shown.size(); ++i) {
            for (qsizetype j = i + 1; j < shown.size(); ++j) {
                // A text's drawn width is its content's when that is wider than its box.
                auto drawn = [](QQuickItem *c) {
                    qreal w = c->width();
                    if (c->inherits("QQuickText"))
                        w = std::max(w, c->property("contentWidth").toReal());
                    return c->mapRectToScene(QRectF(0, 0, w, c->height()));
                };
                const QRectF a = drawn(shown[i]), b = drawn(shown[j]);
                if (a.intersected(b).width() > kSlack && a.intersected(b).height() > kSlack)
                    problems << u"overlap: %1 and %2"_s.arg(itemName(shown[i]), itemName(shown[j]));
            }
        }
    }
    for (QQuickItem *child : item->childItems())
        checkRowOverlaps(child, problems);
}

QStringList problemsOf(QQuickItem *page)
{
    QStringList problems;
    mctest::checkTree(page, problems, {.textFields = true});
    checkRowOverlaps(page, problems);
    problems.removeDuplicates();
    return problems;
}

// The tooltips shown in the window now (their texts): the popups' items in the window's overlay.
void collectToolTips(QQuickItem *item, QStringList &texts)
{
    if (!item->isVisible())
        return;
    if (QObject *popup = item->parent(); popup && popup->inherits("QQuickToolTip") && popup->property("opened").toBool())
        texts << popup->property("text").toString();
    for (QQuickItem *child : item->childItems())
        collectToolTips(child, texts);
}

QStringList shownToolTips(QQuickWindow *window)
{
    QStringList texts;
    collectToolTips(window->contentItem(), texts);
    texts.removeDuplicates();
    return texts;
}

} // namespace

class TestSheetLayout : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"tst_sheetlayout"_s);
    }

    void cleanupTestCase() { QVERIFY(Language::instance()->choose(u"en"_s)); }

    void sheets_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addColumn<QString>("theme");
        for (const QString language : {u"en"_s, u"de"_s})
            for (const QString theme : {u"light"_s, u"dark"_s})
                QTest::newRow(qPrintable(language + u'/' + theme)) << language << theme;
    }

    void clearDialogsWrapTheirText_data() { sheets_data(); }

    // "New sheet" asks first: the dialog has a width of its own and its text wraps within it (the text
    // ran out of the dialog when only the dialog had a width).
    void clearDialogsWrapTheirText()
    {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QVERIFY(Language::instance()->choose(language));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        for (const ClearPage &sheet : kClearPages) {
            const QString &pageName = sheet[1], &dialogName = sheet[3];
            QQuickItem *button = nullptr;
            QObject *dialog = openClearDialog(window, sheet, &button);
            QVERIFY2(dialog, qPrintable(dialogName));
            auto *text = dialog->property("contentItem").value<QQuickItem *>();
            QVERIFY(text);
            QVERIFY2(!text->property("text").toString().isEmpty(), qPrintable(dialogName + u": no text"_s));
            const qreal room = dialog->property("availableWidth").toReal();
            QVERIFY2(room > 100 && text->property("contentWidth").toReal() <= room + 0.5,
                     qPrintable(u"%1: text %2 wide in %3"_s.arg(dialogName).arg(text->property("contentWidth").toReal()).arg(room)));
            QVERIFY(text->width() <= room + 0.5);
            QMetaObject::invokeMethod(dialog, "reject");
            QTRY_VERIFY(!dialog->property("visible").toBool());
            QMetaObject::invokeMethod(window, "goHome");
            QTRY_VERIFY(!window->findChild<QQuickItem *>(pageName));
        }
    }

    // "New sheet?" answered No, and a quick second click where Yes stands while the dialog fades out:
    // the sheet is kept. The fading dialog took the click and cleared the sheet (PopupFadeGuard). Its
    // buttons do not turn grey meanwhile.
    void clickOnAFadingDialogClearsNothing()
    {
        QVERIFY(Language::instance()->choose(u"en"_s));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        const auto buttonWithText = [](QQuickItem *under, const QString &text) {
            const QList<QQuickItem *> items = under->findChildren<QQuickItem *>();
            for (QQuickItem *item : items)
                if (item->isVisible() && item->property("text").toString() == text && item->property("checkable").isValid())
                    return item;
            return static_cast<QQuickItem *>(nullptr);
        };
        for (const ClearPage &sheet : kClearPages) {
            const QString &pageName = sheet[1], &dialogName = sheet[3];
            QQuickItem *button = nullptr;
            QObject *dialog = openClearDialog(window, sheet, &button);
            QVERIFY2(dialog, qPrintable(dialogName));
            auto *footer = dialog->property("footer").value<QQuickItem *>();
            QVERIFY(footer);
            QQuickItem *yes = buttonWithText(footer, u"Yes"_s);
            QQuickItem *no = buttonWithText(footer, u"No"_s);
            QVERIFY(yes && no);
            QSignalSpy accepted(dialog, SIGNAL(accepted()));
            QSignalSpy rejected(dialog, SIGNAL(rejected()));
            mctest::clickCentre(window, no);
            QCOMPARE(rejected.count(), 1);
            // Still shown, fading out: the next click reaches it.
            QVERIFY2(dialog->property("visible").toBool() && !dialog->property("opened").toBool(), qPrintable(dialogName));
            // Its buttons keep their colours while it fades: a shield takes the click, not a disabled dialog.
            QVERIFY(yes->isEnabled() && no->isEnabled());
            mctest::clickCentre(window, yes);
            QCOMPARE(accepted.count(), 0);
            QTRY_VERIFY(!dialog->property("visible").toBool());
            // Opened again, it answers as before.
            mctest::clickCentre(window, button);
            QTRY_VERIFY(dialog->property("opened").toBool());
            mctest::clickCentre(window, yes);
            QCOMPARE(accepted.count(), 1);
            QTRY_VERIFY(!dialog->property("visible").toBool());
            QMetaObject::invokeMethod(window, "goHome");
            QTRY_VERIFY(!window->findChild<QQuickItem *>(pageName));
        }
    }

    // Item 1 of the German table test: "abgeschlossen", "Stufe · abgeschloss.", "Spielende" under
    // "Rückgängig", "Würfel · benutzte …", "Verfluchter …", "Übrige Knoc…" are gone for good.
    void sheets()
    {
        QFETCH(QString, language);
        QFETCH(QString, theme);
        QFile::remove(OccultSheet::defaultFile());
        QFile::remove(DeadMansCrownSheet::defaultFile());
        QVERIFY(Language::instance()->choose(language));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        QCOMPARE(window->size(), QSize(1280, 800));
        QStringList problems;

        // Dead Man's Crown with 4 players, every number entered: the awards and the badges shown.
        QQuickItem *page = openPage(window, u"sheets/DeadMansCrownPage.qml"_s, u"deadMansCrownPage"_s);
        QVERIFY(page);
        auto *dmc = page->property("sheet").value<DeadMansCrownSheet *>();
        QVERIFY(dmc);
        dmc->setPlayerCount(4);
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"Dead Man's Crown, blank: "_s + p;
        const QStringList names{u"Ada"_s, u"Bartholomäus"_s, u"Cy"_s, u"Dorothea"_s};
        for (int seat = 0; seat < 4; ++seat) {
            dmc->setName(seat, names[seat]);
            for (const QString &key : DeadMansCrownSheet::fieldKeys())
                QVERIFY(dmc->setValue(seat, key, (seat * 3 + int(key.size())) % 13));
        }
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"Dead Man's Crown: "_s + p;
        QMetaObject::invokeMethod(window, "goHome");
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"deadMansCrownPage"_s));

        // The occult card game with 3 players, in each phase of the deck counter.
        page = openPage(window, u"sheets/OccultPage.qml"_s, u"occultPage"_s);
        QVERIFY(page);
        auto *occ = page->property("sheet").value<OccultSheet *>();
        QVERIFY(occ);
        // Blank, with 2 players: the long first verdict beside the deck counter.
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"occult, blank: "_s + p;
        occ->setPlayerCount(3);
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"occult, blank, 3 players: "_s + p;
        for (int seat = 0; seat < 3; ++seat) {
            occ->setName(seat, names[seat]);
            for (int m = 0; m < 3; ++m) {
                // A completed mastery is at level 1 or more (OCC-SCORE-1).
                QVERIFY(occ->setLevel(seat, m, (seat + m) % 3 + 1));
                QVERIFY(occ->setCompleted(seat, m, (seat + m) % 2 == 0));
            }
            QVERIFY(occ->addProphecy(seat, 4 + seat) >= 0);
            // The prophecies in play (D-OCC-INPLAY), up to 3, and a ritual's points.
            for (int i = 0; i <= seat; ++i)
                QVERIFY(occ->addInPlay(seat, 2 + i) >= 0);
            QVERIFY(occ->setEffects(seat, 2 * seat + 1));
        }
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"occult, counting: "_s + p;
        for (int seat : {0, 1, 2})
            QVERIFY(occ->deck()->emptiedOnTurnOf(seat));
        QVERIFY(occ->deck()->setFirstSeat(1));
        QCOMPARE(occ->deck()->phase(), u"finalRound"_s);
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"occult, final round: "_s + p;
        while (occ->deck()->phase() == u"finalRound"_s)
            QVERIFY(occ->deck()->turnFinished());
        occ->setInPlayScores(false); // the longer heading of the prophecies in play (D-OCC-INPLAY)
        QVERIFY(mctest::waitForLayout(window));
        for (const QString &p : problemsOf(page))
            problems << u"occult, game over: "_s + p;

        for (const QString &p : std::as_const(problems))
            qWarning("%s", qPrintable(p));
        QVERIFY2(problems.isEmpty(), qPrintable(u"%1 problems (above)"_s.arg(problems.size())));
    }

    // OCC-SCORE-1: a level typed above 3 is refused where it was typed (never clamped in silence): the
    // number stays, the box says why.
    void levelAboveThreeRefusedBesideTheBox()
    {
        QFile::remove(OccultSheet::defaultFile());
        QVERIFY(Language::instance()->choose(u"en"_s));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = openPage(window, u"sheets/OccultPage.qml"_s, u"occultPage"_s);
        QVERIFY(page);
        auto *occ = page->property("sheet").value<OccultSheet *>();
        QVERIFY(occ->setLevel(0, 1, 2));
        QQuickItem *box = nullptr;
        QTRY_VERIFY((box = findItem(page, u"occultLevel_0_1"_s)));
        mctest::clickCentre(window, box);
        QTRY_VERIFY(box->hasActiveFocus());
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(window, Qt::Key_7);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_VERIFY2(box->property("refusal").toString().contains(u"Level 7 is not on the card"_s),
                     qPrintable(box->property("refusal").toString()));
        QCOMPARE(occ->input(0).levels[1], 2);
        QCOMPARE(box->property("value").toInt(), 2);
        QQuickItem *input = box->property("contentItem").value<QQuickItem *>();
        QVERIFY(input);
        QTRY_COMPARE(input->property("text").toString(), u"2"_s);
        // A level on the card is taken, and the refusal goes.
        QTest::keyClick(window, Qt::Key_A, Qt::ControlModifier);
        QTest::keyClick(window, Qt::Key_3);
        QTest::keyClick(window, Qt::Key_Return);
        QTRY_COMPARE(occ->input(0).levels[1], 3);
    }

    // A tooltip over a number goes when the number is stepped; a removed prophecy's button takes its
    // tooltip with it.
    void tooltipsGoWithTheClick()
    {
        QFile::remove(OccultSheet::defaultFile());
        QVERIFY(Language::instance()->choose(u"en"_s));
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QQuickItem *page = openPage(window, u"sheets/OccultPage.qml"_s, u"occultPage"_s);
        QVERIFY(page);
        auto *occ = page->property("sheet").value<OccultSheet *>();
        occ->setName(0, u"Ada"_s);
        QVERIFY(occ->addProphecy(0, 2) == 0);
        QVERIFY(occ->addProphecy(0, 5) == 1);

        QQuickItem *box = nullptr;
        QTRY_VERIFY((box = findItem(page, u"occultLevel_0_0"_s)));
        // Offscreen, the style asks for no hover effects: the real window's are switched on here.
        box->setProperty("hoverEnabled", true);
        const QPoint plus = box->mapToScene(QPointF(box->width() - 8, box->height() / 2)).toPoint();
        QTest::mouseMove(window, plus - QPoint(2, 0));
        QTest::mouseMove(window, plus);
        QTRY_VERIFY2(shownToolTips(window).join(u'|').contains(u"Blood Magic level"_s),
                     qPrintable(shownToolTips(window).join(u'|')));
        QTest::mouseClick(window, Qt::LeftButton, {}, plus);
        QTRY_COMPARE(occ->input(0).levels[0], 1);
        QTRY_VERIFY2(shownToolTips(window).isEmpty(), qPrintable(shownToolTips(window).join(u'|')));

        QQuickItem *remove = nullptr;
        QTRY_VERIFY((remove = findItem(page, u"occultRemoveProphecy_0_1"_s)));
        QTRY_VERIFY(remove->parentItem()->y() > 0);
        remove->setProperty("hoverEnabled", true);
        const QPoint centre = remove->mapToScene(QPointF(remove->width() / 2, remove->height() / 2)).toPoint();
        QTest::mouseMove(window, centre - QPoint(2, 0));
        QTest::mouseMove(window, centre);
        QTRY_VERIFY2(shownToolTips(window).join(u'|').contains(u"Remove prophecy 2"_s),
                     qPrintable(shownToolTips(window).join(u'|')));
        QTest::mouseClick(window, Qt::LeftButton, {}, centre);
        QTRY_COMPARE(occ->input(0).prophecies.size(), std::size_t(1));
        // The tip goes (its exit transition may take a while under load).
        QTRY_VERIFY2(shownToolTips(window).isEmpty(), qPrintable(shownToolTips(window).join(u'|')));
    }

    // Names typed on Dead Man's Crown's sheet are drawn as entered text in the seat's colour, not in
    // the placeholder's grey.
    void typedNamesLookEntered()
    {
        QFile::remove(DeadMansCrownSheet::defaultFile());
        QVERIFY(Language::instance()->choose(u"en"_s));
        for (const QString theme : {u"light"_s, u"dark"_s}) {
            QQmlApplicationEngine engine;
            QQuickWindow *window = mctest::loadMainWindow(engine, theme);
            QVERIFY(window);
            QQuickItem *page = openPage(window, u"sheets/DeadMansCrownPage.qml"_s, u"deadMansCrownPage"_s);
            QVERIFY(page);
            auto *dmc = page->property("sheet").value<DeadMansCrownSheet *>();
            dmc->setName(0, u"Ada"_s);
            QQuickItem *field = nullptr;
            QTRY_VERIFY((field = findItem(page, u"dmcName0"_s)));
            QTRY_COMPARE(field->property("text").toString(), u"Ada"_s);
            const QColor text = field->property("color").value<QColor>();
            const QColor hint = field->property("placeholderTextColor").value<QColor>();
            QVERIFY2(text.alpha() == 255, qPrintable(text.name(QColor::HexArgb)));
            QVERIFY2(text.rgb() != hint.rgb(), qPrintable(text.name()));
            QCOMPARE(field->property("font").value<QFont>().weight(), QFont::Bold);
            // What is drawn: the text item inside the field, opaque, in the seat's colour.
            QCOMPARE(field->opacity(), 1.0);
            QVERIFY(field->isEnabled());
        }
    }
};

QTEST_MAIN(TestSheetLayout)
#include "tst_sheetlayout.moc"
