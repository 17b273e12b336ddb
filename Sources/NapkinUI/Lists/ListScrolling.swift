internal import Raster

/// What a list or form takes from the scrolling modifiers around it: its content margins
/// (`.contentMargins`) and where it rests (`.scrollPosition`, `.defaultScrollAnchor`, a
/// `ScrollViewReader`'s request). A list scrolls vertically only.
struct ListScrolling {
    /// Around the sections, on top of the list's own gaps and card margins.
    var margins = EdgeInsets()
    /// The view to rest at: a `.scrollPosition` id's (at the top unless an anchor is given),
    /// else a reader's.
    var request: ScrollToRequest?
    /// An edge or point to rest at.
    var target: ScrollRest?
    /// The default anchors.
    var anchors = DefaultScrollAnchors()

    init() {}

    @MainActor
    init(_ environment: EnvironmentValues) {
        margins = environment.contentMargins.content
        target = environment.scrollPositionTarget
        anchors = environment.defaultScrollAnchors
        request = environment.scrollToRequest
        if case .view(let id, let anchor)? = target { request = ScrollToRequest(id: id, anchor: anchor ?? .top) }
    }

    /// How far down the content (`content`, with its margins) rests in `viewport`, or nil for
    /// not at all: at the requested view when `list` holds it, else the edge or point, else
    /// the default anchor.
    @MainActor
    func restingOffset(content: Rect, viewport: Rect, in list: ListNode) -> Double? {
        let limit = max(0, content.height - viewport.height)
        if let request, let found = list.rowFrame(ofViewWithID: request.id) {
            return ScrollNode.offset(
                target: (found.minY, found.maxY), viewport: (viewport.minY, viewport.maxY), content: (content.minY, content.maxY),
                anchor: request.anchor.map { Double($0.y) })
        }
        switch target {
        case .edge(.bottom)?: return limit
        case .edge?: return 0
        case .point(_, let y)?: return min(max(y ?? 0, 0), limit)
        case .view?, nil: return anchors.initialOffset.map { Double($0.y) * limit }
        }
    }
}
