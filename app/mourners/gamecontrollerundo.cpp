// GameController, undo and redo: a step taken back (and given again) as a whole, with the hand-off
// first when the step taken back was a seat's secret.
#include "gamecontroller.h"

#include "decisiontexts.h"
#include "seatkinds.h"
#include "model/mourners/autoplay.h"

using namespace Qt::StringLiterals;

int GameController::undoOwner(mc::GameState *reopened) const
{
    // The same walk as undoSteps(): back over computer steps to the last decision of a person.
    const bool people = m_bots->seatKinds().contains(shelf::seatkind::kPerson);
    const auto &steps = m_game.steps();
    for (auto it = steps.crbegin(); it != steps.crend(); ++it) {
        const mc::GameState before = m_game.stateBefore(it->first);
        const int seat = before.currentSeat();
        if (std::next(it) == steps.crend() || !(people && m_bots->isComputer(seat))) {
            if (reopened)
                *reopened = before;
            return seat;
        }
    }
    return -1;
}

QString GameController::undoHandOffReason(int seat, const mc::GameState &reopened) const
{
    const QString who = eventText().seatName(seat);
    switch (reopened.decision()) {
    case mc::Decision::Bid:
        //: Hot-seat undo (R-TITHE-2). %1 the player whose blind bid the undo would take back.
        return tr("Undo would reopen %1's secret bid: pass the laptop to %1.").arg(who);
    case mc::Decision::KeepMotive:
        //: Hot-seat undo (R-SETUP-4). %1 a player.
        return tr("Undo would reopen %1's secret choice of an Ulterior Motive: pass the laptop to %1.").arg(who);
    case mc::Decision::DraftPick:
        //: Hot-seat undo (R-DRAFT-2). %1 a player.
        return tr("Undo would reopen %1's secret draft pick: pass the laptop to %1.").arg(who);
    case mc::Decision::Turn:
        //: Hot-seat undo (R-ACT-1). %1 a player, whose hand of Court cards their turn shows.
        return tr("Undo would reopen %1's turn and show their hand: pass the laptop to %1.").arg(who);
    default:
        //: Hot-seat undo. %1 a player.
        return tr("Undo would reopen %1's decision: pass the laptop to %1.").arg(who);
    }
}

bool GameController::undo()
{
    if (!m_game.canUndo())
        return false;
    mc::GameState reopened;
    const int owner = undoOwner(&reopened);
    if (m_seats->undoNeedsHandOff(owner, reopened, m_bots->seatKinds(), computerSeats())) {
        // Another person's decision: only they may take it back, at the laptop (hot-seat privacy).
        const QString reason = undoHandOffReason(owner, reopened);
        m_seats->askUndoHandOff(owner, eventText().seatName(owner), reason);
        setError(reason);
        return false;
    }
    m_seats->askUndoHandOff(-1, {}, {});
    undoSteps();
    return true;
}

bool GameController::confirmUndo()
{
    const int seat = m_seats->undoSeat();
    if (seat < 0 || !m_game.canUndo()) {
        m_seats->askUndoHandOff(-1, {}, {});
        return false;
    }
    mc::GameState reopened;
    if (undoOwner(&reopened) != seat) {
        // A computer or a phone moved on meanwhile: the undo would now reopen someone else's decision.
        m_seats->askUndoHandOff(-1, {}, {});
        return undo();
    }
    m_seats->askUndoHandOff(-1, {}, {});
    m_seats->revealForUndo(seat);
    undoSteps();
    return true;
}

void GameController::cancelUndo()
{
    m_seats->askUndoHandOff(-1, {}, {});
    // The laptop may be with the person the undo waited for: the view shown before it comes back only
    // through its own hand-off.
    if (m_seats->hide())
        updateProperties();
    setError({});
}

void GameController::undoSteps()
{
    m_bots->cancel();
    do {
        if (m_game.steps().back().isCorrection()) {
            // A correction of the past: the history as it was before it comes back whole.
            m_game.undo();
            rebuildLog();
            break;
        }
        // The answers of one confirmation (joined steps) go back together, one row of the log each.
        const std::size_t steps = m_game.steps().size();
        m_game.undo();
        for (std::size_t i = m_game.steps().size(); i < steps; ++i)
            m_log->removeLastStep();
        // With computer players, undo goes back to the last decision of a person.
    } while (m_game.canUndo() && m_bots->isComputer(m_game.state().currentSeat())
             && m_bots->seatKinds().contains(shelf::seatkind::kPerson));
    // The person who holds the laptop keeps their view when the undo reopens their own decision;
    // anyone else's needs a hand-off.
    const int reopenedSeat = m_game.state().currentSeat();
    if (m_seats->revealedSeat() != reopenedSeat && m_seats->holder() != reopenedSeat)
        m_seats->hide();
    whyFromRecord();
    clearStepEvents();
    setError({});
    afterStep();
}

bool GameController::redo()
{
    if (!m_game.canRedo())
        return false;
    m_bots->cancel();
    if (m_game.redoSteps().back().isCorrection()) {
        m_game.redo();
        rebuildLog();
        clearStepEvents();
        setError({});
        afterStep();
        return true;
    }
    const mc::GameState first = m_game.state();
    const std::size_t done = m_game.steps().size();
    mc::Events events;
    // The step, and the answers confirmed with it (joined to it), come back together.
    if (!m_game.redo(&events)) {
        // Cannot happen with a deterministic engine; the game is left as it was.
        setError(tr("Redo failed: the undone actions no longer apply."));
        afterStep();
        return false;
    }
    for (std::size_t i = done; i < m_game.steps().size(); ++i) {
        const mc::Game::Step &step = m_game.steps()[i];
        m_log->appendStep(stepRows(step.first, int(step.count), false), m_game.stateBefore(step.first).round);
    }
    m_guide->takeStepEvents(m_game, first, events);
    m_guide->addWhy(m_game, first, events);
    setError({});
    afterStep();
    return true;
}
