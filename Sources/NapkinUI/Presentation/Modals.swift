internal import Raster

/// SwiftUI's presentation modifiers: `.sheet`, `.fullScreenCover`, `.popover`, `.alert` and
/// `.confirmationDialog`.
///
/// Each presents through the one presentation mechanism, ``ViewController/present(_:animated:completion:)``:
/// while its binding says "shown", the controller hosting the view presents a controller for
/// it (a sheet card, a full-screen cover, an ``AlertController``); when the binding turns
/// false (or the item nil) the next layout closes it and runs `onDismiss`. The presented
/// content inherits the environment where the modifier sits; `@Environment(\.dismiss)` in it
/// writes the binding back. Only the frontmost presentation takes taps and typing.
extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation("sheet", isPresented: isPresented, onDismiss: onDismiss) { hostedController(AnyView(content()), style: .pageSheet) }
    }

    /// Presents `content` for `item` as a sheet while `item` is not nil.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation("sheet", item: item, onDismiss: onDismiss) { hostedController(AnyView(content($0)), style: .pageSheet) }
    }

    /// Presents `content` over the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation("fullScreenCover", isPresented: isPresented, onDismiss: onDismiss) {
            hostedController(AnyView(content()), style: .fullScreen)
        }
    }

    /// Presents `content` for `item` over the whole screen while `item` is not nil.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (@MainActor () -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation("fullScreenCover", item: item, onDismiss: onDismiss) { hostedController(AnyView(content($0)), style: .fullScreen) }
    }

    /// Presents `content` in a popover while `isPresented` is true; on iPhone iOS shows a
    /// popover as a sheet, and so does NapkinUI. A popover kept as a popover
    /// (`.presentationCompactAdaptation(.popover)`) points at `attachmentAnchor` of this view; its arrow goes
    /// where it fits, as on an iPhone (`arrowEdge` is kept, as iOS 17 and later keep it only on iPad and Mac).
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        presentation("popover", isPresented: isPresented, onDismiss: nil, anchor: attachmentAnchor) {
            hostedController(AnyView(content()), style: .popover)
        }
    }

    /// Presents `content` for `item` in a popover (a sheet on iPhone) while `item` is not nil, pointing at
    /// `attachmentAnchor` of this view when kept as a popover.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        presentation("popover", item: item, onDismiss: nil, anchor: attachmentAnchor) {
            hostedController(AnyView(content($0)), style: .popover)
        }
    }

    /// The request for a boolean binding.
    func presentation(
        _ kind: String, isPresented: Binding<Bool>, onDismiss: (@MainActor () -> Void)?, anchor: PopoverAttachmentAnchor? = nil,
        make: @escaping @MainActor () -> ViewController
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            let request =
                isPresented.wrappedValue
                ? PresentationRequest(
                    key: "", makeController: make,
                    dismiss: { isPresented.wrappedValue = false },
                    onDismiss: onDismiss, environment: environment
                ) : nil
            return PreferenceNode(child: node) {
                // Preferences are read from the laid-out tree: the view's frame is known.
                var placed = request
                if let anchor { placed?.anchor = Rect(anchor.rect(in: CGRect(node.frame))) }
                $0.prepend((kind, placed), to: PresentationsKey.self)
            }
        }
    }

    /// The request for an optional item binding; a new item presents afresh.
    func presentation<Item: Identifiable>(
        _ kind: String, item: Binding<Item?>, onDismiss: (@MainActor () -> Void)?, anchor: PopoverAttachmentAnchor? = nil,
        make: @escaping @MainActor (Item) -> ViewController
    ) -> some View {
        ModifiedView(content: self) { node, environment in
            let request = item.wrappedValue.map { shown in
                PresentationRequest(
                    key: String(describing: shown.id), makeController: { make(shown) },
                    dismiss: { item.wrappedValue = nil },
                    onDismiss: onDismiss, environment: environment
                )
            }
            return PreferenceNode(child: node) {
                var placed = request
                if let anchor { placed?.anchor = Rect(anchor.rect(in: CGRect(node.frame))) }
                $0.prepend((kind, placed), to: PresentationsKey.self)
            }
        }
    }
}

/// A hosting controller for presented SwiftUI content.
@MainActor
func hostedController(_ content: AnyView, style: ModalPresentationStyle) -> ViewController {
    let controller = HostingController(rootView: content)
    controller.modalPresentationStyle = style
    // A sheet's card is raised above the screen: white, or dark grey in dark.
    controller.backgroundColor = style.isSheet ? SheetMetrics.cardBackground : .systemBackground
    return controller
}
