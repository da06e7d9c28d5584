// GameController, the log: the game's recorded actions grouped into steps again (a loaded game), the
// rows of each step as play logged them, the whole log built again in the current language.
#include "gamecontroller.h"

#include "decisiontexts.h"
#include "roundsummary.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/autoplay.h"

#include <QJsonArray>
#include <QJsonObject>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

void GameController::rebuildHistory()
{
    // A save holds the actions only: they are grouped into steps again as play grouped them.
    std::size_t openingActions = 0;
    std::vector<mc::Game::Step> groups;
    const bool digital = m_game.setup().mode == mc::Mode::Digital;
    // A game of the new-game wizard (seat colours chosen): its setup actions are the opening.
    const bool wizard = !digital && !m_game.seats().empty() && !m_game.seats().front().color.isEmpty();
    const EventText names = eventText();
    QStringList seatNames;
    for (const auto &seat : m_game.seats())
        seatNames << EventText::shownSeatName(seat.name, int(seatNames.size()));
    m_openingLine = [this, seatNames] {
        //: First line of the log of a game opened from a file: %1 the players, %2 the oldest player.
        return GameLog::Entry{tr("A saved game: %1. %2 was the oldest and started with the Alltaker.")
                                      .arg(seatNames.join(u", "_s), eventText().seatName(m_game.setup().alltaker)),
                              u"R-SETUP-1"_s};
    };
    QList<GameLog::Entry> opening{m_openingLine()};
    QList<QList<GameLog::Entry>> steps;
    QList<int> stepRounds;
    const auto &actions = m_game.actions();
    mc::Decision lastAsked = mc::Decision::None; // the table question the last step answered
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const mc::GameState &before = m_game.stateBefore(i);
        mc::GameState replay = before;
        mc::Events events;
        (void)replay.apply(actions[i], &events);
        QList<GameLog::Entry> rows = entries(events);
        if (wizard && before.phase == mc::Phase::Setup && groups.empty()) {
            // The wizard's declared factions and starting Mourners belong to the opening.
            opening += rows;
            ++openingActions;
            continue;
        }
        if (mc::isAutomatic(before, actions[i])) {
            if (before.decision() != mc::Decision::DealCourt && before.decision() != mc::Decision::DealWallows
                && before.decision() != mc::Decision::DrawWallows)
                rows.prepend(GameLog::Entry{tr("Only one choice, applied by the app: %1.")
                                                    .arg(describeAction(before, actions[i])),
                                            {}});
            if (groups.empty()) {
                opening += rows;
                ++openingActions;
            } else {
                ++groups.back().count;
                steps.last() += rows;
            }
            continue;
        }
        if (digital && before.isChance()) {
            // Chance draws belong to the step before them (or to the opening).
            if (groups.empty()) {
                opening += rows;
                ++openingActions;
            } else {
                ++groups.back().count;
                steps.last() += rows;
            }
            continue;
        }
        if (rows.isEmpty())
            rows.append(DecisionTexts(names).decided(before, actions[i]));
        // The table's answers to one screen of questions (TableQuestions) are undone together, as when
        // they were entered.
        const mc::Decision asked = before.decision();
        const bool question = !digital && (asked == mc::Decision::DealWallows || asked == mc::Decision::EndOfRound
                                           || asked == mc::Decision::WallowsResult);
        // Clean-up asks the end-of-round abilities and the Wallows objectives on one screen.
        const bool sameScreen = lastAsked == asked || (lastAsked == mc::Decision::EndOfRound && asked == mc::Decision::WallowsResult);
        mc::Game::Step group;
        group.count = 1;
        group.joined = question && !groups.empty() && sameScreen;
        groups.push_back(group);
        lastAsked = question ? asked : mc::Decision::None;
        steps.append(rows);
        stepRounds.append(before.round);
    }
    (void)m_game.regroup(openingActions, groups);
    m_log->reset(opening, steps, stepRounds);
}

QList<GameLog::Entry> GameController::stepRows(std::size_t first, int count, bool opening) const
{
    // The same rows as applyStep(), redo() and autoAdvance() wrote, from the actions kept in the game.
    const auto &actions = m_game.actions();
    mc::GameState at = m_game.stateBefore(first);
    QList<GameLog::Entry> rows;
    for (std::size_t i = first; i < first + std::size_t(count) && i < actions.size(); ++i) {
        const mc::GameState before = at;
        mc::Events events;
        (void)at.apply(actions[i], &events);
        QList<GameLog::Entry> part = entries(events);
        if (!opening && i == first && part.isEmpty())
            part.append(DecisionTexts(eventText()).decided(before, actions[i]));
        if ((opening || i > first) && !mc::isUnknownDeal(before) && mc::isAutomatic(before, actions[i]))
            part.prepend(GameLog::Entry{tr("Only one choice, applied by the app: %1.").arg(describeAction(before, actions[i])),
                                        {}});
        rows += part;
    }
    return rows;
}

