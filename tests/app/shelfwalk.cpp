// The self-test's walk through the shelf beyond Mourners Call's game page: each game's home, a Rest in
// Peace duel, the two score sheets, the battle tracker, the phones at the table, the history and its
// charts. Each screen must show without a QML warning and with something drawn; with a folder, each is
// saved as a picture (the user guide's pictures: scripts/guide-pictures.sh).

#include "selftestwalks.h"

#include "app/core/gameshelf.h"
#include "app/core/historystore.h"
#include "app/core/seatphones.h"
#include "app/core/userguide.h"
#include "app/restinpeace/ripsession.h"
#include "app/sheets/deadmanscrownsheet.h"
#include "app/sheets/mansterbattle.h"
#include "app/sheets/occultsheet.h"
#include "gamecontroller.h"

#include <QQuickItem>
#include <QQuickWindow>
#include <QtQml/qqml.h>

using namespace Qt::StringLiterals;

namespace selftest {

namespace {

template<class T>
T *singleton(QQmlApplicationEngine &engine, const char *name)
{
    return engine.singletonInstance<T *>(qmlTypeId("Mourners", 1, 0, name));
}

/// The page on top of the window's stack after `openScreen`.
QObject *topPage(QQuickWindow *window)
{
    QObject *stack = window->findChild<QObject *>(u"mainStack"_s);
    return stack ? stack->property("currentItem").value<QObject *>() : nullptr;
}

} // namespace

QString walkShelfScreens(QQmlApplicationEngine &engine, const QStringList &warnings, const QString &shotsDir,
                         const QString &suffix)
{
    auto *window = qobject_cast<QQuickWindow *>(engine.rootObjects().constFirst());
    auto shot = [&](const QString &name) { return checkScreen(window, warnings, name, shotsDir, suffix); };
    auto home = [&] { QMetaObject::invokeMethod(window, "goHome"); };
    auto open = [&](const QString &screen, const QString &title) {
        QMetaObject::invokeMethod(window, "openScreen", Q_ARG(QVariant, screen), Q_ARG(QVariant, title));
        processEventsFor(300);
        return topPage(window);
    };

    // The history holds a few games of every kind, so that its screens show something.
    auto *history = singleton<HistoryStore>(engine, "HistoryStore");
    if (!history->importFile(QStringLiteral(MOURNERS_SOURCE_DIR "/docs/guide/history.json")))
        return u"the guide's history did not import: %1"_s.arg(history->message());

    // Every game's home.
    home();
    auto *shelf = singleton<GameShelf>(engine, "GameShelf");
    const QString first = shelf->current();
    for (const QString &id : {u"mourners-call"_s, u"rest-in-peace"_s, u"dead-mans-crown"_s, u"occult"_s, u"manster-duel"_s}) {
        shelf->setCurrent(id);
        if (shelf->current() != id)
            return u"the shelf has no game %1"_s.arg(id);
        if (QString r = shot(u"home-"_s + id); !r.isEmpty())
            return r;
    }
    shelf->setCurrent(first);

    // A Rest in Peace duel against the computer, behind its hand-off and then the person's own view.
    auto *rip = singleton<RipSession>(engine, "RipSession");
    if (!rip->newGame(u"digital"_s, {u"Ada"_s, u"Computer"_s}, {u"person"_s, u"rules"_s}, 0, false))
        return u"the Rest in Peace game did not start: %1"_s.arg(rip->message());
    if (!open(u"restinpeace/RestInPeacePage.qml"_s, u"Rest in Peace"_s))
        return u"the Rest in Peace page did not open"_s;
    rip->confirmHandOff();
    if (QString r = shot(u"rip-game"_s); !r.isEmpty())
        return r;
    rip->close();
    home();

    // The Dead Man's Crown score sheet, half filled.
    QObject *page = open(u"sheets/DeadMansCrownPage.qml"_s, u"Score sheet"_s);
    auto *crown = page ? page->findChild<DeadMansCrownSheet *>() : nullptr;
    if (!crown)
        return u"the Dead Man's Crown sheet did not open"_s;
    crown->setPlayerCount(3);
    const QStringList names{u"Ada"_s, u"Bo"_s, u"Cy"_s};
    for (int seat = 0; seat < 3; ++seat) {
        crown->setName(seat, names.at(seat));
        crown->setRituals(seat, 4 + 3 * seat);
        crown->setSkullsLeft(seat, 2 + seat);
        crown->setBones(seat, 5 - seat);
    }
    if (QString r = shot(u"sheet-crown"_s); !r.isEmpty())
        return r;
    crown->clear();
    home();

    // The occult card game's sheet.
    page = open(u"sheets/OccultPage.qml"_s, u"Score sheet"_s);
    auto *occult = page ? page->findChild<OccultSheet *>() : nullptr;
    if (!occult)
        return u"the occult score sheet did not open"_s;
    if (QString r = shot(u"sheet-occult"_s); !r.isEmpty())
        return r;
    home();

    // A battle of the manster duel with a card on each side.
    auto *battle = singleton<MansterBattle>(engine, "MansterBattle");
    if (const QString why = battle->start({u"Ada"_s, u"Bo"_s}, 0); !why.isEmpty())
        return u"the battle did not start: %1"_s.arg(why);
    battle->addCard(0, 0, 0, 5, 0);
    battle->addCard(1, 0, 0, 4, 1);
    if (!open(u"sheets/MansterPage.qml"_s, u"Battle"_s))
        return u"the battle tracker did not open"_s;
    if (QString r = shot(u"battle"_s); !r.isEmpty())
        return r;
    battle->close();
    home();

    // Phones at the table: a digital Mourners Call game with its phones switched on.
    auto *controller = singleton<GameController>(engine, "GameController");
    open(u"digitalGame"_s, u"New digital game"_s);
    if (!controller->newDigitalGame({{u"names"_s, QStringList{u"Ada"_s, u"Bo"_s, u"Cy"_s}},
                                     {u"kinds"_s, QStringList{u"person"_s, u"person"_s, u"person"_s}},
                                     {u"seed"_s, 7}}))
        return u"the digital game for the phones did not start: %1"_s.arg(controller->lastError());
    page = topPage(window);
    if (!page)
        return u"no game page for the phones"_s;
    page->setProperty("started", true);
    auto *phones = page->findChild<QObject *>(u"phonesPanel"_s);
    auto *seats = qobject_cast<SeatPhones *>(singleton<QObject>(engine, "PhoneTable"));
    if (!phones || !seats)
        return u"no phones panel"_s;
    if (!seats->start())
        return u"the phones did not switch on: %1"_s.arg(seats->problem());
    QMetaObject::invokeMethod(phones, "open");
    if (QString r = shot(u"phones"_s); !r.isEmpty())
        return r;
    QMetaObject::invokeMethod(phones, "close");
    seats->stop();
    home();

    // The history, one game's details and the charts.
    page = open(u"history"_s, u"History"_s);
    if (!page)
        return u"the history did not open"_s;
    if (QString r = shot(u"history"_s); !r.isEmpty())
        return r;
    if (!open(u"ChartsPage.qml"_s, u"Charts"_s))
        return u"the charts did not open"_s;
    if (QString r = shot(u"charts"_s); !r.isEmpty())
        return r;
    home();

    // The user guide (F1) in the language of the walk: its first page, then a chapter by its link.
    const bool german = UserGuide::language() == u"de"_s;
    page = open(u"guide"_s, {});
    auto *guideText = page ? page->findChild<QObject *>(u"guideText"_s) : nullptr;
    const QString homePicture = u"<img src=\"pictures/home-%1-light.png\" width="_s.arg(german ? u"de"_s : u"en"_s);
    if (!guideText || !guideText->property("text").toString().contains(homePicture))
        return u"the user guide did not open on its first page"_s;
    QVariant shown;
    QMetaObject::invokeMethod(page, "show", Q_RETURN_ARG(QVariant, shown), Q_ARG(QVariant, u"phones.md"_s));
    if (!shown.toBool()
        || !guideText->property("text").toString().contains(german ? u"Handys am Tisch</"_s : u"Phones at the table</"_s))
        return u"the guide's chapter on phones did not open"_s;
    if (QString r = shot(u"guide"_s); !r.isEmpty())
        return r;
    home();
    return {};
}

} // namespace selftest
