import Foundation
import NapkinUI

/// Where a ``QLPreviewController`` gets its items, as QuickLook's protocol.
@MainActor @preconcurrency
public protocol QLPreviewControllerDataSource: AnyObject {
    /// How many items the controller can show.
    func numberOfPreviewItems(in controller: QLPreviewController) -> Int
    /// The item at `index` (from 0 to the count less one).
    func previewController(_ controller: QLPreviewController, previewItemAt index: Int) -> any QLPreviewItem
}

/// What a ``QLPreviewController`` tells and asks its delegate, as QuickLook's protocol; every
/// method has a default, as the Objective-C protocol's methods are optional.
/// (`previewController(_:frameFor:inSourceView:)` is left out: its `AutoreleasingUnsafeMutablePointer`
/// does not exist in Swift on Linux.)
@MainActor @preconcurrency
public protocol QLPreviewControllerDelegate: AnyObject {
    /// The person tapped Done; the controller is about to close.
    func previewControllerWillDismiss(_ controller: QLPreviewController)
    /// The controller closed.
    func previewControllerDidDismiss(_ controller: QLPreviewController)
    /// Whether a link the person tapped in a preview opens (napkin's previews have no links).
    func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool
    /// The picture the zoom transition starts from (napkin does not animate).
    func previewController(
        _ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem, contentRect: UnsafeMutablePointer<CGRect>
    ) -> UIImage?
    /// The view the zoom transition starts from (napkin does not animate).
    func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView?
    /// Whether the item may be marked up (napkin draws no markup tools).
    func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem) -> QLPreviewItemEditingMode
    /// Markup changed the item's file in place.
    func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem)
    /// Markup was saved to a copy at `modifiedContentsURL`.
    func previewController(
        _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL)
}

extension QLPreviewControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func previewControllerWillDismiss(_ controller: QLPreviewController) {}
    /// Does nothing unless the delegate implements it.
    public func previewControllerDidDismiss(_ controller: QLPreviewController) {}
    /// Links open unless the delegate says otherwise.
    public func previewController(_ controller: QLPreviewController, shouldOpen url: URL, for item: any QLPreviewItem) -> Bool { true }
    /// No transition picture unless the delegate gives one.
    public func previewController(
        _ controller: QLPreviewController, transitionImageFor item: any QLPreviewItem, contentRect: UnsafeMutablePointer<CGRect>
    ) -> UIImage? { nil }
    /// No transition view unless the delegate gives one.
    public func previewController(_ controller: QLPreviewController, transitionViewFor item: any QLPreviewItem) -> UIView? { nil }
    /// No editing unless the delegate allows it.
    public func previewController(_ controller: QLPreviewController, editingModeFor previewItem: any QLPreviewItem)
        -> QLPreviewItemEditingMode
    { .disabled }
    /// Does nothing unless the delegate implements it.
    public func previewController(_ controller: QLPreviewController, didUpdateContentsOf previewItem: any QLPreviewItem) {}
    /// Does nothing unless the delegate implements it.
    public func previewController(
        _ controller: QLPreviewController, didSaveEditedCopyOf previewItem: any QLPreviewItem, at modifiedContentsURL: URL
    ) {}
}

/// Quick Look's preview of files, as QuickLook's `QLPreviewController`.
///
/// The controller asks its ``dataSource`` for the items and shows the current one as iOS does on
/// an iPhone: presented, over the whole screen (its ``modalPresentationStyle`` is `.fullScreen`),
/// under a navigation bar with Done at its leading end and the item's title in the middle, above
/// a toolbar with the share button and, for several items, the list button. Pushed on a
/// navigation controller it shows in that controller's bar instead, as on iOS.
///
/// The preview: a PNG or JPEG picture fitted to the screen; a text file's text; a PDF's pages
/// (napkin has no PDF renderer: a page shows its paper, see PDFKit's stand-in); for anything else,
/// the card of the file's icon, name, kind and size. Files are read with bounds (see
/// `QuickLookFile`): a missing file, a symbolic link, a folder or a file over 64 MiB shows the card
/// with its name, and nothing traps. Items are asked for when first shown and kept until
/// ``reloadData()``.
open class QLPreviewController: UIViewController {
    /// Gives the items. Weak, as QuickLook's; setting it reloads.
    open weak var dataSource: (any QLPreviewControllerDataSource)? {
        didSet { reloadData() }
    }

