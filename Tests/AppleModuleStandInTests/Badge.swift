// A view file written against iOS 18's SwiftUICore: it imports that module alone.
import SwiftUICore

struct Badge: View {
    let count: Int

    var body: some View {
        Text("\(count) new")
            .padding(.horizontal, 8)
            .background(Capsule().fill(Color.red))
    }
}
