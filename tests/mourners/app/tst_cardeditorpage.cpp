// The card editor screen as people reach it from the home screen, in the light and the dark theme;
// no QML warnings. With MOURNERS_SCREENSHOT_DIR set, the screen is saved as 1280x800 pictures
// (e.g. MOURNERS_SCREENSHOT_DIR=/tmp ctest -R tst_cardeditorpage).

#include "cardeditor.h"
#include "rulesetlibrary.h"

#include <QDir>
#include <QFile>
#include <QPointer>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {
using mctest::findItem;
} // namespace

class TestCardEditorPage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setApplicationName(u"mourners-cardeditorpage-test"_s);
        QQuickStyle::setStyle(u"Material"_s);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedKingdom));
        const QString dir = RulesetLibrary::defaultDirectory();
        QVERIFY(dir.contains(u"qttest"_s));
        QDir(dir).removeRecursively();
        QVERIFY(QDir().mkpath(dir));
        // A broken file of the user's: listed in the picker with its reason, never touched.
        QFile broken(dir + u"/old-box.json"_s);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("{\"format\": \"mourners-call-ruleset\", \"version\": 1}");
        broken.close(); // each engine's library reads the folder when it is made
    }

    void cleanupTestCase()
    {
        QDir(RulesetLibrary::defaultDirectory()).removeRecursively();
    }

    void screen_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::newRow("light") << u"light"_s;
        QTest::newRow("dark") << u"dark"_s;
    }

    void screen()
    {
        QFETCH(QString, theme);
        const QString dir = qEnvironmentVariable("MOURNERS_SCREENSHOT_DIR");
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, theme);
        QVERIFY(window);
        auto click = [window](QQuickItem *item) {
            QVERIFY(item);
            mctest::clickCentre(window, item);
        };
        auto shot = [&](const QString &name) {
            QTest::qWait(150);
            if (!dir.isEmpty())
                QVERIFY(window->grabWindow().save(u"%1/%2-%3.png"_s.arg(dir, name, theme)));
        };

        // The home tile opens the editor on the standard ruleset, Court deck first.
        auto *tile = window->findChild<QQuickItem *>(u"cardEditorTile"_s);
        QVERIFY(tile);
        shot(u"home"_s);
        click(tile);
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"cardEditorPage"_s)));
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        auto *editor = page->findChild<CardEditor *>();
        QVERIFY(editor);
        QVERIFY(editor->loaded());
        QVERIFY(editor->builtIn());
        auto *list = findItem(page, u"cardList"_s);
        QVERIFY(list);
        QTRY_COMPARE(list->property("count").toInt(), 14);

        // Select the stand-in "Lantern Warden" and give its first action a conditional effect.
        const int row = editor->rowOf(CardEditor::Court, u"lantern-warden"_s);
        page->setProperty("row", row);
        auto *badge = findItem(page, u"originBadge"_s);
        QVERIFY(badge);
        QCOMPARE(badge->property("text").toString(), u"Stand-in"_s);
        click(findItem(page, u"addEffect_action1"_s));
        QTRY_VERIFY(findItem(page, u"effectOp_action1_1"_s));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"op"_s, u"influence"_s));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"hasCondition"_s, true));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"ifKind"_s, u"guild"_s));
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 1, u"ifN"_s, 2));
        auto *preview = findItem(page, u"cardPreview"_s);
        QVERIFY(preview);
        QTRY_COMPARE(preview->property("text").toString(),
                     u"Action 1: gain 3 Etherea; if you have at least 2 Mortis Knighthood figure(s), gain 1 Bone "
                     "Influence. Action 2: lower Threat by 1."_s);
        QCOMPARE(badge->property("text").toString(), u"From my box"_s);
        // A refused edit: the reason is shown by the effect, nothing changed.
        const QByteArray before = editor->json();
        QVERIFY(!editor->setEffect(CardEditor::Court, row, u"action1"_s, 0,
                                   {{u"op"_s, u"steal"_s}, {u"amount"_s, -1}, {u"faction"_s, u"flesh"_s}}));
        QCOMPARE(editor->errorField(), u"action1/0"_s);
        QCOMPARE(editor->json(), before);
        shot(u"cardeditor-court"_s);
        editor->clearError();

        // The Mourners deck through its tab; a Wallows card; a motive.
        click(findItem(page, u"deckTab1"_s));
        QTRY_COMPARE(list->property("count").toInt(), 27);
        page->setProperty("row", editor->rowOf(CardEditor::Mourners, u"ossuary-knight-vel"_s));
        auto *guild = findItem(page, u"cardGuild"_s);
        QVERIFY(guild);
        QTRY_COMPARE(guild->property("displayText").toString(), u"Council of Osteomancy"_s);
        shot(u"cardeditor-mourners"_s);

        // D-MOURNER-ABILITY: choosing "triggered" in the ability box shows the phase chooser, set to
        // the Actions phase; a phase chosen there is said in the preview; another kind hides it.
        auto *kindBox = findItem(page, u"cardKind"_s);
        auto *phaseBox = findItem(page, u"cardTrigger"_s);
        QVERIFY(kindBox && phaseBox);
        QVERIFY(!phaseBox->isVisible());
        auto choose = [](QQuickItem *box, const QString &key) {
            int index = -1;
            QVERIFY(QMetaObject::invokeMethod(box, "indexOfValue", Q_RETURN_ARG(int, index), Q_ARG(QVariant, key)));
            QVERIFY2(index >= 0, qPrintable(key));
            box->setProperty("currentIndex", index); // as the popup does before it reports the choice
            QVERIFY(QMetaObject::invokeMethod(box, "activated", Q_ARG(int, index)));
        };
        choose(kindBox, u"triggered"_s);
        QTRY_VERIFY(phaseBox->isVisible());
        QTRY_COMPARE(phaseBox->property("displayText").toString(), u"Actions"_s);
        QCOMPARE(kindBox->property("displayText").toString(), u"By itself at the start of a phase"_s);
        QTRY_VERIFY(findItem(page, u"addEffect_effects"_s) && findItem(page, u"addEffect_effects"_s)->isVisible());
        choose(phaseBox, u"tithe"_s);
        QTRY_COMPARE(preview->property("text").toString(),
                     u"Bone, Council of Osteomancy, starting Mourner. At the start of the Celestial tithe: gain 2 Etherea."_s);
        QCOMPARE(phaseBox->property("displayText").toString(), u"Celestial tithe"_s);
        shot(u"cardeditor-mourner-triggered"_s);
        choose(kindBox, u"on-play"_s);
        QTRY_VERIFY(!phaseBox->isVisible());
        QTRY_COMPARE(preview->property("text").toString(),
                     u"Bone, Council of Osteomancy, starting Mourner. When it comes into play: gain 2 Etherea."_s);
        QVERIFY(findItem(page, u"addEffect_effects"_s)->isVisible());
        QVERIFY(!editor->json().contains("\"trigger\""));
        shot(u"cardeditor-mourner-onplay"_s);
        click(findItem(page, u"deckTab2"_s));
        QTRY_COMPARE(list->property("count").toInt(), 36);
        page->setProperty("row", editor->rowOf(CardEditor::Wallows, u"bone-mill-3"_s));
        shot(u"cardeditor-wallows"_s);
        click(findItem(page, u"deckTab3"_s));
        QTRY_COMPARE(list->property("count").toInt(), 12);
        shot(u"cardeditor-motives"_s);

        // Save as: the name popup, then the new ruleset is the one being edited.
        click(findItem(page, u"saveAsButton"_s));
        auto *nameInput = window->findChild<QQuickItem *>(u"rulesetNameInput"_s);
        QVERIFY(nameInput);
        QTRY_VERIFY(nameInput->isVisible());
        nameInput->setProperty("text", u"Box %1"_s.arg(theme));
        shot(u"cardeditor-saveas"_s);
        click(window->findChild<QQuickItem *>(u"nameAccept"_s));
        QTRY_VERIFY(!editor->builtIn());
        QCOMPARE(editor->rulesetName(), u"Box %1"_s.arg(theme));
        auto *library = engine.singletonInstance<RulesetLibrary *>(qmlTypeId("Mourners", 1, 0, "RulesetLibrary"));
        QVERIFY(library);
        QVERIFY(library->load(editor->rulesetId()));
        QVERIFY(QMetaObject::invokeMethod(window->findChild<QObject *>(u"notice"_s), "close"));
        shot(u"cardeditor-saved"_s);
        // The picker shows the new ruleset; the broken file is listed with its reason.
        auto *picker = findItem(page, u"rulesetPicker"_s);
        QVERIFY(picker);
        QTRY_COMPARE(picker->property("displayText").toString(), u"Box %1"_s.arg(theme));
        auto *pickerPopup = qvariant_cast<QObject *>(picker->property("popup"));
        QVERIFY(pickerPopup);
        QVERIFY(QMetaObject::invokeMethod(pickerPopup, "open"));
        QTRY_VERIFY(pickerPopup->property("opened").toBool());
        shot(u"cardeditor-picker"_s);
        QVERIFY(QMetaObject::invokeMethod(pickerPopup, "close"));
        QTRY_VERIFY(!pickerPopup->property("visible").toBool());

        auto *namePopup = window->findChild<QObject *>(u"namePopup"_s);
        QVERIFY(namePopup);
        QTRY_VERIFY(!namePopup->property("visible").toBool());
        QTest::keyClick(window, Qt::Key_Escape); // back home
        QTRY_VERIFY(!window->findChild<QQuickItem *>(u"cardEditorPage"_s));
        for (const auto &w : warnings)
            qWarning() << w;
        QCOMPARE(warnings.count(), 0);
    }

    // The GUI monkey's crash in the card editor: choosing in a combo box of an effect row rebuilt
    // every row (the Repeater's model was an array replaced on each edit) and so destroyed the box
    // while its popup was still closing; Qt 6.4 then crashed. Now an edit updates the row in place:
    // the row and its boxes are the same objects afterwards. And a row that goes (an added effect
    // undone) while its box has the focus and an open popup hands the focus to "Add an effect" first.
    void effectRowSurvivesAnEditInIt()
    {
        QQmlApplicationEngine engine;
        QSignalSpy warnings(&engine, &QQmlEngine::warnings);
        auto *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        mctest::clickCentre(window, window->findChild<QQuickItem *>(u"cardEditorTile"_s));
        QQuickItem *page = nullptr;
        QTRY_VERIFY((page = window->findChild<QQuickItem *>(u"cardEditorPage"_s)));
        QTRY_VERIFY(!page->parentItem()->property("busy").toBool());
        auto *editor = page->findChild<CardEditor *>();
        QVERIFY(editor && editor->loaded());
        const int row = editor->rowOf(CardEditor::Court, u"lantern-warden"_s);
        page->setProperty("row", row);

        QPointer<QQuickItem> opBox = findItem(page, u"effectOp_action1_0"_s);
        QVERIFY(opBox);
        QPointer<QQuickItem> effectRow = opBox->parentItem();
        while (effectRow && !effectRow->property("listLabel").isValid()) // the CardEffectRow
            effectRow = effectRow->parentItem();
        QVERIFY(effectRow);
        auto *popup = qvariant_cast<QObject *>(opBox->property("popup"));
        QVERIFY(popup);
        // Choose "Influence of a faction" in the open popup, as a person does.
        opBox->forceActiveFocus();
        QVERIFY(QMetaObject::invokeMethod(popup, "open"));
        QTRY_VERIFY(popup->property("opened").toBool());
        QString label;
        for (const QVariant &c : editor->choices(u"op"_s))
            if (c.toMap().value(u"key"_s) == u"influence"_s)
                label = c.toMap().value(u"label"_s).toString();
        QVERIFY(!label.isEmpty());
        auto *listView = qvariant_cast<QQuickItem *>(popup->property("contentItem"));
        QVERIFY(listView);
        QQuickItem *choice = nullptr;
        QTRY_VERIFY([&] {
            QList<QQuickItem *> items{listView};
            for (int i = 0; i < items.size(); ++i) {
                if (items[i]->inherits("QQuickItemDelegate") && items[i]->property("text").toString() == label)
                    return (choice = items[i]) != nullptr;
                items += items[i]->childItems();
            }
            QMetaObject::invokeMethod(listView, "positionViewAtEnd");
            return false;
        }());
        mctest::clickCentre(window, choice);
        QTRY_COMPARE(editor->effects(CardEditor::Court, row, u"action1"_s).at(0).toMap().value(u"op"_s).toString(),
                     u"influence"_s);
        QTRY_VERIFY(!popup->property("visible").toBool());
        QTest::qWait(50); // deleteLater of a rebuilt row would have run by now
        QVERIFY2(opBox && effectRow, "an edit of the effect rebuilt its row");
        QCOMPARE(opBox, QPointer<QQuickItem>(findItem(page, u"effectOp_action1_0"_s)));
        QCOMPARE(opBox->property("displayText").toString(), label);
        // Another field of the same row, with the box still holding the focus.
        QVERIFY(opBox->hasActiveFocus());
        QVERIFY(editor->setEffectField(CardEditor::Court, row, u"action1"_s, 0, u"amount"_s, 2));
        QTest::qWait(50);
        QVERIFY(opBox && effectRow);
        QCOMPARE(findItem(page, u"effectAmount_action1_0"_s)->property("value").toInt(), 2);

        // An added row goes again (undo) while its box has the focus and its popup is open.
        mctest::clickCentre(window, findItem(page, u"addEffect_action1"_s));
        QPointer<QQuickItem> newBox;
        QTRY_VERIFY((newBox = findItem(page, u"effectOp_action1_1"_s)));
        auto *newPopup = qvariant_cast<QObject *>(newBox->property("popup"));
        newBox->forceActiveFocus();
        QVERIFY(QMetaObject::invokeMethod(newPopup, "open"));
        QTRY_VERIFY(newPopup->property("opened").toBool());
        QVERIFY(editor->undo());
        QTRY_VERIFY(!newBox);
        QVERIFY(findItem(page, u"addEffect_action1"_s)->hasActiveFocus());
        QVERIFY(opBox && effectRow); // the first row stays

        for (const auto &w : warnings)
            qWarning() << w;
        QCOMPARE(warnings.count(), 0);
    }
};

QTEST_MAIN(TestCardEditorPage)
#include "tst_cardeditorpage.moc"
