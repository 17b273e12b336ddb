import CommandLineOptions
import Foundation
import NapkinUI
import Raster

/// How a command makes its screens' windows: the part of a render command that is its app's.
@MainActor
package struct ScreenSource<Screen> {
    /// The window of `screen` on a device, driven to the state it shows.
    let window: (Screen, Device) async throws -> Window
    /// The screens `all` adds after the named ones, already drawn on a device (the gallery's
    /// controls examples), with their file names.
    let additionalScreens: (Device) -> [(name: String, window: Window)]

    /// A source that makes `screen`'s window on a device with `window`, and, for `all`, adds
    /// `additionalScreens` after the named ones.
    package init(
        window: @escaping (Screen, Device) async throws -> Window,
        additionalScreens: @escaping (Device) -> [(name: String, window: Window)] = { _ in [] }
    ) {
        self.window = window
        self.additionalScreens = additionalScreens
    }
}

extension ScreenCommand {
    /// The whole command: parses the process's arguments, lets `prepare` read the command's
    /// own options (its errors are usage errors), does what the line asks and returns the
    /// exit status (0; 2 for a usage error; 1 for anything else, after one line on standard
    /// error). `main.swift` exits with it.
    @MainActor
    package func main(prepare: @escaping @MainActor (ScreenRequest<Screen>) throws -> ScreenSource<Screen>) async -> Int32 {
        await exitStatus(program: program) {
            let request = try parse(Array(CommandLine.arguments.dropFirst()))
            let source: ScreenSource<Screen>
            do {
                source = try prepare(request)
            } catch let error as CommandLineUsageError {
                throw error
            } catch {
                throw CommandLineUsageError("\(error)")
            }
            try await run(request, source: source)
        }
    }

    /// Does what `request` asks: prints the usage text or the list, writes the contact sheet,
    /// prints the layout descriptions, or writes each screen's PNG (see ``ScreenExport``).
    @MainActor
    package func run(_ request: ScreenRequest<Screen>, source: ScreenSource<Screen>) async throws {
        switch request.action {
        case .help:
            try StandardOutput.printLine(table.usage)
        case .list:
            // `screens: ` and `states:  ` both line up with `devices: `.
            let label = "\(noun)s:"
            try StandardOutput.printLine(
                label + String(repeating: " ", count: max(1, 9 - label.count)) + (screens.map(name) + ["all"]).joined(separator: ", "))
            try StandardOutput.printLine(Device.listing)
        case .contactSheet:
            let url = URL(fileURLWithPath: request.output ?? "\(filePrefix)-matrix.png")
            try await contactSheet(request, source: source).render().write(to: url)
            if !StandardOutput.isDestination(url) { try StandardOutput.printLine(url.path) }
        case .tree:
            let targets = self.targets(request.screens, everything: request.everything, on: request.device, source: source)
            for target in targets {
                if targets.count > 1 { try StandardOutput.printLine("# \(target.name)") }
                try StandardOutput.printLine(try await target.window().layoutDescription())
            }
        case .render:
            let targets = self.targets(request.screens, everything: request.everything, on: request.device, source: source)
            let export = ScreenExport(filePrefix: filePrefix, output: request.output, count: targets.count)
            for target in targets {
                try export.write(try await target.window(), name: target.name, fullContent: request.fullContent)
            }
        }
    }

    /// The contact sheet's rows (``contactSheet``'s, or the chosen screens) in light, dark,
    /// Arabic, Arabic dark and landscape on the request's device, each driven there as a
    /// single render is.
    @MainActor
    func contactSheet(_ request: ScreenRequest<Screen>, source: ScreenSource<Screen>) async throws -> ContactSheet {
        let rows = contactSheet?.screens ?? request.screens
        let everything = contactSheet?.screens == nil && request.everything
        let columns = ContactSheet.matrixColumns(of: request.device).map { column in
            (column.name, targets(rows, everything: everything, on: column.device, source: source))
        }
        var cells: [[ContactSheet.Cell]] = []
        for row in columns.first?.1.indices ?? 0..<0 {
            var line: [ContactSheet.Cell] = []
            for (name, targets) in columns {
                let target = targets[row]
                line.append(ContactSheet.Cell(caption: "\(target.name) · \(name)", bitmap: try await target.window().render()))
            }
            cells.append(line)
        }
        return ContactSheet(rows: cells)
    }

    /// `screens` (and the additional screens, for `all`) on `device`, each with its file name
    /// and what makes its window, made only when it is drawn.
    @MainActor
    private func targets(_ screens: [Screen], everything: Bool, on device: Device, source: ScreenSource<Screen>)
        -> [(name: String, window: () async throws -> Window)]
    {
        let named = screens.map { screen in
            (name: name(screen), window: { () async throws -> Window in try await source.window(screen, device) })
        }
        let additional = everything ? source.additionalScreens(device) : []
        return named + additional.map { screen in (name: screen.name, window: { () async throws -> Window in screen.window }) }
    }
}
