import Foundation
import NapkinUI
import PDFKit

/// A file as Quick Look shows it, read once: its name, title and content.
@MainActor
package final class QuickLookLoadedItem {
    /// The file as read.
    package let file: QuickLookFile
    /// The title shown over it: the item's own title, else the file's name.
    package let title: String
    /// What it holds.
    package let content: QuickLookFile.Content

    /// Reads `url` (bounded, see ``QuickLookFile``), titled `title` when given.
    package init(url: URL, title: String?) {
        file = QuickLookFile(url: url)
        self.title = title ?? file.name
        content = file.content
    }
}

/// The area under Quick Look's bars: the picture, the text, the PDF's pages, or the file card.
///
/// Metrics are napkin's reading of iOS 17's Quick Look on an iPhone (Apple does not publish them):
/// a picture fitted to the screen on the system background; text in the body font with 16-point
/// margins; PDF pages across the width, 8 points apart, on the grouped background; and for
/// anything else the card of the file's icon, name, kind and size in the middle of the screen.
struct QuickLookContentView: View {
    let item: QuickLookLoadedItem

    var body: some View {
        switch item.content {
        case .image(let image):
            Color(uiColor: .systemBackground)
                .overlay(Image(uiImage: image).resizable().scaledToFit())
                .accessibilityLabel(Text(item.title))
        case .text(let text):
            ScrollView {
                Text(verbatim: text)
                    .font(.body)
                    .foregroundStyle(.primary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(16)
            }
            .background(Color(uiColor: .systemBackground))
        case .pdf(let document):
            QuickLookPDFPages(document: document)
        case .other:
            QuickLookFileCard(label: item.file.iconLabel, name: item.file.name, detail: item.file.detail)
        case .unavailable(let failure):
            // iOS leaves the card with the file's name when it cannot open the file; what it writes under the name
            // could not be confirmed: napkin writes why, in Quick Look's words.
            QuickLookFileCard(
                label: item.file.iconLabel, name: item.file.name,
                detail: failure == .missing ? "The file couldn’t be opened because it doesn’t exist." : "The file couldn’t be opened.")
        }
    }
}

/// A PDF's pages one under the other, across the width, as Quick Look scrolls them. napkin has no
/// PDF renderer: a page read from a file shows its paper at its shape (PDFKit's page drawing), an
/// image page its picture. At most ``maximumPages`` pages are drawn.
struct QuickLookPDFPages: View {
    let document: PDFDocument
    /// The most pages laid out.
    static let maximumPages = 50

    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<min(document.pageCount, Self.maximumPages), id: \.self) { index in
                    if let page = document.page(at: index) {
                        let bounds = page.bounds(for: .cropBox)
                        let turned = page.rotation % 180 != 0
                        let aspect = turned ? bounds.height / max(bounds.width, 1) : bounds.width / max(bounds.height, 1)
                        Image(uiImage: page.thumbnail(of: CGSize(width: 1200, height: 1200), for: .cropBox))
                            .resizable()
                            .aspectRatio(aspect, contentMode: .fit)
                            .shadow(color: .black.opacity(0.15), radius: 2, y: 1)
                    }
                }
            }
            .padding(.horizontal, 8)
            .padding(.vertical, 8)
        }
        .background(Color(uiColor: .secondarySystemBackground))
    }
}

/// The card Quick Look shows for a file it cannot draw: the file's icon, its name, and its kind and size.
struct QuickLookFileCard: View {
    let label: String
    let name: String
    let detail: String

    var body: some View {
        VStack(spacing: 12) {
            QuickLookFileIcon(label: label)
                .frame(width: 90, height: 116)
            Text(verbatim: name)
                .font(.headline)
                .foregroundStyle(.primary)
                .multilineTextAlignment(.center)
            Text(verbatim: detail)
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
        }
        .padding(.horizontal, 32)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color(uiColor: .systemBackground))
    }
}

/// A generic document icon, as iOS draws one for a file type without its own: a white page with
/// its top-right corner folded, a hairline edge, and the name's extension in capitals near its
/// foot. Its shape follows the page proportions of iOS's icons (about 7:9); the exact artwork is
/// Apple's and is not copied.
package struct QuickLookFileIcon: View {
    /// The extension shown ("PDF"); empty for none.
    package let label: String

    /// An icon labelled `label`.
    package init(label: String) { self.label = label }

    package var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let width = min(size.width, size.height * 7 / 9)
            let height = width * 9 / 7
            let fold = width * 0.28
            ZStack(alignment: .bottom) {
                QuickLookPageShape(fold: fold)
                    .fill(Color.white)
                QuickLookPageShape(fold: fold)
                    .stroke(Color(white: 0.72), lineWidth: max(1, width / 90))
                QuickLookFoldShape(fold: fold)
                    .fill(Color(white: 0.86))
                QuickLookFoldShape(fold: fold)
                    .stroke(Color(white: 0.72), lineWidth: max(1, width / 90))
                if !label.isEmpty {
                    Text(verbatim: label)
                        .font(.system(size: width * 0.17, weight: .bold))
                        .foregroundStyle(Color(white: 0.45))
                        .lineLimit(1)
                        .minimumScaleFactor(0.5)
                        .padding(.horizontal, width * 0.08)
                        .padding(.bottom, height * 0.1)
                }
            }
            .frame(width: width, height: height)
            .frame(width: size.width, height: size.height)
        }
    }
}

/// A page with its top-right corner cut off by the fold.
struct QuickLookPageShape: Shape {
    let fold: CGFloat

    func path(in rect: CGRect) -> Path {
        let radius = rect.width * 0.06
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + radius, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - fold, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + fold))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - radius))
        path.addQuadCurve(to: CGPoint(x: rect.maxX - radius, y: rect.maxY), control: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + radius, y: rect.maxY))
        path.addQuadCurve(to: CGPoint(x: rect.minX, y: rect.maxY - radius), control: CGPoint(x: rect.minX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + radius))
        path.addQuadCurve(to: CGPoint(x: rect.minX + radius, y: rect.minY), control: CGPoint(x: rect.minX, y: rect.minY))
        path.closeSubpath()
        return path
    }
}

/// The folded corner: a triangle under the cut.
struct QuickLookFoldShape: Shape {
    let fold: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX - fold, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - fold, y: rect.minY + fold))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY + fold))
        path.closeSubpath()
        return path
    }
}
