#include "ripsession.h"
#include "botrunner.h"
#include "seatkinds.h"
#include "problemtext.h"

#include "historystore.h"
#include "ripseatport.h"
#include "model/core/atomicfile.h"
#include "model/core/names.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QStandardPaths>
#include <QThread>
#include <QUrl>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

// The kinds of a seat in digital play (app/core/seatkinds.h; "human" of older saves reads as "person").
const QStringList kKinds{shelf::seatkind::kPerson, u"random"_s, u"rules"_s, u"search"_s};

// The words of a Rest in Peace save's fields (the shared ones from ProblemText::saveField).
ProblemText::Words saveWords()
{
    ProblemText::Words w;
    w.field = [](const QString &path) {
        const QString k0 = path.section(u'.', 0, 0).section(u'[', 0, 0);
        if (k0 == u"learning"_s)
            return RipSession::tr("The learning game");
        if (k0 == u"level"_s)
            return RipSession::tr("The highest level of psychic cards");
        if (k0 == u"starter"_s)
            return RipSession::tr("Who starts round 1");
        if (k0 == u"rules"_s)
            return RipSession::tr("The rules edition");
        if (k0 == u"app"_s)
            //: A save's part that only the app reads: who plays each seat and the time played.
            return RipSession::tr("The app's notes on the game");
        if (k0 == u"events"_s)
            return RipSession::tr("The events listed with the save");
        return ProblemText::saveField(path);
    };
    return w;
}

// The app's part of a save (Game::fromJson checks its shape): each seat's kind of player, one of
// kKinds in digital play and "table" at a table; none at all in a save the command line wrote.
std::optional<mc::Problem> kindsProblem(const QByteArray &data, rip::Mode mode)
{
    const QJsonArray kinds = QJsonDocument::fromJson(data).object().value(u"app"_s).toObject().value(u"kinds"_s).toArray();
    for (qsizetype p = 0; p < kinds.size(); ++p) {
        const QString k = shelf::seatkind::normalized(kinds.at(p).toString());
        if (mode == rip::Mode::Table ? k != shelf::seatkind::kTable : !kKinds.contains(k))
            return mc::Problem{u"app.kinds[%1]"_s.arg(p), mc::ProblemCode::UnknownWord, mc::printable(k, 40)};
    }
    return std::nullopt;
}
// A choice row's payload with this bit is a ghost card and the end of the turn after it (an action's
// key uses the low 56 bits).
constexpr quint64 kThenEnd = quint64(1) << 60;

const char *actionKind(rip::ActionType t)
{
    switch (t) {
    case rip::ActionType::Chance: return "chance";
    case rip::ActionType::Ghost: return "ghost";
    case rip::ActionType::Psychic: return "psychic";
    case rip::ActionType::Random: return "random";
    case rip::ActionType::End: return "end";
    case rip::ActionType::Transfer: return "keep";
    case rip::ActionType::Place: return "place";
    case rip::ActionType::Reveal: return "reveal";
    }
    return "choice";
}

// The part of the panel that lists a choice.
QString groupOf(rip::ActionType t)
{
    switch (t) {
    case rip::ActionType::Ghost:
    case rip::ActionType::Random: return u"ghost"_s;
    case rip::ActionType::Psychic: return u"psychic"_s;
    case rip::ActionType::End: return u"end"_s;
    case rip::ActionType::Chance: return u"chance"_s;
    default: return u"other"_s;
    }
}

// What happened to each round, read from the events of the whole record (the state keeps no history).
struct Outcome {
    int winner = -1;
    int loser = -1;
    enum How { Open, Withdrew, LostAtOnce, Tie, Totals, Cancelled } how = Open;
    int manors = 0;
    int castles = 0;
    int total0 = 0;
    int total1 = 0;
};

