#include "gamecontroller.h"

#include "historystore.h"
#include "language.h"
#include "publicview.h"
#include "rulesetlibrary.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/bots.h"
#include "model/mourners/ruleset.h"
#include "model/mourners/scoring.h"

#include <QDateTime>
#include <QStringView>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QtConcurrent/QtConcurrentRun>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>
#include <QVariantMap>

#include <algorithm>
#include <array>

using namespace Qt::StringLiterals;

namespace {

QString toLocalPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(u"file:"_s))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

// A digital save may stop at a chance decision (e.g. one written by `mourners-cli apply --no-auto`).
// The app draws chance itself in digital play, as after every step; nobody is asked to draw. The draws
// are made before the log is rebuilt, so they belong to the step before them like any other draw.
void resumeDigitalChance(mc::Game &game)
{
    if (game.setup().mode == mc::Mode::Digital)
        game.playChance();
}

bool safeSingle(mc::Decision d)
{
    switch (d) {
    case mc::Decision::PayInfluence: // R-PAY-1 with one faction to pay from
    case mc::Decision::FigureLoss:   // one place holds the figure
    case mc::Decision::ThreatCard:   // one Mourner card to choose
    case mc::Decision::Exhaust:      // one ready Mourner
    case mc::Decision::SetPile:      // the size is forced
    case mc::Decision::RelocateAdd:  // nothing more can move: done
    case mc::Decision::Bid:          // no Etherea: the bid is 0, which everyone can see
        return true;
    default: return false;
    }
}

bool isUnknownDeal(const mc::GameState &s)
{
    const mc::Decision d = s.decision();
    return s.mode == mc::Mode::Table
           && (d == mc::Decision::DealCourt || d == mc::Decision::DealWallows || d == mc::Decision::DrawWallows);
}

mc::Action unknownDraw()
{
    mc::Action a;
    a.type = mc::ActionType::Draw;
    a.seat = std::int8_t(mc::kChanceSeat);
    a.v = mc::kUnknownCard;
    return a;
}


} // namespace

GameController::GameController(QObject *parent)
    : QObject(parent), m_log(new GameLog(this)), m_choiceModel(new ChoiceModel(this)), m_majorities(new MajorityModel(this))
{
    m_choiceModel->setApplier([this](quint64 key) { return applyChoice(key); });
    setAutosaveDirectory(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/autosave"_s);
    connect(Language::instance(), &Language::retranslated, this, &GameController::retranslate);
}

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
    for (std::size_t i = 0; i < events.size(); ++i)
        if (events[i].type != mc::EventType::MajorityCount) // the counts go to the "why" panel, not the log
            out.append(GameLog::Entry{text.sentence(events, i), QString::fromLatin1(events[i].rule)});
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

    cancelBot();
    m_game = mc::Game::create(rules, players, seed, table ? mc::Mode::Table : mc::Mode::Digital, oldestSeat, seatNames);
    m_hotSeat = false;
    m_revealedSeat = -1;
    readSeatKinds();
    clearWhy();
    mc::Events events;
    if (!table)
        m_game.playChance(&events);
    m_openingActions = m_game.actions().size();
    m_steps.clear();
    m_redoSteps.clear();

    m_openingLine = [=] {
        return GameLog::Entry{
                table ? tr("A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                .arg(players)
                                .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat))
                      : tr("A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                .arg(players)
                                .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat)),
                u"R-SETUP-1"_s};
    };
    QList<GameLog::Entry> opening{m_openingLine()};
    opening += entries(events);
    m_log->reset(opening);
    clearStepEvents();
    m_autosaveFile = freshAutosaveFile();
    m_recordedDigest.clear();
    set(m_historyNote, QString(), &GameController::historyNoteChanged);
    setError({});
    afterStep();
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
                         .arg(legalActions().value(0, u"pass"_s)));
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
    return applyChecked(action, typed);
}

bool GameController::applyChoice(quint64 key)
{
    if (!m_game.isValid()) {
        setError(tr("Start a new game first."));
        return false;
    }
    // Only what the model shows now may be applied: a row of an older list (a double click, a view
    // not refreshed yet) names an action that may no longer be legal, or hidden behind a hand-off.
    const auto it = std::find_if(m_shownActions.cbegin(), m_shownActions.cend(),
                                 [key](const mc::Action &a) { return a.key() == key; });
    if (it == m_shownActions.cend()) {
        setError(tr("That choice is no longer available. Nothing was changed."));
        return false;
    }
    const mc::Action action = *it; // applying refreshes m_shownActions
    return applyChecked(action, mc::actionToText(m_game.state(), action));
}

QStringList GameController::legalActions() const
{
    QStringList texts;
    if (!m_game.isValid())
        return texts;
    const mc::GameState &s = m_game.state();
    for (std::size_t i = 0; i < m_shownActions.size() && i < std::size_t(kMaxListedActions); ++i)
        texts << mc::actionToText(s, m_shownActions[i]);
    return texts;
}

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
    return applyChecked(action, mc::actionToText(m_game.state(), action));
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

bool GameController::applyChecked(const mc::Action &action, const QString &typed)
{
    const mc::GameState &before = m_game.state();
    if (m_game.setup().mode == mc::Mode::Digital && isComputer(before.currentSeat())) {
        //: %1 a computer player.
        setError(tr("It is %1's decision: the computer plays it.").arg(eventText().seatName(before.currentSeat())));
        return false;
    }
    if (m_handOffNeeded) {
        //: %1 the player who decides now (hot-seat play).
        setError(tr("Pass the laptop to %1 first.").arg(eventText().seatName(before.currentSeat())));
        return false;
    }
    return applyStep(action, typed);
}

bool GameController::applyStep(const mc::Action &action, const QString &typed)
{
    const mc::GameState before = m_game.state();
    mc::Events events;
    const mc::ApplyError error = m_game.apply(action, &events);
    if (error == mc::ApplyError::BadAdjustment) {
        //: %1 the correction typed, %2 why it is impossible, e.g. "Ada has 2 Etherea; a change of -5 would
        //: leave -3 (allowed 0 to 999)".
        setError(tr("“%1” was not applied: %2. Nothing was changed.")
                         .arg(typed, eventText().adjustmentProblem(mc::adjustmentProblem(before, action))));
        return false;
    }
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
        events.insert(events.end(), chance.begin(), chance.end());
    } else {
        actions += autoAdvance(rows, &events);
    }
    m_steps.push_back(actions);
    m_redoSteps.clear();
    m_log->appendStep(rows);
    takeStepEvents(before, events);
    addWhy(before, events);
    setError({});
    afterStep();
    return true;
}

bool GameController::undo()
{
    if (m_steps.empty())
        return false;
    cancelBot();
    do {
        const int actions = m_steps.back();
        m_steps.pop_back();
        for (int i = 0; i < actions; ++i)
            m_game.undo();
        m_redoSteps.push_back(actions);
        m_log->removeLastStep();
        // With computer players, undo goes back to the last decision of a person.
    } while (!m_steps.empty() && isComputer(m_game.state().currentSeat()) && m_seatKinds.contains(u"person"_s));
    m_revealedSeat = -1;
    clearWhy();
    clearStepEvents();
    setError({});
    afterStep();
    return true;
}

bool GameController::redo()
{
    if (m_redoSteps.empty())
        return false;
    cancelBot();
    const int actions = m_redoSteps.back();
    const mc::GameState before = m_game.state();
    mc::Events events;
    QList<GameLog::Entry> rows;
    for (int i = 0; i < actions; ++i) {
        const mc::GameState at = m_game.state();
        mc::Events ev;
        const bool ok = m_game.redo(&ev);
        if (ok) {
            const mc::Action &done = m_game.actions().back();
            QList<GameLog::Entry> part = entries(ev);
            if (i == 0 && part.isEmpty())
                part.append(GameLog::Entry{tr("%1 has decided.").arg(eventText().seatName(at.currentSeat())), {}});
            if (i > 0 && m_game.setup().mode == mc::Mode::Table && !isUnknownDeal(at) && isAutomatic(at, done))
                part.prepend(GameLog::Entry{tr("Only one choice, applied by the app: %1.").arg(describeAction(at, done)), {}});
            rows += part;
            events.insert(events.end(), ev.begin(), ev.end());
        }
        if (!ok) {
            // Cannot happen with a deterministic engine; leave the game as it was.
            for (int j = 0; j < i; ++j)
                m_game.undo();
            setError(tr("Redo failed: the undone actions no longer apply."));
            return false;
        }
    }
    m_redoSteps.pop_back();
    m_steps.push_back(actions);
    m_log->appendStep(rows);
    takeStepEvents(before, events);
    addWhy(before, events);
    setError({});
    afterStep();
    return true;
}

bool GameController::save(const QString &path)
{
    if (!m_game.isValid()) {
        setError(tr("There is no game to save."));
        return false;
    }
    QString why;
    if (!m_game.save(toLocalPath(path), &why)) {
        //: %1 is the reason, e.g. "cannot write /x/y.json: Permission denied".
        setError(tr("The game was not saved: %1").arg(why));
        return false;
    }
    setError({});
    return true;
}

