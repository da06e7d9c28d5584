#include "riphint.h"
#include "ripsessiontr.h"
#include "riptext.h"

#include <algorithm>
#include <cmath>

namespace riphint {

rip::BotConfig config()
{
    rip::BotConfig c;
    c.kind = rip::BotKind::Strong;
    c.strongTimeLimitMs = 900;
    return c;
}

rip::Advice advise(const rip::GameState &truth, const rip::BotConfig &config, std::uint64_t seed)
{
    if (truth.isTerminal() || truth.isChance())
        return {};
    // What the deciding seat may know, nothing more (its hand; never the other hand or the decks' order).
    return rip::advise(truth.viewFor(truth.currentSeat()), config, seed);
}

namespace {

// A choice as its button names it; a ghost card's button shows its value alone.
QString choiceName(const rip::GameState &view, const rip::Action &a, const RipText &text)
{
    const QString label = text.actionLabel(view, a);
    if (a.type == rip::ActionType::Ghost)
        //: A ghost card named in a hint: %1 its value as its button shows it.
        return RipSessionTr::tr("the ghost card “%1”").arg(label);
    //: A choice named in a hint: %1 the text of its button.
    return RipSessionTr::tr("“%1”").arg(label);
}

QString percent(double value)
{
    return QString::number(int(std::lround(std::clamp(value, 0.0, 1.0) * 100.0)));
}

} // namespace

QString sentence(const rip::GameState &view, const rip::Advice &advice, const RipText &text)
{
    if (advice.choices <= 0)
        return {};
    const QString chosen = choiceName(view, advice.action, text);
    if (advice.choices == 1)
        //: A hint when the decision has one legal choice only: %1 that choice.
        return RipSessionTr::tr("There is only one choice here: %1.").arg(chosen);
    if (!advice.searched)
        return RipSessionTr::tr("The computer would choose %1.").arg(chosen);
    const QString mine = percent(advice.value);
    if (!advice.hasRunnerUp)
        //: A hint: %1 the choice, %2 a percentage (a number from 0 to 100).
        return RipSessionTr::tr("The computer would choose %1: it won %2% of its trial games with it.").arg(chosen, mine);
    const QString next = choiceName(view, advice.runnerUp, text);
    const QString theirs = percent(advice.runnerUpValue);
    // A table's hand the app was not told: the ghost card named is a guess at what the player holds.
    const int seat = view.currentSeat();
    if (advice.action.type == rip::ActionType::Ghost && seat >= 0 && seat < rip::kSeats
        && view.player[std::size_t(seat)].handUnknown > 0 && advice.action.v >= 1 && advice.action.v <= 6
        && view.player[std::size_t(seat)].hand[std::size_t(advice.action.v)] == 0)
        //: A hint at a table whose hand the app was not told: %1 the ghost card, %2 and %3 percentages (0
        //: to 100), %4 the next best choice.
        return RipSessionTr::tr("If you hold %1, the computer would play it: it won %2% of its trial games with it, %3% "
                                "with the next best choice, %4 (the app does not know your hand: it guessed it).")
                .arg(chosen, mine, theirs, next);
    if (mine == theirs)
        //: A hint: %1 the choice, %2 the next best choice, %3 a percentage (0 to 100) both reached.
        return RipSessionTr::tr("The computer would choose %1, but %2 is as good: it won %3% of its trial games with either.")
                .arg(chosen, next, mine);
    //: A hint: %1 the choice, %2 and %3 percentages (0 to 100) of the trial games won with it and with
    //: the next best choice %4.
    return RipSessionTr::tr("The computer would choose %1: it won %2% of its trial games with it, %3% with the next best choice, %4.")
            .arg(chosen, mine, theirs, next);
}

} // namespace riphint
