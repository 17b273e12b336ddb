import NapkinUI

/// A profile, as an app shows it.
public struct ProfileScreen: View {
    /// The person's name.
    public var name: String
    /// The profile of the person called `name`.
    public init(name: String) { self.name = name }

    /// The avatar, the name and the member's badge.
    public var body: some View {
        VStack(spacing: 16) {
            Avatar(initials: String(name.prefix(1)))
            Text(name).font(.title)
            MemberBadge()
        }
        .padding()
    }
}

/// Private to this file; only the previews below may use it.
private struct MemberBadge: View {
    var body: some View {
        Text("MEMBER").font(.caption).padding(6).background(Color.yellow)
    }
}

#Preview {
    ProfileScreen(name: "Ada Lovelace")
}

#Preview("Badge", traits: .sizeThatFitsLayout) {
    MemberBadge()
}
