import Foundation

extension ReportPage {
    /// One failure: its title (test name, file and line, snapshot), the decision buttons when
    /// reviewing, the views of its files, the message and the files.
    func card(_ entry: ReportEntry, number: Int, id: String? = nil) -> String {
        let kind = entry.imageSize != nil ? "image" : entry.artifacts.contains { $0.presentation == .text } ? "text" : "file"
        var html =
            "<section class=\"failure\" id=\"\(id ?? "failure-\(number)")\" data-key=\"\(entry.key)\" data-file=\"\(htmlEscaped(entry.testFile))\" data-variant=\"\(htmlEscaped(entry.variantLabel))\" data-kind=\"\(kind)\" tabindex=\"-1\">"
        html += "<h2><span class=\"number\">\(number)</span> <span class=\"test\">\(htmlEscaped(entry.testName))</span></h2>"
        html +=
            "<p class=\"where\"><span class=\"location\">\(htmlEscaped(entry.fileAndLine))</span> · <code>\(htmlEscaped(entry.snapshotName))</code>"
        if let difference = entry.difference {
            html += " · <span class=\"measure\">\(measure(difference))</span>"
        }
        if let inPackage = run.referenceInPackage(entry) {
            html += " · reference <code>\(htmlEscaped(inPackage))</code>"
        }
        html += "</p>"
        if isReview {
            html +=
                "<div class=\"decision\"><button class=\"accept\" data-action=\"accept\">Accept <kbd>a</kbd></button> <button class=\"reject\" data-action=\"reject\">Reject <kbd>r</kbd></button> <span class=\"status\" role=\"status\"></span></div>"
        }
        switch kind {
        case "image": html += viewer(entry)
        case "text": html += textViews(entry)
        default: break
        }
        html += "<details class=\"message\"><summary>Failure message</summary><pre>\(colouredDiff(entry.message))</pre></details>"
        let files = entry.artifacts.map {
            "<li>\(htmlEscaped($0.role)): <a href=\"\(link($0, of: entry))\"><code>\(htmlEscaped($0.path))</code></a></li>"
        }
        if !files.isEmpty {
            html += "<ul class=\"files\">\(files.joined())</ul>"
        }
        return html + "</section>"
    }

    /// `312 px differ (ΔE up to 14.2)`, with tolerated pixels when there are any.
    func measure(_ difference: ImageDifference) -> String {
        var text = "\(difference.failingPixels) px differ (ΔE up to \(String(format: "%.1f", difference.maximumDeltaE)))"
        if difference.toleratedPixels > 0 { text += ", \(difference.toleratedPixels) within tolerance" }
        return htmlEscaped(text)
    }

