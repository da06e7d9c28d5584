#include "gamecontroller.h"

#include "model/ruleset.h"

#include <QSet>
#include <QUrl>
#include <QVariantMap>

using namespace Qt::StringLiterals;

namespace {

QString localPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(u"file:"_s))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

} // namespace

GameController::GameController(QObject *parent) : QObject(parent), m_log(new GameLog(this)) {}

GameController::~GameController() = default;

template<typename T>
void GameController::set(T &member, const T &value, void (GameController::*changed)())
{
    if (member == value)
        return;
    member = value;
    emit(this->*changed)();
}

EventText GameController::eventText() const
{
    QStringList names;
    for (const auto &seat : m_game.seats())
        names << seat.name;
    // Digital play is hot-seat: the log is seen by every seat, so dealt cards stay hidden.
    return EventText(m_game.state().rules(), names, m_game.setup().mode == mc::Mode::Table);
}

QList<GameLog::Entry> GameController::entries(const mc::Events &events) const
{
    const EventText text = eventText();
    QList<GameLog::Entry> out;
    out.reserve(qsizetype(events.size()));
    for (const auto &e : events)
        out.append(GameLog::Entry{text.sentence(e), QString::fromLatin1(e.rule)});
    return out;
}

bool GameController::newGame(int players, const QStringList &names, bool table, int oldestSeat, quint64 seed)
{
    if (players < 2 || players > mc::kMaxPlayers) {
        //: %1 is the number of players asked for.
        setError(tr("A game needs 2 to 4 players, not %1.").arg(players));
        return false;
    }
    if (oldestSeat < 0 || oldestSeat >= players) {
        //: The oldest player starts the game with the Alltaker (R-SETUP).
        setError(tr("Choose which of the %1 players is the oldest.").arg(players));
        return false;
    }
    QStringList seatNames;
    QSet<QString> seen;
    for (int p = 0; p < players; ++p) {
        QString name = p < names.size() ? names.at(p).simplified() : QString();
        if (name.isEmpty())
            //: Default name of a player; %1 is the seat number 1-4.
            name = tr("Player %1").arg(p + 1);
        if (seen.contains(name.toCaseFolded())) {
            //: %1 is a player name given twice.
            setError(tr("Two players are called “%1”: give everyone a different name.").arg(name));
            return false;
        }
        seen.insert(name.toCaseFolded());
        seatNames << name;
    }
    const mc::RulesetPtr rules = mc::standardRuleset();
    if (!rules) {
        setError(tr("The built-in rules could not be read."));
        return false;
    }

    m_game = mc::Game::create(rules, players, seed, table ? mc::Mode::Table : mc::Mode::Digital, oldestSeat, seatNames);
    mc::Events events;
    if (!table)
        m_game.playChance(&events);
    m_openingActions = m_game.actions().size();
    m_steps.clear();
    m_redoSteps.clear();

    QList<GameLog::Entry> opening;
    opening.append(GameLog::Entry{
            table ? tr("A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                            .arg(players)
                            .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat))
                  : tr("A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                            .arg(players)
                            .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat)),
            u"R-SETUP-1"_s});
    opening += entries(events);
    m_log->reset(opening);
    setError({});
    updateProperties();
    return true;
}

QString GameController::applyErrorText(const QString &text, mc::ApplyError error) const
{
    switch (error) {
    case mc::ApplyError::None: return {};
    case mc::ApplyError::GameOver:
        //: %1 is the action typed.
        return tr("“%1” was not applied: the game is over.").arg(text);
    case mc::ApplyError::WrongSeat:
        //: %1 the action typed, %2 what the game waits for, e.g. "Ada chooses ...".
        return tr("“%1” was not applied: it is not that player's decision. %2").arg(text, m_decisionText);
    case mc::ApplyError::Illegal:
        //: %1 the action typed; the list shows the legal actions.
        return tr("“%1” is not allowed now; the list shows the actions that are. Nothing was changed.").arg(text);
    case mc::ApplyError::NotInTablePlay:
        return tr("“%1” was not applied: corrections exist only in a table game.").arg(text);
    case mc::ApplyError::BadAdjustment:
        return tr("“%1” was not applied: that correction is impossible here.").arg(text);
    }
    return tr("“%1” was not applied.").arg(text);
}

