import Foundation
import NapkinUI

/// The screens of the suite, each a kind of real screen that differs with its number.
enum ScreenKind: String, CaseIterable {
    case shadowCards, blurredMaterial, gradients, photos, list
}

/// A kind of screen, number `n`, in `scheme`.
@MainActor
func screen(_ kind: ScreenKind, _ n: Int) -> AnyView {
    switch kind {
    case .shadowCards: return AnyView(ShadowCards(n: n))
    case .blurredMaterial: return AnyView(BlurredMaterial(n: n))
    case .gradients: return AnyView(Gradients(n: n))
    case .photos: return AnyView(Photos(n: n))
    case .list: return AnyView(Settings(n: n))
    }
}

private let tints: [Color] = [.blue, .orange, .pink, .green, .purple, .teal, .indigo, .red]

/// Six cards with `.shadow(radius: 4)` in a two-column grid, as a dashboard.
struct ShadowCards: View {
    let n: Int
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("Dashboard \(n)").font(.largeTitle.bold())
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 16) {
                    ForEach(0..<6, id: \.self) { i in
                        VStack(alignment: .leading, spacing: 8) {
                            Image(systemName: ["chart.bar.fill", "heart.fill", "bolt.fill", "star.fill", "cart.fill", "bell.fill"][i])
                                .font(.title2).foregroundStyle(tints[(n + i) % tints.count])
                            Text("\((n * 37 + i * 11) % 1000)").font(.title.bold()).monospacedDigit()
                            Text(["Visits", "Likes", "Energy", "Stars", "Orders", "Alerts"][i]).font(.subheadline).foregroundStyle(.secondary)
                        }
                        .padding(16)
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .background(Color(.secondarySystemGroupedBackground), in: RoundedRectangle(cornerRadius: 16))
                        .shadow(radius: 4)
                    }
                }
            }
            .padding(20)
        }
        .background(Color(.systemGroupedBackground))
    }
}

/// A photo, blurred, behind panels of `.regularMaterial` and `.thinMaterial`.
struct BlurredMaterial: View {
    let n: Int
    var body: some View {
        ZStack {
            Image("photo", bundle: .module).resizable().scaledToFill().blur(radius: 20).ignoresSafeArea()
            VStack(spacing: 16) {
                Spacer()
                VStack(alignment: .leading, spacing: 6) {
                    Text("Now playing").font(.caption.weight(.semibold)).foregroundStyle(.secondary).textCase(.uppercase)
                    Text("Track \(n): Harbour Lights").font(.title2.bold())
                    Capsule().fill(Color.blue).frame(width: CGFloat(40 + (n % 10) * 25), height: 6)
                }
                .padding(20)
                .background(.regularMaterial, in: RoundedRectangle(cornerRadius: 20))
                HStack(spacing: 28) {
                    ForEach(["backward.fill", "play.fill", "forward.fill"], id: \.self) { symbol in
                        Image(systemName: symbol).font(.title)
                    }
                }
                .padding(.vertical, 14).padding(.horizontal, 32)
                .background(.thinMaterial, in: Capsule())
            }
            .padding(24)
        }
    }
}

/// Linear and radial gradients: a hero, buttons, rings.
struct Gradients: View {
    let n: Int
    var body: some View {
        VStack(spacing: 20) {
            RoundedRectangle(cornerRadius: 24)
                .fill(LinearGradient(colors: [tints[n % 8], tints[(n + 3) % 8]], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(height: 220)
                .overlay(Text("Offer \(n)").font(.largeTitle.bold()).foregroundStyle(.white))
            HStack(spacing: 16) {
                ForEach(0..<3, id: \.self) { i in
                    Circle()
                        .fill(RadialGradient(colors: [.white, tints[(n + i) % 8]], center: .center, startRadius: 4, endRadius: 50))
                        .frame(width: 96, height: 96)
                }
            }
            ForEach(0..<3, id: \.self) { i in
                Text(["Continue", "Upgrade", "Later"][i]).font(.headline).foregroundStyle(.white)
                    .frame(maxWidth: .infinity).padding(.vertical, 14)
                    .background(LinearGradient(colors: [tints[(n + i + 1) % 8], tints[(n + i + 5) % 8]], startPoint: .leading, endPoint: .trailing), in: Capsule())
            }
            Spacer()
        }
        .padding(20)
    }
}

/// A grid of photos scaled into rounded thumbnails, under a header photo.
struct Photos: View {
    let n: Int
    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 12) {
                Image("photo", bundle: .module).resizable().scaledToFill().frame(height: 200).clipShape(RoundedRectangle(cornerRadius: 18))
                Text("Album \(n)").font(.title.bold())
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.flexible())], spacing: 8) {
                    ForEach(0..<9, id: \.self) { i in
                        Image("photo", bundle: .module).resizable().scaledToFill()
                            .frame(height: 110).clipShape(RoundedRectangle(cornerRadius: 8))
                            .overlay(alignment: .bottomLeading) { Text("\(n * 9 + i)").font(.caption.bold()).foregroundStyle(.white).padding(6) }
                    }
                }
            }
            .padding(16)
        }
    }
}

/// A settings list: sections of rows with icons, values and toggles.
struct Settings: View {
    let n: Int
    @State private var on = true
    var body: some View {
        NavigationStack {
            List {
                Section("Account \(n)") {
                    ForEach(0..<4, id: \.self) { i in
                        Label(["Profile", "Privacy", "Security", "Storage"][i], systemImage: ["person.fill", "hand.raised.fill", "lock.fill", "internaldrive.fill"][i])
                    }
                }
                Section("Preferences") {
                    Toggle("Notifications", isOn: $on)
                    Toggle("Background refresh", isOn: .constant(n % 2 == 0))
                    HStack { Text("Language"); Spacer(); Text("English").foregroundStyle(.secondary) }
                    HStack { Text("Version"); Spacer(); Text("2.\(n).0").foregroundStyle(.secondary) }
                }
                Section("More") {
                    ForEach(0..<6, id: \.self) { i in Text("Item \(n)-\(i)") }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
