// The occult card game's score sheet as a game of the shelf (app/core/registry.h).
#include "registry.h"
#include "historycheck.h"

#include "model/sheets/occult.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;
using namespace historycheck;

int runOccult(const QString &cmd, QStringList &args); // occultcli.cpp

namespace occ {

namespace {

// Each mastery's level and whether it is completed, the prophecies (completed, then in play), rituals
// and other effects, then the parts of the score as the sheet's totals show them.
constexpr shelf::DetailLabel kLabels[] = {
    //: History, the occult card game: a mastery card's level (0 to 3); "Blood Magic" stays as on the card.
    {"mastery.bloodMagic", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Blood Magic: level")},
    //: History, the occult card game: the mastery card is completed (1) or not (0).
    {"completed.bloodMagic", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Blood Magic: completed")},
    {"mastery.demonology", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Demonology: level")},
    {"completed.demonology", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Demonology: completed")},
    {"mastery.necromancy", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Necromancy: level")},
    {"completed.necromancy", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Necromancy: completed")},
    //: History, the occult card game: the points of the completed prophecy number %1.
    {"prophecy.", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy %1")},
    //: History, the occult card game: the points of prophecy number %1 still in play at the end (D-OCC-INPLAY).
    {"inPlay.", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy in play %1")},
    // A sheet leaves out the points from rituals when they are 0: the history shows 0 (absentIsZero).
    //: History, the occult card game: points from invoking rituals and other card effects.
    {"effects", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Rituals and other effects"), true},
    //: History, the occult card game: the three mastery levels added up.
    {"masteryLevel", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Mastery levels")},
    {"completedMasteries", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Completed masteries")},
    //: History, the occult card game: the completed prophecies' points added up.
    {"prophecyPoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Prophecy points")},
    // Left out for a player with no prophecy in play, whose points from them are 0.
    //: History, the occult card game: the points of the prophecies in play that scored (0 when the table did not count them).
    {"inPlayPoints", "HistoryFiles", QT_TRANSLATE_NOOP("HistoryFiles", "Points of prophecies in play"), true},
};

// The details hold the sheet's input as the history shows it (mastery levels, completed 1/0, prophecies
// by number) and the parts of the score; occ::parse and occ::score again.
// The occult card game: the details hold the sheet's input as the history shows it (mastery levels,
// completed 1/0, prophecies by number) and the parts of the score; occ::parse and occ::score again.
bool checkRecord(GameRecord &g, const shelf::FieldPath &at, mc::Problem &error)
{
    static const QStringList known = {u"mastery"_s,      u"completed"_s,          u"prophecy"_s,
                                      u"inPlay"_s,       u"effects"_s,            u"masteryLevel"_s,
                                      u"completedMasteries"_s, u"prophecyPoints"_s, u"inPlayPoints"_s};
    QJsonArray list;
    for (std::size_t i = 0; i < g.players.size(); ++i) {
        const QJsonObject d = g.players[i].details;
        const QString path = at(int(i), u"details"_s);
        if (!onlyKeys(d, known, path, error))
            return false;
        QJsonObject in{{u"name"_s, g.players[i].name}, {u"levels"_s, d.value(u"mastery"_s)}};
        // The history keeps "completed" as 1 or 0, the sheet's input as true or false.
        QJsonValue completed = d.value(u"completed"_s);
        if (completed.isObject()) {
            QJsonObject c = completed.toObject();
            for (auto it = c.begin(); it != c.end(); ++it)
                if (it.value().isDouble() && (it.value().toDouble() == 0 || it.value().toDouble() == 1))
                    it.value() = it.value().toDouble() == 1;
            completed = c;
        }
        in[u"completed"_s] = completed;
        QJsonArray prophecies, inPlay;
        if (d.contains(u"prophecy"_s) && !numberedList(d.value(u"prophecy"_s), path + u".prophecy"_s, prophecies, error))
            return false;
        if (d.contains(u"inPlay"_s) && !numberedList(d.value(u"inPlay"_s), path + u".inPlay"_s, inPlay, error))
            return false;
        in[u"prophecies"_s] = prophecies;
        in[u"inPlay"_s] = inPlay;
        in[u"effects"_s] = d.contains(u"effects"_s) ? d.value(u"effects"_s) : QJsonValue(0);
        list.append(in);
    }
    const auto rename = [](const QString &rest) {
        if (rest.startsWith(u"levels"_s))
            return u"mastery"_s + rest.mid(6);
        if (rest.startsWith(u"prophecies["_s))
            return u"prophecy."_s + QString::number(rest.mid(11, rest.indexOf(u']') - 11).toInt() + 1);
        if (rest.startsWith(u"inPlay["_s))
            return u"inPlay."_s + QString::number(rest.mid(7, rest.indexOf(u']') - 7).toInt() + 1);
        return rest;
    };
    // The table's choice for prophecies in play (D-OCC-INPLAY) as the record says it; a CSV file does
    // not carry it: either choice that gives the file's scores.
    const QJsonValue option = g.details.value(u"inPlayScores"_s);
    std::vector<bool> choices = option.isBool() ? std::vector<bool>{option.toBool()} : std::vector<bool>{true, false};
    mc::Problem first;
    for (std::size_t c = 0; c < choices.size(); ++c) {
        QJsonObject doc{{u"players"_s, list}, {u"inPlayScores"_s, bool(choices[c])}};
        std::vector<occ::PlayerInput> in;
        occ::ParseError pe;
        if (!occ::parse(QJsonDocument(doc).toJson(QJsonDocument::Compact), in, pe)) {
            error = intoDetails(pe, at, rename);
            return false;
        }
        occ::ScoreOptions options;
        options.inPlayScores = choices[c];
        bool fits = true;
        mc::Problem why;
        for (const occ::Standing &s : occ::score(in, options)) {
            PlayerRecord &p = g.players[std::size_t(s.player)];
            const QJsonObject d = p.details;
            auto part = [&](const char16_t *key, int value) {
                const QString k = QString::fromUtf16(key);
                if (!d.contains(k))
                    return true;
                int v = 0;
                return wholeJson(d.value(k), at(s.player, u"details."_s + k), 0, kMaxScore, v, why)
                       && sameResultAs(v, value, at(s.player, u"details."_s + k), why);
            };
            if (!sameResultAs(p.score, s.score, at(s.player, u"score"_s), why)
                || !sameResultAs(p.place, s.place, at(s.player, u"place"_s), why) || !part(u"masteryLevel", s.masteryLevel)
                || !part(u"completedMasteries", s.completed) || !part(u"prophecyPoints", s.prophecyPoints)
                || !part(u"inPlayPoints", s.inPlayPoints)) {
                fits = false;
                break;
            }
        }
        if (fits) {
            for (const occ::Standing &s : occ::score(in, options))
                g.players[std::size_t(s.player)].tiebreak = QString::fromLatin1(occ::tieBreakKey(s.tiebreak));
            return true;
        }
        if (c == 0)
            first = why;
    }
    error = first;
    return false;
}

} // namespace

shelf::GameModule shelfModule()
{
    shelf::GameModule m{"occult", QT_TRANSLATE_NOOP("Shelf", "The occult card game"),
                        QT_TRANSLATE_NOOP("Shelf", "Masteries and prophecies: the deck's cycles to the final round, the score sheet"), 2, 3,
                        shelf::ScoreSheet | shelf::Tracker, "sheets/OccultHome.qml"};
    m.folder = "sheets";
    m.history.labels = kLabels;
    m.history.check = checkRecord;
    m.cli = runOccult;
    m.cliUsage = "  score FILE --game occult\n";
    return m;
}

} // namespace occ
