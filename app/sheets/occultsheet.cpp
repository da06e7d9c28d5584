#include "occultsheet.h"

#include "model/core/names.h"

#include "language.h"

#include <QDateTime>
#include <QJsonArray>
#include <QStandardPaths>
#include <QTime>

#include <algorithm>

using namespace Qt::StringLiterals;

// --- OccultPlayerModel ---------------------------------------------------------------------------

OccultPlayerModel::OccultPlayerModel(OccultSheet *sheet) : QAbstractListModel(sheet), m_sheet(sheet) {}

int OccultPlayerModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

QVariant OccultPlayerModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    return m_rows[std::size_t(index.row())].values.value(role);
}

QHash<int, QByteArray> OccultPlayerModel::roleNames() const
{
    return {{SeatRole, "seat"},
            {NameRole, "name"},
            {ShownNameRole, "shownName"},
            {LevelsRole, "levels"},
            {CompletedRole, "completed"},
            {PropheciesRole, "prophecies"},
            {ProphecyCountRole, "prophecyCount"},
            {MasteryLevelRole, "masteryLevel"},
            {CompletedCountRole, "completedCount"},
            {ProphecyPointsRole, "prophecyPoints"},
            {InPlayRole, "inPlay"},
            {InPlayCountRole, "inPlayCount"},
            {InPlayPointsRole, "inPlayPoints"},
            {EffectsRole, "effects"},
            {ScoreRole, "score"},
            {PlaceRole, "place"},
            {SharedRole, "shared"}};
}

OccultPlayerModel::Row OccultPlayerModel::rowOf(int seat) const
{
    const occ::PlayerInput &p = m_sheet->input(seat);
    QVariantList levels, completed, prophecies, inPlay;
    for (int m = 0; m < occ::kMasteryCount; ++m) {
        levels << p.levels[std::size_t(m)];
        completed << p.completed[std::size_t(m)];
    }
    for (int points : p.prophecies)
        prophecies << points;
    for (int points : p.inPlay)
        inPlay << points;
    Row r;
    auto set = [&](Role role, const QVariant &v) { r.values.insert(role, v); };
    set(SeatRole, seat);
    set(NameRole, p.name);
    set(ShownNameRole, m_sheet->shownName(seat));
    set(LevelsRole, levels);
    set(CompletedRole, completed);
    set(PropheciesRole, prophecies);
    set(ProphecyCountRole, int(p.prophecies.size()));
    set(InPlayRole, inPlay);
    set(InPlayCountRole, int(p.inPlay.size()));
    set(EffectsRole, p.effects);
    const occ::Standing *s = m_sheet->standing(seat);
    set(MasteryLevelRole, s ? s->masteryLevel : 0);
    set(CompletedCountRole, s ? s->completed : 0);
    set(ProphecyPointsRole, s ? s->prophecyPoints : 0);
    set(InPlayPointsRole, s ? s->inPlayPoints : 0);
    set(ScoreRole, s ? s->score : 0);
    set(PlaceRole, s ? s->place : 1);
    set(SharedRole, s && s->tiebreak == occ::TieBreak::Shared);
    return r;
}

void OccultPlayerModel::refresh()
{
    const int count = m_sheet->playerCount();
    const int old = int(m_rows.size());
    if (count < old) {
        beginRemoveRows({}, count, old - 1);
        m_rows.resize(std::size_t(count));
        endRemoveRows();
    }
    for (int i = 0; i < int(m_rows.size()); ++i) {
        Row now = rowOf(i);
        if (now == m_rows[std::size_t(i)])
            continue;
        QList<int> roles;
        for (auto it = now.values.cbegin(); it != now.values.cend(); ++it)
            if (m_rows[std::size_t(i)].values.value(it.key()) != it.value())
                roles << it.key();
        m_rows[std::size_t(i)] = std::move(now);
        emit dataChanged(index(i), index(i), roles);
    }
    if (count > int(m_rows.size())) {
        beginInsertRows({}, int(m_rows.size()), count - 1);
        for (int i = int(m_rows.size()); i < count; ++i)
            m_rows.push_back(rowOf(i));
        endInsertRows();
    }
}

// --- OccultSheet ---------------------------------------------------------------------------------

QString OccultSheet::defaultFile()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + u"/sheets/occult.json"_s;
}

