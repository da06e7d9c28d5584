#include "common.h"

#include <QFile>

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
            error = u"--%1 is required"_s.arg(name);
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
    bool ok = false;
    seed = o.values.value(u"seed"_s).toULongLong(&ok);
    if (!ok)
        error = u"--seed must be a whole number from 0 to 18446744073709551615"_s;
    return ok;
}

QString describe(const sheets::ParseError &e)
{
    using R = sheets::ParseReason;
    const QString where = e.path + u": "_s;
    switch (e.reason) {
    case R::NotJson:
        return u"not valid JSON at byte %1: %2"_s.arg(e.offset).arg(e.detail);
    case R::NotObject:
        return where + (e.path == u"top level"_s ? u"must be an object with a players list"_s : u"must be an object"_s);
    case R::NotList:
        return where + u"must be a list"_s;
    case R::PlayerCount:
        return where + u"must list %1 to %2 players"_s.arg(e.min).arg(e.max);
    case R::UnknownKey:
        return where + u"unknown key '%1'"_s.arg(e.detail);
    case R::MissingKey:
        return where + u"missing key '%1' (every key is required)"_s.arg(e.detail);
    case R::NotANumber:
        return where + u"must be a whole number from 0 to %1"_s.arg(e.max);
    case R::NotABool:
        return where + u"must be true or false"_s;
    case R::TooMany:
        return where + u"lists more than %1"_s.arg(e.max);
    case R::EmptyName:
        return where + u"must be a non-empty text"_s;
    case R::DuplicateName:
        return where + u"'%1' is listed twice"_s.arg(e.detail);
    }
    return where + u"cannot be read"_s;
}

} // namespace cli
