// A screen made anew drawn whole in one cheap step. Qt Quick's software renderer works out each frame's
// area to draw from every node that changed, merging their rectangles one by one into a region and
// intersecting every node with it: with a new screen that is hundreds of rectangles (23 million
// instructions of the 45 million that drew the game page at Start, for a region that ends up the whole
// window). An item above the page that is marked changed covers the window first, and every later
// rectangle falls inside it: the merging costs next to nothing and the same pixels are drawn. The item
// draws nothing (a transparent rectangle) and takes no input; with OpenGL it has no node at all.
// QML sees `WholeRepaint`; request() before a frame that replaces most of the window.
#pragma once

#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class WholeRepaint : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    /// Requests served: frames marked to be drawn whole (tests).
    Q_PROPERTY(int served READ served NOTIFY servedChanged)

public:
    explicit WholeRepaint(QQuickItem *parent = nullptr);

    /// The next frame draws the item's whole area (with the software renderer; nothing otherwise).
    Q_INVOKABLE void request();
    [[nodiscard]] int served() const { return m_served; }

signals:
    void servedChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;

private:
    bool m_requested = false;
    int m_served = 0;
};
