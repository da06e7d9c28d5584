#include "tablequestions.h"

#include "decisiontexts.h"
#include "gamecontrollertr.h"
#include "model/mourners/progress.h"

#include <QVariantMap>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace {

constexpr int kNoCard = -2; // a deal's row without a card tapped yet
constexpr int kMaxQuestions = 24;

bool isAsked(mc::Decision d)
{
    return d == mc::Decision::DealWallows || d == mc::Decision::EndOfRound || d == mc::Decision::WallowsResult;
}

// The seat a question is about: a deal's receiver (R-WAL-1, in turn order from the first player), else
// the deciding seat.
int questionSeat(const mc::GameState &s)
{
    if (s.decision() == mc::Decision::DealWallows)
        return (s.firstPlayer + s.counter) % s.players;
    return s.currentSeat();
}

// The legal action of `s` that gives `answer` (see TableQuestions::rows), or false.
bool answerAction(const mc::GameState &s, int answer, mc::Action &out)
{
    for (const mc::Action &a : s.legalActions()) {
        const bool match = s.decision() == mc::Decision::DealWallows
                                   ? a.type == mc::ActionType::Draw && a.v == (answer == kNoCard ? mc::kUnknownCard : answer)
                                   : a.a == answer && !a.isAdjustment();
        if (match) {
            out = a;
            return true;
        }
    }
    return false;
}

// The answer a question starts with: Yes for a Wallows objective the app counts as met (R-WAL-1: reached
// this round, or reached now), else No.
int knownAnswer(const mc::GameState &s)
{
    if (s.decision() != mc::Decision::WallowsResult)
        return 0;
    mc::Action yes;
    return answerAction(s, 1, yes) && yes.v >= 0 && mc::wallowsCompleted(s, s.currentSeat(), yes.v) ? 1 : 0;
}

} // namespace

TableQuestions::TableQuestions(QObject *parent) : QObject(parent), m_cards(new ChoiceModel(this))
{
    m_cards->setApplier([this](quint64 payload) { return dealCard(payload); });
}

void TableQuestions::clear()
{
    m_game = nullptr;
    m_decision = mc::Decision::None;
    m_chosen.clear();
    m_actions.clear();
    m_cardActions.clear();
    m_cards->setRows({});
    const bool was = !m_kind.isEmpty() || !m_rows.isEmpty();
    m_kind.clear();
    m_title.clear();
    m_hint.clear();
    m_confirmText.clear();
    m_rows.clear();
    if (was)
        emit changed();
}

void TableQuestions::refresh(const mc::Game &game)
{
    if (!game.isValid() || game.setup().mode != mc::Mode::Table || !isAsked(game.state().decision())) {
        clear();
        return;
    }
    const mc::Decision d = game.state().decision();
    if (m_game != &game || d != m_decision || m_basis != game.actions().size())
        m_chosen.clear(); // other questions: every answer starts at its default
    m_game = &game;
    m_state = game.state();
    m_decision = d;
    m_basis = game.actions().size();
    rebuild();
}

