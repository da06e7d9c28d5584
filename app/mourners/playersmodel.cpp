#include "playersmodel.h"

#include "decisiontexts.h"
#include "eventtext.h"
#include "model/mourners/game.h"

using namespace Qt::StringLiterals;

PlayersModel::PlayersModel(QObject *parent)
    : RowListModel({"seat", "name", "color", "factionIndex", "mournerList", "guildFigures", "motiveBonus", "wallows",
                    "faction", "etherea", "unity", "bone", "flesh", "spirit", "bases", "crypt", "onBoard", "mourners",
                    "mournerNames", "hand", "score", "scoreIsPartial", "isAlltaker", "hasDreadsbane", "isCurrent"},
                   parent)
{
}

void PlayersModel::refresh(const mc::Game &game, const mc::GameState &s, const EventText &names)
{
    const bool table = s.mode == mc::Mode::Table;
    const int seat = s.currentSeat();
    QList<Row> rows;
    QStringList seatNames, colors;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        QStringList mourners;
        QVariantList mournerList;
        for (const auto &m : pl.mourners) {
            mourners << names.mournerName(m.card);
            mournerList.append(QVariantMap{{u"name"_s, m.card >= 0 ? names.mournerName(m.card)
                                                                    //: A Mourner the table did not name; %1 its guild.
                                                                    : DecisionTexts::tr("unknown (%1)").arg(names.guildName(m.guild))},
                                           {u"exhausted"_s, m.exhausted},
                                           {u"guild"_s, int(m.guild)}});
        }
        // In digital play the motive bonus depends on a hidden card: show it only at the end.
        const bool fullScore = table || s.isTerminal();
        const int score = fullScore ? s.scoreOf(p) : pl.unity + pl.totalInfluence();
        const int crypt = pl.figuresAt(mc::kCrypt);
        QVariantList guildFigures;
        for (int g = 0; g < mc::kGuilds; ++g)
            guildFigures.append(pl.guildTotal(g));
        const QString color = std::size_t(p) < game.seats().size() ? game.seats()[std::size_t(p)].color : QString();
        seatNames << names.seatName(p);
        colors << color;
        rows.append(Row{p,
                        names.seatName(p),
                        color,
                        int(pl.declared),
                        mournerList,
                        guildFigures,
                        int(std::max<int>(0, pl.motiveBonus)),
                        int(pl.wallows.size()),
                        pl.declared >= 0 ? EventText::factionName(pl.declared) : QString(),
                        int(pl.etherea),
                        int(pl.unity),
                        int(pl.influence[0]),
                        int(pl.influence[1]),
                        int(pl.influence[2]),
                        int(pl.bases),
                        crypt,
                        pl.totalFigures() - crypt,
                        int(pl.mourners.size()),
                        mourners,
                        int(pl.hand.size()),
                        score,
                        !fullScore,
                        s.alltaker == p,
                        s.dreadsbane == p,
                        seat == p});
    }
    const bool seatsChanged = seatNames != m_names || colors != m_colors;
    m_names = seatNames;
    m_colors = colors;
    setRows(rows);
    if (seatsChanged)
        emit this->seatsChanged();
}
