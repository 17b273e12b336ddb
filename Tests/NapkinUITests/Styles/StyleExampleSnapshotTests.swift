import SnapshotTesting
import Testing

@testable import NapkinUI

// Screens written the way SwiftUI code is, using only SwiftUI's names, to show colours,
// fonts, shapes and effects together (light and dark).

private struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 12) {
            Circle()
                .fill(LinearGradient(colors: [.orange, .pink], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: 96, height: 96)
                .overlay(Text("AL").font(.system(size: 36, weight: .semibold, design: .rounded)).foregroundStyle(.white))
                .overlay(Circle().stroke(Color(.systemBackground), lineWidth: 4))
                .shadow(color: .black.opacity(0.2), radius: 8, y: 4)
            Text("Ada Lovelace").font(.title2.bold())
            Text("@ada · London").font(.subheadline).foregroundStyle(.secondary)
            HStack(spacing: 24) {
                Stat(value: "1,204", label: "Posts")
                Stat(value: "87.5K", label: "Followers")
                Stat(value: "312", label: "Following")
            }
            .padding(.top, 4)
        }
        .padding(.vertical, 24)
        .frame(maxWidth: .infinity)
        .background(.secondarySystemGroupedBackground, in: RoundedRectangle(cornerRadius: 16, style: .continuous))
    }
}

private struct Stat: View {
    let value: String
    let label: String
    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline).monospacedDigit()
            Text(label).font(.caption).foregroundStyle(.secondary).textCase(.uppercase)
        }
    }
}

private struct ArticleCard: View {
    let tag: String
    let title: String
    let summary: String
    let tint: Color
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(tag.uppercased()).font(.caption.weight(.semibold)).foregroundStyle(tint).tracking(0.5)
            Text(title).font(.headline)
            Text(summary).font(.subheadline).foregroundStyle(.secondary).lineLimit(2)
            HStack {
                Label(text: "5 min read")
                Spacer()
                Text("New").font(.caption2.bold()).padding(.horizontal, 8).padding(.vertical, 3)
                    .background(tint.opacity(0.15), in: Capsule()).foregroundStyle(tint)
            }
        }
        .padding(16)
        .background(Color(.secondarySystemGroupedBackground))
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .shadow(color: .black.opacity(0.08), radius: 6, y: 2)
    }
}

private struct Label: View {
    let text: String
    var body: some View {
        HStack(spacing: 4) {
            Circle().fill(.tertiary).frame(width: 6, height: 6)
            Text(text).font(.footnote).foregroundStyle(.tertiary)
        }
    }
}

private struct CardsScreen: View {
    var body: some View {
        VStack(spacing: 16) {
            ProfileHeader()
            ArticleCard(
                tag: "Design", title: "Colours that follow the system",
                summary:
                    "Semantic colours resolve through the environment, so one screen reads well in light and dark without a second palette.",
                tint: .indigo)
            ArticleCard(
                tag: "Type", title: "Text styles at every size",
                summary: "Eleven styles, twelve Dynamic Type sizes.", tint: .teal)
            Spacer()
        }
        .padding(16)
        .background(Color(.systemGroupedBackground))
    }
}

@MainActor
@Suite("Style examples")
struct StyleExampleSnapshotTests {
    @Test("Cards and a profile header, light")
    func cardsLight() {
        let window = Window()
        window.rootViewController = HostingController(rootView: CardsScreen())
        assertSnapshot(of: window, as: .image)
    }

    @Test("Cards and a profile header, dark")
    func cardsDark() {
        let window = Window()
        window.rootViewController = HostingController(rootView: CardsScreen().environment(\.colorScheme, .dark))
        assertSnapshot(of: window, as: .image)
    }

    @Test("Cards at the largest non-accessibility Dynamic Type size")
    func cardsLargeType() {
        let window = Window()
        window.rootViewController = HostingController(rootView: CardsScreen().dynamicTypeSize(.xxxLarge))
        assertSnapshot(of: window, as: .image)
    }
}
