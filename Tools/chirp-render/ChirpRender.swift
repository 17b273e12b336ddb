import Chirp
import RenderCommand

/// chirp-render's command line: the render commands' shared table with Chirp's screens.
enum ChirpRender {
    /// The command.
    static let command = ScreenCommand<ChirpScreen>(
        program: "chirp-render", filePrefix: "chirp",
        summary: """
            Boots Chirp, drives it to a screen by typing and tapping (against an in-memory auth
            repository) and writes the window as a PNG.
            """,
        defaultScreen: .login
    )
}
