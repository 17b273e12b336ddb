import Foundation
import Raster
import SnapshotTesting
import Testing

@testable import NapkinUI

/// A view placed by constraints, as apps make them.
@MainActor
private func constrained(_ color: UIColor = .systemBlue) -> UIView {
    let view = UIView()
    view.backgroundColor = color
    view.translatesAutoresizingMaskIntoConstraints = false
    return view
}

/// A 300 × 200 container holding `subviews`.
@MainActor
private func container(_ subviews: UIView...) -> UIView {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    for subview in subviews { view.addSubview(subview) }
    return view
}

/// A card as UIKit code builds one with constraints: an icon, a title and a subtitle beside
/// it, and a bar under them, inside a rounded view pinned to its container's margins.
private struct ConstraintCard: UIViewRepresentable {
    /// Keeps the views made, for tests to read their frames.
    final class Made {
        var root: UIView?
        var bar: UIView?
    }
    var made = Made()

    func makeUIView(context: Context) -> UIView {
        let root = UIView()
        made.root = root
        let card = UIView()
        card.backgroundColor = .secondarySystemBackground
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(card)
        let icon = UIView()
        icon.backgroundColor = .systemOrange
        icon.layer.cornerRadius = 8
        let title = UILabel()
        title.text = "Morning run"
        title.font = .boldSystemFont(ofSize: 17)
        title.textColor = .label
        let subtitle = UILabel()
        subtitle.text = "5.2 km"
        subtitle.font = .systemFont(ofSize: 15)
        subtitle.textColor = .secondaryLabel
        let bar = UIView()
        bar.backgroundColor = .systemBlue
        bar.layer.cornerRadius = 4
        made.bar = bar
        for view in [icon, title, subtitle, bar] {
            view.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(view)
        }
        root.layoutMargins = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            card.bottomAnchor.constraint(equalTo: root.layoutMarginsGuide.bottomAnchor),
            icon.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 16),
            icon.widthAnchor.constraint(equalToConstant: 44),
            icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
            title.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 12),
            title.trailingAnchor.constraint(lessThanOrEqualTo: card.trailingAnchor, constant: -16),
            title.topAnchor.constraint(equalTo: icon.topAnchor),
            subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            bar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
            bar.topAnchor.constraint(greaterThanOrEqualTo: icon.bottomAnchor, constant: 16),
            bar.widthAnchor.constraint(equalTo: card.widthAnchor, multiplier: 0.5),
            bar.heightAnchor.constraint(equalToConstant: 8),
            bar.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -16),
        ])
        return root
    }

    func updateUIView(_ uiView: UIView, context: Context) {}
}

