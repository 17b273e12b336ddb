import NapkinUI
import SnapshotTesting
import XCTest

@testable import RibHouse

@MainActor
final class LoggedInNapkinViewSnapshotTests: XCTestCase {
    let user = BarbecueAuthService.smokeyJoe

    func testLoggedInNapkinView() async {
        let view = LoggedInNapkinView(user: user)
        let vc = HostingController(rootView: view)
        assertSnapshot(of: vc, as: .image(on: .iPhone13Pro))
    }

    func testLoggedInNapkinViewOnIPhoneSE() async {
        let vc = HostingController(rootView: LoggedInNapkinView(user: user))
        assertSnapshot(of: vc, as: .image(on: .iPhoneSE))
    }

    func testLoggedInNapkinViewOnIPhone13ProMax() async {
        let vc = HostingController(rootView: LoggedInNapkinView(user: user))
        assertSnapshot(of: vc, as: .image(on: .iPhone13ProMax))
    }

    func testLoggedInNapkinViewLayout() async {
        let vc = HostingController(rootView: LoggedInNapkinView(user: user))
        assertSnapshot(of: vc, as: .layoutDescription)
    }
}