std::array<Outcome, rip::kRounds> outcomes(const rip::Game &g)
{
    std::array<Outcome, rip::kRounds> out{};
    rip::GameState s = g.initialState();
    int round = 0;
    rip::Events ev;
    for (const rip::Action &a : g.actions()) {
        ev.clear();
        s.applyUnchecked(a, &ev);
        for (const rip::Event &e : ev) {
            using E = rip::EventType;
            Outcome *o = round >= 1 && round <= rip::kRounds ? &out[std::size_t(round - 1)] : nullptr;
            switch (e.type) {
            case E::RoundStarted: round = e.v; break;
            case E::Withdrew:
                if (o) {
                    o->loser = e.seat;
                    o->how = Outcome::Withdrew;
                }
                break;
            case E::LostAtOnce:
                if (o) {
                    o->loser = e.seat;
                    o->how = Outcome::LostAtOnce;
                }
                break;
            case E::RoundTied:
                if (e.v >= 1 && e.v <= rip::kRounds)
                    out[std::size_t(e.v - 1)].how = Outcome::Tie;
                break;
            case E::RoundTenTotals: {
                Outcome &t = out[rip::kRounds - 1];
                t.total0 = e.v;
                t.total1 = e.w;
                if (t.how == Outcome::Open)
                    t.how = Outcome::Totals;
                break;
            }
            case E::MansionTaken:
                if (e.v >= 1 && e.v <= rip::kRounds) {
                    Outcome &t = out[std::size_t(e.v - 1)];
                    t.winner = e.seat;
                    t.manors = e.a;
                    t.castles = e.b;
                }
                break;
            case E::GameOver:
                if (rip::GameEnd(e.a) == rip::GameEnd::Tokens || rip::GameEnd(e.a) == rip::GameEnd::Draw)
                    out[rip::kRounds - 1].how = Outcome::Cancelled;
                break;
            default: break;
            }
        }
    }
    return out;
}

// The identity of a game in the history: where it started (the seed and the setup) and who sat where,
// not what was played, so that the game ended again after an undo is the same game.
QString gameKey(const rip::Game &game)
{
    const rip::Setup &s = game.setup();
    const QStringList parts{QString::fromLatin1(rip::kGameId), QString::number(s.seed),
                            s.mode == rip::Mode::Table ? u"table"_s : u"digital"_s, QString::number(int(s.learning)),
                            QString::number(s.maxLevel), QString::number(s.starter), QString::number(s.rules),
                            game.names().join(u'\x1f')};
    return QString::fromLatin1(
            QCryptographicHash::hash(parts.join(u'\x1e').toUtf8(), QCryptographicHash::Sha256).toHex().left(32));
}

} // namespace

RipSession::RipSession(QObject *parent)
    : QObject(parent)
    , m_choices(new ChoiceModel(this))
    , m_log(new GameLog(this))
    , m_mansions(new RipMansionModel(this))
    , m_seats(new RipSeatModel(this))
    , m_bot(new BotRunner(this))
    , m_autosave(new Autosave(autosaveFormat(), this))
{
    connect(m_bot, &BotRunner::thinkingChanged, this, &RipSession::botThinkingChanged);
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
}

RipSession *RipSession::create(QQmlEngine *, QJSEngine *)
{
    return new RipSession(nullptr);
}

HistoryStore *RipSession::store() const
{
    return m_store ? m_store.data() : HistoryStore::instance();
}

bool RipSession::isHuman(int seat) const
{
    if (!digital())
        return true;
    return seat >= 0 && seat < m_kinds.size() && m_kinds.at(seat) == shelf::seatkind::kPerson;
}

int RipSession::humanCount() const
{
    int n = 0;
    for (int p = 0; p < rip::kSeats; ++p)
        n += isHuman(p) ? 1 : 0;
    return n;
}

bool RipSession::phoneDecides(const rip::GameState &s) const
{
    return phones::isRipPhoneDecision(s) && onPhone(s.currentSeat()) && isHuman(s.currentSeat());
}

void RipSession::setPhoneSeats(unsigned mask)
{
    for (int p = 0; p < rip::kSeats; ++p)
        if (!isHuman(p))
            mask &= ~(1u << p);
    if (mask == m_phoneSeats)
        return;
    m_phoneSeats = mask;
    // The laptop goes through a hand-off again before it shows a seat's cards.
    m_viewer = m_pendingSeat = -1;
    if (m_game.isValid())
        afterStep();
}

