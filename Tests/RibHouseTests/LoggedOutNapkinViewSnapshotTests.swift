import NapkinUI
import SnapshotTesting
import XCTest

@testable import RibHouse

@MainActor
final class LoggedOutNapkinViewSnapshotTests: XCTestCase {
    func testLoggedOutNapkinView() async {
        let view = LoggedOutNapkinView()
        let vc = HostingController(rootView: view)
        assertSnapshot(of: vc, as: .image(on: .iPhone13Pro))
    }

    func testLoggedOutNapkinViewOnIPhoneSE() async {
        let vc = HostingController(rootView: LoggedOutNapkinView())
        assertSnapshot(of: vc, as: .image(on: .iPhoneSE))
    }

    func testLoggedOutNapkinViewOnIPhone13ProMax() async {
        let vc = HostingController(rootView: LoggedOutNapkinView())
        assertSnapshot(of: vc, as: .image(on: .iPhone13ProMax))
    }

    func testLoggedOutNapkinViewLayout() async {
        let vc = HostingController(rootView: LoggedOutNapkinView())
        assertSnapshot(of: vc, as: .layoutDescription)
    }
}
