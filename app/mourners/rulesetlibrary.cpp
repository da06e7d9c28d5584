#include "rulesetlibrary.h"

#include "model/core/jsonread.h"
#include "language.h"
#include "problemwords.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QQmlEngine>
#include <QSaveFile>
#include <QStandardPaths>

using namespace Qt::StringLiterals;

namespace {
const QString kUserPrefix = u"user:"_s;

// A file base name from a display name: "Ann's box (2nd)" -> "ann-s-box-2nd".
QString slugOf(const QString &name)
{
    QString out;
    bool dash = false;
    for (const QChar c : name.toLower()) {
        if ((c >= u'a' && c <= u'z') || (c >= u'0' && c <= u'9')) {
            if (dash && !out.isEmpty())
                out += u'-';
            out += c;
            dash = false;
        } else {
            dash = true;
        }
    }
    out.truncate(48);
    while (out.endsWith(u'-'))
        out.chop(1);
    return out.isEmpty() ? u"ruleset"_s : out;
}

// The JSON with its "id" and "name" fields replaced, or empty when it is not an object. Text the shared
// reader refuses (a key written twice, too large) comes back as it is, so that parseRuleset() names
// the reason: rewriting it would keep one copy of the key silently.
QByteArray withIdentity(const QByteArray &json, const QString *id, const QString &name)
{
    mc::Problem refused;
    QJsonDocument doc = mc::readJson(json, mc::JsonLimit::kRuleset, refused);
    if (doc.isNull() && refused.reason != mc::ProblemCode::NotJson)
        return json;
    if (!doc.isObject())
        return {};
    QJsonObject o = doc.object();
    if (id)
        o[u"id"_s] = *id;
    o[u"name"_s] = name;
    return QJsonDocument(o).toJson(QJsonDocument::Indented);
}
} // namespace

RulesetLibrary::RulesetLibrary(const QString &directory, QObject *parent)
    : QObject(parent)
    , m_directory(directory)
{
    refresh();
    // The built-in ruleset's name and the parser's reasons are shown in the language of now.
    connect(Language::instance(), &Language::retranslated, this, &RulesetLibrary::refresh);
}

QString RulesetLibrary::builtInName()
{
    //: The name of the ruleset that comes with the app: the rulebook's numbers, and original cards
    //: standing in for those the app does not print.
    return tr("Standard rules (with stand-in cards)");
}

QString RulesetLibrary::defaultDirectory()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/rulesets"_s;
}

void RulesetLibrary::refresh()
{
    std::vector<Entry> entries;
    Entry builtIn;
    builtIn.id = QString::fromLatin1(kStandardId);
    builtIn.name = builtInName();
    builtIn.builtIn = true;
    entries.push_back(builtIn);

    const QDir dir(m_directory);
    const QFileInfoList files = dir.entryInfoList({u"*.json"_s}, QDir::Files | QDir::Readable, QDir::Name | QDir::IgnoreCase);
    for (const QFileInfo &fi : files) {
        Entry e;
        e.id = kUserPrefix + fi.completeBaseName();
        e.path = fi.absoluteFilePath();
        const mc::RulesetResult r = mc::loadRulesetFile(e.path);
        e.error = MournersProblems::sentences(r.problems);
        e.name = r.ruleset ? r.ruleset->name : fi.fileName();
        entries.push_back(e);
    }
    const bool same = entries.size() == m_entries.size()
        && std::equal(entries.begin(), entries.end(), m_entries.begin(), [](const Entry &a, const Entry &b) {
               return a.id == b.id && a.name == b.name && a.error == b.error && a.path == b.path;
           });
    m_entries = std::move(entries);
    if (!same)
        emit changed();
}

QVariantList RulesetLibrary::entries() const
{
    QVariantList out;
    for (const Entry &e : m_entries)
        out.append(QVariantMap{{u"id"_s, e.id},          {u"name"_s, e.name},        {u"path"_s, e.path},
                               {u"error"_s, e.error},    {u"builtIn"_s, e.builtIn}, {u"valid"_s, e.error.isEmpty()}});
    return out;
}

int RulesetLibrary::indexOf(const QString &id) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i)
        if (m_entries[i].id == id)
            return int(i);
    return -1;
}

const RulesetLibrary::Entry *RulesetLibrary::find(const QString &id) const
{
    const int i = indexOf(id);
    return i >= 0 ? &m_entries[std::size_t(i)] : nullptr;
}

QString RulesetLibrary::errorOf(const QString &id) const
{
    const Entry *e = find(id);
    return e ? e->error : QString();
}