@MainActor
@Suite("Auto Layout")
struct AutoLayoutTests {
    @Test("Edges pinned with constants")
    func pinnedEdges() {
        let child = constrained()
        let parent = container(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -20),
        ])
        #expect(parent.constraints.count == 4)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 10, width: 268, height: 170))
    }

    @Test("Centred with fixed and proportional sizes")
    func centringAndSizes() {
        let fixed = constrained()
        let half = constrained()
        let parent = container(fixed, half)
        NSLayoutConstraint.activate([
            fixed.centerXAnchor.constraint(equalTo: parent.centerXAnchor),
            fixed.centerYAnchor.constraint(equalTo: parent.centerYAnchor),
            fixed.widthAnchor.constraint(equalToConstant: 100),
            fixed.heightAnchor.constraint(equalToConstant: 44),
            half.widthAnchor.constraint(equalTo: parent.widthAnchor, multiplier: 0.5),
            half.heightAnchor.constraint(equalTo: half.widthAnchor, multiplier: 0.25, constant: 2.5),
            half.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            half.topAnchor.constraint(equalTo: fixed.bottomAnchor, constant: 8),
        ])
        parent.layoutIfNeeded()
        #expect(fixed.frame == CGRect(x: 100, y: 78, width: 100, height: 44))
        #expect(half.frame == CGRect(x: 0, y: 130, width: 150, height: 40))
    }

    @Test("Inequalities give way by priority")
    func inequalitiesAndPriorities() {
        let child = constrained()
        let parent = container(child)
        let wide = child.widthAnchor.constraint(equalToConstant: 400)
        wide.priority = .defaultHigh
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            child.trailingAnchor.constraint(lessThanOrEqualTo: parent.trailingAnchor, constant: -20),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(greaterThanOrEqualToConstant: 30),
            wide,
        ])
        parent.layoutIfNeeded()
        // The required inequality holds; the 750 width gives way to it.
        #expect(child.frame == CGRect(x: 20, y: 0, width: 260, height: 30))

        let narrow = child.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = .defaultLow
        narrow.isActive = true
        wide.constant = 100
        parent.layoutIfNeeded()
        // Of two wishes that cannot both hold, the higher priority wins.
        #expect(child.frame.width == 100)
    }

    @Test("A label's and an image view's intrinsic size, with hugging and compression")
    func intrinsicSize() {
        let label = UILabel()
        label.text = "Hello"
        label.translatesAutoresizingMaskIntoConstraints = false
        let image = UIImageView(image: UIImage(systemName: "star.fill"))
        image.translatesAutoresizingMaskIntoConstraints = false
        let parent = container(label, image)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            label.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
            image.leadingAnchor.constraint(equalTo: label.trailingAnchor, constant: 8),
            image.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -10),
            image.centerYAnchor.constraint(equalTo: label.centerYAnchor),
        ])
        // The label hugs harder than the image view: the image view stretches.
        label.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultHigh)
        #expect(image.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        parent.layoutIfNeeded()
        let text = label.intrinsicContentSize
        #expect(label.frame == CGRect(x: 10, y: 10, width: text.width, height: text.height))
        #expect(image.frame.minX == 10 + text.width + 8)
        #expect(image.frame.maxX == 290)
        #expect(image.frame.height == image.intrinsicContentSize.height)
        #expect(abs(image.frame.midY - label.frame.midY) <= 0.5)
    }

    @Test("The safe-area, margins and readable guides, and a guide of one's own")
    func guides() {
        let top = constrained()
        let inset = constrained()
        let readable = constrained()
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 400))
        parent.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        parent.layoutMargins = UIEdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        for view in [top, inset, readable] { parent.addSubview(view) }
        let spacer = UILayoutGuide()
        parent.addLayoutGuide(spacer)
        NSLayoutConstraint.activate([
            top.topAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.topAnchor),
            top.leadingAnchor.constraint(equalTo: parent.safeAreaLayoutGuide.leadingAnchor),
            top.widthAnchor.constraint(equalToConstant: 10),
            top.heightAnchor.constraint(equalToConstant: 10),
            inset.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
            inset.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
            inset.trailingAnchor.constraint(equalTo: parent.layoutMarginsGuide.trailingAnchor),
            inset.heightAnchor.constraint(equalToConstant: 10),
            readable.leadingAnchor.constraint(equalTo: parent.readableContentGuide.leadingAnchor),
            readable.trailingAnchor.constraint(equalTo: parent.readableContentGuide.trailingAnchor),
            spacer.topAnchor.constraint(equalTo: inset.bottomAnchor),
            spacer.heightAnchor.constraint(equalToConstant: 30),
            spacer.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            spacer.widthAnchor.constraint(equalToConstant: 5),
            readable.topAnchor.constraint(equalTo: spacer.bottomAnchor),
            readable.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        #expect(top.frame == CGRect(x: 0, y: 47, width: 10, height: 10))
        // Margins are measured from the safe area.
        #expect(inset.frame == CGRect(x: 20, y: 57, width: 960, height: 10))
        #expect(spacer.layoutFrame == CGRect(x: 0, y: 67, width: 5, height: 30))
        #expect(readable.frame == CGRect(x: 164, y: 97, width: 672, height: 10))
        #expect(parent.safeAreaLayoutGuide.layoutFrame == CGRect(x: 0, y: 47, width: 1000, height: 319))
    }

    @Test("A changed constant moves the view at the next layoutIfNeeded; deactivation removes the constraint")
    func constantChangeAndDeactivation() {
        let child = constrained()
        let parent = container(child)
        let leading = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10)
        let width = child.widthAnchor.constraint(equalToConstant: 50)
        let fallback = child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 100)
        fallback.priority = .defaultLow
        NSLayoutConstraint.activate([
            leading, width, fallback, child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 5),
        ])
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 10)
        leading.constant = 40
        width.constant = 70
        #expect(child.frame.minX == 10)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 40, y: 0, width: 70, height: 5))
        NSLayoutConstraint.deactivate([leading])
        #expect(!leading.isActive)
        #expect(!parent.constraints.contains { $0 === leading })
        parent.layoutIfNeeded()
        #expect(child.frame.minX == 100)
    }

    @Test("The item and attribute initializer, and constraints added to the view")
    func itemAttributeInitializer() {
        let child = constrained()
        let parent = container(child)
        let constraints = [
            NSLayoutConstraint(
                item: child, attribute: .left, relatedBy: .equal, toItem: parent, attribute: .left, multiplier: 1, constant: 30),
            NSLayoutConstraint(
                item: child, attribute: .top, relatedBy: .equal, toItem: parent, attribute: .centerY, multiplier: 1, constant: 0),
            NSLayoutConstraint(
                item: child, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 60),
            NSLayoutConstraint(
                item: child, attribute: .height, relatedBy: .equal, toItem: parent, attribute: .height, multiplier: 0.25, constant: 0),
        ]
        constraints[0].identifier = "left"
        parent.addConstraints(constraints)
        #expect(constraints.allSatisfy { $0.isActive })
        #expect(constraints[2].secondItem == nil && constraints[2].secondAttribute == .notAnAttribute)
        parent.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 30, y: 100, width: 60, height: 50))
        parent.removeConstraints(constraints)
        #expect(parent.constraints.isEmpty)
    }

    @Test("Conflicting required constraints: one is broken with a line in the log, no crash")
    func unsatisfiable() {
        let child = constrained()
        let parent = container(child)
        let low = child.widthAnchor.constraint(equalToConstant: 10)
        low.priority = .required - 1
        #expect(low.priority == UILayoutPriority(999) && UILayoutPriority.defaultLow + 1 == UILayoutPriority(251))
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20),
            child.widthAnchor.constraint(equalToConstant: 80),
            child.widthAnchor.constraint(equalToConstant: 120),
            low,
        ])
        parent.layoutIfNeeded()
        // The second required width cannot hold with the first and is broken; the 999 one gives way.
        #expect(child.frame == CGRect(x: 0, y: 0, width: 80, height: 20))
    }

    @Test("systemLayoutSizeFitting measures by the constraints")
    func fittingSize() {
        let cell = UIView()
        let label = UILabel()
        label.text = "Fitted"
        label.translatesAutoresizingMaskIntoConstraints = false
        cell.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -12),
        ])
        let text = label.intrinsicContentSize
        let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(compressed == CGSize(width: text.width + 32, height: text.height + 24))
        let wide = cell.systemLayoutSizeFitting(
            CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == CGSize(width: 375, height: text.height + 24))
        // A plain view with no constraints answers as before.
        let plain = UIView(frame: CGRect(x: 0, y: 0, width: 12, height: 34))
        #expect(plain.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: 12, height: 34))
    }

    @Test("A label of several lines pinned to both edges wraps at the width it is given")
    func wrappingLabel() {
        let label = UILabel()
        label.text = "A longer line of text that cannot fit in one line at this width"
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        let below = constrained()
        let parent = container(label, below)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 20),
            label.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -20),
            label.topAnchor.constraint(equalTo: parent.topAnchor),
            below.topAnchor.constraint(equalTo: label.bottomAnchor),
            below.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            below.widthAnchor.constraint(equalToConstant: 10),
            below.heightAnchor.constraint(equalToConstant: 10),
        ])
        parent.layoutIfNeeded()
        let wrapped = label.sizeThatFits(CGSize(width: 260, height: CGFloat.greatestFiniteMagnitude))
        #expect(label.frame.width == 260)
        #expect(wrapped.height > label.intrinsicContentSize.height)
        #expect(label.frame.height == wrapped.height)
        #expect(below.frame.minY == label.frame.maxY)
    }

    @Test("A scroll view's content guide sets its content size; a stack view takes its natural size")
    func scrollContentAndStack() {
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        let stack = UIStackView(arrangedSubviews: [UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 400)), UISwitch()])
        stack.axis = .vertical
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        let parent = container(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
            scrollView.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
            scrollView.topAnchor.constraint(equalTo: parent.topAnchor),
            scrollView.bottomAnchor.constraint(equalTo: parent.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor, constant: -16),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 8),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor, constant: -8),
            stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor, constant: -32),
        ])
        parent.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 0, y: 0, width: 300, height: 200))
        // The stack's natural height: 400 + 10 + a switch's 31.
        #expect(stack.frame == CGRect(x: 16, y: 8, width: 268, height: 441))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 457))
    }

    @Test("A stack view's arranged view sized by its own constraints")
    func arrangedViewSizedByConstraints() {
        let icon = constrained()
        NSLayoutConstraint.activate([icon.widthAnchor.constraint(equalToConstant: 24), icon.heightAnchor.constraint(equalToConstant: 20)])
        let label = UILabel()
        label.text = "Row"
        let stack = UIStackView(arrangedSubviews: [icon, label])
        stack.spacing = 8
        stack.alignment = .center
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        stack.layoutIfNeeded()
        stack.layoutSubviews()
        #expect(icon.frame == CGRect(x: 0, y: 12, width: 24, height: 20))
        #expect(label.frame.minX == 32)
    }

    @Test("Autoresizing masks follow the superview's size")
    func autoresizing() {
        let fill = UIView(frame: CGRect(x: 10, y: 10, width: 280, height: 180))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let corner = UIView(frame: CGRect(x: 250, y: 0, width: 50, height: 20))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleBottomMargin]
        let parent = container(fill, corner)
        parent.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        #expect(fill.frame == CGRect(x: 10, y: 10, width: 380, height: 280))
        #expect(corner.frame == CGRect(x: 350, y: 0, width: 50, height: 20))
    }

    @Test("updateConstraints runs at the first layout and after setNeedsUpdateConstraints")
    func updateConstraintsPass() {
        final class Host: UIView {
            let child = UIView()
            var updates = 0
            var height: NSLayoutConstraint?
            override func updateConstraints() {
                updates += 1
                if height == nil {
                    child.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(child)
                    let height = child.heightAnchor.constraint(equalToConstant: 10)
                    NSLayoutConstraint.activate([
                        height, child.topAnchor.constraint(equalTo: topAnchor), child.leadingAnchor.constraint(equalTo: leadingAnchor),
                        child.widthAnchor.constraint(equalTo: widthAnchor),
                    ])
                    self.height = height
                }
                super.updateConstraints()
            }
        }
        let host = Host(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.setNeedsLayout()
        host.layoutIfNeeded()
        #expect(host.updates == 1)
        #expect(host.child.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
        host.height?.constant = 30
        host.setNeedsUpdateConstraints()
        host.layoutIfNeeded()
        #expect(host.updates == 2)
        #expect(host.child.frame.height == 30)
    }

    @Test("A UIKit view with constraints inside SwiftUI takes the proposal and lays its subviews out")
    func insideRepresentable() {
        let card = ConstraintCard()
        let shown = window(showing: card.frame(width: 300, height: 132))
        shown.layout()
        let root = card.made.root
        #expect(root?.bounds.size == CGSize(width: 300, height: 132))
        // Margins of 16, the card 268 wide; its bar half of that, 16 in, under the 44-point icon.
        #expect(card.made.bar?.frame == CGRect(x: 16, y: 76, width: 134, height: 8))
        // Offered no height (a vertical stack's ideal), the view is as tall as its constraints make it.
        let fitted = ConstraintCard()
        let column = window(showing: VStack(spacing: 0) { fitted.fixedSize(horizontal: false, vertical: true) }.frame(width: 300))
        column.layout()
        #expect(abs((fitted.made.root?.bounds.height ?? 0) - (16 + 16 + 44 + 16 + 8 + 16 + 16)) < 0.001)
    }

    @Test("A card built with constraints inside SwiftUI, light and dark")
    func snapshot() {
        assertLightAndDark(
            VStack(spacing: 0) {
                ConstraintCard().fixedSize(horizontal: false, vertical: true)
                Text("Below the card").font(.footnote)
                Spacer(minLength: 0)
            }, width: 320, height: 180)
    }
}
