import Testing

/// The sign-in stand-ins' suites, one at a time: they share the simulated account stores and the current tokens.
@Suite("Sign-in stand-ins", .serialized)
enum SignInStandInSuites {}
