// A history holding one game of every game of the shelf, made the way each game's own sheet, tracker or
// session records it: the seeds of the history import's tests and fuzz targets.
#pragma once

#include <string_view>

#include "finishedgame.h"
#include "historyrecord.h"
#include "mournershistory.h"

#include "model/sheets/deadmanscrown.h"
#include "model/sheets/occult.h"

#include <QJsonArray>
#include <QTimeZone>

namespace mctest {

inline QDateTime seedDate(int day, int hour = 20)
{
    return QDateTime(QDate(2026, 1, day), QTime(hour, 0), Qt::UTC);
}

/// Mourners Call from the calculator (a shared place decided by Etherea) and from a digital game.
inline std::vector<GameRecord> mournersSeeds()
{
    GameRecord calc;
    calc.source = QStringLiteral("calculator");
    calc.playedAt = seedDate(2, 12);
    calc.rounds = 7;
    const mc::ScoreInput in[] = {{QStringLiteral("Ann"), 10, 8, 7, 6, 0, 2, 1},
                                 {QStringLiteral("Bo"), 12, 6, 7, 6, 0, 1, 0},
                                 {QStringLiteral("Cy \u00e9"), 8, 6, 5, 5, 3, 1, 0}};
    for (const mc::ScoreInput &p : in)
        calc.players.push_back(MournersHistory::fromScore(p));
    MournersHistory::setFaction(calc.players[0], QStringLiteral("bone"));
    MournersHistory::setMotive(calc.players[1], QStringLiteral("The Collector"));
    calc.notes = QStringLiteral("a note, with \"quotes\"\nand a line");
    calc.rankPlayers();
    calc.computeUid();

    GameRecord digital = MournersHistory::fromGame(finishedGame({QStringLiteral("Dee"), QStringLiteral("Eve")}, 7), 1800);
    digital.playedAt = seedDate(3);
    digital.computeUid();
    return {calc, digital};
}

inline GameRecord deadMansCrownSeed()
{
    std::vector<dmc::PlayerInput> in(2);
    in[0].name = QStringLiteral("Ann");
    in[0].rituals = 12;
    in[0].oracle = {2, 1, 0, 0, 3, 1, 0};
    in[0].used = {2, 1, 0, 0};
    in[0].runeGroup = 3;
    in[0].skullsLeft = 2;
    in[0].bones = 4;
    in[1].name = QStringLiteral("Bo");
    in[1].rituals = 9;
    in[1].oracle = {1, 2, 1, 0, 1, 0, 2};
    in[1].used = {1, 1, 1, 0};
    in[1].runeGroup = 2;
    in[1].skullsLeft = 1;
    in[1].bones = 1;
    const dmc::Result r = dmc::score(in);
    GameRecord g; // as DeadMansCrownSheet::record()
    g.game = QStringLiteral("dead-mans-crown");
    g.source = QStringLiteral("calculator");
    g.playedAt = seedDate(4, 12);
    for (std::size_t i = 0; i < in.size(); ++i) {
        PlayerRecord p;
        p.name = in[i].name;
        QJsonObject details = dmc::toJson(in[i]);
        details.remove(QStringLiteral("name"));
        for (const dmc::Standing &s : r.ranking)
            if (s.player == int(i)) {
                p.score = s.score;
                p.place = s.place;
                p.tiebreak = QString::fromLatin1(dmc::tieBreakKey(s.tiebreak));
                details[QStringLiteral("oraclePoints")] = s.oracle;
            }
        p.details = details;
        g.players.push_back(p);
    }
    QJsonArray awards;
    for (const dmc::Award &a : r.awards)
        awards.append(dmc::toJson(a, in));
    g.details = QJsonObject{{QStringLiteral("awards"), awards}};
    g.computeUid();
    return g;
}

inline GameRecord occultSeed()
{
    std::vector<occ::PlayerInput> in(3);
    in[0].name = QStringLiteral("Ann");
    in[0].levels = {2, 1, 0};
    in[0].completed = {true, false, false};
    in[0].prophecies = {3, 5};
    in[0].inPlay = {2};
    in[0].effects = 1;
    in[1].name = QStringLiteral("Bo");
    in[1].levels = {1, 1, 1};
    in[1].prophecies = {4};
    in[2].name = QStringLiteral("Cy");
    in[2].levels = {3, 0, 0};
    in[2].completed = {true, false, false};
    const auto ranking = occ::score(in);
    GameRecord g; // as OccultSheet::record()
    g.game = QStringLiteral("occult");
    g.source = QStringLiteral("calculator");
    g.playedAt = seedDate(5, 12);
    for (std::size_t i = 0; i < in.size(); ++i) {
        const occ::PlayerInput &p = in[i];
        PlayerRecord r;
        r.name = p.name;
        QJsonObject mastery, completed, prophecy, inPlay;
        for (int m = 0; m < occ::kMasteryCount; ++m) {
            const QString key = QString::fromLatin1(occ::masteryKey(occ::Mastery(m)));
            mastery[key] = p.levels[std::size_t(m)];
            completed[key] = p.completed[std::size_t(m)] ? 1 : 0;
        }
        for (std::size_t k = 0; k < p.prophecies.size(); ++k)
            prophecy[QString::number(k + 1)] = p.prophecies[k];
        for (std::size_t k = 0; k < p.inPlay.size(); ++k)
            inPlay[QString::number(k + 1)] = p.inPlay[k];
        QJsonObject details{{QStringLiteral("mastery"), mastery}, {QStringLiteral("completed"), completed}};
        if (!prophecy.isEmpty())
            details[QStringLiteral("prophecy")] = prophecy;
        if (!inPlay.isEmpty())
            details[QStringLiteral("inPlay")] = inPlay;
        if (p.effects != 0)
            details[QStringLiteral("effects")] = p.effects;
        for (const occ::Standing &s : ranking)
            if (s.player == int(i)) {
                r.score = s.score;
                r.place = s.place;
                r.tiebreak = QString::fromLatin1(occ::tieBreakKey(s.tiebreak));
                details[QStringLiteral("masteryLevel")] = s.masteryLevel;
                details[QStringLiteral("completedMasteries")] = s.completed;
                details[QStringLiteral("prophecyPoints")] = s.prophecyPoints;
                if (!p.inPlay.empty())
                    details[QStringLiteral("inPlayPoints")] = s.inPlayPoints;
            }
        r.details = details;
        g.players.push_back(r);
    }
    QJsonArray inputs;
    for (const occ::PlayerInput &p : in)
        inputs.append(occ::toJson(p));
    g.details = QJsonObject{{QStringLiteral("players"), inputs}, {QStringLiteral("deckEmptied"), 2},
                            {QStringLiteral("inPlayScores"), true}};
    g.computeUid();
    return g;
}

inline GameRecord mansterSeed()
{
    GameRecord g; // as MansterBattle::record()
    g.game = QStringLiteral("manster-duel");
    g.source = QStringLiteral("table");
    g.gameKey = QStringLiteral("manster-duel:seed");
    g.playedAt = seedDate(6);
    g.durationSeconds = 1500;
    const int numbers[][4] = {{4, 17, 3, 6}, {10, 9, 1, 4}};
    const char *names[] = {"Ann", "Bo"};
    for (int i = 0; i < 2; ++i) {
        PlayerRecord r;
        r.name = QString::fromLatin1(names[i]);
        r.score = numbers[i][1];
        r.place = i + 1;
        r.tiebreak = QStringLiteral("none");
        r.details = QJsonObject{{QStringLiteral("directDamageTaken"), numbers[i][0]},
                                {QStringLiteral("damageDealt"), numbers[i][1]},
                                {QStringLiteral("stacksDefeated"), numbers[i][2]},
                                {QStringLiteral("cardsToGraveyard"), numbers[i][3]}};
        g.players.push_back(r);
    }
    g.details = QJsonObject{{QStringLiteral("turns"), 14}, {QStringLiteral("winner"), QStringLiteral("Ann")}};
    g.computeUid();
    return g;
}

inline GameRecord restInPeaceSeed()
{
    GameRecord g; // as RipSession's record of a finished game
    g.game = QStringLiteral("rest-in-peace");
    g.source = QStringLiteral("digital");
    g.gameKey = QStringLiteral("rip-seed-key");
    g.playedAt = seedDate(7);
    g.rounds = 10;
    g.durationSeconds = 900;
    const int won[][2] = {{4, 2}, {3, 1}};
    for (int p = 0; p < 2; ++p) {
        PlayerRecord r;
        r.name = p == 0 ? QStringLiteral("Ann") : QStringLiteral("Bo");
        r.score = won[p][0] + won[p][1];
        r.place = p + 1;
        r.details = QJsonObject{{QStringLiteral("manors"), won[p][0]}, {QStringLiteral("castles"), won[p][1]}};
        g.players.push_back(r);
    }
    g.details = QJsonObject{{QStringLiteral("end"), QStringLiteral("mansions")}, {QStringLiteral("winnerSeat"), 0}};
    g.computeUid();
    return g;
}

/// The statements that take a history of schema 8 back to schema 7 as that version wrote it (without
/// its version mark): Mourners Call's breakdown out of its players' details into the first schema's
/// columns. `postgres`: in PostgreSQL's words, else SQLite's.
inline QStringList backToSchema7(bool postgres)
{
    QStringList down;
    for (const char *c : {"faction", "motive"})
        down << QStringLiteral("ALTER TABLE players ADD COLUMN %1 TEXT NOT NULL DEFAULT ''").arg(QLatin1StringView(c));
    for (const char *c : {"unity", "bone", "flesh", "spirit", "motive_bonus", "etherea", "mourners"})
        down << QStringLiteral("ALTER TABLE players ADD COLUMN %1 INTEGER NOT NULL DEFAULT 0").arg(QLatin1StringView(c));
    const std::pair<const char *, const char *> keys[] = {
        {"faction", "faction"}, {"motive", "motive"}, {"unity", "unity"}, {"bone", "bone"}, {"flesh", "flesh"},
        {"spirit", "spirit"}, {"motive_bonus", "motiveBonus"}, {"etherea", "etherea"}, {"mourners", "mourners"}};
    const QString mourners =
            QStringLiteral(" WHERE details <> '' AND game_id IN (SELECT id FROM games WHERE game = 'mourners-call')");
    for (const auto &[column, key] : keys) {
        const bool text = std::string_view(column) == "faction" || std::string_view(column) == "motive";
        const QString value = !postgres ? QStringLiteral("json_extract(details, '$.%2')")
                              : text    ? QStringLiteral("details::json->>'%2'")
                                        : QStringLiteral("(details::json->>'%2')::int");
        down << (QStringLiteral("UPDATE players SET %1 = coalesce(") + value + QStringLiteral(", %1)") + mourners)
                        .arg(QLatin1StringView(column), QLatin1StringView(key));
    }
    down << QStringLiteral("UPDATE players SET details = ''") + mourners;
    return down;
}

/// One game (two of Mourners Call) of every game of the shelf.
inline std::vector<GameRecord> everyShelfGame()
{
    std::vector<GameRecord> all = mournersSeeds();
    all.push_back(deadMansCrownSeed());
    all.push_back(occultSeed());
    all.push_back(mansterSeed());
    all.push_back(restInPeaceSeed());
    return all;
}

} // namespace mctest
