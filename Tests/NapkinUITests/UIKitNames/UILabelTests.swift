import Foundation
import Raster
import Testing

@testable import NapkinUI

@MainActor
@Suite("UILabel")
struct UILabelTests {
    private let bodyLine = UIFont.systemFont(ofSize: 17).font.spec.lineHeight

    @Test("A label starts as UIKit's: 17-point system font, label colour, one line cut at its end, natural alignment")
    func defaults() {
        let label = UILabel()
        #expect(label.font.pointSize == 17 && label.font.fontName == UIFont.systemFont(ofSize: 17).fontName)
        #expect(label.textColor == .label)
        #expect(label.numberOfLines == 1 && label.lineBreakMode == .byTruncatingTail && label.textAlignment == .natural)
        #expect(label.text == nil && label.attributedText == nil && label.intrinsicContentSize == .zero)
        label.font = nil
        label.textColor = nil
        #expect(label.font.pointSize == 17 && label.textColor == .label)
    }

    @Test("text and attributedText follow each other; the plain text's attributes are the font and colour")
    func textAndAttributedText() throws {
        let label = UILabel()
        label.text = "Hello"
        label.font = .boldSystemFont(ofSize: 20)
        let built = try #require(label.attributedText)
        #expect(built.string == "Hello")
        #expect((built.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 20)
        label.attributedText = NSAttributedString(string: "Styled", attributes: [.foregroundColor: UIColor.red])
        #expect(label.text == "Styled")
        label.text = "Plain"
        #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .label)
    }

    @Test("Its intrinsic size is its text on one line, rounded up; preferredMaxLayoutWidth and sizeThatFits wrap it")
    func sizes() {
        let label = UILabel()
        label.text = "The quick brown fox jumps over the lazy dog"
        let line = label.intrinsicContentSize
        #expect(Double(line.height) == ceil(bodyLine))
        #expect(line.width > 300 && line.width == line.width.rounded(.up))
        // One line: sizeThatFits keeps one line whatever the width.
        #expect(Double(label.sizeThatFits(CGSize(width: 120, height: 0)).height) == ceil(bodyLine))
        label.numberOfLines = 0
        let wrapped = label.sizeThatFits(CGSize(width: 120, height: 0))
        #expect(wrapped.width <= 120 && wrapped.height >= 3 * bodyLine)
        label.preferredMaxLayoutWidth = 200
        #expect(label.intrinsicContentSize.width <= 200 && label.intrinsicContentSize.height >= 2 * bodyLine)
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = 120
        #expect(label.intrinsicContentSize.height < 2.5 * bodyLine)
    }

    @Test("adjustsFontSizeToFitWidth shrinks a long line down to minimumScaleFactor instead of cutting it at once")
    func shrinking() {
        let label = UILabel()
        label.text = "A rather long headline for the width"
        let bounds = CGRect(x: 0, y: 0, width: 180, height: 40)
        let cut = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.5
        let shrunk = label.textRect(forBounds: bounds, limitedToNumberOfLines: 1)
        #expect(shrunk.height < cut.height)
        #expect(shrunk.width <= 180)
    }

    @Test("In SwiftUI a label takes its text's size, no wider than offered; several lines wrap at the offered width")
    func layoutInSwiftUI() throws {
        let short = UILabel()
        short.text = "Hi"
        _ = renderView(ShowUIView(view: short))
        #expect(short.frame.size == short.intrinsicContentSize)
        let long = UILabel()
        long.text = String(repeating: "wrapping words ", count: 12)
        _ = renderView(ShowUIView(view: long).frame(width: 200))
        #expect(long.frame.width == 200 && Double(long.frame.height) == ceil(bodyLine))
        let many = UILabel()
        many.numberOfLines = 0
        many.text = long.text
        _ = renderView(ShowUIView(view: many).frame(width: 200))
        #expect(many.frame.width <= 200 && many.frame.height > 3 * bodyLine)
    }

    @Test("Drawn in the label colour of each appearance, or its textColor; centred vertically in its bounds")
    func colours() throws {
        for scheme in [ColorScheme.light, .dark] {
            let label = UILabel()
            label.text = "Mmm"
            let window = window(showing: ShowUIView(view: label).frame(width: 120, height: 60), in: scheme)
            let bitmap = window.render()
            let background = scheme == .light ? Color.white : Color.black
            let expected = UIColor.label.resolvedColor(with: Traits(userInterfaceStyle: scheme == .dark ? .dark : .light)).color
            #expect(isNear(inkColor(in: bitmap, rect: label.frame, background: background), expected, tolerance: 0.1))
            let ink = try #require(inkBounds(in: bitmap, rect: label.frame, background: background))
            // Centred vertically: the letters' middle near the bounds' middle.
            #expect(abs(ink.midY - label.frame.midY) < 4)
        }
        let red = UILabel()
        red.text = "Mmm"
        red.textColor = .red
        let bitmap = renderView(ShowUIView(view: red).frame(width: 120, height: 60))
        #expect(isNear(inkColor(in: bitmap, rect: red.frame, background: .white), Color(red: 1, green: 0, blue: 0), tolerance: 0.1))
    }

    @Test("textAlignment places the line: left, centre, right; natural is flush right in a right-to-left layout")
    func alignment() throws {
        func ink(_ alignment: NSTextAlignment, direction: LayoutDirection = .leftToRight) throws -> (CGRect, CGRect) {
            let label = UILabel()
            label.text = "Mmm"
            label.textAlignment = alignment
            let bitmap = renderView(ShowUIView(view: label).frame(width: 300, height: 40).environment(\.layoutDirection, direction))
            return (try #require(inkBounds(in: bitmap, rect: label.frame, background: .white)), label.frame)
        }
        let (left, frame) = try ink(.left)
        #expect(left.minX - frame.minX < 3)
        let (center, _) = try ink(.center)
        #expect(abs(center.midX - frame.midX) < 3)
        let (right, _) = try ink(.right)
        #expect(frame.maxX - right.maxX < 3)
        let (natural, _) = try ink(.natural, direction: .rightToLeft)
        #expect(frame.maxX - natural.maxX < 3)
    }

    @Test("An attributed label draws each run in its own colour and font")
    func attributedRuns() throws {
        let text = NSMutableAttributedString(
            string: "Red ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 30)])
        text.append(NSAttributedString(string: "Blue", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 30)]))
        let label = UILabel()
        label.attributedText = text
        let bitmap = renderView(ShowUIView(view: label))
        let half = CGRect(x: label.frame.minX, y: label.frame.minY, width: label.frame.width / 2 - 10, height: label.frame.height)
        let rest = CGRect(x: label.frame.midX + 10, y: label.frame.minY, width: label.frame.width / 2 - 10, height: label.frame.height)
        #expect(isNear(inkColor(in: bitmap, rect: half, background: .white), Color(red: 1, green: 0, blue: 0), tolerance: 0.1))
        #expect(isNear(inkColor(in: bitmap, rect: rest, background: .white), Color(red: 0, green: 0, blue: 1), tolerance: 0.1))
        #expect(Double(label.frame.height) == ceil(UIFont.boldSystemFont(ofSize: 30).font.spec.lineHeight))
    }
}
