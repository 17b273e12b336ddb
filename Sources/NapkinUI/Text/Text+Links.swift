import Foundation

/// A link inside a text (`"Read the [guide](https://…)"`): its words, where it goes and how it
/// opens.
struct TextLink {
    let label: String
    let url: URL
    let isEnabled: Bool
    let open: OpenURLAction
}

extension Text {
    /// The text's links, one per run of consecutive segments with the same destination.
    func links(openingWith open: OpenURLAction, isEnabled: Bool) -> [TextLink] {
        var links: [TextLink] = []
        var previous: URL?
        for segment in segments {
            guard let url = segment.style.link else {
                previous = nil
                continue
            }
            if url == previous, let last = links.popLast() {
                links.append(TextLink(label: last.label + segment.string, url: url, isEnabled: isEnabled, open: open))
            } else {
                links.append(TextLink(label: segment.string, url: url, isEnabled: isEnabled, open: open))
            }
            previous = url
        }
        return links
    }
}
