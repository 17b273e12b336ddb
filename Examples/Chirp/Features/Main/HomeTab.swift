import NapkinUI

/// Home: who is signed in, and the (still empty) feed.
struct HomeTab: View {
    let user: PublicUser?

    var body: some View {
        Form {
            Section {
                UserCard(user: user)
            }
            Section {
                FeedEmptyRow()
            } header: {
                Text("Your feed").foregroundStyle(ChirpPalette.secondary)
            }
        }
    }
}

/// The user's avatar (their initial in a tinted circle), name and email.
struct UserCard: View {
    let user: PublicUser?

    var body: some View {
        HStack(spacing: 14) {
            Avatar(initial: user.flatMap { $0.username.first.map { String($0).uppercased() } } ?? "?")
                // The initial repeats the username beside it; VoiceOver reads the name alone.
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 3) {
                Text(verbatim: user.map { "@" + $0.username } ?? "Signed in").font(.headline)
                Text(verbatim: user?.email ?? "Your session is active.").font(.subheadline).foregroundStyle(ChirpPalette.secondary)
            }
            Spacer(minLength: 0)
        }
        .padding(.vertical, 4)
    }
}

/// A 48-point circle with an initial.
struct Avatar: View {
    let initial: String

    var body: some View {
        ZStack {
            Circle().fill(ChirpPalette.avatarFill)
            Text(verbatim: initial).font(.sansMedium(20)).foregroundStyle(.white)
        }
        .frame(width: 48, height: 48)
    }
}

/// What the feed shows before anyone has chirped.
struct FeedEmptyRow: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("No chirps yet").font(.headline)
            Text("Chirps from people you follow will show up here.").font(.subheadline).foregroundStyle(ChirpPalette.secondary)
        }
        .padding(.vertical, 6)
    }
}
