import Gallery
import RenderCommand

/// gallery-render's command line: the render commands' shared table with the gallery's
/// screens, `--full-content` and a contact sheet of the chosen screens.
enum GalleryRender {
    /// The command.
    static let command = ScreenCommand<GalleryScreen>(
        program: "gallery-render", filePrefix: "gallery",
        summary: """
            Renders the example screens written with SwiftUI's names (settings, profile, inbox,
            cards, in light and dark) as PNGs; with --screen all, the controls, navigation and
            modal examples too (as controls-NAME).
            """,
        defaultScreen: .settings,
        options: [RenderOptions.fullContent],
        contactSheet: .chosen
    )
}