bool GameController::applyAction(const QString &text)
{
    if (!m_game.isValid()) {
        setError(tr("Start a new game first."));
        return false;
    }
    const QString typed = text.simplified();
    if (typed.isEmpty()) {
        //: %1 is an example action, such as "keep bone".
        setError(tr("Type an action first, for example “%1”.")
                         .arg(m_legalActions.isEmpty() ? u"pass"_s : m_legalActions.constFirst()));
        return false;
    }
    const mc::GameState before = m_game.state();
    mc::Action action;
    QString why;
    if (!mc::actionFromText(before, typed, action, why)) {
        //: %1 the text typed, %2 the reason from the rules engine (in English).
        setError(tr("“%1” is not an action the app understands: %2. Nothing was changed.").arg(typed, why));
        return false;
    }
    mc::Events events;
    const mc::ApplyError error = m_game.apply(action, &events);
    if (error != mc::ApplyError::None) {
        setError(applyErrorText(typed, error));
        return false;
    }
    QList<GameLog::Entry> rows = entries(events);
    if (rows.isEmpty()) {
        // Blind bids and draft picks say nothing until revealed; still show that someone decided.
        const EventText names = eventText();
        //: %1 a player. Logged for a decision whose content stays hidden for now (a bid, a draft pick).
        rows.append(GameLog::Entry{tr("%1 has decided.").arg(names.seatName(before.currentSeat())), {}});
    }
    int actions = 1;
    if (m_game.setup().mode == mc::Mode::Digital) {
        const std::size_t count = m_game.actions().size();
        mc::Events chance;
        m_game.playChance(&chance);
        actions += int(m_game.actions().size() - count);
        rows += entries(chance);
    }
    m_steps.push_back(actions);
    m_redoSteps.clear();
    m_log->appendStep(rows);
    setError({});
    updateProperties();
    return true;
}

bool GameController::undo()
{
    if (m_steps.empty())
        return false;
    const int actions = m_steps.back();
    m_steps.pop_back();
    for (int i = 0; i < actions; ++i)
        m_game.undo();
    m_redoSteps.push_back(actions);
    m_log->removeLastStep();
    setError({});
    updateProperties();
    return true;
}

bool GameController::redo()
{
    if (m_redoSteps.empty())
        return false;
    const int actions = m_redoSteps.back();
    const mc::GameState before = m_game.state();
    mc::Events events;
    for (int i = 0; i < actions; ++i) {
        if (!m_game.redo(&events)) {
            // Cannot happen with a deterministic engine; leave the game as it was.
            for (int j = 0; j < i; ++j)
                m_game.undo();
            setError(tr("Redo failed: the undone actions no longer apply."));
            return false;
        }
    }
    m_redoSteps.pop_back();
    m_steps.push_back(actions);
    QList<GameLog::Entry> rows = entries(events);
    if (rows.isEmpty())
        rows.append(GameLog::Entry{tr("%1 has decided.").arg(eventText().seatName(before.currentSeat())), {}});
    m_log->appendStep(rows);
    setError({});
    updateProperties();
    return true;
}

bool GameController::save(const QString &path)
{
    if (!m_game.isValid()) {
        setError(tr("There is no game to save."));
        return false;
    }
    QString why;
    if (!m_game.save(localPath(path), &why)) {
        //: %1 is the reason, e.g. "cannot write /x/y.json: Permission denied".
        setError(tr("The game was not saved: %1").arg(why));
        return false;
    }
    setError({});
    return true;
}

