// GameController, the table's corrections: the typed corrections of the correction dialog (a resource,
// a meter, a figure, who holds the Alltaker or Malavestros) and a past step entered again otherwise
// (the log's "Correct"), each a step of the game's record of its own.
#include "gamecontroller.h"

#include "decisiontexts.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/autoplay.h"

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

// The keys of the correction dialog, in the order of mc::Resource.
constexpr std::array<const char16_t *, mc::kResources> kResourceKeys{
        u"etherea", u"unity", u"bone", u"flesh", u"spirit", u"motive", u"forge", u"unity-supply"};

// A place of the corrections: a location number 1-12, or 0 for the Crypt; -1 for anything else.
int placeIndex(int place)
{
    if (place == 0)
        return mc::kCrypt;
    return place >= 1 && place <= mc::kLocations ? place - 1 : -1;
}

// An int argument narrowed for an action field; out of range becomes a value the engine refuses
// with its own reason (adjustmentProblem), never a wrapped one that would mean something else.
std::int8_t smallField(int v)
{
    return std::int8_t(std::clamp(v, -100, 100));
}

} // namespace

bool GameController::applyCorrection(const mc::Action &action)
{
    if (!m_game.isValid()) {
        setError(tr("Start a new game first."));
        return false;
    }
    // No notation in its messages: the dialog's user never typed one ("p1 figure 5 mk +1").
    return applyChecked(action, QString());
}

bool GameController::adjustResource(int seat, const QString &resourceKey, int delta)
{
    const auto it = std::find_if(kResourceKeys.cbegin(), kResourceKeys.cend(),
                                 [&](const char16_t *k) { return resourceKey == QStringView(k); });
    if (it == kResourceKeys.cend()) {
        //: %1 a resource key the app does not know (a programming error, shown rather than ignored).
        setError(tr("“%1” is not a resource. Nothing was changed.").arg(resourceKey));
        return false;
    }
    if (delta < -mc::kAdjustMax || delta > mc::kAdjustMax) {
        //: %1 the largest change of one correction.
        setError(tr("A change must be from -%1 to +%1. Nothing was changed.").arg(mc::kAdjustMax));
        return false;
    }
    mc::Action a;
    a.type = mc::ActionType::Adjust;
    a.seat = smallField(seat);
    a.a = std::int8_t(it - kResourceKeys.cbegin());
    a.v = std::int16_t(delta);
    return applyCorrection(a);
}

bool GameController::setMeter(const QString &meterKey, int value, int causedBySeat)
{
    if (meterKey != u"suspicion"_s && meterKey != u"threat"_s) {
        setError(tr("“%1” is not a meter. Nothing was changed.").arg(meterKey));
        return false;
    }
    mc::Action a;
    a.type = mc::ActionType::SetMeter;
    a.a = std::int8_t(meterKey == u"suspicion"_s ? mc::Meter::Suspicion : mc::Meter::Threat);
    a.v = std::int16_t(std::clamp(value, -mc::kAdjustMax, mc::kAdjustMax)); // the range is the engine's to check
    a.seat = causedBySeat < 0 ? std::int8_t(-1) : smallField(causedBySeat);
    return applyCorrection(a);
}

bool GameController::moveFigure(int seat, int fromPlace, int toPlace, const QString &guild)
{
    mc::Action a;
    a.type = mc::ActionType::MoveFigure;
    a.seat = smallField(seat);
    a.a = smallField(placeIndex(fromPlace));
    a.b = smallField(placeIndex(toPlace));
    a.c = smallField(mc::guildFromKey(guild));
    return applyCorrection(a);
}

bool GameController::changeFigure(int seat, int place, const QString &guild, int delta)
{
    if (delta != 1 && delta != -1) {
        setError(tr("A figure is added or removed one at a time. Nothing was changed."));
        return false;
    }
    mc::Action a;
    a.type = mc::ActionType::ChangeFigure;
    a.seat = smallField(seat);
    a.a = smallField(placeIndex(place));
    a.b = smallField(mc::guildFromKey(guild));
    a.v = std::int16_t(delta);
    return applyCorrection(a);
}

