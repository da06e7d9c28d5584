#include "gameshelf.h"

#include "language.h"
#include "registry.h"

#include <QCoreApplication>
#include <QSettings>

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
