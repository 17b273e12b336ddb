// iOS 17's inspector. On an iPad in a regular width it is a trailing column; on an iPhone (compact width) SwiftUI
// presents the same content as a sheet, which is what NapkinUI draws.

extension View {
    /// Shows `content` as an inspector while `isPresented` is true, as SwiftUI's `inspector(isPresented:content:)`
    /// (iOS 17). On an iPhone the inspector is a sheet: it slides up over the view, takes the sheet's detents
    /// (`presentationDetents`) and writes `false` back when dismissed, exactly as ``sheet(isPresented:onDismiss:content:)``.
    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        sheet(isPresented: isPresented, content: content)
    }

    /// Sets the inspector's width in a regular-width layout, as SwiftUI's `inspectorColumnWidth(_:)` (iOS 17). An
    /// iPhone shows the inspector as a sheet as wide as the screen, so nothing drawn changes.
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { self }

    /// Sets the inspector's minimum, ideal and maximum widths in a regular-width layout, as SwiftUI's
    /// `inspectorColumnWidth(min:ideal:max:)` (iOS 17); on an iPhone the sheet is as wide as the screen.
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