void TableQuestions::rebuild()
{
    const DecisionTexts texts(*m_game);
    const EventText &names = texts.names();
    const bool deal = m_decision == mc::Decision::DealWallows;
    mc::GameState s = m_state;
    QVariantList rows;
    std::vector<mc::Action> actions;
    std::vector<mc::Action> cardActions;
    QList<ChoiceRow> cardRows;
    bool cardsShown = false;
    // Clean-up's two kinds of questions come on one screen: the end-of-round abilities, then the Wallows
    // objectives (R-CLEAN-1, R-WAL-1), with one confirmation.
    const auto asked = [this](mc::Decision d) {
        return d == m_decision || (m_decision == mc::Decision::EndOfRound && d == mc::Decision::WallowsResult);
    };
    bool objectives = false;
    for (std::size_t i = 0; i < std::size_t(kMaxQuestions) && !s.isTerminal(); ++i) {
        // What the app applies by itself between two answers (a decision with one safe choice) comes
        // in the same order when the answers are applied.
        mc::Action automatic;
        for (int guard = 0; i > 0 && guard < 50 && !asked(s.decision()) && m_automatic && m_automatic(s, automatic); ++guard)
            if (s.apply(automatic) != mc::ApplyError::None)
                break;
        // Another decision comes first (a penalty's choice, say): the questions after it are asked then.
        if (!asked(s.decision()))
            break;
        if (m_chosen.size() <= i)
            m_chosen.push_back(deal ? kNoCard : knownAnswer(s));
        mc::Action yes;
        mc::Action no;
        mc::Action chosen;
        if (!answerAction(s, m_chosen[i], chosen)) {
            m_chosen[i] = deal ? kNoCard : 0; // a card dealt already to an earlier row
            if (!answerAction(s, m_chosen[i], chosen))
                break;
        }
        const int seat = questionSeat(s);
        // Every row has every key: a panel kept made (PhaseGuide) may read a row of one kind of question
        // while it turns to the next kind.
        QVariantMap row{{u"seat"_s, seat},           {u"name"_s, names.seatName(seat)}, {u"answer"_s, m_chosen[i]},
                        {u"answerText"_s, QString()}, {u"cardText"_s, QString()},         {u"subject"_s, QString()},
                        {u"yesText"_s, QString()},    {u"noText"_s, QString()},           {u"detail"_s, QString()}};
        if (deal) {
            row.insert(u"answerText"_s, m_chosen[i] >= 0 ? texts.action(s, chosen) : QString());
            // The Wallows card dealt face up (R-WAL-1): what it does.
            row.insert(u"cardText"_s, m_chosen[i] >= 0 && chosen.v >= 0 ? names.cardText(2, chosen.v) : QString());
            if (m_chosen[i] == kNoCard && !cardsShown) {
                // The cards the first row without one may get: the engine's legal deals there.
                cardsShown = true;
                for (const mc::Action &a : s.legalActions())
                    if (a.type == mc::ActionType::Draw && a.v >= 0)
                        cardActions.push_back(a);
                cardRows = texts.choiceRows(s, cardActions);
            }
        } else {
            (void)answerAction(s, 1, yes);
            (void)answerAction(s, 0, no);
            if (s.decision() == mc::Decision::WallowsResult) {
                objectives = true;
                QString card = yes.v >= 0 ? names.cardName(2, yes.v)
                                          //: A Wallows card the table did not name when it was dealt.
                                          : GameControllerTr::tr("unknown Wallows card");
                if (m_decision != mc::Decision::WallowsResult)
                    card = yes.v >= 0 ? //: Clean-up at a table: a Wallows objective among the end-of-round abilities; %1 the card.
                                   GameControllerTr::tr("Wallows: %1").arg(card)
                                   //: Clean-up at a table: the objective of a Wallows card the table did not name.
                                   : GameControllerTr::tr("Wallows objective");
                row.insert(u"subject"_s, card);
                row.insert(u"cardText"_s, names.cardText(2, yes.v));
            } else {
                const auto &ms = s.player[std::size_t(seat)].mourners;
                const mc::MournerInPlay m = std::size_t(s.pickRound) < ms.size() ? ms[std::size_t(s.pickRound)] : mc::MournerInPlay{};
                row.insert(u"subject"_s, m.card >= 0 ? names.mournerName(m.card)
                                                     //: R-CLEAN-1: a Mourner card the table did not name; %1 its guild.
                                                     : GameControllerTr::tr("unnamed Mourner (%1)").arg(names.guildName(m.guild)));
                row.insert(u"cardText"_s, names.cardText(1, m.card));
            }
            row.insert(u"yesText"_s, texts.action(s, yes));
            row.insert(u"noText"_s, texts.action(s, no));
            row.insert(u"detail"_s, texts.detail(s, yes));
        }
        rows.append(row);
        actions.push_back(chosen);
        if (s.apply(chosen) != mc::ApplyError::None)
            break;
    }
    m_chosen.resize(std::max<std::size_t>(m_chosen.size(), actions.size()));
    m_actions = std::move(actions);
    m_cardActions = std::move(cardActions);
    for (ChoiceRow &r : cardRows)
        r.group = u"card"_s;
    m_cards->setRows(cardRows);

    switch (m_decision) {
    case mc::Decision::DealWallows:
        m_kind = u"deal-wallows"_s;
        //: R-WAL-1 at a table: every player is dealt a Wallows card face up; the app asks for all of them at once.
        m_title = GameControllerTr::tr("Which Wallows card did each player get?");
        //: R-WAL-1 at a table. The players are listed in the order they are dealt.
        m_hint = GameControllerTr::tr("Tap each player's card in this order. A player without one gets an unknown card: "
                                    "enter its reward or penalty with Adjust… at clean-up. [R-WAL-1]");
        m_confirmText = std::any_of(m_chosen.cbegin(), m_chosen.cend(), [](int c) { return c >= 0; })
                                //: Deals the Wallows cards tapped so far; the players without one get an unknown card.
                                ? GameControllerTr::tr("Deal: the rest unknown")
                                //: No Wallows card was named: every player gets an unknown card.
                                : GameControllerTr::tr("All unknown");
        break;
    case mc::Decision::EndOfRound:
        m_kind = u"end-of-round"_s;
        //: R-CLEAN-1 at a table: the app asks about every Mourner that may have an end-of-round ability at once.
        m_title = GameControllerTr::tr("Clean-up: which end-of-round abilities apply?");
        m_hint = GameControllerTr::tr("Tap Yes where a Mourner's end-of-round ability applies this round, then Confirm. "
                                    "Enter the effect of a card the app does not know with Adjust…. [R-CLEAN-1]");
        if (objectives) {
            //: R-CLEAN-1 and R-WAL-1 at a table: the end-of-round abilities and the Wallows objectives on one screen.
            m_title = GameControllerTr::tr("Clean-up: end-of-round abilities and Wallows objectives");
            m_hint = GameControllerTr::tr("Tap Yes for each ability that applies and each objective met (Yes is set where "
                                        "the app counts it as met), then Confirm. Effects the app does not know: "
                                        "Adjust…. [R-CLEAN-1, R-WAL-1]");
        }
        m_confirmText = GameControllerTr::tr("Confirm");
        break;
    default:
        m_kind = u"wallows-result"_s;
        //: R-WAL-1 at clean-up: the app asks about every player's Wallows card at once.
        m_title = GameControllerTr::tr("Clean-up: who completed their Wallows card?");
        m_hint = GameControllerTr::tr("Yes is already set where the app counts the objective as met. Tap Yes for each "
                                    "other objective met this round, then Confirm: the app applies the rewards and "
                                    "penalties it knows. [R-WAL-1]");
        m_confirmText = GameControllerTr::tr("Confirm");
        break;
    }
    m_rows = rows;
    emit changed();
}

void TableQuestions::setAnswer(int row, int value)
{
    if (row < 0 || row >= int(m_actions.size()) || m_chosen[std::size_t(row)] == value)
        return;
    m_chosen[std::size_t(row)] = value;
    rebuild();
}

bool TableQuestions::dealCard(quint64 payload)
{
    const auto it = std::find_if(m_cardActions.cbegin(), m_cardActions.cend(), [payload](const mc::Action &a) { return a.key() == payload; });
    if (it == m_cardActions.cend() || m_decision != mc::Decision::DealWallows)
        return false;
    const int card = it->v;
    for (std::size_t i = 0; i < m_actions.size(); ++i) {
        if (m_chosen[i] != kNoCard)
            continue;
        m_chosen[i] = card;
        rebuild();
        // Every player has their card: the deal is made, as one step.
        if (std::none_of(m_chosen.cbegin(), m_chosen.cbegin() + std::ptrdiff_t(m_actions.size()), [](int c) { return c == kNoCard; }))
            return confirm();
        return true;
    }
    return false;
}

bool TableQuestions::confirm()
{
    if (m_actions.empty() || !m_applier)
        return false;
    const std::vector<mc::Action> answers = m_actions; // applying refreshes this object
    return m_applier(answers);
}
