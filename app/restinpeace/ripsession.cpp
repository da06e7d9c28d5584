#include "ripsession.h"
#include "botrunner.h"
#include "ripchoices.h"
#include "riphint.h"
#include "ripsteps.h"
#include "ripview.h"
#include "seatkinds.h"
#include "problemtext.h"

#include "model/core/names.h"
#include "model/restinpeace/bots.h"

#include <QFile>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QThread>
#include <QUrl>

using namespace Qt::StringLiterals;

RipSession::RipSession(QObject *parent)
    : QObject(parent)
    , m_choices(new ChoiceModel(this))
    , m_log(new GameLog(this))
    , m_mansions(new RipMansionModel(this))
    , m_seats(new RipSeatModel(this))
    , m_bot(new BotRunner(this))
    , m_hintRunner(new BotRunner(this))
    , m_autosave(new Autosave(ripsave::autosaveFormat(), this))
{
    m_computer = new RipComputer({[this] { return botThinking(); }, [this] { return hintAvailable(); },
                                  [this] { return hintThinking(); }, [this] { return m_hint; }},
                                 this);
    connect(m_bot, &BotRunner::thinkingChanged, this, &RipSession::botThinkingChanged);
    connect(m_hintRunner, &BotRunner::thinkingChanged, this, &RipSession::hintChanged);
    connect(this, &RipSession::botThinkingChanged, m_computer, &RipComputer::changed);
    connect(this, &RipSession::hintChanged, m_computer, &RipComputer::changed);
    m_choices->setApplier([this](quint64 payload) { return applyPayload(payload); });
    m_result = {{u"over"_s, false}};
    connect(m_autosave, &Autosave::changed, this, [this] {
        // An autosave that cannot be read (the newest of the folder) or written is told here too.
        if (const QString problem = m_autosave->problem(); !problem.isEmpty() && problem != m_autosaveProblem)
            setMessage(problem);
        m_autosaveProblem = m_autosave->problem();
    });
    m_autosave->setDirectory(Autosave::defaultDirectory());
}

RipSession::~RipSession()
{
    m_bot->cancel();
    m_hintRunner->cancel();
}

void RipSession::setPhoneSeats(unsigned mask)
{
    if (m_players.setPhoneSeats(mask) && m_game.isValid())
        afterStep();
}

bool RipSession::applyPhoneAction(const rip::Action &action, QString &error)
{
    if (!m_game.isValid() || m_game.state().isTerminal()) {
        error = u"there is no game to play"_s;
        return false;
    }
    const rip::GameState &s = m_game.state();
    if (action.seat != s.currentSeat() || !m_players.phoneDecides(s)) {
        error = u"this seat does not decide on its phone now"_s;
        return false;
    }
    if (!step(action)) {
        error = m_message;
        setMessage({});
        return false;
    }
    return true;
}

QString RipSession::nameMessage(const QString &name, int seat) const
{
    if (name.trimmed().isEmpty())
        return {}; // the form asks for a name when the game starts, not while one is typed
    const auto why = mc::nameProblem(name, {});
    //: %1 the player's number (1 or 2), %2 what is wrong with the name.
    return why ? tr("Name of player %1: %2.").arg(seat + 1).arg(ProblemText::message(*why)) : QString();
}

