#include "replaycontroller.h"
#include "model/mourners/autoplay.h"
#include "problemwords.h"

#include "computerplayers.h"
#include "decisiontexts.h"
#include "eventtext.h"
#include "gamecontroller.h"
#include "publicview.h"

#include <QJsonArray>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The seats a computer played, from the save's seat kinds.
std::function<bool(int)> seatKindsComputer(const mc::Game &game)
{
    const QJsonArray kinds = game.meta().value(u"seatKinds"_s).toArray();
    return [kinds](int seat) {
        mc::BotKind kind;
        return seat >= 0 && seat < kinds.size() && ComputerPlayers::kindOf(kinds.at(seat).toString(), kind);
    };
}

// The names of a replay: a finished game names every card; a game still being played names what
// its own log names (dealt cards hidden in digital play).
EventText replayNames(const mc::Game &game, bool finished)
{
    return finished ? DecisionTexts::namesOf(game, true) : DecisionTexts::namesOf(game);
}

} // namespace

ReplayController::ReplayController(QObject *parent) : QObject(parent), m_log(new GameLog(this)) {}

bool ReplayController::loadFrom(GameController *controller)
{
    if (!controller || !controller->game().isValid()) {
        m_error = tr("There is no game to replay.");
        emit loaded();
        return false;
    }
    setGame(controller->game());
    return true;
}

bool ReplayController::loadFile(const QString &path)
{
    const QString file = path.startsWith(u"file:"_s) ? QUrl(path).toLocalFile() : path;
    mc::Game::LoadResult r = mc::Game::load(file);
    if (!r.ok()) {
        //: %1 file, %2 the reasons, one sentence each.
        m_error = tr("%1 could not be opened. %2").arg(file, MournersProblems::sentences(r.problems));
        emit loaded();
        return false;
    }
    setGame(r.game);
    return true;
}

void ReplayController::setGame(const mc::Game &game)
{
    m_game = game;
    m_error.clear();
    m_finished = m_game.state().isTerminal();
    build();
    m_turn = -1;
    emit loaded();
    setTurn(0);
}

void ReplayController::build()
{
    // A turn begins at every decision of a player (or of the table, in table play); the chance draws
    // that follow a decision belong to its turn, as in the game's log.
    const DecisionTexts texts(replayNames(m_game, m_finished), seatKindsComputer(m_game));
    const auto &actions = m_game.actions();
    m_stops = {0};
    m_stopRounds.clear();
    m_turnRows = {QStringList()};
    QList<QList<GameLog::Entry>> steps;
    QList<int> stepRounds;
    mc::GameState at = m_game.initialState();
    m_stopRounds.push_back(at.round);
    // Digital play: a decision with one option the app applied belongs to the turn before it, as in the log.
    const bool digital = m_game.setup().mode == mc::Mode::Digital;
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const bool automatic = digital && i > 0 && !at.isChance() && mc::isAutomatic(at, actions[i]);
        if (i > 0 && !at.isChance() && !automatic) {
            m_stops.push_back(int(i));
            m_stopRounds.push_back(at.round);
            m_turnRows.emplace_back();
        }
        if (steps.size() < qsizetype(m_stops.size())) {
            steps.append(QList<GameLog::Entry>());
            stepRounds.append(at.round);
        }
        const mc::GameState before = at;
        mc::Events events;
        if (at.apply(actions[i], &events) != mc::ApplyError::None)
            break; // a save always replays; a broken one shows what it could
        QList<GameLog::Entry> rows = texts.logRows(events);
        if (automatic)
            //: The same line as the game's log: a decision with one option the app applied.
            rows.prepend(GameLog::Entry{GameController::tr("Only one choice, applied by the app: %1.").arg(texts.action(before, actions[i])), {}});
        else if (rows.isEmpty() && !before.isChance())
            rows.append(m_finished ? texts.decidedOpenly(before, actions[i]) : texts.decided(before, actions[i]));
        steps.last() += rows;
    }
    if (!actions.empty()) {
        m_stops.push_back(int(actions.size()));
        m_stopRounds.push_back(at.round);
    }
    // Step k of the log (1-based) is what happened in turn k; the rows name their own round from a
    // new round on.
    m_log->reset({}, steps, stepRounds);
    m_turnRows.assign(m_stops.size(), QStringList());
    m_turnCards.assign(m_stops.size(), QStringList());
    for (int row = 0; row < m_log->rowCount(); ++row) {
        const QModelIndex i = m_log->index(row);
        const int step = i.data(GameLog::StepRole).toInt();
        if (step > 0 && step < int(m_turnRows.size())) {
            m_turnRows[std::size_t(step)] << i.data(GameLog::TextRole).toString();
            m_turnCards[std::size_t(step)] << i.data(GameLog::CardsRole).toString();
        }
    }
}

