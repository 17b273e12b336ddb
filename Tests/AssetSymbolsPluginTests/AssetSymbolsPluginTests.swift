import Foundation
import NapkinUI
import Testing

/// napkin's AssetSymbols build plugin, applied to this target: `Resources/Assets.xcassets` (a declared resource) holds
/// a colour set `Brand` with a light and a dark colour, an image set `Avatar` with a light and a dark image, and a
/// colour set `Ink` in a folder `Palette` that provides a namespace. The code below is written as an iOS app writes it
/// against the symbols Xcode generates: nothing in this target declares `Color.brand` or `ImageResource.avatar`.
@MainActor
@Suite("AssetSymbols: Xcode's generated asset symbols, drawn from the target's catalog")
struct AssetSymbolsPluginTests {
    /// The catalog's colours and images, as its Contents.json files and PNGs say.
    static let brandLight = Color(hex: 0x2E6BE6), brandDark = Color(hex: 0x8AB4FF)
    static let avatarLight = Color(hex: 0xE8590C), avatarDark = Color(hex: 0x40C057)
    static let ink = Color(hex: 0x1A2B3D)

    /// The colour drawn at the centre of a window showing `view` in `scheme`.
    func centre(of view: some View, _ scheme: ColorScheme) -> Color {
        let window = Window(device: Device.iPhoneSE.applying(Traits(colorScheme: scheme)))
        window.rootViewController = HostingController(rootView: view)
        let bitmap = window.render()
        return Color(premultipliedARGB: bitmap[bitmap.width / 2, bitmap.height / 2])
    }

    @Test("Color.brand, .foregroundStyle(.brand) and Color(.brand) draw the colour set's light and dark colours")
    func swiftUIColours() {
        for (scheme, expected) in [(ColorScheme.light, Self.brandLight), (.dark, Self.brandDark)] {
            #expect(centre(of: Color.brand, scheme) == expected)
            #expect(centre(of: Rectangle().foregroundStyle(.brand), scheme) == expected)
            #expect(centre(of: Rectangle().fill(.brand), scheme) == expected)
            #expect(centre(of: Color(.brand), scheme) == expected)
        }
        // The resource names the set and the target's resource bundle (the catalog is a declared resource).
        #expect(ColorResource.brand.name == "Brand" && ColorResource.brand.bundle.bundleURL == Bundle.module.bundleURL)
    }

    @Test("UIColor.brand is the colour set's colour in either appearance")
    func uiKitColour() {
        #expect(centre(of: Color(uiColor: .brand), .light) == Self.brandLight)
        #expect(centre(of: Color(uiColor: UIColor.brand), .dark) == Self.brandDark)
        #expect(UIColor(named: "Brand", in: .module, compatibleWith: nil) != nil)
    }

    @Test("Image(.avatar) and UIImage.avatar draw the image set's light and dark images")
    func images() {
        for (scheme, expected) in [(ColorScheme.light, Self.avatarLight), (.dark, Self.avatarDark)] {
            #expect(centre(of: Image(.avatar).resizable(), scheme) == expected)
            #expect(centre(of: Image(uiImage: .avatar).resizable(), scheme) == expected)
        }
        #expect(UIImage.avatar.size == CGSize(width: 20, height: 20))
        #expect(ImageResource.avatar.name == "Avatar")
    }

    @Test("A folder that provides a namespace gives nested symbols: Color.Palette.ink, ColorResource.Palette.ink")
    func namespace() {
        #expect(centre(of: Color.Palette.ink, .light) == Self.ink)
        #expect(centre(of: Color(.Palette.ink), .dark) == Self.ink)
        #expect(centre(of: Color(uiColor: UIColor.Palette.ink), .light) == Self.ink)
        #expect(ColorResource.Palette.ink.name == "Palette/Ink")
    }

    @Test("A resource naming Bundle.main finds the catalog in the resource bundle beside the executable, as when not declared")
    func mainBundle() {
        // What the plugin writes when the catalog is not a declared resource of its target: napkin then looks in the
        // main bundle and the resource bundles beside it, where SwiftPM puts a catalog another target declares.
        let brand = ColorResource(name: "Brand", bundle: .main)
        #expect(centre(of: Color(brand), .light) == Self.brandLight)
        #expect(centre(of: Color(brand), .dark) == Self.brandDark)
        #expect(centre(of: Image(ImageResource(name: "Avatar", bundle: .main)).resizable(), .dark) == Self.avatarDark)
    }
}
