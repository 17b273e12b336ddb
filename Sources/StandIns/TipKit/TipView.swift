public import NapkinUI

/// A tip drawn inline, as TipKit's `TipView`.
///
/// It draws as iOS 17's inline tip while the tip should display, and as nothing otherwise: a rounded card on the
/// secondary system background, the tip's image on the leading side in the tint colour, the bold title over the
/// secondary message, a close button ("x") at the trailing top, which invalidates the tip with
/// ``Tips/InvalidationReason/tipClosed``, and the tip's actions under a divider in the tint colour. With an
/// `arrowEdge` the card carries an arrow on that edge, pointing at what the tip is about. The metrics (16-point
/// padding, 13-point corners, the image at title-2 size, a 10 by 20 point arrow) are measured from iOS 17 screenshots,
/// not from a published specification.
@MainActor
public struct TipView<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge?
    let action: @MainActor (Tips.Action) -> Void
    /// Whether this view has shown the tip: a tip its own display takes past its `MaxDisplayCount` stays while shown.
    @State private var appeared = false

    /// Draws `tip` inline, with an arrow on `arrowEdge` if given; `action` runs after a tapped action's own handler.
    public init(_ tip: Content, arrowEdge: Edge? = nil, action: @escaping @MainActor (Tips.Action) -> Void = { _ in }) {
        self.tip = tip
        self.arrowEdge = arrowEdge
        self.action = action
    }

    /// The tip's card while it should display (and while a display past its `MaxDisplayCount` shows it); nothing otherwise.
    public var body: some View {
        if tip.shouldDisplay || (appeared && tip.status == .invalidated(.displayCountExceeded)) {
            TipContent(tip: tip, action: action)
                .padding(arrowEdge.map { Edge.Set($0) } ?? [], TipBubbleShape.arrowLength)
                .background(TipBubbleShape(arrowEdge: arrowEdge).fill(Color.secondarySystemBackground))
                .onAppear {
                    appeared = true
                    TipStore.shared.recordDisplay(tip)
                }
        }
    }
}

extension View {
    /// Shows `tip` beside the view in a popover bubble whose arrow, on the bubble's `arrowEdge`, points at the view:
    /// below the view for `.top`, above it for `.bottom`, after it for `.leading`, before it for `.trailing`.
    ///
    /// iOS presents the bubble as a popover even in compact width; napkin draws it over the screen next to the view,
    /// centred on it, 320 points wide for a top or bottom arrow (on a 390-point iPhone the bubble iOS draws leaves
    /// margins of about that size; not confirmed from a specification), on the elevated background with a soft shadow.
    /// It draws while the tip should display; the close button invalidates it.
    public func popoverTip<Content: Tip>(
        _ tip: Content, arrowEdge: Edge = .top, action: @escaping @MainActor (Tips.Action) -> Void = { _ in }
    ) -> some View {
        overlay(alignment: TipPopover<Content>.anchorAlignment(arrowEdge)) {
            TipPopover(tip: tip, arrowEdge: arrowEdge, action: action)
        }
    }
}

/// The popover bubble `popoverTip` draws, placed outside the view it points at.
@MainActor
struct TipPopover<Content: Tip>: View {
    let tip: Content
    let arrowEdge: Edge
    let action: @MainActor (Tips.Action) -> Void
    /// Whether this bubble has shown the tip (see ``TipView``).
    @State private var appeared = false

    /// The bubble's width for a top or bottom arrow.
    static var width: CGFloat { 320 }

