import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A blur wrapped for SwiftUI with its effect set on update, as apps write it.
private struct Blur: UIViewRepresentable {
    var effect: UIVisualEffect?
    var symbol: String?

    func makeUIView(context: Context) -> UIVisualEffectView {
        let view = UIVisualEffectView()
        if let symbol {
            let glyph = UIImageView(image: UIImage(systemName: symbol))
            glyph.frame = CGRect(x: 8, y: 8, width: 24, height: 24)
            glyph.contentMode = .scaleAspectFit
            glyph.tintColor = .systemPink
            view.contentView.addSubview(glyph)
        }
        return view
    }

    func updateUIView(_ uiView: UIVisualEffectView, context: Context) {
        uiView.effect = effect
    }
}

/// Red, green and blue bands for a blur to lie over.
private struct Bands: View {
    var body: some View {
        HStack(spacing: 0) {
            Color.red
            Color.green
            Color.blue
        }
    }
}

/// `view` over the bands, in a 60-point square at the window's top-left corner.
@MainActor
private func overBands(_ view: some View, in scheme: ColorScheme = .light) -> Bitmap {
    let placed = ZStack {
        Bands(); view
    }
    .frame(width: 60, height: 60)
    .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    .ignoresSafeArea()
    return window(showing: placed, in: scheme).render()
}

/// Blur views of several materials, with a symbol in their content views.
private struct BlurGallery: View {
    let styles: [UIBlurEffect.Style] = [.systemUltraThinMaterial, .systemMaterial, .systemChromeMaterial, .systemThickMaterialDark]

    var body: some View {
        ZStack {
            Bands()
            HStack(spacing: 8) {
                ForEach(styles, id: \.rawValue) { style in
                    Blur(effect: UIBlurEffect(style: style), symbol: "heart.fill").frame(width: 40, height: 40)
                }
            }
        }
    }
}

@MainActor
@Suite("UIVisualEffectView")
struct UIVisualEffectViewTests {
    @Test("A blur effect view is drawn as the SwiftUI material of its style, following the colour scheme")
    func blurIsTheMaterial() {
        let pairs: [(UIBlurEffect.Style, Material)] = [
            (.systemUltraThinMaterial, .ultraThinMaterial), (.systemThinMaterial, .thinMaterial), (.systemMaterial, .regularMaterial),
            (.systemThickMaterial, .thickMaterial), (.systemChromeMaterial, .bar), (.regular, .regularMaterial),
            (.prominent, .thickMaterial),
        ]
        for (style, material) in pairs {
            for scheme in [ColorScheme.light, .dark] {
                let blur = overBands(Blur(effect: UIBlurEffect(style: style)), in: scheme)
                let swiftUI = overBands(Rectangle().fill(material), in: scheme)
                for x in [10.0, 30, 50] {
                    #expect(isClose(pixel(blur, atPoint: x, 30), pixel(swiftUI, atPoint: x, 30)), "\(style) \(scheme) at \(x)")
                }
            }
        }
    }

    @Test("Light and Dark variants keep their scheme in either appearance; .light and .extraLight are light, .dark dark")
    func fixedSchemes() {
        for scheme in [ColorScheme.light, .dark] {
            let darkMaterial = overBands(Rectangle().fill(.regularMaterial).environment(\.colorScheme, .dark), in: scheme)
            let lightMaterial = overBands(Rectangle().fill(.regularMaterial).environment(\.colorScheme, .light), in: scheme)
            let dark = overBands(Blur(effect: UIBlurEffect(style: .systemMaterialDark)), in: scheme)
            let light = overBands(Blur(effect: UIBlurEffect(style: .systemMaterialLight)), in: scheme)
            #expect(isClose(pixel(dark, atPoint: 30, 30), pixel(darkMaterial, atPoint: 30, 30)))
            #expect(isClose(pixel(light, atPoint: 30, 30), pixel(lightMaterial, atPoint: 30, 30)))
        }
        #expect(UIBlurEffect.Style.extraLight.fixedScheme == .light && UIBlurEffect.Style.light.fixedScheme == .light)
        #expect(UIBlurEffect.Style.dark.fixedScheme == .dark && UIBlurEffect.Style.systemChromeMaterialDark.fixedScheme == .dark)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
    }

    @Test("No effect, or vibrancy, draws no backdrop: what is behind shows through")
    func noBackdropWithoutBlur() {
        let bare = overBands(Blur(effect: nil))
        let bands = overBands(Color.clear)
        for x in [10.0, 30, 50] { #expect(pixel(bare, atPoint: x, 30) == pixel(bands, atPoint: x, 30)) }
        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel)
        #expect(vibrancy.style == .secondaryLabel && vibrancy.blurEffect.style == .systemMaterial)
        #expect(UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)).style == .label)
        let vibrant = overBands(Blur(effect: vibrancy))
        #expect(pixel(vibrant, atPoint: 10, 30) == pixel(bare, atPoint: 10, 30))
    }

    @Test("The content view fills the effect view and is drawn over the blur; its subviews at their frames")
    func contentView() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        #expect(view.subviews.first === view.contentView && view.contentView.superview === view)
        let drawn = overBands(Blur(effect: UIBlurEffect(style: .systemMaterial), symbol: "heart.fill"))
        let plain = overBands(Blur(effect: UIBlurEffect(style: .systemMaterial)))
        // The heart fills the middle of the 24-point square at (8, 8) in systemPink; outside it the material.
        #expect(!isClose(pixel(drawn, atPoint: 20, 20), pixel(plain, atPoint: 20, 20)))
        #expect(isClose(pixel(drawn, atPoint: 50, 50), pixel(plain, atPoint: 50, 50)))
    }

    @Test("Blur views over bands, light and dark")
    func gallerySnapshot() {
        assertLightAndDark(BlurGallery(), width: 220, height: 70)
    }
}
