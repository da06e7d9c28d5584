#include "locationsmodel.h"

#include "cardtext.h"
#include "choicemodel.h"
#include "eventtext.h"
#include "model/mourners/gamestate.h"
#include "model/mourners/ruleset.h"

namespace {

using Row = LocationsModel::LocationRow;
const RowRoles<Row> kRoles{{"number", &Row::number},
                           {"name", &Row::name},
                           {"faction", &Row::faction},
                           {"factionIndex", &Row::factionIndex},
                           {"figures", &Row::figures},
                           {"total", &Row::total},
                           {"overCrowded", &Row::overCrowded},
                           {"malavestros", &Row::malavestros},
                           {"stands", &Row::stands},
                           {"malavestrosCard", &Row::malavestrosCard},
                           {"choiceRows", &Row::choiceRows}};

} // namespace

LocationsModel::LocationsModel(QObject *parent) : RowListModel(kRoles, parent) {}

int LocationsModel::chosenLocation(const mc::GameState &s, const mc::Action &a)
{
    using T = mc::ActionType;
    const auto place = [](int p) { return p >= 0 && p < mc::kLocations ? p : -1; };
    switch (s.decision()) {
    case mc::Decision::FigureLoss: // which figure of the guild is lost: where it stands
        return a.type == T::LoseFigure ? place(a.a) : -1;
    case mc::Decision::RelocateRoute: // a free relocation (Gallevarbe): where the figures go
        return a.type == T::Relocate ? place(a.b) : -1;
    case mc::Decision::LocationAction: // R-MAJ-1: Hushhyde and Grendall's Pillars pick a figure on the board
        if (s.resolveIndex != mc::Hushhyde && s.resolveIndex != mc::GrendallsPillars)
            return -2;
        return a.type == T::Choose && a.a == 1 ? place(a.b) : -1;
    case mc::Decision::GuildAction: { // R-MAJ-2: the Conclave of Shadows picks a figure on the board
        const int index = s.resolveIndex - mc::kLocations;
        if (index < 0 || index >= mc::kGuilds || s.rules().guildOrder[std::size_t(index)] != mc::ConclaveOfShadows)
            return -2;
        return a.type == T::Choose && a.a == 1 ? place(a.c) : -1;
    }
    default: return -2;
    }
}

void LocationsModel::refresh(const mc::GameState &s)
{
    const mc::Ruleset &r = s.rules();
    // The marker on the map stands for the Court card that put it there: its name and what it does.
    QVariantMap malavestros;
    for (const mc::CourtCard &c : r.court)
        if (c.kind == mc::CourtKind::Malavestros) {
            malavestros = QVariantMap{{QStringLiteral("name"), c.name}, {QStringLiteral("text"), CardText::court(r, c)}};
            break;
        }
    QList<LocationRow> rows;
    for (int loc = 0; loc < mc::kLocations; ++loc) {
        QVariantList figures;
        QVariantList stands;
        for (int p = 0; p < s.players; ++p) {
            const mc::PlayerState &player = s.player[std::size_t(p)];
            figures.append(player.figuresAt(loc));
            for (int i = 0; i < mc::kGuilds; ++i) {
                const int g = r.guildOrder[std::size_t(i)];
                const int count = player.figures[std::size_t(loc)][std::size_t(g)];
                if (count > 0)
                    stands.append(QVariantMap{{QStringLiteral("seat"), p},
                                              {QStringLiteral("guild"), g},
                                              {QStringLiteral("mark"), QString::fromLatin1(mc::guildShortKey(g)).toUpper()},
                                              {QStringLiteral("guildName"), r.guilds[std::size_t(g)].name},
                                              {QStringLiteral("count"), count}});
            }
        }
        const mc::LocationInfo &l = r.locations[std::size_t(loc)];
        rows.append(LocationRow{.number = loc + 1,
                                .name = l.name,
                                .faction = EventText::factionName(l.faction),
                                .factionIndex = int(l.faction),
                                .figures = figures,
                                .total = s.locationFigures(loc),
                                .overCrowded = s.overCrowded(loc),
                                .malavestros = s.malavestros == loc,
                                .stands = stands,
                                .malavestrosCard = s.malavestros == loc ? malavestros : QVariantMap{},
                                .choiceRows = {}});
    }
    m_rows = rows;

    m_targets.clear();
    m_locationDecision = false;
    if (!s.isTerminal() && s.currentSeat() >= 0) {
        const std::vector<mc::Action> legal = s.legalActions();
        for (const mc::Action &a : legal) {
            const int loc = chosenLocation(s, a);
            if (loc == -2)
                break;
            m_locationDecision = true;
            if (loc >= 0)
                m_targets.insert(a.key(), loc);
        }
    }
    updateChoiceRows();
}

void LocationsModel::setChoices(ChoiceModel *choices)
{
    if (m_choices)
        disconnect(m_choices, nullptr, this, nullptr);
    m_choices = choices;
    if (m_choices)
        connect(m_choices, &ChoiceModel::revisionChanged, this, &LocationsModel::updateChoiceRows);
    updateChoiceRows();
}

void LocationsModel::updateChoiceRows()
{
    QList<LocationRow> rows = m_rows;
    bool any = false;
    if (m_locationDecision && m_choices) {
        const QList<ChoiceRow> &choices = m_choices->rows();
        QList<QVariantList> perLocation(rows.size());
        for (int i = 0; i < choices.size(); ++i) {
            const auto it = m_targets.constFind(choices.at(i).payload);
            if (it != m_targets.cend() && choices.at(i).enabled && *it < perLocation.size()) {
                perLocation[*it].append(i);
                any = true;
            }
        }
        for (int loc = 0; loc < rows.size(); ++loc)
            rows[loc].choiceRows = perLocation.at(loc);
    }
    setTypedRows(kRoles, rows);
    if (m_choosing != any) {
        m_choosing = any;
        emit choosingChanged();
    }
}