OccultSheet::OccultSheet(QObject *parent)
    : HistorySheet(parent), m_model(new OccultPlayerModel(this)), m_deck(new OccultDeck(this))
{
    // Sentences are built here in C++: a language switch rebuilds them.
    connect(Language::instance(), &Language::retranslated, this, [this] {
        emit textsChanged();
        emit resultChanged();
        emit m_deck->changed();
    });
    m_ranking = occ::score(inputs(), m_options);
    m_model->refresh();
}

QString OccultSheet::endReminder() const
{
    // OCC-END-1, in the app's own words.
    return tr("Each time the main deck runs out, even in the middle of an action, the discard pile is "
              "shuffled into a new deck. When it has run out twice (2 players) or three times (3 players), "
              "the final round starts: play on to the end of that round, so that everyone has had the same "
              "number of turns. Then count the scores here.");
}

bool OccultSheet::validSeat(int seat) const
{
    return seat >= 0 && seat < occ::kMaxPlayers;
}

bool OccultSheet::refuseSeat(int seat)
{
    if (validSeat(seat))
        return false;
    setMessage(tr("There is no player %1 on this sheet.").arg(seat + 1));
    return true;
}

QString OccultSheet::shownName(int seat) const
{
    // A name the sheet refuses (beside its field) is never printed back: the seat's number stands in.
    const QString name = nameProblem(m_players[std::size_t(seat)].name, seat).isEmpty()
                             ? m_players[std::size_t(seat)].name.trimmed()
                             : QString();
    //: A player of the score sheet whose name was left empty.
    return name.isEmpty() ? tr("Player %1").arg(seat + 1) : name;
}

QStringList OccultSheet::enteredNames() const
{
    QStringList names;
    for (int i = 0; i < m_playerCount; ++i)
        names << m_players[std::size_t(i)].name;
    return names;
}

std::vector<occ::PlayerInput> OccultSheet::inputs() const
{
    std::vector<occ::PlayerInput> in(m_players.begin(), m_players.begin() + m_playerCount);
    for (int i = 0; i < m_playerCount; ++i)
        in[std::size_t(i)].name = shownName(i);
    return in;
}

const occ::Standing *OccultSheet::standing(int seat) const
{
    for (const occ::Standing &s : m_ranking)
        if (s.player == seat)
            return &s;
    return nullptr;
}

bool OccultSheet::blank() const
{
    return std::all_of(m_players.begin(), m_players.begin() + m_playerCount,
                       [](const occ::PlayerInput &p) { return p == occ::PlayerInput{p.name, {}, {}, {}, {}, 0}; });
}

QStringList OccultSheet::playerNames() const
{
    QStringList names;
    for (const occ::PlayerInput &p : inputs())
        names << p.name;
    return names;
}

QJsonArray OccultSheet::snapshot() const
{
    QJsonArray entered;
    for (const occ::PlayerInput &p : inputs())
        entered.append(occ::toJson(p));
    return entered;
}

void OccultSheet::changed()
{
    // The result first: the page's repeaters read the rows and the ranking as soon as they change.
    m_ranking = occ::score(inputs(), m_options);
    m_model->refresh();
    emit resultChanged();
    keep();
}

void OccultSheet::setPlayerCount(int count)
{
    count = std::clamp(count, occ::kMinPlayers, occ::kMaxPlayers);
    if (count == m_playerCount)
        return;
    occ::DeckCycle d = m_deck->m_deck;
    if (const occ::DeckError e = occ::setPlayers(d, count); e != occ::DeckError::None) {
        setMessage(m_deck->errorText(e));
        emit playerCountChanged(); // the page's buttons show the count that stayed
        return;
    }
    setMessage({});
    m_playerCount = count;
    m_deck->m_deck = d;
    emit m_deck->changed();
    m_ranking = occ::score(inputs(), m_options);
    m_model->refresh();
    emit playerCountChanged();
    emit resultChanged();
    keep();
}

void OccultSheet::setName(int seat, const QString &name)
{
    if (refuseSeat(seat) || m_players[std::size_t(seat)].name == name)
        return;
    m_players[std::size_t(seat)].name = name;
    changed();
    emit m_deck->changed(); // the counter names the players
}

