#include "gameending.h"

#include "cardtext.h"
#include "decisiontexts.h"
#include "gamecontrollertr.h"
#include "historystore.h"
#include "mournershistory.h"
#include "model/mourners/game.h"
#include "model/mourners/scoring.h"

using namespace Qt::StringLiterals;

namespace {

// One player's line of the final scores.
struct FinalRow {
    int place = 1;
    int seat = 0;
    QString name;
    int unity = 0, bone = 0, flesh = 0, spirit = 0, motive = 0;
    int score = 0;
    int etherea = 0, mourners = 0;
    QString tiebreak; // mc::tieBreakKey
    QString explanation;
    bool winner = false;
    QString motiveName, motiveText;
    bool motiveKnown = false;
};

const RowRoles<FinalRow> kFinalRoles{
        {"place", &FinalRow::place},           {"seat", &FinalRow::seat},
        {"name", &FinalRow::name},             {"unity", &FinalRow::unity},
        {"bone", &FinalRow::bone},             {"flesh", &FinalRow::flesh},
        {"spirit", &FinalRow::spirit},         {"motive", &FinalRow::motive},
        {"score", &FinalRow::score},           {"etherea", &FinalRow::etherea},
        {"mourners", &FinalRow::mourners},     {"tiebreak", &FinalRow::tiebreak},
        {"explanation", &FinalRow::explanation}, {"winner", &FinalRow::winner},
        {"motiveName", &FinalRow::motiveName}, {"motiveText", &FinalRow::motiveText},
        {"motiveKnown", &FinalRow::motiveKnown}};

// R-END-4/5: the engine scores and ranks; the explanation of a tie-break is told from its result.
QList<FinalRow> finalRows(const mc::Game &game)
{
    const mc::GameState &s = game.state();
    const EventText text = DecisionTexts::namesOf(game);
    std::vector<QString> names;
    for (int p = 0; p < s.players; ++p)
        names.push_back(text.seatName(p));
    const std::vector<mc::ScoreInput> in = mc::scoreInputs(s, names);
    const std::vector<mc::ScoreResult> ranking = mc::rank(in); // R-END-5
    QList<FinalRow> out;
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
            why = GameControllerTr::tr("Same score as %2: placed by Etherea left (%1 has %3). [R-END-5]")
                          .arg(p.name, rivals.join(u", "_s))
                          .arg(p.etherea);
            break;
        case mc::TieBreak::Mourners:
            why = GameControllerTr::tr("Same score and Etherea as %2: placed by Mourner cards in play (%1 has %3). [R-END-5]")
                          .arg(p.name, rivals.join(u", "_s))
                          .arg(p.mourners);
            break;
        case mc::TieBreak::Shared:
            why = GameControllerTr::tr("Same score, Etherea and Mourner cards as %1: the tie stands and the place is shared. [R-END-5]")
                          .arg(rivals.join(u", "_s));
            break;
        }
        // R-END-4: the motive revealed. A table may have kept it from the app: then it says so.
        const mc::PlayerState &pl = s.player[std::size_t(r.input)];
        const mc::Ruleset &R = s.rules();
        const bool known = pl.motive >= 0 && std::size_t(pl.motive) < R.motives.size();
        QString motiveName, motiveText;
        if (known) {
            const mc::MotiveCard &card = R.motives[std::size_t(pl.motive)];
            motiveName = card.name;
            motiveText = CardText::motive(R, card);
        } else {
            //: End screen, a table game: the app was not told which Ulterior Motive this player kept.
            motiveName = GameControllerTr::tr("not known to the app");
            motiveText = pl.declared >= 0
                                 //: %1 the faction the player declared for their motive (R-SETUP-4).
                                 ? GameControllerTr::tr("The table did not tell the app which %1 motive was kept: its "
                                                        "bonus is the one typed in.")
                                           .arg(CardText::faction(pl.declared))
                                 : GameControllerTr::tr("The table did not tell the app which motive was kept: its bonus "
                                                        "is the one typed in.");
        }
        out.append(FinalRow{.place = r.place,
                            .seat = r.input,
                            .name = p.name,
                            .unity = p.unity,
                            .bone = p.bone,
                            .flesh = p.flesh,
                            .spirit = p.spirit,
                            .motive = p.motive,
                            .score = r.score,
                            .etherea = p.etherea,
                            .mourners = p.mourners,
                            .tiebreak = QString::fromLatin1(mc::tieBreakKey(r.tiebreak)),
                            .explanation = why,
                            .winner = r.place == 1,
                            .motiveName = motiveName,
                            .motiveText = motiveText,
                            .motiveKnown = known});
    }
    return out;
}

} // namespace

