import Foundation
import Testing

@testable import NapkinUI

/// A song list that asks, with a `Text` title, before removing the song it was given.
private struct SongList: View {
    let song: String?
    let removed: Box<[String]>
    var body: some View {
        Text("Songs")
            .alert(Text("Remove song?"), isPresented: .constant(true), presenting: song) { name in
                Button("Remove \(name)", role: .destructive) { removed.value.append(name) }
            }
    }
}

/// A profile page whose sign-out sheet is titled with a `Text`.
private struct SignOutSheet: View {
    var body: some View {
        Text("Profile")
            .confirmationDialog(Text("Sign out of all devices?"), isPresented: .constant(true), titleVisibility: .visible) {
                Button("Sign Out", role: .destructive) {}
            } message: {
                Text("You can sign in again at any time.")
            }
    }
}

@MainActor
@Suite("Names the held-out samples 27 and 28 stopped on")
struct CorpusThirtyOneNamesTests {
    @Test("An alert titled with a Text shows the text's words and its actions, as a string-titled one does")
    func textTitledAlert() {
        let textTitled = window(showing: Text("A").alert(Text("Saved"), isPresented: .constant(true)) { Button("Done") {} })
        let stringTitled = window(showing: Text("A").alert("Saved", isPresented: .constant(true)) { Button("Done") {} })
        #expect(textTitled.layoutDescription() == stringTitled.layoutDescription())
        #expect(textTitled.interactiveElements().map(\.label) == ["Done"])
    }

    @Test("An alert presenting data without a message builds its actions from the data, and shows nothing without data")
    func alertPresentingWithoutMessage() throws {
        let removed = Box<[String]>([])
        let shown = window(showing: SongList(song: "Blue in Green", removed: removed))
        #expect(shown.layoutDescription().contains("Remove song?"))
        #expect(shown.interactiveElements().map(\.label) == ["Remove Blue in Green"])
        try shown.tap(label: "Remove Blue in Green")
        #expect(removed.value == ["Blue in Green"])
        #expect(window(showing: SongList(song: nil, removed: removed)).interactiveElements().isEmpty)
    }

    @Test("A confirmation dialog titled with a Text shows the title when asked, its message and a Cancel button")
    func textTitledDialog() {
        let layout = window(showing: SignOutSheet()).layoutDescription()
        #expect(layout.contains("Sign out of all devices?"))
        #expect(layout.contains("You can sign in again at any time."))
        #expect(window(showing: SignOutSheet()).interactiveElements().map(\.label) == ["Sign Out", "Cancel"])
    }

    @Test("A navigation bar appearance keeps its back button's look, and a back chevron only with its mask")
    func backButtonAppearance() {
        let appearance = UINavigationBarAppearance()
        appearance.backButtonAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.clear]
        appearance.doneButtonAppearance.normal.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        let chevron = UIImage(systemName: "arrow.left")
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: nil)
        #expect(appearance.backIndicatorImage == nil)
        appearance.setBackIndicatorImage(chevron, transitionMaskImage: chevron)
        #expect(appearance.backIndicatorImage === chevron && appearance.backIndicatorTransitionMaskImage === chevron)
        #expect(appearance.backButtonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == UIColor.clear)
        #expect(appearance.doneButtonAppearance.style == .done && appearance.buttonAppearance.style == .plain)
        appearance.doneButtonAppearance.configureWithDefault(for: .plain)
        #expect(appearance.doneButtonAppearance.style == .plain && appearance.doneButtonAppearance.normal.titlePositionAdjustment == .zero)
    }
}
