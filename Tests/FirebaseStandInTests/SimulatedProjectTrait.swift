import FirebaseCore
import Testing

/// Holds napkin's simulated Firebase project for a suite's whole run, so Firebase suites of other test targets
/// (FirebaseMessagingStandInTests) wait instead of resetting the apps this one uses.
struct SimulatedFirebaseProjectTrait: SuiteTrait, TestScoping {
    func provideScope(for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void) async throws {
        try await SimulatedProjectLock.withLock { try await function() }
    }
}

extension Trait where Self == SimulatedFirebaseProjectTrait {
    /// Runs the suite holding the simulated Firebase project.
    static var simulatedFirebaseProject: Self { Self() }
}
