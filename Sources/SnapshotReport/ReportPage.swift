import Foundation
import NapkinSupport

/// The report's HTML: self-contained (inline CSS and JavaScript), one page for both uses.
///
/// - ``Mode/file``: the `index.html` written into the artifacts folder, for CI. Every link
///   is relative to the page and stays inside the folder, so a folder downloaded from CI
///   opens anywhere; references outside it are named, never linked.
/// - ``Mode/review(token:)``: the page `napkin-review` serves, with Accept and Reject; files
///   are addressed by entry and role, never by path.
///
/// Each image failure has side by side, swipe, onion skin and difference views that zoom
/// to single pixels (nearest neighbour), all views of a failure showing the same place at
/// the same zoom; keys move between failures, switch views and zoom. A text failure shows
/// its diff; a missing reference shows the new snapshot alone.
package struct ReportPage {
    /// How the page reaches its files and what it offers.
    package enum Mode: Sendable, Equatable {
        /// A file in the artifacts folder, with relative links.
        case file
        /// Served by the review server, under `/<token>/`.
        case review(token: String)
    }

    /// The run shown.
    package let run: ReportRun
    /// How the page is used.
    package let mode: Mode
    /// The most bytes of a text artifact (a patch) shown inline; the rest is linked.
    package var maximumInlineTextBytes = 256 * 1024
    /// Failures of the run already accepted or rejected (review), which the page leaves out
    /// but still counts as failed.
    package var alreadyDecided = 0

    /// A page for `run` in `mode`.
    package init(run: ReportRun, mode: Mode = .file) {
        self.run = run
        self.mode = mode
    }

    /// The whole document.
    package var html: String {
        let count = run.failed
        let title = count == 0 ? "No snapshot failures" : "\(count) snapshot failure\(count == 1 ? "" : "s")"
        var attributes = "data-failure-count=\"\(count)\" data-mode=\"\(isReview ? "review" : "file")\""
        if case .review(let token) = mode {
            attributes += " data-token=\"\(htmlEscaped(token))\" data-run=\"\(htmlEscaped(run.id ?? ""))\""
        }
        var body = header(title: title)
        let groups = matrixGroups
        body += "<main>"
        for (index, entry) in run.entries.enumerated() {
            if let group = groups[index] {
                if group.first == index { body += grid(group) }
            } else {
                body += card(entry, number: index + 1)
            }
        }
        body += "</main>"
        if isReview {
            body += "<section id=\"decided\" hidden><h2>Decided</h2><ul></ul></section>"
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="referrer" content="no-referrer">
            <title>\(htmlEscaped(title))</title>
            <style>\(ReportPageStyle.css)</style>
            </head>
            <body \(attributes)>
            \(body)
            <script>\(ReportPageScript.viewer)\(ReportPageScript.page)</script>
            </body>
            </html>

            """
    }

    var isReview: Bool { mode != .file }

    // MARK: Header

    private func header(title: String) -> String {
        var html = "<header class=\"top\"><h1>\(htmlEscaped(title))</h1>"
        html += "<p class=\"counts\">"
        html += "<span data-count=\"failed\"><b>\(run.failed + alreadyDecided)</b> failed</span> · "
        html += "<span data-count=\"passed\"><b>\(run.passed)</b> passed</span> · "
        html += "<span data-count=\"recorded\"><b>\(run.recorded)</b> recorded</span>"
        if isReview { html += " · <span data-count=\"pending\"><b>\(run.failed)</b> to review</span>" }
        html += "</p>"
        if run.failed == 0 {
            html += "<p>Every snapshot assertion of this test run so far has passed.</p>"
        } else if isReview {
            html +=
                "<p>Accept writes the new snapshot as the reference (the bytes a <code>record: .all</code> run would write); Reject keeps the reference. Then run <code>swift test</code> again.</p>"
        } else {
            html +=
                "<p>Newest last. Review and accept with <code>swift run napkin-review</code>, or re-record failing references with <code>SNAPSHOT_TESTING_RECORD=failed swift test</code>.</p>"
        }
        if let id = run.id {
            let time = run.started.map { ", started \(reportTimestamp($0))" } ?? ""
            html += "<p class=\"where\">This run: \(htmlEscaped((run.summary ?? id) + time)).</p>"
        }
        for path in run.unreadableRecords {
            html +=
                "<p class=\"problem\">A failure record could not be read, so its failures are missing here: <code>\(htmlEscaped(lastPathComponent(path)))</code></p>"
        }
        if run.failed > 0 {
            html += filters()
            html += "<ol class=\"index\">"
            for (index, entry) in run.entries.enumerated() {
                html +=
                    "<li data-key=\"\(entry.key)\"><a href=\"#failure-\(index + 1)\">\(htmlEscaped(entry.testName))</a> <span class=\"where\">\(htmlEscaped(entry.fileAndLine)) · \(htmlEscaped(entry.snapshotName))</span></li>"
            }
            html += "</ol>"
            html +=
                "<p class=\"keys\">Keys: <kbd>j</kbd>/<kbd>k</kbd> next/previous · <kbd>1</kbd>–<kbd>4</kbd> side by side, swipe, onion skin, difference · <kbd>+</kbd>/<kbd>−</kbd> zoom, <kbd>0</kbd> fit, <kbd>=</kbd> one pixel per pixel"
            html += isReview ? " · <kbd>a</kbd> accept, <kbd>r</kbd> reject</p>" : "</p>"
        }
        return html + "</header>"
    }

    /// Filters by test file and by matrix configuration, and (review) Accept all shown.
    private func filters() -> String {
        let files = Array(Set(run.entries.map(\.testFile))).sorted()
        let variants = Array(Set(run.entries.map(\.variantLabel).filter { !$0.isEmpty && !$0.allSatisfy(\.isNumber) })).sorted()
        var html = "<nav class=\"filters\">"
        html += "<label>Test file <select id=\"filter-file\"><option value=\"\">all (\(files.count))</option>"
        html += files.map { "<option value=\"\(htmlEscaped($0))\">\(htmlEscaped($0))</option>" }.joined()
        html += "</select></label>"
        if !variants.isEmpty {
            html += "<label>Configuration <select id=\"filter-variant\"><option value=\"\">all (\(variants.count))</option>"
            html += variants.map { "<option value=\"\(htmlEscaped($0))\">\(htmlEscaped($0))</option>" }.joined()
            html += "</select></label>"
        }
        if isReview {
            html += "<button id=\"accept-all\" class=\"accept\">Accept all shown (<span>\(run.failed)</span>)</button>"
        }
        return html + "</nav>"
    }

    // MARK: Links

    /// Where the page finds `artifact` of `entry`.
    func link(_ artifact: ReportEntry.Artifact, of entry: ReportEntry) -> String {
        switch mode {
        case .file: return htmlEscaped(urlPath(artifact.path))
        case .review(let token): return "/\(htmlEscaped(token))/artifact/\(entry.key)/\(htmlEscaped(urlPath(artifact.role)))"
        }
    }

    /// The text of a text artifact, at most ``maximumInlineTextBytes`` of it, and whether it
    /// was cut; `nil` when it cannot be read (or is a link: a downloaded folder's link must
    /// not bring the reader's own files into the page).
    func inlineText(_ artifact: ReportEntry.Artifact) -> (text: String, cut: Bool)? {
        guard
            let data = try? readRegularFile(
                run.url(of: artifact), limit: maximumInlineTextBytes + 1, followingLinks: false, truncating: true)
        else { return nil }
        return (String(decoding: data.prefix(maximumInlineTextBytes), as: UTF8.self), data.count > maximumInlineTextBytes)
    }
}