bool GameController::setHolder(const QString &what, int value)
{
    mc::Action a;
    a.type = mc::ActionType::SetHolder;
    a.seat = 0;
    if (what == u"alltaker"_s || what == u"dreadsbane"_s) {
        a.a = what == u"alltaker"_s ? 0 : 1;
        a.v = std::int16_t(value < 0 ? -1 : std::min(value, 100));
    } else if (what == u"malavestros"_s) {
        a.a = 2;
        a.v = std::int16_t(value == 0 ? -1 : value >= 1 && value <= mc::kLocations ? value - 1 : 100);
    } else {
        setError(tr("“%1” is not something a player holds. Nothing was changed.").arg(what));
        return false;
    }
    return applyCorrection(a);
}

// ---------------------------------------------------------------------------------------------
// Correcting the past (table play)

int GameController::stepActionIndex(int step) const
{
    const auto &steps = m_game.steps();
    if (!m_game.isValid() || m_game.setup().mode != mc::Mode::Table || step < 1 || step > int(steps.size()))
        return -1;
    const mc::Game::Step &at = steps[std::size_t(step - 1)];
    if (at.isCorrection() || at.count == 0 || at.first >= m_game.actions().size())
        return -1;
    return int(at.first);
}

namespace {

// The steps (of the log) the table entered at or after action `from` whose first action is before
// `until` (kept) and at or after it (dropped).
std::pair<int, int> stepsAround(const std::vector<mc::Game::Step> &steps, std::size_t from, std::size_t until)
{
    int kept = 0;
    int dropped = 0;
    for (const mc::Game::Step &step : steps)
        if (step.count > 0 && step.first >= from)
            ++(step.first < until ? kept : dropped);
    return {kept, dropped};
}

} // namespace

namespace {

// What the table entered as action `a` in `s`, in words: the choice's label, or for a correction the
// sentence it logs.
QString enteredText(const DecisionTexts &texts, const mc::GameState &s, const mc::Action &a)
{
    if (a.type == mc::ActionType::Bid) // R-TITHE-2: its amount stays secret here
        //: A blind bid named without its amount: %1 the player.
        return GameController::tr("%1's bid").arg(texts.names().seatName(a.seat));
    if (!a.isAdjustment())
        return texts.action(s, a);
    mc::GameState copy = s;
    mc::Events events;
    if (copy.apply(a, &events) != mc::ApplyError::None || events.empty())
        return mc::actionToText(s, a);
    return texts.names().sentence(events, 0);
}

} // namespace

std::pair<int, int> GameController::correctionSteps(const mc::Game &old, std::size_t index, const mc::Game::Correction &c)
{
    // The counts are of the log's steps the table entered (the app's own steps go with them).
    std::size_t stepEnd = index + 1;
    for (const mc::Game::Step &step : old.steps())
        if (step.count > 0 && index >= step.first && index < step.first + step.count)
            stepEnd = step.first + step.count;
    const std::size_t stop = c.stoppedAt >= 0 ? std::size_t(c.stoppedAt) : old.actions().size();
    return stepsAround(old.steps(), stepEnd, stop);
}

namespace {
QString keptText(int kept)
{
    //: After a correction of the past: the later steps that still apply.
    return GameController::tr("%n later step(s) kept.", "", kept);
}
} // namespace

