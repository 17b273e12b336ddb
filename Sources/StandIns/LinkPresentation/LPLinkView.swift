import Foundation
import NapkinUI
@_spi(StandIns) import PhotosUI

/// A rich link preview, as LinkPresentation's `LPLinkView`: the card iOS shows for a link in Messages and in apps.
///
/// With an image (``LPLinkMetadata/imageProvider``), the image fills the card's width on top (filled and cropped to
/// its own aspect ratio, kept between 2:1 and square), over a caption bar with the title (15-point semibold,
/// two lines at most) and the host (13-point, secondary label colour, without "www."). Without an image the card is
/// the caption bar alone, with the site's icon (``LPLinkMetadata/iconProvider``) or, lacking one, a link symbol on a
/// grey tile at its trailing end. Without a title, the host is the title. The card has 12-point rounded corners and
/// a grey fill (light `#E9E9EB`, dark `#262628`). These metrics were measured by eye from iOS 17 screenshots, not
/// from Apple's documentation, which gives none: they are close, not exact.
///
/// The card draws at the width it is given; ``sizeThatFits(_:)`` answers its height for a width. A view made with
/// ``init(url:)`` shows the address until metadata is set, as iOS's does before a fetch.
@preconcurrency @MainActor
open class LPLinkView: UIView {
    /// What the card shows (read each time the card is drawn).
    open var metadata: LPLinkMetadata

    /// A card for `url`, showing its address until ``metadata`` is set.
    public init(url: URL) {
        let metadata = LPLinkMetadata()
        metadata.originalURL = url
        metadata.url = url
        self.metadata = metadata
        super.init(frame: .zero)
    }

    /// A card showing `metadata`.
    public init(metadata: LPLinkMetadata) {
        self.metadata = metadata
        super.init(frame: .zero)
    }

    /// A card with `frame`, showing empty metadata.
    public override init(frame: CGRect) {
        metadata = LPLinkMetadata()
        super.init(frame: frame)
    }

    // MARK: Layout

    static let cornerRadius: CGFloat = 12
    static let captionInsets = (horizontal: CGFloat(12), vertical: CGFloat(10))
    static let iconSide: CGFloat = 40
    static let titleFont = UIFont.systemFont(ofSize: 15, weight: .semibold)
    static let hostFont = UIFont.systemFont(ofSize: 13)
    static let lineGap: CGFloat = 2