bool RipSession::newGame(const QString &mode, const QStringList &names, const QStringList &kinds, int starter,
                         bool learning)
{
    if (mode != u"table"_s && mode != u"digital"_s) {
        setMessage(tr("Choose a table game or a digital game."));
        return false;
    }
    QStringList seats;
    for (int p = 0; p < rip::kSeats; ++p) {
        // The one check of a name (model/core/names.h) before any space is tidied away: a tab or a line
        // break typed or pasted into the field is refused, not quietly kept.
        if (names.value(p).trimmed().isEmpty()) {
            setMessage(tr("Give both players a name."));
            return false;
        }
        if (const QString why = nameMessage(names.value(p), p); !why.isEmpty()) {
            setMessage(why);
            return false;
        }
        seats << names.value(p).simplified();
    }
    if (seats.at(0).compare(seats.at(1), Qt::CaseInsensitive) == 0) {
        setMessage(tr("Give the two players different names."));
        return false;
    }
    QStringList seatKinds;
    for (int p = 0; p < rip::kSeats; ++p) {
        const QString k = mode == u"table"_s ? shelf::seatkind::kTable
                                             : shelf::seatkind::normalized(kinds.value(p, shelf::seatkind::kPerson));
        if (mode == u"digital"_s && !ripsave::digitalKinds().contains(k)) {
            setMessage(tr("Unknown kind of player: %1.").arg(k));
            return false;
        }
        seatKinds << k;
    }
    rip::Setup setup;
    setup.seed = m_nextSeed ? m_nextSeed : (QRandomGenerator::global()->generate64() | 1u);
    setup.mode = mode == u"table"_s ? rip::Mode::Table : rip::Mode::Digital;
    setup.learning = learning;
    setup.starter = std::int8_t(starter == 1 ? 1 : 0);
    // Each game in a file of its own: an unfinished game is never replaced by a new one.
    m_autosave->startFresh();
    m_phoneLinks = {}; // a new game: new links
    open(rip::Game::create(setup, seats), seatKinds, 0);
    return true;
}

bool RipSession::continueGame()
{
    const QString file = m_autosave->continueFile();
    if (file.isEmpty()) {
        setMessage(tr("There is no unfinished game of Rest in Peace to continue."));
        return false;
    }
    return loadFrom(file, true);
}

bool RipSession::openFile(const QString &pathOrUrl)
{
    const QString path = pathOrUrl.startsWith(u"file:"_s) ? QUrl(pathOrUrl).toLocalFile() : pathOrUrl;
    // A file opened by hand is never written to: the game goes on in a new autosave of its own.
    return loadFrom(path, false);
}

bool RipSession::loadFrom(const QString &path, bool continued)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        setMessage(tr("%1 could not be opened: %2").arg(path, f.errorString()));
        return false;
    }
    ripsave::Loaded loaded = ripsave::read(f.readAll());
    if (!loaded.ok()) {
        //: %1 the file, %2 the reasons, one sentence each.
        setMessage(tr("%1 could not be read. %2 The file was left as it is.")
                       .arg(path, ProblemText::sentences(loaded.problems, ripsave::words()).join(u' ')));
        return false;
    }
    if (continued)
        m_autosave->continueIn(path); // the same game goes on in the same file
    else
        m_autosave->startFresh();
    ripsteps::regroup(loaded.game);
    m_phoneLinks = readPhoneLinks(path);
    // The time played before (kept in the save), counted on from now.
    open(std::move(loaded.game), loaded.kinds, loaded.playedMs);
    return true;
}

void RipSession::open(rip::Game game, QStringList kinds, qint64 playedMs)
{
    cancelBot();
    m_game = std::move(game);
    // A new game's deal (its opening, not undoable), or what follows a loaded game's last step.
    (void)ripsteps::runAutomatic(m_game, nullptr);
    m_players.start(std::move(kinds)); // the phones of the last game are closed with it
    m_history.reset();
    m_playTime.start(playedMs);
    ripsteps::rebuildLog(*m_log, m_game);
    m_opening = true;
    emit gameStarted();
    m_opening = false;
    emit activeChanged();
    setMessage({});
    afterStep();
}

void RipSession::close()
{
    cancelBot();
    clearHint();
    if (!m_game.isValid())
        return;
    m_game = rip::Game{};
    m_phoneLinks = {};
    m_players.close();
    m_log->reset();
    refresh();
    emit gameStarted();
    emit activeChanged();
    m_lastCanUndo = m_lastCanRedo = false;
    emit undoChanged();
    m_autosave->scan();
}

bool RipSession::canUndo() const
{
    if (!m_game.canUndo())
        return false;
    return !digital() || m_players.personCount() > 0;
}

bool RipSession::applyPayload(quint64 payload)
{
    if (const auto chosen = ripchoices::chosen(m_game.state(), payload))
        return applyAction(chosen->action, chosen->thenEnd);
    setMessage(tr("That choice is no longer open."));
    return false;
}

