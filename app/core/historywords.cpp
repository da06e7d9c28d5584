// The history's words: factions, sources, a game's tie sentences and notes (its module's), the date,
// a game's own numbers by its module's labels, and the rows of a printed score sheet.
#include "historyrecord_p.h"
#include "language.h"

using namespace Qt::StringLiterals;
using namespace historyinternal;
using mc::Problem;
using mc::ProblemCode;

QString HistoryFiles::sourceName(const QString &key)
{
    //: Where a game of the history came from.
    if (key == u"calculator"_s) return tr("Score calculator");
    //: Where a game of the history came from.
    if (key == u"table"_s) return tr("Table game");
    //: Where a game of the history came from.
    if (key == u"digital"_s) return tr("Digital game");
    return key;
}

QString HistoryFiles::rulesetName(const QString &id)
{
    //: The built-in ruleset a game of the history was played with, after the word "ruleset"
    //: ("ruleset standard"); the record keeps its id "standard".
    if (id == u"standard"_s) return tr("standard", "the built-in ruleset");
    return id;
}

QStringList HistoryFiles::tieSentences(const GameRecord &game)
{
    const shelf::GameModule *m = shelf::findGame(game.game);
    return m && m->history.tieSentences ? m->history.tieSentences(game) : QStringList();
}

QStringList HistoryFiles::scoreSheetNotes(const GameRecord &game)
{
    // Another game's sheet without notes: its own numbers speak for themselves.
    const shelf::GameModule *m = shelf::findGame(game.game);
    return m && m->history.sheetNotes ? m->history.sheetNotes(game) : QStringList();
}

QString HistoryFiles::dateText(const GameRecord &game)
{
    if (game.datedOnly())
        return Language::dateText(game.playedAt.toLocalTime().date());
    return Language::dateTimeText(game.playedAt);
}

QVariantMap HistoryFiles::flatDetails(const QJsonObject &details, const QString &prefix)
{
    QVariantMap out;
    for (auto it = details.begin(); it != details.end(); ++it) {
        const QString key = prefix.isEmpty() ? it.key() : prefix + u'.' + it.key();
        if (it.value().isObject())
            out.insert(flatDetails(it.value().toObject(), key));
        else if (!it.value().isArray())
            out.insert(key, it.value().toVariant());
    }
    return out;
}

namespace {

// The numbers of another game's sheet as the history shows them: in the order of that game's own sheet
// (its module's shelf::HistoryReading::labels) and with its names. A record keeps keys and numbers only;
// the words are built when shown, in the language of the moment, so a game saved in English reads in
// German (and old records too).

std::span<const shelf::DetailLabel> labelsOf(const QString &game)
{
    const shelf::GameModule *m = shelf::findGame(game);
    return m ? m->history.labels : std::span<const shelf::DetailLabel>();
}

// The index of `key` in `game`'s labels and the number of a numbered family's key (else 0), or -1.
qsizetype detailRow(const QString &game, const QString &key, qlonglong *number = nullptr)
{
    const auto labels = labelsOf(game);
    for (std::size_t i = 0; i < labels.size(); ++i) {
        const QLatin1StringView k(labels[i].key);
        if (key == k)
            return qsizetype(i);
        if (k.endsWith(u'.') && key.startsWith(k)) {
            bool ok = false;
            const qlonglong n = QStringView(key).mid(k.size()).toLongLong(&ok);
            if (ok && n >= 0) {
                if (number)
                    *number = n;
                return qsizetype(i);
            }
        }
    }
    return -1;
}

// Keys in key order, numbers by value ("prophecy.2" before "prophecy.10").
bool naturalLess(const QString &a, const QString &b)
{
    qsizetype i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (a[i].isDigit() && b[j].isDigit()) {
            qsizetype ei = i, ej = j;
            while (ei < a.size() && a[ei].isDigit())
                ++ei;
            while (ej < b.size() && b[ej].isDigit())
                ++ej;
            const qlonglong na = a.mid(i, ei - i).toLongLong(), nb = b.mid(j, ej - j).toLongLong();
            if (na != nb)
                return na < nb;
            i = ei;
            j = ej;
            continue;
        }
        if (a[i] != b[j])
            return a[i] < b[j];
        ++i;
        ++j;
    }
    return a.size() - i < b.size() - j;
}

} // namespace

