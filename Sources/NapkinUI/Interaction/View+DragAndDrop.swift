extension View {
    /// Lets people drag `payload` out of this view, as SwiftUI's `draggable(_:)`: a long press
    /// lifts a copy of the view and carries the item away. Dragging only happens under a
    /// finger, so a still frame shows the view at rest, as it is without the modifier.
    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        settled()
    }

    /// Lets people drag `payload` out of this view, lifting `preview` instead of the view, as
    /// SwiftUI's `draggable(_:preview:)`; at rest the view is drawn as it is.
    public func draggable<V: View, T: Transferable>(_ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V)
        -> some View
    {
        settled()
    }

    /// Accepts items of `payloadType` dropped on this view, as SwiftUI's
    /// `dropDestination(for:action:isTargeted:)`: `action` gets the items and where they
    /// landed, and `isTargeted` hears when a drag enters or leaves the view. No drag is under
    /// way in a still frame, so neither runs and the view is drawn as it is.
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        settled()
    }
}