    /// Where the overlay aligns the bubble on the view: at the view's edge opposite the arrow.
    static func anchorAlignment(_ arrowEdge: Edge) -> Alignment {
        switch arrowEdge {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    var body: some View {
        if tip.shouldDisplay || (appeared && tip.status == .invalidated(.displayCountExceeded)) {
            placed(
                TipContent(tip: tip, action: action)
                    .padding(Edge.Set(arrowEdge), TipBubbleShape.arrowLength)
                    .background(
                        TipBubbleShape(arrowEdge: arrowEdge)
                            .fill(Color.tertiarySystemBackground)
                            .shadow(color: Color.black.opacity(0.18), radius: 12, y: 4)
                    )
                    .onAppear {
                        appeared = true
                        TipStore.shared.recordDisplay(tip)
                    }
            )
        }
    }

    /// The bubble's size and its alignment guide moved so it sits just outside the view, its arrow on the view's edge.
    @ViewBuilder
    func placed(_ bubble: some View) -> some View {
        switch arrowEdge {
        case .top:
            bubble.frame(width: Self.width).fixedSize(horizontal: false, vertical: true)
                .alignmentGuide(VerticalAlignment.bottom) { $0[VerticalAlignment.top] }
        case .bottom:
            bubble.frame(width: Self.width).fixedSize(horizontal: false, vertical: true)
                .alignmentGuide(VerticalAlignment.top) { $0[VerticalAlignment.bottom] }
        case .leading:
            bubble.frame(width: Self.width * 0.75).fixedSize(horizontal: false, vertical: true)
                .alignmentGuide(HorizontalAlignment.trailing) { $0[HorizontalAlignment.leading] }
        case .trailing:
            bubble.frame(width: Self.width * 0.75).fixedSize(horizontal: false, vertical: true)
                .alignmentGuide(HorizontalAlignment.leading) { $0[HorizontalAlignment.trailing] }
        }
    }
}

/// A tip's image, text, close button and actions, without its background.
@MainActor
struct TipContent<Content: Tip>: View {
    let tip: Content
    let action: @MainActor (Tips.Action) -> Void

    var body: some View {
        let actions = Array(tip.actions.enumerated()).map { offset, element in
            var indexed = element
            indexed.index = offset
            return indexed
        }
        VStack(alignment: .leading, spacing: 0) {
            HStack(alignment: .top, spacing: 12) {
                if let image = tip.image {
                    image
                        .font(.title2)
                        .foregroundStyle(.tint)
                        .frame(width: 34, alignment: .center)
                }
                VStack(alignment: .leading, spacing: 4) {
                    tip.title.font(.headline).foregroundStyle(.primary)
                    if let message = tip.message {
                        message.font(.subheadline).foregroundStyle(.secondary)
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                Button {
                    tip.invalidate(reason: .tipClosed)
                } label: {
                    Image(systemName: "xmark")
                        .font(.system(size: 13, weight: .semibold))
                        .foregroundStyle(.secondary)
                        .frame(width: 24, height: 24)
                }
                .buttonStyle(.plain)
                .accessibilityLabel("Close")
            }
            .padding(16)
            ForEach(actions) { item in
                Divider().padding(.leading, 16)
                Button {
                    item()
                    action(item)
                } label: {
                    item.label()
                        .font(.body)
                        .foregroundStyle(.tint)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .padding(.vertical, 11)
                }
                .buttonStyle(.plain)
            }
        }
    }
}

/// A rounded card with an optional arrow on one edge, centred, pointing outward; the arrow takes
/// ``arrowLength`` of the rect on that edge.
struct TipBubbleShape: Shape {
    static let arrowLength: CGFloat = 10
    static let arrowWidth: CGFloat = 20
    static let cornerRadius: CGFloat = 13
    let arrowEdge: Edge?

    func path(in rect: CGRect) -> Path {
        var card = rect
        var tip = CGPoint.zero
        var base = (CGPoint.zero, CGPoint.zero)
        let length = Self.arrowLength
        let half = Self.arrowWidth / 2
        switch arrowEdge {
        case .top?:
            card = CGRect(x: rect.minX, y: rect.minY + length, width: rect.width, height: rect.height - length)
            tip = CGPoint(x: rect.midX, y: rect.minY)
            base = (CGPoint(x: rect.midX - half, y: card.minY), CGPoint(x: rect.midX + half, y: card.minY))
        case .bottom?:
            card = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height - length)
            tip = CGPoint(x: rect.midX, y: rect.maxY)
            base = (CGPoint(x: rect.midX - half, y: card.maxY), CGPoint(x: rect.midX + half, y: card.maxY))
        case .leading?:
            card = CGRect(x: rect.minX + length, y: rect.minY, width: rect.width - length, height: rect.height)
            tip = CGPoint(x: rect.minX, y: rect.midY)
            base = (CGPoint(x: card.minX, y: rect.midY - half), CGPoint(x: card.minX, y: rect.midY + half))
        case .trailing?:
            card = CGRect(x: rect.minX, y: rect.minY, width: rect.width - length, height: rect.height)
            tip = CGPoint(x: rect.maxX, y: rect.midY)
            base = (CGPoint(x: card.maxX, y: rect.midY - half), CGPoint(x: card.maxX, y: rect.midY + half))
        case nil:
            break
        }
        var path = Path()
        let radius = min(Self.cornerRadius, card.width / 2, card.height / 2)
        path.addRoundedRect(in: card, cornerSize: CGSize(width: radius, height: radius))
        if arrowEdge != nil {
            path.move(to: base.0)
            path.addLine(to: tip)
            path.addLine(to: base.1)
            path.closeSubpath()
        }
        return path
    }
}
