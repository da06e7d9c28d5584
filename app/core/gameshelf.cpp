#include "gameshelf.h"

#include "model/core/jsonread.h"
#include "problemtext.h"

#include "language.h"
#include "registry.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QUrl>

using namespace Qt::StringLiterals;

namespace {
const auto kCurrentKey = u"shelf/current"_s;

QString shelfText(const char *text)
{
    return QCoreApplication::translate("Shelf", text);
}
} // namespace

GameShelf::GameShelf(QObject *parent) : QAbstractListModel(parent)
{
    const QString saved = QSettings().value(kCurrentKey).toString();
    m_current = shelf::findGame(saved) ? saved : QString::fromLatin1(shelf::games().front().id);
    // Titles are translated when read: a language switch refreshes every row.
    connect(Language::instance(), &Language::retranslated, this, &GameShelf::retranslate);
}

GameShelf *GameShelf::create(QQmlEngine *, QJSEngine *)
{
    return new GameShelf(nullptr);
}

int GameShelf::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(shelf::games().size());
}

QVariant GameShelf::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const shelf::GameEntry &g = shelf::games().at(index.row());
    switch (role) {
    case IdRole: return QString::fromLatin1(g.id);
    case Qt::DisplayRole:
    case TitleRole: return shelfText(g.title);
    case TaglineRole: return shelfText(g.tagline);
    case SectionRole: return QString::fromLatin1(g.homeSection);
    case PlayersRole:
        return g.minPlayers == g.maxPlayers ? QString::number(g.minPlayers)
                                            : u"%1–%2"_s.arg(g.minPlayers).arg(g.maxPlayers);
    case FeaturesRole: return int(g.features);
    }
    return {};
}

QHash<int, QByteArray> GameShelf::roleNames() const
{
    return {{IdRole, "gameId"},          {TitleRole, "title"},     {TaglineRole, "tagline"},
            {SectionRole, "homeSection"}, {PlayersRole, "players"}, {FeaturesRole, "features"}};
}

void GameShelf::setCurrent(const QString &id)
{
    if (id == m_current || !shelf::findGame(id))
        return;
    m_current = id;
    QSettings().setValue(kCurrentKey, id);
    emit currentChanged();
}

QString GameShelf::currentSection() const
{
    const shelf::GameEntry *g = shelf::findGame(m_current);
    return g ? QString::fromLatin1(g->homeSection) : QString();
}

namespace {

// Every game's QML file named by `file` (a GameModule field), in shelf order; the games without one left out.
QStringList filesOf(const char *shelf::GameModule::*file)
{
    QStringList files;
    for (const shelf::GameEntry &g : shelf::games())
        if (g.*file)
            files << QString::fromLatin1(g.*file);
    return files;
}

} // namespace

QStringList GameShelf::screenFiles() const
{
    return filesOf(&shelf::GameModule::screens);
}

QStringList GameShelf::settingsFiles() const
{
    return filesOf(&shelf::GameModule::settingsSection);
}

QString GameShelf::currentTitle() const
{
    return titleOf(m_current);
}

QString GameShelf::currentTagline() const
{
    const shelf::GameEntry *g = shelf::findGame(m_current);
    return g ? shelfText(g->tagline) : QString();
}

QString GameShelf::titleOf(const QString &id) const
{
    const shelf::GameEntry *g = shelf::findGame(id);
    return g ? shelfText(g->title) : QString();
}

void GameShelf::retranslate()
{
    if (rowCount() > 0)
        emit dataChanged(index(0), index(rowCount() - 1), {TitleRole, TaglineRole, Qt::DisplayRole});
    emit currentChanged();
}

QVariantMap GameShelf::savedGameOf(const QString &pathOrUrl) const
{
    const QUrl url(pathOrUrl);
    const QString path = url.isLocalFile() ? url.toLocalFile() : pathOrUrl;
    const auto refuse = [&](const QString &why) { return QVariantMap{{u"path"_s, path}, {u"problem"_s, why}}; };
    const QFileInfo info(path);
    if (path.isEmpty() || !info.exists())
        //: %1 a file's path.
        return refuse(tr("%1 does not exist.").arg(path));
    if (!info.isFile())
        return refuse(tr("%1 is a folder, not a saved game.").arg(path));
    // A save of the shelf's games is well under this; a larger file is not read into memory.
    constexpr qint64 kMaxSave = 32 * 1024 * 1024;
    if (info.size() > kMaxSave)
        return refuse(tr("%1 is too large to be a saved game (%2 MB).").arg(path).arg(info.size() / (1024 * 1024)));
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        //: %1 a file, %2 the system's reason.
        return refuse(tr("%1 could not be read: %2").arg(path, f.errorString()));
    mc::Problem refused;
    const QJsonDocument doc = mc::readJson(f.readAll(), kMaxSave, refused);
    if (doc.isNull() && refused.reason == mc::ProblemCode::DuplicateKey)
        //: %1 a file, %2 why it is refused (a key written twice).
        return refuse(tr("%1 is not opened: %2").arg(path, ProblemText::message(refused)));
    if (!doc.isObject())
        return refuse(tr("%1 is not a saved game of this app (it is not a JSON file of a game).").arg(path));
    const QString format = doc.object().value(u"format"_s).toString();
    const shelf::GameEntry *game = shelf::findSaveFormat(format);
    if (!game)
        return refuse(format.isEmpty() ? tr("%1 is not a saved game of this app (it names no format).").arg(path)
                                       //: %1 a file, %2 the format the file names.
                                       : tr("%1 is not a saved game this app opens (its format is “%2”).").arg(path, format));
    // A game that opens its saves has an opener beside its home section, a file of its module
    // ("restinpeace/RestInPeaceHome.qml" -> "restinpeace/RestInPeaceOpener.qml"): a QtObject with
    // open(path, window) that returns "" or why the file did not open.
    QString opener = QString::fromLatin1(game->homeSection);
    if (opener.endsWith(u"Home.qml"_s))
        opener = opener.chopped(8) + u"Opener.qml"_s;
    return {{u"game"_s, QString::fromLatin1(game->id)}, {u"path"_s, path}, {u"opener"_s, opener}};
}

QVariantMap GameShelf::historyView(const QString &id) const
{
    // The words of a game whose module has none of its own: its numbers are points.
    static const shelf::Text averageHeading{"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Average score per player")};
    static const shelf::Text averageName{"ChartsPage", QT_TRANSLATE_NOOP("ChartsPage", "Average score")};
    const shelf::GameModule *g = shelf::findGame(id);
    const auto text = [](const shelf::Text &own, const shelf::Text &fallback) {
        return own.isEmpty() ? fallback.tr() : own.tr();
    };
    QVariantList categories;
    if (g)
        for (const shelf::RecordCategory &c : g->history.categories) {
            const QString key = QString::fromLatin1(c.key);
            categories.append(QVariantMap{{u"key"_s, key},
                                          {u"chartName"_s, u"winRatePer"_s + key.left(1).toUpper() + key.mid(1)},
                                          {u"heading"_s, c.heading.tr()},
                                          {u"emptyText"_s, c.empty.tr()}});
        }
    return {{u"breakdown"_s, g && g->history.breakdown},
            {u"averageHeading"_s, text(g ? g->history.averageHeading : shelf::Text{}, averageHeading)},
            {u"averageName"_s, text(g ? g->history.averageName : shelf::Text{}, averageName)},
            {u"categories"_s, categories},
            {u"categoriesTab"_s, g ? g->history.categoriesTab.tr() : QString()}};
}
