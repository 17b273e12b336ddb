internal import Foundation
internal import NapkinSupport

/// The HTML of the failure report: self-contained (inline CSS and JavaScript), with images
/// referenced by paths relative to the page so it opens straight from the file system and
/// survives being downloaded as a CI artifact folder.
///
/// Each image failure offers three views: side by side (reference and new, with the
/// difference picture below), a slider that wipes between reference and new, and the
/// difference picture alone.
struct FailureReportPage {
    let entries: [FailureReport.Entry]
    let folder: URL
    /// The run the page shows.
    var run: TestRun? = nil
    /// Record files of the run that could not be read; listed so that no failure goes
    /// missing unnoticed.
    var unreadableRecords: [String] = []
    /// When the run's page was started, if known.
    var started: Date? = nil

    var html: String {
        let count = entries.count
        let title = count == 0 ? "No snapshot failures" : "\(count) snapshot failure\(count == 1 ? "" : "s")"
        var body = "<header><h1>\(escape(title))</h1>"
        if count == 0 {
            body += "<p>Every snapshot assertion of this test run so far has passed.</p>"
        } else {
            body += "<p>Newest last. Reference files are under <code>__Snapshots__</code>; re-record failing ones with <code>SNAPSHOT_TESTING_RECORD=failed swift test</code>.</p>"
        }
        if let run {
            let time = started.map { ", started \($0.formatted(date: .abbreviated, time: .standard))" } ?? ""
            body += "<p class=\"where\">This run: \(escape(run.description + time)). Each <code>swift test</code> starts the page afresh, and every test process of the run adds its failures.</p>"
        }
        for path in unreadableRecords {
            body += "<p class=\"problem\">A failure record could not be read, so its failures are missing here: <code>\(escape(path))</code></p>"
        }
        body += "<ol class=\"index\">"
        for (index, entry) in entries.enumerated() {
            body += "<li><a href=\"#failure-\(index + 1)\">\(escape(entry.snapshotName))</a> <span class=\"where\">\(escape(entry.sourceLocation))</span></li>"
        }
        body += "</ol></header>"
        // A failing matrix (the variants of one `assertSnapshots`, or named configurations of
        // one test) shows as one grid, where its first failure would stand.
        let groups = matrixGroups
        for (index, entry) in entries.enumerated() {
            if let group = groups[index] {
                if group.first == index { body += grid(group) }
            } else {
                body += card(entry, number: index + 1)
            }
        }
        return """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(escape(title))</title>
            <style>\(FailureReportPage.style)</style>
            </head>
            <body data-failure-count="\(count)">
            \(body)
            <script>\(FailureReportPage.script)</script>
            </body>
            </html>

            """
    }

    // MARK: Matrices

    /// For each entry that belongs to a failing matrix, the indices of the matrix's entries
    /// in order: image failures of one test in one folder that are named configurations
    /// (`screen.dark.png`, `screen.ar.png`), or unnamed ones from one call site (the numbered
    /// variants of an array of strategies). A matrix needs two failures or more.
    var matrixGroups: [Int: [Int]] {
        var keys: [String] = []
        var members: [String: [Int]] = [:]
        for (index, entry) in entries.enumerated() {
            guard entry.artifacts.contains(where: { $0.role == "new" && $0.presentation.imageSize != nil }) else { continue }
            let folder = deletingLastPathComponent(entry.id)
            let label = variantLabel(entry)
            let isNamed = !label.isEmpty && !label.allSatisfy(\.isNumber)
            let key = isNamed
                ? "named\u{0}\(folder)\u{0}\(entry.testName)"
                : "call\u{0}\(folder)\u{0}\(entry.testName)\u{0}\(entry.sourceLocation)"
            if members[key] == nil { keys.append(key) }
            members[key, default: []].append(index)
        }
        var result: [Int: [Int]] = [:]
        for key in keys {
            guard let group = members[key], group.count >= 2 else { continue }
            for index in group { result[index] = group }
        }
        return result
    }

    /// The configuration's name as the test wrote it: `dark mode` for
    /// `screen.dark%20mode.png`, `2` for `screen.2.png`.
    func variantLabel(_ entry: FailureReport.Entry) -> String {
        var name = (entry.snapshotName as NSString).deletingPathExtension
        if name.hasPrefix(entry.testName + ".") {
            name = String(name.dropFirst(entry.testName.count + 1))
        }
        if name == "%empty" { return "" }
        return name.removingPercentEncoding ?? name
    }