QString GameController::correctionOutcome(const mc::Game &old, std::size_t index, const mc::Game::Correction &c,
                                          const mc::Game &now) const
{
    const DecisionTexts texts(old, computerSeats());
    const mc::GameState at = old.stateBefore(index);
    const std::size_t stop = c.stoppedAt >= 0 ? std::size_t(c.stoppedAt) : old.actions().size();
    const auto [kept, dropped] = correctionSteps(old, index, c);
    const mc::Action &was = old.actions()[index];
    // R-TITHE-2: a blind bid is never told by a correction's sentence (the log shows it to everyone,
    // also while the bidding goes on); the tithe's reveal tells the bids.
    QString text = was.type == mc::ActionType::Bid
                           //: %1 the round, %2 the player whose blind bid was corrected (its amounts stay secret).
                           ? tr("Round %1: %2's bid changed.").arg(at.round).arg(texts.names().seatName(was.seat))
                           //: %1 the round, %2 what the table had entered, %3 what it becomes (a die total, a pile, a pick ...).
                           : tr("Round %1: “%2” changed to “%3”.")
                                     .arg(at.round)
                                     .arg(enteredText(texts, at, was),
                                          enteredText(texts, at, now.actions().size() > index ? now.actions()[index] : was));
    if (c.stoppedAt < 0) {
        if (kept > 0)
            text += u' ' + keptText(kept);
        return text;
    }
    const mc::GameState stopBefore = old.stateBefore(stop);
    const mc::Action &stopped = old.actions()[stop];
    const mc::GameState &there = now.state(); // the corrected game stands where the replay stopped
    QString because;
    switch (c.reason) {
    case mc::ApplyError::BadAdjustment:
        because = eventText().adjustmentProblem(mc::adjustmentProblem(there, stopped));
        break;
    case mc::ApplyError::GameOver:
        //: Why a later step no longer applies after a correction of the past.
        because = tr("the game is over before it");
        break;
    default:
        //: Why a later step no longer applies after a correction of the past: %1 what the game asks there now.
        because = tr("the game now asks something else there: %1").arg(DecisionTexts(now, computerSeats()).decision(there));
        break;
    }
    int stopStep = 0;
    for (std::size_t i = 0; i < old.steps().size(); ++i) {
        const mc::Game::Step &step = old.steps()[i];
        if (stop >= step.first && stop < step.first + step.count)
            stopStep = int(i) + 1;
    }
    if (kept > 0)
        text += u' ' + keptText(kept);
    //: %1 the step number in the log, %2 the round, %3 the entry that no longer applies, %4 why.
    text += u' ' + tr("Stopped at step %1 (round %2): “%3” is no longer possible, because %4.")
                           .arg(stopStep)
                           .arg(stopBefore.round)
                           .arg(enteredText(texts, stopBefore, stopped), because);
    //: After a correction of the past: the steps from the one that no longer applies on.
    text += u' ' + tr("%n later step(s) dropped.", "", dropped);
    return text;
}

bool GameController::correctPast(std::size_t index, const mc::Action &replacement, mc::Game::Correction *outcome)
{
    if (!m_game.isValid()) {
        setError(tr("Start a new game first."));
        return false;
    }
    if (index < m_game.openingActions()) {
        setError(tr("The setup of the game cannot be changed here; start a new game instead. Nothing was changed."));
        return false;
    }
    // The app's own steps follow the replay (an unknown deal, a decision with one safe choice); the
    // whole change is one step of the game's record.
    mc::Game next = m_game;
    const mc::Game::Correction c = next.correct(index, replacement, &mc::automaticAction);
    if (outcome)
        *outcome = c;
    using E = mc::Game::Correction::Error;
    switch (c.error) {
    case E::None: break;
    case E::NotInTablePlay:
        setError(tr("Only a table game's entries can be changed. Nothing was changed."));
        return false;
    case E::NoSuchStep:
        setError(tr("There is no such step to change. Nothing was changed."));
        return false;
    case E::OtherDecision:
        setError(tr("That choice answers another decision than the step did. Nothing was changed."));
        return false;
    case E::Unchanged:
        setError(tr("That is what was entered already. Nothing was changed."));
        return false;
    case E::Refused:
        setError(tr("That choice was not possible at that point. Nothing was changed."));
        return false;
    }
    m_bots->cancel();
    m_game = std::move(next);
    rebuildLog();
    clearStepEvents();
    whyFromRecord();
    setError({});
    afterStep();
    return true;
}

GameLog::Entry GameController::correctionRow(const mc::Game::CorrectionEntry &entry) const
{
    // Told from the history before the correction (its steps and numbers), kept in the record.
    const mc::Game old = m_game.before(entry);
    const mc::Game corrected = m_game.corrected(entry);
    mc::Game::Correction c;
    c.reason = entry.reason;
    c.kept = entry.kept;
    c.dropped = entry.dropped;
    c.stoppedAt = entry.stoppedAt;
    //: A row of the log: %1 what was corrected and what followed.
    return GameLog::Entry{tr("Past entry changed: %1").arg(correctionOutcome(old, entry.index, c, corrected)), {}};
}
