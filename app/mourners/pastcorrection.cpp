#include "pastcorrection.h"

#include "decisiontexts.h"
#include "gamecontroller.h"
#include "model/mourners/adjustment.h"

using namespace Qt::StringLiterals;

namespace {

// The replacements of a correction entered at `s` (an adjustment): the same correction with another
// amount, value, place or holder, as the engine allows them there.
std::vector<mc::Action> adjustmentChoices(const mc::GameState &s, const mc::Action &entered)
{
    std::vector<mc::Action> out;
    const auto add = [&](mc::Action a) {
        if (s.check(a) == mc::ApplyError::None)
            out.push_back(a);
    };
    mc::Action a = entered;
    switch (entered.type) {
    case mc::ActionType::Adjust:
        for (int v = -20; v <= 20; ++v) {
            if (v == 0)
                continue;
            a.v = std::int16_t(v);
            add(a);
        }
        break;
    case mc::ActionType::SetMeter:
        for (int v = 0; v <= 40; ++v) {
            a.v = std::int16_t(v);
            add(a);
        }
        break;
    case mc::ActionType::SetHolder:
        for (int v = -1; v < (entered.a == 2 ? mc::kLocations : s.players); ++v) {
            a.v = std::int16_t(v);
            add(a);
        }
        break;
    case mc::ActionType::MoveFigure:
        for (int b = 0; b <= mc::kCrypt; ++b) {
            a.b = std::int8_t(b);
            add(a);
        }
        break;
    case mc::ActionType::ChangeFigure:
        for (int v : {-1, 1}) {
            a.v = std::int16_t(v);
            add(a);
        }
        break;
    default: break;
    }
    if (std::find(out.cbegin(), out.cend(), entered) == out.cend())
        out.push_back(entered);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

PastCorrection::PastCorrection(QObject *parent) : QObject(parent), m_choices(new ChoiceModel(this))
{
    m_choices->setApplier([this](quint64 payload) {
        for (std::size_t i = 0; i < m_actions.size(); ++i)
            if (m_actions[i].key() == payload)
                return choose(int(i));
        return false;
    });
}

bool PastCorrection::canCorrect(int step) const
{
    return m_controller && m_controller->stepActionIndex(step) >= 0;
}

void PastCorrection::reset()
{
    m_step = 0;
    m_index = -1;
    m_chosen = -1;
    m_droppedSteps = 0;
    m_secretSeat = -1;
    m_secretShown = false;
    m_secretName.clear();
    m_secretRows.clear();
    m_hiddenStepText.clear();
    m_preview.clear();
    m_stepText.clear();
    m_actions.clear();
}

bool PastCorrection::open(int step)
{
    reset();
    const int index = m_controller ? m_controller->stepActionIndex(step) : -1;
    if (index < 0) {
        m_choices->setRows({});
        m_problem = tr("This entry cannot be changed: only a step the table entered in a table game can. "
                       "Undo brings back the state before a change of a past entry.");
        emit changed();
        return false;
    }
    const mc::Game &game = m_controller->game();
    const mc::GameState s = game.stateBefore(std::size_t(index));
    const mc::Action &entered = game.actions()[std::size_t(index)];
    const DecisionTexts texts(game);
    std::vector<mc::Action> actions;
    QList<ChoiceRow> rows;
    if (entered.isAdjustment()) {
        actions = adjustmentChoices(s, entered);
        for (const mc::Action &a : actions) {
            ChoiceRow row;
            row.kind = u"correction"_s;
            row.group = u"correction"_s;
            row.seat = a.seat;
            row.value = a.v;
            if (a.type == mc::ActionType::Adjust) {
                row.kind = u"amount"_s;
                //: A correction's amount: a signed number, "+3" or "−2".
                row.label = a.v > 0 ? tr("+%1").arg(a.v) : tr("−%1").arg(-a.v);
            } else {
                mc::GameState copy = s;
                mc::Events events;
                (void)copy.apply(a, &events);
                row.label = events.empty() ? mc::actionToText(s, a) : texts.names().sentence(events, 0);
            }
            row.payload = a.key();
            rows.append(row);
        }
    } else {
        std::vector<mc::Action> legal;
        for (const mc::Action &a : s.legalActions())
            if (a.seat == entered.seat && !a.isAdjustment())
                legal.push_back(a);
        // The rows are the decision's choices as the guide showed them then (R-DIST-3 keeps taken piles
        // in their place, disabled): each row's action is found by its payload, never by position.
        rows = texts.choiceRows(s, legal);
        actions.reserve(std::size_t(rows.size()));
        for (ChoiceRow &row : rows) {
            const auto found = std::find_if(legal.cbegin(), legal.cend(),
                                            [&row](const mc::Action &a) { return a.key() == row.payload; });
            // A row with no action of its own (a pile taken before) stays disabled and is never applied.
            actions.push_back(found != legal.cend() ? *found : mc::Action{});
            if (found == legal.cend())
                row.enabled = false;
        }
    }
    for (qsizetype i = 0; i < rows.size(); ++i) {
        if (actions[std::size_t(i)] == entered && rows[i].payload == entered.key()) {
            rows[i].enabled = false;
            //: The choice the table entered at that point (the one being corrected).
            rows[i].whyNot = tr("Entered then");
        }
    }
    m_actions = std::move(actions);
    m_step = step;
    m_index = index;
    m_problem.clear();
    // R-TITHE-2: a blind bid stays secret until every bid is in. While the bidding goes on (every
    // later action is a bid), the dialog shows the bid only after its bidder has the laptop.
    if (entered.type == mc::ActionType::Bid) {
        const auto &all = game.actions();
        const bool stillBidding = game.state().decision() == mc::Decision::Bid
                                  && std::all_of(all.cbegin() + index + 1, all.cend(), [](const mc::Action &a) {
                                         return a.type == mc::ActionType::Bid;
                                     });
        if (stillBidding) {
            m_secretSeat = entered.seat;
            m_secretName = texts.names().seatName(entered.seat);
        }
    }
    m_secretRows = secret() ? rows : QList<ChoiceRow>{};
    m_choices->setRows(secret() ? QList<ChoiceRow>{} : rows);
    //: The entry of a step that is a secret (a blind bid) until its bidder holds the laptop.
    m_hiddenStepText = tr("Round %1 · %2 Entered: secret until %3 holds the laptop.")
                               .arg(s.round)
                               .arg(texts.decision(s), m_secretName);
    //: %1 the round, %2 who decided what at that point, %3 what the table entered.
    m_stepText = tr("Round %1 · %2 Entered: %3")
                         .arg(s.round)
                         .arg(texts.decision(s),
                              entered.isAdjustment()
                                      ? rows.value(qsizetype(std::find(m_actions.cbegin(), m_actions.cend(), entered)
                                                             - m_actions.cbegin()))
                                                .label
                                      : texts.action(s, entered));
    emit changed();
    return true;
}

bool PastCorrection::choose(int row)
{
    if (!active() || row < 0 || row >= int(m_actions.size()) || (secret() && !m_secretShown))
        return false;
    m_chosen = row;
    m_droppedSteps = 0;
    m_preview.clear();
    m_problem.clear();
    const ChoiceRow &shown = m_choices->rows().at(row);
    if (!shown.enabled && shown.payload != m_controller->game().actions()[std::size_t(m_index)].key()) {
        m_problem = shown.whyNot.isEmpty() ? tr("That choice was not possible at that point.") : shown.whyNot;
        emit changed();
        return false;
    }
    const mc::Action &a = m_actions[std::size_t(row)];
    mc::Game copy = m_controller->game();
    const mc::Game::Correction c = copy.correct(std::size_t(m_index), a);
    if (c.ok()) {
        m_preview = m_controller->correctionPreview(std::size_t(m_index), c, copy);
        if (c.stoppedAt >= 0)
            m_droppedSteps = std::max(1, m_controller->correctionSteps(std::size_t(m_index), c).second);
    } else if (c.error == mc::Game::Correction::Error::Unchanged)
        m_problem = tr("That is what was entered then; choose another.");
    else
        m_problem = tr("That choice was not possible at that point.");
    emit changed();
    return m_problem.isEmpty();
}

bool PastCorrection::apply(bool dropConfirmed)
{
    if (!canApply())
        return false;
    if (m_droppedSteps > 0 && !dropConfirmed)
        return false; // the dialog asks first (droppedSteps)
    if (!m_controller->correctPast(std::size_t(m_index), m_actions[std::size_t(m_chosen)])) {
        m_problem = m_controller->lastError();
        emit changed();
        return false;
    }
    close();
    return true;
}

void PastCorrection::showSecret()
{
    if (!secret() || m_secretShown)
        return;
    m_secretShown = true;
    m_choices->setRows(m_secretRows);
    m_secretRows.clear();
    emit changed();
}

void PastCorrection::close()
{
    const bool was = active() || !m_problem.isEmpty();
    reset();
    m_choices->setRows({});
    m_problem.clear();
    if (was)
        emit changed();
}
