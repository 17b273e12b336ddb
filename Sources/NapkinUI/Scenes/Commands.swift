/// Menu commands a scene adds, as SwiftUI's `Commands`: `.commands { CommandMenu("Tools") { … } }`.
/// An iPad shows them in the menu of its hardware keyboard and macOS in its menu bar; an iPhone has
/// neither, and NapkinUI, drawing an iPhone, keeps them with the scene without drawing them.
@MainActor @preconcurrency
public protocol Commands {
    /// The type of commands these are made of.
    associatedtype Body: Commands
    /// The content of the commands.
    @CommandsBuilder var body: Body { get }
}

extension Never: Commands {}

extension Commands where Body == Never {
    /// Primitive commands have no body.
    public var body: Never { fatalError("\(Self.self) are primitive commands and have no body") }
}

/// Builds commands from several, as SwiftUI's `@CommandsBuilder`.
@resultBuilder
@preconcurrency @MainActor
public enum CommandsBuilder {
    /// One set of commands.
    public static func buildBlock<Content: Commands>(_ content: Content) -> Content { content }

    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// Several sets of commands, in order.
    public static func buildBlock<each Content: Commands>(_ content: repeat each Content) -> some Commands {
        var list: [any Commands] = []
        for commands in repeat each content { list.append(commands) }
        return CommandsList(commands: list)
    }
}

/// Several sets of commands one after another.
struct CommandsList: Commands {
    typealias Body = Never
    let commands: [any Commands]
}

/// No commands, as SwiftUI's `EmptyCommands`.
public struct EmptyCommands: Commands {
    /// No body.
    public typealias Body = Never
    /// No commands.
    public init() {}
}

/// Where a ``CommandGroup`` goes among the system's menu items, as SwiftUI's `CommandGroupPlacement`.
public struct CommandGroupPlacement: Sendable, Hashable {
    /// The name of the system's group.
    let name: String

    /// The app's About item.
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    /// The app's Settings item.
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    /// The New items.
    public static let newItem = CommandGroupPlacement(name: "newItem")
    /// The Save items.
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    /// Undo and Redo.
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
    /// Cut, Copy and Paste.
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    /// The text editing items.
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    /// The toolbar items.
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    /// The sidebar item.
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    /// The Help items.
    public static let help = CommandGroupPlacement(name: "help")
}

/// Menu items put in, before or after one of the system's groups, as SwiftUI's `CommandGroup`.
public struct CommandGroup<Content: View>: Commands {
    /// No body.
    public typealias Body = Never

    /// How the items relate to the placement's group.
    enum Position: Equatable { case replacing, before, after }

    let placement: CommandGroupPlacement
    let position: Position
    let content: Content

    /// Items shown instead of `group`'s.
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .replacing, content: addition())
    }

    /// Items shown before `group`'s.
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .before, content: addition())
    }

    /// Items shown after `group`'s.
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {
        self.init(placement: group, position: .after, content: addition())
    }

    private init(placement: CommandGroupPlacement, position: Position, content: Content) {
        self.placement = placement
        self.position = position
        self.content = content
    }
}

/// A menu of the app's own, as SwiftUI's `CommandMenu`.
public struct CommandMenu<Content: View>: Commands {
    /// No body.
    public typealias Body = Never

    let name: Text
    let content: Content

    /// A menu titled `name` holding `content`'s items.
    public init(_ name: Text, @ViewBuilder content: () -> Content) {
        self.name = name
        self.content = content()
    }

    /// A menu titled with the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(Text(nameKey), content: content)
    }

    /// A menu titled `name`, as written.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ name: S, @ViewBuilder content: () -> Content) {
        self.init(Text(name), content: content)
    }
}
