// The registry of the shelf's own commands (shelfcommands.h).
#include "shelfcommands.h"

#include <map>

namespace cli {

namespace {

struct Registered {
    ShelfCommand run;
    QString usage;
};

std::map<QString, Registered> &registered()
{
    static std::map<QString, Registered> commands;
    return commands;
}

} // namespace

bool addShelfCommand(const QString &name, ShelfCommand run, const QString &usage)
{
    registered()[name] = Registered{std::move(run), usage};
    return true;
}

const ShelfCommand *shelfCommand(const QString &name)
{
    const auto it = registered().find(name);
    return it == registered().end() ? nullptr : &it->second.run;
}

QString shelfCommandsUsage()
{
    QString text;
    for (const auto &[name, c] : registered())
        text += c.usage;
    return text;
}

} // namespace cli
