import Foundation
import Kingfisher
import NapkinUI
import SDWebImageSwiftUI
import SnapshotTesting
import Testing

/// A feed post as photo apps write it with Kingfisher: avatar and name, then the photo (written for these tests, in the
/// shape of the held-out screens').
private struct FeedRow: View {
    let avatar: URL?
    let photo: URL?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(spacing: 8) {
                KFImage(avatar)
                    .placeholder { Circle().fill(Color(.systemGray5)) }
                    .resizable()
                    .scaledToFill()
                    .frame(width: 36, height: 36)
                    .clipShape(Circle())
                Text("riverside.walks").font(.subheadline).fontWeight(.semibold)
                Spacer()
            }
            .padding(.horizontal, 12)
            KFImage(photo)
                .placeholder { _ in
                    ZStack {
                        Color(.systemGray6)
                        ProgressView()
                    }
                }
                .fade(duration: 0.25)
                .resizable()
                .scaledToFill()
                .frame(height: 220)
                .clipped()
            Text("Morning light over the meadow").font(.subheadline).padding(.horizontal, 12)
        }
    }
}

private struct Feed: View {
    let loaded: (URL, URL)

    var body: some View {
        VStack(spacing: 16) {
            FeedRow(avatar: loaded.0, photo: loaded.1)
            FeedRow(avatar: URL(string: "https://cdn.example.com/u/42.jpg"), photo: URL(string: "https://cdn.example.com/p/7.jpg"))
            Spacer()
        }
        .padding(.top, 8)
    }
}

/// A poster grid as movie apps write it with SDWebImageSwiftUI.
private struct PosterGrid: View {
    let posters: [URL?]

    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                ForEach(posters.indices, id: \.self) { index in
                    WebImage(url: posters[index]) { image in
                        image.resizable()
                    } placeholder: {
                        Rectangle().foregroundColor(Color(.systemGray5))
                    }
                    .indicator(.activity)
                    .transition(.fade(duration: 0.5))
                    .scaledToFill()
                    .frame(height: 150)
                    .clipShape(RoundedRectangle(cornerRadius: 8))
                }
            }
            .padding(12)
        }
    }
}

@MainActor
@Suite("Image package stand-ins: screens")
struct ImagePackageSnapshotTests {
    @Test("A feed with one post loaded from files and one offline (placeholders), light and dark")
    func feed() throws {
        let avatar = try Fixtures.file(Fixtures.avatarPNG(), named: "avatar.png")
        let photo = try Fixtures.file(Fixtures.landscapePNG(), named: "meadow.png")
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: Feed(loaded: (avatar, photo)),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }

    @Test("A WebImage poster grid: files drawn, remote posters offline on their placeholders, light and dark")
    func posterGrid() throws {
        let posters: [URL?] = try [
            Fixtures.file(Fixtures.landscapePNG(width: 80, height: 120), named: "p1.png"),
            URL(string: "https://img.example.org/p2.jpg"),
            Fixtures.file(Fixtures.avatarPNG(size: 90), named: "p3.png"),
            nil,
            Fixtures.file(Fixtures.solidPNG(width: 60, height: 90, Fixtures.argb(0x6A, 0x3D, 0x9A)), named: "p5.png"),
            URL(string: "https://img.example.org/p6.jpg"),
        ]
        for scheme in [ColorScheme.light, .dark] {
            assertSnapshot(
                of: PosterGrid(posters: posters),
                as: .image(layout: .device(config: .iPhone13Pro), traits: UITraitCollection(userInterfaceStyle: scheme)),
                named: scheme == .light ? "light" : "dark")
        }
    }
}
