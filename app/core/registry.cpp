#include "registry.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace shelf {

const QList<GameEntry> &games()
{
    // The registry: one line per game. No static registration objects (a static library would drop
    // them); the order is the shelf's order on the home screen.
    static const QList<GameEntry> list = {
            {"mourners-call", QT_TRANSLATE_NOOP("Shelf", "Mourners Call"),
             QT_TRANSLATE_NOOP("Shelf", "Court of the Dead: bookkeeping, rules and digital play"), 2, 4,
             TableCompanion | DigitalPlay | ScoreSheet, "mourners/MournersHome.qml", "mourners-call-save"},
            {"rest-in-peace", QT_TRANSLATE_NOOP("Shelf", "Rest in Peace"),
             QT_TRANSLATE_NOOP("Shelf", "Two ghost families, ten mansions: follow a table game or play a duel"), 2, 2,
             TableCompanion | DigitalPlay, "restinpeace/RestInPeaceHome.qml", "rest-in-peace-save"},
            {"dead-mans-crown", QT_TRANSLATE_NOOP("Shelf", "Dead Man's Crown"),
             QT_TRANSLATE_NOOP("Shelf", "The end-game score sheet: rituals, the Oracle's majorities, the winner"), 2, 4,
             ScoreSheet, "sheets/DeadMansCrownHome.qml"},
            {"manster-duel", QT_TRANSLATE_NOOP("Shelf", "Manster duel"),
             QT_TRANSLATE_NOOP("Shelf", "The battle tracker: stacks on two slabs, attacks, direct damage, the last one standing"), 2, 6,
             Tracker, "sheets/MansterHome.qml"},
            {"occult", QT_TRANSLATE_NOOP("Shelf", "The occult card game"),
             QT_TRANSLATE_NOOP("Shelf", "Masteries and prophecies: the deck's cycles to the final round, the score sheet"), 2, 3,
             ScoreSheet | Tracker, "sheets/OccultHome.qml"},
    };
    return list;
}

const GameEntry *findGame(QStringView id)
{
    for (const GameEntry &g : games())
        if (id == QLatin1StringView(g.id))
            return &g;
    return nullptr;
}

const GameEntry *findSaveFormat(QStringView format)
{
    for (const GameEntry &g : games())
        if (g.saveFormat && format == QLatin1StringView(g.saveFormat))
            return &g;
    return nullptr;
}

QString gameIds()
{
    QStringList ids;
    for (const GameEntry &g : games())
        ids << QString::fromLatin1(g.id);
    return ids.join(u", "_s);
}

} // namespace shelf
