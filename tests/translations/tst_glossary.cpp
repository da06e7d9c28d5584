// The game's terms read the same in every German text: a finished German message whose English source
// names a term of the phrasebook (translations/mourners.qph) contains the term's German, inflected or
// in a compound ("Figuren", "Gildenfigur", "Bone-Einfluss"). Exceptions are listed with a reason in
// translations/glossary-exceptions.json; one that no longer matches anything fails too.

#include "tsfile.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QtTest>

using namespace Qt::StringLiterals;

namespace {

const QString kTranslations = QStringLiteral(MOURNERS_SOURCE_DIR "/translations/");

/// A term of the phrasebook: how to find it in English, what the German must contain (one of).
struct Term {
    QString source;
    QRegularExpression english;
    QStringList german;
};

/// Spaces and hyphens count alike: "Ulterior Motive" is in "Ulterior-Motive-Bonus".
QString folded(QString text)
{
    text.replace(u'-', u' ');
    text.replace(QChar(0x00AD), u' ');
    return text;
}

/// The English term, as a word, with its plural: "figure" finds "figures", "ability" "abilities".
QRegularExpression englishPattern(const QString &term)
{
    QString stem = QRegularExpression::escape(term);
    stem.replace(u"\\ "_s, u"[ -]"_s);
    QString plural = u"(?:s|es)?"_s;
    if (term.endsWith(u'y')) {
        stem.chop(1);
        plural = u"(?:y|ies)"_s;
    }
    return QRegularExpression(u"\\b"_s + stem + plural + u"\\b"_s, QRegularExpression::CaseInsensitiveOption);
}

/// The source without placeholders and rule ids: "[R-THREAT-10]" names no Threat.
QString prose(QString source)
{
    static const QRegularExpression markers(uR"(%L?(?:\d+|n)|\[[RD]-[A-Z0-9-]+\])"_s);
    return source.replace(markers, u" "_s);
}

struct Exception {
    QString context;
    QString source; // empty: every message of the context
    QString term;
    QString reason;
    bool used = false;
};

} // namespace

class TestGlossary : public QObject
{
    Q_OBJECT

private:
    QList<Term> m_terms;
    QList<Exception> m_exceptions;

private slots:
    void initTestCase()
    {
        QString error;
        const QList<tsfile::Phrase> phrases = tsfile::readQph(kTranslations + u"mourners.qph"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QHash<QString, int> index;
        for (const tsfile::Phrase &p : phrases) {
            QVERIFY2(!p.source.isEmpty() && !p.target.isEmpty(), "a phrase without source or target");
            const QString key = p.source.toLower();
            if (!index.contains(key)) {
                index.insert(key, int(m_terms.size()));
                m_terms << Term{p.source, englishPattern(p.source), {}};
            }
            m_terms[index.value(key)].german << folded(p.target);
        }
        QVERIFY(m_terms.size() >= 8);

        QFile file(kTranslations + u"glossary-exceptions.json"_s);
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.errorString()));
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(file.readAll(), &parseError);
        QVERIFY2(parseError.error == QJsonParseError::NoError, qPrintable(parseError.errorString()));
        for (const QJsonValue &v : doc.array()) {
            const QJsonObject o = v.toObject();
            Exception e{o.value(u"context"_s).toString(), o.value(u"source"_s).toString(),
                        o.value(u"term"_s).toString(), o.value(u"reason"_s).toString()};
            QVERIFY2(!e.context.isEmpty() && !e.term.isEmpty(), "an exception names its context and term");
            QVERIFY2(e.reason.size() > 10, qPrintable(u"the exception for %1 / %2 gives no reason"_s.arg(e.context, e.term)));
            QVERIFY2(index.contains(e.term.toLower()), qPrintable(u"the exception names %1, not a phrasebook term"_s.arg(e.term)));
            m_exceptions << e;
        }
    }

    // The terms are found as words with their plural, and not inside other words or rule ids.
    void englishTermsAreWords()
    {
        QVERIFY(englishPattern(u"figure"_s).match(u"Move 2 figures"_s).hasMatch());
        QVERIFY(englishPattern(u"Court card"_s).match(u"Deal the Court cards"_s).hasMatch());
        QVERIFY(englishPattern(u"ability"_s).match(u"their abilities"_s).hasMatch());
        QVERIFY(englishPattern(u"over-crowded"_s).match(u"Calvum is over-crowded"_s).hasMatch());
        QVERIFY(!englishPattern(u"Crypt"_s).match(u"move a figure to Cryptus Akhor"_s).hasMatch());
        QVERIFY(!englishPattern(u"Threat"_s).match(prose(u"It goes back. [R-THREAT-10]"_s)).hasMatch());
        QVERIFY(!englishPattern(u"round"_s).match(u"around the table"_s).hasMatch());
    }

    void germanUsesThePhrasebook()
    {
        QString error;
        const QList<tsfile::Message> messages = tsfile::readTs(kTranslations + u"mourners_de.ts"_s, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(messages.size() > 100);
        QStringList problems;
        int checked = 0;
        for (const tsfile::Message &m : messages) {
            if (m.obsolete || !m.finished())
                continue; // the completeness test reports those
            const QString english = prose(m.source);
            for (const Term &term : std::as_const(m_terms)) {
                if (!term.english.match(english).hasMatch())
                    continue;
                ++checked;
                QStringList missing;
                for (const QString &t : m.translations) {
                    const QString german = folded(t);
                    const bool found = std::any_of(term.german.cbegin(), term.german.cend(), [&](const QString &g) {
                        return german.contains(g, Qt::CaseInsensitive);
                    });
                    if (!found)
                        missing << t;
                }
                if (missing.isEmpty())
                    continue;
                bool excused = false;
                for (Exception &e : m_exceptions) {
                    if (e.context == m.context && e.term.compare(term.source, Qt::CaseInsensitive) == 0
                        && (e.source.isEmpty() || e.source == m.source)) {
                        e.used = true;
                        excused = true;
                    }
                }
                if (!excused)
                    problems << u"%1 -> \"%2\": no \"%3\" for \"%4\""_s.arg(m.where(), missing.join(u" | "_s),
                                                                          term.german.join(u"\" or \""_s), term.source);
            }
        }
        QVERIFY(checked > 100);
        for (const Exception &e : std::as_const(m_exceptions)) {
            if (!e.used)
                problems << u"the exception %1 / \"%2\" / %3 no longer matches a message: remove it"_s.arg(e.context, e.source, e.term);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(u"\n"_s + problems.join(u'\n')));
    }
};

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