    /// Told when the controller closes. Weak, as QuickLook's.
    open weak var delegate: (any QLPreviewControllerDelegate)?

    /// The index of the item shown. Set it to show another; an index outside the items shows the
    /// first (as QuickLook does).
    open var currentPreviewItemIndex: Int = 0

    /// The item shown, or `nil` when the data source has none.
    open var currentPreviewItem: (any QLPreviewItem)? {
        let index = shownIndex
        return index.map { item(at: $0) }
    }

    /// How many items the data source gave, asked once until ``reloadData()``.
    private var cachedCount: Int?
    /// The items asked for, by index.
    private var cachedItems: [Int: any QLPreviewItem] = [:]
    /// The files read, by index.
    private var loadedItems: [Int: QuickLookLoadedItem] = [:]

    /// A preview controller with no data source yet, presented over the whole screen.
    public override init() {
        super.init()
        modalPresentationStyle = .fullScreen
    }

    /// A preview controller (UIKit's designated initializer; no nib is loaded).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        modalPresentationStyle = .fullScreen
    }

    /// Whether napkin's Quick Look draws `item`'s file: a local PNG or JPEG picture, PDF or text
    /// file that can be read. Another kind of file, a missing one or one not read (see the type's
    /// discussion) gives `false`; iOS says `true` for more kinds (video, Office documents), which
    /// napkin cannot draw.
    open class func canPreview(_ item: any QLPreviewItem) -> Bool {
        guard let url = item.previewItemURL else { return false }
        switch QuickLookLoadedItem(url: url, title: nil).content {
        case .image, .pdf, .text: return true
        case .other, .unavailable: return false
        }
    }

    /// Forgets the items and asks the data source again.
    open func reloadData() {
        cachedCount = nil
        cachedItems = [:]
        loadedItems = [:]
    }

    /// Reads the current item's file again (after the app changed it).
    open func refreshCurrentPreviewItem() {
        guard let index = shownIndex else { return }
        cachedItems[index] = nil
        loadedItems[index] = nil
    }

    /// The number of items.
    var itemCount: Int {
        if let cachedCount { return cachedCount }
        let count = max(0, dataSource?.numberOfPreviewItems(in: self) ?? 0)
        cachedCount = count
        return count
    }

    /// The index shown: the current index when it is an item's, else the first; `nil` without items.
    var shownIndex: Int? {
        let count = itemCount
        guard count > 0 else { return nil }
        return (0..<count).contains(currentPreviewItemIndex) ? currentPreviewItemIndex : 0
    }

    /// The item at `index`, asked for once.
    func item(at index: Int) -> any QLPreviewItem {
        if let item = cachedItems[index] { return item }
        let item: any QLPreviewItem = dataSource?.previewController(self, previewItemAt: index) ?? URL(fileURLWithPath: "/")
        cachedItems[index] = item
        return item
    }

    /// The file at `index`, read once.
    func loadedItem(at index: Int) -> QuickLookLoadedItem? {
        if let loaded = loadedItems[index] { return loaded }
        let item = item(at: index)
        guard let url = item.previewItemURL else { return nil }
        let loaded = QuickLookLoadedItem(url: url, title: item.previewItemTitle)
        loadedItems[index] = loaded
        return loaded
    }

    /// The titles of the items, for the list.
    func titles() -> [String] {
        (0..<itemCount).map { index in
            let item = item(at: index)
            return item.previewItemTitle ?? item.previewItemURL?.lastPathComponent ?? ""
        }
    }

    /// The whole screen is the preview's.
    open override var backgroundColor: Color? {
        get { Color(uiColor: .systemBackground) }
        set {}
    }

    /// The bars and the current item's preview; pushed on a navigation controller, the preview
    /// alone under that controller's bar.
    open override var contentView: AnyView? {
        get {
            let loaded = shownIndex.flatMap { loadedItem(at: $0) }
            if navigationController != nil { return AnyView(QuickLookBody(item: loaded)) }
            return AnyView(
                QuickLookScreen(
                    item: loaded, count: itemCount, done: { [weak self] in self?.finish() },
                    list: { [weak self] in self?.showList() }))
        }
        set {}
    }

    /// Pushed on a navigation controller, the title and the toolbar go to that controller's bars.
    open override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard navigationController != nil else { return }
        let loaded = shownIndex.flatMap { loadedItem(at: $0) }
        navigationItem.title = loaded?.title
        navigationItem.bottomItems = QuickLookBars.bottomItems(
            url: loaded?.file.url, count: itemCount, list: { [weak self] in self?.showList() })
    }

    /// Done: the delegate hears the controller will close, it closes, and the delegate hears it did.
    func finish() {
        delegate?.previewControllerWillDismiss(self)
        if presentingViewController != nil { dismiss(animated: true) }
        delegate?.previewControllerDidDismiss(self)
    }

    /// The list of items, in a sheet; choosing one shows it.
    func showList() {
        let list = HostingController(
            rootView: QuickLookItemList(
                titles: titles(), current: shownIndex ?? 0,
                choose: { [weak self] index in
                    guard let self else { return }
                    self.currentPreviewItemIndex = index
                    self.dismiss(animated: true)
                }))
        present(list, animated: true)
    }
}

