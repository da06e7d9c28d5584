#include "gamecontroller.h"

#include "roundsummary.h"
#include "newgamesetup.h"
#include "seatkinds.h"
#include "mournersautosave.h"
#include "problemwords.h"

#include "decisiontexts.h"
#include "historystore.h"
#include "language.h"
#include "publicview.h"
#include "seatport.h"
#include "rulesetlibrary.h"
#include "model/core/names.h"
#include "model/mourners/adjustment.h"
#include "model/mourners/autoplay.h"
#include "model/mourners/bots.h"
#include "model/mourners/ruleset.h"
#include "model/mourners/scoring.h"

#include <QDateTime>
#include <QStringView>
#include <QFutureWatcher>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtConcurrent/QtConcurrentRun>
#include <QDir>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSet>
#include <QStandardPaths>
#include <QUrl>
#include <QVariantMap>

#include <algorithm>
#include <utility>
#include <array>

using namespace Qt::StringLiterals;

namespace {

QString toLocalPath(const QString &pathOrUrl)
{
    if (pathOrUrl.startsWith(u"file:"_s))
        return QUrl(pathOrUrl).toLocalFile();
    return pathOrUrl;
}

} // namespace

GameController::GameController(QObject *parent)
    : QObject(parent), m_log(new GameLog(this)), m_table(new TableStatus(this)), m_guide(new Guide(this)),
      m_autosave(new Autosave(mournersAutosaveFormat(), this)), m_seats(new SeatPrivacy(this)), m_bots(new ComputerPlayers(this)),
      m_ending(new GameEnding(this)), m_past(new PastCorrection(this))
{
    m_past->setController(this);
    m_questions = new TableQuestions(this);
    m_questions->setApplier([this](const std::vector<mc::Action> &answers) { return applyAnswers(answers); });
    m_questions->setAutomatic(&mc::automaticAction);
    m_guide->choiceModel()->setApplier([this](quint64 key) { return applyChoice(key); });
    m_table->locations()->setChoices(m_guide->choiceModel()); // the map takes choices among locations
    m_bots->setGame(&m_game);
    m_bots->setApplier([this](const mc::Action &action) {
        const QString text = mc::actionToText(m_game.state(), action);
        if (!applyStep(action, text))
            setError(tr("The computer player chose an action that is not allowed: %1").arg(text));
    });
    ComputerHint *hint = m_bots->hint();
    hint->setGame(&m_game);
    hint->setApplier([this](quint64 key) { return applyChoice(key); });
    // The hint names a choice as its button does.
    hint->setLabeler([this](const mc::Action &a) {
        for (const ChoiceRow &row : m_guide->choiceModel()->rows())
            if (row.payload == a.key())
                return row.label;
        return describeAction(m_game.state(), a);
    });
    // The round and phase are the table's; the facade passes them on.
    connect(m_table, &TableStatus::roundChanged, this, &GameController::roundChanged);
    connect(m_table, &TableStatus::phaseNameChanged, this, &GameController::phaseNameChanged);
    setAutosaveDirectory(Autosave::defaultDirectory());
    connect(Language::instance(), &Language::retranslated, this, &GameController::retranslate);
}

GameController::~GameController() = default;

void GameController::setRulesetLibrary(RulesetLibrary *library)
{
    m_library = library;
}

RulesetLibrary *GameController::rulesetLibrary() const
{
    return m_library.data();
}

EventText GameController::eventText() const
{
    // Digital play is hot-seat: the log is seen by every seat, so dealt cards stay hidden.
    return DecisionTexts::namesOf(m_game);
}

std::function<bool(int)> GameController::computerSeats() const
{
    return [bots = m_bots](int seat) { return bots->isComputer(seat); };
}

QString GameController::describeAction(const mc::GameState &s, const mc::Action &a) const
{
    return DecisionTexts(m_game, computerSeats()).action(s, a);
}

void GameController::startOver()
{
    // The time played so far (kept in the save), counted on from now.
    m_playTime.start(qint64(m_game.meta().value(u"playedSeconds"_s).toDouble(0)) * 1000);
    m_bots->readSeatKinds();
    m_seats->reset(m_game.setup().mode == mc::Mode::Digital && m_game.meta().value(u"hotSeat"_s).toBool());
    whyFromRecord();
    m_opening = true; // until afterStep(), which writes the game to its own autosave file
    emit gameStarted();
}

