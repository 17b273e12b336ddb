import CommandLineOptions
import NapkinUI

/// What a render command's line asked for, once parsed by ``ScreenCommand/parse(_:)``.
package struct ScreenRequest<Screen: Sendable & Equatable>: Sendable {
    /// What to print or write.
    package enum Action: Equatable, Sendable {
        /// Write each chosen screen's PNG.
        case render
        /// Print each chosen screen's layout description (`--tree`).
        case tree
        /// Write one contact sheet of the matrix (`--matrix`).
        case contactSheet
        /// Print the screens and the devices (`--list`).
        case list
        /// Print the usage text (`--help`).
        case help
    }

    /// What to print or write.
    package var action: Action
    /// The screens chosen, in order: one, or every one for `all`.
    package var screens: [Screen]
    /// True for `all`: a command with screens it does not name (the gallery's controls
    /// examples) writes those too.
    package var everything: Bool
    /// `--out`, or `nil` for the current folder.
    package var output: String?
    /// The device, turned and given the traits the matrix options asked for.
    package var device: Device
    /// `--full-content`: grow the window until every scroll view shows all of its content.
    package var fullContent: Bool
    /// Everything the line said, for the options a command adds (read with their keys).
    package let arguments: ParsedArguments
}
