import Foundation

// Hardware-keyboard presses (iOS 17's `onKeyPress`). An iPhone delivers a press to the view that has focus and then to
// each view around it, until a handler returns `.handled`; a render has no keyboard, so a test presses keys with
// ``Window/pressKey(_:modifiers:characters:)`` and focus is what `@FocusState` and `.focused` say.

/// A key press a handler sees, as SwiftUI's `KeyPress` (iOS 17).
public struct KeyPress: Sendable {
    /// The phase of the press: down, repeat or up.
    public let phase: Phases
    /// The key pressed.
    public let key: KeyEquivalent
    /// The characters the press types (the key's character, shifted when Shift is held).
    public let characters: String
    /// The modifier keys held.
    public let modifiers: EventModifiers

    /// A press of `key` in `phase`, typing `characters`, with `modifiers` held.
    public init(phase: Phases, key: KeyEquivalent, characters: String, modifiers: EventModifiers) {
        self.phase = phase
        self.key = key
        self.characters = characters
        self.modifiers = modifiers
    }

    /// The phases of a press a handler asks for, as SwiftUI's `KeyPress.Phases`.
    public struct Phases: OptionSet, Sendable, Hashable, CustomDebugStringConvertible {
        /// The raw bits.
        public let rawValue: Int
        /// Phases from their raw bits.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// The key goes down.
        public static let down = Phases(rawValue: 1 << 0)
        /// The key, held, repeats.
        public static let `repeat` = Phases(rawValue: 1 << 1)
        /// The key comes up.
        public static let up = Phases(rawValue: 1 << 2)
        /// Every phase.
        public static let all: Phases = [.down, .repeat, .up]

        /// The phases in words.
        public var debugDescription: String {
            [(Phases.down, "down"), (.repeat, "repeat"), (.up, "up")].filter { contains($0.0) }.map(\.1).joined(separator: "|")
        }
    }

    /// What a handler did with a press, as SwiftUI's `KeyPress.Result`.
    public enum Result: Sendable, Hashable {
        /// The press is used: no view around this one sees it.
        case handled
        /// The press goes on to the views around this one.
        case ignored
    }
}

extension KeyEquivalent {
    /// Up arrow (the character Apple's keyboards send, U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}", name: "upArrow")
    /// Down arrow.
    public static let downArrow = KeyEquivalent("\u{F701}", name: "downArrow")
    /// Left arrow.
    public static let leftArrow = KeyEquivalent("\u{F702}", name: "leftArrow")
    /// Right arrow.
    public static let rightArrow = KeyEquivalent("\u{F703}", name: "rightArrow")
    /// Forward delete.
    public static let deleteForward = KeyEquivalent("\u{F728}", name: "deleteForward")
    /// Home.
    public static let home = KeyEquivalent("\u{F729}", name: "home")
    /// End.
    public static let end = KeyEquivalent("\u{F72B}", name: "end")
    /// Page up.
    public static let pageUp = KeyEquivalent("\u{F72C}", name: "pageUp")
    /// Page down.
    public static let pageDown = KeyEquivalent("\u{F72D}", name: "pageDown")
    /// Clear (the keypad's).
    public static let clear = KeyEquivalent("\u{F739}", name: "clear")
}

