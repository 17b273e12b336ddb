/// A container of grouped controls, as SwiftUI's `Form` with iOS's inset-grouped look: a
/// light grey background filling the whole screen, each ``Section`` a white rounded card of
/// rows with hairline separators between them, section headers and footers in small grey
/// text.
///
/// Views placed directly in a form, outside any `Section`, are gathered (consecutive ones
/// together) into a section of their own, as SwiftUI does. Every view of a section is one
/// row: at least 44 points tall, its content inset 16 points and centred vertically.
/// The form fills the space it is offered and lays its sections out from the top; content
/// taller than the screen is clipped (NapkinUI draws still frames, nothing scrolls). A form
/// is laid out as a ``List`` is, with the metrics it had before lists existed (see
/// `ListAppearance`). `.formStyle(_:)` chooses another look (``FormStyle``).
public struct Form: View, PrimitiveView {
    /// No body: a form is primitive.
    public typealias Body = Never
    let content: any View

    /// A form of the sections and rows built by `content`.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        let style = environment.formStyle
        // A form inside the style's own body is drawn in the system's look.
        var inner = environment
        inner.formStyle = AutomaticFormStyle()
        return buildNode(style.makeErasedBody(configuration: FormStyleConfiguration(content: content)), in: inner)
    }
}

/// A group of rows in a ``Form``, with an optional header and footer, as SwiftUI's
/// `Section`. The header is drawn in small grey capitals above the card, the footer in small
/// grey text below it.
public struct Section: View, PrimitiveView {
    /// No body: a section is primitive.
    public typealias Body = Never
    let content: any View
    let header: (any View)?
    let footer: (any View)?

    /// A section of the rows built by `content`, with no header or footer.
    public init<Content: View>(@ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        footer = nil
    }

    /// A section titled `title` (drawn as its header).
    public init<Content: View>(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = nil
    }

    /// A section titled with a run-time string.
    @_disfavoredOverload
    public init<Content: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = Text(title)
        footer = nil
    }

    /// A section with a header and a footer built by their own closures.
    public init<Content: View, Header: View, Footer: View>(
        @ViewBuilder content: () -> Content,
        @ViewBuilder header: () -> Header,
        @ViewBuilder footer: () -> Footer
    ) {
        self.content = content()
        self.header = header()
        self.footer = footer()
    }

    /// A section with a header and footer given as views, as SwiftUI's older
    /// `Section(header:footer:content:)`.
    public init<Content: View, Header: View, Footer: View>(header: Header, footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        self.footer = footer
    }

    /// A section with a header given as a view.
    public init<Content: View, Header: View>(header: Header, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.header = header
        footer = nil
    }

    /// A section with a footer given as a view.
    public init<Content: View, Footer: View>(footer: Footer, @ViewBuilder content: () -> Content) {
        self.content = content()
        header = nil
        self.footer = footer
    }

    /// A section with a header built by its own closure.
    public init<Content: View, Header: View>(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Header) {
        self.content = content()
        self.header = header()
        footer = nil
    }

    /// A section with a footer built by its own closure.
    public init<Content: View, Footer: View>(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.content = content()
        header = nil
        self.footer = footer()
    }

    func makeNode(in environment: EnvironmentValues) -> LayoutNode {
        var inner = environment
        inner.stackAxis = .horizontal
        inner.isFormRow = true
        var caption = environment
        caption.font = .footnote
        caption.foregroundColor = .secondaryLabel
        var headerEnvironment = caption
        if environment.headerProminence == .increased {
            // An increased header (`headerProminence(.increased)`) reads as a title over its
            // section in every list style: Title 3 bold in the label colour, in the case it is
            // written (iOS draws it so; the exact metrics are not in Apple's documentation).
            headerEnvironment.font = Font.title3.bold()
            headerEnvironment.foregroundColor = .label
        } else if environment.listAppearance.capsHeaders {
            headerEnvironment.textCase = .uppercase
        } else {
            // Plain and sidebar lists title their sections in bold text.
            headerEnvironment.font = .headline
            headerEnvironment.foregroundColor = environment.listAppearance.kind == .sidebar ? environment.foregroundColor : .secondaryLabel
        }
        return SectionNode(
            rows: buildNodes(content, in: inner),
            header: header.map { buildNode($0, in: headerEnvironment) },
            footer: footer.map { buildNode($0, in: caption) },
            environment: environment
        )
    }
}

/// The node of a list or form with `appearance`: views outside any `Section` are gathered
/// (consecutive ones together) into sections of their own, as SwiftUI does.
@MainActor
func makeListNode(
    _ content: any View, appearance: ListAppearance, name: String, selection: ListEditSelection? = nil, in environment: EnvironmentValues
) -> LayoutNode {
    var appearance = appearance
    appearance.sectionSpacing = environment.listSectionSpacing.points
    var outer = environment
    outer.listAppearance = appearance
    // In edit mode its sections show the rows' controls (ListEditMode.swift).
    outer.listEditState = ListEditState.of(environment, selection: selection)
    outer.listRowsCarrySelection = outer.listEditState?.selection != nil
    // The margins, position and anchor are the list's own (ListScrolling.swift).
    let scrolling = ListScrolling(environment)
    outer.contentMargins = ContentMargins()
    outer.scrollPositionTarget = nil
    outer.defaultScrollAnchors = DefaultScrollAnchors()
    if let request = scrolling.request { outer.scrollToRequest = request }
    var inner = outer
    inner.stackAxis = .horizontal
    inner.isFormRow = true
    var sections: [SectionNode] = []
    var loose: [LayoutNode] = []
    func flushLoose() {
        guard !loose.isEmpty else { return }
        sections.append(SectionNode(rows: loose, header: nil, footer: nil, environment: outer))
        loose = []
    }
    for node in buildNodes(content, in: inner) {
        if let section = node as? SectionNode {
            flushLoose()
            sections.append(section)
        } else {
            loose.append(node)
        }
    }
    flushLoose()
    let list = ListNode(sections: sections, appearance: appearance, name: name, environment: environment)
    list.scrolling = scrolling
    return list
}
