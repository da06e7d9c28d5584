// A screen made anew drawn whole in one cheap step. Qt Quick's software renderer works out each frame's
// area to draw from every node that changed, merging their rectangles one by one into a region and
// intersecting every node with it: with a new screen that is hundreds of rectangles (23 million
// instructions of the 45 million that drew the game page at Start, for a region that ends up the whole
// window). An item above the page that is marked changed covers the window first, and every later
// rectangle falls inside it: the merging costs next to nothing and the same pixels are drawn. The item
// draws nothing (a transparent rectangle) and takes no input; with OpenGL it has no node at all.
// The same for a view whose content moves (scrolling a form moves every item in it): with `view` set the
// item lies over that Flickable and asks at each move of its content (the wizard's form scrolled: 14 M
// instructions of merging for a frame that draws three quarters of the view).
// QML sees `WholeRepaint`; request() before a frame that replaces most of the window.
#pragma once

#include <QList>
#include <QPointer>
#include <QQuickItem>
#include <QtQml/qqmlregistration.h>

class WholeRepaint : public QQuickItem
{
    Q_OBJECT
    QML_ELEMENT

    /// Requests served: frames marked to be drawn whole (tests).
    Q_PROPERTY(int served READ served NOTIFY servedChanged)
    /// A Flickable to lie over (its child, its size, above its content): each move of its content
    /// requests a whole redraw of the view. Null: the item stays where QML puts it.
    Q_PROPERTY(QQuickItem *view READ view WRITE setView NOTIFY viewChanged)

public:
    explicit WholeRepaint(QQuickItem *parent = nullptr);

    [[nodiscard]] int served() const { return m_served; }
    [[nodiscard]] QQuickItem *view() const { return m_view; }
    void setView(QQuickItem *view);

public slots:
    /// The next frame draws the item's whole area (with the software renderer; nothing otherwise).
    void request();

signals:
    void servedChanged();
    void viewChanged();

protected:
    QSGNode *updatePaintNode(QSGNode *oldNode, UpdatePaintNodeData *data) override;

private:
    void fitView();

    QPointer<QQuickItem> m_view;
    QList<QMetaObject::Connection> m_viewConnections;
    bool m_requested = false;
    int m_served = 0;
};
