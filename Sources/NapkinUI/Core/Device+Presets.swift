// The presets, spelled as swift-snapshot-testing spells them: `Device.iPhone13Pro` is portrait,
// `Device.iPhone13Pro(.landscape)` the same model on its side; iPads default to landscape, as
// upstream's do. The numbers live in `Device.models` (Device.swift). Their names keep upstream's
// underscores (`iPad9_7`), so the lowerCamelCase rule does not apply here.

// swift-format-ignore: AlwaysUseLowerCamelCase
extension Device {
    /// iPhone SE (2nd and 3rd generation): 375×667 points at 2×; the status bar's 20 points in portrait.
    public static let iPhoneSE = iPhoneSE(.portrait)
    /// iPhone SE (2nd and 3rd generation) in `orientation`.
    public static func iPhoneSE(_ orientation: Orientation) -> Device { model("iPhoneSE", orientation) }

    /// iPhone SE (1st generation), as upstream's `iPhoneSe`: 320×568 points at 2×.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// iPhone SE (1st generation) in `orientation`.
    public static func iPhoneSe(_ orientation: Orientation) -> Device { model("iPhoneSe", orientation) }

    /// iPhone 8: 375×667 points at 2×.
    public static let iPhone8 = iPhone8(.portrait)
    /// iPhone 8 in `orientation`.
    public static func iPhone8(_ orientation: Orientation) -> Device { model("iPhone8", orientation) }

    /// iPhone 8 Plus: 414×736 points at 3×.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// iPhone 8 Plus in `orientation`.
    public static func iPhone8Plus(_ orientation: Orientation) -> Device { model("iPhone8Plus", orientation) }

    /// iPhone X and XS: 375×812 points at 3×, safe area 44 top and 34 bottom (44 each side and 24 bottom in landscape).
    public static let iPhoneX = iPhoneX(.portrait)
    /// iPhone X and XS in `orientation`.
    public static func iPhoneX(_ orientation: Orientation) -> Device { model("iPhoneX", orientation) }

    /// iPhone XR: 414×896 points at 2×, safe area as the iPhone X.
    public static let iPhoneXr = iPhoneXr(.portrait)
    /// iPhone XR in `orientation`.
    public static func iPhoneXr(_ orientation: Orientation) -> Device { model("iPhoneXr", orientation) }

    /// iPhone XS Max: 414×896 points at 3×, safe area as the iPhone X.
    public static let iPhoneXsMax = iPhoneXsMax(.portrait)
    /// iPhone XS Max in `orientation`.
    public static func iPhoneXsMax(_ orientation: Orientation) -> Device { model("iPhoneXsMax", orientation) }

    /// iPhone 12: 390×844 points at 3×, safe area 47 top and 34 bottom (47 each side and 21 bottom in landscape).
    public static let iPhone12 = iPhone12(.portrait)
    /// iPhone 12 in `orientation`.
    public static func iPhone12(_ orientation: Orientation) -> Device { model("iPhone12", orientation) }

    /// iPhone 12 Pro: the iPhone 12's screen.
    public static let iPhone12Pro = iPhone12Pro(.portrait)
    /// iPhone 12 Pro in `orientation`.
    public static func iPhone12Pro(_ orientation: Orientation) -> Device { model("iPhone12Pro", orientation) }

    /// iPhone 12 Pro Max: 428×926 points at 3×, safe area as the iPhone 12.
    public static let iPhone12ProMax = iPhone12ProMax(.portrait)
    /// iPhone 12 Pro Max in `orientation`.
    public static func iPhone12ProMax(_ orientation: Orientation) -> Device { model("iPhone12ProMax", orientation) }

    /// iPhone 13: 390×844 points at 3×, safe area as the iPhone 12.
    public static let iPhone13 = iPhone13(.portrait)
    /// iPhone 13 in `orientation`.
    public static func iPhone13(_ orientation: Orientation) -> Device { model("iPhone13", orientation) }

    /// iPhone 13 mini: 375×812 points at 3×, safe area 50 top and 34 bottom (50 each side and 21 bottom in landscape).
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// iPhone 13 mini in `orientation`.
    public static func iPhone13Mini(_ orientation: Orientation) -> Device { model("iPhone13Mini", orientation) }

    /// iPhone 13 Pro: 390×844 points at 3× (1170×2532 pixels), safe area 47 top and 34 bottom (47 each side and 21 bottom in landscape).
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// iPhone 13 Pro in `orientation`.
    public static func iPhone13Pro(_ orientation: Orientation) -> Device { model("iPhone13Pro", orientation) }

    /// iPhone 13 Pro Max: 428×926 points at 3×, safe area as the iPhone 13 Pro.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)
    /// iPhone 13 Pro Max in `orientation`.
    public static func iPhone13ProMax(_ orientation: Orientation) -> Device { model("iPhone13ProMax", orientation) }

    /// iPhone 14: 390×844 points at 3×, safe area as the iPhone 13.
    public static let iPhone14 = iPhone14(.portrait)
    /// iPhone 14 in `orientation`.
    public static func iPhone14(_ orientation: Orientation) -> Device { model("iPhone14", orientation) }

