import NapkinUI

/// One food, set large: its number, its name in italic and how the pit treats it.
struct FoodDetailNapkinView: View {
    let food: String
    let number: Int

    var body: some View {
        PaperPage(kicker: "§ 02.\(Theme.number(number)) · ON THE TRAY", title: Text(verbatim: food).italic()) {
            Text("Smoked low and slow over post oak, rested, then sliced to order at the pass.")
                .font(Theme.lede)
                .foregroundStyle(Theme.inkMuted)
                .lineSpacing(4)
        }
    }
}

#Preview("Food detail") {
    FoodDetailNapkinView(food: "Burnt Ends", number: 4)
}