extension View {
    /// Runs `action` when `key` goes down or repeats while this view or one inside it has focus, as SwiftUI's
    /// `onKeyPress(_:action:)` (iOS 17; hardware keyboards). `.ignored` passes the press on to the views around.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        keyPressHandler(phases: [.down, .repeat]) { $0.key == key ? action() : .ignored }
    }

    /// Runs `action` for `key` in `phases` while this view or one inside it has focus, as SwiftUI's
    /// `onKeyPress(_:phases:action:)` (iOS 17).
    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(phases: phases) { $0.key == key ? action($0) : .ignored }
    }

    /// Runs `action` for any key in `phases` while this view or one inside it has focus, as SwiftUI's
    /// `onKeyPress(phases:action:)` (iOS 17).
    public func onKeyPress(
        phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(phases: phases, action)
    }

    /// Runs `action` for a press whose characters are all in `characters`, as SwiftUI's
    /// `onKeyPress(characters:phases:action:)` (iOS 17).
    public func onKeyPress(
        characters: CharacterSet, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(phases: phases) { press in
            let scalars = press.characters.unicodeScalars
            return !scalars.isEmpty && scalars.allSatisfy(characters.contains) ? action(press) : .ignored
        }
    }

    /// Runs `action` for a press of one of `keys`, as SwiftUI's `onKeyPress(keys:phases:action:)` (iOS 17).
    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        keyPressHandler(phases: phases) { keys.contains($0.key) ? action($0) : .ignored }
    }

    private func keyPressHandler(phases: KeyPress.Phases, _ action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        let handler = KeyPressHandler(phases: phases, action: action)
        return ModifiedView(content: self) { node, environment in
            KeyPressHandlerNode(child: node, handler: handler, insideFocus: environment.isFocused)
        }
    }
}

/// One `onKeyPress` modifier's action (one object however many nodes the modifier wraps, so it runs once a press).
final class KeyPressHandler {
    let phases: KeyPress.Phases
    let action: (KeyPress) -> KeyPress.Result
    init(phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) {
        self.phases = phases
        self.action = action
    }
}

/// A view that handles key presses while it, or a view inside it, has focus.
@MainActor
final class KeyPressHandlerNode: WrapperNode {
    let handler: KeyPressHandler
    /// True when a `.focused` around this view holds focus.
    let insideFocus: Bool

    init(child: LayoutNode, handler: KeyPressHandler, insideFocus: Bool) {
        self.handler = handler
        self.insideFocus = insideFocus
        super.init(child: child)
    }

    /// True when this view or one inside it has focus.
    var holdsFocus: Bool { insideFocus || containsFocus }

    /// Leaves the text's edges as they are, so a stack still spaces it as text.
    override func stackEdge(_ edge: VerticalEdge) -> StackEdge { child.stackEdge(edge) }
}

extension LayoutNode {
    /// This node, marked as tied to focus (`.focused`) and holding it or not; the node itself, so nothing laid out
    /// or drawn changes.
    func marked(focused: Bool) -> LayoutNode {
        holdsFocusState = holdsFocusState || focused
        return self
    }

    /// True when this node or one inside it holds focus.
    var containsFocus: Bool { holdsFocusState || children.contains { $0.containsFocus } }
}

extension Window {
    /// Presses `key` on a hardware keyboard, with `modifiers` held: the key goes down, then up. Each phase goes first
    /// to the innermost `onKeyPress` handler around the focused view (the one whose `.focused` binding holds focus),
    /// then outwards, until one returns `.handled`, as iOS delivers presses. With no view focused nothing runs, as on
    /// iOS. `characters` defaults to the key's character (upper-cased when Shift is held). Lays the window out first,
    /// and again after a handler ran. Returns true when a handler handled the key going down.
    @discardableResult
    public func pressKey(_ key: KeyEquivalent, modifiers: EventModifiers = [], characters: String? = nil) -> Bool {
        layout()
        let typed = characters ?? (modifiers.contains(.shift) ? String(key.character).uppercased() : String(key.character))
        // Parents come before their children: the innermost handler is the last.
        var seen: Set<ObjectIdentifier> = []
        let handlers = shownNodes(of: KeyPressHandlerNode.self).filter(\.holdsFocus).reversed().map(\.handler)
            .filter { seen.insert(ObjectIdentifier($0)).inserted }
        var handledDown = false
        var ran = false
        for phase in [KeyPress.Phases.down, .up] {
            let press = KeyPress(phase: phase, key: key, characters: typed, modifiers: modifiers)
            for handler in handlers where handler.phases.contains(phase) {
                ran = true
                if handler.action(press) == .handled {
                    if phase == .down { handledDown = true }
                    break
                }
            }
        }
        if ran { layout() }
        return handledDown
    }
}
