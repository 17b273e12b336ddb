import NapkinUI
import SnapshotTesting
import XCTest

@testable import RibHouse

/// The LoggedOut screen after a failed login: the one-line failure under the LOGIN button.
@MainActor
final class LoggedOutNapkinLoginFailureSnapshotTests: XCTestCase {
    func testLoggedOutNapkinViewAfterFailedLogin() async {
        let view = LoggedOutNapkinView(failureMessage: "Couldn’t reach the smokehouse. Try again.")
        let vc = HostingController(rootView: view)
        assertSnapshot(of: vc, as: .image(on: .iPhone13Pro))
    }

    func testEveryFailureMessageFitsOneLine() async throws {
        let errors: [any Error] = [
            AuthError.unreachable(url: URL(string: "http://127.0.0.1:1/login")!, reason: "refused"),
            AuthError.badResponse(401), AuthError.badResponse(500),
            AuthError.undecodableUser(reason: "garbled"), CancellationError(),
        ]
        let messages = errors.map { LoginFailure($0).message }
        for device in [Device.iPhone13Pro, .iPhoneSE] {
            let oneLine = try XCTUnwrap(Self.heightOfFailureLine("Try again.", on: device))
            for message in messages {
                let height = try XCTUnwrap(Self.heightOfFailureLine(message, on: device), "\(message) is shown")
                XCTAssertEqual(height, oneLine, "\(message) fits one line on \(device.name)")
            }
        }
    }

    /// The height of the failure line's text in the layout description, e.g. `(28, 600, 300×24)`.
    static func heightOfFailureLine(_ message: String, on device: Device) -> Double? {
        let window = Window(device: device)
        window.rootViewController = HostingController(rootView: LoggedOutNapkinView(failureMessage: message))
        let line = window.layoutDescription().split(separator: "\n").first { $0.contains("Text") && $0.contains("\"\(message)\"") }
        guard let line, let frame = line.split(separator: "×").last?.split(separator: ")").first else { return nil }
        return Double(frame)
    }
}
