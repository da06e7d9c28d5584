// Every card named on the table screen shows what it does (CardName.qml): a Mourner in a player's
// panel, a Wallows card, Malavestros on the map, a log line, a row of the table's questions, the
// replay. Each is a Tab stop whose accessible description holds the card's text (CardText), and its
// tooltip shows on mouse hover and on keyboard focus. A seat's hidden cards (a Court hand, an Ulterior
// Motive) get no text on a screen another seat may see.

#include "cardtext.h"
#include "gamecontroller.h"
#include "seatprivacy.h"
#include "tablequestions.h"

#include <QQmlApplicationEngine>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTemporaryDir>
#include <QTest>
#include <QtQml/QQmlExtensionPlugin>

#include <algorithm>
#include <functional>

#include "quickitems.h"
#include "openapp.h"
#include "tablesetup.h"

using namespace Qt::StringLiterals;

Q_IMPORT_QML_PLUGIN(MournersPlugin)

namespace {

using mctest::findVisible;

/// Every visible item of `root` whose objectName starts with `prefix`.
QList<QQuickItem *> visibleWithPrefix(QQuickItem *root, const QString &prefix)
{
    QList<QQuickItem *> out;
    const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
        if (!item->isVisible())
            return;
        if (item->objectName().startsWith(prefix))
            out << item;
        for (QQuickItem *child : item->childItems())
            walk(child);
    };
    walk(root);
    return out;
}

/// Every visible CardName of `root` (the component's `cardText` property tells it).
QList<QQuickItem *> cardNames(QQuickItem *root)
{
    QList<QQuickItem *> out;
    const std::function<void(QQuickItem *)> walk = [&](QQuickItem *item) {
        if (!item->isVisible())
            return;
        if (item->metaObject()->indexOfProperty("cardText") >= 0 && item->metaObject()->indexOfProperty("tipShown") >= 0)
            out << item;
        for (QQuickItem *child : item->childItems())
            walk(child);
    };
    walk(root);
    return out;
}

QString describe(QQuickItem *item)
{
    return item ? u"%1 '%2' tip '%3'"_s.arg(item->objectName(), item->property("text").toString(),
                                              item->property("cardText").toString())
                : u"(none)"_s;
}

} // namespace

class TestCardNames : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QQmlApplicationEngine m_engine;
    QQuickWindow *m_window = nullptr;
    GameController *m_controller = nullptr;
    QList<QQmlError> m_warnings;

    // A table game of three with a named starting Mourner each (seed 7).
    QVariantMap tableSetup() const
    {
        QVariantList mourners;
        for (int faction = 0; faction < 3; ++faction)
            mourners << mctest::mournerCard(m_controller->startingMourners(faction).value(0).toMap().value(u"id"_s).toString());
        return mctest::tableSetup(3, 7, mourners);
    }

    // The tooltip of `item` shows when the mouse rests on it and when it has the keyboard focus, and goes
    // when neither; the item is a Tab stop with its text as the accessible description.
    void checkShows(QQuickItem *item, const QString &cardText)
    {
        QVERIFY2(item, "no such card name on screen");
        QVERIFY2(item->property("cardText").toString().contains(cardText),
                 qPrintable(describe(item) + u" lacks: "_s + cardText));
        QVERIFY(item->activeFocusOnTab());
        // A Tab stop of the window: Tab from the stop before it comes to it.
        QQuickItem *before = item->nextItemInFocusChain(false);
        QVERIFY(before && before != item);
        QCOMPARE(before->nextItemInFocusChain(true), item);
        QVERIFY(mctest::waitForLayout(m_window));
        QVERIFY(!item->property("tipShown").toBool());

        // Hover: the mouse on the card's name.
        const QPointF centre = item->mapToScene(QPointF(std::min(item->width() / 2, 12.0), item->height() / 2));
        QTest::mouseMove(m_window, centre.toPoint());
        QTRY_VERIFY2(item->property("tipShown").toBool(), qPrintable(describe(item)));
        QTest::mouseMove(m_window, QPoint(2, m_window->height() - 2));
        QTRY_VERIFY(!item->property("tipShown").toBool());

        // Keyboard focus.
        item->forceActiveFocus(Qt::TabFocusReason);
        QVERIFY(item->hasActiveFocus());
        QTRY_VERIFY2(item->property("tipShown").toBool(), qPrintable(describe(item)));
        item->setFocus(false);
        m_window->contentItem()->forceActiveFocus();
        QTRY_VERIFY(!item->property("tipShown").toBool());
    }

    // The accessible description, as a screen reader reads it.
    static QString description(QQuickItem *item)
    {
        // The Accessible attached object is a child of its item.
        for (QObject *child : item->children())
            if (child->inherits("QQuickAccessibleAttached"))
                return child->property("description").toString();
        return QString();
    }

