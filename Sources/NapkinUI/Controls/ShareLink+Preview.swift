/// `ShareLink`'s titled forms with a preview (`ShareLink("Export as CSV", item: csv, preview: SharePreview("bookmarks.csv"))`):
/// drawn as the titled link without one (the preview shows only in the share sheet, which NapkinUI does not draw).
extension ShareLink {
    /// A link sharing `item` with `preview`, titled (read as Markdown) beside the share symbol.
    public init<Item: Transferable>(
        _ titleKey: LocalizedStringKey, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(titleKey, item: item, subject: subject, message: message)
    }

    /// A link sharing `item` with `preview`, titled verbatim beside the share symbol.
    @_disfavoredOverload
    public init<S: StringProtocol, Item: Transferable>(
        _ title: S, item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview
    ) {
        self.init(title, item: item, subject: subject, message: message)
    }

    /// A link sharing `item` with `preview`, drawn by `label`.
    public init<Item: Transferable, Label: View>(
        item: Item, subject: Text? = nil, message: Text? = nil, preview: SharePreview, @ViewBuilder label: () -> Label
    ) {
        self.init(item: item, subject: subject, message: message, label: label)
    }
}