bool RipSession::applyPhoneAction(const rip::Action &action, QString &error)
{
    if (!m_game.isValid() || m_game.state().isTerminal()) {
        error = u"there is no game to play"_s;
        return false;
    }
    const rip::GameState &s = m_game.state();
    if (action.seat != s.currentSeat() || !phoneDecides(s)) {
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

bool RipSession::personDecides(const rip::GameState &s) const
{
    if (s.isTerminal())
        return false;
    if (s.isChance())
        return !digital() && !automatic(s);
    return isHuman(s.currentSeat());
}

bool RipSession::automatic(const rip::GameState &s) const
{
    if (s.isTerminal() || !s.isChance())
        return false;
    if (s.setup.mode == rip::Mode::Digital)
        return true;
    // At a table nobody tells the app the cards drawn; an outcome that is certain needs no question.
    if (s.decision() == rip::Decision::Draw)
        return true;
    std::vector<rip::ChanceOutcome> out;
    s.chanceOutcomes(out);
    return out.size() == 1;
}

int RipSession::runAutomatic(rip::Events *events)
{
    int n = 0;
    while (automatic(m_game.state())) {
        const rip::GameState &s = m_game.state();
        rip::Action a = s.sampleChance();
        if (s.setup.mode == rip::Mode::Table) {
            std::vector<rip::ChanceOutcome> out;
            s.chanceOutcomes(out);
            a = out.front().action; // -1 ("not told") sorts first when it is there
            for (const auto &o : out)
                if (o.action.v < 0)
                    a = o.action;
        }
        if (m_game.apply(a, events, rip::Game::Part::FollowUp) != rip::ApplyError::None)
            break;
        ++n;
    }
    return n;
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
        if (mode == u"digital"_s && !kKinds.contains(k)) {
            setMessage(tr("Unknown kind of player: %1.").arg(k));
            return false;
        }
        seatKinds << k;
    }
    cancelBot();
    rip::Setup setup;
    setup.seed = m_nextSeed ? m_nextSeed : (QRandomGenerator::global()->generate64() | 1u);
    setup.mode = mode == u"table"_s ? rip::Mode::Table : rip::Mode::Digital;
    setup.learning = learning;
    setup.starter = std::int8_t(starter == 1 ? 1 : 0);
    m_game = rip::Game::create(setup, seats);
    m_kinds = seatKinds;
    (void)runAutomatic(nullptr); // the deal: the game's opening, not undoable
    m_viewer = -1;
    m_pendingSeat = -1;
    m_recordedKey.clear();
    m_recordedSave.clear();
    m_historyId = -1;
    m_clock.start();
    m_playedMs = 0;
    // Each game in a file of its own: an unfinished game is never replaced by a new one.
    m_autosave->startFresh();
    rebuildLog();
    m_phoneSeats = 0; // the phones of the last game are closed with it
    emit gameStarted();
    emit activeChanged();
    setMessage({});
    afterStep();
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
    const QByteArray data = f.readAll();
    rip::Game::LoadResult r = rip::Game::fromJson(data);
    if (r.ok())
        if (auto why = kindsProblem(data, r.game.setup().mode))
            r.problems = {*why};
    if (!r.ok()) {
        //: %1 the file, %2 the reasons, one sentence each.
        setMessage(tr("%1 could not be read. %2 The file was left as it is.")
                       .arg(path, ProblemText::sentences(r.problems, saveWords()).join(u' ')));
        return false;
    }
    cancelBot();
    m_game = std::move(r.game);
    const QJsonArray kinds = QJsonDocument::fromJson(data).object().value(u"app"_s).toObject().value(u"kinds"_s).toArray();
    m_kinds.clear();
    for (int p = 0; p < rip::kSeats; ++p) {
        // Checked by kindsProblem(); a command line's save has none.
        QString k = shelf::seatkind::normalized(kinds.at(p).toString());
        if (m_game.setup().mode == rip::Mode::Table)
            k = shelf::seatkind::kTable;
        else if (k.isEmpty())
            k = shelf::seatkind::kPerson;
        m_kinds << k;
    }
    if (continued)
        m_autosave->continueIn(path); // the same game goes on in the same file
    else
        m_autosave->startFresh();
    rebuildSteps();
    (void)runAutomatic(nullptr); // follows the last step (or the opening)
    m_viewer = -1;
    m_pendingSeat = -1;
    m_recordedKey.clear();
    m_recordedSave.clear();
    m_historyId = -1;
    // The time played before (kept in the save), counted on from now.
    m_playedMs = qint64(QJsonDocument::fromJson(data).object().value(u"app"_s).toObject().value(u"playedSeconds"_s).toDouble(0))
                 * 1000;
    if (m_playedMs < 0 || m_playedMs > qint64(1e12))
        m_playedMs = 0;
    m_clock.start();
    rebuildLog();
    m_phoneSeats = 0; // the phones of the last game are closed with it
    emit gameStarted();
    emit activeChanged();
    setMessage({});
    afterStep();
    return true;
}

void RipSession::close()
{
    cancelBot();
    if (!m_game.isValid())
        return;
    m_game = rip::Game{};
    m_viewer = m_pendingSeat = m_phoneSeat = -1;
    m_phoneSeats = 0;
    m_log->reset();
    refresh();
    emit gameStarted();
    emit activeChanged();
    m_lastCanUndo = m_lastCanRedo = false;
    emit undoChanged();
    m_autosave->scan();
}

void RipSession::rebuildSteps()
{
    const auto &actions = m_game.actions();
    rip::GameState s = m_game.initialState();
    std::size_t i = 0;
    while (i < actions.size() && automatic(s))
        s.applyUnchecked(actions[i++]);
    const std::size_t opening = i;
    std::vector<rip::Game::Step> steps;
    while (i < actions.size()) {
        rip::Game::Step step;
        step.count = 1;
        s.applyUnchecked(actions[i++]);
        while (i < actions.size() && automatic(s)) {
            s.applyUnchecked(actions[i++]);
            ++step.count;
        }
        steps.push_back(step);
    }
    (void)m_game.regroup(opening, steps);
}

QList<GameLog::Entry> RipSession::entries(const rip::Events &events) const
{
    const RipText t = text();
    QList<GameLog::Entry> out;
    for (const rip::Event &e : events) {
        const QString line = t.sentence(e);
        if (!line.isEmpty())
            out.append(GameLog::Entry{line, QString::fromLatin1(e.rule)});
    }
    return out;
}

void RipSession::rebuildLog()
{
    if (!m_game.isValid()) {
        m_log->reset();
        return;
    }
    const auto &actions = m_game.actions();
    rip::GameState s = m_game.initialState();
    rip::Events ev;
    //: The first line of a game's log: %1 and %2 the players.
    QList<GameLog::Entry> opening{{tr("%1 against %2.").arg(m_game.names().value(0), m_game.names().value(1)), u"RIP-SETUP-3"_s}};
    std::size_t i = 0;
    for (; i < m_game.openingActions() && i < actions.size(); ++i)
        s.applyUnchecked(actions[i], &ev);
    opening += entries(ev);
    QList<QList<GameLog::Entry>> steps;
    for (const rip::Game::Step &step : m_game.steps()) {
        ev.clear();
        for (std::size_t k = 0; k < step.count && i < actions.size(); ++k, ++i)
            s.applyUnchecked(actions[i], &ev);
        steps.append(entries(ev));
    }
    m_log->reset(opening, steps);
}

bool RipSession::canUndo() const
{
    if (!m_game.canUndo())
        return false;
    return !digital() || humanCount() > 0;
}

bool RipSession::applyPayload(quint64 payload)
{
    const bool thenEnd = (payload & kThenEnd) != 0;
    payload &= ~kThenEnd;
    for (const rip::Action &a : m_game.state().legalActions())
        if (a.key() == payload)
            return applyAction(a, thenEnd && a.type == rip::ActionType::Ghost);
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
    if (m_pendingSeat >= 0) {
        setMessage(tr("%1 takes the laptop first.").arg(m_handOff));
        return false;
    }
    if (!personDecides(s)) {
        setMessage(s.isTerminal() ? tr("The game is over.") : tr("It is not a person's decision now."));
        return false;
    }
    if (phoneDecides(s)) {
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
    (void)runAutomatic(&ev);
    m_log->appendStep(entries(ev));
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
        while (m_game.canUndo() && !personDecides(m_game.state()))
            popStep();
    m_pendingSeat = -1;
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
        m_log->appendStep(entries(ev));
    };
    pushStep();
    if (digital())
        while (m_game.canRedo() && !personDecides(m_game.state()))
            pushStep();
    setMessage({});
    afterStep();
    return true;
}

void RipSession::confirmHandOff()
{
    if (m_pendingSeat < 0)
        return;
    m_viewer = m_pendingSeat;
    m_pendingSeat = -1;
    refresh();
}

void RipSession::afterStep()
{
    // Who looks at the screen now (hot-seat privacy).
    const rip::GameState &s = m_game.state();
    const int decider = s.isTerminal() || s.isChance() ? -1 : s.currentSeat();
    m_phoneSeat = m_game.isValid() && phoneDecides(s) ? decider : -1;
    if (!m_game.isValid()) {
        m_viewer = m_pendingSeat = -1;
    } else if (m_phoneSeat >= 0 || (m_viewer >= 0 && onPhone(m_viewer))) {
        // The phone shows that seat its cards; the laptop shows the shared table and waits.
        m_viewer = m_pendingSeat = -1;
        if (digital() && humanCount() == 1 && !onPhone(isHuman(0) ? 0 : 1))
            m_viewer = isHuman(0) ? 0 : 1;
    } else if (digital()) {
        const int humans = humanCount();
        if (humans == 1) {
            m_viewer = onPhone(isHuman(0) ? 0 : 1) ? -1 : isHuman(0) ? 0 : 1;
            m_pendingSeat = -1;
        } else if (humans == 2) {
            if (decider >= 0 && decider != m_viewer && !onPhone(decider)) {
                m_pendingSeat = decider;
                m_viewer = -1;
            } else if (s.isTerminal()) {
                m_viewer = -1;
                m_pendingSeat = -1;
            }
        } else {
            m_viewer = m_pendingSeat = -1;
        }
    } else {
        // At a table nothing secret is entered: a ghost card laid face down on round 10 is "not told"
        // (D-RIP-APP-TABLE), so nobody needs to take the laptop first.
        m_viewer = m_pendingSeat = -1;
    }
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
    QString handOff = m_pendingSeat >= 0 ? t.seat(m_pendingSeat) : QString();
    if (handOff != m_handOff || m_phoneSeat != m_shownPhoneSeat) {
        m_handOff = handOff;
        m_shownPhoneSeat = m_phoneSeat;
        emit handOffChanged();
    }
    if (!m_game.isValid()) {
        m_choices->setRows({});
        m_mansions->setRows({});
        m_seats->setRows({});
        return;
    }
    const rip::GameState v = view();
    refreshChoices(v);
    refreshModels(v);

    const rip::GameState &s = m_game.state();
    QString prompt;
    if (m_phoneSeat >= 0)
        //: Phones at the table: %1 a player who decides on their phone.
        prompt = tr("Waiting for %1's phone").arg(t.seat(m_phoneSeat));
    else if (m_pendingSeat >= 0)
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
    QVariantMap result{{u"over"_s, s.isTerminal()}};
    if (s.isTerminal()) {
        result[u"winner"_s] = int(s.gameWinner);
        result[u"text"_s] = t.endText(s);
        result[u"how"_s] = QString::fromLatin1(RipText::endReasonKey(s.endReason));
        result[u"winnerName"_s] = s.gameWinner >= 0 ? t.seat(s.gameWinner) : QString();
    }
    if (result != m_result) {
        m_result = result;
        emit resultChanged();
    }
}

void RipSession::refreshChoices(const rip::GameState &v)
{
    const rip::GameState &s = m_game.state();
    QList<ChoiceRow> rows;
    if (m_pendingSeat < 0 && !m_bot->thinking() && personDecides(s) && !phoneDecides(s)) {
        const RipText t = text();
        for (const rip::Action &a : s.legalActions()) {
            ChoiceRow r;
            r.kind = QString::fromLatin1(actionKind(a.type));
            r.seat = a.seat;
            r.group = groupOf(a.type);
            // Labels from what the screen may show (the deciding seat's own view, or the table's).
            r.label = t.actionLabel(s.isChance() ? s : v, a);
            r.value = a.v;
            if (a.type == rip::ActionType::Psychic || a.type == rip::ActionType::Reveal
                || (a.type == rip::ActionType::Chance && s.decision() == rip::Decision::LineCard)) {
                r.extra = {{u"card"_s, int(a.v)}};
                r.detail = a.type == rip::ActionType::Psychic && s.worthless(s.round)
                                   ? RipText::worthlessDetail(s, a.v) // D-RIP-29: what it counts, as the total does
                                   : RipText::psychicEffect(a.v);
            }
            if (a.type == rip::ActionType::Place && a.a == 1) {
                r.extra = {{u"card"_s, int(a.v)}};
                r.detail = RipText::psychicEffect(a.v);
            }
            // A table's line of psychic cards: its own grid of the cards, all in view.
            if (a.type == rip::ActionType::Chance && s.decision() == rip::Decision::LineCard)
                r.group = u"line"_s;
            r.payload = a.key();
            rows.append(r);
        }
        // The common turn in one tap, a ghost card and the end of the turn: offered for a turn's first
        // card when the turn may end after it with a total above the opponent's (RIP-TURN-2).
        if (s.decision() == rip::Decision::Turn && s.cardsThisTurn == 0) {
            for (const rip::Action &a : s.legalActions()) {
                if (a.type != rip::ActionType::Ghost)
                    continue;
                rip::GameState after = s;
                if (after.apply(a) != rip::ApplyError::None || after.isChance() || after.currentSeat() != a.seat)
                    continue;
                const rip::Action end{rip::ActionType::End, a.seat};
                const std::vector<rip::Action> next = after.legalActions();
                if (std::find(next.begin(), next.end(), end) == next.end()
                    || after.total(after.round, a.seat) <= after.total(after.round, 1 - a.seat))
                    continue;
                ChoiceRow r;
                r.kind = u"ghost-end"_s;
                r.seat = a.seat;
                r.group = u"ghostEnd"_s;
                //: A button: play a ghost card of value %1 and end the turn, in one tap.
                r.label = tr("%1 + end").arg(a.v);
                r.value = a.v;
                r.payload = a.key() | kThenEnd;
                rows.append(r);
            }
        }
    }
    m_choices->setRows(rows);
}

void RipSession::refreshModels(const rip::GameState &v)
{
    const RipText t = text();
    const auto done = outcomes(m_game);
    const auto shownRounds = ripDecidedRounds(m_game);
    const bool playing = v.phase == rip::Phase::Turn || v.phase == rip::Phase::RoundEnd || v.phase == rip::Phase::Final;
    QList<RipMansionRow> mansions;
    for (int r = 1; r <= rip::kRounds; ++r) {
        RipMansionRow row;
        row.round = r;
        row.card = r <= rip::kLineCards ? v.line[std::size_t(r - 1)] : rip::kSpecialCard;
        if (row.card > 0) {
            row.cardName = RipText::psychicName(row.card);
            row.cardEffect = RipText::psychicEffect(row.card);
        }
        const Outcome &o = done[std::size_t(r - 1)];
        row.manors = v.slotManors[std::size_t(r - 1)];
        row.castles = v.slotCastles[std::size_t(r - 1)];
        if (o.winner >= 0) {
            row.winner = o.winner;
            row.manors = o.manors;
            row.castles = o.castles;
        }
        const QString w = t.seat(o.winner), l = t.seat(o.loser);
        switch (o.how) {
        case Outcome::Open: break;
        //: How a mansion was won: %1 the winner, %2 the player who withdrew.
        case Outcome::Withdrew: row.outcome = tr("%1: %2 withdrew").arg(w, l); break;
        case Outcome::LostAtOnce: row.outcome = tr("%1: %2 played dead").arg(w, l); break;
        case Outcome::Tie: row.outcome = tr("A tie: the token moved on"); break;
        //: A round's result: %1 its winner, %2 the higher total, %3 the lower, e.g. "Ada: 12 to 7".
        case Outcome::Totals: row.outcome = tr("%1: %2 to %3").arg(w).arg(std::max(o.total0, o.total1)).arg(std::min(o.total0, o.total1)); break;
        case Outcome::Cancelled: row.outcome = tr("Tied %1 to %2: cancelled").arg(o.total0).arg(o.total1); break;
        }
        row.current = playing && v.round == r;
        const RipDecidedRound &decided = shownRounds[std::size_t(r - 1)];
        for (int p = 0; p < rip::kSeats; ++p) {
            if (decided.decided) { // as it stood when decided, whatever later cards took away from it
                (p == 0 ? row.cards0 : row.cards1) = decided.cards[std::size_t(p)].join(u", "_s);
                (p == 0 ? row.total0 : row.total1) = decided.totals[std::size_t(p)];
                continue;
            }
            QStringList cards;
            const rip::Side &side = v.side(r, p);
            for (int i = 0; i < side.size(); ++i)
                cards << RipText::cardText(side[i]);
            (p == 0 ? row.cards0 : row.cards1) = cards.join(u", "_s);
            if (r <= v.round || side.size() > 0)
                (p == 0 ? row.total0 : row.total1) = v.total(r, p);
        }
        mansions.append(row);
    }
    m_mansions->setRows(mansions);

    const int decider = v.isTerminal() || v.isChance() ? -1 : v.currentSeat();
    QList<RipSeatRow> seats;
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = v.player[std::size_t(p)];
        RipSeatRow row;
        row.seat = p;
        row.name = t.seat(p);
        row.kind = m_kinds.value(p);
        row.manors = pl.manors;
        row.castles = pl.castles;
        row.deck = pl.deck;
        row.handCount = pl.handSize();
        row.handVisible = digital() && m_viewer >= 0
                          && (p == m_viewer || v.seesOpponentHand(m_viewer)); // psychic 3
        if (row.handVisible)
            for (int value = 1; value <= 6; ++value)
                for (int k = 0; k < pl.hand[std::size_t(value)]; ++k)
                    row.hand.append(value);
        for (int card = 1; card <= rip::kPsychicCards; ++card)
            if (pl.holds(card))
                row.psychic.append(QVariantMap{{u"card"_s, card},
                                               {u"name"_s, RipText::psychicName(card)},
                                               {u"effect"_s, RipText::psychicEffect(card)}});
        row.total = v.round >= 1 ? v.total(v.round, p) : 0;
        row.turn = decider == p;
        row.tripped = pl.tripped;
        const rip::Side &ten = v.side(rip::kRounds, p);
        for (int i = 0; i < ten.size(); ++i)
            row.faceDown += ten[i].has(rip::Card::FaceDown) ? 1 : 0;
        seats.append(row);
    }
    m_seats->setRows(seats);

    // The round at a glance: both totals, the effects that make them, who must beat what.
    QVariantMap board;
    board[u"round"_s] = int(v.round);
    board[u"seat"_s] = m_viewer;
    board[u"names"_s] = QStringList{t.seat(0), t.seat(1)};
    QVariantList totals;
    for (int p = 0; p < rip::kSeats; ++p)
        totals.append(v.round >= 1 ? v.total(v.round, p) : 0);
    board[u"totals"_s] = totals;
    QStringList effects;
    // While the round is played; once it is decided its effects are over (the lay-face-down step).
    if (v.round >= 1 && (v.phase == rip::Phase::Turn || v.phase == rip::Phase::Final)) {
        const bool worthless = v.worthless(v.round);
        for (int p = 0; p < rip::kSeats; ++p) {
            const rip::Side &side = v.side(v.round, p);
            for (int i = 0; i < side.size(); ++i) {
                const rip::Card &c = side[i];
                if (c.isGhost() || c.has(rip::Card::FaceDown))
                    continue;
                QString what;
                if (c.has(rip::Card::NoEffect) || (worthless && c.psychic != rip::psy::Worthless))
                    what = RipText::worthlessEffect(v, c.psychic); // played before or after 29 (RIP-TURN-3)
                else if (c.has(rip::Card::Transferred))
                    what = tr("carried over: its value only");
                else if (c.has(rip::Card::Moved))
                    what = tr("−2 on round 10");
                else {
                    what = RipText::psychicEffect(c.psychic);
                    const rip::Param param = rip::kPsychic[std::size_t(c.psychic)].param;
                    if (param == rip::Param::Value && c.a > 0)
                        what += u' ' + tr("Value named: %1.").arg(c.a);
                    else if (param == rip::Param::TwoValues && c.a > 0)
                        what += u' ' + tr("Values named: %1 and %2.").arg(c.a).arg(c.b);
                    else if (c.psychic == rip::psy::DoubleVision || c.psychic == rip::psy::YetToCome)
                        what += u' ' + tr("Worth %1 here.").arg(c.psychic == rip::psy::DoubleVision ? c.a : c.b);
                }
                //: %1 the player, %2 the psychic card, %3 what it does.
                effects << tr("%1's %2: %3").arg(t.seat(p), RipText::psychicName(c.psychic), what);
            }
        }
    }
    board[u"effects"_s] = effects;
    QString mustBeat;
    if (v.phase == rip::Phase::Turn && decider >= 0) {
        const int mine = v.total(v.round, decider), theirs = v.total(v.round, 1 - decider);
        mustBeat = mine > theirs
                           //: %1 player, %2 their total, %3 the opponent's.
                           ? tr("%1 is ahead, %2 to %3: ending the turn passes it on.").arg(t.seat(decider)).arg(mine).arg(theirs)
                           : tr("%1 must get above %3 (now %2) before ending the turn, or withdraws.")
                                     .arg(t.seat(decider))
                                     .arg(mine)
                                     .arg(theirs);
    }
    board[u"mustBeat"_s] = mustBeat;
    QStringList banned;
    for (int value = 1; value <= 6; ++value)
        if (v.bannedValues() >> value & 1)
            banned << QString::number(value);
    board[u"banned"_s] = banned.isEmpty() ? QString() : tr("Nobody may play: %1").arg(banned.join(u", "_s));
    board[u"turn"_s] = decider;
    if (board != m_board) {
        m_board = board;
        emit boardChanged();
    }
}

