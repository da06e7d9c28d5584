// Rest in Peace's game page (qml/restinpeace/RestInPeacePage.qml) in the real window, headless, at
// 1280×800: what the line of mansions and the players' panels show fits (no token, card name or result
// cut), every psychic card tells what it does without a mouse (a tap held down, the keyboard), and a
// table game takes few inputs. English and German, light and dark.
#include "historystore.h"
#include "language.h"
#include "ripsession.h"
#include "riptext.h"
#include "model/restinpeace/game.h"

#include <QSignalSpy>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlApplicationEngine>
#include <QQmlContext>
#include <QQmlProperty>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <functional>

#include "fitcheck.h"
#include "quickitems.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findItem;

// Applies actions in notation; false (with a warning) at the first one refused.
bool play(rip::Game &g, const QStringList &actions)
{
    for (const QString &text : actions) {
        rip::Action a;
        QString error;
        if (!rip::actionFromText(g.state(), text, a, error) || g.apply(a) != rip::ApplyError::None) {
            qWarning("refused: %s %s", qPrintable(text), qPrintable(error));
            return false;
        }
    }
    return true;
}

// A digital game of Ada against "Bo (computer)" (a computer player, as the setup names it) saved where
// rounds 1–3 are decided: Bo wins round 1 (Ada withdraws), round 2 ends in a tie by Creepy lull (27), so
// round 3 holds a manor and a castle, which Bo wins too. Ada holds They were never seen again… (25) and
// decides now (round 4).
QByteArray lullGame()
{
    rip::Setup setup;
    setup.seed = 4;
    rip::Game g = rip::Game::create(setup, {u"Ada"_s, u"Bo (computer)"_s});
    QStringList a;
    for (const int card : {27, 19, 25, 1, 2, 3, 5, 6, 7})
        a << u"line %1"_s.arg(card);
    for (const char *t : {"M", "C", "M", "M", "C", "M", "M", "C", "C", "M"})
        a << (t[0] == 'M' ? u"mansion manor"_s : u"mansion castle"_s);
    for (const int v : {1, 1, 2, 3, 4, 1, 2, 2, 3, 5})
        a << u"draw %1"_s.arg(v);
    if (!play(g, a))
        return {};
    // Round 1: Ada withdraws at once and takes Creepy lull.
    if (!play(g, {u"end"_s}))
        return {};
    g.playChance();
    if (!play(g, {u"place none"_s, u"ghost 1"_s, u"end"_s, u"psychic 27"_s})) // round 2: a tie
        return {};
    g.playChance();
    // Round 3 (Bo starts again): Bo 2, Ada withdraws and takes They were never seen again….
    if (!play(g, {u"ghost 2"_s, u"end"_s, u"end"_s}))
        return {};
    g.playChance();
    if (!play(g, {u"place none"_s}))
        return {};
    QJsonObject o = QJsonDocument::fromJson(g.toJson()).object();
    o[u"app"_s] = QJsonObject{{u"kinds"_s, QJsonArray{u"human"_s, u"rules"_s}}};
    return QJsonDocument(o).toJson();
}

} // namespace

