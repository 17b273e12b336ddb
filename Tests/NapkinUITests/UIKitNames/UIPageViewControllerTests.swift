import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// Onboarding pages: a coloured controller each, titled.
@MainActor
private func makePages() -> [UIViewController] {
    let colors: [(String, UIColor)] = [("Welcome", .systemBlue), ("Sync", .systemGreen), ("Share", .systemOrange)]
    return colors.map { title, color in
        let page = UIViewController()
        page.title = title
        page.view.backgroundColor = color
        return page
    }
}

/// The pager's data source and delegate, as a representable's coordinator is.
@MainActor
private final class Pager: UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    let pages: [UIViewController]
    let showsDots: Bool
    var log: [String] = []

    init(pages: [UIViewController], showsDots: Bool = true) {
        self.pages = pages
        self.showsDots = showsDots
    }

    private func index(of page: UIViewController) -> Int? { pages.firstIndex { $0 === page } }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController)
        -> UIViewController?
    {
        guard let index = index(of: viewController), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController)
        -> UIViewController?
    {
        guard let index = index(of: viewController), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsDots ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.viewControllers?.first.flatMap(index(of:)) ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("will \(pendingViewControllers.first?.title ?? "")")
    }

    func pageViewController(
        _ pageViewController: UIPageViewController, didFinishAnimating finished: Bool, previousViewControllers: [UIViewController],
        transitionCompleted completed: Bool
    ) {
        log.append("did from \(previousViewControllers.first?.title ?? "") \(completed)")
    }
}

/// A pager wrapped for SwiftUI, showing page `page`.
private struct Onboarding: UIViewControllerRepresentable {
    let page: Int

    func makeCoordinator() -> Pager { Pager(pages: makePages()) }

    func makeUIViewController(context: Context) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pager.dataSource = context.coordinator
        return pager
    }

    func updateUIViewController(_ pager: UIPageViewController, context: Context) {
        pager.setViewControllers([context.coordinator.pages[page]], direction: .forward, animated: true)
    }
}

@MainActor
@Suite("UIPageViewController")
struct UIPageViewControllerTests {
    @Test("setViewControllers shows the page and completes; an empty list changes nothing; options set the spine and spacing")
    func settingPages() {
        let pages = makePages()
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 12])
        #expect(pager.viewControllers == nil && pager.spineLocation == .none && pager.interPageSpacing == 12)
        var results: [Bool] = []
        pager.setViewControllers([pages[1]], direction: .forward, animated: true) { results.append($0) }
        pager.setViewControllers([], direction: .forward, animated: true) { results.append($0) }
        #expect(results == [true, false] && pager.viewControllers == [pages[1]] && pages[1].parent === pager)
        pager.setViewControllers([pages[2]], direction: .reverse, animated: false)
        #expect(pages[1].parent == nil && pager.children == [pages[2]])
        let curl = UIPageViewController(
            transitionStyle: .pageCurl, navigationOrientation: .horizontal,
            options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        #expect(curl.spineLocation == .mid)
        curl.setViewControllers(Array(pages.prefix(2)), direction: .forward, animated: false)
        #expect(curl.viewControllers?.count == 2)
        #expect(UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical).spineLocation == .min)
    }

    @Test("A turn asks the data source, tells the delegate and shows the page; none past the last page")
    func turning() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = Pager(pages: makePages())
        pager.dataSource = source
        pager.delegate = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        #expect(pager.turnPage(.forward) && pager.viewControllers?.first === source.pages[1])
        #expect(source.log == ["will Sync", "did from Welcome true"])
        #expect(pager.turnPage(.forward) && !pager.turnPage(.forward))
        #expect(pager.turnPage(.reverse) && pager.viewControllers?.first?.title == "Sync")
    }

    @Test("The built-in page control follows the pages and turns them; it shows only when the data source counts pages")
    func pageControl() throws {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = Pager(pages: makePages())
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = pager
        #expect(window.interactiveElements().first { $0.label == "Page" }?.value == "page 1 of 3")
        pager.turnPage(.forward)
        #expect(window.interactiveElements().first { $0.label == "Page" }?.value == "page 2 of 3")
        try window.setValue(0, of: "Page")
        #expect(pager.viewControllers?.first === source.pages[0])
        let page = pixel(window.render(), atPoint: 195, 400)
        #expect(isClose(page, Color(uiColor: .systemBlue)))

        let quiet = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let noDots = Pager(pages: makePages(), showsDots: false)
        quiet.dataSource = noDots
        quiet.setViewControllers([noDots.pages[0]], direction: .forward, animated: false)
        window.rootViewController = quiet
        #expect(!window.interactiveElements().contains { $0.label == "Page" })
    }

    @Test("An onboarding pager in a representable, light and dark: the second page, its dots restyled through the appearance proxy")
    func snapshot() {
        defer { AppearanceRegistry.removeAll() }
        UIPageControl.appearance().pageIndicatorTintColor = .systemGray3
        UIPageControl.appearance().currentPageIndicatorTintColor = .label
        assertScreenLightAndDark(Onboarding(page: 1))
    }

    @Test("The page is shortened by the page control's band, which shows what is behind the pager")
    func band() {
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        let source = Pager(pages: makePages())
        pager.dataSource = source
        pager.setViewControllers([source.pages[0]], direction: .forward, animated: false)
        let window = Window(device: .iPhone13Pro)
        window.rootViewController = pager
        window.layout()
        #expect(source.pages[0].frame == CGRect(x: 0, y: 0, width: 390, height: 844 - 37))
        pager.view.backgroundColor = .black
        let bitmap = window.render()
        #expect(isClose(pixel(bitmap, atPoint: 20, 844 - 10), Color(red: 0, green: 0, blue: 0)))
        #expect(isClose(pixel(bitmap, atPoint: 179, 844 - 18.5), .white))
    }
}