bool OccultSheet::setLevel(int seat, int mastery, int level)
{
    if (refuseSeat(seat))
        return false;
    if (mastery < 0 || mastery >= occ::kMasteryCount) {
        setMessage(tr("There is no mastery %1.").arg(mastery + 1));
        return false;
    }
    if (level < 0 || level > occ::kMaxLevel) {
        //: %1 player, %2 mastery, %3 the refused number. OCC-SCORE-1: a mastery card has levels 0 to 3.
        setMessage(tr("%1, %2: level %3 is not on the card; a mastery level is 0, 1, 2 or 3.")
                           .arg(shownName(seat), masteryNames().value(mastery))
                           .arg(level));
        return false;
    }
    if (!occ::completionFits(level, m_players[std::size_t(seat)].completed[std::size_t(mastery)])) {
        //: %1 player, %2 mastery. OCC-SCORE-1: a completed mastery was raised; its level cannot go back to 0.
        setMessage(tr("%1, %2 is marked completed: a completed mastery is not at level 0. Clear \"completed\" "
                      "first if the card is back at 0.")
                           .arg(shownName(seat), masteryNames().value(mastery)));
        return false;
    }
    setMessage({});
    int &v = m_players[std::size_t(seat)].levels[std::size_t(mastery)];
    if (v != level) {
        v = level;
        changed();
    }
    return true;
}

bool OccultSheet::setCompleted(int seat, int mastery, bool completed)
{
    if (refuseSeat(seat))
        return false;
    if (mastery < 0 || mastery >= occ::kMasteryCount) {
        setMessage(tr("There is no mastery %1.").arg(mastery + 1));
        return false;
    }
    if (!occ::completionFits(m_players[std::size_t(seat)].levels[std::size_t(mastery)], completed)) {
        //: %1 player, %2 mastery. OCC-SCORE-1: every mastery card starts at level 0; at 0 it was never raised.
        setMessage(tr("%1, %2 is at level 0: a mastery that was never raised is not completed. Enter its "
                      "level first.")
                           .arg(shownName(seat), masteryNames().value(mastery)));
        return false;
    }
    setMessage({});
    bool &v = m_players[std::size_t(seat)].completed[std::size_t(mastery)];
    if (v != completed) {
        v = completed;
        changed();
    }
    return true;
}

int OccultSheet::addProphecy(int seat, int points)
{
    if (refuseSeat(seat))
        return -1;
    std::vector<int> &list = m_players[std::size_t(seat)].prophecies;
    if (int(list.size()) >= occ::kMaxProphecies) {
        setMessage(tr("%1 has %2 completed prophecies already: that is the most the sheet takes.")
                           .arg(shownName(seat))
                           .arg(occ::kMaxProphecies));
        return -1;
    }
    if (points < 0 || points > occ::kMaxProphecyPoints) {
        setMessage(tr("%1: %2 points is not possible for a prophecy; enter a whole number from 0 to %3.")
                           .arg(shownName(seat))
                           .arg(points)
                           .arg(occ::kMaxProphecyPoints));
        return -1;
    }
    setMessage({});
    list.push_back(points);
    changed();
    return int(list.size()) - 1;
}

std::vector<int> *OccultSheet::listedProphecies(int seat, int index, bool inPlay)
{
    if (refuseSeat(seat))
        return nullptr;
    std::vector<int> &list = inPlay ? m_players[std::size_t(seat)].inPlay : m_players[std::size_t(seat)].prophecies;
    if (index < 0 || index >= int(list.size())) {
        setMessage(inPlay ? tr("%1 has no prophecy in play %2.").arg(shownName(seat)).arg(index + 1)
                          : tr("%1 has no prophecy %2.").arg(shownName(seat)).arg(index + 1));
        return nullptr;
    }
    return &list;
}

bool OccultSheet::setListedPoints(int seat, int index, int points, bool inPlay)
{
    std::vector<int> *list = listedProphecies(seat, index, inPlay);
    if (!list)
        return false;
    if (const QString why = pointsRefusal(seat, index, points, inPlay); !why.isEmpty()) {
        setMessage(why);
        return false;
    }
    setMessage({});
    if ((*list)[std::size_t(index)] != points) {
        (*list)[std::size_t(index)] = points;
        changed();
    }
    return true;
}

bool OccultSheet::removeListed(int seat, int index, bool inPlay)
{
    std::vector<int> *list = listedProphecies(seat, index, inPlay);
    if (!list)
        return false;
    setMessage({});
    list->erase(list->begin() + index);
    changed();
    return true;
}

bool OccultSheet::setProphecy(int seat, int index, int points)
{
    return setListedPoints(seat, index, points, false);
}

bool OccultSheet::removeProphecy(int seat, int index)
{
    return removeListed(seat, index, false);
}

