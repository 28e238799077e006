#include "views/widgets/status_palette.hpp"

#include <QPainter>
#include <QPixmap>
#include <array>

namespace seal {
namespace {

// A texture: the tone's colour with white marks over it, so the pattern
// reads on the fill itself (a pattern brush alone would leave gaps of
// background that look like a lighter, different colour).
QBrush markedBrush(const QColor& colour, Tone tone)
{
    constexpr int kTile = 8;
    QPixmap tile(kTile, kTile);
    tile.fill(colour);
    QPainter p(&tile);
    p.setRenderHint(QPainter::Antialiasing, false);
    p.setPen(QPen(QColor(255, 255, 255, 170), 1));
    if (tone == Tone::Bad) {
        p.drawLine(0, kTile - 1, kTile - 1, 0); // diagonal hatching
    } else {
        p.drawPoint(1, 1); // dots
        p.drawPoint(5, 5);
    }
    p.end();
    QBrush brush(tile);
    brush.setColor(colour); // color() still says which tone it is
    return brush;
}

} // namespace

QColor toneColour(Tone tone)
{
    switch (tone) {
    case Tone::Bad:
        return QColor(0xd3, 0x2f, 0x2f);
    case Tone::Warning:
        return QColor(0xf5, 0x9e, 0x0b);
    case Tone::Good:
        return QColor(0x2e, 0x7d, 0x32);
    case Tone::Neutral:
        return QColor(0x8a, 0x8f, 0x98);
    case Tone::Other:
        return otherTierColour(0);
    }
    return {};
}

QBrush toneBrush(Tone tone)
{
    const QColor colour = toneColour(tone);
    if (tone == Tone::Bad || tone == Tone::Warning) return markedBrush(colour, tone);
    return QBrush(colour);
}

QString toneGlyph(Tone tone)
{
    switch (tone) {
    case Tone::Bad:
        return QStringLiteral("\u2716");
    case Tone::Warning:
        return QStringLiteral("?");
    case Tone::Good:
        return QStringLiteral("\u2714");
    case Tone::Neutral:
        return QStringLiteral("\u25CF");
    case Tone::Other:
        return QStringLiteral("\u25C6");
    }
    return {};
}

Tone tierTone(const QString& tierOrWorld)
{
    if (tierOrWorld == QLatin1String("WORLD_DIVERGED") || tierOrWorld == QLatin1String("diverged") ||
        tierOrWorld == QLatin1String("GRAPH_DIVERGED"))
        return Tone::Bad;
    if (tierOrWorld == QLatin1String("WORLD_UNKNOWN") || tierOrWorld == QLatin1String("unknown"))
        return Tone::Warning;
    if (tierOrWorld == QLatin1String("WORLD_FINAL") || tierOrWorld == QLatin1String("confirmed"))
        return Tone::Good;
    if (tierOrWorld == QLatin1String("SEALED") || tierOrWorld == QLatin1String("unconfirmed"))
        return Tone::Neutral;
    return Tone::Other;
}

QColor otherTierColour(int index)
{
    // Blues, purple, brown: none of them reads as red, amber, green or grey.
    static const std::array<QColor, 4> hues = {QColor(0x15, 0x65, 0xc0), QColor(0x6a, 0x1b, 0x9a),
                                               QColor(0x6d, 0x4c, 0x41), QColor(0x28, 0x35, 0x93)};
    return hues[static_cast<size_t>(index < 0 ? 0 : index) % hues.size()];
}

} // namespace seal
