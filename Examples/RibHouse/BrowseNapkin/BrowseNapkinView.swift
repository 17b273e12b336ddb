import Napkin
import NapkinUI

/// The menu: the user's foods as a numbered list. The selected one is marked; tapping it
/// again opens its detail.
struct BrowseNapkinView: View {
    let foods: [String]
    var selection: String?
    weak var listener: BrowseNapkinPresentableListener?

    var body: some View {
        PaperPage(kicker: "§ 02 · THE MENU", title: Text("On the *tray*.")) {
            VStack(alignment: .leading, spacing: 0) {
                ForEach(Array(foods.enumerated()), id: \.offset) { index, food in
                    MenuRow(number: index + 1, food: food, isSelected: food == selection) {
                        dispatch { [listener] in await listener?.didTapFood(food) }
                    }
                }
                Text(verbatim: selection == nil ? "Tap a food to mark it." : "Tap it again for the details.")
                    .font(Theme.kicker.size(11))
                    .foregroundStyle(Theme.inkMuted)
                    .padding(.top, 18)
            }
        }
    }
}

private struct MenuRow: View {
    let number: Int
    let food: String
    let isSelected: Bool
    let action: @MainActor () -> Void

    var body: some View {
        Button(action: action) {
            VStack(spacing: 0) {
                HStack(alignment: .firstTextBaseline, spacing: 14) {
                    Text(verbatim: Theme.number(number) + " ·")
                        .font(Theme.numeral)
                        .foregroundStyle(Theme.inkMuted)
                    Text(verbatim: food)
                        .font(isSelected ? Theme.item.italic() : Theme.item)
                        .foregroundStyle(Theme.ink)
                    Spacer(minLength: 0)
                    if isSelected {
                        Text("SELECTED →").font(Theme.kicker.size(11)).foregroundStyle(Theme.ink)
                    }
                }
                .padding(.vertical, 11)
                Divider().separatorColor(Theme.ink.opacity(isSelected ? 0.9 : 0.25))
            }
        }
        .buttonStyle(.plain)
        .accessibilityLabel(food)
    }
}

#Preview("Browse") {
    BrowseNapkinView(foods: BarbecueAuthService.smokeyJoe.barbecueFoods, selection: "Burnt Ends")
}