QJsonObject GameController::phoneLinks() const
{
    return m_game.meta().value(u"phones"_s).toObject();
}

void GameController::setPhoneLinks(const QJsonObject &links)
{
    if (!m_game.isValid() || m_game.meta().value(u"phones"_s).toObject() == links)
        return;
    QJsonObject meta = m_game.meta();
    meta.insert(u"phones"_s, links);
    m_game.setMeta(meta);
    if (!m_opening)
        writeAutosave();
}

QList<GameLog::Entry> GameController::entries(const mc::Events &events) const
{
    return DecisionTexts(eventText()).logRows(events);
}

QStringList GameController::nameProblems(const QStringList &names) const
{
    return newgame::nameProblems(names);
}

void GameController::begin(mc::Game game, std::function<GameLog::Entry()> openingLine, const mc::Events &setupEvents,
                           bool advance)
{
    m_bots->cancel();
    m_game = std::move(game);
    // A new game's file has its play time from the start (0 until a second is played), so that the
    // fields of a save do not depend on the speed of play.
    if (QJsonObject meta = m_game.meta(); !meta.contains(u"playedSeconds"_s)) {
        meta.insert(u"playedSeconds"_s, 0.0);
        m_game.setMeta(meta);
    }
    startOver(); // seat kinds, privacy and the phones of the game before go
    m_openingLine = std::move(openingLine);
    QList<GameLog::Entry> opening{m_openingLine()};
    opening += entries(setupEvents);
    // The opening draws of digital play and the deals of a table, and a first decision with one safe
    // choice, are the app's.
    QList<GameLog::Entry> automatic;
    if (advance)
        (void)autoAdvance(automatic, nullptr);
    m_game.markOpening(); // the setup and what the app applied after it: not undoable
    opening += automatic;
    m_log->reset(opening);
    clearStepEvents();
    m_autosave->startFresh();
    m_recordedDigest.clear();
    m_ending->clearNote();
    setError({});
    afterStep();
}

bool GameController::newGame(int players, const QStringList &names, bool table, int oldestSeat, quint64 seed)
{
    QStringList given = names.mid(0, std::max(players, 0));
    while (given.size() < players)
        given << QString();
    if (const QString problem = newgame::seatsProblem(players, oldestSeat, given); !problem.isEmpty()) {
        setError(problem);
        return false;
    }
    const mc::RulesetPtr rules = mc::standardRuleset();
    if (!rules) {
        setError(tr("The built-in rules could not be read."));
        return false;
    }
    const QStringList seatNames = newgame::seatNames(given);
    mc::Game game = mc::Game::create(rules, players, seed, table ? mc::Mode::Table : mc::Mode::Digital, oldestSeat, seatNames);
    begin(std::move(game),
          [=] {
              return GameLog::Entry{
                      table ? tr("A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                      .arg(players)
                                      .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat))
                            : tr("A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                      .arg(players)
                                      .arg(seatNames.join(u", "_s), seatNames.at(oldestSeat)),
                      u"R-SETUP-1"_s};
          },
          {}, !table);
    return true;
}

