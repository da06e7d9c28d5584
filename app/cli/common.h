// What every game's command-line front end shares: output streams, the error exit, reading a file
// (or stdin for "-"), and --name value options.
#pragma once

#include "model/core/problem.h"

#include <QByteArray>
#include <QHash>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstdint>
#include <functional>
#include <utility>
#include <vector>

namespace cli {

[[nodiscard]] QTextStream &out();
[[nodiscard]] QTextStream &err();
/// Prints "mourners-cli: MESSAGE" on stderr; returns the exit code of a refused command (2).
int fail(const QString &message);
/// The whole file, or stdin for "-"; false with the reason in `error`.
[[nodiscard]] bool readFile(const QString &path, QByteArray &data, QString &error);

/// --name value options and --flag switches; everything else is positional (`rest`).
struct Options {
    QHash<QString, QString> values;
    QStringList rest;
    QString error;
};
[[nodiscard]] Options parseOptions(const QStringList &args, const QStringList &withValue, const QStringList &flags = {});
/// A whole number option in [lo, hi]; a missing optional one leaves `value` as it is.
[[nodiscard]] bool intOption(const Options &o, const QString &name, int lo, int hi, int &value, QString &error,
                             bool required = true);
/// --seed as a 64-bit whole number.
[[nodiscard]] bool seedOption(const Options &o, std::uint64_t &seed, QString &error);

/// --mode digital (the default) or table; false with the refusal in `error`.
[[nodiscard]] bool tableModeOption(const Options &o, bool &table, QString &error);
/// --names: `count` names separated by commas, each trimmed, none refused by mc::nameProblem and no two
/// alike but for capitals (as the setup forms and the loaders); empty without the option.
[[nodiscard]] bool namesOption(const Options &o, int count, QStringList &names, QString &error);

/// A command on one save file (`show`, `apply`): `o.rest` is the save, then `extra` more arguments at the
/// least (`exact`: exactly `extra`); the save is read by `load(path, game, error)`. `what` is the refusal
/// of a wrong count ("show takes one save file"). False with the refusal in `error`.
template<class Game, class Load>
bool openSave(const Options &o, qsizetype extra, bool exact, const QString &what, Load load, Game &game, QString &error)
{
    if (!o.error.isEmpty()) {
        error = o.error;
        return false;
    }
    if (exact ? o.rest.size() != 1 + extra : o.rest.size() < 1 + extra) {
        error = what;
        return false;
    }
    return load(o.rest.first(), game, error);
}

/// The one file of a `score` command, read (`usage` how to call it, as the refusals show it); false
/// with the refusal in `error` (no file, more than one, an option, a file that cannot be read).
[[nodiscard]] bool readScoreFile(const QStringList &args, const QString &usage, QString &path, QByteArray &data,
                                 QString &error);

/// A score sheet's command line: `score FILE` and no other command. `score(data, result)` reads the
/// file's bytes into the standings as JSON, or gives the refusal in words; `gameId` and `gameName` name
/// the sheet in the usage and the refusal of another command.
int scoreSheetCommand(const QString &cmd, const QStringList &args, const QString &gameId, const QString &gameName,
                      const std::function<QString(const QByteArray &data, QJsonObject &result)> &score);

/// A game's commands by name, each run with the command line's remaining arguments.
using Commands = std::vector<std::pair<QString, std::function<int(QStringList &)>>>;
/// Runs the command `cmd` of `commands`; `unknown()` (the game's refusal) when it has none of that name.
int runCommand(const QString &cmd, QStringList &args, const Commands &commands, const std::function<int()> &unknown);

/// The refusal of an `apply` whose action number `index` (1 = the first) is empty or blank.
[[nodiscard]] QString emptyAction(qsizetype index);

/// A refused file in words (ProblemText, the app's sentences in English); the keys of the format are
/// named as they are written.
[[nodiscard]] QString describe(const mc::Problem &e);

} // namespace cli
