internal import Raster

/// The bar a SwiftUI `NavigationStack` shows (``NavigationController/BarStyle/transparent``):
/// iOS 17's bar at rest, with no fill, over the content.
///
/// Row of 44 points under the status bar: the back button (a chevron and the previous
/// screen's title, in the tint) and leading items at the leading edge, trailing items at the
/// trailing edge, the title (17-point semibold) or principal view in the middle when inline.
/// A large title (34 points, baseline 41 points under the row) sits in a 52-point band below.
/// Bottom-bar items sit in a 49-point toolbar above the home indicator.
extension NavigationController {
    func transparentBar() -> some View {
        let count = viewControllers.count
        let top = topViewController
        let item = top?.navigationItem ?? NavigationItem()
        let previous = count > 1 ? viewControllers[count - 2] : nil
        let backTitle = previous.map { $0.navigationItem.uiKitBackButtonTitle ?? $0.navigationItem.title ?? $0.title ?? "Back" }
        let title = item.title ?? top?.title ?? ""
        // Content resting scrolled under the bar (a chat at its newest message) gives the bar
        // its material, as iOS's standard appearance.
        let scrolled = top?.bridge.preferences.scrolledUnderTop ?? false
        return TransparentNavigationBar(
            title: title,
            fill: item.navigationBarFill(contentScrolled: scrolled),
            fillScheme: item.barBackgrounds[.navigationBar]?.colorScheme,
            isLarge: showsLargeTitle,
            isInlineLarge: showsInlineLargeTitle,
            largeTitleHeight: largeTitleBandHeight(title: title, subtitle: item.subtitle, width: frame.width),
            backTitle: item.hidesBackButton ? nil : backTitle.map { item.backButtonShowsTitle ? $0 : "" },
            item: item,
            topInset: safeAreaInsets.top,
            bottomInset: safeAreaInsets.bottom,
            back: { [weak self] in _ = self?.popViewController(animated: true) }
        )
    }
}

extension NavigationController {
    /// The band under the bar that holds a large title: iOS's 52 points, taller when a large
    /// Dynamic Type size makes the title taller or wrap, so the content moves down instead of
    /// being covered, and taller by the subtitle's lines when there is one.
    func largeTitleBandHeight(title: String, subtitle: String? = nil, width: Double) -> Double {
        guard showsLargeTitle, !title.isEmpty, width > 32 else { return Self.largeTitleHeight }
        let text = buildNode(Text(verbatim: title).font(NavigationBarMetrics.largeTitleFont), in: bridge.lastEnvironment)
        let size = text.size(for: SizeProposal(width: width - 32, height: nil))
        let baseline = text.firstBaseline(in: size) ?? size.height
        let titleBottom = NavigationBarMetrics.largeTitleBaseline - baseline + size.height
        let band = max(Self.largeTitleHeight, (titleBottom + 2).rounded(.up))
        guard let subtitle, !subtitle.isEmpty else { return band }
        let line = buildNode(LargeSubtitle(text: subtitle), in: bridge.lastEnvironment)
        return band + line.size(for: SizeProposal(width: width, height: nil)).height.rounded(.up)
    }
}

/// iOS 17's navigation bar metrics, in points.
enum NavigationBarMetrics {
    /// From the screen edge to the first and last items.
    static let edgeInset: Double = 16
    /// Between items.
    static let itemSpacing: Double = 16
    /// A large title's baseline below the bar's row.
    static let largeTitleBaseline: Double = 41
    /// A large title's font: the large-title text style, bold, as iOS draws it.
    static let largeTitleFont: Font = .largeTitle.bold()
}

private struct TransparentNavigationBar: View {
    let title: String
    let fill: AnyShapeStyle?
    /// The scheme the bar is drawn in when it shows its fill (`.toolbarColorScheme`).
    let fillScheme: ColorScheme?
    let isLarge: Bool
    /// The title large in the row itself (`.inlineLarge`).
    let isInlineLarge: Bool
    let largeTitleHeight: Double
    let backTitle: String?
    let item: NavigationItem
    let topInset: Double
    let bottomInset: Double
    let back: @MainActor () -> Void

    var body: some View {
        VStack(spacing: 0) {
            if let fill {
                VStack(spacing: 0) { bar }.background(BarBackdrop(style: fill))
                    .transformEnvironment(\.colorScheme) { scheme in scheme = fillScheme ?? scheme }
            } else {
                bar
            }
            Spacer(minLength: 0)
            if !item.bottomItems.isEmpty {
                BottomToolbar(items: item.bottomItems, bottomInset: bottomInset, fill: item.bottomBarFill)
            }
        }
    }
}

