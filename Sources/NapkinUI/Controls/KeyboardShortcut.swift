// A hardware keyboard's shortcuts for buttons. A snapshot has no keyboard, so a shortcut changes
// nothing drawn; the button keeps it and its line in the layout description shows it
// (`Button shortcut=return`), so a test can check which button Return presses.

/// A key on a hardware keyboard, as SwiftUI's `KeyEquivalent`: `.return`, `.escape`, or a
/// character (`"s"`).
public struct KeyEquivalent: Sendable, Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The character the key types (a control character for Return, Escape, Delete, Tab).
    public var character: Character
    let name: String

    /// The key that types `character`.
    public init(_ character: Character) {
        self.character = character
        name = String(character)
    }

    /// The key that types the literal's character.
    public init(extendedGraphemeClusterLiteral value: Character) {
        self.init(value)
    }

    init(_ character: Character, name: String) {
        self.character = character
        self.name = name
    }

    /// Return.
    public static let `return` = KeyEquivalent("\r", name: "return")
    /// Escape.
    public static let escape = KeyEquivalent("\u{1B}", name: "escape")
    /// Delete (backspace).
    public static let delete = KeyEquivalent("\u{8}", name: "delete")
    /// Tab.
    public static let tab = KeyEquivalent("\t", name: "tab")
    /// Space.
    public static let space = KeyEquivalent(" ", name: "space")
}

/// The modifier keys held with a shortcut's key, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Sendable, Hashable {
    /// The keys as bits.
    public let rawValue: Int
    /// The keys whose bits are set in `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Shift.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// Control.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// Option.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// Command.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// All of them.
    public static let all: EventModifiers = [.shift, .control, .option, .command]

    /// The held keys in words, in the order macOS writes them: `control+option+shift+command`.
    var names: [String] {
        [(EventModifiers.control, "control"), (.option, "option"), (.shift, "shift"), (.command, "command")]
            .filter { contains($0.0) }.map(\.1)
    }
}

/// A key with modifier keys that presses a button, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Sendable, Hashable {
    /// The key.
    public var key: KeyEquivalent
    /// The modifier keys held with it.
    public var modifiers: EventModifiers

    /// `key` with `modifiers` (Command unless told otherwise, as in SwiftUI).
    public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
        self.key = key
        self.modifiers = modifiers
    }

    /// Return, the default button of a form or dialog.
    public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
    /// Escape, the cancel button.
    public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])

    /// The shortcut in words: `return`, `command+s`.
    var summary: String {
        (modifiers.names + [key.name]).joined(separator: "+")
    }
}

extension View {
    /// Gives the buttons inside the keyboard shortcut `shortcut`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        EnvironmentModifiedView(content: self) { $0.keyboardShortcut = shortcut }
    }

    /// Gives the buttons inside `shortcut`, or none when it is `nil`.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View {
        EnvironmentModifiedView(content: self) { $0.keyboardShortcut = shortcut }
    }

    /// Gives the buttons inside the shortcut `key` with `modifiers` (Command by default).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        keyboardShortcut(KeyboardShortcut(key, modifiers: modifiers))
    }
}

private struct KeyboardShortcutKey: EnvironmentKey {
    static let defaultValue: KeyboardShortcut? = nil
}

extension EnvironmentValues {
    /// The keyboard shortcut the buttons inside take.
    var keyboardShortcut: KeyboardShortcut? {
        get { self[KeyboardShortcutKey.self] }
        set { self[KeyboardShortcutKey.self] = newValue }
    }
}