bool GameController::load(const QString &path)
{
    const QString file = localPath(path);
    mc::Game::LoadResult result = mc::Game::load(file);
    if (!result.error.isEmpty()) {
        //: %1 the file, %2 the reason (from the save file reader, in English).
        setError(tr("%1 could not be opened: %2. The file was left as it is.").arg(file, result.error));
        return false;
    }
    m_game = std::move(result.game);
    rebuildHistory();
    setError({});
    updateProperties();
    return true;
}

void GameController::clearError()
{
    setError({});
}

void GameController::rebuildHistory()
{
    m_steps.clear();
    m_redoSteps.clear();
    m_openingActions = 0;
    const bool digital = m_game.setup().mode == mc::Mode::Digital;
    const EventText names = eventText();
    QStringList seatNames;
    for (const auto &seat : m_game.seats())
        seatNames << seat.name;
    QList<GameLog::Entry> opening;
    //: First line of the log of a game opened from a file: %1 the players, %2 the oldest player.
    opening.append(GameLog::Entry{tr("A saved game: %1. %2 was the oldest and started with the Alltaker.")
                                          .arg(seatNames.join(u", "_s), names.seatName(m_game.setup().alltaker)),
                                  u"R-SETUP-1"_s});
    QList<QList<GameLog::Entry>> steps;
    const auto &actions = m_game.actions();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const mc::GameState &before = m_game.stateBefore(i);
        mc::GameState replay = before;
        mc::Events events;
        (void)replay.apply(actions[i], &events);
        QList<GameLog::Entry> rows = entries(events);
        if (digital && before.isChance()) {
            // Chance draws belong to the step before them (or to the opening).
            if (m_steps.empty()) {
                opening += rows;
                ++m_openingActions;
            } else {
                ++m_steps.back();
                steps.last() += rows;
            }
            continue;
        }
        if (rows.isEmpty())
            rows.append(GameLog::Entry{tr("%1 has decided.").arg(names.seatName(before.currentSeat())), {}});
        m_steps.push_back(1);
        steps.append(rows);
    }
    m_log->reset(opening, steps);
}

