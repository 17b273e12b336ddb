import Testing

/// The Firebase stand-ins' suites, one at a time: they share the configured apps and the simulated backends.
@Suite("Firebase stand-ins", .serialized, .simulatedFirebaseProject)
enum FirebaseStandInSuites {}
