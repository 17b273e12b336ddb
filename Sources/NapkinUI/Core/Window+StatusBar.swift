internal import Raster

extension View {
    /// Hides (or shows) the status bar while the view is shown, as SwiftUI's
    /// `statusBarHidden(_:)`. NapkinUI draws no status bar, so what changes is the safe area:
    /// on a device whose top inset is the status bar alone (an iPhone with a home button, 20
    /// points; an iPad) the top safe area becomes 0 and the screen's content, navigation bar
    /// included, moves up to the top edge; on an iPhone with a notch or Dynamic Island the
    /// inset stays, as iOS keeps it for the sensor housing. The setting closest to the view
    /// wins, and a screen in front (a pushed or presented one) wins over the one behind it.
    public func statusBarHidden(_ hidden: Bool = true) -> some View {
        writingPreferences { values in
            // Inner modifiers write first: the closest to the view wins.
            if values[StatusBarHiddenKey.self] == nil { values[StatusBarHiddenKey.self] = hidden }
        }
    }

    /// Hides or shows the status bar, SwiftUI's older spelling of `statusBarHidden(_:)`.
    public func statusBar(hidden: Bool) -> some View {
        statusBarHidden(hidden)
    }
}

/// `.statusBarHidden`: the innermost setting of a controller's content.
enum StatusBarHiddenKey: PreferenceKey {
    static var defaultValue: Bool? { nil }
    static func reduce(value: inout Bool?, nextValue: () -> Bool?) {
        if value == nil { value = nextValue() }
    }
}

extension ViewController {
    /// What `.statusBarHidden` asked for in the last layout of this controller or the
    /// children it shows, the frontmost child first; nil when nothing asked.
    var statusBarHiddenByContent: Bool? {
        for child in visibleChildren.reversed() {
            if let hidden = child.statusBarHiddenByContent { return hidden }
        }
        return bridge.preferences.statusBarHidden
    }
}

extension Device {
    /// True when the top of the safe area is the status bar alone, with no sensor housing
    /// under it: an iPhone with a home button (20 points in portrait) or an iPad. Hiding the
    /// status bar frees that inset; a notched iPhone keeps its inset either way.
    var statusBarIsTopInset: Bool {
        safeAreaInsets.top > 0 && (idiom == .pad || safeAreaInsets.top <= 20)
    }

    /// The safe area with the status bar hidden or shown.
    func safeAreaInsets(statusBarHidden: Bool) -> EdgeInsets {
        guard statusBarHidden, statusBarIsTopInset else { return safeAreaInsets }
        var insets = safeAreaInsets
        insets.top = 0
        return insets
    }
}

extension Window {
    /// True when the content shown asked to hide the status bar in the last layout (the
    /// frontmost presented screen's setting first, then the screens behind it).
    public var isStatusBarHidden: Bool {
        for controller in ([rootViewController] + presentedChain.map { $0 }).reversed() {
            if let hidden = controller?.statusBarHiddenByContent { return hidden }
        }
        return false
    }
}
