import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A plain coloured view `width`×`height` points (0: no size of its own).
@MainActor
private func box(_ color: UIColor, width: CGFloat = 0, height: CGFloat = 0) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    view.backgroundColor = color
    return view
}

/// Lays `stack` out in a `width`×`height` rectangle, as its superview would.
@MainActor
private func layOut(_ stack: UIStackView, width: CGFloat, height: CGFloat) {
    stack.frame = CGRect(x: 0, y: 0, width: width, height: height)
    stack.layoutSubviews()
}

/// A stack view made by `make`, wrapped for SwiftUI.
private struct StackHost: UIViewRepresentable {
    let make: @MainActor () -> UIStackView

    func makeUIView(context: Context) -> UIStackView { make() }
    func updateUIView(_ uiView: UIStackView, context: Context) {}
}

@MainActor
@Suite("UIStackView")
struct UIStackViewTests {
    @Test(".fill keeps natural sizes and stretches the last view of lowest hugging priority; a switch keeps 51 points")
    func fill() {
        let first = box(.red, width: 50)
        let toggle = UISwitch()
        let last = box(.blue)
        let stack = UIStackView(arrangedSubviews: [first, toggle, last])
        stack.spacing = 10
        layOut(stack, width: 300, height: 44)
        #expect(first.frame == CGRect(x: 0, y: 0, width: 50, height: 44))
        #expect(toggle.frame == CGRect(x: 60, y: 0, width: 51, height: 44))
        #expect(last.frame == CGRect(x: 121, y: 0, width: 179, height: 44))
        #expect(stack.subviews.count == 3 && stack.arrangedSubviews.count == 3)
    }

    @Test(".fillEqually, .fillProportionally and .equalSpacing share the length as UIKit does")
    func distributions() {
        let views = [box(.red, width: 50), box(.green, width: 60), box(.blue, width: 70)]
        let stack = UIStackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.distribution = .fillEqually
        layOut(stack, width: 320, height: 20)
        #expect(views.map(\.frame.minX) == [0, 110, 220] && views.allSatisfy { $0.frame.width == 100 })
        stack.distribution = .equalSpacing
        layOut(stack, width: 300, height: 20)
        #expect(views.map(\.frame.minX) == [0, 110, 230] && views.map(\.frame.width) == [50, 60, 70])
        stack.distribution = .fillProportionally
        layOut(stack, width: 200, height: 20)
        #expect(views.map(\.frame.width) == [50, 60, 70])
        layOut(stack, width: 380, height: 20)
        #expect(views.map(\.frame.width) == [100, 120, 140])
        stack.distribution = .equalCentering
        layOut(stack, width: 300, height: 20)
        #expect(views.map(\.frame.midX) == [25, 145, 265])
    }

    @Test("A vertical stack aligns across its axis; hidden and removed views take no room; custom spacing after a view")
    func verticalAlignment() {
        let top = box(.red, width: 100, height: 30)
        let middle = box(.green, width: 60, height: 20)
        let bottom = box(.blue, width: 80, height: 40)
        let stack = UIStackView(arrangedSubviews: [top, middle, bottom])
        stack.axis = .vertical
        stack.alignment = .center
        stack.distribution = .equalSpacing
        stack.spacing = 8
        layOut(stack, width: 200, height: 106)
        #expect(top.frame == CGRect(x: 50, y: 0, width: 100, height: 30))
        #expect(middle.frame == CGRect(x: 70, y: 38, width: 60, height: 20))
        #expect(bottom.frame == CGRect(x: 60, y: 66, width: 80, height: 40))
        stack.alignment = .trailing
        stack.setCustomSpacing(20, after: top)
        #expect(stack.customSpacing(after: top) == 20 && stack.customSpacing(after: middle) == UIStackView.spacingUseDefault)
        middle.isHidden = true
        stack.distribution = .fill
        layOut(stack, width: 200, height: 200)
        #expect(top.frame == CGRect(x: 100, y: 0, width: 100, height: 30))
        #expect(bottom.frame == CGRect(x: 120, y: 50, width: 80, height: 150))
        stack.removeArrangedSubview(bottom)
        #expect(stack.arrangedSubviews == [top, middle] && bottom.superview === stack)
    }

    @Test("Wrapped for SwiftUI, right to left: a horizontal stack runs from the right (laid out left to right, drawn reflected)")
    func rightToLeft() {
        let views = [box(.red, width: 40), box(.blue, width: 60)]
        let host = StackHost {
            let stack = UIStackView(arrangedSubviews: views)
            stack.spacing = 10
            stack.distribution = .equalSpacing
            return stack
        }
        let window = window(showing: host.frame(width: 200, height: 40).environment(\.layoutDirection, .rightToLeft))
        window.layout()
        #expect(views[0].frame == CGRect(x: 0, y: 0, width: 40, height: 40))
        #expect(views[1].frame == CGRect(x: 140, y: 0, width: 60, height: 40))
        let bitmap = window.render()
        // The stack is centred in the 390-point screen: the first view at its right end (255...295).
        #expect(isClose(pixel(bitmap, atPoint: 290, 422), Color(red: 1, green: 0, blue: 0)))
        #expect(isClose(pixel(bitmap, atPoint: 100, 422), Color(red: 0, green: 0, blue: 1)))
    }

    @Test("Rows of UIKit controls in a stack view, light and dark")
    func snapshot() {
        assertLightAndDark(
            StackHost {
                let segmented = UISegmentedControl(items: ["Day", "Week", "Month"])
                segmented.selectedSegmentIndex = 1
                let progress = UIProgressView(progressViewStyle: .default)
                progress.progress = 0.6
                let row = UIStackView(arrangedSubviews: [box(.systemOrange, width: 28, height: 28), UISwitch(), box(.systemTeal)])
                row.spacing = 12
                row.alignment = .center
                let swatches = UIStackView(arrangedSubviews: [
                    box(.systemRed, height: 24), box(.systemGreen, height: 24), box(.systemBlue, height: 24),
                ])
                swatches.distribution = .fillEqually
                swatches.spacing = 8
                let column = UIStackView(arrangedSubviews: [segmented, progress, row, swatches])
                column.axis = .vertical
                column.spacing = 16
                return column
            }
            // The column's natural height: 32 + 4 + 31 + 24 and three 16-point gaps.
            .frame(height: 139)
            .padding(16), width: 320, height: 171)
    }
}
