import NapkinUI

/// A profile header over a scrolling page: avatar, name, handle, counts and actions, then
/// a grid of recent photos.
public struct ProfileScreen: View {
    /// The screen.
    public init() {}

    /// The screen's content.
    public var body: some View {
        ScrollView {
            VStack(spacing: 20) {
                ProfileHeader()
                ProfileStats()
                ProfileActions()
                PhotoGrid()
            }
            .padding(.horizontal, 20)
        }
    }
}

struct ProfileHeader: View {
    var body: some View {
        VStack(spacing: 6) {
            Image(systemName: "person.crop.circle.fill")
                .resizable()
                .scaledToFit()
                .frame(width: 96, height: 96)
                .foregroundStyle(.teal)
                .accessibilityLabel("Profile photo")
            Text("Grace Hopper").font(.title)
            Label("Arlington, Virginia", systemImage: "mappin.and.ellipse")
                .font(.subheadline)
                .foregroundStyle(AccessibleColors.secondaryText)
        }
        .padding(.top, 12)
    }
}

struct ProfileStats: View {
    var body: some View {
        HStack {
            Stat(value: "1,204", title: "Posts")
            Divider().frame(height: 32)
            Stat(value: "48.1K", title: "Followers")
            Divider().frame(height: 32)
            Stat(value: "312", title: "Following")
        }
    }
}

struct Stat: View {
    let value: String
    let title: String

    var body: some View {
        VStack(spacing: 2) {
            Text(value).font(.headline)
            Text(title).font(.caption).foregroundStyle(AccessibleColors.secondaryText)
        }
        .frame(maxWidth: .infinity)
        // A count and what it counts read together: "1,204, Posts".
        .accessibilityElement(children: .combine)
    }
}

struct ProfileActions: View {
    var body: some View {
        HStack(spacing: 12) {
            Button {
            } label: {
                Label("Follow", systemImage: "person.badge.plus")
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(AccessibleColors.blue, in: RoundedRectangle(cornerRadius: 10))
            }
            Button {
            } label: {
                Label("Message", systemImage: "envelope")
                    .foregroundStyle(AccessibleColors.blue)
                    .frame(maxWidth: .infinity, minHeight: 44)
                    .background(AccessibleColors.blue.opacity(0.12), in: RoundedRectangle(cornerRadius: 10))
            }
        }
    }
}

struct PhotoGrid: View {
    static let symbols = [
        "sun.max.fill", "leaf", "car.fill", "cup.and.saucer", "book.fill", "music.note", "pawprint", "flame.fill", "camera.fill",
    ]
    static let tints: [Color] = [.orange, .green, .blue, .brown, .indigo, .pink, .mint, .red, .purple]

    var body: some View {
        LazyVGrid(columns: [GridItem(.flexible(), spacing: 4), GridItem(.flexible(), spacing: 4), GridItem(.flexible())], spacing: 4) {
            ForEach(0..<9) { index in
                Image(systemName: Self.symbols[index])
                    .font(.title)
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity, minHeight: 110)
                    .background(Self.tints[index].opacity(0.8))
                    // Read as a photo, not by the placeholder symbol's name.
                    .accessibilityLabel("Photo \(index + 1)")
            }
        }
    }
}

#Preview("Profile") {
    ProfileScreen()
}
