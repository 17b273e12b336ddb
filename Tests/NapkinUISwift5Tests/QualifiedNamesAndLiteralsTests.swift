import NapkinUI
import XCTest

// What code generators and careful files write once their `import SwiftUI` became `import NapkinUI`:
// SwiftUI's names qualified by the module name, and Xcode's colour and image literals. This file must
// compile against NapkinUI as it does against SwiftUI and UIKit.

// A generated font accessor, in the shape SwiftGen writes one.
private struct BrandFont {
    let name: String
    func swiftUIFont(size: CGFloat) -> SwiftUI.Font {
        SwiftUI.Font.custom(name, size: size)
    }
}

extension SwiftUI.Color {
    fileprivate static let brand = SwiftUI.Color(red: 0.2, green: 0.4, blue: 0.8)
}

extension SwiftUI.Text {
    fileprivate func caption() -> SwiftUI.Text {
        font(.caption).foregroundColor(.secondary)
    }
}

private struct QualifiedCard: SwiftUI.View {
    @SwiftUI.State private var count = 2
    @SwiftUI.Environment(\.colorScheme) private var scheme

    var body: some SwiftUI.View {
        SwiftUI.VStack(alignment: SwiftUI.HorizontalAlignment.leading, spacing: 8) {
            title
            SwiftUI.Label<SwiftUI.Text, SwiftUI.Image>(
                title: { SwiftUI.Text("\(count) items") }, icon: { SwiftUI.Image(systemName: "cart") })
            SwiftUI.Text("Due today").caption()
        }
        .padding(SwiftUI.EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        .background(SwiftUI.Color.brand.opacity(0.1), in: SwiftUI.RoundedRectangle(cornerRadius: 12))
    }

    @SwiftUI.ViewBuilder private var title: some SwiftUI.View {
        SwiftUI.Text("Basket").font(BrandFont(name: "Avenir-Heavy").swiftUIFont(size: 20))
    }
}

private struct PlainCard: View {
    @State private var count = 2
    @Environment(\.colorScheme) private var scheme

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            title
            Label<Text, Image>(title: { Text("\(count) items") }, icon: { Image(systemName: "cart") })
            Text("Due today").font(.caption).foregroundColor(.secondary)
        }
        .padding(EdgeInsets(top: 12, leading: 16, bottom: 12, trailing: 16))
        .background(Color(red: 0.2, green: 0.4, blue: 0.8).opacity(0.1), in: RoundedRectangle(cornerRadius: 12))
    }

    @ViewBuilder private var title: some View {
        Text("Basket").font(.custom("Avenir-Heavy", size: 20))
    }
}

@MainActor
private func render<V: View>(_ view: V) throws -> (png: Data, description: String) {
    let window = Window(device: .iPhone13Pro)
    window.rootViewController = HostingController(rootView: view)
    return (try window.render().pngData(), window.layoutDescription())
}

final class QualifiedNamesAndLiteralsTests: XCTestCase {
    /// A screen written with `SwiftUI.`-qualified names is the screen written without them.
    @MainActor
    func testQualifiedNamesAreNapkinUIsTypes() async throws {
        XCTAssertEqual(SwiftUI.Font.body, Font.body)
        XCTAssertTrue(SwiftUI.Color.self == Color.self)
        XCTAssertTrue(SwiftUI.Label<SwiftUI.Text, SwiftUI.Image>.self == Label<Text, Image>.self)
        let qualified = try render(QualifiedCard())
        let plain = try render(PlainCard())
        XCTAssertTrue(qualified.description.contains("\"Basket\""), qualified.description)
        XCTAssertEqual(qualified.description, plain.description)
        XCTAssertTrue(qualified.png == plain.png, "the qualified card draws other pixels than the plain one")
    }

    /// `#colorLiteral` is a `UIColor` unless asked otherwise, with the components written, so
    /// `Color(#colorLiteral(…))` is the colour `UIColor(red:green:blue:alpha:)` makes.
    func testColorLiteralIsAUIColor() {
        // swift-format-ignore: NoPlaygroundLiterals
        let literal = #colorLiteral(red: 0.5068666348, green: 0.7601982355, blue: 0.6741289496, alpha: 1)
        XCTAssertTrue(type(of: literal) == UIColor.self)
        let made = UIColor(
            red: CGFloat(Float(0.5068666348)), green: CGFloat(Float(0.7601982355)), blue: CGFloat(Float(0.6741289496)), alpha: 1)
        XCTAssertEqual(literal, made)
        // swift-format-ignore: NoPlaygroundLiterals
        let color = Color(#colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5))
        XCTAssertEqual(color, Color(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)))
        // swift-format-ignore: NoPlaygroundLiterals
        let typed: UIColor = #colorLiteral(red: 0, green: 0, blue: 1, alpha: 1)
        XCTAssertEqual(typed, UIColor(red: 0, green: 0, blue: 1, alpha: 1))
    }

    /// `#imageLiteral` finds the image as `UIImage(named:)` does; a name that is in no bundle
    /// draws the missing-image placeholder `Image(_:)` draws, instead of stopping the tests.
    @MainActor
    func testImageLiteralOfAMissingNameDrawsThePlaceholder() async throws {
        // swift-format-ignore: NoPlaygroundLiterals
        let literal = #imageLiteral(resourceName: "no-such-image-anywhere")
        XCTAssertTrue(type(of: literal) == UIImage.self)
        XCTAssertNil(UIImage(named: "no-such-image-anywhere"))
        let fromLiteral = try render(Image(uiImage: literal).frame(width: 40, height: 40))
        let byName = try render(Image("no-such-image-anywhere").frame(width: 40, height: 40))
        XCTAssertTrue(fromLiteral.png == byName.png, "the literal's missing image draws otherwise than Image(_:)'s")
    }
}