QString OccultSheet::pointsRefusal(int seat, int index, int points, bool inPlay) const
{
    if (points >= 0 && points <= occ::kMaxProphecyPoints)
        return {};
    if (inPlay)
        //: %1 player, %2 the number of the prophecy in play, %3 the refused points, %4 the most.
        return tr("%1, prophecy in play %2: %3 points is not possible; enter a whole number from 0 to %4.")
                .arg(shownName(seat))
                .arg(index + 1)
                .arg(points)
                .arg(occ::kMaxProphecyPoints);
    //: %1 player, %2 the prophecy's number, %3 the refused points, %4 the most.
    return tr("%1, prophecy %2: %3 points is not possible; enter a whole number from 0 to %4.")
            .arg(shownName(seat))
            .arg(index + 1)
            .arg(points)
            .arg(occ::kMaxProphecyPoints);
}

int OccultSheet::addInPlay(int seat, int points)
{
    if (refuseSeat(seat))
        return -1;
    std::vector<int> &list = m_players[std::size_t(seat)].inPlay;
    if (int(list.size()) >= occ::kMaxInPlay) {
        //: D-OCC-INPLAY: the rulebook's "You can have a maximum of 3 Prophecies in play at once". %1 player.
        setMessage(tr("%1 has 3 prophecies in play already: no player has more than 3 in play at once.")
                           .arg(shownName(seat)));
        return -1;
    }
    if (const QString why = pointsRefusal(seat, int(list.size()), points, true); !why.isEmpty()) {
        setMessage(why);
        return -1;
    }
    setMessage({});
    list.push_back(points);
    changed();
    return int(list.size()) - 1;
}

bool OccultSheet::setInPlay(int seat, int index, int points)
{
    return setListedPoints(seat, index, points, true);
}

bool OccultSheet::removeInPlay(int seat, int index)
{
    return removeListed(seat, index, true);
}

bool OccultSheet::setEffects(int seat, int points)
{
    if (refuseSeat(seat))
        return false;
    if (points < 0 || points > occ::kMaxEffectPoints) {
        //: %1 player, %2 the refused points, %3 the most. Points from rituals and other card effects.
        setMessage(tr("%1: %2 points from rituals and other effects is not possible; enter a whole number from 0 to %3.")
                           .arg(shownName(seat))
                           .arg(points)
                           .arg(occ::kMaxEffectPoints));
        return false;
    }
    setMessage({});
    int &v = m_players[std::size_t(seat)].effects;
    if (v != points) {
        v = points;
        changed();
    }
    return true;
}

void OccultSheet::setInPlayScores(bool scores)
{
    if (scores == m_options.inPlayScores)
        return;
    m_options.inPlayScores = scores;
    emit inPlayScoresChanged();
    changed();
}

QString OccultSheet::mismatchNote() const
{
    for (int seat = 0; seat < m_playerCount; ++seat)
        for (int m = 0; m < occ::kMasteryCount; ++m)
            if (!occ::completionFits(m_players[std::size_t(seat)].levels[std::size_t(m)],
                                     m_players[std::size_t(seat)].completed[std::size_t(m)]))
                //: A sheet kept by an older version: %1 player, %2 mastery, marked completed at level 0. OCC-SCORE-1.
                return tr("%1, %2 is marked completed at level 0: a mastery that was never raised is not "
                          "completed. Enter its level, or clear \"completed\".")
                        .arg(shownName(seat), masteryNames().value(m));
    return {};
}

void OccultSheet::clear()
{
    for (occ::PlayerInput &p : m_players)
        p = occ::PlayerInput{p.name, {}, {}, {}, {}, 0};
    occ::DeckCycle fresh;
    fresh.players = m_playerCount;
    fresh.firstSeat = m_deck->m_deck.firstSeat;
    m_deck->reset(fresh);
    setMessage({});
    changed();
}

QStringList OccultSheet::masteryNames() const
{
    return {tr("Blood Magic"), tr("Demonology"), tr("Necromancy")};
}

