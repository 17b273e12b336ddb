import Foundation
import NapkinUI

/// What the media picker tells its delegate, as MediaPlayer's `MPMediaPickerControllerDelegate` (every method
/// optional).
@MainActor @preconcurrency
public protocol MPMediaPickerControllerDelegate: NSObjectProtocol {
    /// The person chose `mediaItemCollection`'s items.
    func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection)
    /// The person tapped Cancel.
    func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController)
}

extension MPMediaPickerControllerDelegate {
    /// Nothing, unless the delegate implements it.
    public func mediaPicker(_ mediaPicker: MPMediaPickerController, didPickMediaItems mediaItemCollection: MPMediaItemCollection) {}
    /// Nothing, unless the delegate implements it.
    public func mediaPickerDidCancel(_ mediaPicker: MPMediaPickerController) {}
}

/// The system's media picker, as MediaPlayer's `MPMediaPickerController`.
///
/// It draws a list of the library's items of the kinds asked for (from ``SimulatedMusicLibrary``, sorted by title
/// as ``MPMediaQuery/songs()`` sorts), under the ``prompt`` with Cancel (and Done when several items can be
/// picked), or "No Items". Tapping an item picks it (or, with ``allowsPickingMultipleItems``, marks it, and Done
/// picks the marked ones): the delegate hears
/// ``MPMediaPickerControllerDelegate/mediaPicker(_:didPickMediaItems:)``; Cancel tells it
/// ``MPMediaPickerControllerDelegate/mediaPickerDidCancel(_:)``. On iOS the delegate dismisses the picker.
open class MPMediaPickerController: UIViewController {
    /// The kinds of media offered.
    public let mediaTypes: MPMediaType
    /// Told what the person picked. Weak, as MediaPlayer's.
    open weak var delegate: (any MPMediaPickerControllerDelegate)?
    /// Whether several items can be picked (false by default).
    open var allowsPickingMultipleItems = false
    /// The text shown above the list.
    open var prompt: String?
    /// Whether items in the cloud are offered (true by default).
    open var showsCloudItems = true
    /// Whether items with protected assets are offered (true by default).
    open var showsItemsWithProtectedAssets = true
    private var marked: [MPMediaItem] = []

    /// A picker of the library's items of `mediaTypes`.
    public init(mediaTypes: MPMediaType) {
        self.mediaTypes = mediaTypes
        super.init()
    }

    /// A picker of any kind of item.
    public override convenience init() {
        self.init(mediaTypes: .any)
    }

    /// The items offered, in the order listed.
    open var offeredItems: [MPMediaItem] {
        let query = MPMediaQuery(filterPredicates: [
            MPMediaPropertyPredicate(value: NSNumber(value: mediaTypes.rawValue), forProperty: MPMediaItemPropertyMediaType)
        ])
        let everything = SimulatedMusicLibrary.shared.authorizationStatus == .authorized ? (query.items ?? []) : []
        return everything.filter { item in
            (showsCloudItems || !item.isCloudItem) && (showsItemsWithProtectedAssets || !item.hasProtectedAsset)
        }
    }

    /// The list over the whole frame.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemBackground) }
        set {}
    }

    /// The list.
    open override var contentView: AnyView? {
        get {
            AnyView(
                MediaPickerList(
                    items: offeredItems, prompt: prompt, multiple: allowsPickingMultipleItems,
                    tap: { [weak self] in self?.tap($0) }, done: { [weak self] in self?.done() },
                    cancel: { [weak self] in self?.cancel() }))
        }
        set {}
    }

    /// Picks `items`, as when the person taps them (and Done): napkin's addition, for tests.
    public func pick(_ items: [MPMediaItem]) {
        delegate?.mediaPicker(self, didPickMediaItems: MPMediaItemCollection(items: items))
    }

    /// Taps Cancel, as the person does: napkin's addition, for tests.
    public func cancel() {
        delegate?.mediaPickerDidCancel(self)
    }

    private func tap(_ item: MPMediaItem) {
        guard allowsPickingMultipleItems else { return pick([item]) }
        if let index = marked.firstIndex(of: item) { marked.remove(at: index) } else { marked.append(item) }
    }

    private func done() { pick(marked) }
}

/// The picker's list: a bar with the prompt, Cancel and Done, then the items.
struct MediaPickerList: View {
    let items: [MPMediaItem]
    let prompt: String?
    let multiple: Bool
    let tap: @MainActor (MPMediaItem) -> Void
    let done: @MainActor () -> Void
    let cancel: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            content
                .navigationTitle(prompt ?? "Songs")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) { Button("Cancel", action: cancel) }
                    if multiple { ToolbarItem(placement: .confirmationAction) { Button("Done", action: done) } }
                }
        }
    }

    @ViewBuilder private var content: some View {
        if items.isEmpty {
            Text("No Items").font(.title2.weight(.semibold)).foregroundStyle(.secondary)
        } else {
            List(items, id: \.persistentID) { item in
                Button {
                    tap(item)
                } label: {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(item.title ?? "").foregroundStyle(.primary)
                        Text(item.artist ?? "").font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .buttonStyle(.plain)
            }
            .listStyle(.plain)
        }
    }
}