extension TransparentNavigationBar {
    /// The bar's row, the large title under it and the search field.
    @ViewBuilder var bar: some View {
        BarRow(title: isLarge ? nil : title, isLargeInline: isInlineLarge, backTitle: backTitle, item: item, back: back)
            .frame(height: NavigationController.barHeight)
            .padding(.top, topInset)
        if isLarge {
            if let subtitle = item.subtitle, !subtitle.isEmpty {
                VStack(spacing: 0) {
                    BaselineText(text: title, font: NavigationBarMetrics.largeTitleFont, baseline: NavigationBarMetrics.largeTitleBaseline)
                        .accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
                        .frame(maxHeight: .infinity)
                    LargeSubtitle(text: subtitle)
                }
                .frame(height: largeTitleHeight)
            } else {
                BaselineText(text: title, font: NavigationBarMetrics.largeTitleFont, baseline: NavigationBarMetrics.largeTitleBaseline)
                    .accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
                    .frame(height: largeTitleHeight)
            }
        }
        if let search = item.search {
            SearchBar(item: search, scopes: item.shownSearchScopes)
        }
    }
}

/// A navigation bar's background when a screen makes it visible (`.toolbarBackground`):
/// the style from the top of the screen to the bar's bottom, the bar's hairline under it.
private struct BarBackdrop: View {
    let style: AnyShapeStyle

    var body: some View {
        VStack(spacing: 0) {
            Rectangle().fill(style)
            Divider().separatorColor(BarAppearance().separator)
        }
    }
}

private struct BarRow: View {
    let title: String?
    /// The title large at the row's leading end, leading items behind an overflow button (`.inlineLarge`).
    let isLargeInline: Bool
    let backTitle: String?
    let item: NavigationItem
    let back: @MainActor () -> Void

    var body: some View {
        if isLargeInline, let title {
            InlineLargeRow(title: title, item: item)
        } else {
            standardRow
        }
    }

    private var standardRow: some View {
        ZStack {
            if let titleView = item.titleView {
                titleView
            } else if let title {
                HStack(spacing: 4) {
                    if let subtitle = item.subtitle, !subtitle.isEmpty {
                        VStack(spacing: 0) {
                            Text(verbatim: title).font(.headline).accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
                            Text(verbatim: subtitle).font(.caption).foregroundStyle(.secondary).lineLimit(1)
                        }
                    } else {
                        Text(verbatim: title).font(.headline).accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
                    }
                    if item.titleMenu != nil { TitleMenuIndicator() }
                }
            }
            HStack(spacing: NavigationBarMetrics.itemSpacing) {
                if let backTitle { BackButton(title: backTitle, action: back) }
                ForEach(item.leadingItems.indices, id: \.self) { item.leadingItems[$0] }
                Spacer(minLength: 0)
                ForEach(item.trailingItems.indices, id: \.self) { item.trailingItems[$0] }
            }
            .padding(.leading, backTitle == nil ? NavigationBarMetrics.edgeInset : 8)
            .padding(.trailing, NavigationBarMetrics.edgeInset)
            // A bar item's label shows its icon alone (`Button("Add", systemImage: "plus")`), as iOS draws it,
            // unless the item sets its own label style.
            .labelStyle(.iconOnly)
        }
        .frame(maxWidth: .infinity)
    }
}

/// The bar's row with the title large at its leading end (`.toolbarTitleDisplayMode(.inlineLarge)`, UIKit's
/// `.inline`): the title in the large-title font, trailing items at the trailing end, and the leading items
/// (and a title view or principal item, which have no place here) gathered behind an `ellipsis.circle` button
/// before them, as iOS moves them to the overflow menu.
private struct InlineLargeRow: View {
    let title: String
    let item: NavigationItem

    var body: some View {
        HStack(spacing: NavigationBarMetrics.itemSpacing) {
            Text(verbatim: title).font(NavigationBarMetrics.largeTitleFont).lineLimit(1)
                .accessibilityAddTraits(title.isEmpty ? [] : .isHeader)
            Spacer(minLength: 0)
            if !item.leadingItems.isEmpty || item.titleView != nil {
                Image(systemName: "ellipsis.circle").imageScale(.large).foregroundStyle(.tint)
                    .accessibilityLabel("More")
            }
            ForEach(item.trailingItems.indices, id: \.self) { item.trailingItems[$0] }
                .labelStyle(.iconOnly)
        }
        .padding(.horizontal, NavigationBarMetrics.edgeInset)
        .frame(maxWidth: .infinity)
    }
}