private slots:
    void initTestCase()
    {
        mctest::useTestIdentity(u"mourners-cardnames-test"_s);
        QVERIFY(m_dir.isValid());
        connect(&m_engine, &QQmlEngine::warnings, this, [this](const QList<QQmlError> &list) { m_warnings += list; });
        m_controller = mctest::openApp(m_engine, m_dir.path(), m_window);
        QVERIFY(m_window && m_controller);
    }

    // Mourners in a panel, the Wallows card dealt (in the questions and in the panel), Malavestros on
    // the map, the log's line naming a card, and the replay.
    void tableCardsShowTheirText()
    {
        GameController *c = m_controller;
        QVERIFY(mctest::goHome(m_window));
        QVERIFY2(c->newTableGame(tableSetup()), qPrintable(c->lastError()));
        for (const QString a : {u"dice 12"_s, u"pile 5"_s, u"pile 4"_s, u"pile 2"_s, u"take 1"_s, u"influence bone flesh"_s,
                                u"take 2"_s})
            QVERIFY2(c->applyAction(a), qPrintable(c->lastError()));
        QCOMPARE(c->guide()->decisionKind(), u"deal-wallows"_s);
        QQuickItem *page = mctest::showGamePage(m_window, u"table"_s);
        QVERIFY(page);
        const mc::Ruleset &rules = c->game().state().rules();

        // The table's questions: the Wallows card tapped for Ada says what it does before it is confirmed.
        TableQuestions *questions = c->questions();
        QVERIFY(questions->cards()->rowCount() > 0);
        QVERIFY(questions->cards()->apply(0));
        QQuickItem *subject = nullptr;
        QTRY_VERIFY((subject = findVisible(page, u"questionSubject0"_s)) && !subject->property("cardText").toString().isEmpty());
        const QString questionText = subject->property("cardText").toString();
        // The last player's card makes the deal, as one step.
        for (int guard = 0; guard < 4 && c->guide()->decisionKind() == u"deal-wallows"_s; ++guard)
            QVERIFY(questions->cards()->apply(0));
        QVERIFY(c->guide()->decisionKind() != u"deal-wallows"_s);
        QCOMPARE(c->game().state().player[0].wallows.size(), std::size_t(1));
        const int adaWallows = c->game().state().player[0].wallows[0];
        const QString wallowsText = CardText::wallows(rules, rules.wallows[std::size_t(adaWallows)]);
        QCOMPARE(questionText, wallowsText);
        if (c->guide()->decisionKind() == u"deal-court"_s)
            QVERIFY(c->guide()->choiceModel()->apply(0));
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        QVERIFY(c->setHolder(u"malavestros"_s, 5));

        // Ada's panel: her starting Mourner and her Wallows card.
        const int adaMourner = c->game().state().player[0].mourners.at(0).card;
        QVERIFY(adaMourner >= 0);
        const QString mournerText = CardText::mourner(rules, rules.mourners[std::size_t(adaMourner)]);
        QQuickItem *mourners = nullptr;
        QTRY_VERIFY((mourners = findVisible(page, u"mournersLabel"_s)));
        QVERIFY(mourners->property("text").toString().contains(rules.mourners[std::size_t(adaMourner)].name));
        checkShows(mourners, mournerText);
        QCOMPARE(description(mourners), mourners->property("cardText").toString());
        // The mouse on the Mourner's name (a link of the line) shows that card.
        {
            QPointF onName(-1, -1);
            const qreal y = std::min(mourners->height() / 2, 8.0);
            for (qreal x = 1; x < mourners->width() && onName.x() < 0; x += 2) {
                QString link;
                QVERIFY(QMetaObject::invokeMethod(mourners, "linkAt", Q_RETURN_ARG(QString, link), Q_ARG(qreal, x), Q_ARG(qreal, y)));
                if (link == u"0"_s)
                    onName = QPointF(x + 4, y);
            }
            QVERIFY2(onName.x() >= 0, "the Mourner's name is a link of the line");
            QTest::mouseMove(m_window, mourners->mapToScene(onName).toPoint());
            QTRY_VERIFY(mourners->property("tipShown").toBool());
            QVERIFY(!mourners->property("pointed").isNull());
            QCOMPARE(mourners->property("shownText").toString(), mournerText);
            QCOMPARE(mourners->property("shownHeading").toString(), rules.mourners[std::size_t(adaMourner)].name);
            QTest::mouseMove(m_window, QPoint(2, m_window->height() - 2));
            QTRY_VERIFY(!mourners->property("tipShown").toBool());
        }

        QQuickItem *wallows = findVisible(page, u"wallowsLabel"_s);
        checkShows(wallows, wallowsText);
        QVERIFY(description(wallows).contains(wallowsText));

        // The map: Malavestros at location 5 is the Court card that put it there.
        int malavestros = -1;
        for (std::size_t i = 0; i < rules.court.size(); ++i)
            if (rules.court[i].kind == mc::CourtKind::Malavestros)
                malavestros = int(i);
        QVERIFY(malavestros >= 0);
        QQuickItem *marker = nullptr;
        QTRY_VERIFY((marker = findVisible(page, u"malavestros5"_s)));
        checkShows(marker, CardText::court(rules, rules.court[std::size_t(malavestros)]));
        QVERIFY(description(marker).contains(CardText::court(rules, rules.court[std::size_t(malavestros)])));

        // The log: the line that deals Ada her Wallows card says what the card does.
        QQuickItem *line = nullptr;
        const QString cardName = rules.wallows[std::size_t(adaWallows)].name;
        // The line that puts Malavestros on the map tells what the card does.
        {
            QQuickItem *moved = nullptr;
            QVERIFY(mctest::waitForLayout(m_window));
            for (QQuickItem *l : visibleWithPrefix(page, u"logLine"_s))
                if (l->property("text").toString().startsWith(u"Malavestros stands at"_s))
                    moved = l;
            QVERIFY2(moved, "the log's last line");
            QVERIFY(moved->property("cardText").toString().contains(CardText::court(rules, rules.court[std::size_t(malavestros)])));
        }
        // Scrolled to it, as a person would: the log panel shows its last lines.
        {
            QQuickItem *shown = visibleWithPrefix(page, u"logLine"_s).value(0);
            QVERIFY(shown);
            QQuickItem *view = shown;
            while (view && !view->inherits("QQuickListView"))
                view = view->parentItem();
            QVERIFY(view);
            auto *model = view->property("model").value<QAbstractItemModel *>();
            QVERIFY(model);
            int row = -1;
            for (int i = 0; i < model->rowCount() && row < 0; ++i)
                if (model->index(i, 0).data(GameLog::TextRole).toString().startsWith(u"Ada was dealt the Wallows card"_s))
                    row = i;
            QVERIFY(row >= 0);
            // Scrolled back to read: the log no longer follows its end (GameLogList's followEnd).
            QVERIFY(view->setProperty("followEnd", false));
            QVERIFY(QMetaObject::invokeMethod(view, "positionViewAtIndex", Q_ARG(int, row), Q_ARG(int, 1)));
            QVERIFY(mctest::waitForLayout(m_window));
            // Only the rows in view are made: rows kept beyond its edges were drawn-list entries of every
            // frame of the table screen (GameLogList's cacheBuffer 0).
            const qreal top = view->property("contentY").toReal();
            const qreal bottom = top + view->height();
            int made = 0;
            for (int i = 0; i < model->rowCount(); ++i) {
                QQuickItem *rowItem = nullptr;
                QVERIFY(QMetaObject::invokeMethod(view, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, rowItem), Q_ARG(int, i)));
                if (!rowItem)
                    continue;
                ++made;
                // A row touching an edge is made with the rows in view; one a row's height beyond is not.
                QVERIFY2(rowItem->y() + rowItem->height() > top - 1 && rowItem->y() < bottom + 1,
                         qPrintable(u"log row %1 at %2..%3 is made although the view shows %4..%5"_s.arg(i)
                                            .arg(rowItem->y()).arg(rowItem->y() + rowItem->height()).arg(top).arg(bottom)));
            }
            QVERIFY(made > 0);
            QVERIFY2(model->rowCount() > made, "the log has rows out of view");
        }
        QTRY_VERIFY([&] {
            for (QQuickItem *l : visibleWithPrefix(page, u"logLine"_s))
                if (l->property("text").toString().contains(cardName) && l->property("text").toString().contains(u"Ada"_s))
                    return (line = l) != nullptr;
            return false;
        }());
        checkShows(line, cardName + u": "_s + wallowsText);
        // A line naming no card has nothing to show and is no Tab stop.
        QQuickItem *plain = nullptr;
        for (QQuickItem *l : visibleWithPrefix(page, u"logLine"_s))
            if (l->property("text").toString().startsWith(u"Phase: "_s))
                plain = l;
        QVERIFY2(plain, "a line that names a phase");
        QVERIFY(plain->property("cardText").toString().isEmpty());
        QVERIFY(!plain->activeFocusOnTab());

        // The replay: the players' cards and the log's lines.
        QMetaObject::invokeMethod(m_window, "openScreen", Q_ARG(QVariant, u"replay"_s), Q_ARG(QVariant, u"Replay"_s));
        QQuickItem *replay = nullptr;
        QTRY_VERIFY((replay = findVisible(m_window->contentItem(), u"replayPage"_s)));
        QTRY_VERIFY(replay->parentItem() && !replay->parentItem()->property("busy").toBool());
        QTest::keyClick(m_window, Qt::Key_End); // the replay's last turn: the table as it is now
        QQuickItem *player = nullptr;
        QTRY_VERIFY((player = findVisible(replay, u"replayPlayer0"_s))
                    && player->property("text").toString().contains(rules.mourners[std::size_t(adaMourner)].name));
        checkShows(player, rules.mourners[std::size_t(adaMourner)].name + u": "_s + mournerText);
        // What happened in the last turn: Malavestros was put on the map.
        QQuickItem *happened = nullptr;
        QTRY_VERIFY((happened = findVisible(replay, u"replayHappened0"_s)));
        QVERIFY2(happened->property("cardText").toString().contains(CardText::court(rules, rules.court[std::size_t(malavestros)])),
                 qPrintable(describe(happened)));
        QQuickItem *replayLine = nullptr;
        {
            QQuickItem *view = findVisible(replay, u"replayLog"_s);
            QVERIFY(view);
            auto *model = view->property("model").value<QAbstractItemModel *>();
            QVERIFY(model);
            int row = -1;
            for (int i = 0; i < model->rowCount() && row < 0; ++i)
                if (model->index(i, 0).data(GameLog::TextRole).toString().startsWith(u"Ada was dealt the Wallows card"_s))
                    row = i;
            QVERIFY(row >= 0);
            QVERIFY(QMetaObject::invokeMethod(view, "positionViewAtIndex", Q_ARG(int, row), Q_ARG(int, 1)));
            QVERIFY(mctest::waitForLayout(m_window));
        }
        QTRY_VERIFY([&] {
            for (QQuickItem *l : visibleWithPrefix(replay, u"replayLogLine"_s))
                if (l->property("text").toString().contains(cardName))
                    return (replayLine = l) != nullptr;
            return false;
        }());
        checkShows(replayLine, wallowsText);
        QVERIFY(mctest::goHome(m_window));
    }

    // Hot-seat digital play: nobody holds the laptop yet, so no card name on screen tells the text of a
    // Court card in a hand or of an Ulterior Motive, though the Mourners in play still tell theirs.
    void hiddenCardsHaveNoText()
    {
        GameController *c = m_controller;
        QVERIFY(mctest::goHome(m_window));
        QVERIFY(c->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s}},
                                   {u"kinds"_s, QStringList{u"person"_s, u"person"_s}},
                                   {u"oldest"_s, 0},
                                   {u"seed"_s, 5}}));
        QQuickItem *page = mctest::showGamePage(m_window, u"digital"_s);
        QVERIFY(page);
        // On to the first turn: every decision takes its first choice, hand-offs included.
        for (int guard = 0; guard < 200 && c->guide()->decisionKind() != u"turn"_s; ++guard) {
            if (c->seats()->property("handOffNeeded").toBool())
                c->revealPrivate();
            ChoiceModel *choices = c->guide()->choiceModel();
            const auto &rows = choices->rows();
            const auto first = std::find_if(rows.cbegin(), rows.cend(), [](const ChoiceRow &r) { return r.enabled; });
            QVERIFY2(first != rows.cend(), qPrintable(c->guide()->decisionKind()));
            QVERIFY2(choices->apply(int(first - rows.cbegin())),
                     qPrintable(c->guide()->decisionKind() + u": "_s + first->label + u" "_s + c->lastError()));
        }
        QCOMPARE(c->guide()->decisionKind(), u"turn"_s);
        c->hidePrivate();
        QTRY_COMPARE(c->seats()->property("privateSeat").toInt(), -1);

        const mc::GameState &s = c->game().state();
        const mc::Ruleset &rules = s.rules();
        QStringList secrets;
        for (int p = 0; p < s.players; ++p) {
            for (auto card : s.player[std::size_t(p)].hand)
                if (card >= 0)
                    secrets << CardText::court(rules, rules.court[std::size_t(card)]);
            if (s.player[std::size_t(p)].motive >= 0)
                secrets << CardText::motive(rules, rules.motives[std::size_t(s.player[std::size_t(p)].motive)]);
        }
        QVERIFY2(!secrets.isEmpty(), "the players hold Court cards and motives");
        QVERIFY(mctest::waitForLayout(m_window));
        const QList<QQuickItem *> names = cardNames(page);
        bool mournerShown = false;
        for (QQuickItem *n : names) {
            const QString text = n->property("cardText").toString();
            mournerShown = mournerShown || (n->objectName() == u"mournersLabel"_s && !text.isEmpty());
            for (const QString &secret : secrets) {
                QVERIFY2(!text.contains(secret), qPrintable(describe(n)));
                QVERIFY2(!description(n).contains(secret), qPrintable(describe(n)));
            }
        }
        QVERIFY2(mournerShown, "the Mourners in play still tell what they do");

        // Once Ada holds the laptop, her own cards, named in her secrets, tell what they do there.
        c->revealPrivate();
        QTRY_COMPARE(c->seats()->property("privateSeat").toInt(), 0);
        QQuickItem *own = nullptr;
        QTRY_VERIFY((own = findVisible(page, u"secretsText"_s)));
        const int adaCard = s.player[0].hand.at(0);
        checkShows(own, CardText::court(rules, rules.court[std::size_t(adaCard)]));
        for (auto card : s.player[1].hand)
            QVERIFY(!own->property("cardText").toString().contains(CardText::court(rules, rules.court[std::size_t(card)])));
        c->hidePrivate();
        QTRY_VERIFY(!own->isVisible() || own->property("cardText").toString().isEmpty());
        GameLog *log = c->log();
        for (int row = 0; row < log->rowCount(); ++row)
            for (const QString &secret : secrets)
                QVERIFY2(!log->index(row).data(log->roleNames().key("cards")).toString().contains(secret),
                         qPrintable(log->textAt(row)));
        QVERIFY(mctest::goHome(m_window));
    }

    void cleanupTestCase()
    {
        for (const QQmlError &e : std::as_const(m_warnings))
            qWarning("%s", qPrintable(e.toString()));
        QVERIFY2(m_warnings.isEmpty(), "QML warnings");
    }
};

QTEST_MAIN(TestCardNames)
#include "tst_cardnames.moc"
