// How the window is drawn: on a machine whose OpenGL draws on the processor (Mesa's llvmpipe in a virtual
// machine or without a graphics driver), Qt Quick's own software renderer draws the same screens with
// far less memory and time; with a graphics card, OpenGL (Qt's default) stays.
#pragma once

#include <QString>
#include <QStringView>

namespace graphics {

/// True when an OpenGL renderer string (GL_RENDERER) names a rasterizer that runs on the processor:
/// Mesa's llvmpipe, softpipe and swrast, Windows' "GDI Generic", Apple's and others' "Software Renderer/Rasterizer".
[[nodiscard]] bool isSoftwareRasterizer(QStringView renderer);

/// Before the first window: ask OpenGL which renderer it has and choose Qt Quick's software renderer when
/// that renders on the processor, or when OpenGL cannot be used at all. Nothing is probed when the user
/// chose a renderer (QT_QUICK_BACKEND, QSG_RHI_BACKEND) or the platform draws no window (offscreen).
/// Returns what was decided, for --verbose style reports: the renderer's name and the choice.
QString chooseBackend();

} // namespace graphics