QString GameController::describeDecision(const mc::GameState &s) const
{
    const EventText names = eventText();
    const QString who = names.seatName(s.currentSeat());
    const mc::Ruleset &r = s.rules();
    switch (s.decision()) {
    case mc::Decision::None:
        return tr("The game is over.");
    case mc::Decision::DealMotive:
        //: Table play: the people say which card was dealt. "draw unknown" is an action of the notation.
        return tr("Deal the Ulterior Motives: enter each card dealt, or “draw unknown”.");
    case mc::Decision::KeepMotive:
        //: %1 a player (R-SETUP-4).
        return tr("%1 keeps one Ulterior Motive, which declares their faction.").arg(who);
    case mc::Decision::StartingMourner:
        return tr("Enter the starting Mourner drawn for the next player.");
    case mc::Decision::Dice:
        //: %1 the first player (R-DIST-1).
        return tr("%1 rolls the dice: enter the total.").arg(names.seatName(s.firstPlayer));
    case mc::Decision::SetPile:
        //: %1 the first player (R-DIST-2).
        return tr("%1 sizes the next Etherea pile, largest first.").arg(who);
    case mc::Decision::PickPile:
        //: %1 a player (R-DIST-3).
        return tr("%1 takes a pile of Etherea, or 2 Influence instead.").arg(who);
    case mc::Decision::DealWallows:
        return tr("Enter the Wallows card dealt, or “draw unknown”.");
    case mc::Decision::DealCourt:
        return tr("Enter the Court card dealt, or “draw unknown”.");
    case mc::Decision::DraftPick:
        //: %1 a player (R-DRAFT-2).
        return tr("%1 keeps one Court card of the hand passed to them.").arg(who);
    case mc::Decision::Turn:
        //: %1 a player (R-ACT-1).
        return tr("%1's turn: play a Court card, recruit, relocate, activate a Mourner or pass.").arg(who);
    case mc::Decision::RelocateRoute:
        return tr("%1 chooses where the free relocation goes from and to.").arg(who);
    case mc::Decision::RelocateAdd:
        return tr("%1 adds figures to the relocation one at a time, then says done.").arg(who);
    case mc::Decision::DrawMourner:
        return tr("Enter the Mourner card drawn.");
    case mc::Decision::DrawWallows:
        return tr("Enter the extra Wallows card drawn.");
    case mc::Decision::Exhaust:
        return tr("%1 chooses an opponent's Mourner to exhaust.").arg(who);
    case mc::Decision::CrowdRoll:
        if (s.counter >= 0 && std::size_t(s.counter) < s.atRisk.size()) {
            const mc::AtRisk &risk = s.atRisk[std::size_t(s.counter)];
            //: %1 player, %2 guild, %3 over-crowded location (R-DREAD-2).
            return tr("Roll one die for %1's %2 figure at %3 (over-crowded).")
                    .arg(names.seatName(risk.owner), names.guildName(risk.guild), names.placeName(risk.location));
        }
        return tr("Roll one die for a figure at risk in an over-crowded location.");
    case mc::Decision::Bid:
        //: %1 player, %2 Etherea still owed (R-TITHE-2).
        return tr("%1 makes a blind tithe bid; %2 Etherea are still owed.").arg(who).arg(s.tithePending());
    case mc::Decision::AlltakerTie:
        //: %1 the Alltaker's holder (R-MAJ-3).
        return tr("%1 may use the Alltaker to win this tie.").arg(who);
    case mc::Decision::LocationAction:
        //: %1 player, %2 location (R-MAJ-1).
        return tr("%1 may perform the action of %2.")
                .arg(who, names.placeName(std::clamp<int>(s.resolveIndex, 0, mc::kLocations - 1)));
    case mc::Decision::GuildAction: {
        const int i = std::clamp<int>(s.resolveIndex - mc::kLocations, 0, mc::kGuilds - 1);
        //: %1 player, %2 guild (R-MAJ-2).
        return tr("%1 may take the bonus of the %2.").arg(who, names.guildName(r.guildOrder[std::size_t(i)]));
    }
    case mc::Decision::PayInfluence:
        //: %1 player (R-PAY-1).
        return tr("%1 pays a missing Unity point with Influence of a faction.").arg(who);
    case mc::Decision::ThreatCard:
        //: %1 the player on the left of whoever raised Threat to 10 (R-THREAT-10).
        return tr("%1 chooses which Mourner card is lost.").arg(who);
    case mc::Decision::FigureLoss:
        return tr("%1 chooses which figure they lose.").arg(who);
    case mc::Decision::WallowsResult:
        //: %1 player (R-WAL-1).
        return tr("%1 says whether their Wallows objective was completed.").arg(who);
    }
    return {};
}

