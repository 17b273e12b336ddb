import Foundation
import Raster
import Testing

@testable import NapkinUI

/// The classic "round some corners" shape SwiftUI apps build with UIKit.
private struct RoundedCorner: Shape {
    var radius: CGFloat = .infinity
    var corners: UIRectCorner = .allCorners

    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: corners, cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}

/// A view that sizes itself by the screen and asks which device it is on.
private struct ScreenReader: View {
    let width = UIScreen.main.bounds.width
    var body: some View {
        Text("width \(Int(width)) \(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone")")
    }
}

@MainActor
@Suite("UIKit's names in SwiftUI files")
struct UIKitNamesTests {
    @Test("UIColor's system colours are SwiftUI's; its fixed colours are UIKit's components")
    func colors() {
        #expect(Color(UIColor.systemGroupedBackground) == Color.systemGroupedBackground)
        #expect(Color(uiColor: .label) == Color.label)
        #expect(Color(uiColor: .systemRed) == Color.red)
        #expect(Color(UIColor.red) == Color(red: 1, green: 0, blue: 0))
        #expect(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5).color == Color(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5))
        #expect(UIColor.systemBlue.withAlphaComponent(0.3).color.resolved(dark: true) == Color(hex: 0x0A84FF, opacity: 0.3))
        let dynamic = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
        #expect(dynamic.color.resolved(dark: false) == Color.black)
        #expect(dynamic.color.resolved(dark: true) == Color.white)
        var red: CGFloat = 0, alpha: CGFloat = 0
        UIColor(white: 0.5, alpha: 0.25).getRed(&red, green: nil, blue: nil, alpha: &alpha)
        #expect(red == 0.5 && alpha == 0.25)
        #expect(Color(cgColor: UIColor.systemGreen.cgColor) == Color.green.resolved(dark: false))
        #expect(Color.orange.cgColor?.components == [1, 149.0 / 255, 0, 1])
    }

    @Test("UIFont stands for SwiftUI's fonts: system sizes and weights, text styles")
    func fonts() {
        #expect(Font(UIFont.systemFont(ofSize: 15, weight: .semibold)) == Font.system(size: 15, weight: .semibold))
        #expect(Font(UIFont.preferredFont(forTextStyle: .headline)) == Font.system(.headline))
        #expect(UIFont.boldSystemFont(ofSize: 20).pointSize == 20)
        #expect(UIFont.Weight(0.35).rawValue == 0.35)
        #expect(Font(UIFont.systemFont(ofSize: 12, weight: UIFont.Weight(0.35))) == Font.system(size: 12, weight: .semibold))
        #expect(UIFont(name: "Menlo-Bold", size: 13)?.font == Font.custom("Menlo-Bold", fixedSize: 13))
    }

    @Test("UIBezierPath rounds only the corners asked for, and Path(_: CGPath) draws it")
    func bezierCorners() {
        let view = RoundedCorner(radius: 40, corners: [.topLeft, .bottomRight]).fill(.black).frame(width: 100, height: 100)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        let bitmap = renderView(view, device: .iPhoneSE)
        func inked(_ x: Int, _ y: Int) -> Bool { Color(premultipliedARGB: bitmap[x * 2, (20 + y) * 2]).red < 0.5 }
        #expect(!inked(2, 2))  // top left: rounded away
        #expect(inked(97, 2))  // top right: square
        #expect(inked(2, 97))  // bottom left: square
        #expect(!inked(97, 97))  // bottom right: rounded away
        #expect(inked(50, 50))
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(!arc.isEmpty && !Path(arc.cgPath).isEmpty)
    }

