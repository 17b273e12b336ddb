/// How a sheet sizes itself, as SwiftUI's `PresentationSizing` (iOS 18).
///
/// `.form` and `.page` differ on an iPad and a Mac; on an iPhone every sheet is as wide as the screen and as tall as
/// its detents say, so each sizing draws the same sheet there, which is what NapkinUI draws.
public struct PresentationSizing: Sendable, Hashable {
    enum Kind: Sendable, Hashable { case automatic, page, form, fitted }
    let kind: Kind
    let fitsHorizontally: Bool
    let fitsVertically: Bool
    let sticksHorizontally: Bool
    let sticksVertically: Bool

    init(_ kind: Kind, fits: (Bool, Bool) = (false, false), sticks: (Bool, Bool) = (false, false)) {
        self.kind = kind
        (fitsHorizontally, fitsVertically) = fits
        (sticksHorizontally, sticksVertically) = sticks
    }

    /// The platform's choice (`.page` on iPhone).
    public static let automatic = PresentationSizing(.automatic)
    /// About the size of a page of paper (iPad); the full-width sheet on an iPhone.
    public static let page = PresentationSizing(.page)
    /// The size of a form sheet (iPad); the full-width sheet on an iPhone.
    public static let form = PresentationSizing(.form)
    /// The size the content asks for (iPad, Mac); the full-width sheet on an iPhone.
    public static let fitted = PresentationSizing(.fitted, fits: (true, true))

    /// This sizing, fitting the content along the axes told.
    public func fitted(horizontal: Bool, vertical: Bool) -> PresentationSizing {
        PresentationSizing(kind, fits: (horizontal, vertical), sticks: (sticksHorizontally, sticksVertically))
    }

    /// This sizing, keeping its size along the axes told when the content asks for another.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> PresentationSizing {
        PresentationSizing(kind, fits: (fitsHorizontally, fitsVertically), sticks: (horizontal, vertical))
    }
}

extension View {
    /// Sets how the sheets presented inside size themselves, as SwiftUI's `presentationSizing(_:)` (iOS 18). On an
    /// iPhone every sizing gives the full-width sheet its detents set, so the sheet drawn does not change.
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { self }
}
