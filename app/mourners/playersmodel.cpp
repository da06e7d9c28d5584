#include "playersmodel.h"
#include "seatcolors.h"

#include "decisiontexts.h"
#include "eventtext.h"
#include "model/mourners/game.h"
#include "model/mourners/progress.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// One player's row of the table: resources, figures, cards in play and their markers.
struct PlayerRow {
    int seat = 0;
    QString name;
    QString color;
    int factionIndex = -1;
    QVariantList mournerList;
    QVariantList guildFigures;
    int motiveBonus = 0;
    int wallows = 0;
    QString faction;
    int etherea = 0, unity = 0, bone = 0, flesh = 0, spirit = 0;
    int bases = 0, crypt = 0, onBoard = 0;
    int mourners = 0;
    QStringList mournerNames;
    int hand = 0;
    int score = 0;
    bool scoreIsPartial = false;
    bool isAlltaker = false, hasDreadsbane = false, isCurrent = false;
    QVariantList wallowsCards;
};

const RowRoles<PlayerRow> kRoles{{"seat", &PlayerRow::seat},
                                 {"name", &PlayerRow::name},
                                 {"color", &PlayerRow::color},
                                 {"factionIndex", &PlayerRow::factionIndex},
                                 {"mournerList", &PlayerRow::mournerList},
                                 {"guildFigures", &PlayerRow::guildFigures},
                                 {"motiveBonus", &PlayerRow::motiveBonus},
                                 {"wallows", &PlayerRow::wallows},
                                 {"faction", &PlayerRow::faction},
                                 {"etherea", &PlayerRow::etherea},
                                 {"unity", &PlayerRow::unity},
                                 {"bone", &PlayerRow::bone},
                                 {"flesh", &PlayerRow::flesh},
                                 {"spirit", &PlayerRow::spirit},
                                 {"bases", &PlayerRow::bases},
                                 {"crypt", &PlayerRow::crypt},
                                 {"onBoard", &PlayerRow::onBoard},
                                 {"mourners", &PlayerRow::mourners},
                                 {"mournerNames", &PlayerRow::mournerNames},
                                 {"hand", &PlayerRow::hand},
                                 {"score", &PlayerRow::score},
                                 {"scoreIsPartial", &PlayerRow::scoreIsPartial},
                                 {"isAlltaker", &PlayerRow::isAlltaker},
                                 {"hasDreadsbane", &PlayerRow::hasDreadsbane},
                                 {"isCurrent", &PlayerRow::isCurrent},
                                 {"wallowsCards", &PlayerRow::wallowsCards}};

} // namespace

PlayersModel::PlayersModel(QObject *parent) : RowListModel(kRoles, parent) {}

namespace {

// R-WAL-1: the Wallows cards of `seat` lie face up: their names, objectives and how far each is met are
// everybody's to see, in the shared view too. A card the table did not name shows as such.
QVariantList wallowsCards(const mc::GameState &s, int seat, const EventText &names)
{
    QVariantList out;
    const mc::PlayerState &pl = s.player[std::size_t(seat)];
    for (auto card : pl.wallows) {
        const bool known = card >= 0 && std::size_t(card) < s.rules().wallows.size();
        if (!known) {
            //: Table play: a Wallows card lies face up, but nobody entered which one.
            out.append(QVariantMap{{u"name"_s, EventText::tr("a Wallows card the table did not name")},
                                   {u"goal"_s, QString()},
                                   {u"objective"_s, QString()},
                                   {u"progress"_s, QString()},
                                   {u"done"_s, false},
                                   {u"known"_s, false},
                                   {u"text"_s, QString()}});
            continue;
        }
        const mc::Condition &goal = s.rules().wallows[std::size_t(card)].objective;
        const bool done = mc::wallowsCompleted(s, seat, card);
        // Reached earlier this round (digital play marks it), though perhaps not any more: it counts (R-WAL-1).
        const bool marked = std::find(pl.wallowsMet.begin(), pl.wallowsMet.end(), card) != pl.wallowsMet.end();
        const int have = std::min<int>(mc::conditionValue(s, seat, goal), goal.n);
        //: A Wallows objective that was reached this round (R-WAL-1); its reward comes at clean-up
        //: (R-CLEAN-1), which a person did not expect.
        const QString completed = EventText::tr("completed, reward at clean-up", "a Wallows objective");
        //: How far a Wallows objective is met: %1 the amount counted now, %2 the amount it asks.
        const QString progress = EventText::tr("%1 of %2").arg(have).arg(goal.n);
        out.append(QVariantMap{{u"name"_s, names.cardName(2, card)},
                               {u"goal"_s, names.wallowsGoal(card)},
                               {u"objective"_s, names.wallowsSummary(card)},
                               {u"progress"_s, marked ? completed : progress},
                               {u"done"_s, done},
                               {u"known"_s, true},
                               {u"text"_s, names.cardText(2, card)}});
    }
    return out;
}

} // namespace

void PlayersModel::refresh(const mc::Game &game, const mc::GameState &s, const EventText &names)
{
    const bool table = s.mode == mc::Mode::Table;
    const int seat = s.currentSeat();
    QList<PlayerRow> rows;
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
                                           // What the card does (face up); nothing for a card the table did not name.
                                           {u"text"_s, names.cardText(1, m.card)},
                                           {u"exhausted"_s, m.exhausted},
                                           {u"guild"_s, int(m.guild)}});
        }
        // In digital play the motive bonus depends on a hidden card: show it only at the end.
        const bool fullScore = table || s.isTerminal();
        const int score = fullScore ? s.scoreOf(p) : s.publicScoreOf(p);
        const int crypt = pl.figuresAt(mc::kCrypt);
        QVariantList guildFigures;
        for (int g = 0; g < mc::kGuilds; ++g)
            guildFigures.append(pl.guildTotal(g));
        // The table's chosen colour, else the seat's default: the same as on the phones (seatcolors.h).
        const QString color = phones::mournersSeatColor(p, std::size_t(p) < game.seats().size() ? game.seats()[std::size_t(p)].color
                                                                                                 : QString());
        seatNames << names.seatName(p);
        colors << color;
        rows.append(PlayerRow{.seat = p,
                              .name = names.seatName(p),
                              .color = color,
                              .factionIndex = int(pl.declared),
                              .mournerList = mournerList,
                              .guildFigures = guildFigures,
                              .motiveBonus = int(std::max<int>(0, pl.motiveBonus)),
                              .wallows = int(pl.wallows.size()),
                              .faction = pl.declared >= 0 ? EventText::factionName(pl.declared) : QString(),
                              .etherea = int(pl.etherea),
                              .unity = int(pl.unity),
                              .bone = int(pl.influence[0]),
                              .flesh = int(pl.influence[1]),
                              .spirit = int(pl.influence[2]),
                              .bases = int(pl.bases),
                              .crypt = crypt,
                              .onBoard = pl.totalFigures() - crypt,
                              .mourners = int(pl.mourners.size()),
                              .mournerNames = mourners,
                              .hand = int(pl.hand.size()),
                              .score = score,
                              .scoreIsPartial = !fullScore,
                              .isAlltaker = s.alltaker == p,
                              .hasDreadsbane = s.dreadsbane == p,
                              .isCurrent = seat == p,
                              .wallowsCards = wallowsCards(s, p, names)});
    }
    const bool seatsChanged = seatNames != m_names || colors != m_colors;
    m_names = seatNames;
    m_colors = colors;
    setTypedRows(kRoles, rows);
    if (seatsChanged)
        emit this->seatsChanged();
}
