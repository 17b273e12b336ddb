internal import Foundation

/// A strategy that turns a value into a snapshot format (an image, some text) and says how
/// that format is stored and compared.
///
/// Strategies are plain values. The built-in ones are static members, so a call reads
/// `assertSnapshot(of: bitmap, as: .image)`; new ones are usually derived from existing ones
/// with ``pullback(_:)``:
///
/// ```swift
/// extension Snapshotting where Value == Invoice, Format == String {
///     static let summary = Snapshotting<String, String>.lines.pullback { $0.summaryText }
/// }
/// ```
///
/// Differs from upstream: the closures are `@Sendable`, so strategies can be `static let`s
/// under Swift 6's complete concurrency checking. The initialisers and pullbacks are
/// `@preconcurrency`, so Swift 5 code passes them the same closures as upstream's (a
/// `pullback` whose closure captures a `var`, for example).
public struct Snapshotting<Value, Format>: Sendable {
    /// The extension of reference files, such as `png` or `txt`; `nil` for none.
    public var pathExtension: String?
    /// How snapshots are compared and stored.
    public var diffing: Diffing<Format>
    /// Produces the snapshot of a value, possibly later.
    public var snapshot: @Sendable (_ value: Value) -> Async<Format>

    /// A strategy whose snapshot arrives asynchronously.
    ///
    /// - Parameters:
    ///   - pathExtension: The extension of reference files.
    ///   - diffing: How snapshots are compared and stored.
    ///   - asyncSnapshot: Produces the snapshot of a value through an ``Async``.
    @preconcurrency
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        asyncSnapshot: @escaping @Sendable (_ value: Value) -> Async<Format>
    ) {
        self.pathExtension = pathExtension
        self.diffing = diffing
        self.snapshot = asyncSnapshot
    }

    /// A strategy whose snapshot is computed synchronously.
    ///
    /// - Parameters:
    ///   - pathExtension: The extension of reference files.
    ///   - diffing: How snapshots are compared and stored.
    ///   - snapshot: Produces the snapshot of a value.
    @preconcurrency
    public init(
        pathExtension: String?,
        diffing: Diffing<Format>,
        snapshot: @escaping @Sendable (_ value: Value) -> Format
    ) {
        self.init(pathExtension: pathExtension, diffing: diffing) { value in
            Async(value: snapshot(value))
        }
    }

    /// The same strategy for `NewValue`s, which are first converted to `Value`s.
    ///
    /// The conversion goes from the new type to the old one, although the strategy goes the
    /// other way: to snapshot a `Receipt` as text, pull the text strategy back along
    /// `(Receipt) -> String`.
    ///
    /// The conversion keeps the isolation of the code that writes it, as a plain closure does
    /// for upstream: written on the main actor (in a `@MainActor` test or type), it may build
    /// views and view controllers and call main-actor code, and it runs on the main actor (at
    /// once when the assertion is made there); written elsewhere (a `static let` strategy),
    /// it runs where the assertion runs.
    ///
    /// ```swift
    /// @MainActor func testMenu() {
    ///     let menu = Snapshotting<ViewController, Bitmap>.image.pullback { (dishes: [Dish]) in
    ///         HostingController(rootView: MenuView(dishes: dishes))
    ///     }
    ///     assertSnapshot(of: [.brisket, .ribs], as: menu)
    /// }
    /// ```
    @preconcurrency
    public func pullback<NewValue>(
        @_inheritActorContext _ transform: @escaping @isolated(any) @Sendable (_ otherValue: NewValue) -> sending Value
    ) -> Snapshotting<NewValue, Format> {
        asyncPullback { newValue in
            // The new value moves into the conversion's isolation and is read only there.
            let newValue = Handoff(newValue)
            return Async { callback in
                if transform.isolation === MainActor.shared {
                    // Starts on the main actor at once when the assertion is made there.
                    Task.immediate { @MainActor in callback(await transform(newValue.value)) }
                } else {
                    Task.immediate { callback(await transform(newValue.value)) }
                }
            }
        }
    }

    /// Like ``pullback(_:)``, for a conversion that finishes asynchronously.
    @preconcurrency
    public func asyncPullback<NewValue>(
        _ transform: @escaping @Sendable (_ otherValue: NewValue) -> Async<Value>
    ) -> Snapshotting<NewValue, Format> {
        let base = self
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, diffing: diffing) { newValue in
            transform(newValue).then { value in base.snapshot(value) }
        }
    }
}

/// A strategy for values that are their own snapshot format, such as `String` or `Bitmap`.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// A strategy that snapshots a value as itself.
    public init(pathExtension: String?, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, diffing: diffing, snapshot: { $0 })
    }
}