// --- autosave --------------------------------------------------------------------------------------

namespace {

AutosaveEntry ripAutosaveEntry(const rip::Game &game)
{
    AutosaveEntry e;
    e.readable = true;
    e.finished = game.state().isTerminal();
    e.table = game.setup().mode == rip::Mode::Table;
    e.players = game.names();
    e.round = std::max<int>(1, game.state().round);
    return e;
}

} // namespace

AutosaveFormat RipSession::autosaveFormat()
{
    AutosaveFormat f;
    f.gameId = QString::fromLatin1(rip::kGameId);
    f.stem = u"restinpeace-autosave"_s;
    f.read = [](const QString &path) {
        const rip::Game::LoadResult r = rip::Game::load(path);
        if (r.ok())
            return ripAutosaveEntry(r.game);
        AutosaveEntry e;
        e.problems = r.problems;
        return e;
    };
    f.shownPlayers = [](const QStringList &names) {
        //: The players of an unfinished game of Rest in Peace: %1 and %2 their names.
        return tr("%1 against %2").arg(names.value(0), names.value(1));
    };
    f.phaseName = [](int) { return QString(); };
    f.summary = [](const AutosaveEntry &e) {
        //: The Continue tile: %1 and %2 the players, %3 the round.
        return tr("%1 against %2 · round %3").arg(e.players.value(0), e.players.value(1)).arg(e.round);
    };
    f.problemText = [](const mc::Problems &problems) {
        return ProblemText::sentences(problems, saveWords()).join(u' ');
    };
    f.newestUnreadable = [](const QString &file, const QString &problem) {
        //: %1 the file, %2 the reasons, one sentence each.
        return tr("The last autosaved game of Rest in Peace (%1) could not be read. %2 The file was "
                  "left as it is.")
                .arg(file, problem);
    };
    return f;
}

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

