// What every game's command-line front end shares: output streams, the error exit, reading a file
// (or stdin for "-"), and --name value options.
#pragma once

#include "model/sheets/sheetjson.h"

#include <QByteArray>
#include <QHash>
#include <QString>
#include <QStringList>
#include <QTextStream>

#include <cstdint>

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

/// The one file of a `score` command (`usage` how to call it, as the refusals show it); false with
/// the refusal in `error` (no file, more than one, an option).
[[nodiscard]] bool scoreFile(const QStringList &args, const QString &usage, QString &path, QString &error);

/// The refusal of an `apply` whose action number `index` (1 = the first) is empty or blank.
[[nodiscard]] QString emptyAction(qsizetype index);

/// A refused file in words (ProblemText, the app's sentences in English); the keys of the format are
/// named as they are written.
[[nodiscard]] QString describe(const mc::Problem &e);

} // namespace cli
