// The printed score sheet of one game (A4, QPdfWriter): what historywords.cpp says, painted.
#include "historyrecord_p.h"

using namespace Qt::StringLiterals;
using namespace historyinternal;
using mc::Problem;
using mc::ProblemCode;

bool HistoryFiles::writeScoreSheet(const GameRecord &game, const QString &path, QString *error)
{
    QPdfWriter writer(path);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout::Millimeter);
    writer.setResolution(72); // one unit = one point
    writer.setTitle(tr("Mourners Call score sheet"));
    writer.setCreator(u"Mourners Call companion"_s);
    QPainter painter;
    if (!painter.begin(&writer)) {
        if (error)
            *error = tr("cannot write %1").arg(path);
        return false;
    }
    paintScoreSheet(game, painter, painter.window().width());
    if (!painter.end() || QFileInfo(path).size() <= 0) {
        if (error)
            *error = tr("cannot write %1").arg(path);
        return false;
    }
    return true;
}

void HistoryFiles::paintScoreSheet(const GameRecord &game, QPainter &painter, int w)
{
    QFont font(u"Sans Serif"_s);
    font.setPixelSize(20); // units are points on the PDF page
    font.setBold(true);
    painter.setFont(font);
    int y = 0;
    painter.drawText(QRect(0, y, w, 30), Qt::AlignLeft | Qt::AlignVCenter, scoreSheetTitle(game));
    y += 36;
    font.setPixelSize(11);
    font.setBold(false);
    painter.setFont(font);
    QStringList facts;
    facts << dateText(game) << sourceName(game.source);
    if (game.rounds > 0)
        facts << tr("rounds: %1").arg(game.rounds);
    if (game.durationSeconds >= 0)
        facts << tr("minutes: %1").arg(int((game.durationSeconds + 30) / 60));
    if (hasBreakdown(game.game))
        facts << tr("ruleset %1").arg(rulesetName(game.ruleset));
    painter.drawText(QRect(0, y, w, 18), Qt::AlignLeft | Qt::AlignVCenter, facts.join(u" \u00b7 "_s));
    y += 30;

    const QList<SheetRow> rowsSpec = scoreSheetRows(game);
    const int columns = std::max<int>(1, int(game.players.size()));
    // The label column as wide as its longest label (bold or not), within a third of the page.
    int labelW = 120;
    for (const SheetRow &row : rowsSpec) {
        QFont f = font;
        f.setBold(row.bold);
        labelW = std::max(labelW, QFontMetrics(f, painter.device()).horizontalAdvance(row.label) + 18);
    }
    labelW = std::min(labelW, w / 3);
    const int colW = (w - labelW) / columns;
    const int rowH = 28;
    painter.setPen(QPen(Qt::black, 0.8));
    for (qsizetype r = 0; r < rowsSpec.size(); ++r) {
        const SheetRow &row = rowsSpec[r];
        if (r % 2 == 1)
            painter.fillRect(QRect(0, y, w, rowH), QColor(0xee, 0xee, 0xee));
        font.setBold(row.bold);
        painter.setFont(font);
        painter.drawText(QRect(6, y, labelW - 6, rowH), Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, row.label);
        for (int c = 0; c < int(row.values.size()); ++c)
            painter.drawText(QRect(labelW + c * colW + 2, y, colW - 4, rowH), Qt::AlignCenter | Qt::TextWordWrap,
                             row.values[c]);
        painter.drawLine(0, y + rowH, w, y + rowH);
        y += rowH;
    }
    painter.drawRect(QRect(0, y - int(rowsSpec.size()) * rowH, w, int(rowsSpec.size()) * rowH));
    y += 20;
    font.setBold(true);
    painter.setFont(font);
    const QStringList win = game.winners();
    //: Under a score sheet: %1 the players sharing first place ("Ada and Bo").
    painter.drawText(QRect(0, y, w, 20), Qt::AlignLeft | Qt::AlignVCenter,
                     win.size() > 1 ? tr("Shared win: %1").arg(listOfNames(win)) : tr("Winner: %1").arg(win.value(0)));
    y += 26;
    font.setBold(false);
    painter.setFont(font);
    for (const QString &line : tieSentences(game)) {
        // A tie of three or four players is one long sentence: wrap it.
        const QRect used = painter.boundingRect(QRect(0, y, w, 200), Qt::AlignLeft | Qt::TextWordWrap, line);
        painter.drawText(QRect(0, y, w, used.height()), Qt::AlignLeft | Qt::TextWordWrap, line);
        y += used.height() + 6;
    }
    if (!game.notes.isEmpty()) {
        y += 6;
        //: Under a score sheet: the free text typed with the game.
        const QString notes = tr("Notes: %1").arg(game.notes);
        const QRect used = painter.boundingRect(QRect(0, y, w, 200), Qt::AlignLeft | Qt::TextWordWrap, notes);
        painter.drawText(QRect(0, y, w, used.height()), Qt::AlignLeft | Qt::TextWordWrap, notes);
        y += used.height() + 6;
    }
    const QStringList explain = scoreSheetNotes(game);
    if (!explain.isEmpty()) {
        y += 10;
        font.setPixelSize(9);
        painter.setFont(font);
        painter.setPen(Qt::darkGray);
        painter.drawText(QRect(0, y, w, 40), Qt::AlignLeft | Qt::TextWordWrap, explain.join(u' '));
    }
}

