import Napkin

/// Runs `body` with routing programming errors recorded instead of stopping the program,
/// and returns them in the order they happened.
///
/// For tests that break the routing rules on purpose (attaching a router twice, detaching a
/// stranger) and check that nothing changed:
/// ```swift
/// let errors = await recordingRoutingErrors { await parent.attachChild(child) }
/// #expect(errors == [.alreadyAttached(child: "Child", parent: "Parent")])
/// ```
/// Only errors raised by `body` and the tasks it starts are recorded.
@MainActor
public func recordingRoutingErrors(_ body: @MainActor () async -> Void) async -> [RoutingError] {
    let recorded = RecordedRoutingErrors()
    await RoutingDiagnostics.$errorHandler.withValue({ error in recorded.append(error) }) {
        await body()
    }
    return recorded.errors
}