void RipSession::autosave()
{
    if (!m_game.isValid())
        return;
    // The steps of a running game sealed: the file shows nobody the cards drawn or laid face down
    // (docs/save-format.md); at the end they are written openly.
    QJsonObject o = QJsonDocument::fromJson(m_game.toJson(rip::Game::Steps::Sealed)).object();
    // The time played so far: a game continued after a restart keeps its duration for the history.
    if (m_clock.isValid() && !m_game.state().isTerminal()) {
        // A long pause between two steps (the laptop left open) counts as half an hour at most.
        m_playedMs += std::min<qint64>(m_clock.restart(), 30 * 60 * 1000);
    }
    o[u"app"_s] = QJsonObject{{u"kinds"_s, QJsonArray::fromStringList(m_kinds)},
                              {u"playedSeconds"_s, double(m_playedMs / 1000)}};
    const QByteArray data = QJsonDocument(o).toJson(QJsonDocument::Indented);
    m_autosave->write(ripAutosaveEntry(m_game), [&data](const QString &path) {
        QString why;
        return mc::writeFileAtomically(path, data, &why) ? QString() : why;
    });
}

// --- history ---------------------------------------------------------------------------------------

void RipSession::recordHistory()
{
    const rip::GameState &s = m_game.state();
    if (!s.isTerminal()) {
        // The end was undone: the game is not over, so its record leaves the history; the game's next
        // end writes the record of that one.
        if (m_historyId >= 0 && store())
            store()->takeBackFinished(m_recordedKey, {m_recordedSave});
        m_historyId = -1;
        m_recordedKey.clear();
        m_recordedSave.clear();
        return;
    }
    // Older versions named a game by its whole save, so each end after an undo was another game.
    const QString former =
            QString::fromLatin1(QCryptographicHash::hash(m_game.toJson(), QCryptographicHash::Sha256).toHex().left(32));
    if (m_historyId >= 0 && former == m_recordedSave)
        return; // this end is recorded
    const QString key = gameKey(m_game);
    GameRecord g;
    g.game = QString::fromLatin1(rip::kGameId);
    g.source = digital() ? u"digital"_s : u"table"_s;
    g.ruleset = m_game.setup().learning ? u"learning"_s : u"standard"_s;
    g.gameKey = key;
    g.playedAt = QDateTime::currentDateTimeUtc();
    g.rounds = s.round;
    g.durationSeconds = (m_playedMs + (m_clock.isValid() ? std::min<qint64>(m_clock.elapsed(), 30 * 60 * 1000) : 0)) / 1000;
    for (int p = 0; p < rip::kSeats; ++p) {
        const rip::PlayerState &pl = s.player[std::size_t(p)];
        PlayerRecord r;
        r.name = m_game.names().value(p);
        r.score = pl.manors + pl.castles;
        r.place = s.gameWinner < 0 || s.gameWinner == p ? 1 : 2;
        r.details = QJsonObject{{u"manors"_s, int(pl.manors)}, {u"castles"_s, int(pl.castles)}};
        g.players.push_back(r);
    }
    const auto done = outcomes(m_game);
    QJsonArray rounds;
    for (int r = 0; r < rip::kRounds; ++r)
        rounds.append(QJsonObject{{u"round"_s, r + 1},
                                  {u"winner"_s, done[std::size_t(r)].winner},
                                  {u"manors"_s, done[std::size_t(r)].manors},
                                  {u"castles"_s, done[std::size_t(r)].castles}});
    g.details = QJsonObject{{u"end"_s, QString::fromLatin1(RipText::endReasonKey(s.endReason))},
                            {u"winnerSeat"_s, int(s.gameWinner)},
                            {u"mansions"_s, rounds}};
    QString error;
    HistoryStore *h = store();
    const qint64 id = h ? h->recordFinished(g, {former}, nullptr, &error) : -1;
    if (id < 0) {
        setMessage(tr("The game could not be added to the history: %1").arg(error));
        return;
    }
    m_historyId = id;
    m_recordedKey = key;
    m_recordedSave = former;
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
    if (s.isTerminal() || s.isChance() || isHuman(seat)) {
        cancelBot();
        return;
    }
    if (m_bot->thinking())
        return;
    rip::BotConfig config;
    (void)rip::botKindFromKey(m_kinds.value(seat).toLatin1().constData(), config.kind);
    if (config.kind == rip::BotKind::Search) {
        config.iterations = 2000;
        config.timeLimitMs = 1500; // an answer within about 1.5 s
    }
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

void RipSession::setMessage(const QString &m)
{
    if (m == m_message)
        return;
    m_message = m;
    emit messageChanged();
}
