import Foundation
import NapkinSupport

/// napkin-preview's lines on standard output: what it does, the compile errors, and a
/// progress line while rendering (redrawn in place on a terminal, a line a second otherwise).
final class Terminal: Sendable {
    private let isInteractive = isatty(STDOUT_FILENO) == 1
    /// Whether the progress line is on screen, and when a line was last written for it.
    private let progressState = Locked<(shown: Bool, lastLine: ContinuousClock.Instant?)>((false, nil))

    /// Writes `napkin-preview: text`.
    func line(_ text: String) {
        let clear = progressState.withLock { state -> Bool in
            defer { state.shown = false }
            return state.shown && isInteractive
        }
        write((clear ? "\n" : "") + "napkin-preview: \(text)\n")
    }

    /// A line of the build's output. On a terminal, swift build's step counter (`[12/40]`) is
    /// shown in place; its errors are listed once the build ends, so nothing else is shown.
    func buildLine(_ text: String) {
        guard isInteractive, text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return }
        progressState.withLock { $0.shown = true }
        write("\r\u{1B}[2Knapkin-preview: building \(text[...close])")
    }

    /// The progress line: `rendered 3/12 previews`, with the preview just rendered.
    func progress(_ text: String, detail: String) {
        let now = ContinuousClock.now
        let due = progressState.withLock { state -> Bool in
            if isInteractive { state.shown = true; return true }
            if let last = state.lastLine, now - last < .seconds(1) { return false }
            state.lastLine = now
            return true
        }
        guard due else { return }
        if isInteractive {
            write("\r\u{1B}[2Knapkin-preview: \(text) \(detail.prefix(60))")
        } else {
            write("napkin-preview: \(text)\n")
        }
    }

    /// Ends the progress line with `summary`.
    func endProgress(_ summary: String?) {
        let shown = progressState.withLock { state -> Bool in
            defer { state = (false, nil) }
            return state.shown
        }
        if shown && isInteractive { write("\r\u{1B}[2K") }
        if let summary { write("napkin-preview: \(summary)\n") }
    }

    private func write(_ text: String) {
        // A closed terminal loses the progress, never the gallery.
        try? FileWriter.writeAll(Data(text.utf8), toDescriptor: STDOUT_FILENO, naming: "standard output")
    }
}
