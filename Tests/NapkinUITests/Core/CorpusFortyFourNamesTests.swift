import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// `view` drawn alone on a small screen.
@MainActor
private func render(_ view: some View) -> Bitmap {
    let window = Window(device: .iPhoneSE)
    window.rootViewController = HostingController(rootView: view)
    return window.render()
}

/// A root screen and a presented one, laid out: how tall the presented controller stands.
@MainActor
private func presentedHeight(_ presented: UIViewController) -> (height: Double, screen: Double) {
    let window = Window()
    let root = UIViewController()
    window.rootViewController = root
    window.layout()
    root.present(presented, animated: false)
    window.layout()
    return (Double(presented.layoutFrame.height), Double(window.layoutBounds.height))
}

@MainActor
@Suite("UIKit names held-out sample 40 and the whole-app sweep stopped on")
struct CorpusFortyFourNamesTests {
    @Test("Table and scroll appearance proxies keep what an init sets, with UIKit's types and defaults")
    func tableAppearance() {
        let table = UITableView.appearance(whenContainedInInstancesOf: [UINavigationController.self])
        #expect(table.separatorStyle == .singleLine && table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.tableFooterView == nil && table.allowsSelection && table.keyboardDismissMode == .none)
        let footer = UIView()
        table.tableFooterView = footer
        table.separatorStyle = .none
        table.sectionHeaderTopPadding = 0
        table.showsVerticalScrollIndicator = false
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        table.keyboardDismissMode = .onDrag
        #expect(table.tableFooterView === footer && table.separatorStyle == .none && table.sectionHeaderTopPadding == 0)
        #expect(!table.showsVerticalScrollIndicator && table.separatorInset.left == 20 && table.keyboardDismissMode == .onDrag)
        let cell = UITableViewCell.appearance(whenContainedInInstancesOf: [UINavigationController.self])
        cell.selectionStyle = .none
        #expect(cell.selectionStyle == .none)
        let header = UITableViewHeaderFooterView.appearance(whenContainedInInstancesOf: [UINavigationController.self])
        header.tintColor = .clear
        #expect(header.tintColor == UIColor.clear && header !== table)
        #expect(UICollectionView.appearance() !== UITableView.appearance())
        let scrollView = UIScrollView()
        #expect(scrollView.keyboardDismissMode == .none)
        scrollView.keyboardDismissMode = .interactive
        #expect(scrollView.keyboardDismissMode == .interactive)
    }

    @Test("UIImage.isEqual compares content: same pixels and scale, the same symbol; == stays identity")
    func imageEquality() throws {
        let red = try Bitmap(width: 4, height: 4, color: SRGBColor(hex: 0xFF3B30)).pngData()
        let one = try #require(UIImage(data: red, scale: 2))
        let same = try #require(UIImage(data: red, scale: 2))
        #expect(one.isEqual(same) && one != same)
        let unscaled = UIImage(data: red, scale: 1)
        #expect(!one.isEqual(unscaled))
        let blue = try #require(UIImage(data: try Bitmap(width: 4, height: 4, color: SRGBColor(hex: 0x007AFF)).pngData(), scale: 2))
        #expect(!one.isEqual(blue))
        #expect(!one.isEqual(one.withTintColor(.green)))
        let star = try #require(UIImage(systemName: "star"))
        #expect(star.isEqual(UIImage(systemName: "star")) && !star.isEqual(UIImage(systemName: "star.fill")))
        #expect(!star.isEqual(one) && !one.isEqual("not an image") && !one.isEqual(nil))
    }

    @Test("A symbol configuration draws the symbol at its point size and scale wherever it is shown, as UIKit's")
    func symbolConfiguration() throws {
        let configured = try #require(UIImage(systemName: "flame.fill", withConfiguration: .init(pointSize: 40, weight: .bold)))
        let sized = render(Image(systemName: "flame.fill").font(.system(size: 40)))
        #expect(render(Image(uiImage: configured)) == sized)
        #expect(render(Image(uiImage: try #require(UIImage(systemName: "flame.fill")).withConfiguration(.init(pointSize: 40)))) == sized)
        #expect(render(Image(uiImage: try #require(UIImage(systemName: "flame.fill")))) != sized)
        let large = configured.withConfiguration(.init(scale: .large))
        #expect(render(Image(uiImage: large)) == render(Image(systemName: "flame.fill").font(.system(size: 40)).imageScale(.large)))
        let body = try #require(UIImage(systemName: "flame.fill", withConfiguration: .init(textStyle: .body)))
        #expect(render(Image(uiImage: body)) == render(Image(systemName: "flame.fill").font(.system(size: 17))))
        #expect(UIImage(systemName: "no.such.symbol", withConfiguration: .init(pointSize: 12)) == nil)
        #expect(configured.withTintColor(.red).symbolConfiguration?.weight == .bold)
    }

    @Test("iOS 17's antialiased strokes draw as the plain ones, and strokeBorder(style:) as the foreground's")
    func antialiasedStrokes() {
        let plain = render(Circle().strokeBorder(lineWidth: 3).frame(width: 40, height: 40))
        #expect(render(Circle().strokeBorder(lineWidth: 3, antialiased: false).frame(width: 40, height: 40)) == plain)
        #expect(render(Circle().strokeBorder(style: StrokeStyle(lineWidth: 3), antialiased: true).frame(width: 40, height: 40)) == plain)
        #expect(
            render(Circle().stroke(Color.red, lineWidth: 3, antialiased: true).frame(width: 40, height: 40))
                == render(Circle().stroke(Color.red, lineWidth: 3).frame(width: 40, height: 40)))
        #expect(render(Circle().frame(width: 40, height: 40)) != plain)
    }

    @Test("A popover controller on iPhone shows as a sheet at the detents its adaptive sheet sets")
    func popoverAdaptsToSheet() throws {
        let popover = UIHostingController(rootView: Text("Filters"))
        popover.modalPresentationStyle = .popover
        let controller = try #require(popover.popoverPresentationController)
        #expect(popover.sheetPresentationController == nil && controller === popover.presentationController)
        controller.sourceView = UIView()
        controller.permittedArrowDirections = [.up, .down]
        #expect(controller.arrowDirection == .unknown && controller.permittedArrowDirections.contains(.up))
        let sheet = controller.adaptiveSheetPresentationController
        #expect(sheet === controller.adaptiveSheetPresentationController)
        sheet.detents = [.medium()]
        let (height, screen) = presentedHeight(popover)
        #expect(abs(height - (screen / 2).rounded()) < 0.5)
        // Without a detent the popover is a full page sheet.
        let plain = UIHostingController(rootView: Text("Plain"))
        plain.modalPresentationStyle = .popover
        let full = presentedHeight(plain)
        #expect(full.height > full.screen * 0.8)
        let page = UIViewController()
        #expect(page.popoverPresentationController == nil)
    }

    @Test("UITabBarController is the tab bar controller; setting selectedViewController selects its tab")
    func tabBarController() {
        let tabs: UITabBarController = UITabBarController()
        let home = UIViewController()
        let settings = UIViewController()
        tabs.setViewControllers([home, settings], animated: false)
        tabs.selectedViewController = settings
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === settings)
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 1)
        let root: UIViewController = tabs
        #expect((root as? UITabBarController)?.selectedViewController === settings)
    }
}
