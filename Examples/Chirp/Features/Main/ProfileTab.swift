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
            Section {
                DetailRow(title: "Username", value: user.map { "@" + $0.username } ?? "—")
                DetailRow(title: "Email", value: user?.email ?? "—")
            } header: {
                Text("Account").foregroundStyle(ChirpPalette.secondary)
            }
            Section {
                Button(role: .destructive, action: logout) {
                    Text("Log Out of Chirp").foregroundStyle(ChirpPalette.destructive)
                }
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
            Text(verbatim: value).foregroundStyle(ChirpPalette.secondary)
        }
    }
}
