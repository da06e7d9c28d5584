// Loader benchmarks (not tests): how reading a ruleset and a save grows with the file's size. The
// standard ruleset gets N whole numbers appended to cards.motives (each one a faulty card, the worst
// case of the fault collection), is read (parseRuleset) and its problems worded as the app shows them;
// then saves of about 1 and 2 MB that embed such a ruleset are read (Game::fromJson). CPU seconds.
// Run: build/bench/bench_loaders [N ...]   (default 2000 20000 40000)
#include "model/mourners/game.h"
#include "problemwords.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstdio>
#include <ctime>

using namespace mc;
using namespace Qt::StringLiterals;

namespace {

// The standard ruleset, or a save's ruleset, with `n` integers appended to cards.motives.
QJsonObject withNumbers(QJsonObject rules, int n)
{
    QJsonObject cards = rules.value(u"cards"_s).toObject();
    QJsonArray motives = cards.value(u"motives"_s).toArray();
    for (int i = 0; i < n; ++i)
        motives.append(i);
    cards[u"motives"_s] = motives;
    rules[u"cards"_s] = cards;
    return rules;
}

// The process's CPU time: the machine may be busy with other work, which would inflate the wall time.
double cpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + double(ts.tv_nsec) / 1e9;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QList<int> counts;
    for (int i = 1; i < argc; ++i)
        counts << QByteArray(argv[i]).toInt();
    if (counts.isEmpty())
        counts = {2000, 20000, 40000};

    // Written compact, as the report's files were (an integer takes about 7 bytes).
    const QJsonObject standard = QJsonDocument::fromJson(standardRulesetJson()).object();
    for (const int n : counts) {
        const QByteArray json = QJsonDocument(withNumbers(standard, n)).toJson(QJsonDocument::Compact);
        double t = cpuSeconds();
        const RulesetResult r = parseRuleset(json);
        const double parse = cpuSeconds() - t;
        t = cpuSeconds();
        const QString text = MournersProblems::sentences(r.problems, QJsonDocument::fromJson(json).object());
        const double words = cpuSeconds() - t;
        std::printf("ruleset + %6d integers (%7lld bytes): read %.3f s CPU (%zu problems), worded %.3f s (%lld characters)\n",
                    n, static_cast<long long>(json.size()), parse, r.problems.size(), words,
                    static_cast<long long>(text.size()));
    }

    // Saves of a short game whose ruleset carries appended integers: about 1 MB (the ruleset just under
    // its limit) and about 2 MB (the ruleset over it).
    const Game g = Game::create(standardRuleset(), 2, 7, Mode::Digital);
    const QJsonObject save = QJsonDocument::fromJson(g.toJson()).object();
    for (const int n : {140000, 300000}) {
        QJsonObject big = save;
        big[u"ruleset"_s] = withNumbers(save.value(u"ruleset"_s).toObject(), n);
        const QByteArray saveJson = QJsonDocument(big).toJson(QJsonDocument::Compact);
        double t = cpuSeconds();
        const Game::LoadResult loaded = Game::fromJson(saveJson);
        const double load = cpuSeconds() - t;
        t = cpuSeconds();
        const QString text = MournersProblems::sentences(loaded.problems);
        std::printf("save, its ruleset + %6d integers (%7lld bytes): read %.3f s CPU (%zu problems), worded %.3f s: %s\n", n,
                    static_cast<long long>(saveJson.size()), load, loaded.problems.size(), cpuSeconds() - t,
                    qPrintable(text.left(100)));
    }
    return 0;
}
