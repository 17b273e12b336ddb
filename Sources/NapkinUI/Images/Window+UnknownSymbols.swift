extension Window {
    /// The SF Symbol names of the last layout that no glyph is mapped to (each drawn as a
    /// magenta crossed box), each once, in the order the layout met them: what a snapshot
    /// assertion names when it records such a screen, so a reference never keeps a placeholder
    /// unnoticed. ``SymbolNames/allNames`` lists the names that are mapped.
    package var unknownSymbolNames: [String] {
        var names: [String] = []
        func visit(_ node: LayoutNode) {
            if let name = (node as? ImageNode)?.unknownSymbolName, !names.contains(name) { names.append(name) }
            for child in node.children { visit(child) }
        }
        func visit(_ controller: ViewController) {
            controller.contentNode.map(visit)
            for child in controller.visibleChildren { visit(child) }
            controller.chromeNode.map(visit)
        }
        rootViewController.map(visit)
        for presented in presentedChain { visit(presented) }
        return names
    }
}

extension SymbolNames {
    /// Up to three mapped names close to `name`, closest first: those sharing its first
    /// component (`star.filled` → `star.fill`, `star`, `star.circle`), ranked by edit distance;
    /// for an unknown-symbol message.
    package static func suggestions(for name: String) -> [String] {
        // No name of the table is that long; a longer one is no typo of any.
        guard name.utf8.count <= 64 else { return [] }
        let head = name.split(separator: ".").first.map(String.init) ?? name
        let candidates = allNames.filter { $0 == head || $0.hasPrefix(head + ".") }
        let ranked = candidates.map { (name: $0, distance: editDistance($0, name)) }.sorted {
            ($0.distance, $0.name) < ($1.distance, $1.name)
        }
        return ranked.prefix(3).map(\.name)
    }

    /// The number of single-character insertions, deletions and substitutions between `a` and `b`.
    private static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        // One row of the usual table at a time: distances from a's first i characters.
        var row = Array(0...b.count)
        for (i, character) in a.enumerated() {
            var next = [i + 1]
            for j in b.indices {
                next.append(min(row[j + 1] + 1, next[j] + 1, row[j] + (character == b[j] ? 0 : 1)))
            }
            row = next
        }
        return row[b.count]
    }
}
