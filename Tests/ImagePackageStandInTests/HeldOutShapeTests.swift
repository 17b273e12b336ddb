import Foundation
import Kingfisher
import NapkinUI
import Raster
import Testing

// Views written for these tests in the shapes corpus24's 462 and 463 (an Instagram-style app on Kingfisher 8) use:
// `KFImage(URL(string: someString))` with `.resizable().scaledToFill().frame(...)` and a circle clip or `.clipped()`,
// a profile header, comment, notification and user cells, a post grid and a feed cell.

private struct ProfileHeader: View {
    let imageURL: String
    var body: some View {
        HStack {
            KFImage(URL(string: imageURL))
                .resizable()
                .scaledToFill()
                .frame(width: 80, height: 80)
                .clipShape(Circle())
            Spacer()
        }
        .padding(.leading, 10)
    }
}

private struct NotificationRow: View {
    let profileURL: String
    let postURL: String?
    var body: some View {
        HStack {
            KFImage(URL(string: profileURL))
                .resizable()
                .scaledToFill()
                .frame(width: 40, height: 40)
                .clipShape(Circle())
            Text("someone liked your post").font(.system(size: 14))
            Spacer()
            if let postURL {
                KFImage(URL(string: postURL))
                    .resizable()
                    .scaledToFill()
                    .frame(width: 40, height: 40)
                    .clipped()
            }
        }
        .padding(.horizontal)
    }
}

private struct PostGrid: View {
    let urls: [String]
    private let width = 390.0 / 3
    var body: some View {
        LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 1), count: 3), spacing: 1) {
            ForEach(urls, id: \.self) { url in
                KFImage(URL(string: url))
                    .resizable()
                    .scaledToFill()
                    .frame(width: width, height: width)
                    .clipped()
            }
        }
    }
}

private struct FeedCellShape: View {
    let ownerURL: String
    let imageURL: String
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                KFImage(URL(string: ownerURL))
                    .resizable()
                    .scaledToFill()
                    .frame(width: 36, height: 36)
                    .clipped()
                    .cornerRadius(18)
                Text("owner").font(.system(size: 14, weight: .semibold))
            }
            .padding([.leading, .bottom], 8)
            KFImage(URL(string: imageURL))
                .resizable()
                .scaledToFill()
                .frame(maxHeight: 440)
                .clipped()
        }
    }
}

@MainActor
@Suite("Kingfisher stand-in: held-out screen shapes")
struct HeldOutShapeTests {
    private let orange = Fixtures.argb(0xF2, 0x8C, 0x28)

    @Test("A profile header's avatar loads from the loader, fills its 80-point circle and leaves the corners to the background")
    func profileHeader() {
        let url = "https://firebasestorage.example.com/avatars/\(UUID().uuidString).jpg"
        let view = ProfileHeader(imageURL: url)
            .background(Color.white)
            .environment(\.asyncImageLoader, .images([URL(string: url)!: Fixtures.solidPNG(width: 64, height: 48, orange)]))
        let (_, bitmap) = Fixtures.render(view, width: 120, height: 100)
        #expect(Fixtures.pixel(bitmap, atPoint: 50, 50) == orange)
        #expect(Fixtures.pixel(bitmap, atPoint: 13, 13) == Fixtures.argb(0xFF, 0xFF, 0xFF))
    }

    @Test("Offline, the cells keep their frames: the rows lay out with empty (clear) images in place")
    func offlineCellsKeepTheirFrames() {
        let row = NotificationRow(profileURL: "https://example.com/a.jpg", postURL: "https://example.com/p.jpg").background(Color.white)
        let (window, bitmap) = Fixtures.render(row, width: 390, height: 60)
        #expect(window.layoutDescription().contains("someone liked your post"))
        #expect(Fixtures.pixel(bitmap, atPoint: 36, 30) == Fixtures.argb(0xFF, 0xFF, 0xFF))
        let feed = FeedCellShape(ownerURL: "https://example.com/o.jpg", imageURL: "https://example.com/i.jpg")
        #expect(Fixtures.render(feed, width: 390, height: 500).0.layoutDescription().contains("owner"))
    }

    @Test("A post grid draws each loaded post filling its square; a bad URL string gives no image and no crash")
    func postGrid() {
        let first = "https://example.com/posts/\(UUID().uuidString).jpg", second = "https://example.com/posts/\(UUID().uuidString).jpg"
        let green = Fixtures.argb(0x30, 0x90, 0x40)
        let grid = PostGrid(urls: [first, second, "not a url with spaces"])
            .background(Color.white)
            .environment(
                \.asyncImageLoader,
                .images([
                    URL(string: first)!: Fixtures.solidPNG(width: 30, height: 60, orange),
                    URL(string: second)!: Fixtures.solidPNG(width: 60, height: 30, green),
                ]))
        let (_, bitmap) = Fixtures.render(grid, width: 390, height: 140)
        #expect(Fixtures.pixel(bitmap, atPoint: 65, 65) == orange)
        #expect(Fixtures.pixel(bitmap, atPoint: 195, 65) == green)
        #expect(Fixtures.pixel(bitmap, atPoint: 325, 65) == Fixtures.argb(0xFF, 0xFF, 0xFF))
    }
}
