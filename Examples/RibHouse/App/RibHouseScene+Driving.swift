import NapkinUI

/// Why the scene could not reach a state.
public struct DriveError: Error, CustomStringConvertible {
    /// What went wrong, in one sentence.
    public let description: String
}

extension RibHouseScene {
    /// Connects the scene if needed, then drives the real tree to `state` the way a user
    /// would: by tapping the buttons on screen and waiting for the auth gate to route.
    ///
    /// - Throws: ``DriveError`` when login fails (at once, with the reason on one line) or
    ///   the expected screen does not appear within `timeout`, or an `InteractionError` when a
    ///   button is missing.
    public func drive(to state: RibHouseState, timeout: Duration = .seconds(10)) async throws {
        if screen == nil {
            await connect()
            try await waitForScreen(.loggedOut, timeout: timeout)
        }
        guard screen != state else { return }
        switch state {
        case .loggedIn:
            listener.lastLoginFailure = nil
            try window.tap(label: "Login")
        case .loggedOut:
            try window.tap(label: "Logout")
        }
        try await waitForScreen(state, timeout: timeout)
    }

    /// Waits until `state` is the screen shown, polling between turns of the main actor.
    public func waitForScreen(_ state: RibHouseState, timeout: Duration = .seconds(10)) async throws {
        let clock = ContinuousClock()
        let deadline = clock.now + timeout
        while screen != state {
            if state == .loggedIn, let failure = listener.lastLoginFailure {
                throw DriveError(description: "could not sign in: \(failure.detail)")
            }
            if clock.now >= deadline {
                throw DriveError(
                    description:
                        "RibHouse did not show \(state.rawValue) within \(timeout) (showing \(screen?.rawValue ?? "nothing")); tree:\n\(treeDescription)"
                )
            }
            try await Task.sleep(for: .milliseconds(2))
        }
    }
}
