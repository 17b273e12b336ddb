import NapkinUI

/// The page every tab screen shares: paper to the edges, a monospace kicker, a serif title
/// and a hairline, then the screen's own content, all on RibHouse's 28-point margins.
struct PaperPage<Content: View>: View {
    let kicker: String
    let title: Text
    let content: Content

    init(kicker: String, title: Text, @ViewBuilder content: () -> Content) {
        self.kicker = kicker
        self.title = title
        self.content = content()
    }

    var body: some View {
        ZStack {
            Theme.paper.ignoresSafeArea()
            VStack(alignment: .leading, spacing: 0) {
                PageHeader(kicker: kicker, title: title)
                content
                Spacer(minLength: 0)
            }
            .padding(.horizontal, Theme.margin)
            .padding(.top, 28)
        }
    }
}

private struct PageHeader: View {
    let kicker: String
    let title: Text

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(verbatim: kicker)
                .font(Theme.kicker)
                .foregroundStyle(Theme.inkMuted)
            title
                .font(Font.serif(40))
                .foregroundStyle(Theme.ink)
                .accessibilityAddTraits(.isHeader)
            Divider().separatorColor(Theme.ink).padding(.top, 8)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(.bottom, 20)
    }
}

/// A full-width ink capsule with a monospace label and an arrow: RibHouse's primary action.
struct InkButtonLabel: View {
    let title: String
    @Environment(\.layoutDirection) private var layoutDirection

    var body: some View {
        HStack {
            Text(verbatim: title)
            Spacer()
            // The arrow points the way the line reads, as iOS flips a directional symbol.
            Text(layoutDirection == .rightToLeft ? "←" : "→")
        }
        .font(Theme.buttonLabel)
        .padding(.horizontal, 26)
        .frame(maxWidth: .infinity)
        .frame(height: Theme.buttonHeight)
    }
}

/// A full-width monospace label for an outlined capsule button (LOGOUT).
struct OutlineButtonLabel: View {
    let title: String

    var body: some View {
        Text(verbatim: title)
            .font(Theme.buttonLabel)
            .frame(maxWidth: .infinity)
            .frame(height: Theme.buttonHeight)
    }
}