void GameController::rebuildLog()
{
    if (!m_openingLine || !m_game.isValid())
        return;
    QList<GameLog::Entry> opening{m_openingLine()};
    opening += stepRows(0, int(m_game.openingActions()), true);
    QList<QList<GameLog::Entry>> steps;
    QList<int> stepRounds;
    for (const mc::Game::Step &step : m_game.steps()) {
        if (step.isCorrection())
            steps.append(QList<GameLog::Entry>{correctionRow(*step.correction)});
        else
            steps.append(stepRows(step.first, int(step.count), false));
        stepRounds.append(m_game.stateBefore(step.first).round);
    }
    m_log->reset(opening, steps, stepRounds);
}

void GameController::retranslate()
{
    m_autosave->scan();
    if (!m_game.isValid())
        return;
    rebuildLog();
    // The notices, the tithe reveal and the round's summary of the last step, if still shown.
    showLastStepAgain(m_guide->notices()->count() > 0, !m_guide->titheReveal().isEmpty(),
                      !m_guide->roundSummary().isEmpty());
    updateProperties();
    hint()->retranslate(); // after the choices' labels, which it quotes
}

void GameController::showLastStepAgain(bool notices, bool reveal, bool summary)
{
    const std::vector<mc::Game::Step> &steps = m_game.steps();
    if (!m_game.canUndo() || steps.empty() || (!notices && !reveal && !summary))
        return;
    // The state before step `k` and the events its actions made.
    const auto replay = [&](std::size_t k, mc::GameState &before, mc::Events &events) {
        mc::GameState at = m_game.stateBefore(steps[k].first);
        before = at;
        for (std::size_t i = steps[k].first; i < steps[k].first + steps[k].count; ++i)
            (void)at.apply(m_game.actions()[i], &events);
    };
    // The revealed bids stay shown while the computer players go on: the last step that revealed them
    // (this round's, a few dozen steps back at most).
    if (reveal) {
        for (std::size_t k = steps.size(); k-- > 0 && steps.size() - k <= 64;) {
            if (steps[k].isCorrection())
                continue;
            mc::GameState before;
            mc::Events events;
            replay(k, before, events);
            if (std::any_of(events.cbegin(), events.cend(),
                            [](const mc::Event &e) { return e.type == mc::EventType::BidsRevealed; })) {
                m_guide->takeStepEvents(m_game, before, events);
                break;
            }
        }
    }
    // A meter's notices and a round's summary are the last step's (the computer players wait for them).
    mc::GameState before;
    mc::Events events;
    const bool last = (notices || summary) && !steps.back().isCorrection();
    if (last)
        replay(steps.size() - 1, before, events);
    if (notices && last)
        m_guide->takeStepEvents(m_game, before, events); // the reveal found above, if any, stays
    else
        m_guide->dismissNotices();
    if (!reveal)
        m_guide->dismissReveal();
    m_guide->setRoundSummary(summary && last ? roundSummary(m_game, before, eventText()) : QVariantMap());
}

namespace {
const QString kOnScreen = u"onScreen"_s;
const QString kNotices = u"notices"_s;
const QString kReveal = u"reveal"_s;
const QString kSummary = u"summary"_s;
} // namespace

void GameController::noteOnScreen()
{
    if (!m_game.isValid())
        return;
    QJsonArray shown;
    if (m_guide->notices()->count() > 0)
        shown.append(kNotices);
    if (!m_guide->titheReveal().isEmpty())
        shown.append(kReveal);
    if (!m_guide->roundSummary().isEmpty())
        shown.append(kSummary);
    QJsonObject meta = m_game.meta();
    if (shown.isEmpty() ? !meta.contains(kOnScreen) : meta.value(kOnScreen) == shown)
        return;
    if (shown.isEmpty())
        meta.remove(kOnScreen);
    else
        meta.insert(kOnScreen, shown);
    m_game.setMeta(meta);
}

// Dismissed by a person: a game reopened later does not show it again.
void GameController::noteDismissed()
{
    const QJsonValue before = m_game.meta().value(kOnScreen);
    noteOnScreen();
    if (m_game.meta().value(kOnScreen) != before)
        writeAutosave();
}

void GameController::showShownOnReopen()
{
    const QJsonArray shown = m_game.meta().value(kOnScreen).toArray();
    showLastStepAgain(shown.contains(kNotices), shown.contains(kReveal), shown.contains(kSummary));
}
