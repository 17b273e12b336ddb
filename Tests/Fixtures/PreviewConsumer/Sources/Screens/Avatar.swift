import NapkinUI

/// A round avatar with initials.
struct Avatar: View {
    var initials: String
    var body: some View {
        Text(initials)
            .font(.title)
            .frame(width: 64, height: 64)
            .background(Circle().fill(Color.blue.opacity(0.3)))
    }
}

#Preview("Avatar", traits: .fixedLayout(width: 120, height: 120)) {
    Avatar(initials: "AL")
}
