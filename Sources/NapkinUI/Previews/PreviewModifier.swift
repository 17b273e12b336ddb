/// What a `#Preview` wraps its view in, with a context made once and shared by every preview that uses it, as
/// SwiftUI's `PreviewModifier` (iOS 18): sample data in an in-memory SwiftData container, an environment object.
///
/// ```swift
/// struct SampleData: PreviewModifier {
///     static func makeSharedContext() throws -> ModelContainer {
///         let container = try ModelContainer(for: Trip.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
///         container.mainContext.insert(Trip(name: "Lisbon"))
///         return container
///     }
///     func body(content: Content, context: ModelContainer) -> some View { content.modelContainer(context) }
/// }
/// #Preview(traits: .modifier(SampleData())) { TripList() }
/// ```
///
/// The context is made the first time a preview needs it and kept for the process. `assertPreviewSnapshots()` awaits
/// it before drawing the preview and fails with the error `makeSharedContext()` throws; elsewhere (the gallery,
/// `napkin-preview`) a context made without suspending is there at once, and one still being made, or that failed,
/// shows its reason in place of the preview.
@MainActor @preconcurrency
public protocol PreviewModifier {
    /// What ``makeSharedContext()`` makes (nothing by default).
    associatedtype Context = Void
    /// The wrapped preview's type.
    associatedtype Body: View
    /// The preview's view, handed to ``body(content:context:)``.
    typealias Content = PreviewModifierContent
    /// Makes the context every preview using this modifier shares.
    static func makeSharedContext() async throws -> Context
    /// The preview's view, wrapped.
    @ViewBuilder func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
    /// No context to make.
    public static func makeSharedContext() async throws {}
}

/// The view a ``PreviewModifier`` wraps: the preview's own.
public struct PreviewModifierContent: View {
    let view: AnyView

    /// The preview's view.
    public var body: some View { view }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// Wraps the preview in `modifier` with its shared context, as SwiftUI's `.modifier(_:)` trait (iOS 18).
    @MainActor public static func modifier<M: PreviewModifier>(_ modifier: M) -> PreviewTrait {
        PreviewTrait(
            apply: { _ in },
            modify: { view in AnyView(PreviewModifierView(modifier: modifier, content: view)) },
            prepare: { @MainActor in try await SharedPreviewContexts.context(for: M.self) })
    }
}

/// The contexts of the preview modifiers, one per modifier type, made when first needed and kept for the process.
@MainActor
enum SharedPreviewContexts {
    /// A context being made, made, or the error making it threw.
    private enum State {
        case pending
        case made(Any)
        case failed(any Error)
    }

    private static var states: [ObjectIdentifier: State] = [:]

    /// `M`'s context, made now if it has not been (awaiting `makeSharedContext()`).
    @discardableResult
    static func context<M: PreviewModifier>(for modifier: M.Type) async throws -> M.Context {
        switch states[ObjectIdentifier(M.self)] {
        case .made(let context): return context as! M.Context  // only `M`'s own context is stored under `M`
        case .failed(let error): throw error
        case .pending, nil:
            // Whoever started it (a preview drawn before) stores it; making another would not be shared.
            if states[ObjectIdentifier(M.self)] == nil { states[ObjectIdentifier(M.self)] = .pending }
            do {
                let context = try await M.makeSharedContext()
                if case .made(let first)? = states[ObjectIdentifier(M.self)] { return first as! M.Context }
                states[ObjectIdentifier(M.self)] = .made(context)
                return context
            } catch {
                states[ObjectIdentifier(M.self)] = .failed(error)
                throw error
            }
        }
    }

    /// `M`'s context if it is made, starting to make it otherwise: a `makeSharedContext()` that does not suspend has
    /// made it when this returns. `.failure` says why there is none (yet).
    static func available<M: PreviewModifier>(for modifier: M.Type) -> Result<M.Context, PreviewContextUnavailable> {
        if states[ObjectIdentifier(M.self)] == nil {
            Task.immediate { @MainActor in _ = try? await context(for: M.self) }
        }
        switch states[ObjectIdentifier(M.self)] {
        case .made(let context): return .success(context as! M.Context)  // see context(for:)
        case .failed(let error): return .failure(PreviewContextUnavailable(modifier: "\(M.self)", reason: "\(error)"))
        case .pending, nil:
            return .failure(
                PreviewContextUnavailable(modifier: "\(M.self)", reason: "its makeSharedContext() is still running (it suspended)"))
        }
    }

    /// Forgets every context, so the next preview makes them again (tests).
    static func reset() { states = [:] }
}

/// Why a preview modifier has no context to wrap a preview with.
struct PreviewContextUnavailable: Error, CustomStringConvertible {
    let modifier: String
    let reason: String

    var description: String { "The preview modifier \(modifier) has no shared context: \(reason)." }
}

/// A preview wrapped in its modifier, with the modifier's shared context; the reason in its place when there is none.
struct PreviewModifierView<M: PreviewModifier>: View {
    let modifier: M
    let content: AnyView

    var body: some View {
        switch SharedPreviewContexts.available(for: M.self) {
        case .success(let context):
            AnyView(modifier.body(content: PreviewModifierContent(view: content), context: context))
        case .failure(let unavailable):
            AnyView(
                Text(verbatim: unavailable.description).font(.footnote).foregroundStyle(.red).padding()
                    .frame(maxWidth: .infinity, maxHeight: .infinity))
        }
    }
}