QStringList ReplayController::roundNames() const
{
    //: The replay's round chooser: the part of the game before the first round.
    QStringList names{tr("Setup")};
    for (int r = 1; r <= lastRound(); ++r)
        //: The replay's round chooser; %1 a round number.
        names << tr("Round %1").arg(r);
    return names;
}

void ReplayController::setPosition(int position)
{
    if (m_stops.empty())
        return;
    // The turn this position belongs to: the last turn beginning at or before it.
    const auto it = std::upper_bound(m_stops.cbegin(), m_stops.cend(), std::max(0, position));
    setTurn(int(it - m_stops.cbegin()) - 1);
}

void ReplayController::setTurn(int turn)
{
    if (!m_game.isValid() || m_stops.empty())
        return;
    turn = std::clamp(turn, 0, turnCount() - 1);
    if (turn == m_turn)
        return;
    m_turn = turn;
    refresh();
    emit positionChanged();
}

void ReplayController::nextRound()
{
    const int r = round();
    for (int t = m_turn + 1; t < turnCount(); ++t)
        if (m_stopRounds[std::size_t(t)] > r) {
            setTurn(t);
            return;
        }
    last();
}

void ReplayController::previousRound()
{
    const auto firstOf = [this](int r) {
        for (int t = 0; t < turnCount(); ++t)
            if (m_stopRounds[std::size_t(t)] >= r)
                return t;
        return turnCount() - 1;
    };
    const int start = firstOf(round());
    setTurn(start < m_turn ? start : firstOf(std::max(0, round() - 1)));
}

void ReplayController::goToRound(int round)
{
    for (int t = 0; t < turnCount(); ++t)
        if (m_stopRounds[std::size_t(t)] >= round) {
            setTurn(t);
            return;
        }
    last();
}

