import Foundation
import NapkinUI
import Raster
import SnapshotTesting
import Testing

@testable import RibHouse

/// RibHouse's two main screens across a chosen part of the matrix: the dark appearance, Arabic
/// (right to left, from the strings table), both together, and landscape (where LoggedIn
/// lays its name and foods side by side). The light portrait
/// references are LoggedOutNapkinViewSnapshotTests' and LoggedInNapkinViewSnapshotTests'.
@MainActor
@Suite("RibHouse across the matrix")
struct RibHouseMatrixSnapshotTests {
    static let dark = UITraitCollection(userInterfaceStyle: .dark)
    static let arabic = Traits(layoutDirection: .rightToLeft, locale: Locale(identifier: "ar"))

    /// One reference per named configuration: `loggedOut.dark.png`, `loggedOut.arabic.png`, …
    static let matrix: [String: Snapshotting<ViewController, Bitmap>] = [
        "dark": .image(on: .iPhone13Pro, traits: dark),
        "arabic": .image(on: .iPhone13Pro, traits: arabic),
        "arabic-dark": .image(on: .iPhone13Pro, traits: Traits(traitsFrom: [arabic, dark])),
        "landscape": .image(on: .iPhone13Pro(.landscape)),
    ]

    @Test func loggedOut() {
        assertSnapshots(of: HostingController(rootView: LoggedOutNapkinView()), as: Self.matrix)
    }

    /// In landscape the name and LOGOUT face the foods, as a menu's two pages.
    @Test func loggedIn() {
        assertSnapshots(of: HostingController(rootView: LoggedInNapkinView(user: BarbecueAuthService.smokeyJoe)), as: Self.matrix)
    }

    @Test("Arabic comes from the strings table, and a missing key shows the English")
    func strings() {
        #expect(RibHouseStrings.string("LOGIN", in: Locale(identifier: "ar_EG")) == "دخول")
        #expect(RibHouseStrings.string("LOGIN", in: Locale(identifier: "en_US")) == "LOGIN")
        #expect(RibHouseStrings.string("Not in the table", in: Locale(identifier: "ar")) == "Not in the table")
    }
}