void GameController::updateProperties()
{
    const bool has = m_game.isValid();
    if (!has) {
        set(m_hasGame, false, &GameController::hasGameChanged);
        return;
    }
    const mc::GameState &s = m_game.state();
    const mc::Ruleset &r = s.rules();
    const bool table = m_game.setup().mode == mc::Mode::Table;
    const EventText names = eventText();

    set(m_mode, table ? u"table"_s : u"digital"_s, &GameController::modeChanged);
    set(m_playerCount, int(s.players), &GameController::playerCountChanged);
    set(m_round, int(s.round), &GameController::roundChanged);
    set(m_phaseName, EventText::phaseName(s.phase), &GameController::phaseNameChanged);
    set(m_decisionText, describeDecision(s), &GameController::decisionTextChanged);
    const int seat = s.currentSeat();
    set(m_currentSeat, seat >= 0 && seat < s.players ? seat : -1, &GameController::currentSeatChanged);
    set(m_chanceDecides, s.isChance() && !s.isTerminal(), &GameController::chanceDecidesChanged);
    set(m_suspicion, int(s.suspicion), &GameController::suspicionChanged);
    set(m_suspicionMax, int(r.suspicionMax), &GameController::suspicionMaxChanged);
    set(m_threat, int(s.threat), &GameController::threatChanged);
    set(m_threatMax, int(r.threatMax), &GameController::threatMaxChanged);
    set(m_titheOwedNow, r.tithe_at(s.suspicion), &GameController::titheOwedNowChanged);
    set(m_locationLimitNow, r.limitAt(s.threat), &GameController::locationLimitNowChanged);
    set(m_unitySupply, int(s.unitySupply), &GameController::unitySupplyChanged);
    set(m_forge, int(s.forge), &GameController::forgeChanged);
    set(m_canUndo, !m_steps.empty(), &GameController::canUndoChanged);
    set(m_canRedo, !m_redoSteps.empty(), &GameController::canRedoChanged);
    set(m_gameOver, s.isTerminal(), &GameController::gameOverChanged);

    QVariantList players;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        QStringList mourners;
        for (const auto &m : pl.mourners)
            mourners << names.mournerName(m.card);
        // In digital play the motive bonus depends on a hidden card: show it only at the end.
        const bool fullScore = table || s.isTerminal();
        const int score = fullScore ? s.scoreOf(p) : pl.unity + pl.totalInfluence();
        const int crypt = pl.figuresAt(mc::kCrypt);
        players.append(QVariantMap{
                {u"seat"_s, p},
                {u"name"_s, names.seatName(p)},
                {u"faction"_s, pl.declared >= 0 ? EventText::factionName(pl.declared) : QString()},
                {u"etherea"_s, int(pl.etherea)},
                {u"unity"_s, int(pl.unity)},
                {u"bone"_s, int(pl.influence[0])},
                {u"flesh"_s, int(pl.influence[1])},
                {u"spirit"_s, int(pl.influence[2])},
                {u"bases"_s, int(pl.bases)},
                {u"crypt"_s, crypt},
                {u"onBoard"_s, pl.totalFigures() - crypt},
                {u"mourners"_s, int(pl.mourners.size())},
                {u"mournerNames"_s, mourners},
                {u"hand"_s, int(pl.hand.size())},
                {u"score"_s, score},
                {u"scoreIsPartial"_s, !fullScore},
                {u"isAlltaker"_s, s.alltaker == p},
                {u"hasDreadsbane"_s, s.dreadsbane == p},
                {u"isCurrent"_s, seat == p},
        });
    }
    set(m_players, players, &GameController::playersChanged);

    QVariantList locations;
    const int limit = r.limitAt(s.threat);
    for (int loc = 0; loc < mc::kLocations; ++loc) {
        QVariantList figures;
        for (int p = 0; p < s.players; ++p)
            figures.append(s.player[std::size_t(p)].figuresAt(loc));
        const int total = s.locationFigures(loc);
        locations.append(QVariantMap{
                {u"number"_s, loc + 1},
                {u"name"_s, r.locations[std::size_t(loc)].name},
                {u"faction"_s, EventText::factionName(r.locations[std::size_t(loc)].faction)},
                {u"factionIndex"_s, int(r.locations[std::size_t(loc)].faction)},
                {u"figures"_s, figures},
                {u"total"_s, total},
                {u"overCrowded"_s, total > limit},
                {u"malavestros"_s, s.malavestros == loc},
        });
    }
    set(m_locations, locations, &GameController::locationsChanged);

    const std::vector<mc::Action> legal = s.legalActions();
    QStringList texts;
    for (std::size_t i = 0; i < legal.size() && i < std::size_t(kMaxListedActions); ++i)
        texts << mc::actionToText(s, legal[i]);
    set(m_legalActions, texts, &GameController::legalActionsChanged);
    set(m_legalActionCount, int(legal.size()), &GameController::legalActionCountChanged);

    // Last, so that a QML handler of hasGameChanged sees the rest already filled in.
    set(m_hasGame, true, &GameController::hasGameChanged);
}
