#include "advice.h"

#include <algorithm>

namespace mc {

bool adviceApplies(const GameState &s)
{
    if (s.isTerminal() || s.isChance() || s.currentSeat() < 0 || s.currentSeat() >= s.players)
        return false;
    switch (s.decision()) {
    case Decision::None:
    case Decision::WallowsResult: // R-WAL-1: what happened at the table, not a choice
    case Decision::EndOfRound:    // R-CLEAN-1: the same
        return false;
    default: return true;
    }
}

Advice advise(const GameState &view, const BotConfig &config, std::uint64_t seed, const SillyMoveWatch *watch)
{
    Advice advice;
    if (!adviceApplies(view))
        return advice;
    const int seat = view.currentSeat();
    const auto &me = view.player[std::size_t(seat)];
    advice.handUnknown = std::find(me.hand.begin(), me.hand.end(), std::int16_t(kUnknownCard)) != me.hand.end()
                         || std::find(me.draft.begin(), me.draft.end(), std::int16_t(kUnknownCard)) != me.draft.end();
    const std::vector<Action> legal = view.legalActions();
    if (legal.empty())
        return advice;
    if (legal.size() == 1) {
        advice.kind = Advice::Kind::OnlyChoice;
        advice.best = legal.front();
        advice.candidates = 1;
        return advice;
    }
    BotConfig strong = config;
    strong.kind = BotKind::Strong;
    const SearchReport report = searchReport(view, strong, seed, watch);
    advice.best = report.action;
    advice.candidates = int(report.candidates.size());
    advice.simulations = report.search.iterations;
    if (report.candidates.size() == 1) {
        advice.kind = Advice::Kind::OnlySensible;
        return advice;
    }
    if (!report.search.searched) {
        advice.kind = Advice::Kind::Unsearched;
        return advice;
    }
    advice.kind = Advice::Kind::Searched;
    const auto &choices = report.search.choices;
    advice.bestPoints = choices.front().points;
    advice.bestValue = choices.front().value;
    if (choices.size() > 1) {
        advice.hasNext = true;
        advice.next = choices[1].action;
        advice.nextPoints = choices[1].points;
        advice.nextValue = choices[1].value;
    }
    return advice;
}

} // namespace mc