QString GameController::applyErrorText(const QString &text, mc::ApplyError error) const
{
    if (text.isEmpty()) { // a correction of the Adjust dialog
        switch (error) {
        case mc::ApplyError::None: return {};
        case mc::ApplyError::GameOver: return tr("The correction was not applied: the game is over.");
        case mc::ApplyError::NotInTablePlay: return tr("The correction was not applied: corrections exist only in a table game.");
        default: return tr("The correction was not applied: it is impossible here. Nothing was changed.");
        }
    }
    switch (error) {
    case mc::ApplyError::None: return {};
    case mc::ApplyError::GameOver:
        //: %1 is the action typed.
        return tr("“%1” was not applied: the game is over.").arg(text);
    case mc::ApplyError::WrongSeat:
        //: %1 the action typed, %2 what the game waits for, e.g. "Ada chooses ...".
        return tr("“%1” was not applied: it is not that player's decision. %2").arg(text, m_guide->decisionText());
    case mc::ApplyError::Illegal:
        //: %1 the action typed; the list shows the legal actions.
        return tr("“%1” is not allowed now; the list shows the actions that are. Nothing was changed.").arg(text);
    case mc::ApplyError::NotInTablePlay:
        return tr("“%1” was not applied: adjustments exist only in a table game.").arg(text);
    case mc::ApplyError::BadAdjustment:
        return tr("“%1” was not applied: that adjustment is impossible here.").arg(text);
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
    const std::vector<mc::Action> &shown = m_guide->shownActions();
    const auto it = std::find_if(shown.cbegin(), shown.cend(), [key](const mc::Action &a) { return a.key() == key; });
    if (it == shown.cend()) {
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
    const std::vector<mc::Action> &shown = m_guide->shownActions();
    for (std::size_t i = 0; i < shown.size() && i < std::size_t(kMaxListedActions); ++i)
        texts << mc::actionToText(s, shown[i]);
    return texts;
}

bool GameController::applyChecked(const mc::Action &action, const QString &typed)
{
    const mc::GameState &before = m_game.state();
    if (m_game.setup().mode == mc::Mode::Digital && m_bots->isComputer(before.currentSeat())) {
        //: %1 a computer player.
        setError(tr("It is %1's decision: the computer plays it.").arg(eventText().seatName(before.currentSeat())));
        return false;
    }
    if (m_seats->handOffNeeded()) {
        //: %1 the player who decides now (hot-seat play).
        setError(tr("Pass the laptop to %1 first.").arg(eventText().seatName(before.currentSeat())));
        return false;
    }
    return applyStep(action, typed);
}

bool GameController::applySeatAction(const mc::Action &action, QString &error)
{
    if (!m_game.isValid() || m_game.state().isTerminal()) {
        error = u"there is no game to play"_s;
        return false;
    }
    const mc::GameState &s = m_game.state();
    const int seat = s.currentSeat();
    const bool hand = m_seats->handOnPhone(s) && phones::namesHand(s, action);
    if (action.seat != seat || !(m_seats->waitsForPhone(s) || hand) || m_bots->isComputer(seat)) {
        error = u"this seat does not decide on its phone now"_s;
        return false;
    }
    const QString shownError = m_lastError;
    if (!applyStep(action, mc::actionToText(s, action))) {
        error = m_lastError;
        setError(shownError);
        return false;
    }
    return true;
}

void GameController::setPhoneSeats(unsigned mask)
{
    for (int p = 0; p < mc::kMaxPlayers; ++p)
        if (m_bots->isComputer(p))
            mask &= ~(1u << p);
    if (mask == m_seats->phoneSeats())
        return;
    m_seats->setPhoneSeats(mask); // a change: the laptop goes through a hand-off again (HandOff)
    updateProperties();
}

bool GameController::applyStep(const mc::Action &action, const QString &typed)
{
    const mc::GameState before = m_game.state();
    mc::Events events;
    const mc::ApplyError error = m_game.apply(action, &events);
    if (error == mc::ApplyError::BadAdjustment) {
        const QString why = eventText().adjustmentProblem(mc::adjustmentProblem(before, action));
        //: %1 why the correction of the Adjust dialog is impossible, e.g. "Ada has 2 Etherea; a change of
        //: -5 would leave -3 (allowed 0 to 999)".
        setError(typed.isEmpty() ? tr("The correction was not applied: %1. Nothing was changed.").arg(why)
                                 //: %1 the correction typed, %2 why it is impossible, e.g. "Ada has 2 Etherea; a
                                 //: change of -5 would leave -3 (allowed 0 to 999)".
                                 : tr("“%1” was not applied: %2. Nothing was changed.").arg(typed, why));
        return false;
    }
    if (error != mc::ApplyError::None) {
        setError(applyErrorText(typed, error));
        return false;
    }
    QList<GameLog::Entry> rows = entries(events);
    if (rows.isEmpty()) {
        // Blind bids and draft picks say nothing until revealed; still show that someone decided.
        rows.append(DecisionTexts(eventText()).decided(before, action));
    }
    // Chance in digital play, the unknown deals at a table, and in both a decision with one safe choice.
    (void)autoAdvance(rows, &events);
    m_log->appendStep(rows, before.round);
    m_guide->takeStepEvents(m_game, before, events);
    m_guide->addWhy(m_game, before, events);
    // Digital play with a person: a round's automatic end (losses, majorities, clean-up) is shown before
    // the next round goes on, and the computer players wait for it (afterStep()).
    if (m_game.setup().mode == mc::Mode::Digital && m_bots->seatKinds().contains(shelf::seatkind::kPerson)) {
        const QVariantMap summary = roundSummary(m_game, before, eventText());
        if (!summary.isEmpty())
            m_guide->setRoundSummary(summary);
    }
    setError({});
    afterStep();
    return true;
}

bool GameController::applyAnswers(const std::vector<mc::Action> &answers)
{
    if (!m_game.isValid() || m_game.setup().mode != mc::Mode::Table || answers.empty()) {
        setError(tr("That choice is no longer available. Nothing was changed."));
        return false;
    }
    const mc::GameState first = m_game.state();
    const mc::Game unchanged = m_game;
    mc::Events all;
    std::size_t done = 0;
    for (const mc::Action &answer : answers) {
        const mc::GameState before = m_game.state();
        mc::Events events;
        const mc::ApplyError error = m_game.apply(answer, &events, done > 0 ? mc::Game::Part::Joined : mc::Game::Part::Step);
        if (error != mc::ApplyError::None) {
            // The engine refused one answer: the ones before it are taken back, nothing changes.
            const QString text = applyErrorText(mc::actionToText(before, answer), error);
            m_game = unchanged;
            for (; done > 0; --done)
                m_log->removeLastStep();
            setError(text);
            return false;
        }
        QList<GameLog::Entry> rows = entries(events);
        if (rows.isEmpty())
            rows.append(DecisionTexts(eventText()).decided(before, answer));
        // Each answer is a step of the log (its own rows, its own correction of the past), undone and
        // redone with the others.
        (void)autoAdvance(rows, &events);
        m_log->appendStep(rows, before.round);
        all.insert(all.end(), events.begin(), events.end());
        ++done;
    }
    m_guide->takeStepEvents(m_game, first, all);
    m_guide->addWhy(m_game, first, all);
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
    mc::Problem why;
    if (!m_game.save(toLocalPath(path), &why)) {
        //: %1 is the reason, e.g. "/x/y.json could not be written: Permission denied."
        setError(tr("The game was not saved: %1").arg(ProblemText::sentence(why, {})));
        return false;
    }
    setError({});
    return true;
}

bool GameController::load(const QString &path)
{
    const QString file = toLocalPath(path);
    mc::Game::LoadResult result = mc::Game::load(file);
    if (!result.ok()) {
        //: %1 the file, %2 the reasons, one sentence each.
        setError(tr("%1 could not be opened. %2 The file was left as it is.").arg(file, MournersProblems::sentences(result.problems)));
        return false;
    }
    openGame(std::move(result.game));
    return true;
}

void GameController::openGame(mc::Game game)
{
    m_bots->cancel();
    m_game = std::move(game);
    resumeDigital();
    startOver();
    rebuildHistory();
    clearStepEvents();
    showShownOnReopen();
    // A file opened by hand is never written to: the game goes on in a new autosave file.
    m_autosave->startFresh();
    m_recordedDigest = m_game.state().isTerminal() ? mc::stateDigest(m_game.state()) : QString();
    m_ending->clearNote();
    setError({});
    afterStep();
}

void GameController::clearError()
{
    setError({});
}

// ---------------------------------------------------------------------------------------------
// Table companion

// A digital save may stop at a chance decision (e.g. one written by `mourners-cli apply --no-auto`) or at
// a decision with one safe choice (a save of an older version). The app draws chance and applies the
// single choice itself in digital play, as after every step; nobody is asked. This is done before the
// log is rebuilt, so the actions belong to the step before them like any other.
void GameController::resumeDigital()
{
    if (m_game.isValid() && m_game.setup().mode == mc::Mode::Digital) {
        QList<GameLog::Entry> rebuiltLater;
        (void)autoAdvance(rebuiltLater, nullptr);
    }
}

int GameController::autoAdvance(QList<GameLog::Entry> &rows, mc::Events *events)
{
    int applied = 0;
    const bool digital = m_game.setup().mode == mc::Mode::Digital;
    for (int guard = 0; guard < 500 && !m_game.state().isTerminal(); ++guard) {
        const mc::GameState &s = m_game.state();
        if (digital && s.isChance()) {
            // Digital play: the app draws chance itself.
            const std::size_t count = m_game.actions().size();
            mc::Events ev;
            m_game.playChance(&ev, mc::Game::Part::FollowUp);
            const int drawn = int(m_game.actions().size() - count);
            if (drawn == 0)
                break;
            rows += entries(ev);
            if (events)
                events->insert(events->end(), ev.begin(), ev.end());
            applied += drawn;
            continue;
        }
        mc::Action action;
        if (!mc::automaticAction(s, action))
            break;
        const bool single = !mc::isUnknownDeal(s);
        const QString label = single ? describeAction(s, action) : QString();
        mc::Events ev;
        if (m_game.apply(action, &ev, mc::Game::Part::FollowUp) != mc::ApplyError::None)
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
    mc::Game game;
    mc::Events events;
    QString error;
    if (!newgame::tableGame(setup, m_library, game, events, error)) {
        setError(error);
        return false;
    }
    const int players = int(game.seats().size());
    const int oldest = game.setup().alltaker;
    QStringList seatNames;
    for (const auto &seat : game.seats())
        seatNames << seat.name;
    begin(std::move(game),
          [=] {
              return GameLog::Entry{tr("A table game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                            .arg(players)
                                            .arg(seatNames.join(u", "_s), seatNames.at(oldest)),
                                    u"R-SETUP-2"_s};
          },
          events, true);
    return true;
}

void GameController::prepareTable()
{
    if (m_game.isValid() || m_table->players()->count() > 0)
        return;
    const mc::Game preview = mc::Game::create(mc::standardRuleset(), 4, 1, mc::Mode::Table, 0,
                                              newgame::seatNames(QStringList(4, QString())));
    m_table->refresh(preview, preview.state());
}

QVariantList GameController::startingMourners(int faction) const
{
    return newgame::startingMourners(m_game.isValid() ? m_game.state().rules() : *mc::standardRuleset(), faction);
}

QVariantList GameController::startingMourners(int faction, const QString &cards) const
{
    return newgame::startingMourners(*newgame::rulesOfCards(cards, m_library), faction);
}

QVariantList GameController::startingMournerOptions(int faction, const QString &cards) const
{
    return newgame::startingMournerOptions(guildsOf(faction), startingMourners(faction, cards));
}

QVariantList GameController::guildsOf(int faction) const
{
    return newgame::guildsOf(m_game.isValid() ? m_game.state().rules() : *mc::standardRuleset(), faction);
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
    for (const mc::Action &a : m_guide->shownActions())
        if (a.type == mc::ActionType::Roll && a.v == face)
            return applyChoice(a.key());
    setError(tr("There is no die to roll now."));
    return false;
}

bool GameController::everyonePasses()
{
    if (!m_game.isValid() || m_game.setup().mode != mc::Mode::Table || m_game.state().decision() != mc::Decision::Turn) {
        setError(tr("Nobody can pass now. Nothing was changed."));
        return false;
    }
    // The passes in turn order, found on a copy of the game: each is the next player's own pass.
    mc::GameState s = m_game.state();
    std::vector<mc::Action> passes;
    for (int i = 0; i <= s.players && s.decision() == mc::Decision::Turn; ++i) {
        const std::vector<mc::Action> legal = s.legalActions();
        const auto pass = std::find_if(legal.cbegin(), legal.cend(), [](const mc::Action &a) { return a.type == mc::ActionType::Pass; });
        if (pass == legal.cend() || s.apply(*pass) != mc::ApplyError::None)
            break;
        passes.push_back(*pass);
    }
    if (s.decision() == mc::Decision::Turn || passes.empty()) {
        setError(tr("Nobody can pass now. Nothing was changed."));
        return false;
    }
    return applyAnswers(passes);
}

void GameController::dismissNotices()
{
    m_guide->dismissNotices();
    noteDismissed();
}

void GameController::dismissReveal()
{
    m_guide->dismissReveal();
    noteDismissed();
}


void GameController::dismissRoundSummary()
{
    if (m_guide->roundSummary().isEmpty())
        return;
    m_guide->setRoundSummary({});
    noteDismissed();
    if (m_game.isValid() && m_game.state().currentSeat() >= 0)
        m_bots->maybeStart(eventText().seatName(m_game.state().currentSeat()));
}

void GameController::clearStepEvents()
{
    m_guide->dismissNotices();
    m_guide->dismissReveal();
    m_guide->setRoundSummary({});
}

bool GameController::continueGame()
{
    if (m_autosave->continueFile().isEmpty()) {
        setError(tr("There is no unfinished game to continue."));
        return false;
    }
    const QString file = m_autosave->continueFile();
    mc::Game::LoadResult result = mc::Game::load(file);
    if (!result.ok()) {
        setError(tr("%1 could not be opened. %2 The file was left as it is.").arg(file, MournersProblems::sentences(result.problems)));
        return false;
    }
    m_bots->cancel();
    m_game = std::move(result.game);
    resumeDigital();
    startOver();
    rebuildHistory();
    clearStepEvents();
    showShownOnReopen();
    m_autosave->continueIn(file); // the same game goes on in the same file
    m_recordedDigest.clear();
    m_ending->clearNote();
    setError({});
    afterStep();
    return true;
}

void GameController::countPlayTime()
{
    if (!m_game.isValid())
        return;
    m_playTime.step(m_game.state().isTerminal());
    // Written only when it changed: a game continued and left at once is saved as it was.
    const double seconds = double(m_playTime.counted() / 1000);
    QJsonObject meta = m_game.meta();
    if (meta.value(u"playedSeconds"_s).toDouble(0) == seconds)
        return;
    meta.insert(u"playedSeconds"_s, seconds);
    m_game.setMeta(meta);
}

void GameController::afterStep()
{
    hint()->clear(); // another decision (or the same one again after undo and redo): asked anew
    if (m_game.isValid())
        m_seats->afterStep(m_game.state(), computerSeats());
    // An undo waiting for a hand-off still reopens the same person's decision, or waits no longer.
    if (m_seats->undoSeat() >= 0 && undoOwner() != m_seats->undoSeat())
        m_seats->askUndoHandOff(-1, {}, {});
    updateProperties();
    countPlayTime();
    m_opening = false;
    noteOnScreen();
    writeAutosave();
    m_ending->follow(m_game);
    if (m_game.isValid() && m_game.state().currentSeat() >= 0 && m_guide->roundSummary().isEmpty())
        m_bots->maybeStart(eventText().seatName(m_game.state().currentSeat()));
    else
        m_bots->cancel();
    emit stepped();
}

void GameController::writeAutosave()
{
    if (m_game.isValid())
        m_autosave->write(mournersAutosaveEntry(m_game), [game = m_game] { return game.toJson(); });
}

void GameController::updateProperties()
{
    if (!m_game.isValid()) {
        hint()->refresh(false);
        m_guide->clear();
        m_questions->clear();
        set(m_hasGame, false, &GameController::hasGameChanged);
        return;
    }
    // Hot-seat play renders from the view of the person who took the laptop, or from a view with
    // every seat's secrets hidden; never from the true state (hands, motives, bids).
    const mc::GameState &truth = m_game.state();
    const QStringList kinds = m_bots->seatKinds();
    const auto isComputer = computerSeats();
    const int privateSeat = m_seats->shownSeat(truth, kinds);
    const mc::GameState shown = m_seats->hotSeat() && !truth.isTerminal()
                                        ? (privateSeat >= 0 ? truth.viewFor(privateSeat) : mc_app::publicView(truth))
                                        : truth;
    set(m_mode, m_game.setup().mode == mc::Mode::Table ? u"table"_s : u"digital"_s, &GameController::modeChanged);
    set(m_canUndo, m_game.canUndo(), &GameController::canUndoChanged);
    set(m_canRedo, m_game.canRedo(), &GameController::canRedoChanged);
    set(m_gameOver, truth.isTerminal(), &GameController::gameOverChanged);
    m_table->refresh(m_game, shown);
    // A turn whose hand is on the seat's phone: the laptop lists the rest of the turn, never the hand.
    std::vector<mc::Action> publicTurn;
    const bool handOnPhone = m_seats->handOnPhone(truth);
    if (handOnPhone)
        for (const mc::Action &a : truth.legalActions())
            if (!phones::namesHand(truth, a))
                publicTurn.push_back(a);
    // The table's questions come before the guide's new decision and go after it: the screen turns to
    // their panel, or from it to the next decision's, in one step (it showed the plain list of the
    // question's decision in between, made for nobody).
    const bool questionsAsked = !m_questions->kind().isEmpty();
    if (!questionsAsked)
        m_questions->refresh(m_game);
    m_guide->refresh(m_game, shown, m_seats->choicesHidden(truth, kinds, isComputer), isComputer,
                     handOnPhone ? &publicTurn : nullptr);
    m_seats->refresh(m_game, kinds, isComputer);
    m_ending->refresh(m_game);
    if (questionsAsked)
        m_questions->refresh(m_game);
    // A hint only on the deciding person's own screen: their choices shown (after their hand-off in
    // hot-seat play), no computer deciding, no hand on a phone (it would name the phone's cards here).
    const int seat = truth.currentSeat();
    hint()->refresh(mc::adviceApplies(truth) && !isComputer(seat) && !m_seats->choicesHidden(truth, kinds, isComputer)
                    && !m_seats->handOnPhone(truth) && !m_seats->waitsForPhone(truth) && m_guide->legalActionCount() > 0
                    && m_questions->kind().isEmpty());
    // Last, so that a QML handler of hasGameChanged sees the rest already filled in.
    set(m_hasGame, true, &GameController::hasGameChanged);
}

bool GameController::recordResult()
{
    if (!m_game.isValid() || !m_game.state().isTerminal()) {
        setError(tr("The game is not over yet."));
        return false;
    }
    // The history itself knows the game (GameRecord::gameKey) and says when it is already there.
    m_recordedDigest = mc::stateDigest(m_game.state());
    m_ending->record(m_game);
    return true;
}

// --- digital play -----------------------------------------------------------------------------------

bool GameController::newDigitalGame(const QVariantMap &setup)
{
    newgame::Digital choices;
    QString error;
    if (!newgame::digitalChoices(setup, m_library, choices, error)) {
        setError(error);
        return false;
    }
    const QStringList names = setup.value(u"names"_s).toStringList();
    const int players = int(names.size());
    const int oldest = setup.value(u"oldest"_s, 0).toInt();
    if (const QString problem = newgame::seatsProblem(players, oldest, names); !problem.isEmpty()) {
        setError(problem);
        return false;
    }
    quint64 seed = setup.value(u"seed"_s).toULongLong();
    if (seed == 0)
        seed = std::exchange(m_nextDigitalSeed, 0);
    if (seed == 0)
        seed = QRandomGenerator::global()->generate64() | 1u;
    const QStringList seatNames = newgame::seatNames(names);
    mc::Game game = mc::Game::create(choices.rules, players, seed, mc::Mode::Digital, oldest, seatNames);
    QJsonObject meta = game.meta();
    meta.insert(u"seatKinds"_s, QJsonArray::fromStringList(choices.kinds));
    meta.insert(u"hotSeat"_s, true);
    meta.insert(u"ruleset"_s, choices.rulesetId);
    game.setMeta(meta);
    begin(std::move(game),
          [this, players, seatNames, oldest] {
              QStringList described;
              for (int p = 0; p < players; ++p)
                  described << (m_bots->isComputer(p) ? tr("%1 (computer)").arg(seatNames.at(p)) : seatNames.at(p));
              return GameLog::Entry{tr("A digital game for %1 players begins: %2. %3 is the oldest and holds the Alltaker.")
                                            .arg(players)
                                            .arg(described.join(u", "_s), seatNames.at(oldest)),
                                    u"R-SETUP-1"_s};
          },
          {}, true);
    return true;
}

void GameController::revealPrivate()
{
    if (m_game.isValid() && m_seats->reveal(m_game.state(), computerSeats()))
        updateProperties();
}

void GameController::hidePrivate()
{
    if (m_seats->hide())
        updateProperties();
}

void GameController::clearWhy()
{
    m_guide->clearWhy();
}

void GameController::whyFromRecord()
{
    // The panel keeps the last few dozen results: the last steps' events say them again, as they were
    // said when the steps were played (a game opened again, an undo, a correction of the past).
    m_guide->clearWhy();
    if (!m_game.isValid())
        return;
    const auto &steps = m_game.steps();
    constexpr std::size_t kSteps = 40;
    const auto &actions = m_game.actions();
    for (std::size_t k = steps.size() > kSteps ? steps.size() - kSteps : 0; k < steps.size(); ++k) {
        const mc::Game::Step &step = steps[k];
        if (step.isCorrection() || step.count == 0)
            continue;
        mc::GameState at = m_game.stateBefore(step.first);
        const mc::GameState before = at;
        mc::Events events;
        for (std::size_t i = step.first; i < step.first + step.count && i < actions.size(); ++i)
            (void)at.apply(actions[i], &events);
        m_guide->addWhy(m_game, before, events);
    }
}
