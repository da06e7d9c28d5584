#include "computerplayers.h"
#include "seatkinds.h"

#include "botrunner.h"
#include "gamecontrollertr.h"
#include "model/mourners/game.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

ComputerPlayers::ComputerPlayers(QObject *parent)
    : QObject(parent), m_runner(new BotRunner(this)), m_hint(new ComputerHint(this))
{
    connect(m_runner, &BotRunner::thinkingChanged, this, [this] {
        if (!m_runner->thinking())
            m_thinkingText.clear();
        emit thinkingChanged();
    });
    connect(m_runner, &BotRunner::staleAnswerDropped, this, &ComputerPlayers::staleAnswerDropped);
}

bool ComputerPlayers::kindOf(const QString &key, mc::BotKind &out)
{
    if (key == u"random"_s)
        out = mc::BotKind::Random;
    else if (key == u"rules"_s)
        out = mc::BotKind::Rules;
    else if (key == u"search"_s)
        out = mc::BotKind::Search;
    else if (key == u"strong"_s)
        out = mc::BotKind::Strong; // its own budget: up to about 1 s per decision (BotConfig)
    else
        return false;
    return true;
}

bool ComputerPlayers::isComputer(int seat) const
{
    mc::BotKind kind;
    return seat >= 0 && seat < m_seatKinds.size() && kindOf(m_seatKinds.at(seat), kind);
}

void ComputerPlayers::readSeatKinds()
{
    cancel();
    QStringList kinds;
    const bool valid = m_game && m_game->isValid();
    const QJsonArray stored = valid ? m_game->meta().value(u"seatKinds"_s).toArray() : QJsonArray();
    const int players = valid ? int(m_game->setup().players) : 0;
    for (int p = 0; p < players; ++p) {
        const QString k = p < stored.size() ? stored.at(p).toString() : QString();
        mc::BotKind kind;
        kinds << (kindOf(k, kind) ? k : shelf::seatkind::kPerson);
    }
    if (kinds != m_seatKinds) {
        m_seatKinds = kinds;
        emit seatKindsChanged();
    }
}

void ComputerPlayers::cancel()
{
    m_runner->cancel();
}

quint64 ComputerPlayers::generation() const
{
    return m_runner->generation();
}

bool ComputerPlayers::thinking() const
{
    return m_runner->thinking();
}

void ComputerPlayers::maybeStart(const QString &name)
{
    if (!m_game || !m_game->isValid() || m_game->setup().mode != mc::Mode::Digital) {
        cancel();
        return;
    }
    const mc::GameState &s = m_game->state();
    const int seat = s.currentSeat();
    if (s.isTerminal() || s.isChance() || !isComputer(seat)) {
        cancel();
        return;
    }
    if (m_runner->thinking())
        return; // already thinking about this decision
    mc::BotConfig config;
    (void)kindOf(m_seatKinds.at(seat), config.kind);
    if (config.kind == mc::BotKind::Search)
        config.iterations = 300;
    // An answer within a second per decision, whatever the machine (the searching players stop early).
    config.timeLimitMs = 900;
    config.strongTimeLimitMs = 900;
    // Only the seat's own view goes to the bot, never the true state.
    const mc::GameState view = s.viewFor(seat);
    if (m_observer)
        m_observer(view);
    const std::size_t actionCount = m_game->actions().size();
    const std::uint64_t seed = m_game->setup().seed * 0x9E3779B97F4A7C15ull + actionCount;
    //: %1 a computer player's name.
    m_thinkingText = GameControllerTr::tr("%1 (computer) is thinking…").arg(name);
    // The game so far tells which moves a person would call silly (model/mourners/sillymoves.h); the
    // watch keeps only what the whole table saw (figures relocated, piles), and is built on the
    // player's thread.
    m_runner->start([view, config, seed, initial = m_game->initialState(), actions = m_game->actions()] {
                        const mc::SillyMoveWatch watch = mc::watchRecord(initial, actions);
                        return mc::chooseAction(view, config, seed, &watch);
                    },
                    // Undo, a new game or a load since the player started: its answer is for another position.
                    [this, actionCount] { return m_game && m_game->actions().size() == actionCount; },
                    [this](const mc::Action &action) {
                        if (m_applier)
                            m_applier(action);
                    });
}
