import NapkinUI

/// How a performed intent went, as App Intents' `IntentResult`: made by the `.result(…)` functions, and read by a
/// test through ``napkinDialog``, ``napkinValue``, ``napkinOpensIntent`` and ``napkinSnippet`` (napkin additions).
public protocol IntentResult: Sendable {
    /// The type of the value returned (`Never` when none is).
    associatedtype Value: _IntentValue
    /// The intent opened after this one (`Never` when none is).
    associatedtype OpensAppIntent: AppIntent = Never
    /// The value returned, if any.
    var value: Value? { get }
}

/// A result that returns a value of `Value`, as App Intents' `ReturnsValue`: `some ReturnsValue<Int>`.
public protocol ReturnsValue<Value>: IntentResult {}

/// A result that has a dialog, as App Intents' `ProvidesDialog`.
public protocol ProvidesDialog: IntentResult {}

/// A result that shows a view, as App Intents' `ShowsSnippetView`.
public protocol ShowsSnippetView: IntentResult {}

/// A result that opens another intent, as App Intents' `OpensIntent`.
public protocol OpensIntent: IntentResult {}

/// A result's view, as App Intents' `_SnippetViewContainer`.
public struct _SnippetViewContainer: @unchecked Sendable {
    // Sound: a view is a value made and drawn on the main actor; the container only carries it.
    let view: AnyView
}

/// The result every `.result(…)` function makes, as App Intents' `IntentResultContainer`: a value, an intent to
/// open, a view and a dialog, each there or `Never`.
public struct IntentResultContainer<Value: _IntentValue, OpensAppIntent: AppIntent, Snippet, Dialog>: IntentResult,
    @unchecked Sendable
{
    // Sound: what the container holds is set once, when the intent returns it, and only read afterwards.
    /// The value returned.
    public let value: Value?
    /// The intent to open.
    public let opensIntent: OpensAppIntent?
    /// The dialog.
    public let dialog: IntentDialog?
    /// The identifier of a Live Activity the intent started.
    public var activityIdentifier: String? { nil }
    let snippet: _SnippetViewContainer?
    let openedIntent: (any AppIntent)?

    init(
        value: Value? = nil, opensIntent: OpensAppIntent? = nil, openedIntent: (any AppIntent)? = nil, dialog: IntentDialog? = nil,
        snippet: _SnippetViewContainer? = nil
    ) {
        self.value = value
        self.opensIntent = opensIntent
        self.openedIntent = openedIntent ?? opensIntent
        self.dialog = dialog
        self.snippet = snippet
    }
}

extension IntentResultContainer: ReturnsValue {}
extension IntentResultContainer: OpensIntent {}
extension IntentResultContainer: ProvidesDialog where Dialog == IntentDialog {}
extension IntentResultContainer: ShowsSnippetView where Snippet == _SnippetViewContainer {}

/// What a test reads from any result.
protocol NapkinIntentResultContents {
    var napkinContents: (value: Any?, dialog: IntentDialog?, opens: (any AppIntent)?, snippet: AnyView?) { get }
}

extension IntentResultContainer: NapkinIntentResultContents {
    var napkinContents: (value: Any?, dialog: IntentDialog?, opens: (any AppIntent)?, snippet: AnyView?) {
        (value.map { $0 as Any }, dialog, openedIntent, snippet?.view)
    }
}

extension IntentResult {
    /// The dialog the intent returned, if any (a napkin addition).
    public var napkinDialog: IntentDialog? { (self as? any NapkinIntentResultContents)?.napkinContents.dialog }
    /// The value the intent returned, if any (a napkin addition).
    public var napkinValue: Any? { (self as? any NapkinIntentResultContents)?.napkinContents.value ?? nil }
    /// The intent the result opens, if any (a napkin addition).
    public var napkinOpensIntent: (any AppIntent)? { (self as? any NapkinIntentResultContents)?.napkinContents.opens ?? nil }
    /// The view the result shows, if any (a napkin addition).
    public var napkinSnippet: AnyView? { (self as? any NapkinIntentResultContents)?.napkinContents.snippet ?? nil }
}

extension IntentResult {
    /// The intent finished with nothing to show.
    public static func result() -> Self where Self == IntentResultContainer<Never, Never, Never, Never> { .init() }

    /// The intent finished, saying `dialog`.
    public static func result(dialog: IntentDialog) -> Self where Self == IntentResultContainer<Never, Never, Never, IntentDialog> {
        .init(dialog: dialog)
    }

    /// The intent finished with `value`.
    public static func result<V: _IntentValue>(value: V) -> Self where Self == IntentResultContainer<V, Never, Never, Never> {
        .init(value: value)
    }

    /// The intent finished with `value`, saying `dialog`.
    public static func result<V: _IntentValue>(value: V, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, Never, Never, IntentDialog> {
        .init(value: value, dialog: dialog)
    }

    /// The intent finished; the system runs `opensIntent` next.
    public static func result<I: AppIntent>(opensIntent: I) -> Self where Self == IntentResultContainer<Never, I, Never, Never> {
        .init(opensIntent: opensIntent)
    }

    /// The intent finished, saying `dialog`; the system runs `opensIntent` next.
    public static func result<I: AppIntent>(opensIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<Never, I, Never, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog)
    }

    /// The intent finished with `value`; the system runs `opensIntent` next.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I) -> Self
    where Self == IntentResultContainer<V, I, Never, Never> {
        .init(value: value, opensIntent: opensIntent)
    }

    /// The intent finished with `value`, saying `dialog`; the system runs `opensIntent` next.
    public static func result<V: _IntentValue, I: AppIntent>(value: V, opensIntent: I, dialog: IntentDialog) -> Self
    where Self == IntentResultContainer<V, I, Never, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog)
    }
}

extension IntentResult {
    /// The intent finished, showing `view`.
    @MainActor
    public static func result<Content: View>(view: Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        .init(snippet: _SnippetViewContainer(view: AnyView(view)))
    }

    /// The intent finished, showing `content`.
    @MainActor
    public static func result<Content: View>(@ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        .init(snippet: _SnippetViewContainer(view: AnyView(content())))
    }

    /// The intent finished, saying `dialog` and showing `view`.
    @MainActor
    public static func result<Content: View>(dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: _SnippetViewContainer(view: AnyView(view)))
    }

    /// The intent finished, saying `dialog` and showing `content`.
    @MainActor
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
    where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: _SnippetViewContainer(view: AnyView(content())))
    }

    /// The intent finished with `value`, saying `dialog` and showing `view`.
    @MainActor
    public static func result<V: _IntentValue, Content: View>(value: V, dialog: IntentDialog, view: Content) -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: _SnippetViewContainer(view: AnyView(view)))
    }

    /// The intent finished with `value`, saying `dialog` and showing `content`.
    @MainActor
    public static func result<V: _IntentValue, Content: View>(value: V, dialog: IntentDialog, @ViewBuilder content: () -> Content)
        -> Self
    where Self == IntentResultContainer<V, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: _SnippetViewContainer(view: AnyView(content())))
    }
}
