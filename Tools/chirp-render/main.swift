import Chirp
import Foundation
import RenderCommand

// chirp-render: drives Chirp to a screen by typing and tapping, against an in-memory
// repository, and writes the window as a PNG. What every render command does is
// `ScreenCommand`'s (see ChirpRender.swift); this file is how Chirp gets to a screen.

exit(
    await ChirpRender.command.main { _ in
        ScreenSource { screen, device in try await screen.makeWindow(device: device) }
    })
