internal import Raster

/// A text drawn on screen, as the accessibility audit measures it.
struct AuditedText {
    let node: TextNode
    /// True for text WCAG leaves out of its contrast rule: the words of a disabled control
    /// (inactive), and a field's placeholder, which is iOS's own look.
    let isExemptFromContrast: Bool
    /// True for the line of a text field, which scrolls its text as iOS's fields do, so
    /// text running past its edge is not clipped.
    let isFieldText: Bool
    /// True for text in a bar (a navigation or tab bar, a toolbar), which keeps iOS's fixed
    /// metrics: iOS does not grow bar text at accessibility sizes (it offers the large content
    /// viewer instead), so it is not checked for clipping.
    var isInBar = false
    /// The frame set around it by the nearest `.frame(…)` modifier with nothing scrolling
    /// between, which the text must fit in.
    let box: Rect?

    /// The room the text has: its own frame, and within the box around it.
    @MainActor
    var room: Rect? {
        let own = node.frame
        guard let box else { return own }
        return Rect(x: own.minX, y: own.minY, width: min(own.width, box.width), height: min(own.height, box.height))
    }
}

/// A node that sets the frame of what it holds (`.frame(width:height:)`,
/// `.frame(maxWidth:…)`): text inside must fit it, or it is cut off.
@MainActor
protocol SetsTextBox: LayoutNode {}
extension FixedFrameNode: SetsTextBox {}
extension FlexibleFrameNode: SetsTextBox {}

/// A node whose content scrolls, so content larger than its frame is not cut off.
@MainActor
protocol ScrollsContent: LayoutNode {}
extension ScrollNode: ScrollsContent {}
extension ListNode: ScrollsContent {}

extension LayoutNode {
    /// Appends the texts drawn in this subtree, in drawing order. `exempt` is true inside a
    /// disabled control or a field showing its placeholder (read from the control's
    /// interactive element, as taps know it).
    ///
    /// The walk follows drawing rather than accessibility: a text hidden from VoiceOver is
    /// still seen, and a hidden view (`.hidden()`) is not drawn; the navigation controller a
    /// `NavigationStack` embeds is drawn where its node is.
    func collectAuditedTexts(into texts: inout [AuditedText], exempt: Bool = false, inField: Bool = false, box: Rect? = nil) {
        if self is HiddenNode { return }
        if let host = self as? NavigationStackHostNode {
            host.embedded?.collectAuditedTexts(into: &texts)
            return
        }
        var exempt = exempt, inField = inField, box = box
        if self is SetsTextBox { box = frame }
        if self is ScrollsContent { box = nil }
        if let element = interactiveElement {
            let isField = element.kind.interaction == .textEntry
            exempt = exempt || !element.isEnabled || (isField && element.value == nil)
            inField = inField || isField
        }
        if let text = self as? TextNode {
            texts.append(AuditedText(node: text, isExemptFromContrast: exempt, isFieldText: inField, box: box))
        }
        for child in children { child.collectAuditedTexts(into: &texts, exempt: exempt, inField: inField, box: box) }
    }
}

extension ViewController {
    /// The texts this controller draws in the last layout: content, visible children, bars.
    func collectAuditedTexts(into texts: inout [AuditedText]) {
        contentNode?.collectAuditedTexts(into: &texts)
        for child in visibleChildren where child !== bridge.embeddedNavigation?.controller {
            child.collectAuditedTexts(into: &texts)
        }
        var bar: [AuditedText] = []
        chromeNode?.collectAuditedTexts(into: &bar)
        texts += bar.map { text in
            var text = text
            text.isInBar = true
            return text
        }
    }
}
