import Foundation

/// Where routing programming errors (``RoutingError``) go.
///
/// By default an error stops a debug build with an assertion failure, which points at the
/// faulty call; in a release build it is logged to standard error and the call is ignored,
/// leaving the tree as it was. Tests that provoke such errors on purpose install their own
/// handler for the duration of a task:
/// ```swift
/// await RoutingDiagnostics.$errorHandler.withValue({ errors.append($0) }) {
///     await parent.attachChild(alreadyAttached)
/// }
/// ```
public enum RoutingDiagnostics {
    /// The handler in effect for the current task (and tasks it starts). It is called on
    /// the main actor, synchronously, by the offending routing call, before that call
    /// returns without changing anything.
    @TaskLocal public static var errorHandler: @Sendable (RoutingError) -> Void = defaultErrorHandler

    /// The default handler: an assertion failure in debug builds, a line on standard error
    /// in release builds.
    public static let defaultErrorHandler: @Sendable (RoutingError) -> Void = { error in
        assertionFailure("napkin routing error: \(error)")
        // Reached only when assertions are compiled out.
        FileHandle.standardError.write(Data("napkin: routing error ignored: \(error)\n".utf8))
    }

    /// Hands `error` to the current handler.
    static func report(_ error: RoutingError) {
        errorHandler(error)
    }
}
