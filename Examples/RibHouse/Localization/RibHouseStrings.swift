import Foundation
import NapkinUI

/// RibHouse's strings tables: for each language, the English text (the key, as the views
/// write it) and its translation, as a `Localizable.strings` file holds them. A key a table
/// lacks shows in English, as iOS shows a missing translation.
///
/// Arabic exists to exercise right to left: `ribhouse-render --locale ar` renders the app in
/// Arabic with the layout mirrored.
enum RibHouseStrings {
    /// The tables by language code.
    static let tables: [String: [String: String]] = ["ar": arabic]

    /// Arabic (Modern Standard), with Arabic-Indic digits in the kickers as a printed Arabic
    /// menu numbers its sections.
    static let arabic: [String: String] = [
        "§ 00 · WELCOME": "§ ٠٠ · أهلًا بكم",
        "Step inside the *smokehouse*.": "تفضّلوا إلى *بيت الشواء*.",
        "Sign in to see what’s on the tray today.": "سجّلوا الدخول لتروا ما على الصينية اليوم.",
        "LOGIN": "دخول",
        "Login": "دخول",
        "§ ∞ · SIGNED IN": "§ ∞ · تم الدخول",
        "BARBECUE FOODS": "أطباق الشواء",
        "LOGOUT": "خروج",
        "Logout": "خروج",
        "Brisket": "صدر مدخّن",
        "Pulled Pork": "لحم مفتّت",
        "St. Louis Ribs": "أضلاع سانت لويس",
        "Burnt Ends": "الأطراف المحمّصة",
        "Smoked Sausage": "نقانق مدخّنة",
    ]

    /// `key` in `locale`'s language, or `key` itself.
    static func string(_ key: String, in locale: Locale) -> String {
        let language = locale.identifier.prefix { $0 != "_" && $0 != "-" }.lowercased()
        return tables[language]?[key] ?? key
    }
}

extension Text {
    /// `key` from RibHouse's strings table in `locale`'s language, read as inline Markdown,
    /// as SwiftUI's `Text("…")` reads `Localizable.strings` for the app's language.
    init(ribHouse key: String, locale: Locale) {
        self.init(LocalizedStringKey(RibHouseStrings.string(key, in: locale)))
    }
}