    /// A failing matrix: one row per variant (reference, difference, new), each row opening
    /// on the variant's full failure (views, message, files).
    private func grid(_ group: [Int]) -> String {
        let first = entries[group[0]]
        let locations = group.map { entries[$0].sourceLocation }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var html = "<section class=\"matrix\" data-variants=\"\(group.count)\">"
        html += "<h2>\(escape(first.testName)) <span class=\"where\">· \(group.count) failing variants</span></h2>"
        html += "<p class=\"where\">\(escape(locations.joined(separator: ", ")))</p>"
        html += "<table class=\"grid\"><thead><tr><th scope=\"col\">Variant</th><th scope=\"col\">Reference</th><th scope=\"col\">Difference</th><th scope=\"col\">New</th></tr></thead><tbody>"
        for index in group {
            let entry = entries[index], number = index + 1
            let label = variantLabel(entry)
            html += "<tr id=\"failure-\(number)\" data-variant=\"\(escape(label))\">"
            html += "<th scope=\"row\"><span class=\"number\">\(number)</span> <a href=\"#failure-\(number)-details\">\(escape(label.isEmpty ? entry.snapshotName : label))</a><div class=\"where\">\(escape(entry.snapshotName))</div></th>"
            html += gridCell("reference", of: entry, missing: entry.referencePath == nil ? "no reference" : "unreadable reference")
            html += gridCell("difference", of: entry, missing: "no difference picture")
            html += gridCell("new", of: entry, missing: "not written")
            html += "</tr>"
        }
        html += "</tbody></table>"
        for index in group {
            let entry = entries[index]
            html += "<details class=\"variant\"><summary>\(index + 1) · \(escape(entry.snapshotName)): views, message and files</summary>"
            html += card(entry, number: index + 1, id: "failure-\(index + 1)-details")
            html += "</details>"
        }
        return html + "</section>"
    }

    /// The cell of `role`'s image. Small images (not the difference picture, which enlarges
    /// itself) are enlarged by the cards' rule with their pixels kept sharp.
    private func gridCell(_ role: String, of entry: FailureReport.Entry, missing: String) -> String {
        guard let file = entry.artifacts.first(where: { $0.role == role }) else { return "<td class=\"none\">\(escape(missing))</td>" }
        var attributes = "class=\"framed\""
        if role != "difference", let size = file.presentation.imageSize {
            let enlargement = ArtifactPresentation.enlargement(width: size.width, height: size.height)
            if enlargement > 1 {
                attributes = "class=\"framed pixelated\" style=\"width: \(size.width * enlargement)px\""
            }
        }
        return "<td><a href=\"\(href(file.path))\"><img \(attributes) src=\"\(href(file.path))\" alt=\"\(escape(role))\"></a></td>"
    }

    // MARK: Failures

    private func card(_ entry: FailureReport.Entry, number: Int, id: String? = nil) -> String {
        var html = "<section class=\"failure\" id=\"\(id ?? "failure-\(number)")\">"
        html += "<h2><span class=\"number\">\(number)</span> \(escape(entry.snapshotName))</h2>"
        html += "<p class=\"where\">\(escape(entry.sourceLocation))"
        if let reference = entry.referencePath {
            html += " · reference <a href=\"\(href(reference))\"><code>\(escape(reference))</code></a>"
        }
        html += "</p>"
        let reference = artifact("reference", of: entry), difference = artifact("difference", of: entry)
        if let reference, let newArtifact = entry.artifacts.first(where: { $0.role == "new" }), let size = newArtifact.presentation.imageSize {
            let new = newArtifact.path
            let enlargement = ArtifactPresentation.enlargement(width: size.width, height: size.height)
            let small = enlargement > 1
            // Small images are enlarged (by the difference picture's rule) so their pixels
            // show; large ones are shown at most 760 px tall, so a phone screen fits the window.
            let displayWidth = small
                ? size.width * enlargement
                : min(size.width, 760 * size.width / max(size.height, 1))
            let pixelClass = small ? " pixelated" : ""
            html += "<div class=\"tabs\" role=\"tablist\">"
            html += "<button class=\"tab active\" data-view=\"side\">Side by side</button>"
            html += "<button class=\"tab\" data-view=\"slider\">Slider</button>"
            if difference != nil { html += "<button class=\"tab\" data-view=\"difference\">Difference</button>" }
            html += "</div>"
            html += "<div class=\"view side active\"><div class=\"pair\">"
            html += figure(reference, caption: "Reference", pixelClass: pixelClass, width: displayWidth)
            html += figure(new, caption: "New", pixelClass: pixelClass, width: displayWidth)
            html += "</div>"
            if let difference {
                html += figure(difference, caption: "Reference · differences (magenta fails, amber tolerated) · new", pixelClass: "", width: 3 * displayWidth + 64)
            }
            html += "</div>"
            html += "<div class=\"view slider\"><div class=\"wipe\" style=\"max-width: \(displayWidth)px\">"
            html += "<img class=\"under\(pixelClass)\" src=\"\(href(new))\" alt=\"new\">"
            html += "<img class=\"over\(pixelClass)\" src=\"\(href(reference))\" alt=\"reference\" style=\"clip-path: inset(0 50% 0 0)\">"
            html += "<div class=\"handle\" style=\"left: 50%\"></div></div>"
            html += "<label class=\"wipe-control\">Reference <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" aria-label=\"Reference shown, percent\"> New</label></div>"
            if let difference {
                html += "<div class=\"view difference\">" + figure(difference, caption: "Reference · differences · new", pixelClass: "", width: nil) + "</div>"
            }
        }
        html += "<pre class=\"message\">\(colouredMessage(entry.message))</pre>"
        let files = entry.artifacts.map { "<li>\(escape($0.role)): <a href=\"\(href($0.path))\"><code>\(escape(relative($0.path)))</code></a></li>" }
        if !files.isEmpty {
            html += "<ul class=\"files\">\(files.joined())</ul>"
        }
        return html + "</section>"
    }

