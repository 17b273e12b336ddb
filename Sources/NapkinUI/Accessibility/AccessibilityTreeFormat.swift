internal import Raster

/// The accessibility tree as text: one element per line in reading order, numbered, with
/// what VoiceOver reads under it; containers indent what they hold. What
/// `Window.accessibilityTreeDescription()` and the `.accessibilityTree` snapshot strategy show.
///
/// ```
/// Accessibility iPhone 13 Pro (0, 0, 390×844) left to right: 3 elements
/// 1 Text "Settings" traits=[isHeader, isStaticText] (16, 47, 358×41)
///   reads "Settings, Heading"
/// 2 Toggle "Wi-Fi" value="On" traits=[isButton, isToggle] (16, 120, 358×31)
///   reads "Wi-Fi, On, Switch Button"
/// TabBar traits=[isTabBar] (0, 761, 390×83)
///   3 Tab "Home" traits=[isButton, isSelected] (0, 761, 195×49)
///     reads "Selected, Home, Tab, 1 of 2"
/// ```
enum AccessibilityTreeFormat {
    /// The element's properties on one line: role, label, value, hint, traits, heading level,
    /// identifier, sort priority, whether it is dimmed, frame, activation point (when not the
    /// centre), actions and series position.
    static func line(for element: AccessibilityElement) -> String {
        var line = "\(element.role.rawValue) \(quoted(element.label))"
        if let value = element.value { line += " value=\(quoted(value))" }
        if let hint = element.hint { line += " hint=\(quoted(hint))" }
        if !element.traits.isEmpty { line += " traits=\(element.traits)" }
        if let level = element.headingLevel, level != .unspecified { line += " heading=\(level)" }
        if let identifier = element.identifier { line += " id=\(quoted(identifier))" }
        if element.sortPriority != 0 { line += " priority=\(formatNumber(element.sortPriority))" }
        if !element.isEnabled { line += " disabled" }
        line += " " + Rect(element.frame).description
        if !element.usesDefaultActivationPoint { line += " activation=" + Point(element.activationPoint).description }
        if !element.actionNames.isEmpty { line += " actions=[" + element.actionNames.map(quoted).joined(separator: ", ") + "]" }
        if let position = element.seriesPosition { line += " \(position.index)/\(position.count)" }
        return line
    }

    /// The whole tree, under a heading line naming the device and the reading direction.
    static func text(of tree: AccessibilityTree, heading: String) -> String {
        var lines = [heading + " " + (tree.rightToLeft ? "right to left" : "left to right") + ": " + count(tree.drafts.count)]
        var number = 0
        func write(_ nodes: [AccessibilityTree.Node], depth: Int) {
            let indent = String(repeating: "  ", count: depth)
            for node in nodes {
                switch node {
                case .element(let draft):
                    number += 1
                    let element = draft.element
                    lines.append(indent + "\(number) " + line(for: element))
                    lines.append(indent + "  reads " + quoted(element.spokenDescription))
                    if let hint = element.spokenHint { lines.append(indent + "  then " + quoted(hint)) }
                case .container(let container, let inner):
                    var line = indent + (container.traits.contains(.isTabBar) ? "TabBar" : "Group")
                    if let label = container.label { line += " " + quoted(label) }
                    if !container.traits.isEmpty { line += " traits=\(container.traits)" }
                    if let identifier = container.identifier { line += " id=\(quoted(identifier))" }
                    if container.sortPriority != 0 { line += " priority=\(formatNumber(container.sortPriority))" }
                    lines.append(line + " " + container.frame.description)
                    write(inner, depth: depth + 1)
                }
            }
        }
        write(tree.nodes, depth: 0)
        return lines.joined(separator: "\n")
    }

    private static func count(_ n: Int) -> String { n == 1 ? "1 element" : "\(n) elements" }

    /// `text` in double quotes, with quotes, backslashes and line breaks escaped.
    static func quoted(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            case "\n": escaped += "\\n"
            default: escaped.append(character)
            }
        }
        return "\"" + escaped + "\""
    }
}