class TestRipPage : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QQmlApplicationEngine *m_engine = nullptr;
    QQuickWindow *m_window = nullptr;
    RipSession *m_session = nullptr;

    // The main window in `theme` with the session, its autosaves in a folder of their own.
    bool openWindow(const QString &theme, const QString &autosaves)
    {
        m_window = mctest::loadMainWindow(*m_engine, theme);
        if (!m_window)
            return false;
        m_session = m_engine->singletonInstance<RipSession *>(qmlTypeId("Mourners", 1, 0, "RipSession"));
        if (!m_session)
            return false;
        m_session->setAutosaveDirectory(m_dir.path() + u"/"_s + autosaves);
        m_session->waitForAutosaveScan();
        return true;
    }

    // The main window on Rest in Peace's home (the shelf's game), its autosaves in a folder of their own;
    // the window's content, or null.
    QQuickItem *openRestInPeaceHome(const QString &autosaves)
    {
        if (!openWindow(u"light"_s, autosaves))
            return nullptr;
        auto *shelf = m_engine->singletonInstance<QObject *>(qmlTypeId("Mourners", 1, 0, "GameShelf"));
        if (!shelf || !shelf->setProperty("current", u"rest-in-peace"_s) || !mctest::waitForLayout(m_window))
            return nullptr;
        return m_window->contentItem();
    }

    // Opens the saved game on the game page, once it stands still.
    QQuickItem *openGame(const QByteArray &json)
    {
        const QString path = m_dir.path() + u"/game.json"_s;
        QFile f(path);
        if (!f.open(QIODevice::WriteOnly) || f.write(json) != json.size())
            return nullptr;
        f.close();
        if (!m_session->openFile(path)) {
            qWarning("%s", qPrintable(m_session->message()));
            return nullptr;
        }
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"restinpeace/RestInPeacePage.qml"_s),
                                  Q_ARG(QVariant, QString()));
        QQuickItem *page = nullptr;
        if (!QTest::qWaitFor([&] { return (page = findItem(m_window->contentItem(), u"ripGamePage"_s)) && page->isVisible(); }))
            return nullptr;
        if (!QTest::qWaitFor([&] { return page->parentItem() && !page->parentItem()->property("busy").toBool(); }))
            return nullptr;
        if (!mctest::waitForLayout(m_window))
            return nullptr;
        return page;
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-rippage-test"_s);
        QVERIFY(m_dir.isValid());
    }

    void init()
    {
        m_engine = new QQmlApplicationEngine;
        Language::instance()->addEngine(m_engine);
    }

    void cleanup()
    {
        if (m_session)
            m_session->close();
        m_session = nullptr;
        m_window = nullptr;
        delete m_engine;
        m_engine = nullptr;
        QVERIFY(Language::instance()->choose(u"en"_s));
    }

    void line_data()
    {
        QTest::addColumn<QString>("theme");
        QTest::addColumn<QString>("language");
        for (const QString theme : {u"light"_s, u"dark"_s})
            for (const QString language : {u"en"_s, u"de"_s})
                QTest::newRow(qPrintable(theme + u'/' + language)) << theme << language;
    }

    // The line after a tie by Creepy lull: the token label of the round with two tokens, the results
    // under the mansions with the computer's long name, the psychic cards' names: all whole.
    void line()
    {
        QFETCH(QString, theme);
        QFETCH(QString, language);
        QVERIFY(Language::instance()->choose(language));
        QVERIFY(openWindow(theme, u"auto-"_s + theme + language));
        m_window->resize(1280, 800);
        const QByteArray json = lullGame();
        QVERIFY(!json.isEmpty());
        QQuickItem *page = openGame(json);
        QVERIFY(page);
        QCOMPARE(m_session->mansions()->rows().at(2).manors, 1);
        QCOMPARE(m_session->mansions()->rows().at(2).castles, 1);
        // The computer finishes its turn (shown once the page is), then it is Ada's.
        QTRY_COMPARE(m_session->game().state().currentSeat(), 0);
        QVERIFY(m_session->handOff().isEmpty());
        QVERIFY(mctest::waitForLayout(m_window));

        // RIP_PAGE_SHOTS=DIR keeps a picture of each screen to look at.
        if (const QString shots = qEnvironmentVariable("RIP_PAGE_SHOTS"); !shots.isEmpty())
            m_window->grabWindow().save(shots + u"/line-"_s + theme + u'-' + language + u".png"_s);
        QStringList problems;
        QQuickItem *row = findItem(page, u"ripMansionRow"_s);
        QVERIFY(row);
        mctest::checkTree(row, problems);
        for (const QString &name : {u"ripSeat0"_s, u"ripSeat1"_s, u"ripCardWords"_s, u"ripChoices"_s}) {
            QVERIFY(findItem(page, name));
            mctest::checkTree(findItem(page, name), problems);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));

        // A table game: the grid of the 29 psychic cards, then the one-tap turns, fit whole too.
        m_session->setNextSeed(3);
        QVERIFY(m_session->newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        QVERIFY(mctest::waitForLayout(m_window));
        QCOMPARE(m_session->choices()->countIn(u"line"_s), 29);
        if (const QString shots = qEnvironmentVariable("RIP_PAGE_SHOTS"); !shots.isEmpty())
            m_window->grabWindow().save(shots + u"/grid-"_s + theme + u'-' + language + u".png"_s);
        mctest::checkTree(findItem(page, u"ripChoices"_s), problems);
        while (m_session->game().state().decision() == rip::Decision::LineCard
               || m_session->game().state().decision() == rip::Decision::Mansion)
            QVERIFY(m_session->choices()->apply(0));
        QVERIFY(mctest::waitForLayout(m_window));
        QCOMPARE(m_session->choices()->countIn(u"ghostEnd"_s), 6);
        mctest::checkTree(findItem(page, u"ripChoices"_s), problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
    }

    // Every psychic card tells what it does on the table itself, in the strip under the line that covers
    // no button: the round's own card at first; a mansion's card or a card held reached by Tab; a card
    // held or a psychic card to play, held down on a touch screen (which plays nothing). No tooltip.
    void cardWords()
    {
        QVERIFY(openWindow(u"light"_s, u"auto-words"_s));
        QQuickItem *page = openGame(lullGame());
        QVERIFY(page);
        QQuickItem *strip = findItem(page, u"ripCardWordsText"_s);
        QVERIFY(strip);
        const auto says = [strip] { return strip->property("Accessible.name").toString().isEmpty()
                                           ? strip->property("text").toString() : strip->property("text").toString(); };
        const QString lull = RipText::psychicEffect(27), yetToCome = RipText::psychicEffect(19),
                      neverSeen = RipText::psychicEffect(25), wontHaveIt = RipText::psychicEffect(1);
        // Round 4's card: You won't have it (1).
        QVERIFY2(says().contains(wontHaveIt.left(20)), qPrintable(says()));

        // The keyboard: Tab reaches round 2's card, then the card Ada holds.
        auto tabTo = [&](const QString &name) {
            for (int i = 0; i < 80; ++i) {
                QTest::keyClick(m_window, Qt::Key_Tab);
                QQuickItem *focus = m_window->activeFocusItem();
                if (focus && focus->objectName() == name)
                    return true;
            }
            return false;
        };
        QVERIFY(tabTo(u"ripMansion1"_s));
        QVERIFY2(says().contains(yetToCome.left(20)), qPrintable(says()));
        QVERIFY(tabTo(u"ripHeld0_0"_s));
        QVERIFY2(says().contains(neverSeen.left(20)), qPrintable(says()));
        QVERIFY(tabTo(u"ripMansion0"_s));
        QVERIFY2(says().contains(lull.left(20)), qPrintable(says()));

        // Touch: a press held down on a psychic card to play shows its words and plays nothing.
        QPointingDevice *touch = QTest::createTouchDevice();
        QQuickItem *button = findItem(page, u"ripPsychic0"_s);
        QVERIFY(button);
        const std::size_t before = m_session->game().actions().size();
        const QPoint at = button->mapToScene(QPointF(button->width() / 2, button->height() / 2)).toPoint();
        QSignalSpy held(button, SIGNAL(pressAndHold()));
        QTest::touchEvent(m_window, touch).press(0, at);
        // Held until the press counts as held (the button's press-and-hold): a condition, not a time.
        QTRY_COMPARE_WITH_TIMEOUT(held.count(), 1, 10000);
        QTest::touchEvent(m_window, touch).release(0, at);
        QVERIFY2(says().contains(u"values 1 and"_s), qPrintable(says()));
        QCOMPARE(m_session->game().actions().size(), before);
        // The mouse on a mansion shows its card's words; no tooltip opens over the buttons.
        QQuickItem *mansion = findItem(page, u"ripMansion2"_s);
        QTest::mouseMove(m_window, mansion->mapToScene(QPointF(mansion->width() / 2, 20)).toPoint());
        QTRY_VERIFY2(says().contains(neverSeen.left(20)), qPrintable(says()));
        for (QObject *o : m_window->findChildren<QObject *>())
            if (o->inherits("QQuickToolTip"))
                QVERIFY2(!o->property("visible").toBool(), qPrintable(o->property("text").toString()));
    }

    // "What would the computer do?" in the decision panel: the key H asks it (as its tooltip says), the
    // panel says the computer thinks, then the sentence; the choice it names is framed among the
    // choices, "Do it" takes it, and the hint goes with the decision.
    void hintInTheWindow()
    {
        QVERIFY(openWindow(u"light"_s, u"auto-hint"_s));
        m_session->setHintBudgetForTests(300, 0, 300);
        QQuickItem *page = openGame(lullGame());
        QVERIFY(page);
        // Once the computer has finished its turn (shown once the page is), Ada may ask.
        QTRY_VERIFY(m_session->hintAvailable());
        QVERIFY(mctest::waitForLayout(m_window));
        QQuickItem *button = findItem(page, u"ripHintButton"_s);
        QVERIFY(button);
        QVERIFY(button->isVisible());
        // Its tooltip names the key.
        const QString tip = QQmlProperty(button, u"ToolTip.text"_s, qmlContext(button)).read().toString();
        QVERIFY2(tip.contains(u"(key H)"_s), qPrintable(tip));
        QQuickItem *text = findItem(page, u"ripHintText"_s);
        QVERIFY(text);
        QVERIFY(!text->isVisible());
        QTest::keyClick(m_window, Qt::Key_H);
        QVERIFY(m_session->hintThinking());
        QTRY_COMPARE(text->property("text").toString(), u"The computer is thinking…"_s);
        QTRY_VERIFY_WITH_TIMEOUT(!m_session->hint().isEmpty(), 60000);
        QTRY_COMPARE(text->property("text").toString(), m_session->hint());
        QVERIFY(mctest::waitForLayout(m_window));
        if (const QString shots = qEnvironmentVariable("RIP_PAGE_SHOTS"); !shots.isEmpty())
            m_window->grabWindow().save(shots + u"/hint.png"_s);
        // The frames shown, through the visual tree (the choices' buttons are a Repeater's delegates).
        std::function<int(QQuickItem *)> marks = [&marks](QQuickItem *item) {
            int n = item->objectName() == u"ripHintMark"_s && item->isVisible() ? 1 : 0;
            for (QQuickItem *child : item->childItems())
                n += marks(child);
            return n;
        };
        QCOMPARE(marks(page), 1);
        QStringList problems;
        mctest::checkTree(findItem(page, u"ripChoices"_s), problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u"\n"_s)));
        const std::size_t before = m_session->game().actions().size();
        QQuickItem *doIt = findItem(page, u"ripHintApply"_s);
        QVERIFY(doIt && doIt->isVisible());
        mctest::clickCentre(m_window, doIt);
        QTRY_VERIFY(m_session->game().actions().size() > before);
        QVERIFY(m_session->hint().isEmpty());
        QTRY_VERIFY(!text->isVisible() || !m_session->hintAvailable());
    }

    // Keyboard only: after each step the keyboard is on the first choice of the next decision, with its
    // ring (never back on the title bar), and Enter takes it.
    // A finished game opened from a file shows its result with the keyboard on it (Tab went to the page
    // under it, and Enter then pressed the title bar's Back).
    void finishedGameOpensWithTheKeyboardOnItsResult()
    {
        QVERIFY(openWindow(u"light"_s, u"auto-finished"_s));
        QFile f(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/a11y/finished-rest-in-peace.json"));
        QVERIFY(f.open(QIODevice::ReadOnly));
        QQuickItem *page = openGame(f.readAll());
        QVERIFY(page);
        QTRY_VERIFY(findItem(page, u"ripResult"_s)->isVisible());
        QTRY_COMPARE(m_window->activeFocusItem() ? m_window->activeFocusItem()->objectName() : QString(),
                     u"ripLookAtTable"_s);
    }

    void enterAlonePlaysOn()
    {
        QVERIFY(openWindow(u"light"_s, u"auto-keys"_s));
        QQuickItem *page = openGame(lullGame());
        QVERIFY(page);
        m_session->setNextSeed(3);
        QVERIFY(m_session->newGame(u"table"_s, {u"Ada"_s, u"Bo"_s}, {}, 0, false));
        m_window->setProperty("keyboardUsed", true);
        QQuickItem *choices = findItem(page, u"ripChoices"_s);
        QVERIFY(choices);
        auto onAChoice = [&] {
            QQuickItem *focus = m_window->activeFocusItem();
            if (!focus || !focus->isVisible() || !focus->inherits("QQuickAbstractButton"))
                return false;
            bool inside = false;
            for (QQuickItem *p = focus; p; p = p->parentItem())
                inside = inside || p == choices;
            return inside;
        };
        // The new game's first decision: the keyboard goes there (the page was already on view).
        QVERIFY(m_session->choices()->apply(0));
        QTRY_VERIFY(onAChoice());
        for (int key = 0; key < 8; ++key) {
            const int before = m_session->choices()->revision();
            QTest::keyClick(m_window, Qt::Key_Return);
            QTRY_VERIFY2(m_session->choices()->revision() != before,
                         qPrintable(u"Enter made no step (key %1) on %2"_s.arg(key).arg(
                             m_window->activeFocusItem() ? m_window->activeFocusItem()->objectName() : QString())));
            QTRY_VERIFY2(onAChoice(), qPrintable(u"after key %1 the keyboard is on %2"_s.arg(key).arg(
                                          m_window->activeFocusItem() ? QString::fromLatin1(m_window->activeFocusItem()->metaObject()->className())
                                                                      : u"nothing"_s)));
            QVERIFY(m_window->activeFocusItem()->property("visualFocus").toBool());
        }
    }

    // A table game's inputs, counted as a person taps them from the home screen. Before: the setup took
    // 17 taps (the tile, Start, 9 psychic cards picked out of a list of 29 buttons that needed
    // scrolling, 6 tokens) plus the scrolling, and the common turn (one ghost card, then end) 2 taps.
    // Now the 29 cards lie in a grid all in view (17 taps, no scrolling) and the common turn is 1 tap,
    // taken back by one Undo.
    // The digital setup names the computer opponent in the app's language: "Bo (Computer)" in German.
    void digitalSetupNamesTheComputerInTheLanguage()
    {
        QVERIFY(Language::instance()->choose(u"de"_s));
        QQuickItem *root = openRestInPeaceHome(u"auto-names"_s);
        QVERIFY(root);
        QTRY_VERIFY(findItem(root, u"ripDigitalTile"_s) && findItem(root, u"ripDigitalTile"_s)->isVisible());
        mctest::clickCentre(m_window, findItem(root, u"ripDigitalTile"_s));
        QTRY_VERIFY(findItem(root, u"ripName1"_s) && findItem(root, u"ripName1"_s)->isVisible());
        QCOMPARE(findItem(root, u"ripName1"_s)->property("text").toString(), u"Bo (Computer)"_s);
    }

    // Return in a name field starts the game with the names as typed; a name that cannot be taken keeps
    // the dialog open with its message, and nothing starts.
    void returnInANameStartsTheGame()
    {
        QQuickItem *root = openRestInPeaceHome(u"return-starts"_s);
        QVERIFY(root);
        QTRY_VERIFY(findItem(root, u"ripTableTile"_s) && findItem(root, u"ripTableTile"_s)->isVisible());
        mctest::clickCentre(m_window, findItem(root, u"ripTableTile"_s));
        QQuickItem *name1 = nullptr;
        QTRY_VERIFY((name1 = findItem(root, u"ripName1"_s)) && name1->isVisible());
        QObject *dialog = m_window->findChild<QObject *>(u"ripSetupDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(dialog->property("opened").toBool());
        name1->forceActiveFocus();
        QTRY_VERIFY(name1->hasActiveFocus());
        // No name: the dialog stays, with the message, and no game starts.
        name1->setProperty("text", QString());
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(!findItem(root, u"ripSetupError"_s)->property("text").toString().isEmpty());
        QVERIFY(dialog->property("visible").toBool());
        QVERIFY(!m_session->game().isValid());
        name1->setProperty("text", u"Cyd"_s);
        QTest::keyClick(m_window, Qt::Key_Return);
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QTRY_VERIFY(findItem(root, u"ripGamePage"_s) && findItem(root, u"ripGamePage"_s)->isVisible());
        QVERIFY(m_session->game().isValid());
        QCOMPARE(m_session->game().names().value(1), u"Cyd"_s);
    }

    void tableInputs()
    {
        QQuickItem *root = openRestInPeaceHome(u"auto-inputs"_s);
        QVERIFY(root);
        int taps = 0;
        // Taps an item that is in view (inside the window and every scrolled view around it).
        auto tap = [&](QQuickItem *item) {
            if (!item || !item->isVisible())
                return false;
            QRectF rect = item->mapRectToScene(QRectF(0, 0, item->width(), item->height()));
            for (QQuickItem *a = item->parentItem(); a; a = a->parentItem())
                if (a->inherits("QQuickFlickable")
                    && !a->mapRectToScene(QRectF(0, 0, a->width(), a->height())).contains(rect.adjusted(1, 1, -1, -1))) {
                    qWarning("%s is scrolled out of view", qPrintable(item->property("text").toString()));
                    return false;
                }
            mctest::clickCentre(m_window, item);
            ++taps;
            return mctest::waitForLayout(m_window);
        };
        // The button under `parent` whose label begins with `start`.
        auto button = [&](const QString &parent, const QString &start) -> QQuickItem * {
            QQuickItem *p = findItem(root, parent);
            if (!p)
                return nullptr;
            const auto children = p->childItems();
            for (QQuickItem *c : children)
                if (c->isVisible() && c->inherits("QQuickButton") && c->property("text").toString().startsWith(start))
                    return c;
            return nullptr;
        };

        QVERIFY(tap(findItem(root, u"ripTableTile"_s)));
        QTRY_VERIFY(findItem(root, u"ripStartGame"_s) && findItem(root, u"ripStartGame"_s)->isVisible());
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY(tap(findItem(root, u"ripStartGame"_s)));
        QTRY_VERIFY(findItem(root, u"ripGamePage"_s) && findItem(root, u"ripLineGrid"_s));
        QTRY_VERIFY(!findItem(root, u"ripGamePage"_s)->parentItem()->property("busy").toBool());
        // The setup dialog has gone (while it fades out it still takes the taps).
        QObject *dialog = m_window->findChild<QObject *>(u"ripSetupDialog"_s);
        QVERIFY(dialog);
        QTRY_VERIFY(!dialog->property("visible").toBool());
        QVERIFY(mctest::waitForLayout(m_window));
        QCOMPARE(m_session->game().state().decision(), rip::Decision::LineCard);
        QCOMPARE(findItem(root, u"ripLineGrid"_s)->childItems().size() - 1, 29); // the buttons and the Repeater

        const auto shot = [this](const QString &name) {
            if (const QString dir = qEnvironmentVariable("RIP_PAGE_SHOTS"); !dir.isEmpty())
                m_window->grabWindow().save(dir + u'/' + name + u".png"_s);
        };
        shot(u"table-line"_s);
        // RIP-SETUP-1: the nine cards of the line, each tapped where it lies; the last ones of the list too.
        const std::array<int, 9> line{29, 25, 17, 3, 28, 12, 8, 21, 14};
        for (std::size_t i = 0; i < line.size(); ++i) {
            QVERIFY2(tap(button(u"ripLineGrid"_s, u"%1 · "_s.arg(line[i]))), qPrintable(QString::number(line[i])));
            QCOMPARE(int(m_session->game().state().line[i]), line[i]);
        }
        QCOMPARE(m_session->game().state().line[8], 14);
        // RIP-SETUP-2: six manors, then the castles are certain.
        while (m_session->game().state().decision() == rip::Decision::Mansion) {
            QQuickItem *manor = nullptr;
            for (int i = 0; i < 4 && !manor; ++i)
                if (QQuickItem *b = findItem(root, u"ripChoice%1"_s.arg(i)); b && b->property("text").toString() == u"Manor"_s)
                    manor = b;
            QVERIFY(tap(manor));
        }
        QCOMPARE(taps, 2 + 9 + 6);

        // The common turn: Ada plays a 3 and ends the turn, in one tap; then Bo a 4.
        QCOMPARE(m_session->game().state().decision(), rip::Decision::Turn);
        QCOMPARE(m_session->game().state().currentSeat(), 0);
        taps = 0;
        shot(u"table-turn"_s);
        QVERIFY(tap(button(u"ripGhostEndRow"_s, u"3"_s)));
        QCOMPARE(taps, 1);
        QCOMPARE(m_session->game().state().currentSeat(), 1);
        QCOMPARE(m_session->game().state().total(1, 0), 3);
        QCOMPARE(m_session->game().state().side(1, 0).size(), 1);
        // Bo's 1, 2 or 3 would not beat 3: no one-tap turn for them.
        QVERIFY(!button(u"ripGhostEndRow"_s, u"3"_s));
        QVERIFY(tap(button(u"ripGhostEndRow"_s, u"4"_s)));
        QCOMPARE(taps, 2);
        QCOMPARE(m_session->game().state().currentSeat(), 0);
        QCOMPARE(m_session->game().state().total(1, 1), 4);
        // One Undo takes Bo's whole turn back.
        QVERIFY(m_session->undo());
        QCOMPARE(m_session->game().state().currentSeat(), 1);
        QCOMPARE(m_session->game().state().side(1, 1).size(), 0);
    }
};

QTEST_MAIN(TestRipPage)
#include "tst_rippage.moc"