    /// The image views. With a reference: side by side, and one stacked viewport for swipe,
    /// onion skin and difference; without one, the new snapshot alone. Every viewport of the
    /// viewer shows the same point at the same zoom (the script keeps them together).
    private func viewer(_ entry: ReportEntry) -> String {
        guard let new = entry.artifact("new"), let size = new.presentation.imageSize else { return "" }
        let reference = entry.artifact("reference")
        let referenceSize = reference?.presentation.imageSize ?? size
        func layer(_ artifact: ReportEntry.Artifact, _ size: (width: Int, height: Int), _ role: String, _ extra: String = "") -> String {
            "<img class=\"layer\(extra)\" src=\"\(link(artifact, of: entry))\" alt=\"\(role)\" data-role=\"\(role)\" data-width=\"\(size.width)\" data-height=\"\(size.height)\" draggable=\"false\">"
        }
        // Zooming in from the whole picture goes to the (first of the) differences.
        let focus =
            (entry.difference?.firstPixel ?? entry.difference?.region).map { " data-focus=\"\($0.x),\($0.y),\($0.width),\($0.height)\"" }
            ?? ""
        var html =
            "<div class=\"viewer\(reference == nil ? " single" : "")\" data-mode=\"side\" data-width=\"\(max(size.width, referenceSize.width))\" data-height=\"\(max(size.height, referenceSize.height))\"\(focus)>"
        html += "<div class=\"toolbar\">"
        if reference != nil {
            html += "<div class=\"modes\" role=\"tablist\">"
            for (index, (mode, title)) in [
                ("side", "Side by side"), ("swipe", "Swipe"), ("onion", "Onion skin"), ("difference", "Difference"),
            ].enumerated() {
                html +=
                    "<button role=\"tab\" data-mode=\"\(mode)\" aria-selected=\"\(index == 0)\">\(title) <kbd>\(index + 1)</kbd></button>"
            }
            html += "</div>"
        }
        html +=
            "<div class=\"zoom\"><button data-zoom=\"out\" aria-label=\"Zoom out\">−</button><output class=\"zoom-level\">fit</output><button data-zoom=\"in\" aria-label=\"Zoom in\">+</button><button data-zoom=\"fit\">Fit</button><button data-zoom=\"actual\">1:1</button></div>"
        html += "</div>"
        guard let reference else {
            html += "<div class=\"stage side\"><figure class=\"pane\"><div class=\"viewport\">\(layer(new, size, "new"))</div>"
            let why = entry.referencePath == nil ? "no reference yet" : "the reference could not be used"
            html +=
                "<figcaption>New \(size.width)×\(size.height): \(why)\(isReview ? "; Accept records it" : "")</figcaption></figure></div>"
            return html + "</div>"
        }
        html += "<div class=\"stage side\">"
        html +=
            "<figure class=\"pane\"><div class=\"viewport\">\(layer(reference, referenceSize, "reference"))</div><figcaption>Reference \(referenceSize.width)×\(referenceSize.height)</figcaption></figure>"
        html +=
            "<figure class=\"pane\"><div class=\"viewport\">\(layer(new, size, "new"))</div><figcaption>New \(size.width)×\(size.height)</figcaption></figure>"
        html += "</div>"
        html += "<div class=\"stage stack\"><figure class=\"pane\"><div class=\"viewport stacked\">"
        html += layer(reference, referenceSize, "reference")
        html += "<div class=\"over\">\(layer(new, size, "new"))</div><div class=\"divider\"></div></div>"
        html +=
            "<figcaption class=\"for-swipe\"><label>Reference <input type=\"range\" class=\"swipe-range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Divider position, percent\"> New</label></figcaption>"
        html +=
            "<figcaption class=\"for-onion\"><label>Reference <input type=\"range\" class=\"onion-range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"New snapshot's opacity, percent\"> New</label></figcaption>"
        html += "<figcaption class=\"for-difference\">Every pixel that differs at all is lit; identical pixels are black.</figcaption>"
        html += "</figure>"
        if let difference = entry.artifact("difference") {
            html +=
                "<figure class=\"analysis for-difference\"><a href=\"\(link(difference, of: entry))\"><img src=\"\(link(difference, of: entry))\" alt=\"difference\"></a><figcaption>Reference · differences (magenta fails, amber within tolerance) · new</figcaption></figure>"
        }
        html += "</div>"
        return html + "</div>"
    }

    /// A text failure: the diff (its patch), or the new text alone when there is no reference.
    private func textViews(_ entry: ReportEntry) -> String {
        if let patch = entry.artifact("patch"), let (text, cut) = inlineText(patch) {
            return "<pre class=\"diff\">\(colouredDiff(text))\(cut ? "\n… (cut; the whole patch is linked below)" : "")</pre>"
        }
        if let new = entry.artifact("new"), new.presentation == .text, let (text, cut) = inlineText(new) {
            let why = entry.referencePath == nil ? "no reference yet" : "the reference could not be used"
            return "<p class=\"where\">New text (\(why)):</p><pre class=\"new-text\">\(htmlEscaped(text))\(cut ? "\n… (cut)" : "")</pre>"
        }
        return ""
    }
}
