#include "colours.h"

#include <algorithm>
#include <cmath>

double Colours::luminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.04045 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    const QColor rgb = c.toRgb();
    return 0.2126 * channel(rgb.redF()) + 0.7152 * channel(rgb.greenF()) + 0.0722 * channel(rgb.blueF());
}

double Colours::contrastOf(const QColor &a, const QColor &b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor Colours::inkFor(const QColor &ground)
{
    const QColor ink = QColor::fromRgb(kInk);
    const QColor white(Qt::white);
    return contrastOf(white, ground) >= contrastOf(ink, ground) ? white : ink;
}

QColor Colours::readable(const QColor &colour, const QColor &ground, double ratio)
{
    // A little above the ratio: the colour is rounded to 8 bits a channel when it is drawn.
    const double target = ratio + 0.03;
    if (!colour.isValid() || !ground.isValid() || contrastOf(colour, ground) >= target)
        return colour;
    // Towards white on a dark ground, towards black on a light one; the smallest mix that reads, found by
    // halving (the contrast grows with the share of the ink).
    const QColor towards = luminance(ground) < 0.18 ? QColor(Qt::white) : QColor(Qt::black);
    const QColor c = colour.toRgb();
    const auto mixed = [&](double t) {
        return QColor::fromRgbF(float(c.redF() + (towards.redF() - c.redF()) * t),
                                float(c.greenF() + (towards.greenF() - c.greenF()) * t),
                                float(c.blueF() + (towards.blueF() - c.blueF()) * t));
    };
    if (contrastOf(mixed(1.0), ground) < target)
        return towards; // even the ink alone does not reach it: the best there is
    double low = 0.0;
    double high = 1.0;
    for (int i = 0; i < 12; ++i) {
        const double mid = (low + high) / 2;
        (contrastOf(mixed(mid), ground) >= target ? high : low) = mid;
    }
    return mixed(high);
}