bool RipSession::applyAction(const rip::Action &action, bool thenEnd)
{
    if (!m_game.isValid()) {
        setMessage(tr("Start a game first."));
        return false;
    }
    const rip::GameState &s = m_game.state();
    if (m_players.pendingSeat() >= 0) {
        setMessage(tr("%1 takes the laptop first.").arg(m_handOff));
        return false;
    }
    if (!m_players.personDecides(s)) {
        setMessage(s.isTerminal() ? tr("The game is over.") : tr("It is not a person's decision now."));
        return false;
    }
    if (m_players.phoneDecides(s)) {
        //: %1 a player who decides on their phone (the laptop can take the seat back in Phones).
        setMessage(tr("%1 decides on their phone.").arg(text().seat(s.currentSeat())));
        return false;
    }
    return step(action, thenEnd);
}

bool RipSession::step(const rip::Action &action, bool thenEnd)
{
    rip::Events ev;
    const rip::Game unchanged = m_game;
    const rip::ApplyError e = m_game.apply(action, &ev);
    if (e != rip::ApplyError::None) {
        setMessage(e == rip::ApplyError::GameOver ? tr("The game is over; nothing was changed.")
                   : e == rip::ApplyError::WrongSeat ? tr("It is not that player's decision; nothing was changed.")
                                                      : tr("That is not allowed now; nothing was changed."));
        return false;
    }
    if (thenEnd) {
        // Ending the turn belongs to the step that played the card.
        if (m_game.apply(rip::Action{rip::ActionType::End, action.seat}, &ev, rip::Game::Part::FollowUp)
            != rip::ApplyError::None) {
            m_game = unchanged;
            setMessage(tr("That is not allowed now; nothing was changed."));
            return false;
        }
    }
    (void)ripsteps::runAutomatic(m_game, &ev);
    m_log->appendStep(ripsteps::entries(text(), ev));
    setMessage({});
    afterStep();
    return true;
}

bool RipSession::undo()
{
    if (!canUndo())
        return false;
    cancelBot();
    auto popStep = [this] {
        m_game.undo();
        m_log->removeLastStep();
    };
    popStep();
    // Digital play: the computer's moves since go too, back to a person's decision.
    if (digital())
        while (m_game.canUndo() && !m_players.personDecides(m_game.state()))
            popStep();
    setMessage({});
    afterStep();
    return true;
}

bool RipSession::redo()
{
    if (!m_game.canRedo())
        return false;
    cancelBot();
    auto pushStep = [this] {
        rip::Events ev;
        m_game.redo(&ev);
        m_log->appendStep(ripsteps::entries(text(), ev));
    };
    pushStep();
    if (digital())
        while (m_game.canRedo() && !m_players.personDecides(m_game.state()))
            pushStep();
    setMessage({});
    afterStep();
    return true;
}

void RipSession::confirmHandOff()
{
    if (m_players.confirmHandOff())
        refresh();
}

void RipSession::afterStep()
{
    clearHint(); // the decision changed (a step, undo, redo, another game)
    m_players.follow();
    refresh();
    autosave();
    recordHistory();
    maybeStartBot();
    emit stepped();
    if (canUndo() != m_lastCanUndo || canRedo() != m_lastCanRedo) {
        m_lastCanUndo = canUndo();
        m_lastCanRedo = canRedo();
        emit undoChanged();
    }
}