bool GameController::load(const QString &path)
{
    const QString file = toLocalPath(path);
    mc::Game::LoadResult result = mc::Game::load(file);
    if (!result.error.isEmpty()) {
        //: %1 the file, %2 the reason (from the save file reader, in English).
        setError(tr("%1 could not be opened: %2. The file was left as it is.").arg(file, result.error));
        return false;
    }
    cancelBot();
    m_game = std::move(result.game);
    resumeDigitalChance(m_game);
    readSeatKinds();
    clearWhy();
    rebuildHistory();
    clearStepEvents();
    // A file opened by hand is never written to: the game goes on in a new autosave file.
    m_autosaveFile = freshAutosaveFile();
    m_recordedDigest = m_game.state().isTerminal() ? mc::stateDigest(m_game.state()) : QString();
    set(m_historyNote, QString(), &GameController::historyNoteChanged);
    setError({});
    afterStep();
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
    // A game of the new-game wizard (seat colours chosen): its setup actions are the opening.
    const bool wizard = !digital && !m_game.seats().empty() && !m_game.seats().front().color.isEmpty();
    const EventText names = eventText();
    QStringList seatNames;
    for (const auto &seat : m_game.seats())
        seatNames << seat.name;
    m_openingLine = [this, seatNames] {
        //: First line of the log of a game opened from a file: %1 the players, %2 the oldest player.
        return GameLog::Entry{tr("A saved game: %1. %2 was the oldest and started with the Alltaker.")
                                      .arg(seatNames.join(u", "_s), eventText().seatName(m_game.setup().alltaker)),
                              u"R-SETUP-1"_s};
    };
    QList<GameLog::Entry> opening{m_openingLine()};
    QList<QList<GameLog::Entry>> steps;
    const auto &actions = m_game.actions();
    for (std::size_t i = 0; i < actions.size(); ++i) {
        const mc::GameState &before = m_game.stateBefore(i);
        mc::GameState replay = before;
        mc::Events events;
        (void)replay.apply(actions[i], &events);
        QList<GameLog::Entry> rows = entries(events);
        if (wizard && before.phase == mc::Phase::Setup && m_steps.empty()) {
            // The wizard's declared factions and starting Mourners belong to the opening.
            opening += rows;
            ++m_openingActions;
            continue;
        }
        if (!digital && isAutomatic(before, actions[i])) {
            if (before.decision() != mc::Decision::DealCourt && before.decision() != mc::Decision::DealWallows
                && before.decision() != mc::Decision::DrawWallows)
                rows.prepend(GameLog::Entry{tr("Only one choice, applied by the app: %1.")
                                                    .arg(describeAction(before, actions[i])),
                                            {}});
            if (m_steps.empty()) {
                opening += rows;
                ++m_openingActions;
            } else {
                ++m_steps.back();
                steps.last() += rows;
            }
            continue;
        }
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

QList<GameLog::Entry> GameController::stepRows(std::size_t first, int count, bool opening) const
{
    // The same rows as applyStep(), redo() and autoAdvance() wrote, from the actions kept in the game.
    const bool table = m_game.setup().mode == mc::Mode::Table;
    const auto &actions = m_game.actions();
    mc::GameState at = m_game.stateBefore(first);
    QList<GameLog::Entry> rows;
    for (std::size_t i = first; i < first + std::size_t(count) && i < actions.size(); ++i) {
        const mc::GameState before = at;
        mc::Events events;
        (void)at.apply(actions[i], &events);
        QList<GameLog::Entry> part = entries(events);
        if (!opening && i == first && part.isEmpty())
            part.append(GameLog::Entry{tr("%1 has decided.").arg(eventText().seatName(before.currentSeat())), {}});
        if (table && (opening || i > first) && !isUnknownDeal(before) && isAutomatic(before, actions[i]))
            part.prepend(GameLog::Entry{tr("Only one choice, applied by the app: %1.").arg(describeAction(before, actions[i])),
                                        {}});
        rows += part;
    }
    return rows;
}

void GameController::retranslate()
{
    scanAutosave();
    if (!m_game.isValid())
        return;
    if (m_openingLine) {
        QList<GameLog::Entry> opening{m_openingLine()};
        opening += stepRows(0, int(m_openingActions), true);
        QList<QList<GameLog::Entry>> steps;
        std::size_t at = m_openingActions;
        for (const int count : m_steps) {
            steps.append(stepRows(at, count, false));
            at += std::size_t(count);
        }
        m_log->reset(opening, steps);
    }
    // The notices and the tithe reveal of the last step, if still shown.
    if (!m_steps.empty() && (!m_notices.isEmpty() || !m_titheReveal.isEmpty())) {
        const bool notices = !m_notices.isEmpty();
        const bool reveal = !m_titheReveal.isEmpty();
        const std::size_t first = m_game.actions().size() - std::size_t(m_steps.back());
        mc::GameState at = m_game.stateBefore(first);
        const mc::GameState before = at;
        mc::Events events;
        for (std::size_t i = first; i < m_game.actions().size(); ++i)
            (void)at.apply(m_game.actions()[i], &events);
        takeStepEvents(before, events);
        if (!notices)
            dismissNotices();
        if (!reveal)
            dismissReveal();
    }
    updateProperties();
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
        if (s.tithePending() == 0)
            //: %1 player. The Dirth Forge covered the whole tithe, yet everyone still bids (R-TITHE-2).
            return tr("%1 makes a blind tithe bid; the Dirth Forge has already paid the tithe.").arg(who);
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
    case mc::Decision::SeverammSwap:
        //: %1 the holder of Severamm, who now sees the Court cards not dealt this round.
        return tr("%1 looks at the undealt Court cards: swap one of theirs for one of them, or keep their cards.").arg(who);
    case mc::Decision::ChooseWallows:
        //: %1 the holder of Relic Ravlatch.
        return tr("%1 selects a Wallows card to put into play beside their others.").arg(who);
    case mc::Decision::KeepArtifact:
        //: %1 the holder of Relic Ravlatch, who drew an artifact.
        return tr("%1 drew an artifact: keep it for the game (its benefit now), or play it as a Wallows card.").arg(who);
    case mc::Decision::EndOfRound: {
        const auto &ms = s.player[std::size_t(std::max(0, s.currentSeat()))].mourners;
        const mc::MournerInPlay m = std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{};
        if (m.card < 0)
            //: R-CLEAN-1 at a table. %1 player, %2 the guild of their Mourner card the app was not told.
            return tr("Clean-up: does an end-of-round ability of %1's unnamed Mourner (%2) apply this round?")
                    .arg(who, names.guildName(m.guild));
        //: R-CLEAN-1 at a table. %1 player, %2 their Mourner card.
        return tr("Clean-up: does the end-of-round ability of %1's %2 apply this round?").arg(who, names.mournerName(m.card));
    }
    }
    return {};
}

void GameController::updateProperties()
{
    const bool has = m_game.isValid();
    if (!has) {
        set(m_hasGame, false, &GameController::hasGameChanged);
        m_majorities->clear();
        return;
    }
    // Hot-seat play renders from the view of the person who took the laptop, or from a view with
    // every seat's secrets hidden; never from the true state (hands, motives, bids).
    const mc::GameState &truth = m_game.state();
    const int privateSeat = shownSeat();
    const mc::GameState shownState = m_hotSeat && !truth.isTerminal()
                                             ? (privateSeat >= 0 ? truth.viewFor(privateSeat) : mc_app::publicView(truth))
                                             : truth;
    const mc::GameState &s = shownState;
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
        QVariantList mournerList;
        for (const auto &m : pl.mourners)
            mournerList.append(QVariantMap{{u"name"_s, m.card >= 0 ? names.mournerName(m.card)
                                                                    //: A Mourner the table did not name; %1 its guild.
                                                                    : tr("unknown (%1)").arg(names.guildName(m.guild))},
                                           {u"exhausted"_s, m.exhausted},
                                           {u"guild"_s, int(m.guild)}});
        QVariantList guildFigures;
        for (int g = 0; g < mc::kGuilds; ++g)
            guildFigures.append(pl.guildTotal(g));
        players.append(QVariantMap{
                {u"seat"_s, p},
                {u"name"_s, names.seatName(p)},
                {u"color"_s, std::size_t(p) < m_game.seats().size() ? m_game.seats()[std::size_t(p)].color : QString()},
                {u"factionIndex"_s, int(pl.declared)},
                {u"mournerList"_s, mournerList},
                {u"guildFigures"_s, guildFigures},
                {u"motiveBonus"_s, int(std::max<int>(0, pl.motiveBonus))},
                {u"wallows"_s, int(pl.wallows.size())},
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

    // Hot-seat: the choices are shown only to the person deciding, after the hand-off.
    const bool choicesHidden = m_hotSeat && !s.isTerminal() && (seat != privateSeat || isComputer(seat));
    std::vector<mc::Action> legal = choicesHidden ? std::vector<mc::Action>() : s.legalActions();
    set(m_legalActionCount, int(legal.size()), &GameController::legalActionCountChanged);

    // --- table companion ---
    set(m_decisionKind, QString::fromLatin1(mc::decisionKey(s.decision())), &GameController::decisionKindChanged);
    set(m_guideText, guideFor(s), &GameController::guideTextChanged);
    set(m_currentName, seat >= 0 && seat < s.players ? names.seatName(seat) : QString(),
        &GameController::currentNameChanged);
    // The rows first, then the actions behind them: a row applied while the model refreshes finds
    // its action gone, never another one.
    const QList<ChoiceRow> rows = choiceRows(s, legal);
    m_shownActions = std::move(legal);
    m_choiceModel->setRows(rows);

    QVariantList track;
    for (int i = 0; i < mc::kGuilds; ++i) {
        const int g = r.guildOrder[std::size_t(i)];
        QVariantList counts;
        int best = 0, leader = -1, tops = 0;
        for (int p = 0; p < s.players; ++p) {
            const int c = s.player[std::size_t(p)].guildTotal(g);
            counts.append(c);
            if (c > best) {
                best = c;
                leader = p;
                tops = 1;
            } else if (c == best && c > 0) {
                ++tops;
            }
        }
        track.append(QVariantMap{{u"position"_s, i + 1},
                                 {u"guild"_s, g},
                                 {u"key"_s, QString::fromLatin1(mc::guildShortKey(g))},
                                 {u"name"_s, r.guilds[std::size_t(g)].name},
                                 {u"faction"_s, mc::guildFaction(g)},
                                 {u"counts"_s, counts},
                                 {u"supply"_s, int(s.guildSupply[std::size_t(g)])},
                                 {u"leader"_s, tops == 1 ? leader : -1},
                                 {u"tied"_s, tops > 1}});
    }
    set(m_guildTrack, track, &GameController::guildTrackChanged);

    QVariantList risk;
    if (s.decision() == mc::Decision::CrowdRoll || s.phase == mc::Phase::Dreadsgrip) {
        for (std::size_t i = 0; i < s.atRisk.size(); ++i) {
            const mc::AtRisk &ar = s.atRisk[i];
            risk.append(QVariantMap{{u"location"_s, ar.location + 1},
                                    {u"place"_s, names.placeName(ar.location)},
                                    {u"owner"_s, int(ar.owner)},
                                    {u"ownerName"_s, names.seatName(ar.owner)},
                                    {u"guild"_s, int(ar.guild)},
                                    {u"guildName"_s, names.guildName(ar.guild)},
                                    {u"current"_s, int(i) == s.counter},
                                    {u"done"_s, int(i) < s.counter}});
        }
    }
    set(m_atRisk, risk, &GameController::atRiskChanged);
    set(m_dreadsbaneHolder, int(s.dreadsbane), &GameController::dreadsbaneHolderChanged);
    set(m_malavestrosAt, s.malavestros >= 0 ? s.malavestros + 1 : 0, &GameController::malavestrosAtChanged);
    QString endNote;
    if (s.endingInActions)
        endNote = tr("The last Unity has left the supply during the Action phase: every player, the current one "
                     "included, gets exactly one more turn; then phases 5–8 are played and the game ends. [R-END-2]");
    else if (s.ending && !s.isTerminal())
        endNote = tr("The last Unity has left the supply: the rest of this round is played, then final scoring. "
                     "[R-END-3]");
    set(m_endNote, endNote, &GameController::endNoteChanged);
    set(m_finalScores, s.isTerminal() ? computeFinalScores() : QVariantList(), &GameController::finalScoresChanged);
    QStringList seatNames;
    for (int p = 0; p < s.players; ++p)
        seatNames << names.seatName(p);
    m_majorities->refresh(s, seatNames);
    set(m_bidsMade, s.decision() == mc::Decision::Bid ? int(s.counter) : 0, &GameController::bidsMadeChanged);
    set(m_titheStillOwed, s.phase == mc::Phase::Tithe ? int(s.titheOwed - s.titheFromForge) : r.tithe_at(s.suspicion),
        &GameController::titheStillOwedChanged);
    QVariantList tithe, limits;
    for (auto t : r.tithe)
        tithe.append(int(t));
    for (auto l : r.threatLimit)
        limits.append(int(l));
    set(m_board,
        QVariantMap{{u"costFigure"_s, int(r.costFigure)},
                    {u"costMourner"_s, int(r.costMourner)},
                    {u"tithe"_s, tithe},
                    {u"threatLimit"_s, limits}},
        &GameController::boardChanged);

    // Hot-seat privacy: the hand-off and the secrets of the seat on screen.
    const bool handOff = m_hotSeat && !s.isTerminal() && seat >= 0 && seat < s.players && !isComputer(seat)
                         && privateSeat != seat;
    QVariantMap secrets;
    if (privateSeat >= 0) {
        const mc::PlayerState &pl = s.player[std::size_t(privateSeat)];
        auto cardNames = [&](int deck, const std::vector<std::int16_t> &cards) {
            QStringList out;
            for (auto c : cards)
                if (c >= 0)
                    out << names.cardName(deck, c);
            return out;
        };
        QStringList dealt;
        for (auto m : pl.motivesDealt)
            if (m >= 0)
                dealt << names.cardName(3, m);
        secrets = QVariantMap{{u"seat"_s, privateSeat},
                              {u"name"_s, names.seatName(privateSeat)},
                              {u"motive"_s, pl.motive >= 0 ? names.cardName(3, pl.motive) : QString()},
                              {u"motivesDealt"_s, dealt},
                              {u"hand"_s, cardNames(0, pl.hand)},
                              {u"draft"_s, cardNames(0, pl.draft)},
                              {u"bid"_s, int(pl.bid)}};
    }
    if (handOff != m_handOffNeeded || privateSeat != m_privateSeat || secrets != m_privateInfo) {
        m_handOffNeeded = handOff;
        m_privateSeat = privateSeat;
        m_privateInfo = secrets;
        emit privacyChanged();
    }

    // Last, so that a QML handler of hasGameChanged sees the rest already filled in.
    set(m_hasGame, true, &GameController::hasGameChanged);
}

// ---------------------------------------------------------------------------------------------
// Table companion


bool GameController::isAutomatic(const mc::GameState &before, const mc::Action &action)
{
    if (before.mode != mc::Mode::Table || before.isTerminal() || action.isAdjustment())
        return false;
    if (isUnknownDeal(before))
        return action == unknownDraw();
    if (!safeSingle(before.decision()))
        return false;
    const std::vector<mc::Action> legal = before.legalActions();
    return legal.size() == 1 && legal.front() == action;
}

int GameController::autoAdvance(QList<GameLog::Entry> &rows, mc::Events *events)
{
    int applied = 0;
    for (int guard = 0; guard < 500 && !m_game.state().isTerminal(); ++guard) {
        const mc::GameState &s = m_game.state();
        mc::Action action;
        bool single = false;
        if (isUnknownDeal(s)) {
            action = unknownDraw();
        } else if (safeSingle(s.decision())) {
            const std::vector<mc::Action> legal = s.legalActions();
            if (legal.size() != 1)
                break;
            action = legal.front();
            single = true;
        } else {
            break;
        }
        const QString label = single ? describeAction(s, action) : QString();
        mc::Events ev;
        if (m_game.apply(action, &ev) != mc::ApplyError::None)
            break;
        if (single)
            //: %1 the choice the app made, e.g. "Pay with Bone Influence". Logged when a decision had one option.
            rows.append(GameLog::Entry{tr("Only one choice, applied by the app: %1.").arg(label), {}});
        rows += entries(ev);
        if (events)
            events->insert(events->end(), ev.begin(), ev.end());
        ++applied;
    }
    return applied;
}

bool GameController::newTableGame(const QVariantMap &setup)
{
    const QStringList names = setup.value(u"names"_s).toStringList();
    const QStringList colors = setup.value(u"colors"_s).toStringList();
    const QStringList factions = setup.value(u"factions"_s).toStringList();
    const QStringList mourners = setup.value(u"mourners"_s).toStringList();
    const int players = names.size();
    const int oldest = setup.value(u"oldest"_s, 0).toInt();
    if (players < 2 || players > mc::kMaxPlayers) {
        setError(tr("A game needs 2 to 4 players, not %1.").arg(players));
        return false;
    }
    if (oldest < 0 || oldest >= players) {
        setError(tr("Choose which of the %1 players is the oldest.").arg(players));
        return false;
    }
    QStringList seatNames;
    QSet<QString> seen;
    for (int p = 0; p < players; ++p) {
        QString name = names.at(p).simplified();
        if (name.isEmpty())
            name = tr("Player %1").arg(p + 1);
        if (seen.contains(name.toCaseFolded())) {
            setError(tr("Two players are called “%1”: give everyone a different name.").arg(name));
            return false;
        }
        seen.insert(name.toCaseFolded());
        seatNames << name;
    }
    mc::RulesetPtr rules = mc::standardRuleset();
    const QString json = setup.value(u"ruleset"_s).toString();
    if (!json.isEmpty()) {
        const mc::RulesetResult r = mc::parseRuleset(json.toUtf8());
        if (!r.error.isEmpty()) {
            //: %1 the ruleset reader's message naming the field.
            setError(tr("The board settings are not valid: %1").arg(r.error));
            return false;
        }
        rules = r.ruleset;
    }
    std::array<int, mc::kMaxPlayers> faction{-1, -1, -1, -1};
    for (int p = 0; p < players; ++p) {
        faction[std::size_t(p)] = mc::factionFromKey(factions.value(p));
        if (faction[std::size_t(p)] < 0) {
            //: %1 a player. R-SETUP-4: each player declares the faction of the motive kept.
            setError(tr("Choose the faction %1 declared.").arg(seatNames.at(p)));
            return false;
        }
    }
    const quint64 seed = setup.contains(u"seed"_s) ? setup.value(u"seed"_s).toULongLong()
                                                    : QRandomGenerator::global()->generate64();
    mc::Game game = mc::Game::create(rules, players, seed, mc::Mode::Table, oldest, seatNames);
    for (int p = 0; p < players; ++p)
        game.setSeat(p, mc::Seat{seatNames.at(p), colors.value(p)});

    mc::Events events;
    // R-SETUP-4: the declared factions, in the order the engine asks.
    while (game.state().decision() == mc::Decision::KeepMotive) {
        mc::Action a;
        a.type = mc::ActionType::KeepMotive;
        a.seat = std::int8_t(game.state().currentSeat());
        a.a = std::int8_t(faction[std::size_t(a.seat)]);
        if (game.apply(a, &events) != mc::ApplyError::None) {
            setError(tr("The declared factions were refused by the rules."));
            return false;
        }
    }
    // R-SETUP-5: the starting Mourners, in the engine's picking order.
    while (game.state().decision() == mc::Decision::StartingMourner) {
        const mc::GameState &s = game.state();
        const int p = s.startingOrder[std::size_t(s.startingIndex)];
        const QString spec = mourners.value(p).trimmed();
        mc::Action a;
        a.type = mc::ActionType::Draw;
        a.seat = std::int8_t(mc::kChanceSeat);
        if (spec.startsWith(u"unknown:"_s)) {
            a.v = mc::kUnknownCard;
            a.a = std::int8_t(mc::guildFromKey(spec.mid(8)));
            if (a.a < 0 || mc::guildFaction(a.a) != faction[std::size_t(p)]) {
                //: %1 a player. An unknown starting Mourner is named by the guild of its figure.
                setError(tr("Choose the guild of %1's starting Mourner (a guild of their faction).").arg(seatNames.at(p)));
                return false;
            }
        } else {
            a.v = std::int16_t(rules->mournerIndex(spec));
            if (a.v < 0) {
                //: %1 a player.
                setError(tr("Choose %1's starting Mourner, or “unknown card” and its guild.").arg(seatNames.at(p)));
                return false;
            }
        }
        if (game.apply(a, &events) != mc::ApplyError::None) {
            //: %1 a player, %2 a Mourner card. Two players of one faction cannot start with the same card.
            setError(tr("%1 cannot start with %2: it is not a starting Mourner of their faction, or another player "
                        "has it already.")
                             .arg(seatNames.at(p), rules->mourners[std::size_t(a.v)].name));
            return false;
        }
    }

    m_game = std::move(game);
    m_openingActions = m_game.actions().size();
    m_openingLine = [=] {
        return GameLog::Entry{tr("A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                      .arg(players)
                                      .arg(seatNames.join(u", "_s), seatNames.at(oldest)),
                              u"R-SETUP-2"_s};
    };
    QList<GameLog::Entry> opening{m_openingLine()};
    opening += entries(events);
    QList<GameLog::Entry> automatic;
    m_openingActions += std::size_t(autoAdvance(automatic, nullptr));
    opening += automatic;
    m_steps.clear();
    m_redoSteps.clear();
    m_log->reset(opening);
    clearStepEvents();
    m_autosaveFile = freshAutosaveFile();
    m_recordedDigest.clear();
    set(m_historyNote, QString(), &GameController::historyNoteChanged);
    setError({});
    afterStep();
    return true;
}

QVariantList GameController::startingMourners(int faction) const
{
    const mc::RulesetPtr rules = m_game.isValid() ? m_game.state().rulesPtr() : mc::standardRuleset();
    QVariantList out;
    for (const mc::MournerCard &m : rules->mourners)
        if (m.faction == faction && m.starting)
            out.append(QVariantMap{{u"id"_s, m.id},
                                   {u"name"_s, m.name},
                                   {u"guild"_s, QString::fromLatin1(mc::guildShortKey(m.guild))},
                                   {u"guildName"_s, rules->guilds[std::size_t(m.guild)].name},
                                   {u"standIn"_s, m.standIn}});
    return out;
}

QVariantList GameController::guildsOf(int faction) const
{
    const mc::RulesetPtr rules = m_game.isValid() ? m_game.state().rulesPtr() : mc::standardRuleset();
    QVariantList out;
    for (int g = 0; g < mc::kGuilds; ++g)
        if (mc::guildFaction(g) == faction)
            out.append(QVariantMap{{u"key"_s, QString::fromLatin1(mc::guildShortKey(g))},
                                   {u"name"_s, rules->guilds[std::size_t(g)].name}});
    return out;
}

QString GameController::seatName(int seat) const
{
    return m_game.isValid() ? eventText().seatName(seat) : QString();
}

bool GameController::rollForMe()
{
    if (!m_game.isValid() || m_game.state().decision() != mc::Decision::CrowdRoll) {
        setError(tr("There is no die to roll now."));
        return false;
    }
    const int face = int(QRandomGenerator::global()->bounded(1, 7));
    for (const mc::Action &a : m_shownActions)
        if (a.type == mc::ActionType::Roll && a.v == face)
            return applyChoice(a.key());
    setError(tr("There is no die to roll now."));
    return false;
}

void GameController::dismissNotices()
{
    set(m_notices, QVariantList(), &GameController::noticesChanged);
}

void GameController::dismissReveal()
{
    set(m_titheReveal, QVariantMap(), &GameController::titheRevealChanged);
}

void GameController::clearStepEvents()
{
    dismissNotices();
    dismissReveal();
}

void GameController::takeStepEvents(const mc::GameState &before, const mc::Events &events)
{
    const EventText text = eventText();
    QVariantList notices;
    for (std::size_t i = 0; i < events.size(); ++i) {
        const mc::Event &e = events[i];
        if (e.type != mc::EventType::SuspicionReached && e.type != mc::EventType::ThreatReached)
            continue;
        QStringList lines;
        lines << text.sentence(e);
        // What followed from it in the same step: the losses it caused.
        for (std::size_t j = i + 1; j < events.size(); ++j) {
            const mc::EventType t = events[j].type;
            if (t == mc::EventType::SuspicionReached || t == mc::EventType::ThreatReached)
                break;
            if (t == mc::EventType::UnityChanged || t == mc::EventType::LossForgiven || t == mc::EventType::MournerLost
                || t == mc::EventType::FigureDestroyed || t == mc::EventType::InfluenceChanged
                || t == mc::EventType::MeterChanged)
                lines << text.sentence(events[j]);
        }
        const bool susp = e.type == mc::EventType::SuspicionReached;
        notices.append(QVariantMap{
                {u"title"_s, susp ? tr("Suspicion reached %1").arg(before.rules().suspicionMax + 1)
                                  : tr("Threat reached %1").arg(before.rules().threatMax + 1)},
                {u"who"_s, text.seatName(e.seat)},
                {u"why"_s, susp
                                   //: %1 player. R-SUSP-1 explained.
                                   ? tr("%1 raised Suspicion to the top: whoever does loses %2 Unity (missing points "
                                        "paid with Influence), and the marker goes back to %3.")
                                             .arg(text.seatName(e.seat))
                                             .arg(before.rules().suspicionPenalty)
                                             .arg(before.rules().suspicionMax)
                                   //: %1 player. R-THREAT-10 explained.
                                   : tr("%1 raised Threat to the top: the player on their left chooses one of %1's "
                                        "Mourner cards to lose, with a figure of its guild; everyone else loses a "
                                        "figure of that guild; the marker goes back to %2.")
                                             .arg(text.seatName(e.seat))
                                             .arg(before.rules().threatMax)},
                {u"text"_s, lines.join(u"\n"_s)},
                {u"rule"_s, QString::fromLatin1(e.rule)},
        });
    }
    set(m_notices, notices, &GameController::noticesChanged);

    auto revealed = std::find_if(events.begin(), events.end(),
                                 [](const mc::Event &e) { return e.type == mc::EventType::BidsRevealed; });
    if (revealed == events.end())
        return;
    QVariantList bids;
    QStringList lines;
    int total = 0;
    bool met = true;
    for (const mc::Event &e : events) {
        if (e.type == mc::EventType::BidMade) {
            bids.append(QVariantMap{{u"seat"_s, int(e.seat)}, {u"name"_s, text.seatName(e.seat)}, {u"bid"_s, int(e.v)}});
            continue;
        }
        if (e.type == mc::EventType::BidsRevealed)
            total = e.v;
        if (e.type == mc::EventType::TitheMissed)
            met = false;
        if (e.type == mc::EventType::EthereaChanged && QLatin1StringView(e.rule) == "R-TITHE-2"_L1)
            continue; // the bids themselves are in the table
        if (e.type == mc::EventType::MajorityCount)
            continue; // the counts go to the "why" panel, as in the log
        if (&e >= &*revealed)
            lines << text.sentence(e);
    }
    set(m_titheReveal,
        QVariantMap{{u"round"_s, int(before.round)},
                    {u"owed"_s, int(before.titheOwed)},
                    {u"fromForge"_s, int(before.titheFromForge)},
                    {u"stillOwed"_s, int(before.titheOwed - before.titheFromForge)},
                    {u"total"_s, total},
                    {u"met"_s, met},
                    {u"bids"_s, bids},
                    {u"lines"_s, lines}},
        &GameController::titheRevealChanged);
}

// --- autosave ------------------------------------------------------------------------------------

void GameController::setAutosaveDirectory(const QString &dir)
{
    m_autosaveDir = dir;
    m_autosaveFile.clear();
    scanAutosave();
}

QString GameController::freshAutosaveFile() const
{
    QDir().mkpath(m_autosaveDir);
    const QString stamp = QDateTime::currentDateTimeUtc().toString(u"yyyyMMdd-HHmmss"_s);
    QString path = m_autosaveDir + u"/game-%1.json"_s.arg(stamp);
    for (int n = 2; QFileInfo::exists(path) || m_damagedFiles.contains(path); ++n)
        path = m_autosaveDir + u"/game-%1-%2.json"_s.arg(stamp).arg(n);
    return path;
}

void GameController::scanAutosave()
{
    bool canContinue = false;
    QString summary;
    QString problem;
    m_continueFile.clear();
    const QDir dir(m_autosaveDir);
    QFileInfoList files = dir.entryInfoList({u"*.json"_s}, QDir::Files, QDir::Time);
    // Other games of the shelf autosave beside these under their own prefix (restinpeace-*.json).
    files.removeIf([](const QFileInfo &f) { return f.fileName().startsWith(u"restinpeace-"_s); });
    // The newest unfinished game among the last few autosaves; a damaged newest file is reported.
    for (qsizetype i = 0; i < files.size() && i < 5 && !canContinue; ++i) {
        const QString newest = files.at(i).absoluteFilePath();
        const mc::Game::LoadResult r = mc::Game::load(newest);
        if (!r.error.isEmpty()) {
            if (!m_damagedFiles.contains(newest))
                m_damagedFiles << newest;
            if (i == 0)
                //: %1 the file, %2 the reason from the save file reader (in English).
                problem = tr("The last autosaved game (%1) could not be read: %2. The file was left as it is; new "
                             "games are saved under a new name.")
                                  .arg(newest, r.error);
        } else if (!r.game.state().isTerminal()) {
            canContinue = true;
            m_continueFile = newest;
            QStringList names;
            for (const auto &seat : r.game.seats())
                names << seat.name;
            //: %1 the players, %2 the round, %3 the phase. Shown on the Continue button.
            summary = tr("%1 · round %2 · %3")
                              .arg(names.join(u", "_s))
                              .arg(r.game.state().round)
                              .arg(EventText::phaseName(r.game.state().phase));
        }
    }
    const bool changed = canContinue != m_canContinue || summary != m_continueSummary || problem != m_autosaveProblem;
    m_canContinue = canContinue;
    m_continueSummary = summary;
    m_autosaveProblem = problem;
    if (changed)
        emit autosaveChanged();
}

bool GameController::continueGame()
{
    if (m_continueFile.isEmpty()) {
        setError(tr("There is no unfinished game to continue."));
        return false;
    }
    const QString file = m_continueFile;
    mc::Game::LoadResult result = mc::Game::load(file);
    if (!result.error.isEmpty()) {
        setError(tr("%1 could not be opened: %2. The file was left as it is.").arg(file, result.error));
        return false;
    }
    cancelBot();
    m_game = std::move(result.game);
    resumeDigitalChance(m_game);
    readSeatKinds();
    clearWhy();
    rebuildHistory();
    clearStepEvents();
    m_autosaveFile = file; // the same game goes on in the same file
    m_recordedDigest.clear();
    set(m_historyNote, QString(), &GameController::historyNoteChanged);
    setError({});
    afterStep();
    return true;
}

void GameController::autosave()
{
    if (!m_game.isValid() || m_autosaveDir.isEmpty())
        return;
    if (m_autosaveFile.isEmpty() || m_damagedFiles.contains(m_autosaveFile))
        m_autosaveFile = freshAutosaveFile();
    QDir().mkpath(m_autosaveDir);
    QString why;
    QString problem;
    if (!m_game.save(m_autosaveFile, &why))
        //: %1 the reason. The game goes on; only the automatic save failed.
        problem = tr("The game could not be autosaved: %1").arg(why);
    const bool canContinue = !m_game.state().isTerminal();
    const bool changed = problem != m_autosaveProblem || canContinue != m_canContinue;
    m_autosaveProblem = problem;
    m_canContinue = canContinue;
    m_continueFile = canContinue ? m_autosaveFile : QString();
    if (changed)
        emit autosaveChanged();
}

void GameController::afterStep()
{
    if (m_game.isValid() && m_revealedSeat != m_game.state().currentSeat())
        m_revealedSeat = -1; // the next person gets the laptop through a hand-off
    updateProperties();
    autosave();
    maybeStartBot();
}

bool GameController::recordResult()
{
    if (!m_game.isValid() || !m_game.state().isTerminal()) {
        setError(tr("The game is not over yet."));
        return false;
    }
    // The history itself knows the game (GameRecord::gameKey) and says when it is already there.
    m_recordedDigest = mc::stateDigest(m_game.state());
    recordInHistory();
    return true;
}

void GameController::recordInHistory()
{
    HistoryStore *store = HistoryStore::instance();
    if (!store || !store->available()) {
        //: %1 why the history cannot be used.
        set(m_historyNote, tr("The game could not be added to the history: %1").arg(store ? store->errorText() : QString()),
            &GameController::historyNoteChanged);
        return;
    }
    bool alreadyThere = false;
    const qint64 id = store->recordGame(m_game, -1, &alreadyThere);
    // Issue 11: a second "Add to the history" of the same game adds nothing and says so.
    const QString note = alreadyThere ? tr("This game is already in the history.")
                         : id >= 0   ? tr("The game was added to the history.")
                                     : tr("The game could not be added to the history.");
    set(m_historyNote, note, &GameController::historyNoteChanged);
}

// --- what the screen shows -------------------------------------------------------------------------

QList<ChoiceRow> GameController::choiceRows(const mc::GameState &s, const std::vector<mc::Action> &legal) const
{
    const mc::Ruleset &r = s.rules();
    const bool table = s.mode == mc::Mode::Table;
    const EventText names = eventText();
    QList<ChoiceRow> rows;
    rows.reserve(qsizetype(legal.size()));
    for (const mc::Action &a : legal) {
        QString group;
        int value = 0;
        QVariantMap extra;
        QString cardKind;
        QString cardName;
        switch (a.type) {
        case mc::ActionType::PlayCourt: {
            group = u"court"_s;
            if (a.v < 0) { // a card the table does not name ("play unknown 1|2")
                cardKind = u"other"_s; // shown as "Another card" by the phase guide
                //: A Court card the players do not name in the app; its effect is entered as a correction.
                cardName = tr("A card not named here");
                break;
            }
            const mc::CourtCard &card = r.court[std::size_t(a.v)];
            cardName = card.name;
            switch (card.kind) {
            case mc::CourtKind::Death: cardKind = u"death"_s; break;
            case mc::CourtKind::Malavestros: cardKind = u"malavestros"_s; break;
            case mc::CourtKind::Auraghost: cardKind = u"auraghost"_s; break;
            case mc::CourtKind::Cleopsis: cardKind = u"cleopsis"_s; break;
            case mc::CourtKind::Gallevarbe: cardKind = u"gallevarbe"_s; break;
            case mc::CourtKind::Gethsemoni: cardKind = u"gethsemoni"_s; break;
            case mc::CourtKind::Generic: cardKind = table ? u"other"_s : u"generic"_s; break;
            }
            break;
        }
        case mc::ActionType::Recruit: group = u"recruit"_s; break;
        case mc::ActionType::RecruitMourner: group = u"mourner"_s; break;
        case mc::ActionType::Relocate:
            group = u"relocate"_s;
            // The panel picks the starting place first, then the destination.
            extra = {{u"from"_s, int(a.a)},
                     {u"fromLabel"_s, a.a == mc::kCrypt ? tr("from the Crypt")
                                                         //: A relocation's starting location; %1 its number 1-12.
                                                         : tr("from %1").arg(a.a + 1)},
                     //: A relocation's destination: %1 the location, %2 the faction paid (R-ACT-6).
                     {u"toLabel"_s, tr("→ %1 (1 %2 Influence per figure)")
                                            .arg(names.placeName(a.b), EventText::factionName(r.locations[std::size_t(a.b)].faction))}};
            break;
        case mc::ActionType::Activate: group = u"activate"_s; break;
        case mc::ActionType::Pass: group = u"pass"_s; break;
        case mc::ActionType::Choose: group = a.a == 0 ? u"skip"_s : u"do"_s; break;
        case mc::ActionType::Bid: // R-TITHE-2: the legal amounts are the engine's (D-BID)
            group = u"bid"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Roll: // R-DREAD-2: one die for the figure at risk
            group = u"roll"_s;
            value = int(a.v);
            break;
        case mc::ActionType::Dice:
        case mc::ActionType::SetPile:
            group = u"choice"_s;
            value = int(a.v);
            break;
        default: group = u"choice"_s; break;
        }
        rows.append(ChoiceRow{});
        ChoiceRow &row = rows.last();
        row.kind = group;
        // The turn's panel lists new figures and new Mourners together (R-ACT-5).
        row.group = group == u"mourner"_s ? u"recruit"_s : group;
        row.seat = int(a.seat);
        row.label = describeAction(s, a);
        row.value = value;
        extra.insert(QVariantMap{{u"type"_s, int(a.type)}, {u"a"_s, int(a.a)}, {u"b"_s, int(a.b)}, {u"c"_s, int(a.c)},
                      {u"d"_s, int(a.d)}, {u"v"_s, int(a.v)}, {u"cardKind"_s, cardKind}, {u"cardName"_s, cardName}});
        row.extra = extra;
        row.payload = a.key();
    }
    return rows;
}

QString GameController::describeAction(const mc::GameState &s, const mc::Action &a) const
{
    const EventText n = eventText();
    const mc::Ruleset &R = s.rules();
    const auto faction = [](int f) { return EventText::factionName(f); };
    using T = mc::ActionType;
    switch (a.type) {
    case T::Draw:
        if (a.v >= 0)
            return s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner
                           ? u"%1 (%2)"_s.arg(n.mournerName(a.v), n.guildName(R.mourners[std::size_t(a.v)].guild))
                           : n.cardName(s.decision() == mc::Decision::DealCourt ? 0 : 2, a.v);
        if (s.decision() == mc::Decision::StartingMourner || s.decision() == mc::Decision::DrawMourner)
            //: A Mourner card the app need not know; %1 the guild of its figure.
            return tr("Unknown card (%1)").arg(n.guildName(a.a));
        return tr("Unknown card");
    case T::Dice:
    case T::Roll:
    case T::Bid: return QString::number(a.v);
    case T::KeepMotive: return faction(a.a);
    case T::SetPile: return tr("%1 Etherea").arg(a.v);
    case T::TakePile:
        //: %1 pile number, %2 Etherea in it.
        return tr("Pile %1: %2 Etherea").arg(a.a + 1).arg(s.piles[std::size_t(a.a)]);
    case T::TakeInfluence:
        return a.a == a.b ? tr("2 %1 Influence").arg(faction(a.a))
                          : tr("1 %1 + 1 %2 Influence").arg(faction(a.a), faction(a.b));
    case T::DraftPick: return n.courtName(a.v);
    case T::PlayCourt: {
        if (a.v < 0)
            //: %1 the action (1 or 2) of a Court card the table does not name; its effect is entered as a correction.
            return tr("A card not named here, action %1 (enter its effect as a correction)").arg(a.a + 1);
        const mc::CourtCard &card = R.court[std::size_t(a.v)];
        QString target;
        if (card.kind == mc::CourtKind::Malavestros && a.a == 0)
            //: Malavestros action 1 (R-MAJ-4): %1 the location.
            target = tr("Malavestros to %1").arg(n.placeName(a.b));
        else if (card.kind == mc::CourtKind::Malavestros)
            target = tr("deactivate one Mourner of each opponent");
        else if (card.kind == mc::CourtKind::Auraghost && a.a == 0)
            //: Auraghost action 1: %1 the player who puts 2 Etherea on the Dirth Forge.
            target = tr("%1 pays 2 Etherea to the Forge").arg(n.seatName(a.b));
        else if (card.kind == mc::CourtKind::Cleopsis && a.a == 0)
            //: Cleopsis action 1: %1 the victim, %2 %3 factions.
            target = tr("steal %2 + %3 Influence from %1").arg(n.seatName(a.b), faction(a.c), faction(a.d));
        else if (card.kind == mc::CourtKind::Gethsemoni && a.a == 0)
            target = tr("steal 1 Flesh Influence from %1").arg(n.seatName(a.b));
        else if (card.kind == mc::CourtKind::Gethsemoni && a.b < 0)
            target = tr("nothing to move");
        else if (card.kind == mc::CourtKind::Gethsemoni)
            //: Gethsemoni action 2: %1 owner, %2 guild, %3 place; the figure goes to Cryptus Akhor.
            target = tr("%1's %2 from %3 to Cryptus Akhor").arg(n.seatName(a.b), n.guildName(a.d), n.placeName(a.c));
        else if (card.kind == mc::CourtKind::Gallevarbe && a.a == 0)
            target = tr("one free relocation");
        else if (card.kind == mc::CourtKind::Death)
            target = tr("take the Alltaker; apply the card's effect with corrections");
        else
            target = tr("apply the card's effect with corrections");
        //: %1 card, %2 action number, %3 what it does.
        return tr("%1, action %2: %3").arg(card.name).arg(a.a + 1).arg(target);
    }
    case T::Recruit:
        //: %1 guild, %2 cost in Etherea (D-COST).
        return tr("%1 (%2 Etherea)").arg(n.guildName(a.a)).arg(R.costFigure);
    case T::RecruitMourner: return tr("%1 Mourner (%2 Etherea)").arg(faction(a.a)).arg(R.costMourner);
    case T::Relocate:
        //: %1 from, %2 to, %3 faction of the destination (R-ACT-6).
        return tr("%1 → %2 (1 %3 Influence per figure)")
                .arg(n.placeName(a.a), n.placeName(a.b), faction(R.locations[std::size_t(a.b)].faction));
    case T::Activate: {
        if (a.v < 0)
            //: %1 the guild of a Mourner the table did not name; its effect is entered as a correction.
            return tr("Unknown Mourner (%1): enter its effect as a correction").arg(n.guildName(a.a));
        // Cards with more than one way to use them get one button each: say which is which.
        const QString name = n.mournerName(a.v);
        switch (R.mourners[std::size_t(a.v)].kind) {
        case mc::MournerKind::Severamm:
            if (R.revision >= 2)
                //: %1 Severamm: its holder first looks at the Court cards not dealt this round, then may swap.
                return tr("%1: look at the undealt Court cards").arg(name);
            if (a.b < 0)
                return tr("%1: look, keep my cards").arg(name);
            //: %1 Severamm (first reading), %2 Court card given back, %3 undealt card taken.
            return tr("%1: give %2, take %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::Socopharie:
            //: %1 Socopharie, %2 a played Court card taken back into the hand, %3 the hand card put in its place.
            return tr("%1: take back %2, give %3").arg(name, n.courtName(a.b), n.courtName(a.c));
        case mc::MournerKind::RelicRavlatch:
            return a.a == 0
                           //: %1 Relic Ravlatch, first ability.
                           ? tr("%1: select a Wallows card").arg(name)
                           //: %1 Relic Ravlatch, second ability (an artifact may be kept).
                           : tr("%1: draw a Wallows card").arg(name);
        default: return name;
        }
    }
    case T::Pass: return tr("Pass");
    case T::RelocateAdd: {
        const mc::Task &t = s.tasks.front();
        //: %1 guild, %2 the cost of moving it.
        return tr("Move a %1 figure (%2)")
                .arg(n.guildName(a.a),
                     t.c == 1 ? tr("free")
                              : tr("1 %1 Influence").arg(faction(R.locations[std::size_t(t.b)].faction)));
    }
    case T::RelocateDone: return tr("Done");
    case T::Exhaust:
        return a.v >= 0 ? n.mournerName(a.v) : tr("Unknown Mourner (%1)").arg(n.guildName(a.a));
    case T::Tie: return a.a ? tr("Yes, win the tie") : tr("No, leave the tie");
    case T::Choose: {
        if (a.a == 0)
            //: Decline a location action or guild bonus (it is optional).
            return tr("Skip");
        const bool loc = s.decision() == mc::Decision::LocationAction;
        const int what = loc ? s.resolveIndex : R.guildOrder[std::size_t(s.resolveIndex - mc::kLocations)];
        if (loc) {
            switch (what) {
            case mc::VadlumGates:
            case mc::MortissVeth: return tr("%1 Influence").arg(faction(a.b));
            case mc::CurioCryptus: return tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
            case mc::CalvumHarrows:
            case mc::TheatersOfMemory:
            case mc::LifesEbb:
                return a.a == 1 ? tr("a %1 figure").arg(n.guildName(a.b)) : tr("1 %1 Influence").arg(faction(a.b));
            case mc::Hushhyde:
            case mc::GrendallsPillars:
                return tr("return your %1 from %2 to the Crypt").arg(n.guildName(a.c), n.placeName(a.b));
            default: return tr("Do it");
            }
        }
        switch (what) {
        case mc::CouncilOfOsteomancy:
            return a.b == a.c ? tr("2 %1 Influence").arg(faction(a.b))
                              : tr("1 %1 + 1 %2 Influence").arg(faction(a.b), faction(a.c));
        case mc::ConclaveOfShadows:
            return tr("remove %1's %2 at %3").arg(n.seatName(a.b), n.guildName(a.d), n.placeName(a.c));
        case mc::ShroudrieviesCoven: return tr("a %1 figure").arg(n.guildName(a.b));
        default: return tr("Take it");
        }
    }
    case T::Pay: return tr("%1 Influence").arg(faction(a.a));
    case T::ThreatCard:
        if (a.v >= 0)
            return n.mournerName(a.v);
        return !s.tasks.empty() && !s.player[std::size_t(s.tasks.front().seat)].mourners.empty()
                       ? tr("Unknown Mourner (%1)").arg(n.guildName(a.a))
                       : tr("No card: a %1 figure").arg(n.guildName(a.a));
    case T::LoseFigure: return tr("%1 at %2").arg(n.guildName(a.b), n.placeName(a.a));
    case T::WallowsResult: return a.a ? tr("Completed") : tr("Not completed");
    case T::Swap:
        if (a.b < 0)
            //: Severamm: look at the undealt Court cards and keep the hand as it is.
            return tr("Keep my cards");
        //: Severamm: %1 the Court card given back, %2 the undealt card taken instead.
        return tr("Give %1, take %2").arg(n.courtName(a.b), n.courtName(a.c));
    case T::PickWallows:
        if (a.v < 0)
            //: Relic Ravlatch at a table: a Wallows card the app is not told.
            return tr("A card not named here");
        //: %1 Wallows card, %2 what it asks and gives (objective, reward, penalty), so that it can be chosen.
        return tr("%1 (%2)").arg(n.cardName(2, a.v), n.wallowsSummary(a.v));
    case T::KeepArtifact:
        //: Relic Ravlatch: keep the drawn artifact for the game, or play it as this round's Wallows card.
        return a.a ? tr("Keep the artifact") : tr("Play it as a Wallows card");
    case T::EndOfRound:
        //: Clean-up at a table: does this Mourner's end-of-round ability apply this round?
        return a.a ? tr("Yes, it applies") : tr("No effect this round");
    default: return mc::actionToText(s, a);
    }
}

QString GameController::guideFor(const mc::GameState &s) const
{
    const mc::Ruleset &R = s.rules();
    const EventText n = eventText();
    switch (s.decision()) {
    case mc::Decision::Dice:
        //: R-DIST-1. %1 the first player, %2 number of dice.
        return tr("%1 rolls %2 dice and takes the total in Etherea. Tap the total rolled. [R-DIST-1]")
                .arg(n.seatName(s.firstPlayer))
                .arg(int(s.players));
    case mc::Decision::SetPile: {
        int rest = s.diceTotal;
        for (int i = 0; i < s.pileCount; ++i)
            rest -= s.piles[std::size_t(i)];
        //: R-DIST-2. %1 the first player, %2 piles in all, %3 pile number, %4 Etherea left to split.
        return tr("%1 splits the Etherea into %2 piles, largest first (a pile may be empty). Pile %3: how many? "
                  "%4 Etherea are left to split; the last pile is what remains. [R-DIST-2]")
                .arg(n.seatName(s.firstPlayer))
                .arg(int(s.players) + R.pileExtra)
                .arg(s.pileCount + 1)
                .arg(rest);
    }
    case mc::Decision::PickPile:
        //: R-DIST-3/4.
        return tr("Which pile did %1 take? Or 2 Influence instead of a pile. Piles nobody takes go to the Dirth "
                  "Forge. [R-DIST-3]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::Turn:
        if (s.endingInActions)
            //: R-END-2.
            return tr("%1's final turn: the last Unity has left the supply, so everyone gets exactly one more turn, "
                      "then phases 5–8 end the game. [R-END-2]")
                    .arg(n.seatName(s.currentSeat()));
        //: R-ACT-1/2. %2 passes in a row so far.
        return tr("%1's turn: one action. The phase ends when every player has passed in a row (%2 of %3 so far). "
                  "[R-ACT-2]")
                .arg(n.seatName(s.currentSeat()))
                .arg(int(s.counter))
                .arg(int(s.players));
    case mc::Decision::RelocateRoute: return tr("Choose from where and to where the figures move. [R-ACT-6]");
    case mc::Decision::RelocateAdd:
        return tr("Tap each figure that moves, one at a time; each pays its Influence. Then Done. [R-ACT-6]");
    case mc::Decision::DrawMourner:
        return tr("Which Mourner was drawn? Tap its name, or “unknown” with the guild of its figure. [R-ACT-5]");
    case mc::Decision::Exhaust:
        return tr("%1 chooses a ready Mourner of an opponent to deactivate (Malavestros).")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::CrowdRoll:
        return tr("Roll one die for each figure at risk, in order. 1–2 destroyed, 3 back to the Crypt, 4–6 stays "
                  "(check your board). The Dreadsbane holder's figures are never rolled for. [R-DREAD-2]");
    case mc::Decision::Bid:
        if (s.tithePending() == 0)
            //: R-TITHE-2/3/4 when the Dirth Forge paid the whole tithe. %1..%4 Unity.
            return tr("The Dirth Forge paid the whole tithe, but the bids still count: the single highest bid gains "
                      "%1 Unity (tied highest bids %2 each), every other bid %3, and a bid of nothing loses %4. "
                      "The bids are revealed together. [R-TITHE-2]")
                    .arg(R.titheTopUnity)
                    .arg(R.titheTieUnity)
                    .arg(R.titheOtherUnity)
                    .arg(R.titheNothingLoss);
        return tr("Blind tithe bidding: each player bids in secret; the bids are revealed together. [R-TITHE-2]");
    case mc::Decision::AlltakerTie:
        return tr("%1 holds the Alltaker and is among the tied players: win this tie? Once per round, for a "
                  "location or a guild only. [R-MAJ-3]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::LocationAction:
        return tr("%1 has the majority here and may perform the location's action: all of it or none. [R-MAJ-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::GuildAction:
        return tr("%1 has the majority of this guild and may take its bonus. [R-MAJ-2]").arg(n.seatName(s.currentSeat()));
    case mc::Decision::PayInfluence:
        return tr("%1 must lose Unity they do not have: each missing point is paid with 1 Influence of a faction "
                  "they choose. [R-PAY-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::ThreatCard:
        return tr("%1 (on the left of whoever raised Threat to the top) chooses which Mourner card they lose. "
                  "[R-THREAT-10]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::FigureLoss: return tr("%1 chooses which figure they lose.").arg(n.seatName(s.currentSeat()));
    case mc::Decision::WallowsResult:
        return tr("Clean-up: was %1's Wallows objective completed this round? Enter its reward or penalty with "
                  "corrections. [R-WAL-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::EndOfRound: {
        const auto &ms = s.player[std::size_t(std::max(0, s.currentSeat()))].mourners;
        const mc::MournerInPlay m = std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{};
        if (m.card < 0)
            //: R-CLEAN-1 at a table. %1 player, %2 guild of their unnamed Mourner card.
            return tr("The app was not told which card %1's Mourner (%2) is. If it has an end-of-round ability that "
                      "applies this round, tap Yes and enter its effect with Correction…. [R-CLEAN-1]")
                    .arg(n.seatName(s.currentSeat()), n.guildName(m.guild));
        //: R-CLEAN-1 at a table. %1 player, %2 their Mourner card.
        return tr("If the end-of-round ability of %1's %2 applies this round, tap Yes: the app applies it. [R-CLEAN-1]")
                .arg(n.seatName(s.currentSeat()), n.mournerName(m.card));
    }
    case mc::Decision::SeverammSwap: {
        // The undealt cards are in this seat's own view only (GameState::viewFor); other views show none. A
        // table does not name them, and a computer player's look stays its own.
        QStringList undealt;
        if (s.mode == mc::Mode::Digital && !isComputer(s.currentSeat()))
            for (auto c : s.courtDeck)
                if (c >= 0)
                    undealt << n.courtName(c);
        if (undealt.isEmpty())
            //: Severamm, %1 its holder: the undealt Court cards are not named in the app (a table).
            return tr("Only %1 looks at the undealt Court cards. Swap one of your cards for one of them, or keep "
                      "your cards.")
                    .arg(n.seatName(s.currentSeat()));
        //: Severamm, %1 its holder, %2 the Court cards not dealt this round (only the holder sees this).
        return tr("Only %1 sees this. Not dealt this round: %2. Give one card of your hand for one of them, or keep "
                  "your cards.")
                .arg(n.seatName(s.currentSeat()), undealt.join(u", "_s));
    }
    case mc::Decision::ChooseWallows:
        //: Relic Ravlatch's first ability. %1 the card's holder.
        return tr("%1 chooses one Wallows card of the deck: it goes into play beside their other Wallows cards, with "
                  "its objective, reward and penalty at clean-up. [R-WAL-1]")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::KeepArtifact:
        //: Relic Ravlatch's second ability drew an artifact. %1 the card's holder.
        return tr("Keep it: its benefit applies now, it stays with %1 for the game and has no objective. Or play it as "
                  "one of %1's Wallows cards this round, with its objective and penalty.")
                .arg(n.seatName(s.currentSeat()));
    case mc::Decision::None:
        return tr("The game is over. Type in each player's Ulterior Motive bonus from the revealed card. [R-END-4]");
    default: return describeDecision(s);
    }
}

QVariantList GameController::computeFinalScores() const
{
    const mc::GameState &s = m_game.state();
    std::vector<QString> names;
    for (int p = 0; p < s.players; ++p)
        names.push_back(eventText().seatName(p));
    const std::vector<mc::ScoreInput> in = mc::scoreInputs(s, names);
    const std::vector<mc::ScoreResult> ranking = mc::rank(in); // R-END-5
    QVariantList out;
    for (const mc::ScoreResult &r : ranking) {
        const mc::ScoreInput &p = in[std::size_t(r.input)];
        QStringList rivals;
        for (const mc::ScoreResult &o : ranking)
            if (o.input != r.input && o.score == r.score)
                rivals << in[std::size_t(o.input)].name;
        QString why;
        switch (r.tiebreak) {
        case mc::TieBreak::None: break;
        case mc::TieBreak::Etherea:
            //: R-END-5. %1 player, %2 the others with the same score, %3 Etherea left.
            why = tr("Same score as %2: placed by Etherea left (%1 has %3). [R-END-5]")
                          .arg(p.name, rivals.join(u", "_s))
                          .arg(p.etherea);
            break;
        case mc::TieBreak::Mourners:
            why = tr("Same score and Etherea as %2: placed by Mourner cards in play (%1 has %3). [R-END-5]")
                          .arg(p.name, rivals.join(u", "_s))
                          .arg(p.mourners);
            break;
        case mc::TieBreak::Shared:
            why = tr("Same score, Etherea and Mourner cards as %1: the tie stands and the place is shared. [R-END-5]")
                          .arg(rivals.join(u", "_s));
            break;
        }
        out.append(QVariantMap{{u"place"_s, r.place},
                               {u"seat"_s, r.input},
                               {u"name"_s, p.name},
                               {u"unity"_s, p.unity},
                               {u"bone"_s, p.bone},
                               {u"flesh"_s, p.flesh},
                               {u"spirit"_s, p.spirit},
                               {u"motive"_s, p.motive},
                               {u"score"_s, r.score},
                               {u"etherea"_s, p.etherea},
                               {u"mourners"_s, p.mourners},
                               {u"tiebreak"_s, QString::fromLatin1(mc::tieBreakKey(r.tiebreak))},
                               {u"explanation"_s, why},
                               {u"winner"_s, r.place == 1}});
    }
    return out;
}

// --- digital play -----------------------------------------------------------------------------------

namespace {

bool botKindOf(const QString &key, mc::BotKind &out)
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

} // namespace

bool GameController::isComputer(int seat) const
{
    mc::BotKind kind;
    return seat >= 0 && seat < m_seatKinds.size() && botKindOf(m_seatKinds.at(seat), kind);
}

bool GameController::hasStandIns() const
{
    if (!m_game.isValid())
        return false;
    const mc::Ruleset &r = m_game.state().rules();
    auto any = [](const auto &cards) {
        return std::any_of(cards.begin(), cards.end(), [](const auto &c) { return c.standIn; });
    };
    return any(r.court) || any(r.motives) || any(r.mourners) || any(r.wallows);
}

void GameController::readSeatKinds()
{
    QStringList kinds;
    const QJsonArray stored = m_game.meta().value(u"seatKinds"_s).toArray();
    const int players = m_game.isValid() ? int(m_game.setup().players) : 0;
    for (int p = 0; p < players; ++p) {
        const QString k = p < stored.size() ? stored.at(p).toString() : QString();
        mc::BotKind kind;
        kinds << (botKindOf(k, kind) ? k : u"person"_s);
    }
    m_hotSeat = m_game.setup().mode == mc::Mode::Digital && m_game.meta().value(u"hotSeat"_s).toBool();
    m_revealedSeat = -1;
    set(m_seatKinds, kinds, &GameController::seatKindsChanged);
}

bool GameController::newDigitalGame(const QVariantMap &setup)
{
    const QStringList names = setup.value(u"names"_s).toStringList();
    QStringList kinds = setup.value(u"kinds"_s).toStringList();
    const int players = int(names.size());
    const int oldest = setup.value(u"oldest"_s, 0).toInt();
    QString rulesetId = setup.value(u"ruleset"_s).toString();
    if (rulesetId.isEmpty())
        rulesetId = QString::fromLatin1(RulesetLibrary::kStandardId);
    mc::RulesetPtr rules = RulesetLibrary::instance()->load(rulesetId);
    if (!rules) {
        //: %1 the reason from the ruleset library.
        setError(tr("The chosen ruleset cannot be used: %1").arg(RulesetLibrary::instance()->errorText()));
        return false;
    }
    for (const QString &k : kinds) {
        mc::BotKind kind;
        if (k != u"person"_s && !botKindOf(k, kind)) {
            //: %1 a seat kind that is not known.
            setError(tr("Unknown kind of player: “%1”.").arg(k));
            return false;
        }
    }
    while (kinds.size() < players)
        kinds << u"person"_s;
    quint64 seed = setup.value(u"seed"_s).toULongLong();
    if (seed == 0)
        seed = QRandomGenerator::global()->generate64() | 1u;
    // newGame() checks the counts and names; the ruleset and seat kinds are set right after.
    if (!newGame(players, names, false, oldest, seed))
        return false;
    cancelBot();
    QStringList seatNames;
    for (const auto &seat : m_game.seats())
        seatNames << seat.name;
    m_game = mc::Game::create(rules, players, seed, mc::Mode::Digital, oldest, seatNames);
    QJsonObject meta = m_game.meta();
    meta.insert(u"seatKinds"_s, QJsonArray::fromStringList(kinds.mid(0, players)));
    meta.insert(u"hotSeat"_s, true);
    meta.insert(u"ruleset"_s, rulesetId);
    m_game.setMeta(meta);
    mc::Events events;
    m_game.playChance(&events);
    m_openingActions = m_game.actions().size();
    m_steps.clear();
    m_redoSteps.clear();
    readSeatKinds();
    m_openingLine = [this, players, seatNames, oldest] {
        QStringList described;
        for (int p = 0; p < players; ++p)
            described << (isComputer(p) ? tr("%1 (computer)").arg(seatNames.at(p)) : seatNames.at(p));
        return GameLog::Entry{tr("A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                      .arg(players)
                                      .arg(described.join(u", "_s), seatNames.at(oldest)),
                              u"R-SETUP-1"_s};
    };
    QList<GameLog::Entry> opening{m_openingLine()};
    opening += entries(events);
    m_log->reset(opening);
    clearStepEvents();
    setError({});
    afterStep();
    return true;
}

int GameController::shownSeat() const
{
    const mc::GameState &s = m_game.state();
    if (!m_hotSeat || s.isTerminal())
        return -1;
    // With one person against computers nobody else looks at the screen: their view is always shown.
    if (m_seatKinds.count(u"person"_s) == 1)
        return int(m_seatKinds.indexOf(u"person"_s));
    return m_revealedSeat == s.currentSeat() ? m_revealedSeat : -1;
}

void GameController::revealPrivate()
{
    if (!m_game.isValid() || !m_hotSeat)
        return;
    const int seat = m_game.state().currentSeat();
    if (seat < 0 || seat >= m_game.state().players || isComputer(seat))
        return;
    m_revealedSeat = seat;
    updateProperties();
}

void GameController::hidePrivate()
{
    if (m_revealedSeat < 0)
        return;
    m_revealedSeat = -1;
    updateProperties();
}

void GameController::cancelBot()
{
    ++m_botGeneration;
    if (m_botThinking) {
        m_botThinking = false;
        m_thinkingText.clear();
        emit botThinkingChanged();
    }
}

void GameController::maybeStartBot()
{
    if (!m_game.isValid() || m_game.setup().mode != mc::Mode::Digital) {
        cancelBot();
        return;
    }
    const mc::GameState &s = m_game.state();
    const int seat = s.currentSeat();
    if (s.isTerminal() || s.isChance() || !isComputer(seat)) {
        cancelBot();
        return;
    }
    if (m_botThinking)
        return; // already thinking about this decision
    mc::BotConfig config;
    (void)botKindOf(m_seatKinds.at(seat), config.kind);
    if (config.kind == mc::BotKind::Search) {
        config.iterations = 300;
        config.timeLimitMs = 1500; // an answer within 2 s per decision
    }
    // Only the seat's own view goes to the bot, never the true state.
    const mc::GameState view = botInput(s);
    if (m_botObserver)
        m_botObserver(view);
    const quint64 generation = ++m_botGeneration;
    const std::size_t actionCount = m_game.actions().size();
    const std::uint64_t seed = m_game.setup().seed * 0x9E3779B97F4A7C15ull + actionCount;
    auto *watcher = new QFutureWatcher<mc::Action>(this);
    connect(watcher, &QFutureWatcher<mc::Action>::finished, this, [this, watcher, generation, actionCount] {
        watcher->deleteLater();
        // Undo, a new game or a load since the bot started: its answer is for another position.
        if (generation != m_botGeneration || m_game.actions().size() != actionCount)
            return;
        const mc::Action action = watcher->result();
        m_botThinking = false;
        m_thinkingText.clear();
        emit botThinkingChanged();
        const QString text = mc::actionToText(m_game.state(), action);
        if (!applyStep(action, text))
            setError(tr("The computer player chose an action that is not allowed: %1").arg(text));
    });
    watcher->setFuture(QtConcurrent::run([view, config, seed] { return mc::chooseAction(view, config, seed); }));
    m_botThinking = true;
    //: %1 a computer player's name.
    m_thinkingText = tr("%1 (computer) is thinking…").arg(eventText().seatName(seat));
    emit botThinkingChanged();
}

void GameController::clearWhy()
{
    set(m_whyResults, QVariantList(), &GameController::whyResultsChanged);
}

void GameController::addWhy(const mc::GameState &before, const mc::Events &events)
{
    const EventText text = eventText();
    QVariantList added;
    const mc::Ruleset &r = before.rules();
    QStringList bids;
    QStringList counts; // every seat's figures behind the next majority (R-MAJ-1, R-MAJ-2)
    for (const mc::Event &e : events) {
        QString detail;
        switch (e.type) {
        case mc::EventType::MajorityCount:
            //: %1 player, %2 their figures at a location or of a guild.
            counts << tr("%1 %2").arg(text.seatName(e.seat)).arg(e.v);
            continue;
        case mc::EventType::Majority:
            if (!counts.isEmpty()) {
                //: The figures of every player, e.g. "Ada 2, Bo 2, Cy 1".
                detail = tr("Figures: %1. ").arg(counts.join(u", "_s));
                counts.clear();
            }
            if (e.seat >= 0)
                //: %1 player, %2 figures counted, R-MAJ explained.
                detail += tr("%1 has the most figures there: %2. The single highest count wins; a tie gives the result "
                             "to nobody unless the Alltaker breaks it.")
                                  .arg(text.seatName(e.seat))
                                  .arg(e.v);
            else
                detail += e.w ? tr("Tied at %1 figures: with a tie nobody wins this majority.").arg(e.v)
                              : tr("Nobody has a figure there: nobody wins this majority.");
            break;
        case mc::EventType::BidMade:
            bids << tr("%1 bid %2").arg(text.seatName(e.seat)).arg(e.v);
            continue;
        case mc::EventType::BidsRevealed:
            //: %1 the bids, %2 the total, %3 still owed after the Forge.
            detail = tr("Bids: %1. Total %2 against %3 still owed after the Forge paid.")
                             .arg(bids.isEmpty() ? tr("none") : bids.join(u", "_s))
                             .arg(e.v)
                             .arg(e.w);
            break;
        case mc::EventType::TitheMet:
            detail = tr("The bids covered the tithe owed at Suspicion %1 (%2 Etherea).")
                             .arg(before.suspicion)
                             .arg(r.tithe_at(before.suspicion));
            break;
        case mc::EventType::TitheMissed:
            detail = tr("The bids did not cover the tithe owed at Suspicion %1 (%2 Etherea).")
                             .arg(before.suspicion)
                             .arg(r.tithe_at(before.suspicion));
            break;
        case mc::EventType::CrowdRolled: {
            const auto outcome = mc::CrowdOutcome(e.w);
            const QString result = outcome == mc::CrowdOutcome::Destroy ? tr("the figure is destroyed")
                                   : outcome == mc::CrowdOutcome::Crypt ? tr("the figure goes to the Crypt")
                                                                        : tr("the figure stays");
            //: %1 place, %2 owner, %3 guild, %4 die, %5 the outcome. R-DREAD-2.
            detail = tr("%1 held more figures than the Threat limit allows; %2's %3 figure was rolled for: die %4, so %5.")
                             .arg(text.placeName(e.a), text.seatName(e.seat), text.guildName(e.c))
                             .arg(e.v)
                             .arg(result);
            break;
        }
        case mc::EventType::SuspicionReached:
            detail = tr("Suspicion went past %1: %2 loses %3 Unity and the marker goes back.")
                             .arg(r.suspicionMax)
                             .arg(text.seatName(e.seat))
                             .arg(r.suspicionPenalty);
            break;
        case mc::EventType::ThreatReached:
            detail = tr("Threat went past %1: %2 loses a Mourner card with a figure of its guild, everyone else a "
                        "figure of that guild.")
                             .arg(r.threatMax)
                             .arg(text.seatName(e.seat));
            break;
        default: continue;
        }
        added.prepend(QVariantMap{{u"title"_s, text.sentence(e)},
                                  {u"detail"_s, detail},
                                  {u"rule"_s, QString::fromLatin1(e.rule)},
                                  {u"round"_s, int(before.round)}});
    }
    if (added.isEmpty())
        return;
    QVariantList all = added + m_whyResults;
    while (all.size() > 30)
        all.removeLast();
    set(m_whyResults, all, &GameController::whyResultsChanged);
}
