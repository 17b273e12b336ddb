import Testing

@testable import AssetSymbolGeneration

/// How a set's name becomes a Swift name: each rule of ``SymbolNames`` with names Xcode turned into symbols in
/// generated files of public projects (the expected symbols are what Xcode wrote).
@Suite("napkin-asset-symbols: asset names become Swift names as Xcode makes them")
struct SymbolNameTests {
    @Test(
        "Words are cut at spaces, dashes, underscores and dots",
        arguments: [
            ("Trip_Status_Bar", "tripStatusBar"), ("custom.cloud.badge.play", "customCloudBadgePlay"), ("Frame 74", "frame74"),
            ("ladies-sit- border-red-color", "ladiesSitBorderRed"), ("bank_logo", "bankLogo"),
        ])
    func separators(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test(
        "Words are cut where case changes: brandRed, UPIPayment, DSAction, WiFi",
        arguments: [("brandRed", "brandRed"), ("UPIPayment", "upiPayment"), ("DSAction", "dsAction"), ("WiFi", "wiFi")])
    func camelCase(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test(
        "A last word Color or Image is dropped unless it is the only word",
        arguments: [
            ("AccentColor", "accent"), ("backgroundColor", "background"), ("pink-color", "pink"), ("FileImage", "file"),
            ("UPIIconIImage", "upiIconI"), ("Image", "image"), ("Color", "color"), ("Colors", "colors"),
        ])
    func suffixes(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test(
        "The first word is lowercased (an acronym wholly), later words get a capital; a name without lowercase keeps its case",
        arguments: [
            ("GPS-Tracking", "gpsTracking"), ("UPI Autopay", "upiAutopay"), ("Manage UPI ID", "manageUPIID"),
            ("bus-serchticket-bg", "busSerchticketBg"), ("Star", "star"), ("AC", "AC"), ("TV", "TV"), ("M", "M"),
        ])
    func letterCase(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test(
        "Digits: \"_\" where a digit meets a digit or capital across words, and before a leading digit",
        arguments: [
            ("A-1-1-0", "A_1_1_0"), ("FFE05D", "FFE_05_D"), ("4AB3FF", "_4_AB_3_FF"), ("292C38", "_292_C_38"), ("121212", "_121212"),
            ("10_back_arm", "_10BackArm"), ("c50000", "c50000"), ("theme_text_dark2", "themeTextDark2"), ("Intro1", "intro1"),
        ])
    func digits(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test("A keyword is written in backquotes", arguments: [("Default", "`default`"), ("class", "`class`"), ("Return", "`return`")])
    func keywords(name: String, symbol: String) {
        #expect(SymbolNames.member(for: name) == symbol)
    }

    @Test("A namespace folder's type name has a capital on every word")
    func typeNames() {
        #expect(SymbolNames.type(for: "iconPreviews") == "IconPreviews")
        #expect(SymbolNames.type(for: "GameUI") == "GameUI")
        #expect(SymbolNames.type(for: "app-icons") == "AppIcons")
        #expect(SymbolNames.type(for: "2024 Art") == "_2024_Art")
    }

    @Test("A name with no letter or digit, or one Swift reserves, makes no symbol")
    func noSymbol() {
        for name in ["+++", "🙂", "-", "self", "init"] { #expect(SymbolNames.member(for: name) == nil, "\(name)") }
        for name in ["Self", "Type", "Protocol", "!!"] { #expect(SymbolNames.type(for: name) == nil, "\(name)") }
    }

    @Test("Letters outside ASCII are kept")
    func unicode() {
        #expect(SymbolNames.member(for: "Café Crème") == "caféCrème")
    }
}