QVariantList OccultSheet::ranking() const
{
    const auto in = inputs();
    const bool zeros = blank(); // a tie of zeros is no tie worth a word
    QVariantList list;
    for (const occ::Standing &s : m_ranking) {
        QString note;
        if (!zeros && s.tiebreak == occ::TieBreak::Shared)
            //: Ranking: equal points; the rules name no tie-break (OCC-SCORE-1).
            note = tr("tie on points: place shared (the rules name no tie-break)");
        list << QVariantMap{{u"seat"_s, s.player},
                            {u"name"_s, in[std::size_t(s.player)].name},
                            {u"score"_s, s.score},
                            {u"place"_s, s.place},
                            //: The parts of a score: total mastery level, completed masteries, completed
                            //: prophecies, prophecies in play (D-OCC-INPLAY), rituals and other effects.
                            {u"parts"_s, tr("levels %1 + completed %2 + prophecies %3 + in play %4 + rituals and effects %5")
                                                 .arg(s.masteryLevel)
                                                 .arg(s.completed)
                                                 .arg(s.prophecyPoints)
                                                 .arg(s.inPlayPoints)
                                                 .arg(s.effectPoints)},
                            {u"tiebreak"_s, QString::fromLatin1(occ::tieBreakKey(s.tiebreak))},
                            {u"note"_s, note}};
    }
    return list;
}

QString OccultSheet::verdict() const
{
    if (blank())
        //: The score sheet before any number was entered.
        return tr("Enter each player's mastery levels, prophecies and points from rituals: the result follows as you type.");
    const auto in = inputs();
    QStringList first;
    for (const occ::Standing &s : m_ranking)
        if (s.place == 1)
            first << in[std::size_t(s.player)].name;
    const int score = m_ranking.front().score;
    if (first.size() > 1)
        //: %1 the players ("Ada and Bo"), %2 points. OCC-SCORE-1: no tie-break.
        return tr("%1 share the victory with %2 points.").arg(HistoryFiles::listOfNames(first)).arg(score);
    return tr("%1 wins with %2 points.").arg(first.front()).arg(score);
}

GameRecord OccultSheet::record() const
{
    const auto in = inputs();
    GameRecord g;
    g.game = u"occult"_s;
    g.source = u"calculator"_s;
    // Today at noon local time, as the other calculators: the same numbers entered again the same day
    // are the same game; other numbers are another game.
    g.playedAt = QDateTime(QDate::currentDate(), QTime(12, 0)).toUTC();
    for (std::size_t i = 0; i < in.size(); ++i) {
        const occ::PlayerInput &p = in[i];
        PlayerRecord r;
        r.name = p.name;
        // The breakdown as the history shows it (one row per key): each mastery's level and whether
        // it is completed (1 or 0), each prophecy's points, and the three parts of the score.
        QJsonObject mastery, completed, prophecy;
        for (int m = 0; m < occ::kMasteryCount; ++m) {
            const QString key = QString::fromLatin1(occ::masteryKey(occ::Mastery(m)));
            mastery[key] = p.levels[std::size_t(m)];
            completed[key] = p.completed[std::size_t(m)] ? 1 : 0;
        }
        for (std::size_t k = 0; k < p.prophecies.size(); ++k)
            prophecy[QString::number(k + 1)] = p.prophecies[k];
        QJsonObject inPlay;
        for (std::size_t k = 0; k < p.inPlay.size(); ++k)
            inPlay[QString::number(k + 1)] = p.inPlay[k];
        QJsonObject details{{u"mastery"_s, mastery}, {u"completed"_s, completed}};
        if (!prophecy.isEmpty())
            details[u"prophecy"_s] = prophecy;
        // The new lines only when used: a game without them keeps the record (and the same-game
        // recognition) of earlier versions.
        if (!inPlay.isEmpty())
            details[u"inPlay"_s] = inPlay;
        if (p.effects != 0)
            details[u"effects"_s] = p.effects;
        if (const occ::Standing *s = standing(int(i))) {
            r.score = s->score;
            r.place = s->place;
            r.tiebreak = QString::fromLatin1(occ::tieBreakKey(s->tiebreak));
            details[u"masteryLevel"_s] = s->masteryLevel;
            details[u"completedMasteries"_s] = s->completed;
            details[u"prophecyPoints"_s] = s->prophecyPoints;
            if (!p.inPlay.empty())
                details[u"inPlayPoints"_s] = s->inPlayPoints;
        }
        r.details = details;
        g.players.push_back(r);
    }
    QJsonArray inputsJson;
    for (const occ::PlayerInput &p : in)
        inputsJson.append(occ::toJson(p));
    // The sheet as `mourners-cli score --game occult` reads it, and how far the deck went.
    g.details = QJsonObject{{u"players"_s, inputsJson},
                            {u"deckEmptied"_s, m_deck->emptied()},
                            {u"inPlayScores"_s, m_options.inPlayScores}}; // D-OCC-INPLAY
    g.computeUid();
    return g;
}