void RipSession::refresh()
{
    const RipText t = text();
    const int pending = m_players.pendingSeat(), phoneSeat = m_players.phoneSeat();
    const QString handOff = pending >= 0 ? t.seat(pending) : QString();
    if (handOff != m_handOff || phoneSeat != m_shownPhoneSeat) {
        m_handOff = handOff;
        m_shownPhoneSeat = phoneSeat;
        emit handOffChanged();
    }
    if (!m_game.isValid()) {
        m_choices->setRows({});
        m_mansions->setRows({});
        m_seats->setRows({});
        return;
    }
    const rip::GameState &s = m_game.state();
    const rip::GameState v = view();
    // Choices only for a person at the laptop who holds it now; none while a computer player thinks.
    const bool choosing =
            pending < 0 && !m_bot->thinking() && m_players.personDecides(s) && !m_players.phoneDecides(s);
    QList<ChoiceRow> rows = choosing ? ripchoices::rows(s, v, t) : QList<ChoiceRow>{};
    if (!m_hint.isEmpty()) {
        // The hinted choice stands out among the choices (its own button, not "a card + end").
        for (ChoiceRow &r : rows)
            if (r.payload == m_hintAction.key())
                r.extra.insert(u"hint"_s, true);
    }
    m_choices->setRows(rows);
    m_mansions->setRows(ripview::mansions(m_game, v, t));
    m_seats->setRows(ripview::seats(v, t, m_players.kinds(), digital(), viewer()));
    if (const QVariantMap board = ripview::board(v, t, viewer()); board != m_board) {
        m_board = board;
        emit boardChanged();
    }
    QString prompt;
    if (phoneSeat >= 0)
        //: Phones at the table: %1 a player who decides on their phone.
        prompt = tr("Waiting for %1's phone").arg(t.seat(phoneSeat));
    else if (pending >= 0)
        prompt = tr("Pass the laptop to %1.").arg(m_handOff);
    else if (m_bot->thinking())
        //: %1 a computer player's name.
        prompt = tr("%1 (computer) is thinking…").arg(t.seat(s.currentSeat()));
    else
        prompt = t.prompt(s);
    if (prompt != m_prompt) {
        m_prompt = prompt;
        emit promptChanged();
    }
    if (hintAvailable() != m_hintShownAvailable) {
        m_hintShownAvailable = hintAvailable();
        emit hintChanged();
    }
    const QVariantMap result = ripview::result(s, t);
    if (result != m_result) {
        m_result = result;
        emit resultChanged();
    }
}

// --- autosave --------------------------------------------------------------------------------------

void RipSession::setAutosaveDirectory(const QString &dir)
{
    m_autosave->setDirectory(dir);
}

void RipSession::waitForAutosaveScan()
{
    m_autosave->waitForScan();
}

QString RipSession::autosavePath() const
{
    return m_autosave->path();
}

QString RipSession::continueSummary() const
{
    // The running game is on screen: Continue offers it only once it is closed.
    if (active() && m_autosave->continueFile() == m_autosave->path())
        return {};
    return m_autosave->continueSummary();
}

QJsonObject RipSession::readPhoneLinks(const QString &path)
{
    QFile f(path + u".phones"_s);
    if (!f.open(QIODevice::ReadOnly) || f.size() > 64 * 1024)
        return {};
    return QJsonDocument::fromJson(f.readAll()).object(); // checked where it is used (SeatPhones)
}

void RipSession::setPhoneLinks(const QJsonObject &links)
{
    if (!m_game.isValid() || links == m_phoneLinks)
        return;
    m_phoneLinks = links;
    if (!m_opening)
        autosave();
}

void RipSession::autosave()
{
    if (!m_game.isValid())
        return;
    m_playTime.step(m_game.state().isTerminal());
    // The phones' links beside the game's file (the engine's save holds only its own keys).
    QHash<QString, QByteArray> beside;
    if (!m_phoneLinks.isEmpty())
        beside.insert(u".phones"_s, QJsonDocument(m_phoneLinks).toJson(QJsonDocument::Compact));
    m_autosave->write(ripsave::autosaveEntry(m_game),
                      [game = m_game, kinds = m_players.kinds(), ms = m_playTime.counted()] {
                          return ripsave::write(game, kinds, ms);
                      },
                      beside);
}

// --- history ---------------------------------------------------------------------------------------

void RipSession::recordHistory()
{
    if (const QString problem = m_history.follow(m_game, m_playTime.counted()); !problem.isEmpty())
        setMessage(problem);
}

namespace rip {
QString historySummary(const QVariantMap &detail); // ripmodule.cpp
}

QString RipSession::historySummary(const QVariantMap &detail) const
{
    return rip::historySummary(detail);
}

// --- computer players ------------------------------------------------------------------------------

bool RipSession::botThinking() const
{
    return m_bot->thinking();
}

void RipSession::cancelBot()
{
    m_bot->cancel();
}