/// The preview of an item, or the empty system background when there is none.
struct QuickLookBody: View {
    let item: QuickLookLoadedItem?

    var body: some View {
        if let item {
            QuickLookContentView(item: item)
        } else {
            Color(uiColor: .systemBackground)
        }
    }
}

/// Quick Look's screen: its navigation bar (Done, the title) and toolbar (share, list) around the preview.
struct QuickLookScreen: View {
    let item: QuickLookLoadedItem?
    let count: Int
    let done: @MainActor () -> Void
    let list: @MainActor () -> Void

    var body: some View {
        NavigationStack {
            QuickLookBody(item: item)
                .navigationTitle(item?.title ?? "")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) {
                        Button("Done", action: done).fontWeight(.semibold)
                    }
                    ToolbarItem(placement: .bottomBar) {
                        QuickLookBars.share(url: item?.file.url)
                    }
                    // The share button keeps to the leading end, the list button (several items) to the trailing one.
                    ToolbarItem(placement: .bottomBar) {
                        if count > 1 { QuickLookBars.list(action: list) } else { Spacer() }
                    }
                }
                .toolbarBackground(.visible, for: .navigationBar)
        }
    }
}

/// The toolbar's buttons.
enum QuickLookBars {
    /// The share button: shares the file (through the environment's share action), dimmed without one.
    @ViewBuilder @MainActor
    static func share(url: URL?) -> some View {
        if let url {
            ShareLink(item: url) { Image(systemName: "square.and.arrow.up") }
                .accessibilityLabel(Text("Share"))
        } else {
            Image(systemName: "square.and.arrow.up").foregroundStyle(.tertiary)
        }
    }

    /// The list button, showing the items.
    @MainActor
    static func list(action: @escaping @MainActor () -> Void) -> some View {
        Button(action: action) { Image(systemName: "list.bullet") }
            .accessibilityLabel(Text("List"))
    }

    /// The toolbar's items for a navigation controller's bar.
    @MainActor
    static func bottomItems(url: URL?, count: Int, list: @escaping @MainActor () -> Void) -> [AnyView] {
        [AnyView(share(url: url)), count > 1 ? AnyView(self.list(action: list)) : AnyView(Spacer())]
    }
}

/// The list of items Quick Look's list button shows, the current one checked.
struct QuickLookItemList: View {
    let titles: [String]
    let current: Int
    let choose: @MainActor (Int) -> Void

    var body: some View {
        NavigationStack {
            List {
                ForEach(Array(titles.enumerated()), id: \.offset) { index, title in
                    Button {
                        choose(index)
                    } label: {
                        HStack {
                            Text(verbatim: title).foregroundStyle(.primary)
                            Spacer()
                            if index == current { Image(systemName: "checkmark").foregroundStyle(Color.accentColor) }
                        }
                    }
                }
            }
            .navigationTitle("\(titles.count) Items")
            .navigationBarTitleDisplayMode(.inline)
        }
    }
}
