import Foundation
import NapkinUI

// iOS declares these in the `_QuickLook_SwiftUI` overlay, which Swift imports with SwiftUI and QuickLook together; napkin
// declares them in QuickLook itself (it re-exports NapkinUI), and `_QuickLook_SwiftUI` re-exports QuickLook.
extension View {
    /// Presents Quick Look's preview of the file at `item` over the whole screen while it is not
    /// `nil`, as SwiftUI's modifier: Done sets it back to `nil`, and setting it to `nil` closes
    /// the preview. The screen is the one ``QLPreviewController`` draws.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View {
        modifier(QuickLookPresenter(selection: item, items: nil))
    }

    /// Presents Quick Look's preview of `items` over the whole screen, showing `selection`, while
    /// `selection` is one of `items`; a selection not among them counts as `nil`, as on iOS. With
    /// several items the toolbar has the list button, and choosing another item in the list writes
    /// it to `selection`. Done sets `selection` back to `nil`.
    public func quickLookPreview<Items>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items: RandomAccessCollection, Items.Element == URL {
        modifier(QuickLookPresenter(selection: selection, items: Array(items)))
    }
}

/// Presents the preview from the view the modifier sits on. What the presented screen keeps (the
/// files read, whether the list is open) lives here, in the presenting view's state, so that it
/// lasts while the preview is shown.
struct QuickLookPresenter: ViewModifier {
    @Binding var selection: URL?
    /// The items (`nil`: the selection alone).
    let items: [URL]?
    @State private var model = QuickLookPresentationModel()

    func body(content: Content) -> some View {
        let urls = items ?? selection.map { [$0] } ?? []
        let shown = Binding<Bool>(
            get: { selection.map { urls.contains($0) } ?? false },
            set: { if !$0 { selection = nil } })
        let model = self.model
        let binding = $selection
        return content.fullScreenCover(
            isPresented: shown,
            onDismiss: {
                model.showsList = false
                model.forget()
            }
        ) {
            QuickLookPresentedScreen(urls: urls, selection: binding, model: model)
        }
    }
}

/// The screen `quickLookPreview` presents: the selected file, read once while the preview is shown.
struct QuickLookPresentedScreen: View {
    let urls: [URL]
    @Binding var selection: URL?
    let model: QuickLookPresentationModel

    var body: some View {
        let keeper = model
        let loaded = selection.map { keeper.item(for: $0) }
        QuickLookScreen(
            item: loaded, count: urls.count, done: { selection = nil }, list: { keeper.showsList = true }
        )
        .sheet(isPresented: Binding(get: { keeper.showsList }, set: { keeper.showsList = $0 })) {
            QuickLookItemList(
                titles: urls.map(\.lastPathComponent), current: selection.flatMap { urls.firstIndex(of: $0) } ?? 0,
                choose: { index in
                    selection = urls[index]
                    keeper.showsList = false
                })
        }
    }
}

/// What a presented preview keeps: the files it read, by URL (so that each layout does not read
/// them again), and whether its list is open.
@MainActor
final class QuickLookPresentationModel {
    private var items: [URL: QuickLookLoadedItem] = [:]
    /// Whether the list of items is shown.
    var showsList = false

    /// The file at `url`, read on first use.
    func item(for url: URL) -> QuickLookLoadedItem {
        if let item = items[url] { return item }
        let item = QuickLookLoadedItem(url: url, title: nil)
        items[url] = item
        return item
    }

    /// Forgets the files read (the preview closed: the next one reads them afresh).
    func forget() { items = [:] }
}