    /// The card's height at `size`'s width: the image's height (when there is one) and the caption bar's.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 ? size.width : 300
        let layout = Layout(metadata: metadata, width: width)
        return CGSize(width: width, height: ceil(layout.height))
    }

    /// The card's natural width is the width it is given; its height follows (``sizeThatFits(_:)``).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: ceil(Layout(metadata: metadata, width: max(bounds.width, 1)).height))
    }

    /// Where each part of the card goes at a width.
    @MainActor struct Layout {
        let image: UIImage?
        let icon: UIImage?
        let title: String
        let host: String?
        let imageHeight: CGFloat
        let captionHeight: CGFloat
        let titleHeight: CGFloat
        let textWidth: CGFloat

        init(metadata: LPLinkMetadata, width: CGFloat) {
            image = metadata.imageProvider?.heldData(conformingTo: "public.image").flatMap { UIImage(data: $0) }
            icon = metadata.iconProvider?.heldData(conformingTo: "public.image").flatMap { UIImage(data: $0) }
            let address = metadata.url ?? metadata.originalURL
            let shownHost = address.flatMap { $0.host }.map { host in host.hasPrefix("www.") ? String(host.dropFirst(4)) : host }
            let fallback = shownHost ?? address?.absoluteString ?? ""
            if let title = metadata.title, !title.isEmpty {
                self.title = title
                host = shownHost
            } else {
                title = fallback
                host = nil
            }
            if let image, image.size.width > 0, image.size.height > 0 {
                imageHeight = min(width, max(width / 2, width * image.size.height / image.size.width))
            } else {
                imageHeight = 0
            }
            let insets = LPLinkView.captionInsets
            let trailing = image == nil ? LPLinkView.iconSide + insets.horizontal : 0
            textWidth = max(1, width - 2 * insets.horizontal - trailing)
            let titleAttributes: [NSAttributedString.Key: Any] = [.font: LPLinkView.titleFont]
            let oneLine = (title as NSString).size(withAttributes: titleAttributes).height
            let wrapped = (title as NSString).boundingRect(
                with: CGSize(width: textWidth, height: .greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: titleAttributes,
                context: nil
            ).height
            titleHeight = min(ceil(wrapped), ceil(oneLine) * 2)
            let hostHeight =
                host == nil ? 0 : ceil((("x" as NSString).size(withAttributes: [.font: LPLinkView.hostFont])).height) + LPLinkView.lineGap
            let textHeight = titleHeight + hostHeight
            captionHeight = max(textHeight, image == nil ? LPLinkView.iconSide : 0) + 2 * insets.vertical
        }

        var height: CGFloat { imageHeight + captionHeight }
    }

    // MARK: Drawing

    /// Draws the card (see the type).
    open override func draw(_ rect: CGRect) {
        let layout = Layout(metadata: metadata, width: bounds.width)
        let card = CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: min(bounds.height, layout.height))
        let shape = UIBezierPath(roundedRect: card, cornerRadius: Self.cornerRadius)
        UIGraphicsGetCurrentContext()?.saveGState()
        shape.addClip()
        UIColor(dynamicProvider: { traits in
            traits.userInterfaceStyle == .dark
                ? UIColor(red: 0x26 / 255, green: 0x26 / 255, blue: 0x28 / 255, alpha: 1)
                : UIColor(red: 0xE9 / 255, green: 0xE9 / 255, blue: 0xEB / 255, alpha: 1)
        }).setFill()
        shape.fill()
        if let image = layout.image {
            let area = CGRect(x: card.minX, y: card.minY, width: card.width, height: layout.imageHeight)
            let scale = max(area.width / image.size.width, area.height / image.size.height)
            let drawn = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            UIGraphicsGetCurrentContext()?.saveGState()
            UIGraphicsGetCurrentContext()?.clip(to: area)
            image.draw(
                in: CGRect(x: area.midX - drawn.width / 2, y: area.midY - drawn.height / 2, width: drawn.width, height: drawn.height))
            UIGraphicsGetCurrentContext()?.restoreGState()
        }
        let insets = Self.captionInsets
        let caption = CGRect(x: card.minX, y: card.minY + layout.imageHeight, width: card.width, height: layout.captionHeight)
        let textHeight =
            layout.titleHeight
            + (layout.host == nil ? 0 : ceil(("x" as NSString).size(withAttributes: [.font: Self.hostFont]).height) + Self.lineGap)
        var y = caption.midY - textHeight / 2
        let paragraph = NSMutableParagraphStyle()
        paragraph.lineBreakMode = .byWordWrapping
        (layout.title as NSString).draw(
            with: CGRect(x: caption.minX + insets.horizontal, y: y, width: layout.textWidth, height: layout.titleHeight),
            options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
            attributes: [.font: Self.titleFont, .foregroundColor: UIColor.label, .paragraphStyle: paragraph], context: nil)
        y += layout.titleHeight + Self.lineGap
        if let host = layout.host {
            (host as NSString).draw(
                with: CGRect(x: caption.minX + insets.horizontal, y: y, width: layout.textWidth, height: 18),
                options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                attributes: [.font: Self.hostFont, .foregroundColor: UIColor.secondaryLabel, .paragraphStyle: paragraph], context: nil)
        }
        if layout.image == nil {
            let tile = CGRect(
                x: caption.maxX - insets.horizontal - Self.iconSide, y: caption.midY - Self.iconSide / 2, width: Self.iconSide,
                height: Self.iconSide)
            let tileShape = UIBezierPath(roundedRect: tile, cornerRadius: 8)
            if let icon = layout.icon {
                UIGraphicsGetCurrentContext()?.saveGState()
                tileShape.addClip()
                icon.draw(in: tile)
                UIGraphicsGetCurrentContext()?.restoreGState()
            } else {
                UIColor.tertiarySystemFill.setFill()
                tileShape.fill()
                if let symbol = UIImage(systemName: "link")?.withTintColor(.secondaryLabel) {
                    let side: CGFloat = 18
                    let size = symbol.size.width > 0 ? CGSize(width: side, height: side * symbol.size.height / symbol.size.width) : .zero
                    symbol.draw(
                        in: CGRect(x: tile.midX - size.width / 2, y: tile.midY - size.height / 2, width: size.width, height: size.height))
                }
            }
        }
        UIGraphicsGetCurrentContext()?.restoreGState()
    }
}
