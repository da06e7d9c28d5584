// Colours people can read: the contrast of two colours as WCAG 2 measures it, the ink (near-black or
// white) that reads best on a colour, and a colour moved towards the ink until it reads on a ground (a
// seat's colour as a name's colour on a dark panel). QML sees the singleton `Colours`.
#pragma once

#include <QColor>
#include <QObject>
#include <QtQml/qqmlregistration.h>

class Colours : public QObject
{
    Q_OBJECT
    QML_ELEMENT
    QML_SINGLETON

public:
    /// What WCAG 2 asks of normal text (level AA); large text (24 px, or 18.66 px bold) needs 3.
    static constexpr double kReadable = 4.5;
    /// The app's near-black ink.
    static constexpr QRgb kInk = 0xff1b1b1b;

    using QObject::QObject;

    /// WCAG 2's relative luminance, 0 (black) to 1 (white).
    [[nodiscard]] static double luminance(const QColor &c);
    /// WCAG 2's contrast ratio of two opaque colours, 1 to 21.
    [[nodiscard]] static double contrastOf(const QColor &a, const QColor &b);
    /// White or the app's near-black, whichever reads better on `ground` (a count on a seat's colour).
    [[nodiscard]] static QColor inkFor(const QColor &ground);
    /// `colour` itself when it reads on `ground` at `ratio`; else the nearest mix of it with the ink of
    /// `ground` (white on a dark ground, black on a light one) that does: a red seat's name stays red.
    [[nodiscard]] static QColor readable(const QColor &colour, const QColor &ground, double ratio = kReadable);

    // For QML: the same.
    Q_INVOKABLE double contrast(const QColor &a, const QColor &b) const { return contrastOf(a, b); }
    Q_INVOKABLE QColor inkOn(const QColor &ground) const { return inkFor(ground); }
    Q_INVOKABLE QColor readableOn(const QColor &colour, const QColor &ground) const { return readable(colour, ground); }
};