    /// iPhone 14 Plus: 428×926 points at 3×, safe area as the iPhone 13.
    public static let iPhone14Plus = iPhone14Plus(.portrait)
    /// iPhone 14 Plus in `orientation`.
    public static func iPhone14Plus(_ orientation: Orientation) -> Device { model("iPhone14Plus", orientation) }

    /// iPhone 14 Pro: 393×852 points at 3×, safe area 59 top (the Dynamic Island) and 34 bottom (59 each side and 21 bottom in landscape).
    public static let iPhone14Pro = iPhone14Pro(.portrait)
    /// iPhone 14 Pro in `orientation`.
    public static func iPhone14Pro(_ orientation: Orientation) -> Device { model("iPhone14Pro", orientation) }

    /// iPhone 14 Pro Max: 430×932 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone14ProMax = iPhone14ProMax(.portrait)
    /// iPhone 14 Pro Max in `orientation`.
    public static func iPhone14ProMax(_ orientation: Orientation) -> Device { model("iPhone14ProMax", orientation) }

    /// iPhone 15: 393×852 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone15 = iPhone15(.portrait)
    /// iPhone 15 in `orientation`.
    public static func iPhone15(_ orientation: Orientation) -> Device { model("iPhone15", orientation) }

    /// iPhone 15 Plus: 430×932 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone15Plus = iPhone15Plus(.portrait)
    /// iPhone 15 Plus in `orientation`.
    public static func iPhone15Plus(_ orientation: Orientation) -> Device { model("iPhone15Plus", orientation) }

    /// iPhone 15 Pro: 393×852 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone15Pro = iPhone15Pro(.portrait)
    /// iPhone 15 Pro in `orientation`.
    public static func iPhone15Pro(_ orientation: Orientation) -> Device { model("iPhone15Pro", orientation) }

    /// iPhone 15 Pro Max: 430×932 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone15ProMax = iPhone15ProMax(.portrait)
    /// iPhone 15 Pro Max in `orientation`.
    public static func iPhone15ProMax(_ orientation: Orientation) -> Device { model("iPhone15ProMax", orientation) }

    /// iPhone 16: 393×852 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone16 = iPhone16(.portrait)
    /// iPhone 16 in `orientation`.
    public static func iPhone16(_ orientation: Orientation) -> Device { model("iPhone16", orientation) }

    /// iPhone 16 Plus: 430×932 points at 3×, safe area as the iPhone 14 Pro.
    public static let iPhone16Plus = iPhone16Plus(.portrait)
    /// iPhone 16 Plus in `orientation`.
    public static func iPhone16Plus(_ orientation: Orientation) -> Device { model("iPhone16Plus", orientation) }

    /// iPhone 16 Pro: 402×874 points at 3×, safe area 62 top and 34 bottom (62 each side and 21 bottom in landscape).
    public static let iPhone16Pro = iPhone16Pro(.portrait)
    /// iPhone 16 Pro in `orientation`.
    public static func iPhone16Pro(_ orientation: Orientation) -> Device { model("iPhone16Pro", orientation) }

    /// iPhone 16 Pro Max: 440×956 points at 3×, safe area as the iPhone 16 Pro.
    public static let iPhone16ProMax = iPhone16ProMax(.portrait)
    /// iPhone 16 Pro Max in `orientation`.
    public static func iPhone16ProMax(_ orientation: Orientation) -> Device { model("iPhone16ProMax", orientation) }

    /// iPad mini (and upstream's 9.7-inch iPad): 1024×768 points at 2× in landscape, safe area 20 top.
    public static let iPadMini = iPadMini(.landscape)
    /// iPad mini (and upstream's 9.7-inch iPad) in `orientation`.
    public static func iPadMini(_ orientation: Orientation) -> Device { model("iPadMini", orientation) }

    /// iPad 9.7-inch: the iPad mini's screen.
    public static let iPad9_7 = iPad9_7(.landscape)
    /// iPad 9.7-inch in `orientation`.
    public static func iPad9_7(_ orientation: Orientation) -> Device { model("iPad9_7", orientation) }

    /// iPad 10.2-inch: 1080×810 points at 2× in landscape, safe area 20 top.
    public static let iPad10_2 = iPad10_2(.landscape)
    /// iPad 10.2-inch in `orientation`.
    public static func iPad10_2(_ orientation: Orientation) -> Device { model("iPad10_2", orientation) }

    /// iPad Pro 10.5-inch: 1112×834 points at 2× in landscape, safe area 20 top.
    public static let iPadPro10_5 = iPadPro10_5(.landscape)
    /// iPad Pro 10.5-inch in `orientation`.
    public static func iPadPro10_5(_ orientation: Orientation) -> Device { model("iPadPro10_5", orientation) }

    /// iPad Pro 11-inch: 1194×834 points at 2× in landscape, safe area 24 top and 20 bottom.
    public static let iPadPro11 = iPadPro11(.landscape)
    /// iPad Pro 11-inch in `orientation`.
    public static func iPadPro11(_ orientation: Orientation) -> Device { model("iPadPro11", orientation) }

    /// iPad Pro 12.9-inch: 1366×1024 points at 2× in landscape, safe area 20 top.
    public static let iPadPro12_9 = iPadPro12_9(.landscape)
    /// iPad Pro 12.9-inch in `orientation`.
    public static func iPadPro12_9(_ orientation: Orientation) -> Device { model("iPadPro12_9", orientation) }
}