    private func artifact(_ role: String, of entry: FailureReport.Entry) -> String? {
        entry.artifacts.first { $0.role == role }?.path
    }

    private func figure(_ path: String, caption: String, pixelClass: String, width: Int?) -> String {
        let style = width.map { " style=\"max-width: \($0)px\"" } ?? ""
        return "<figure\(style)><a href=\"\(href(path))\"><img class=\"framed\(pixelClass)\" src=\"\(href(path))\" alt=\"\(escape(caption))\"></a><figcaption>\(escape(caption))</figcaption></figure>"
    }

    /// The message with diff lines coloured.
    private func colouredMessage(_ message: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            let text = escape(String(line))
            if line.hasPrefix(minusSign) && !line.hasPrefix("\(minusSign)\(minusSign)") { return "<span class=\"removed\">\(text)</span>" }
            if line.hasPrefix("+") && !line.hasPrefix("++") { return "<span class=\"added\">\(text)</span>" }
            if line.hasPrefix("@@") { return "<span class=\"hunk\">\(text)</span>" }
            return text
        }.joined(separator: "\n")
    }

    /// `path` relative to the report's folder when inside it, otherwise absolute.
    private func relative(_ path: String) -> String {
        let base = folder.standardizedFileURL.path + "/"
        let standardized = URL(fileURLWithPath: path).standardizedFileURL.path
        return standardized.hasPrefix(base) ? String(standardized.dropFirst(base.count)) : standardized
    }

    /// A link to `path`: relative and percent-encoded inside the folder, a `file://` URL
    /// outside it.
    private func href(_ path: String) -> String {
        let relativePath = relative(path)
        if relativePath.hasPrefix("/") {
            return escape(URL(fileURLWithPath: relativePath).absoluteString)
        }
        let encoded = relativePath.split(separator: "/").map { component in
            // ':' too: a first component such as `javascript:alert(1)` would read as a scheme.
            String(component).addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(CharacterSet(charactersIn: "/?#:"))) ?? String(component)
        }
        return escape(encoded.joined(separator: "/"))
    }

    private func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result.append(character)
            }
        }
        return result
    }

    private static let style = """
        :root { color-scheme: light dark; --ink: #1c1a17; --paper: #f6f3ee; --line: #d9d3c7; --muted: #6b655b; --fail: #d4008f; --pass: #137a3a; }
        @media (prefers-color-scheme: dark) { :root { --ink: #ece7dc; --paper: #161513; --line: #3a3733; --muted: #a39d92; --fail: #ff4fc8; --pass: #5fd28a; } }
        * { box-sizing: border-box; }
        body { margin: 0; padding: 24px; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif; color: var(--ink); background: var(--paper); }
        h1 { font-size: 26px; margin: 0 0 4px; }
        h2 { font-size: 17px; margin: 0 0 4px; font-family: ui-monospace, "JetBrains Mono", monospace; word-break: break-all; }
        code, pre { font-family: ui-monospace, "JetBrains Mono", monospace; font-size: 13px; }
        a { color: inherit; }
        .index { padding-left: 22px; }
        .where { color: var(--muted); font-size: 13px; }
        .failure { border-top: 1px solid var(--line); padding: 20px 0 28px; }
        .number { display: inline-block; min-width: 1.8em; padding: 0 6px; margin-right: 6px; border-radius: 999px; background: var(--fail); color: white; text-align: center; }
        .tabs { margin: 12px 0; display: flex; gap: 6px; }
        .tab { font: inherit; padding: 4px 12px; border: 1px solid var(--line); border-radius: 999px; background: transparent; color: inherit; cursor: pointer; }
        .tab.active { background: var(--ink); color: var(--paper); border-color: var(--ink); }
        .view { display: none; }
        .view.active { display: block; }
        .pair { display: flex; gap: 16px; flex-wrap: wrap; align-items: flex-start; }
        figure { margin: 0 0 12px; flex: 1 1 240px; }
        figure img { display: block; width: 100%; height: auto; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; }
        .framed { border: 1px solid var(--line); background: repeating-conic-gradient(#fff 0 25%, #e6e6e6 0 50%) 0 0 / 16px 16px; }
        .pixelated { image-rendering: pixelated; }
        .wipe { position: relative; width: 100%; border: 1px solid var(--line); }
        .wipe img { display: block; width: 100%; height: auto; }
        .wipe .over { position: absolute; inset: 0; height: 100%; }
        .wipe .handle { position: absolute; top: 0; bottom: 0; width: 2px; margin-left: -1px; background: var(--fail); pointer-events: none; }
        .wipe-control { display: flex; align-items: center; gap: 10px; margin-top: 8px; color: var(--muted); font-size: 13px; }
        .wipe-control input { flex: 1; max-width: 420px; }
        .message { white-space: pre-wrap; word-break: break-word; background: rgba(127,127,127,.08); border: 1px solid var(--line); border-radius: 6px; padding: 12px; margin: 12px 0; }
        .removed { color: var(--fail); }
        .added { color: var(--pass); }
        .hunk { color: var(--muted); }
        .files { font-size: 13px; color: var(--muted); padding-left: 18px; }
        .problem { color: var(--fail); }
        .matrix { border-top: 1px solid var(--line); padding: 20px 0 28px; }
        .grid { border-collapse: collapse; width: 100%; margin: 12px 0; }
        .grid th, .grid td { border: 1px solid var(--line); padding: 8px; vertical-align: top; text-align: left; }
        .grid thead th { color: var(--muted); font-weight: 600; font-size: 13px; }
        .grid tbody th { width: 16%; font-family: ui-monospace, "JetBrains Mono", monospace; font-size: 13px; word-break: break-all; }
        .grid td { width: 20%; }
        .grid td:nth-child(3) { width: 44%; }
        .grid img { display: block; width: auto; height: auto; max-width: 100%; max-height: 420px; }
        .grid td.none { color: var(--muted); font-size: 13px; }
        .grid tr:target { outline: 2px solid var(--fail); }
        .variant { margin: 6px 0; }
        .variant summary { cursor: pointer; color: var(--muted); font-size: 13px; }
        .variant .failure { border-top: none; padding-top: 8px; }
        """

    /// Tabs and the slider, plus a check that every image loaded: once the page has loaded,
    /// `<body>` gets `data-images-loaded="loaded/total"` and `data-broken-images` (their
    /// `src`s), which tests read from a headless browser's DOM.
    private static let script = """
        window.addEventListener('load', function () {
          var images = Array.prototype.slice.call(document.images);
          var broken = images.filter(function (image) { return !(image.complete && image.naturalWidth > 0); });
          document.body.dataset.imagesLoaded = (images.length - broken.length) + '/' + images.length;
          document.body.dataset.brokenImages = broken.map(function (image) { return image.getAttribute('src'); }).join(' ');
          // Each grid says how it was laid out, rows × the cells of a row that stand side by
          // side, so tests can check a matrix reads as a grid.
          document.querySelectorAll('.matrix').forEach(function (matrix) {
            var rows = matrix.querySelectorAll('.grid tbody tr');
            var columns = rows.length ? Array.prototype.filter.call(rows[0].children, function (cell) {
              return cell.offsetWidth > 0 && cell.offsetTop === rows[0].children[0].offsetTop;
            }).length : 0;
            matrix.dataset.layout = rows.length + 'x' + columns;
          });
        });
        // A variant's name in a grid opens its full failure below.
        document.querySelectorAll('.grid tbody th a').forEach(function (link) {
          link.addEventListener('click', function () {
            var target = document.getElementById(link.getAttribute('href').slice(1));
            if (target && target.parentElement.tagName === 'DETAILS') target.parentElement.open = true;
          });
        });
        document.querySelectorAll('.failure').forEach(function (card) {
          card.querySelectorAll('.tab').forEach(function (tab) {
            tab.addEventListener('click', function () {
              card.querySelectorAll('.tab').forEach(function (t) { t.classList.toggle('active', t === tab); });
              card.querySelectorAll('.view').forEach(function (v) { v.classList.toggle('active', v.classList.contains(tab.dataset.view)); });
            });
          });
          var range = card.querySelector('.wipe-control input');
          if (!range) return;
          var over = card.querySelector('.wipe .over'), handle = card.querySelector('.wipe .handle');
          range.addEventListener('input', function () {
            over.style.clipPath = 'inset(0 ' + (100 - range.value) + '% 0 0)';
            handle.style.left = range.value + '%';
          });
        });
        """
}
