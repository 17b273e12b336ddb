import Foundation
import NapkinUI

// iOS declares these in the `_QuickLook_SwiftUI` overlay, which Swift imports with SwiftUI and QuickLook together; napkin
// declares them in QuickLook itself (it re-exports NapkinUI), and `_QuickLook_SwiftUI` re-exports QuickLook.
extension View {
    /// Presents Quick Look's preview of the file at `item` over the whole screen while it is not
    /// `nil`, as SwiftUI's modifier: Done sets it back to `nil`, and setting it to `nil` closes
    /// the preview. The screen is the one ``QLPreviewController`` draws.
    public func quickLookPreview(_ item: Binding<URL?>) -> some View {
        quickLookPreview(item, in: item.wrappedValue.map { [$0] } ?? [])
    }

    /// Presents Quick Look's preview of `items` over the whole screen, showing `selection`, while
    /// `selection` is one of `items`; a selection not among them counts as `nil`, as on iOS. With
    /// several items the toolbar has the list button, and choosing another item in the list writes
    /// it to `selection`. Done sets `selection` back to `nil`.
    public func quickLookPreview<Items>(_ selection: Binding<Items.Element?>, in items: Items) -> some View
    where Items: RandomAccessCollection, Items.Element == URL {
        let urls = Array(items)
        let shown = Binding<Bool>(
            get: { selection.wrappedValue.map { urls.contains($0) } ?? false },
            set: { if !$0 { selection.wrappedValue = nil } })
        return fullScreenCover(isPresented: shown) {
            QuickLookPresentedScreen(urls: urls, selection: selection)
        }
    }
}

/// The screen `quickLookPreview` presents: the selected file, read once while it stays selected.
struct QuickLookPresentedScreen: View {
    let urls: [URL]
    @Binding var selection: URL?
    @State private var cache = QuickLookPreviewCache()
    @State private var showsList = false

    var body: some View {
        let loaded = selection.map { cache.item(for: $0) }
        QuickLookScreen(
            item: loaded, count: urls.count, done: { selection = nil }, list: { showsList = true }
        )
        .sheet(isPresented: $showsList) {
            QuickLookItemList(
                titles: urls.map(\.lastPathComponent), current: selection.flatMap { urls.firstIndex(of: $0) } ?? 0,
                choose: { index in
                    selection = urls[index]
                    showsList = false
                })
        }
    }
}

/// The files a presented preview read, by URL, so that each layout does not read them again.
@MainActor
final class QuickLookPreviewCache {
    private var items: [URL: QuickLookLoadedItem] = [:]

    /// The file at `url`, read on first use.
    func item(for url: URL) -> QuickLookLoadedItem {
        if let item = items[url] { return item }
        let item = QuickLookLoadedItem(url: url, title: nil)
        items[url] = item
        return item
    }
}