GameEnding::GameEnding(QObject *parent)
    : QObject(parent),
      m_finalScores(new RowListModel(kFinalRoles, this))
{
}

void GameEnding::refresh(const mc::Game &game)
{
    const mc::GameState &s = game.state();
    QString endNote;
    QString endNoteShort;
    // R-END-2's extra turns are the Action phase's; its phases 5-8 after them are the game's last.
    const bool lastTurns = s.endingInActions && s.phase == mc::Phase::Actions;
    if (lastTurns)
        //: A short line in the phase guide (R-END-2), read in passing; the whole note is shown on hover.
        endNoteShort = GameControllerTr::tr("Last turns: one more each. [R-END-2]");
    else if (s.endingInActions && !s.isTerminal())
        //: A short line in the phase guide (R-END-2) once the last turns are over, read in passing.
        endNoteShort = GameControllerTr::tr("Last phases, then final scoring. [R-END-2]");
    else if (s.ending && !s.isTerminal())
        //: A short line in the phase guide (R-END-3), read in passing; the whole note is shown on hover.
        endNoteShort = GameControllerTr::tr("Final round, then final scoring. [R-END-3]");
    if (lastTurns)
        endNote = GameControllerTr::tr("The last Unity has left the supply during the Action phase: every player, the "
                                       "current one included, gets exactly one more turn; then phases 5–8 are played "
                                       "and the game ends. [R-END-2]");
    else if (s.endingInActions && !s.isTerminal())
        endNote = GameControllerTr::tr("The last Unity left the supply during the Action phase and the last turns are "
                                       "over: phases 5–8 of this round are played, then final scoring. [R-END-2]");
    else if (s.ending && !s.isTerminal())
        endNote = GameControllerTr::tr("The last Unity has left the supply: the rest of this round is played, then "
                                       "final scoring. [R-END-3]");
    if (endNote != m_endNote || endNoteShort != m_endNoteShort) {
        m_endNote = endNote;
        m_endNoteShort = endNoteShort;
        emit endNoteChanged();
    }
    m_finalScores->setTypedRows(kFinalRoles, s.isTerminal() ? finalRows(game) : QList<FinalRow>());
}

void GameEnding::setHistoryNote(const QString &note)
{
    if (note == m_historyNote)
        return;
    m_historyNote = note;
    emit historyNoteChanged();
}

void GameEnding::setStore(HistoryStore *store)
{
    m_store = store;
}

HistoryStore *GameEnding::store() const
{
    return m_store.data();
}

void GameEnding::clearNote()
{
    setHistoryNote({});
    m_wanted = false;
    m_recorded.forget();
}

void GameEnding::follow(const mc::Game &game)
{
    if (!game.isValid())
        return;
    if (!m_wanted && game.state().isTerminal()) {
        // A finished game opened again whose record the history holds: that record is this game's.
        HistoryStore *store = m_store;
        const QString key = MournersHistory::gameKeyOf(game, false), former = MournersHistory::gameKeyOf(game, true);
        if (const qint64 id = store ? store->idOfGameKey(key, {former}) : -1; id >= 0) {
            m_wanted = true;
            m_recorded.remember(id, key, former);
        }
    }
    if (!m_wanted)
        return;
    if (!game.state().isTerminal()) {
        if (!m_recorded.isRecorded())
            return;
        m_recorded.takeBack(m_store);
        setHistoryNote({});
        return;
    }
    if (!m_recorded.isRecorded())
        record(game); // it ended again: the record of this end
}

void GameEnding::record(const mc::Game &game)
{
    HistoryStore *store = m_store;
    if (!store || !store->available()) {
        //: %1 why the history cannot be used.
        setHistoryNote(GameControllerTr::tr("The game could not be added to the history: %1")
                               .arg(store ? store->errorText() : HistoryStore::noHistoryText()));
        return;
    }
    bool alreadyThere = false;
    bool updated = false;
    const qint64 id = MournersHistory::record(*store, game, -1, &alreadyThere, &updated);
    if (id >= 0) {
        m_wanted = true;
        m_recorded.remember(id, MournersHistory::gameKeyOf(game, false), MournersHistory::gameKeyOf(game, true));
    }
    // One finished game is one record: recorded again, it adds nothing, or updates its record when
    // its result changed since (a motive bonus, an entry changed from the log).
    setHistoryNote(alreadyThere ? GameControllerTr::tr("This game is already in the history.")
                   : updated    ? GameControllerTr::tr("The game's record in the history was updated with the changed scores.")
                   : id >= 0    ? GameControllerTr::tr("The game was added to the history.")
                                : GameControllerTr::tr("The game could not be added to the history."));
}
