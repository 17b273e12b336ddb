import NapkinSupport

extension ReportPage {
    /// For each entry that belongs to a failing matrix, the indices of the matrix's entries
    /// in order: image failures of one test in one folder that are named configurations
    /// (`screen.dark.png`, `screen.ar.png`), or unnamed ones from one call site (the numbered
    /// variants of an array of strategies). A matrix needs two failures or more.
    package var matrixGroups: [Int: [Int]] {
        var keys: [String] = []
        var members: [String: [Int]] = [:]
        for (index, entry) in run.entries.enumerated() where entry.imageSize != nil {
            let folder = deletingLastPathComponent(entry.id)
            let label = entry.variantLabel
            let isNamed = !label.isEmpty && !label.allSatisfy(\.isNumber)
            let key =
                isNamed
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

    /// A failing matrix: one row per variant (reference, difference, new), each row opening
    /// on the variant's full failure below the grid.
    func grid(_ group: [Int]) -> String {
        let entries = run.entries
        let first = entries[group[0]]
        var locations: [String] = []
        for index in group where !locations.contains(entries[index].fileAndLine) { locations.append(entries[index].fileAndLine) }
        var html = "<section class=\"matrix\" data-variants=\"\(group.count)\">"
        html +=
            "<h2>\(htmlEscaped(first.testName)) <span class=\"where\">· \(group.count) failing configurations · \(htmlEscaped(locations.joined(separator: ", ")))</span></h2>"
        html +=
            "<table class=\"grid\"><thead><tr><th scope=\"col\">Configuration</th><th scope=\"col\">Reference</th><th scope=\"col\">Difference</th><th scope=\"col\">New</th></tr></thead><tbody>"
        for index in group {
            let entry = entries[index], number = index + 1
            let label = entry.variantLabel
            html +=
                "<tr id=\"failure-\(number)\" data-key=\"\(entry.key)\" data-file=\"\(htmlEscaped(entry.testFile))\" data-variant=\"\(htmlEscaped(label))\">"
            html +=
                "<th scope=\"row\"><span class=\"number\">\(number)</span> <a href=\"#failure-\(number)-details\">\(htmlEscaped(label.isEmpty ? entry.snapshotName : label))</a><div class=\"where\">\(htmlEscaped(entry.snapshotName))</div></th>"
            html += gridCell(
                "reference", of: entry, number: number, missing: entry.referencePath == nil ? "no reference" : "unreadable reference")
            html += gridCell("difference", of: entry, number: number, missing: "no difference picture")
            html += gridCell("new", of: entry, number: number, missing: "not written")
            html += "</tr>"
        }
        html += "</tbody></table>"
        for index in group {
            let entry = entries[index]
            html +=
                "<details class=\"variant\" data-key=\"\(entry.key)\"><summary>\(index + 1) · \(htmlEscaped(entry.variantLabel.isEmpty ? entry.snapshotName : entry.variantLabel)): views, message and files</summary>"
            html += card(entry, number: index + 1, id: "failure-\(index + 1)-details")
            html += "</details>"
        }
        return html + "</section>"
    }

    /// The cell of `role`'s image; small images are enlarged with their pixels kept sharp
    /// (the difference picture enlarges itself).
    private func gridCell(_ role: String, of entry: ReportEntry, number: Int, missing: String) -> String {
        guard let file = entry.artifact(role) else { return "<td class=\"none\">\(htmlEscaped(missing))</td>" }
        var attributes = "class=\"framed\""
        if role != "difference", let size = file.presentation.imageSize {
            let enlargement = ArtifactPresentation.enlargement(width: size.width, height: size.height)
            if enlargement > 1 {
                attributes = "class=\"framed pixelated\" style=\"width: \(size.width * enlargement)px\""
            }
        }
        return
            "<td><a href=\"#failure-\(number)-details\"><img \(attributes) src=\"\(link(file, of: entry))\" alt=\"\(htmlEscaped(role))\"></a></td>"
    }
}
