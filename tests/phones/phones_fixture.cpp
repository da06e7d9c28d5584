// Writes the saves the phone tests start from, and what each seat holds (for the leak scans):
//   phones_fixture DIR  ->  DIR/motive.json (a 3-player digital game at the motive choice),
//                           DIR/tithe.json (the same game at its first blind tithe bid),
//                           DIR/draft.json (another game at its first draft pick, R-DRAFT-2),
//                           DIR/hand.json (that game at its first action-phase turn, R-ACT-3),
//                           DIR/secrets.json ({"motive": {seat: {motives, hand, draft, etherea}}, "tithe": ..., "hand": ...})
#include "model/mourners/bots.h"
#include "model/mourners/game.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>

using namespace Qt::StringLiterals;

namespace {

QJsonObject holdings(const mc::Game &g)
{
    const mc::GameState &s = g.state();
    const mc::Ruleset &r = s.rules();
    QJsonObject seats;
    for (int p = 0; p < s.players; ++p) {
        const auto &pl = s.player[std::size_t(p)];
        QJsonArray motives, hand;
        for (const auto m : pl.motivesDealt)
            if (m >= 0)
                motives.append(r.motives[std::size_t(m)].id);
        if (pl.motive >= 0)
            motives.append(r.motives[std::size_t(pl.motive)].id);
        QJsonArray draft;
        for (const auto c : pl.hand)
            hand.append(r.court[std::size_t(c)].id);
        for (const auto c : pl.draft)
            draft.append(r.court[std::size_t(c)].id);
        seats.insert(QString::number(p + 1),
                     QJsonObject{{u"motives"_s, motives}, {u"hand"_s, hand}, {u"draft"_s, draft}, {u"etherea"_s, pl.etherea}});
    }
    return seats;
}

bool write(const QString &path, const QByteArray &data)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(data) == data.size();
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (argc != 2) {
        std::fputs("usage: phones_fixture DIR\n", stderr);
        return 2;
    }
    const QString dir = QString::fromLocal8Bit(argv[1]);
    mc::Game g = mc::Game::create(mc::standardRuleset(), 3, 7, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
    g.playChance();
    if (g.state().decision() != mc::Decision::KeepMotive || !write(dir + u"/motive.json"_s, g.toJson()))
        return 1;
    QJsonObject secrets{{u"motive"_s, holdings(g)}};
    mc::BotConfig rules;
    for (int i = 0; i < 5000 && g.state().decision() != mc::Decision::Bid; ++i) {
        const int seat = g.state().currentSeat();
        const mc::Action a = mc::chooseAction(g.state().viewFor(seat), rules, std::uint64_t(i));
        if (g.apply(a) != mc::ApplyError::None)
            return 1;
        g.playChance();
    }
    if (g.state().decision() != mc::Decision::Bid || !write(dir + u"/tithe.json"_s, g.toJson()))
        return 1;
    secrets.insert(u"tithe"_s, holdings(g));

    // Another game of the same table: its first draft pick, then its first turn with Court cards in hand.
    mc::Game d = mc::Game::create(mc::standardRuleset(), 3, 11, mc::Mode::Digital, 0, {u"Ada"_s, u"Bo"_s, u"Cy"_s});
    d.playChance();
    auto playUntil = [&](mc::Decision until) {
        for (int i = 0; i < 5000 && d.state().decision() != until; ++i) {
            const int seat = d.state().currentSeat();
            if (d.apply(mc::chooseAction(d.state().viewFor(seat), rules, std::uint64_t(i))) != mc::ApplyError::None)
                return false;
            d.playChance();
        }
        return d.state().decision() == until;
    };
    if (!playUntil(mc::Decision::DraftPick) || !write(dir + u"/draft.json"_s, d.toJson()))
        return 1;
    secrets.insert(u"draft"_s, holdings(d));
    if (!playUntil(mc::Decision::Turn) || !write(dir + u"/hand.json"_s, d.toJson()))
        return 1;
    secrets.insert(u"hand"_s, holdings(d));
    secrets.insert(u"handSeat"_s, d.state().currentSeat() + 1);
    return write(dir + u"/secrets.json"_s, QJsonDocument(secrets).toJson()) ? 0 : 1;
}
