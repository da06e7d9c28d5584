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

/// Whether the machine has a device a graphics driver draws with, looked for under `devRoot` (/dev): a
/// render node of a Linux graphics driver (dri/renderD*), NVIDIA's own driver (nvidia0) or WSL's GPU
/// (dxg). Without one, OpenGL can only draw on the processor. Always true off Linux (not known there).
[[nodiscard]] bool hasGraphicsDevice(const QString &devRoot);

/// Before the first window: ask OpenGL which renderer it has and choose Qt Quick's software renderer when
/// that renders on the processor, or when OpenGL cannot be used at all. Without a graphics device
/// (hasGraphicsDevice) the software renderer is chosen without asking OpenGL: loading Mesa's llvmpipe
/// just to hear its name kept about 55 MB of the app's memory (LLVM) for the whole run. Nothing is probed when the user
/// chose a renderer (QT_QUICK_BACKEND, QSG_RHI_BACKEND) or the platform draws no window (offscreen).
/// Returns what was decided, for --verbose style reports: the renderer's name and the choice.
QString chooseBackend();

} // namespace graphics
