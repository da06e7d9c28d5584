// Language: the interface language is chosen at run time and kept; texts made in C++ and in QML
// follow the choice without a restart; the German translation is complete and keeps every placeholder.

#include "autosave.h"
#include "eventtext.h"
#include "historyrecord.h"
#include "model/mourners/ruleset.h"
#include "gamecontroller.h"
#include "gameshelf.h"
#include "language.h"
#include "quickitems.h"
#include "riptext.h"
#include "rulesetlibrary.h"

#include <QFile>
#include <QGuiApplication>
#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickStyle>
#include <QQuickWindow>
#include <QQmlComponent>
#include <QQmlEngine>
#include <QQmlExpression>
#include <QtQml/qqml.h>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QXmlStreamReader>
#include <QtQml/QQmlExtensionPlugin>
#include <QtTest>

#include <memory>

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

const auto kSettingsKey = u"appearance/language"_s;

/// One <message> of a .ts file.
struct TsMessage {
    QString context;
    QString source;
    QStringList translations; // one, or one per numerus form
    bool numerus = false;
    bool unfinished = false;
    bool obsolete = false;
};

QList<TsMessage> readTs(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QList<TsMessage> out;
    QXmlStreamReader xml(&file);
    QString context;
    TsMessage current;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        const auto name = xml.name();
        if (name == "name"_L1) {
            context = xml.readElementText();
        } else if (name == "message"_L1) {
            current = TsMessage{context, {}, {}, xml.attributes().value("numerus"_L1) == "yes"_L1, false, false};
        } else if (name == "source"_L1) {
            current.source = xml.readElementText();
        } else if (name == "translation"_L1) {
            const auto type = xml.attributes().value("type"_L1);
            current.unfinished = type == "unfinished"_L1;
            current.obsolete = type == "vanished"_L1 || type == "obsolete"_L1;
            if (current.numerus) {
                while (xml.readNextStartElement())
                    current.translations << xml.readElementText();
            } else {
                current.translations << xml.readElementText();
            }
            out << current;
        }
    }
    if (xml.hasError())
        *error = xml.errorString();
    return out;
}

/// The placeholders (%1, %L2, %n) and rule ids ([R-TITHE-2], [D-…]) of a text, sorted, each once:
/// QString::arg() fills every repeat, so a translation may name a player once where English repeats it.
QStringList markers(const QString &text)
{
    static const QRegularExpression re(uR"(%L?(?:\d+|n)|\[[RD]-[A-Z0-9-]+\])"_s);
    QStringList out;
    for (auto it = re.globalMatch(text); it.hasNext();)
        out << it.next().captured();
    out.sort();
    out.removeDuplicates();
    return out;
}

} // namespace

