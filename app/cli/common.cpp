#include "common.h"

#include <algorithm>

#include "problemtext.h"
#include "model/core/names.h"

#include <QFile>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace cli {

QTextStream &out()
{
    static QTextStream s(stdout);
    return s;
}

QTextStream &err()
{
    static QTextStream s(stderr);
    return s;
}

int fail(const QString &message)
{
    err() << "mourners-cli: " << message << Qt::endl;
    return 2;
}

bool readFile(const QString &path, QByteArray &data, QString &error)
{
    if (path.isEmpty()) {
        error = u"the file's name is empty: give the path of the file (or - for standard input)"_s;
        return false;
    }
    QFile f(path);
    if (path == u"-"_s ? !f.open(stdin, QIODevice::ReadOnly) : !f.open(QIODevice::ReadOnly)) {
        error = u"cannot read %1: %2"_s.arg(path, f.errorString());
        return false;
    }
    data = f.readAll();
    return true;
}

Options parseOptions(const QStringList &args, const QStringList &withValue, const QStringList &flags)
{
    Options o;
    for (int i = 0; i < args.size(); ++i) {
        const QString &a = args[i];
        if (!a.startsWith(u"--"_s)) {
            o.rest << a;
            continue;
        }
        const QString name = a.mid(2);
        if (flags.contains(name)) {
            o.values.insert(name, u"1"_s);
        } else if (withValue.contains(name) && i + 1 < args.size()) {
            o.values.insert(name, args[++i]);
        } else {
            o.error = withValue.contains(name) ? u"--%1 needs a value"_s.arg(name) : u"unknown option %1"_s.arg(a);
            return o;
        }
    }
    return o;
}

bool intOption(const Options &o, const QString &name, int lo, int hi, int &value, QString &error, bool required)
{
    if (!o.values.contains(name)) {
        if (required)
            error = u"--%1 is missing: give a whole number from %2 to %3"_s.arg(name).arg(lo).arg(hi);
        return !required;
    }
    bool ok = false;
    value = o.values.value(name).toInt(&ok);
    if (!ok || value < lo || value > hi) {
        error = u"--%1 must be a whole number from %2 to %3"_s.arg(name).arg(lo).arg(hi);
        return false;
    }
    return true;
}

bool seedOption(const Options &o, std::uint64_t &seed, QString &error)
{
    if (!o.values.contains(u"seed"_s)) {
        error = u"--seed is missing: give a whole number from 0 to 18446744073709551615 (the same seed plays the same games)"_s;
        return false;
    }
    // Written as a save writes it: digits only, no sign, space or leading zero.
    const QString text = o.values.value(u"seed"_s);
    bool ok = !text.isEmpty() && text.size() <= 20 && (text.size() == 1 || text.front() != u'0')
              && std::all_of(text.cbegin(), text.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; });
    if (ok)
        seed = text.toULongLong(&ok);
    if (!ok)
        error = u"--seed must be a whole number from 0 to 18446744073709551615, written with digits only (no sign, "
                "space or leading zero)"_s;
    return ok;
}

bool readScoreFile(const QStringList &args, const QString &usage, QString &path, QByteArray &data, QString &error)
{
    const Options o = parseOptions(args, {});
    if (!o.error.isEmpty()) {
        error = u"%1 (score takes only the sheet's file: %2)"_s.arg(o.error, usage);
        return false;
    }
    if (o.rest.isEmpty()) {
        error = u"score needs the score sheet's file: %1 (a JSON file as docs/cli.md shows, or - for standard input)"_s
                        .arg(usage);
        return false;
    }
    if (o.rest.size() > 1) {
        error = u"score takes one file, not %1: %2"_s.arg(o.rest.size()).arg(usage);
        return false;
    }
    path = o.rest.first();
    return readFile(path, data, error);
}

bool tableModeOption(const Options &o, bool &table, QString &error)
{
    const QString mode = o.values.value(u"mode"_s, u"digital"_s);
    if (mode != u"digital"_s && mode != u"table"_s) {
        error = u"--mode must be digital or table"_s;
        return false;
    }
    table = mode == u"table"_s;
    return true;
}

bool namesOption(const Options &o, int count, QStringList &names, QString &error)
{
    names.clear();
    if (!o.values.contains(u"names"_s))
        return true;
    names = o.values.value(u"names"_s).split(u',');
    if (names.size() != count) {
        error = u"--names must list %1 names, separated by commas"_s.arg(count);
        return false;
    }
    for (int i = 0; i < names.size(); ++i) {
        names[i] = names[i].trimmed();
        if (const auto bad = mc::nameProblem(names[i], u"seats[%1].name"_s.arg(i))) {
            error = u"--names: "_s + ProblemText::sentence(*bad, ProblemText::saveWords());
            return false;
        }
        for (int j = 0; j < i; ++j)
            if (names[j].toCaseFolded() == names[i].toCaseFolded()) {
                // as the setup forms and the loaders: two seats are never called alike
                error = u"--names: '%1' is listed twice (names differing only in capitals count as the same)"_s.arg(names[i]);
                return false;
            }
    }
    return true;
}

int scoreSheetCommand(const QString &cmd, const QStringList &args, const QString &gameId, const QString &gameName,
                      const std::function<QString(const QByteArray &data, QJsonObject &result)> &score)
{
    // A score sheet: there is no game to create, show or play.
    if (cmd != u"score"_s)
        return fail(u"%1 has only the command 'score FILE' (not '%2'); see docs/cli.md"_s.arg(gameName, cmd));
    QString path, why;
    QByteArray data;
    if (!readScoreFile(args, u"mourners-cli score FILE --game %1"_s.arg(gameId), path, data, why))
        return fail(why);
    QJsonObject result;
    if (const QString refused = score(data, result); !refused.isEmpty())
        return fail(path + u": "_s + refused);
    out() << QJsonDocument(result).toJson(QJsonDocument::Indented);
    out().flush();
    return 0;
}

int runCommand(const QString &cmd, QStringList &args, const Commands &commands, const std::function<int()> &unknown)
{
    for (const auto &[name, run] : commands)
        if (name == cmd)
            return run(args);
    return unknown();
}

QString emptyAction(qsizetype index)
{
    return u"action %1 is empty: give each action as 'mourners-cli show SAVE' lists the legal ones; the save is "
           "unchanged"_s.arg(index);
}

QString describe(const mc::Problem &e)
{
    return ProblemText::plain(e);
}

} // namespace cli
