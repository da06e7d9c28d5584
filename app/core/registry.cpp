#include "registry.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace shelf {

namespace {
QList<GameModule> &registry()
{
    // The program's games (shelfGames(), app/shelfgames.cpp), then the ones registerGame() adds.
    static QList<GameModule> list = shelfGames();
    return list;
}
} // namespace

QString Text::tr() const
{
    return source ? QCoreApplication::translate(context, source) : QString();
}

const QList<GameModule> &games()
{
    return registry();
}

bool registerGame(const GameModule &module)
{
    if (!module.id || findGame(QString::fromLatin1(module.id)))
        return false;
    registry().append(module);
    return true;
}

const GameModule *findGame(QStringView id)
{
    for (const GameModule &g : games())
        if (id == QLatin1StringView(g.id))
            return &g;
    return nullptr;
}

const GameModule &defaultGame()
{
    return games().front();
}

const GameModule *findSaveFormat(QStringView format)
{
    for (const GameModule &g : games())
        if (g.saveFormat && format == QLatin1StringView(g.saveFormat))
            return &g;
    return nullptr;
}

const GameModule *autosaveOwner(QStringView fileName)
{
    const GameModule *owner = nullptr;
    qsizetype longest = -1;
    for (const GameModule &g : games()) {
        if (!g.autosavePrefix)
            continue;
        const QLatin1StringView prefix(g.autosavePrefix);
        if (prefix.size() > longest && fileName.startsWith(prefix)) {
            owner = &g;
            longest = prefix.size();
        }
    }
    return owner;
}

QString gameIds()
{
    QStringList ids;
    for (const GameModule &g : games())
        ids << QString::fromLatin1(g.id);
    return ids.join(u", "_s);
}

} // namespace shelf
