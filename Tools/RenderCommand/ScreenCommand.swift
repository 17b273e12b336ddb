import CommandLineOptions
import NapkinUI

/// A render command that writes an app's screens as PNGs (`ribhouse-render`, `chirp-render`,
/// `gallery-render`): what every one of them shares, declared once. Its table is
/// `--SCREEN NAME`, `--out PATH`, the matrix options, the command's own options, `--list` and
/// `--help`; ``run(_:source:)`` does the rest, so a command's `main.swift` holds only what is
/// its app's (how to make a screen's window).
package struct ScreenCommand<Screen: Sendable & Equatable>: Sendable {
    /// The command's name, `chirp-render`.
    package let program: String
    /// The start of every file name: `chirp` gives `chirp-login.png`.
    package let filePrefix: String
    /// What a screen is called on this command line: `screen`, or `state` for RibHouse.
    package let noun: String
    /// The screens `--SCREEN` chooses among, in the order `--list` and `all` take them.
    package let screens: [Screen]
    /// The screen written when `--SCREEN` is left out.
    package let defaultScreen: Screen
    /// The rows of `--matrix`, or `nil` when the command has no `--matrix`.
    package let contactSheet: ContactSheetRows<Screen>?
    /// The table: the shared options around the command's own.
    package let table: OptionTable
    /// A screen's name on the command line and in file names.
    let name: @Sendable (Screen) -> String
    /// `--SCREEN NAME|all`.
    let selection: OptionKey<ScreenSelection<Screen>>
    /// `--out PATH`.
    let output: OptionKey<String>
    /// `--matrix`, when the command has it.
    let contactSheetFlag: FlagKey?
    /// `--list`.
    let list: FlagKey

    /// A command called `program` that writes `screens` (each called `name(screen)`) to
    /// `<filePrefix>-<name>.png`. `options` are the command's own (`--tree`, `--full-content`,
    /// `--api-url`, …), listed after the matrix options; `contactSheet` adds `--matrix` after
    /// them.
    package init(
        program: String, filePrefix: String, noun: String = "screen", summary: String, screens: [Screen],
        name: @escaping @Sendable (Screen) -> String, defaultScreen: Screen,
        options: [any OptionDeclaration] = [], contactSheet: ContactSheetRows<Screen>? = nil
    ) {
        self.program = program
        self.filePrefix = filePrefix
        self.noun = noun
        self.screens = screens
        self.name = name
        self.defaultScreen = defaultScreen
        self.contactSheet = contactSheet
        let names = screens.map(name) + ["all"]
        selection = .choice(
            "--\(noun)", noun.uppercased(), noun: noun, choices: screens.map { (name($0), .screen($0)) } + [("all", .all)],
            help: "\(names.joined(separator: " | ")) (default: \(name(defaultScreen)))")
        output = OptionKey(
            "--out", "PATH", help: "the PNG to write (default: ./\(filePrefix)-\(noun.uppercased()).png); with --\(noun) all, a folder")
        contactSheetFlag = contactSheet.map { rows in
            FlagKey(
                "--matrix",
                help:
                    "write one contact sheet of \(rows.description) in light, dark, Arabic,\nArabic dark and landscape (default: ./\(filePrefix)-matrix.png)"
            )
        }
        list = FlagKey("--list", help: "list the \(noun)s and devices")
        table = OptionTable(
            program: program, summary: summary,
            options: [selection, output] + MatrixOptions.all + options + (contactSheetFlag.map { [$0] } ?? []) + [list, FlagKey.help])
    }

    /// Reads `arguments` (without the program name): the screens chosen (`all` stands for
    /// every one), `--out`, the device with the matrix options' traits, and what to do
    /// (`--help` wins over `--list`, which wins over `--tree`, which wins over `--matrix`).
    ///
    /// - Throws: ``CommandLineUsageError`` in the table's words.
    package func parse(_ arguments: [String]) throws(CommandLineUsageError) -> ScreenRequest<Screen> {
        let parsed = try table.parse(arguments)
        let action: ScreenRequest<Screen>.Action
        if parsed[FlagKey.help] {
            action = .help
        } else if parsed[list] {
            action = .list
        } else if parsed[RenderOptions.tree] {
            action = .tree
        } else if let contactSheetFlag, parsed[contactSheetFlag] {
            action = .contactSheet
        } else {
            action = .render
        }
        let chosen = parsed[selection] ?? .screen(defaultScreen)
        return ScreenRequest(
            action: action,
            screens: chosen.screen.map { [$0] } ?? screens,
            everything: chosen == .all,
            output: parsed[output],
            device: MatrixOptions.device(from: parsed),
            fullContent: parsed[RenderOptions.fullContent],
            arguments: parsed
        )
    }
}

extension ScreenCommand where Screen: CaseIterable & RawRepresentable<String> {
    /// A command that writes every case of `Screen`, each called by its raw value.
    package init(
        program: String, filePrefix: String, noun: String = "screen", summary: String, defaultScreen: Screen,
        options: [any OptionDeclaration] = [], contactSheet: ContactSheetRows<Screen>? = nil
    ) {
        self.init(
            program: program, filePrefix: filePrefix, noun: noun, summary: summary, screens: Array(Screen.allCases),
            name: { $0.rawValue }, defaultScreen: defaultScreen, options: options, contactSheet: contactSheet)
    }
}

/// What `--screen` named: one screen, or `all` of them.
package enum ScreenSelection<Screen: Sendable & Equatable>: Sendable, Equatable {
    /// The one screen named.
    case screen(Screen)
    /// `all`.
    case all

    /// The one screen, or `nil` for `all`.
    var screen: Screen? {
        if case .screen(let screen) = self { return screen }
        return nil
    }
}

/// The rows of a command's `--matrix` contact sheet.
package struct ContactSheetRows<Screen: Sendable & Equatable>: Sendable {
    /// The rows, or `nil` for the screens `--SCREEN` chose.
    let screens: [Screen]?
    /// How `--help` names them: `loggedOut and loggedIn`.
    let description: String

    /// The screens `--SCREEN` chose (and, with `all`, the command's additional screens).
    package static var chosen: ContactSheetRows { ContactSheetRows(screens: nil, description: "the chosen screens") }

    /// Always `screens`, whatever `--SCREEN` says, named in `--help` as `description`.
    package static func fixed(_ screens: [Screen], description: String) -> ContactSheetRows {
        ContactSheetRows(screens: screens, description: description)
    }
}