QByteArray RulesetLibrary::json(const QString &id) const
{
    const Entry *e = find(id);
    if (!e)
        return {};
    if (e->builtIn)
        return mc::standardRulesetJson();
    QFile f(e->path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

mc::RulesetPtr RulesetLibrary::load(const QString &id)
{
    const Entry *e = find(id);
    if (!e) {
        fail(tr("There is no ruleset %1.").arg(id));
        return nullptr;
    }
    if (e->builtIn) {
        succeed();
        return mc::standardRuleset();
    }
    const mc::RulesetResult r = mc::loadRulesetFile(e->path);
    if (!r.ruleset) {
        //: %1 is a ruleset's name, %2 the reasons, one sentence each.
        fail(tr("The ruleset %1 cannot be used. %2").arg(e->name, MournersProblems::sentences(r.problems)));
        return nullptr;
    }
    succeed();
    return r.ruleset;
}

bool RulesetLibrary::fail(const QString &message)
{
    if (m_errorText != message) {
        m_errorText = message;
        emit errorTextChanged();
    }
    return false;
}

void RulesetLibrary::succeed()
{
    if (!m_errorText.isEmpty()) {
        m_errorText.clear();
        emit errorTextChanged();
    }
}

const RulesetLibrary::Entry *RulesetLibrary::writable(const QString &id)
{
    refresh();
    const Entry *e = find(id);
    if (!e) {
        fail(tr("There is no ruleset %1.").arg(id));
        return nullptr;
    }
    if (e->builtIn) {
        fail(tr("The built-in ruleset cannot be changed; save a copy with a name of its own."));
        return nullptr;
    }
    if (!e->error.isEmpty()) {
        //: %1 is a file name. The file is left as it is so that nothing in it is lost.
        fail(tr("%1 does not read as a ruleset, so it is left untouched. Correct or remove it in the folder.")
                 .arg(QFileInfo(e->path).fileName()));
        return nullptr;
    }
    return e;
}

bool RulesetLibrary::writeFile(const QString &path, const QByteArray &data)
{
    if (!QDir().mkpath(QFileInfo(path).absolutePath()))
        return fail(tr("Cannot create the folder %1.").arg(QFileInfo(path).absolutePath()));
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(data) != data.size() || !f.commit())
        return fail(tr("Cannot write %1: %2").arg(path, f.errorString()));
    return true;
}

QString RulesetLibrary::saveAs(const QString &name, const QByteArray &json)
{
    const QString display = name.simplified();
    if (display.isEmpty()) {
        fail(tr("The ruleset needs a name."));
        return {};
    }
    refresh();
    const QString slug = slugOf(display);
    QString base = slug;
    // Never over an existing file (broken or not), and never the built-in ruleset's id.
    for (int n = 2; base == u"standard"_s || QFileInfo::exists(m_directory + u'/' + base + u".json"_s); ++n)
        base = u"%1-%2"_s.arg(slug).arg(n);
    const QByteArray data = withIdentity(json, &base, display);
    const mc::RulesetResult r = mc::parseRuleset(data);
    if (!r.ruleset) {
        //: %1 what is wrong, one sentence each.
        fail(tr("Not saved. %1").arg(MournersProblems::sentences(r.problems, QJsonDocument::fromJson(data).object())));
        return {};
    }
    if (!writeFile(m_directory + u'/' + base + u".json"_s, data))
        return {};
    succeed();
    refresh();
    return kUserPrefix + base;
}

bool RulesetLibrary::save(const QString &id, const QByteArray &json)
{
    const Entry *e = writable(id);
    if (!e)
        return false;
    const mc::RulesetResult old = mc::loadRulesetFile(e->path);
    const QString path = e->path;
    const QString oldId = old.ruleset ? old.ruleset->id : QFileInfo(path).completeBaseName();
    const QByteArray data = withIdentity(json, &oldId, e->name);
    const mc::RulesetResult r = mc::parseRuleset(data);
    if (!r.ruleset)
        return fail(tr("Not saved. %1").arg(MournersProblems::sentences(r.problems, QJsonDocument::fromJson(data).object())));
    if (!writeFile(path, data))
        return false;
    succeed();
    refresh();
    return true;
}

bool RulesetLibrary::rename(const QString &id, const QString &name)
{
    const QString display = name.simplified();
    if (display.isEmpty())
        return fail(tr("The ruleset needs a name."));
    const Entry *e = writable(id);
    if (!e)
        return false;
    const QString path = e->path;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return fail(tr("Cannot read %1: %2").arg(path, f.errorString()));
    const QByteArray data = withIdentity(f.readAll(), nullptr, display);
    f.close();
    if (!mc::parseRuleset(data).ruleset || !writeFile(path, data))
        return fail(m_errorText.isEmpty() ? tr("Cannot rename %1.").arg(path) : m_errorText);
    succeed();
    refresh();
    return true;
}

bool RulesetLibrary::remove(const QString &id)
{
    const Entry *e = writable(id);
    if (!e)
        return false;
    QFile f(e->path);
    if (!f.remove())
        return fail(tr("Cannot delete %1: %2").arg(e->path, f.errorString()));
    succeed();
    refresh();
    return true;
}