/// The subtitle under a large title (`.navigationSubtitle`, iOS 26): a line of secondary subheadline text at the
/// title's leading inset, with 6 points under it.
struct LargeSubtitle: View {
    let text: String

    var body: some View {
        Text(verbatim: text).font(.subheadline).foregroundStyle(.secondary).lineLimit(1)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, NavigationBarMetrics.edgeInset)
            .padding(.bottom, 6)
    }
}

/// The sign that the inline title has a menu (`.toolbarTitleMenu`): `chevron.down` in a small grey circle,
/// as iOS 16 and later draw it beside the title (sizes measured by eye from screenshots, not from Apple's numbers).
private struct TitleMenuIndicator: View {
    var body: some View {
        Circle()
            .fill(Color.tertiarySystemFill)
            .frame(width: 18, height: 18)
            .overlay(Image(systemName: "chevron.down").font(.system(size: 10, weight: .bold)).foregroundStyle(.secondary))
            .accessibilityLabel("Title menu")
    }
}

/// The back button: `chevron.backward` and the previous title, in the tint; reported as
/// the back button labelled "Back".
private struct BackButton: View {
    let title: String
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            HStack(spacing: 5) {
                EnvironmentReader { environment in
                    Drawing(width: 12, height: 22, name: "BackChevron") { canvas, rect in
                        Chevron.backward(in: rect, color: environment.tint.srgb(in: environment), on: canvas)
                    }
                }
                if !title.isEmpty { Text(verbatim: title) }
            }
            .frame(maxHeight: .infinity)
        }
        .elementKind(.backButton)
        .accessibilityLabel("Back")
    }
}

/// The bottom toolbar: items spread across a 49-point bar with a hairline on top.
private struct BottomToolbar: View {
    let items: [AnyView]
    let bottomInset: Double
    /// The bar's fill (``NavigationItem/bottomBarFill``); `nil` when a screen hid it.
    let fill: AnyShapeStyle?

    var body: some View {
        VStack(spacing: 0) {
            Divider()
            HStack(spacing: 0) {
                // Items spread evenly across the bar, unless a flexible `ToolbarSpacer` says where the room goes.
                let spread = !items.contains { $0.isFlexibleToolbarSpace }
                ForEach(items.indices, id: \.self) { index in
                    if index > 0 {
                        if spread { Spacer(minLength: 8) } else { Color.clear.frame(width: NavigationBarMetrics.itemSpacing, height: 0) }
                    }
                    items[index]
                }
            }
            .padding(.horizontal, NavigationBarMetrics.edgeInset)
            .labelStyle(.iconOnly)
            .frame(height: TabBarController.barHeight)
            .padding(.bottom, bottomInset)
        }
        .background(fill ?? AnyShapeStyle(Color.clear))
    }
}

/// Text placed so that its first baseline is `baseline` points below the top of its frame,
/// at the leading edge inset 16 points: a large title.
struct BaselineText: View, PrimitiveView {
    typealias Body = Never
    let text: String
    let font: Font
    let baseline: Double

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        BaselineTextNode(text: buildNode(Text(verbatim: text).font(font), in: environment), baseline: baseline)
    }
}

@MainActor
final class BaselineTextNode: LayoutNode {
    let baseline: Double
    private var text: LayoutNode { children[0] }

    init(text: LayoutNode, baseline: Double) {
        self.baseline = baseline
        super.init(children: [text])
    }

    override func computeSize(_ proposal: SizeProposal) -> Size {
        Size(
            width: finite(proposal.width) ?? text.size(for: SizeProposal(width: nil, height: nil)).width + 32,
            height: finite(proposal.height) ?? NavigationController.largeTitleHeight)
    }

    override func place(in rect: Rect, context: PlacementContext) {
        frame = rect
        let size = text.size(for: SizeProposal(width: rect.width - 32, height: nil))
        let first = text.firstBaseline(in: size) ?? size.height
        text.place(in: Rect(x: rect.minX + 16, y: rect.minY + baseline - first, width: size.width, height: size.height), context: context)
    }
}