class TestLanguage : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"Mourners"_s);
        QCoreApplication::setApplicationName(u"mourners-tst-language"_s);
        QQuickStyle::setStyle(u"Material"_s);
    }

    void init()
    {
        QSettings().remove(kSettingsKey);
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void cleanupTestCase() { QSettings().remove(kSettingsKey); }

    void choices()
    {
        QStringList keys, labels;
        for (const QVariant &c : Language::instance()->choices()) {
            keys << c.toMap().value(u"key"_s).toString();
            labels << c.toMap().value(u"label"_s).toString();
        }
        QCOMPARE(keys, (QStringList{u"system"_s, u"en"_s, u"de"_s}));
        QCOMPARE(labels.mid(1), (QStringList{u"English"_s, u"Deutsch"_s}));
    }

    // A text of the engine's sentences (EventText, C++ tr()) and one of the QML files come out in the
    // chosen language, and back.
    void chooseSwitchesTexts()
    {
        Language *language = Language::instance();
        QSignalSpy changed(language, &Language::currentChanged);
        QCOMPARE(EventText::phaseName(mc::Phase::Tithe), u"Celestial tithe"_s);

        QVERIFY(language->choose(u"de"_s));
        QCOMPARE(language->current(), u"de"_s);
        QCOMPARE(changed.count(), 1);
        QCOMPARE(EventText::phaseName(mc::Phase::Tithe), u"Himmlischer Tribut"_s);
        QCOMPARE(QCoreApplication::translate("MournersHome", "New table game"), u"Neues Tischspiel"_s);

        QVERIFY(language->choose(u"en"_s));
        QCOMPARE(language->current(), u"en"_s);
        QCOMPARE(EventText::phaseName(mc::Phase::Tithe), u"Celestial tithe"_s);
        QCOMPARE(QCoreApplication::translate("MournersHome", "New table game"), u"New table game"_s);
    }

    // The shelf's titles and taglines follow the language (they were read in the wrong context once
    // and stayed English in German).
    void shelfFollowsTheLanguage()
    {
        GameShelf shelf(nullptr);
        int occult = -1;
        for (int r = 0; r < shelf.rowCount(); ++r)
            if (shelf.data(shelf.index(r), GameShelf::IdRole).toString() == u"occult"_s)
                occult = r;
        QVERIFY(occult >= 0);
        QSignalSpy rows(&shelf, &QAbstractItemModel::dataChanged);
        QVERIFY(Language::instance()->choose(u"de"_s));
        QVERIFY(rows.count() >= 1);
        QCOMPARE(shelf.data(shelf.index(occult), GameShelf::TitleRole).toString(), u"Das okkulte Kartenspiel"_s);
        const QString before = shelf.current();
        shelf.setCurrent(u"occult"_s);
        QVERIFY2(shelf.currentTagline().startsWith(u"Meisterschaften"_s), qPrintable(shelf.currentTagline()));
        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(shelf.data(shelf.index(occult), GameShelf::TitleRole).toString(), u"The occult card game"_s);
        shelf.setCurrent(before);
    }

    void choiceIsKept()
    {
        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(QSettings().value(kSettingsKey).toString(), u"de"_s);
        QVERIFY(Language::instance()->choose(u"system"_s));
        QCOMPARE(QSettings().value(kSettingsKey).toString(), u"system"_s);
        QCOMPARE(Language::instance()->current(), u"system"_s);
    }

    // main.cpp installs the kept choice before the window is made.
    void applySavedInstallsTheKeptChoice()
    {
        QSettings().setValue(kSettingsKey, u"de"_s);
        Language::instance()->applySaved();
        QCOMPARE(Language::instance()->current(), u"de"_s);
        QCOMPARE(EventText::phaseName(mc::Phase::Tithe), u"Himmlischer Tribut"_s);

        // A value the app does not know (an edited file, a removed language) means the system's language.
        QSettings().setValue(kSettingsKey, u"klingon"_s);
        Language::instance()->applySaved();
        QCOMPARE(Language::instance()->current(), u"system"_s);
    }

    void unknownKeyChangesNothing()
    {
        Language *language = Language::instance();
        QVERIFY(language->choose(u"de"_s));
        QSignalSpy changed(language, &Language::currentChanged);
        QSignalSpy retranslated(language, &Language::retranslated);
        QVERIFY(!language->choose(u"xx"_s));
        QVERIFY(!language->choose(QString()));
        QCOMPARE(language->current(), u"de"_s);
        QCOMPARE(QSettings().value(kSettingsKey).toString(), u"de"_s);
        QCOMPARE(EventText::phaseName(mc::Phase::Tithe), u"Himmlischer Tribut"_s);
        QCOMPARE(changed.count(), 0);
        QCOMPARE(retranslated.count(), 0);
    }

    // "system" shows the system's language when the app has it, else English.
    void systemResolves()
    {
        const QString expected = QLocale::system().uiLanguages().value(0).startsWith(u"de"_s) ? u"de"_s : u"en"_s;
        QCOMPARE(Language::resolve(u"system"_s), expected);
        QCOMPARE(Language::resolve(u"de"_s), u"de"_s);
        QCOMPARE(Language::resolve(u"en"_s), u"en"_s);
    }

    // Bindings of the engine that made the singleton are evaluated again (QQmlEngine::retranslate).
    void qmlBindingsFollow()
    {
        QQmlEngine engine;
        engine.addImportPath(u"qrc:/qt/qml"_s);
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport Mourners\nQtObject {\n"
                          "    property string key: Language.current\n"
                          "    property string text: qsTranslate(\"MournersHome\", \"New table game\")\n"
                          "    function pick(k) { return Language.choose(k) }\n}\n",
                          QUrl(u"qrc:/tst_language/Probe.qml"_s));
        std::unique_ptr<QObject> probe(component.create());
        QVERIFY2(probe, qPrintable(component.errorString()));
        QCOMPARE(probe->property("text").toString(), u"New table game"_s);
        QVariant ok;
        QMetaObject::invokeMethod(probe.get(), "pick", Q_RETURN_ARG(QVariant, ok), Q_ARG(QVariant, u"de"_s));
        QVERIFY(ok.toBool());
        QCOMPARE(probe->property("key").toString(), u"de"_s);
        QCOMPARE(probe->property("text").toString(), u"Neues Tischspiel"_s);
        QMetaObject::invokeMethod(probe.get(), "pick", Q_RETURN_ARG(QVariant, ok), Q_ARG(QVariant, u"xx"_s));
        QVERIFY(!ok.toBool());
        QCOMPARE(probe->property("text").toString(), u"Neues Tischspiel"_s);
    }

    // The log, the guide and the decision of a running game are built again in the new language, the
    // same as a game played in that language from the start; undo still removes one step.
    void runningGameIsRetranslated_data()
    {
        QTest::addColumn<QString>("start");
        QTest::newRow("table") << u"table"_s;
        QTest::newRow("digital") << u"digital"_s;
        // R-SETUP-2/4/5: the wizard's setup actions and the deals the app makes are the opening.
        QTest::newRow("wizard") << u"wizard"_s;
        // A game opened from a file: its log is rebuilt from the saved actions.
        QTest::newRow("saved") << u"saved"_s;
    }

    void runningGameIsRetranslated()
    {
        QFETCH(QString, start);
        QTemporaryDir autosaves;
        QVERIFY(autosaves.isValid());
        const QString saved = autosaves.filePath(u"saved-game.json"_s);
        auto play = [&](GameController &c) {
            c.setAutosaveDirectory(autosaves.path());
            c.autosave()->waitForScan();
            const QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s, u"Di"_s};
            if (start == u"wizard"_s) {
                QVERIFY2(c.newTableGame({{u"names"_s, names.mid(0, 3)},
                                         {u"colors"_s, QStringList{u"#c62828"_s, u"#1565c0"_s, u"#2e7d32"_s}},
                                         {u"oldest"_s, 1},
                                         {u"factions"_s, QStringList{u"bone"_s, u"flesh"_s, u"spirit"_s}},
                                         {u"mourners"_s, QVariantList{QVariantMap{{u"guild"_s, u"mk"_s}}, QVariantMap{{u"guild"_s, u"cs"_s}}, QVariantMap{{u"guild"_s, u"gc"_s}}}},
                                         {u"seed"_s, 7}}),
                         qPrintable(c.lastError()));
            } else {
                QVERIFY(c.newGame(4, names, start != u"digital"_s, 0, 7));
            }
            // R-DIST, R-DRAFT: the first legal action each time, into the Action phase and on.
            for (int i = 0; i < 60 && !c.gameOver(); ++i) {
                if (c.seats()->handOffNeeded())
                    c.revealPrivate();
                QVERIFY2(c.applyAction(c.legalActions().value(0)), qPrintable(c.lastError()));
            }
            if (start == u"saved"_s) {
                if (!QFile::exists(saved))
                    QVERIFY2(c.save(saved), qPrintable(c.lastError()));
                QVERIFY2(c.load(saved), qPrintable(c.lastError()));
            }
        };
        GameController english;
        play(english);
        const int rows = english.log()->rowCount();
        const int steps = english.log()->stepCount();
        QVERIFY(rows > 10);
        const QString englishGuide = english.guide()->guideText();
        const QString englishFirst = english.log()->textAt(0);

        QVERIFY(Language::instance()->choose(u"de"_s));
        GameController german;
        play(german);
        QCOMPARE(english.log()->rowCount(), german.log()->rowCount());
        QCOMPARE(english.log()->stepCount(), steps);
        for (int r = 0; r < rows; ++r)
            QCOMPARE(english.log()->textAt(r), german.log()->textAt(r));
        QVERIFY(english.log()->textAt(0) != englishFirst);
        QCOMPARE(english.guide()->guideText(), german.guide()->guideText());
        QVERIFY(english.guide()->guideText() != englishGuide || englishGuide.isEmpty());
        QCOMPARE(english.guide()->decisionText(), german.guide()->decisionText());
        QCOMPARE(english.phaseName(), german.phaseName());

        QVERIFY(english.undo());
        QVERIFY(german.undo());
        QCOMPARE(english.log()->rowCount(), german.log()->rowCount());
        QCOMPARE(english.log()->stepCount(), german.log()->stepCount());
    }

    // Dates are written as the language shown writes them, not as the system does (the tests run with
    // LC_ALL=C): German screens read "28.11.2026 18:30", the year in full; back in English they read
    // English again. The History's rows and the list of unfinished games are told to draw theirs again.
    void datesFollowTheLanguage()
    {
        GameRecord game;
        game.playedAt = QDateTime(QDate(2026, 11, 28), QTime(18, 30), Qt::UTC).toLocalTime();
        const QString english = HistoryFiles::dateText(game);
        UnfinishedGames unfinished;
        UnfinishedGames::Row row;
        row.file = u"game.json"_s;
        row.lastPlayed = game.playedAt;
        unfinished.setRows({row});
        QSignalSpy changed(&unfinished, &QAbstractItemModel::dataChanged);

        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(QLocale().language(), QLocale::German);
        const QDateTime local = game.playedAt.toLocalTime();
        const QString expected = u"%1.%2.%3 %4:%5"_s.arg(local.date().day(), 2, 10, QLatin1Char('0'))
                                         .arg(local.date().month(), 2, 10, QLatin1Char('0'))
                                         .arg(local.date().year())
                                         .arg(local.time().hour(), 2, 10, QLatin1Char('0'))
                                         .arg(local.time().minute(), 2, 10, QLatin1Char('0'));
        QCOMPARE(HistoryFiles::dateText(game), expected);
        QCOMPARE(unfinished.data(unfinished.index(0), UnfinishedGames::LastPlayedRole).toString(), expected);
        QVERIFY(changed.count() >= 1);
        QVERIFY(changed.last().at(2).value<QList<int>>().contains(UnfinishedGames::LastPlayedRole));
        // A game kept with its day only (the calculator) shows the day alone.
        GameRecord day = game;
        day.source = u"calculator"_s;
        QVERIFY(day.datedOnly());
        QCOMPARE(HistoryFiles::dateText(day), expected.left(10));

        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(HistoryFiles::dateText(game), english);
        QVERIFY2(!english.contains(u"28.11."_s), qPrintable(english));
    }

    // The locale of a language: the one the process started with when it speaks that language (a
    // German system keeps its Austrian dates), else the language's own.
    void localeOfTheLanguage()
    {
        const QLocale austria(QLocale::German, QLocale::Austria);
        const QLocale britain(QLocale::English, QLocale::UnitedKingdom);
        QCOMPARE(Language::localeFor(u"de"_s, austria), austria);
        QCOMPARE(Language::localeFor(u"de"_s, britain).language(), QLocale::German);
        QCOMPARE(Language::localeFor(u"en"_s, britain), britain);
        QCOMPARE(Language::localeFor(u"en"_s, QLocale::c()), QLocale::c());
        QCOMPARE(Language::localeFor(u"en"_s, austria).language(), QLocale::English);
    }

    // Names that come from data reach German screens translated when shown; the data keeps its English:
    // the built-in ruleset, the history's "ruleset standard", Rest in Peace's special round-10 card.
    void dataNamesAreTranslatedWhenShown()
    {
        QTemporaryDir folder;
        QVERIFY(folder.isValid());
        RulesetLibrary library(folder.path());
        auto builtInName = [&library] {
            for (const QVariant &e : library.entries())
                if (e.toMap().value(u"builtIn"_s).toBool())
                    return e.toMap().value(u"name"_s).toString();
            return QString();
        };
        const QString english = builtInName();
        QCOMPARE(english, u"Standard rules (with stand-in cards)"_s);
        QCOMPARE(HistoryFiles::rulesetName(u"standard"_s), u"standard"_s);
        QSignalSpy changed(&library, &RulesetLibrary::changed);

        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(builtInName(), u"Standardregeln (mit Platzhaltern)"_s);
        QVERIFY(changed.count() >= 1);
        QCOMPARE(HistoryFiles::rulesetName(u"standard"_s), u"Standard"_s);
        QCOMPARE(HistoryFiles::rulesetName(u"my-box"_s), u"my-box"_s);
        QCOMPARE(RipText::psychicName(30), u"Das letzte Herrenhaus"_s);

        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(builtInName(), english);
    }

    // Qt's own texts follow too (Qt's translations, Debian's qt6-translations-l10n): the standard
    // buttons of a dialog made after the change read German, then English again (windowFollows: those
    // of a screen that stays open).
    void qtTextsFollow()
    {
        QQmlEngine engine;
        Language::instance()->addEngine(&engine);
        QQmlComponent component(&engine);
        component.setData("import QtQuick\nimport QtQuick.Controls\n"
                          "Dialog {\n"
                          "    standardButtons: Dialog.Yes | Dialog.No | Dialog.Cancel\n"
                          "    function texts() { return [Dialog.Yes, Dialog.No, Dialog.Cancel].map(b => standardButton(b).text) }\n"
                          "}\n",
                          QUrl(u"qrc:/tst_language/Buttons.qml"_s));
        // Yes, No, Cancel.
        const auto buttonTexts = [](QObject *dialog) {
            QVariant texts;
            QMetaObject::invokeMethod(dialog, "texts", Q_RETURN_ARG(QVariant, texts));
            return texts.toStringList();
        };
        std::unique_ptr<QObject> english(component.create());
        QVERIFY2(english, qPrintable(component.errorString()));
        QCOMPARE(buttonTexts(english.get()), (QStringList{u"Yes"_s, u"No"_s, u"Cancel"_s}));

        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Abbrechen"_s);
        std::unique_ptr<QObject> german(component.create());
        QVERIFY(german);
        QCOMPARE(buttonTexts(german.get()), (QStringList{u"Ja"_s, u"Nein"_s, u"Abbrechen"_s}));

        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), u"Cancel"_s);
        std::unique_ptr<QObject> again(component.create());
        QCOMPARE(buttonTexts(again.get()), (QStringList{u"Yes"_s, u"No"_s, u"Cancel"_s}));
    }

    // The window's title follows at once, and the application's name that the window system shows
    // beside it is already in the new language when the title changes; the standard buttons of a
    // dialog of the screen that stays open under the settings (the home screen's) follow too.
    void windowFollows()
    {
        Language::instance()->setApplicationDisplayName("main", QT_TRANSLATE_NOOP("main", "Mourners Call companion"));
        QCOMPARE(QGuiApplication::applicationDisplayName(), u"Mourners Call companion"_s);
        QQmlApplicationEngine engine;
        QQuickWindow *window = mctest::loadMainWindow(engine, u"light"_s);
        QVERIFY(window);
        QCOMPARE(window->title(), u"Mourners Call companion"_s);
        Language::instance()->addEngine(&engine);
        QStringList namesAtTitleChange;
        connect(window, &QWindow::windowTitleChanged, this,
                [&namesAtTitleChange] { namesAtTitleChange << QGuiApplication::applicationDisplayName(); });
        auto *shelf = engine.singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "GameShelf"));
        QVERIFY(shelf);
        const QString before = shelf->property("current").toString();
        shelf->setProperty("current", u"dead-mans-crown"_s);
        QObject *endDialog = nullptr;
        QTRY_VERIFY((endDialog = window->findChild<QObject *>(u"dmcEndDialog"_s)));
        const auto closeText = [endDialog] {
            QQmlExpression text(qmlContext(endDialog), endDialog, u"standardButton(Dialog.Close).text"_s);
            return text.evaluate().toString();
        };
        QCOMPARE(closeText(), u"Close"_s);

        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(window->title(), u"Mourners-Call-Begleiter"_s);
        QCOMPARE(QGuiApplication::applicationDisplayName(), u"Mourners-Call-Begleiter"_s);
        QCOMPARE(namesAtTitleChange, QStringList{u"Mourners-Call-Begleiter"_s});
        QCOMPARE(closeText(), u"Schließen"_s);

        QVERIFY(Language::instance()->choose(u"en"_s));
        QCOMPARE(window->title(), u"Mourners Call companion"_s);
        QCOMPARE(namesAtTitleChange.last(), u"Mourners Call companion"_s);
        QCOMPARE(closeText(), u"Close"_s);
        shelf->setProperty("current", before);
    }

    // Every German text is translated and keeps the placeholders and rule ids of its source.
    // A place in a German log line keeps the case its preposition asks for: the Crypt is "die Gruft" on its
    // own, so a sentence must not put it after "von", "nach" or "aus" ("von die Gruft"). Every event with
    // places, from and to the Crypt.
    void germanPlacesFitTheirSentence()
    {
        QVERIFY(Language::instance()->choose(u"de"_s));
        const EventText text(*mc::standardRuleset(), {u"Ada"_s, u"Bo"_s, u"Cy"_s}, true);
        static const QRegularExpression wrong(u"\\b(von|nach|aus|mit|bei|zu) die Gruft"_s);
        int texts = 0;
        for (int type = 0; type <= int(mc::EventType::GameOver); ++type) {
            for (const auto &[from, to] : {std::pair{mc::kCrypt, 5}, std::pair{5, mc::kCrypt}}) {
                mc::Event e{mc::EventType(type)};
                e.seat = 0;
                e.a = std::int8_t(from);
                e.b = std::int8_t(to);
                e.v = 1;
                const QString line = text.sentence(e);
                if (line.isEmpty())
                    continue;
                ++texts;
                QVERIFY2(!wrong.match(line).hasMatch(), qPrintable(line));
            }
        }
        QVERIFY(texts > 40);
    }

    // A count reads right in both languages: the English singular and plural come from
    // mourners_en.ts, never "(s)" (tr("%n manor(s)", "", n)).
    void countsReadRightInBothLanguages()
    {
        QCOMPARE(RipText::tokens(1, 0), u"a manor"_s);
        QCOMPARE(RipText::tokens(3, 0), u"3 manors"_s);
        QCOMPARE(RipText::tokens(1, 2), u"a manor and 2 castles"_s);
        QCOMPARE(RipText::tokens(0, 1), u"a castle"_s);
        QVERIFY(Language::instance()->choose(u"de"_s));
        QCOMPARE(RipText::tokens(1, 0), u"1 Landsitz"_s);
        QCOMPARE(RipText::tokens(2, 1), u"2 Landsitze und 1 Schloss"_s);
        QCOMPARE(RipText::tokens(0, 4), u"4 Schlösser"_s);
    }

    void germanTranslationIsComplete()
    {
        QString error;
        const QList<TsMessage> messages = readTs(QStringLiteral(MOURNERS_SOURCE_DIR "/translations/mourners_de.ts"), &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        for (const TsMessage &m : messages) {
            if (m.obsolete)
                continue;
            const QString where = u"%1: \"%2\""_s.arg(m.context, m.source.left(60));
            if (m.unfinished)
                problems << where + u" is unfinished"_s;
            if (m.numerus && m.translations.size() != 2)
                problems << where + u" needs 2 German plural forms, has %1"_s.arg(m.translations.size());
            for (const QString &t : m.translations) {
                if (t.trimmed().isEmpty()) {
                    problems << where + u" has an empty translation"_s;
                    continue;
                }
                // A plural form may leave out %n ("ein Mourner"); every other marker must stay.
                QStringList want = markers(m.source);
                QStringList have = markers(t);
                if (m.numerus) {
                    want.removeAll(u"%n"_s);
                    have.removeAll(u"%n"_s);
                }
                if (want != have)
                    problems << where + u" placeholders %1 became %2"_s.arg(want.join(u' '), have.join(u' '));
            }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    }
};

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
