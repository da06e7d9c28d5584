#include "glyphwarmer.h"

#include <QGlyphRun>
#include <QImage>
#include <QPainter>
#include <QQuickItem>
#include <QQuickWindow>
#include <QTextLayout>

#include <cmath>

using namespace Qt::StringLiterals;

namespace {

// Qt's glyph caches keep a glyph at up to four horizontal positions within a pixel.
constexpr int kSubPixelPositions = 4;

bool isText(const QQuickItem *item)
{
    return item->inherits("QQuickText") || item->inherits("QQuickTextInput") || item->inherits("QQuickTextEdit");
}

} // namespace

const QString &GlyphWarmer::commonCharacters()
{
    static const QString characters =
        u"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,:;!?()[]-+/'%&×·–—…‘’“”„→←▸▾"
        u"äöüÄÖÜß"_s;
    return characters;
}

GlyphWarmer::GlyphWarmer(QObject *parent) : QObject(parent)
{
    m_tick.setSingleShot(true);
    m_tick.setInterval(0);
    connect(&m_tick, &QTimer::timeout, this, &GlyphWarmer::step);
}

GlyphWarmer *GlyphWarmer::create(QQmlEngine *, QJSEngine *)
{
    return new GlyphWarmer;
}

bool GlyphWarmer::enabled() const
{
    if (m_enabled)
        return *m_enabled;
    return QQuickWindow::graphicsApi() == QSGRendererInterface::Software
           || QQuickWindow::sceneGraphBackend() == "software"_L1;
}

void GlyphWarmer::warm(QQuickItem *root)
{
    if (!root || !enabled())
        return;
    const bool was = busy();
    if (!m_roots.contains(root))
        m_roots.append(root);
    m_tick.start();
    if (!was)
        emit busyChanged();
}

QString GlyphWarmer::keyOf(const QFont &font)
{
    // The font engine Qt draws with follows these too (QFont::key() leaves them out).
    return font.key() + u'/' + QString::number(font.styleStrategy()) + u'/' + QString::number(font.hintingPreference());
}

bool GlyphWarmer::covers(const QFont &font, const QString &text) const
{
    const auto it = m_drawn.constFind(keyOf(font));
    if (it == m_drawn.cend())
        return false;
    for (const QChar c : text)
        if (!c.isSpace() && !it->contains(c))
            return false;
    return true;
}

void GlyphWarmer::step()
{
    // A page first (reading its texts is quick), then a font at one place within the pixel a tick (a
    // millisecond or two): the screen's frames and a person's clicks come between.
    if (!m_roots.isEmpty()) {
        const QPointer<QQuickItem> root = m_roots.takeFirst();
        if (root)
            collect(root);
    } else if (!m_jobs.isEmpty()) {
        Job &job = m_jobs.first();
        draw(job, job.position);
        if (++job.position == kSubPixelPositions) {
            m_drawn[keyOf(job.font)] += job.characters;
            m_jobs.removeFirst();
        }
    }
    if (busy())
        m_tick.start();
    else
        emit busyChanged();
}

void GlyphWarmer::collect(QQuickItem *root)
{
    // The characters of each font drawn or queued already, and the job that still takes more (one not
    // begun: one being drawn would miss them at the places it drew).
    QHash<QString, QString> known = m_drawn;
    QHash<QString, qsizetype> open;
    for (qsizetype i = 0; i < m_jobs.size(); ++i) {
        const QString key = keyOf(m_jobs.at(i).font);
        known[key] += m_jobs.at(i).characters;
        if (m_jobs.at(i).position == 0)
            open.insert(key, i);
    }
    QList<QQuickItem *> items{root};
    while (!items.isEmpty()) {
        QQuickItem *item = items.takeLast();
        items.append(item->childItems());
        if (!isText(item))
            continue;
        const QFont font = item->property("font").value<QFont>();
        const QString key = keyOf(font);
        QString &seen = known[key];
        QString wanted = seen.isEmpty() ? commonCharacters() : QString();
        for (const QChar c : item->property("text").toString())
            if (!c.isSpace() && !seen.contains(c) && !wanted.contains(c))
                wanted += c;
        if (wanted.isEmpty())
            continue;
        seen += wanted;
        if (const auto it = open.constFind(key); it != open.cend()) {
            m_jobs[*it].characters += wanted;
        } else {
            open.insert(key, m_jobs.size());
            m_jobs.append({font, wanted, 0});
        }
    }
}

void GlyphWarmer::draw(const Job &job, int position)
{
    // On one line: a line broken at a space leaves the space out of what it draws.
    QTextLayout layout(job.characters, job.font);
    layout.beginLayout();
    QTextLine line = layout.createLine();
    line.setNumColumns(int(job.characters.size()));
    layout.endLayout();
    QImage canvas(int(std::ceil(line.naturalTextWidth())) + 2, int(std::ceil(line.height())) + 2,
                  QImage::Format_ARGB32_Premultiplied);
    canvas.fill(Qt::white);
    QPainter painter(&canvas);
    painter.setPen(Qt::black);
    for (const QGlyphRun &run : layout.glyphRuns())
        painter.drawGlyphRun(QPointF(qreal(position) / kSubPixelPositions, 0), run);
}
