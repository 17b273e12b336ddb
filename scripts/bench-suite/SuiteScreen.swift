import NapkinUI

/// A full iPhone 13 Pro screen (1170×2532) that differs per test: a kicker, a serif headline,
/// a lede, a hairline and a capsule button on paper.
struct SuiteScreen: View {
    let index: Int

    var body: some View {
        ZStack {
            Color(hex: 0xF3EDE1).ignoresSafeArea()
            VStack(alignment: .leading, spacing: 28) {
                Spacer(minLength: 0)
                SuiteHeadline(index: index)
                Divider()
                Text("ORDER NO. \(index)")
                    .font(.mono(14))
                    .foregroundStyle(Color(hex: 0x1C1A17))
                Spacer(minLength: 0)
            }
            .padding(.horizontal, 28)
        }
    }
}

private struct SuiteHeadline: View {
    let index: Int

    var body: some View {
        VStack(alignment: .leading, spacing: 18) {
            Text("§ \(index) · SUITE").font(.mono(12)).foregroundStyle(Color(hex: 0x5E584E))
            Text("Screen number *\(index)* of the suite.").font(.serif(46))
            Text("Every test renders, then compares with its reference.").font(.serif(20))
        }
    }
}
