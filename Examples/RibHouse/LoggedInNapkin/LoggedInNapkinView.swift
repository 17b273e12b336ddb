import Napkin
import NapkinUI

/// The LoggedIn screen: smoke-dark, the user's name in large cream italic, their barbecue
/// foods as a numbered spec list, and a cream-outlined LOGOUT capsule at the bottom.
struct LoggedInNapkinView: View {
    let user: User
    weak var listener: LoggedInNapkinPresentableListener?
    @Environment(\.locale) private var locale

    @Environment(\.verticalSizeClass) private var verticalSizeClass

    var body: some View {
        ZStack {
            Theme.smoke.ignoresSafeArea()
            if verticalSizeClass == .compact {
                // A phone on its side has no room for the column: the name and LOGOUT take
                // the leading half, the foods the trailing half, like a menu's facing pages.
                HStack(alignment: .top, spacing: 44) {
                    VStack(alignment: .leading, spacing: Theme.margin) {
                        LoggedInHeader(name: user.name)
                        Spacer(minLength: 0)
                        logoutButton
                    }
                    FoodsList(foods: user.barbecueFoods)
                }
                .padding(.horizontal, Theme.margin)
                .padding(.top, 20)
                .padding(.bottom, 12)
            } else {
                VStack(alignment: .leading, spacing: Theme.margin) {
                    LoggedInHeader(name: user.name)
                    FoodsList(foods: user.barbecueFoods)
                    Spacer(minLength: 0)
                    logoutButton
                }
                .padding(.horizontal, Theme.margin)
                .padding(.top, 36)
                .padding(.bottom, 12)
            }
        }
    }

    private var logoutButton: some View {
        Button {
            dispatch { [listener] in await listener?.didTapLogout() }
        } label: {
            OutlineButtonLabel(title: RibHouseStrings.string("LOGOUT", in: locale))
        }
        .buttonStyle(.outlinedCapsule(Theme.cream, lineWidth: 1, padding: EdgeInsets()))
        .accessibilityLabel("Logout")
    }
}

/// Kicker, the name in italic, and a hairline.
private struct LoggedInHeader: View {
    let name: String
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            Text(ribHouse: "§ ∞ · SIGNED IN", locale: locale)
                .font(Theme.kicker)
                .foregroundStyle(Theme.creamMuted)
            Text(verbatim: name)
                .font(Theme.name)
                .foregroundStyle(Theme.cream)
                .accessibilityAddTraits(.isHeader)
            Divider().separatorColor(Theme.creamRule).padding(.top, 10)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// "BARBECUE FOODS" and the numbered spec list: `01 · Brisket` …, one hairline per row.
private struct FoodsList: View {
    let foods: [String]
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(ribHouse: "BARBECUE FOODS", locale: locale)
                .font(Theme.kicker)
                .foregroundStyle(Theme.creamMuted)
                .padding(.bottom, 10)
            ForEach(Array(foods.enumerated()), id: \.offset) { index, food in
                FoodRow(number: index + 1, food: food)
            }
        }
    }
}

private struct FoodRow: View {
    let number: Int
    let food: String
    @Environment(\.locale) private var locale

    var body: some View {
        VStack(spacing: 0) {
            HStack(alignment: .firstTextBaseline, spacing: 14) {
                Text(verbatim: Theme.number(number) + " ·")
                    .font(Theme.numeral)
                    .foregroundStyle(Theme.creamMuted)
                Text(verbatim: RibHouseStrings.string(food, in: locale))
                    .font(Theme.item)
                    .foregroundStyle(Theme.cream)
                Spacer(minLength: 0)
            }
            .padding(.vertical, 11)
            Divider().separatorColor(Theme.creamRule)
        }
    }
}

#Preview("Logged in") {
    LoggedInNapkinView(user: BarbecueAuthService.smokeyJoe)
}

#Preview("Logged in, landscape", traits: .landscapeLeft) {
    LoggedInNapkinView(user: BarbecueAuthService.smokeyJoe)
}
