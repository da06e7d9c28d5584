// Commands of the whole shelf that a program adds to mourners-cli's dispatch (mourners-cli: `history`;
// more may follow): each registers itself with a static object of the program.
#pragma once

#include <QString>
#include <QStringList>

#include <functional>

namespace cli {

/// A command: gets the arguments after its name, returns the exit code.
using ShelfCommand = std::function<int(const QStringList &args)>;
/// Registers `name` (before cliMain() runs); `usage` is its part of --help. Returns true.
bool addShelfCommand(const QString &name, ShelfCommand run, const QString &usage);
/// The command registered as `name`, or nullptr.
[[nodiscard]] const ShelfCommand *shelfCommand(const QString &name);
/// The usage lines of every registered command.
[[nodiscard]] QString shelfCommandsUsage();

} // namespace cli