    @Test("UIScreen.main and UIDevice.current describe the window being laid out")
    func screenAndDevice() {
        let phone = Window(device: .iPhoneSE)
        phone.rootViewController = HostingController(rootView: ScreenReader())
        #expect(phone.layoutDescription().contains("\"width 375 phone\""))
        let pad = Window(device: .iPadMini)
        pad.rootViewController = HostingController(rootView: ScreenReader())
        #expect(pad.layoutDescription().contains("\"width \(Int(Device.iPadMini.size.width)) pad\""))
        #expect(UIScreen.main.scale == Device.iPadMini.scale)
        #expect(UIApplication.shared.windows.first === pad)
        let insets = Device.iPadMini.safeAreaInsets
        #expect(
            UIApplication.shared.windows.first?.safeAreaInsets
                == UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    @Test("UIApplication.shared.open and a Link's default action hand the URL to the window's system record")
    func openURL() throws {
        let settings = try #require(URL(string: UIApplication.openSettingsURLString))
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(
            rootView: VStack {
                Button("Settings") { UIApplication.shared.open(settings) }
                Link("Docs", destination: URL(string: "https://swift.org")!)
            })
        try window.tap(label: "Settings")
        try window.tap(label: "Docs")
        #expect(window.openedURLs.map(\.absoluteString) == ["app-settings:", "https://swift.org"])
        #expect(UIApplication.shared.canOpenURL(URL(string: "tel:123")!))
        #expect(!UIApplication.shared.canOpenURL(URL(string: "spotify:track")!))
    }

    @Test("The pasteboard keeps what a button copied; appearance proxies keep what an init set")
    func pasteboardAndAppearance() throws {
        let window = Window(device: .iPhoneSE)
        window.rootViewController = HostingController(rootView: Button("Copy") { UIPasteboard.general.string = "SWIFT-42" })
        try window.tap(label: "Copy")
        #expect(UIPasteboard.general.string == "SWIFT-42")
        #expect(UIPasteboard.general.hasStrings)
        UINavigationBar.appearance().largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        #expect(UINavigationBar.appearance().largeTitleTextAttributes?[.foregroundColor] as? UIColor == .white)
        UITableView.appearance().backgroundColor = .clear
        #expect(UITableView.appearance().backgroundColor == UIColor.clear)
    }

    @Test("UIHostingController is the hosting controller; feedback generators take every call")
    func hostingAndFeedback() {
        let controller: UIHostingController<Text> = UIHostingController(rootView: Text("Hosted"))
        let window = Window(device: .iPhoneSE)
        window.rootViewController = controller
        #expect(window.layoutDescription().contains("\"Hosted\""))
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UISelectionFeedbackGenerator().selectionChanged()
        #expect(impact.style == .heavy)
    }

    @Test("UIImage(systemName:) knows the symbol table; Image(uiImage:) draws a UIImage's pixels")
    func images() throws {
        #expect(UIImage(systemName: "star.fill") != nil)
        #expect(UIImage(systemName: "no.such.symbol") == nil)
        let data = try Bitmap(width: 6, height: 3, color: SRGBColor(hex: 0x34C759)).pngData()
        let image = try #require(UIImage(data: data, scale: 3))
        #expect(image.size == CGSize(width: 2, height: 1))
        #expect(image.pngData() == data)
        #expect(try line(containing: "Image", in: Image(uiImage: image)).contains("2×1)"))
        #expect(UIImage(data: Data("not a png".utf8)) == nil)
    }

    @Test("UIImage.cgImage hands over the pixels (none for a symbol); UIImage(cgImage:scale:) takes them back")
    func cgImages() throws {
        let data = try Bitmap(width: 6, height: 3, color: SRGBColor(hex: 0x34C759)).pngData()
        let cgImage = try #require(UIImage(data: data, scale: 3)?.cgImage)
        #expect(cgImage.width == 6 && cgImage.height == 3)
        #expect(cgImage.bitsPerComponent == 8 && cgImage.bitsPerPixel == 32 && cgImage.bytesPerRow == 24)
        let back = UIImage(cgImage: cgImage, scale: 2)
        #expect(back.size == CGSize(width: 3, height: 1.5))
        #expect(back.pngData() == data)
        #expect(UIImage(systemName: "star.fill")?.cgImage == nil)
    }

    @Test("UIImages are equal and hashed by identity, as NSObjects: ForEach(images, id: \\.self) takes them")
    func imageIdentity() throws {
        let data = try Bitmap(width: 2, height: 2, color: SRGBColor(hex: 0x34C759)).pngData()
        let first = try #require(UIImage(data: data))
        let second = try #require(UIImage(data: data))
        #expect(first == first && first != second)
        #expect(Set([first, second, first]).count == 2)
        let photos = ForEach([first, second], id: \.self) { Image(uiImage: $0) }
        #expect(photos.data == [first, second])
    }
}
