import Foundation
import NapkinUI

/// An async-image feed: cards whose photos load through `AsyncImage`: loaded, still loading,
/// and failed.
public struct PhotoFeedScreen: View {
    struct Post: Identifiable {
        let id: Int
        let title: String
        let author: String
        let likes: Int
        var url: URL { URL(string: "https://photos.example.com/\(id).png")! }
    }

    static let posts = [
        Post(id: 1, title: "Oak smoke at dawn", author: "Pitmaster Lou", likes: 128),
        Post(id: 2, title: "Twelve hours in", author: "Rosa", likes: 96),
        Post(id: 3, title: "Resting the brisket", author: "Dev", likes: 64),
    ]

    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        NavigationStack {
            ScrollView {
                LazyVStack(spacing: 16) {
                    ForEach(Self.posts) { post in
                        PostCard(post: post)
                    }
                }
                .padding(.horizontal, 16)
            }
            .navigationTitle("Feed")
        }
    }
}

private struct PostCard: View {
    let post: PhotoFeedScreen.Post
    @Environment(\.colorScheme) private var colorScheme

    /// The likes' pink: iOS's own in the dark (5.9:1 on black), a deeper one in the light,
    /// where iOS's pink gives 14-point text 3.7:1 on white.
    private var likesPink: Color { colorScheme == .dark ? .pink : AccessibleColors.avatarPink }

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            // The photo fills a fixed box (an overlay, so a wide photo cannot widen the card).
            Color(.secondarySystemFill)
                .frame(height: 180)
                .overlay {
                    AsyncImage(url: post.url) { phase in
                        if let image = phase.image {
                            image.resizable().scaledToFill().accessibilityLabel("Photo: \(post.title)")
                        } else if phase.error != nil {
                            Label("Couldn't load the photo", systemImage: "exclamationmark.triangle")
                                .foregroundStyle(AccessibleColors.secondaryText)
                        } else {
                            ProgressView()
                        }
                    }
                }
                .clipShape(.rect(cornerRadius: 12))
            HStack(alignment: .firstTextBaseline) {
                VStack(alignment: .leading, spacing: 2) {
                    Text(post.title).font(.headline)
                    Text(post.author).font(.subheadline).foregroundStyle(AccessibleColors.secondaryText)
                }
                .accessibilityElement(children: .combine)
                Spacer()
                Label("\(post.likes)", systemImage: "heart.fill").font(.subheadline)
                    .foregroundStyle(likesPink)
                    .accessibilityLabel("\(post.likes) likes")
                // The share symbol alone is 13 × 16 points: its button takes taps in 44 × 44,
                // the negative padding keeping the symbol where it was, at the card's edge.
                ShareLink(item: post.url) {
                    Image(systemName: "square.and.arrow.up").frame(width: 44, height: 44).contentShape(.rect)
                }
                .padding(.vertical, -14)
                .padding(.horizontal, -15.5)
                .accessibilityLabel("Share")
            }
        }
    }
}
