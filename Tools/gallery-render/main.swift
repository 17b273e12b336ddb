import ControlsExamples
import Foundation
import Gallery
import RenderCommand

// gallery-render: writes the gallery's example screens as PNGs. What every render command
// does is `ScreenCommand`'s (see GalleryRender.swift); this file is how the gallery draws a
// screen, and which screens `--screen all` adds.

exit(
    await GalleryRender.command.main { _ in
        ScreenSource(
            window: { screen, device in screen.makeWindow(device: device) },
            // With --screen all, the controls helper's screens (ControlsExamples) follow ours.
            additionalScreens: { device in ControlsGallery.screens(on: device).map { ("controls-" + $0.name, $0.window) } }
        )
    })
