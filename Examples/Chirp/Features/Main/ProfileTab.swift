import NapkinUI

/// Profile: the account's details and a destructive "Log Out" row.
struct ProfileTab: View {
    let user: PublicUser?
    let logout: @MainActor () -> Void

    var body: some View {
        Form {
            Section {
                UserCard(user: user)
            }
            Section("Account") {
                DetailRow(title: "Username", value: user.map { "@" + $0.username } ?? "—")
                DetailRow(title: "Email", value: user?.email ?? "—")
            }
            Section {
                Button("Log Out of Chirp", role: .destructive, action: logout)
            }
        }
    }
}

/// A title on the leading side and a grey value on the trailing side.
struct DetailRow: View {
    let title: String
    let value: String

    var body: some View {
        HStack {
            Text(verbatim: title)
            Spacer()
            Text(verbatim: value).foregroundStyle(.secondaryLabel)
        }
    }
}