QStringList HistoryFiles::detailKeys(const GameRecord &game)
{
    QStringList keys;
    for (const PlayerRecord &p : game.players)
        for (const QString &k : flatDetails(p.details).keys())
            if (!keys.contains(k))
                keys << k;
    // A value the sheet leaves out when it is 0 has its row even when every player left it out.
    for (const shelf::DetailLabel &label : labelsOf(game.game)) {
        const QString key = QString::fromLatin1(label.key);
        if (label.absentIsZero && !key.endsWith(u'.') && !keys.contains(key))
            keys << key;
    }
    // The game's own sheet's order; a numbered family by its numbers ("prophecy.2" next to
    // "prophecy.1" even when the first player has no second one). Keys the sheet does not know (a file
    // of a later version) after those, in key order.
    const auto unknown = std::size_t(labelsOf(game.game).size());
    auto rank = [&](const QString &k) {
        qlonglong number = 0;
        const qsizetype r = detailRow(game.game, k, &number);
        return std::pair{r >= 0 ? std::size_t(r) : unknown, number};
    };
    std::stable_sort(keys.begin(), keys.end(), [&](const QString &a, const QString &b) {
        const auto ra = rank(a), rb = rank(b);
        if (ra != rb)
            return ra < rb;
        return ra.first == unknown && naturalLess(a, b);
    });
    return keys;
}

QVariantMap HistoryFiles::shownDetails(const GameRecord &game, const PlayerRecord &player)
{
    QVariantMap values = flatDetails(player.details);
    const auto labels = labelsOf(game.game);
    for (const QString &k : detailKeys(game)) {
        if (values.contains(k))
            continue;
        const qsizetype row = detailRow(game.game, k);
        if (row >= 0 && labels[std::size_t(row)].absentIsZero)
            values.insert(k, 0);
    }
    return values;
}

QString HistoryFiles::detailLabel(const QString &game, const QString &key)
{
    qlonglong number = 0;
    if (const qsizetype i = detailRow(game, key, &number); i >= 0) {
        const shelf::DetailLabel &r = labelsOf(game)[std::size_t(i)];
        const QString label = QCoreApplication::translate(r.context, r.text);
        return QLatin1StringView(r.key).endsWith(u'.') ? label.arg(number) : label;
    }
    // A key no sheet of this version names: its own words ("someField.x" -> "Some field: x").
    QString words;
    for (const QChar c : key) {
        if (c.isUpper() && !words.isEmpty() && !words.endsWith(u' '))
            words += u' ';
        words += c == u'.' ? QStringLiteral(": ") : QString(c.toLower());
    }
    if (!words.isEmpty())
        words[0] = words[0].toUpper();
    return words;
}

QString HistoryFiles::scoreSheetTitle(const GameRecord &game)
{
    const shelf::GameEntry *entry = shelf::findGame(game.game);
    const QString title = entry ? QCoreApplication::translate("Shelf", entry->title) : game.game;
    //: Heading of a printed score sheet; %1 is the game's title.
    return tr("%1: score sheet").arg(title);
}

QList<HistoryFiles::SheetRow> HistoryFiles::scoreSheetRows(const GameRecord &game)
{
    const std::vector<int> order = game.placeOrder();
    auto row = [&](const QString &label, const std::function<QString(const PlayerRecord &)> &value, bool bold = false) {
        SheetRow r{label, {}, bold};
        for (int i : order)
            r.values.append(value(game.players[std::size_t(i)]));
        return r;
    };
    QList<SheetRow> rows;
    rows.push_back(row(tr("Player"), [](const PlayerRecord &p) { return p.name; }, true));
    const shelf::GameModule *m = shelf::findGame(game.game);
    if (m && m->history.sheetRows) {
        rows += m->history.sheetRows(game, order);
    } else {
        // Its own numbers as the history keeps them, then its total.
        const QStringList keys = detailKeys(game);
        for (const QString &k : keys)
            rows.push_back(row(detailLabel(game.game, k), [&](const PlayerRecord &p) { return shownDetails(game, p).value(k).toString(); }));
        rows.push_back(row(tr("Total"), [](const PlayerRecord &p) { return QString::number(p.score); }, true));
    }
    rows.push_back(row(tr("Place"), [](const PlayerRecord &p) { return QString::number(p.place); }, true));
    return rows;
}