void ReplayController::refresh()
{
    const mc::GameState truth = m_game.stateBefore(std::size_t(position()));
    // A game still being played is shown as the shared table sees it, at every step.
    m_state = m_finished ? truth : mc_app::publicView(truth);
    const mc::GameState &s = m_state;
    const EventText text = replayNames(m_game, m_finished);
    m_happened = m_turnRows[std::size_t(m_turn)];
    m_happenedCards = std::size_t(m_turn) < m_turnCards.size() ? m_turnCards[std::size_t(m_turn)] : QStringList();
    //: Replay: who decides at the step shown: nobody, the game is over.
    const QString who = s.isTerminal() ? tr("game over")
                        //: Replay: who decides at the step shown: chance (the app rolls or draws).
                        : s.isChance() ? tr("chance draws")
                                       //: %1 a player who decides at this point of the replay.
                                       : tr("%1 decides").arg(text.seatName(s.currentSeat()));
    m_summary = (s.round > 0 ? tr("Round %1").arg(s.round) : tr("Setup")) + u" · "_s + EventText::phaseName(s.phase)
                + u" · "_s + who;
    const DecisionTexts texts(text, seatKindsComputer(m_game));
    m_decisionText = texts.decision(s);
    // Digital play draws by itself: the table's "enter the card dealt" is no guide for a replay.
    m_guideText = s.isChance() && m_game.setup().mode == mc::Mode::Digital ? QString() : texts.guide(s);
    if (m_turn == turnCount() - 1 && m_finished)
        m_status = tr("The end of the game");
    else if (m_turn == turnCount() - 1)
        //: The replay of a game still being played has reached the table's present. %1 who decides now.
        m_status = tr("Now: %1").arg(m_decisionText);
    else if (m_turn == 0)
        m_status = tr("The start of the game");
    else
        //: The replay, at a past step: %1 who decided what then.
        m_status = tr("Then: %1").arg(m_decisionText);

    const auto hiddenCards = [](std::size_t n) {
        //: The replay of a game still being played: the cards of a hand or draft are not shown.
        return n == 0 ? QString() : tr("%n hidden card(s)", "", int(n));
    };
    QVariantList players;
    for (int p = 0; p < s.players; ++p) {
        const mc::PlayerState &pl = s.player[std::size_t(p)];
        QStringList hand, draft, mourners;
        // What the cards shown by name do ("Name: text" each); a hidden or unnamed card has none.
        QStringList handTips, mournerTips;
        for (auto c : pl.hand) {
            //: Replay: a card the app was not told (a hidden card at the table).
            hand << (c >= 0 ? text.courtName(c) : tr("unknown"));
            handTips << text.cardTip(0, c);
        }
        for (auto c : pl.draft) {
            draft << (c >= 0 ? text.courtName(c) : tr("unknown"));
            handTips << text.cardTip(0, c);
        }
        for (const auto &m : pl.mourners) {
            mourners << (m.card >= 0 ? text.mournerName(m.card) : tr("unknown"));
            mournerTips << text.cardTip(1, m.card);
        }
        handTips.removeAll(QString());
        mournerTips.removeAll(QString());
        QString motive = pl.motive >= 0 ? text.cardName(3, pl.motive) : QString();
        QString motiveText = text.cardText(3, pl.motive);
        QString bid = pl.bid >= 0 ? QString::number(pl.bid) : QString();
        if (!m_finished) {
            if (pl.declared >= 0) {
                //: The replay of a game still being played: a player's Ulterior Motive is not shown.
                motive = tr("hidden until the end");
                motiveText.clear();
            }
            if (pl.bid == -2)
                //: The replay of a game still being played: a blind bid made but not revealed (R-TITHE-2).
                bid = tr("made, hidden");
        }
        players.append(QVariantMap{
                {u"seat"_s, p},
                {u"name"_s, text.seatName(p)},
                {u"current"_s, s.currentSeat() == p},
                {u"faction"_s, pl.declared >= 0 ? EventText::factionName(pl.declared) : QString()},
                {u"etherea"_s, int(pl.etherea)},
                {u"unity"_s, int(pl.unity)},
                {u"influence"_s, tr("bone %1 · flesh %2 · spirit %3")
                                         .arg(pl.influence[0])
                                         .arg(pl.influence[1])
                                         .arg(pl.influence[2])},
                {u"figures"_s, pl.totalFigures()},
                {u"hand"_s, m_finished ? hand.join(u", "_s) : hiddenCards(pl.hand.size())},
                {u"draft"_s, m_finished ? draft.join(u", "_s) : hiddenCards(pl.draft.size())},
                {u"mourners"_s, mourners.join(u", "_s)},
                {u"motive"_s, motive},
                {u"motiveText"_s, motiveText},
                {u"handText"_s, m_finished ? handTips.join(u'\n') : QString()},
                {u"mournersText"_s, mournerTips.join(u'\n')},
                {u"bid"_s, bid},
                {u"score"_s, s.scoreOf(p)},
        });
    }
    m_players = players;
    m_table = QVariantMap{{u"suspicion"_s, int(s.suspicion)},
                          {u"threat"_s, int(s.threat)},
                          {u"unitySupply"_s, int(s.unitySupply)},
                          {u"forge"_s, int(s.forge)},
                          {u"round"_s, int(s.round)}};
    m_digest = mc::stateDigest(s);
}