void RipSession::maybeStartBot()
{
    if (!digital()) {
        cancelBot();
        return;
    }
    const rip::GameState &s = m_game.state();
    const int seat = s.currentSeat();
    if (s.isTerminal() || s.isChance() || m_players.isPerson(seat)) {
        cancelBot();
        return;
    }
    if (m_bot->thinking())
        return;
    rip::BotConfig config;
    (void)rip::botKindFromKey(m_players.kinds().value(seat).toLatin1().constData(), config.kind);
    if (config.kind == rip::BotKind::Search) {
        config.iterations = 2000;
        config.timeLimitMs = 1500; // an answer within about 1.5 s
    }
    if (config.kind == rip::BotKind::Strong)
        config.strongTimeLimitMs = 900; // an answer within a second

    // Only the seat's own view goes to the computer player, never the true state.
    const rip::GameState view = s.viewFor(seat);
    if (m_botObserver)
        m_botObserver(view);
    const std::size_t count = m_game.actions().size();
    const std::uint64_t seed = m_game.setup().seed * 0x9E3779B97F4A7C15ull + count;
    const int delay = m_botDelayMs;
    m_bot->start(
            [view, config, seed, delay] {
                if (delay > 0)
                    QThread::msleep(ulong(delay));
                return rip::chooseAction(view, config, seed);
            },
            // Undo, a new game or a reload since it started: the answer is for another position.
            [this, count] { return m_game.actions().size() == count; },
            [this](const rip::Action &action) {
                if (!step(action))
                    setMessage(tr("The computer player chose a move that is not allowed."));
            });
    refresh(); // the prompt says who thinks; no choices meanwhile
}

// --- "What would the computer do?" ----------------------------------------------------------------

bool RipSession::hintAvailable() const
{
    if (m_game.state().isTerminal() || m_game.state().isChance() || m_bot->thinking())
        return false;
    const rip::GameState &s = m_game.state();
    // A table: everybody looks at the one screen, which shows what the app was told; the hint searches
    // from the deciding seat's view (its cards the app was not told are guessed, as the opponent's are).
    if (!digital())
        return s.currentSeat() >= 0 && s.currentSeat() < rip::kSeats && !m_players.phoneDecides(s);
    // Only on the deciding person's own screen: after their hand-off, never on a phone's seat.
    return m_players.personDecides(s) && !m_players.phoneDecides(s) && m_players.pendingSeat() < 0
           && m_players.viewer() == s.currentSeat();
}

bool RipSession::hintThinking() const
{
    return m_hintRunner->thinking();
}

void RipSession::clearHint()
{
    m_hintRunner->cancel();
    if (m_hint.isEmpty())
        return;
    m_hint.clear();
    m_hintAction = {};
    emit hintChanged();
}

void RipSession::setHint(const QString &text, const rip::Action &action)
{
    m_hint = text;
    m_hintAction = action;
    refresh();
    emit hintChanged();
}

void RipSession::askHint()
{
    if (!hintAvailable() || hintThinking() || !m_hint.isEmpty())
        return;
    const rip::GameState &s = m_game.state();
    rip::BotConfig config = riphint::config();
    if (m_hintSimulations > 0)
        config.strongIterations = m_hintSimulations;
    if (m_hintTimeLimitMs >= 0)
        config.strongTimeLimitMs = m_hintTimeLimitMs;
    const RipText t = text();
    // The deciding seat's view: what its owner may see, nothing more.
    const rip::GameState view = s.viewFor(s.currentSeat());
    if (view.legalActions().size() == 1) {
        // Nothing to weigh: said at once, without searching.
        const rip::Advice advice = riphint::advise(s, config, 0);
        setHint(riphint::sentence(view, advice, t), advice.action);
        return;
    }
    const std::size_t count = m_game.actions().size();
    const std::uint64_t seed = (m_game.setup().seed * 0x9E3779B97F4A7C15ull + count) ^ 0x68696e74ull;
    const int delay = m_hintDelayMs;
    m_hintRunner->start(
            [view, config, seed, delay] {
                if (delay > 0)
                    QThread::msleep(ulong(delay));
                return rip::advise(view, config, seed);
            },
            // Another step, undo, a new game since it was asked (afterStep() also cancels it).
            [this, count] { return m_game.actions().size() == count && hintAvailable(); },
            [this, view, t](const rip::Advice &advice) { setHint(riphint::sentence(view, advice, t), advice.action); });
    emit hintChanged();
}

bool RipSession::applyHint()
{
    if (m_hint.isEmpty() || !hintAvailable())
        return false;
    return applyAction(m_hintAction);
}

void RipSession::setMessage(const QString &m)
{
    if (m == m_message)
        return;
    m_message = m;
    emit messageChanged();
}
