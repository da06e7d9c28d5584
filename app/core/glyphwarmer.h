// The glyphs of a screen's fonts drawn ahead, while the screen waits. The first time a text of a font
// shows a character, Qt renders its glyph (FreeType) into the font's glyph cache, up to four times (at
// each quarter-pixel position the text puts it); with Qt Quick's software renderer that happened in the
// click that first showed a panel: 3 to 4 million instructions of the clicks that brought the Wallows
// deal, the Court draft, the first turn and the tithe reveal, about 30 million of the two clicks that
// open a table game (the new-game tile and Start). warm() walks a page's texts, shown or hidden (the
// panels of decisions still to come), and draws each font's characters once at each quarter-pixel
// position, a font at a time between the screen's frames. A font and character drawn once are not drawn again. Only with the software renderer:
// OpenGL draws text from caches of its own. QML sees the singleton `GlyphWarmer`.
#pragma once

#include <QFont>
#include <QHash>
#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QTimer>
#include <QtQml/qqmlregistration.h>

#include <optional>

class QQmlEngine;
class QJSEngine;
class QQuickItem;

class GlyphWarmer : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

    /// Fonts still to draw, or pages still to read.
    Q_PROPERTY(bool busy READ busy NOTIFY busyChanged)

public:
    /// The characters drawn for every font met, beside those of the texts themselves: a font's texts
    /// change with the game (numbers, names, another player's words, German).
    static const QString &commonCharacters();

    explicit GlyphWarmer(QObject *parent = nullptr);
    static GlyphWarmer *create(QQmlEngine *, QJSEngine *);

    /// Draws ahead the glyphs of the texts under `root` (shown or not), a font at a time while the
    /// screen waits. Nothing with a renderer other than the software renderer (setEnabled()).
    Q_INVOKABLE void warm(QQuickItem *root);

    [[nodiscard]] bool busy() const { return !m_roots.isEmpty() || !m_jobs.isEmpty(); }
    /// Whether `text` in `font` was drawn ahead (tests).
    [[nodiscard]] bool covers(const QFont &font, const QString &text) const;
    /// Fonts drawn so far.
    [[nodiscard]] int fontsDrawn() const { return int(m_drawn.size()); }
    /// Fonts waiting to be drawn, or being drawn (tests).
    [[nodiscard]] int fontsQueued() const { return int(m_jobs.size()); }
    /// One tick's work: a page read, or a font drawn at one place within the pixel (tests run ticks
    /// one by one).
    void step();

    /// Whether warm() draws (by default: when Qt Quick draws with the software renderer). Tests set it.
    void setEnabled(bool on) { m_enabled = on; }
    [[nodiscard]] bool enabled() const;

signals:
    void busyChanged();

private:
    struct Job
    {
        QFont font;
        QString characters;
        int position; // the places within the pixel drawn so far
    };
    static QString keyOf(const QFont &font);
    void collect(QQuickItem *root);
    static void draw(const Job &job, int position);

    std::optional<bool> m_enabled;
    QList<QPointer<QQuickItem>> m_roots;
    QList<Job> m_jobs;
    QHash<QString, QString> m_drawn; // font key -> characters drawn
    QTimer m_tick;
};
