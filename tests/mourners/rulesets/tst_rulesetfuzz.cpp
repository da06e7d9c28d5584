// Fuzz target of the ruleset reader: thousands of deterministic mutations (tests/core/mutator.h) of the
// standard ruleset and of an edited one (tests/corpus/ruleset/seeds). Every mutant is either refused
// with problems the app can word, or loaded exactly: written again as the library and the editor write
// it, it loads to the same rules, and it holds no key the format does not have.
#include "model/mourners/ruleset.h"
#include "problemwords.h"
#include "tests/core/mutator.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace mc;

namespace {
QString effectsText(const Effects &effects)
{
    QString s;
    for (const Effect &e : effects)
        s += u"(%1 %2 %3 %4 %5 %6 %7 %8 %9)"_s.arg(int(e.op)).arg(e.faction).arg(e.guild).arg(e.location).arg(e.amount)
                 .arg(e.conditional).arg(int(e.condition.kind)).arg(e.condition.arg).arg(e.condition.n);
    return s;
}

template<typename T>
QString numbers(const T &list)
{
    QString s;
    for (const auto &x : list)
        s += QString::number(int(x)) + u',';
    return s;
}

// Every value the reader takes, as text: two rulesets that read the same give the same text.
QString describe(const Ruleset &r)
{
    QString s = r.id + u'|' + r.name + u'|' + numbers(r.unitySupply) + u'|';
    s += numbers(std::array<int, 14>{r.startEtherea, r.basesPerPlayer, r.figuresPerGuild, r.costFigure, r.costMourner,
                                     r.titheMissSuspicion, r.titheMissThreat, r.titheTopUnity, r.titheOtherUnity,
                                     r.titheTieUnity, r.titheNothingLoss, r.titheMissLoss, r.forgeEmptiesAtTithe,
                                     r.revision});
    s += u'|' + numbers(r.tithe) + u'|' + numbers(r.threatLimit) + u'|' + numbers(r.crowdRoll) + u'|';
    s += numbers(std::array<int, 6>{r.suspicionMax, r.threatMax, r.suspicionPenalty, r.pileExtra, r.passInfluence, r.motiveBonusMax});
    for (const DraftInfo &d : r.draft)
        s += u"d%1%2"_s.arg(d.deal).arg(d.keepLast);
    for (const LocationInfo &l : r.locations)
        s += u"l%1%2"_s.arg(l.name).arg(l.faction);
    for (const GuildInfo &g : r.guilds)
        s += u"g%1%2"_s.arg(g.id, g.name);
    s += numbers(r.guildOrder);
    for (const CourtCard &c : r.court)
        s += u"c%1|%2|%3|%4|"_s.arg(c.id, c.name).arg(int(c.kind)).arg(c.standIn) + effectsText(c.options[0]) + effectsText(c.options[1]);
    for (const MournerCard &m : r.mourners)
        s += u"m%1|%2|%3|%4|%5|%6|%7|%8|"_s.arg(m.id, m.name).arg(m.faction).arg(m.guild).arg(m.starting).arg(m.standIn)
                 .arg(int(m.kind)).arg(m.trigger) + effectsText(m.effects);
    for (const WallowsCard &w : r.wallows)
        s += u"w%1|%2|%3|%4|%5 %6 %7|"_s.arg(w.id, w.name).arg(w.standIn).arg(w.artifact).arg(int(w.objective.kind))
                 .arg(w.objective.arg).arg(w.objective.n) + effectsText(w.reward) + effectsText(w.penalty);
    for (const MotiveCard &m : r.motives)
        s += u"v%1|%2|%3|%4|%5|%6|%7|%8"_s.arg(m.id, m.name).arg(m.faction).arg(m.standIn).arg(int(m.kind)).arg(m.arg).arg(m.per).arg(m.max);
    return s;
}

struct Tally {
    int refused = 0;
    int loaded = 0;
};

// Runs `count` mutations of `seed`; false (with the failure recorded by QTest) when one breaks a rule.
bool fuzzSeed(const QByteArray &seed, int count, std::uint64_t rngSeed, Tally &tally)
{
    bool good = true;
    fuzz::run(seed, count, rngSeed, [&](const QByteArray &bytes, int i) {
        const RulesetResult r = parseRuleset(bytes);
        if (!r.ruleset) {
            ++tally.refused;
            if (r.problems.empty()) {
                qWarning("mutant %d: refused without a problem", i);
                return good = false;
            }
            for (const Problem &p : r.problems) {
                const QString sentence = ProblemText::sentence(p, MournersProblems::words());
                const QString plain = ProblemText::plain(p, MournersProblems::words());
                if (sentence.trimmed().size() < 3 || plain.trimmed().isEmpty()) {
                    qWarning("mutant %d: problem %s has no sentence", i, qPrintable(problemKey(p)));
                    return good = false;
                }
                // What the file holds is never printed back raw: no control character, no lone surrogate.
                for (const QString &text : {sentence, plain})
                    for (qsizetype k = 0; k < text.size(); ++k) {
                        const QChar c = text.at(k);
                        const bool pair = c.isHighSurrogate() && k + 1 < text.size() && text.at(k + 1).isLowSurrogate();
                        if (pair) {
                            ++k;
                            continue;
                        }
                        if (c.unicode() < 0x20 || c.unicode() == 0x7f || c.isSurrogate()) {
                            qWarning("mutant %d: problem %s prints U+%04x", i, qPrintable(problemKey(p)), unsigned(c.unicode()));
                            return good = false;
                        }
                    }
            }
            return true;
        }
        ++tally.loaded;
        if (r.ruleset->revision != 2 || !r.ruleset->source.size()) {
            qWarning("mutant %d: a ruleset file of revision %d was accepted", i, int(r.ruleset->revision));
            return good = false;
        }
        // Written again as the library (indented) and the editor (compact) write it: the same rules.
        const QJsonDocument doc = QJsonDocument::fromJson(bytes);
        const QString before = describe(*r.ruleset);
        for (const auto format : {QJsonDocument::Indented, QJsonDocument::Compact}) {
            const RulesetResult again = parseRuleset(doc.toJson(format));
            if (!again.ruleset || describe(*again.ruleset) != before) {
                qWarning("mutant %d: written again it reads differently: %s", i, qPrintable(problemKeys(again.problems)));
                return good = false;
            }
        }
        // Inside a save it reads the same too.
        const RulesetResult inSave = parseRuleset(bytes, RulesetOrigin::Save);
        if (!inSave.ruleset || describe(*inSave.ruleset) != before) {
            qWarning("mutant %d: inside a save it reads differently", i);
            return good = false;
        }
        return true;
    });
    return good;
}

QByteArray seedFile(const QString &name)
{
    QFile f(QStringLiteral(MOURNERS_SOURCE_DIR "/tests/corpus/ruleset/seeds/") + name);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}
} // namespace

class TestRulesetFuzz : public QObject {
    Q_OBJECT

private slots:
    void mutants_data()
    {
        QTest::addColumn<QByteArray>("seed");
        QTest::addColumn<int>("count");
        QTest::newRow("standard.json") << standardRulesetJson() << 2000;
        QTest::newRow("edited: small box") << seedFile(u"small-box.json"_s) << 2000;
    }

    void mutants()
    {
        QFETCH(QByteArray, seed);
        QFETCH(int, count);
        QVERIFY(!seed.isEmpty());
        QVERIFY(parseRuleset(seed).ruleset); // the seed itself loads
        Tally tally;
        QVERIFY(fuzzSeed(seed, count, 20261128, tally));
        qInfo("%d refused, %d loaded", tally.refused, tally.loaded);
        // The test can fail both ways: many mutants are refused, and some (a changed name, number) load.
        QVERIFY2(tally.refused > count / 2, qPrintable(u"%1 refused"_s.arg(tally.refused)));
        QVERIFY2(tally.loaded > count / 100, qPrintable(u"%1 loaded"_s.arg(tally.loaded)));
    }
};

QTEST_GUILESS_MAIN(TestRulesetFuzz)
#include "tst_rulesetfuzz.moc"
