import NapkinSupport

/// How an asset's name becomes a Swift name, as Xcode 15 and later make the names of its generated asset
/// symbols (`GeneratedAssetSymbols.swift`). Apple does not document the rules; they are inferred from the files Xcode
/// wrote for public projects (the names beside each rule below come from those files), and what no file showed
/// is marked "unconfirmed".
///
/// 1. The name is cut into words: at every character that is neither a letter nor a digit (space, "-", "_",
///    ".", …: `Trip_Status_Bar`, `custom.cloud.badge.play`, `Frame 74`), where a lowercase letter meets an
///    uppercase one (`brandRed`), before the last capital of a run of capitals that a lowercase letter follows
///    (`UPIPayment` → UPI, Payment), and where a digit meets a capital (`292C38` → 292, C, 38). A lowercase letter
///    and a digit stay together (`c50000`, `dark2`).
/// 2. A last word "Color" or "Image" (any case) is dropped when another word is left: `AccentColor` → `accent`,
///    `backgroundColor` → `background`, `pink-color` → `pink`, `FileImage` → `file`; `Image` alone stays `image`.
///    Xcode drops both words from colour sets and image sets alike (an image set `backgroundColor` is `background`).
/// 3. A name with no lowercase letter keeps its case (`AC`, `TV`, `FFE05D` → `FFE_05_D`). Otherwise the first word
///    is lowercased, wholly when it is all capitals (`GPS-Tracking` → `gpsTracking`, `UPI Autopay` → `upiAutopay`),
///    else its first letter (`WiFi` → `wiFi`); every later word gets a capital first letter and keeps the rest
///    (`bus-serchticket-bg` → `busSerchticketBg`, `Manage UPI ID` → `manageUPIID`).
/// 4. Words are joined directly, except with "_" where a digit meets a digit or a capital of the next or previous
///    word as written (`A-1-1-0` → `A_1_1_0`, `4AB3FF` → `_4_AB_3_FF`); a lowercase letter beside a digit needs
///    none (`10_back_arm` → `_10BackArm`, `Frame 74` → `frame74`).
/// 5. A name beginning with a digit gets a leading "_" (`121212` → `_121212`).
/// 6. A Swift keyword is written in backquotes (`Surface/Default` → `` `default` ``).
/// 7. A folder that provides a namespace becomes a type named by rules 1, 4 and 5 with every word's first letter a
///    capital (`iconPreviews` → `IconPreviews`); its sets are members of that type.
///
/// Unconfirmed: letters outside ASCII (kept when Unicode allows them in an identifier, the rest cut as separators),
/// a digit met by a lowercase letter of the next word (no "_" is written), names that make `self`, `init` or a type
/// named `Self`, `Type`, `Protocol` or `Any` (Xcode's behaviour not seen: no symbol is written here, with a warning).
enum SymbolNames {
    /// The member name of the set `name` (its own name, without namespace folders), backquoted when a keyword; `nil`
    /// when no Swift name can be made from it (no letter or digit, or a name Swift reserves).
    static func member(for name: String) -> String? {
        var words = self.words(in: name)
        if words.count > 1, let last = words.last, ["color", "image"].contains(String(String.UnicodeScalarView(last)).lowercased()) {
            words.removeLast()
        }
        guard !words.isEmpty else { return nil }
        let keepsCase = !words.joined().contains { isLowercase($0) }
        var written = words
        if !keepsCase {
            written[0] = written[0].allSatisfy { !isLowercase($0) } ? lowercased(written[0]) : lowercasedFirst(written[0])
            for index in written.indices.dropFirst() { written[index] = capitalizedFirst(written[index]) }
        }
        let identifier = join(written, original: words)
        guard !["self", "init", "Self", "Type", "Protocol"].contains(identifier) else { return nil }
        return SwiftIdentifiers.escaped(identifier)
    }

    /// The type name of the namespace folder `name`; `nil` when no Swift type name can be made from it.
    static func type(for name: String) -> String? {
        let words = self.words(in: name)
        guard !words.isEmpty else { return nil }
        let identifier = join(words.map(capitalizedFirst), original: words)
        guard !["Self", "Type", "Protocol", "Any"].contains(identifier) else { return nil }
        return SwiftIdentifiers.escaped(identifier)
    }

    /// The words of `name` (rule 1), as Unicode scalars.
    static func words(in name: String) -> [[Unicode.Scalar]] {
        let scalars = Array(name.unicodeScalars)
        var words: [[Unicode.Scalar]] = []
        var current: [Unicode.Scalar] = []
        for (index, scalar) in scalars.enumerated() {
            guard isWordScalar(scalar) else {
                if !current.isEmpty { words.append(current) }
                current = []
                continue
            }
            if let previous = current.last {
                let next = index + 1 < scalars.count ? scalars[index + 1] : nil
                let boundary =
                    (isLowercase(previous) && isUppercase(scalar)) || (isDigit(previous) && isUppercase(scalar))
                    || (isUppercase(previous) && isDigit(scalar))
                    || (isUppercase(previous) && isUppercase(scalar) && next.map(isLowercase) == true)
                if boundary {
                    words.append(current)
                    current = []
                }
            }
            current.append(scalar)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Rules 4 and 5: `written` joined, with "_" where a digit of `original` meets a digit or capital of the next
    /// word, and before a leading digit.
    private static func join(_ written: [[Unicode.Scalar]], original: [[Unicode.Scalar]]) -> String {
        var result = String.UnicodeScalarView()
        for index in written.indices {
            if index > 0, let end = original[index - 1].last, let start = original[index].first,
                (isDigit(end) && (isDigit(start) || isUppercase(start))) || (isUppercase(end) && isDigit(start))
            {
                result.append("_")
            }
            result.append(contentsOf: written[index])
        }
        if let first = result.first, isDigit(first) || !(first.isASCII || first.properties.isXIDStart) {
            result.insert("_", at: result.startIndex)
        }
        return String(result)
    }

    private static func isWordScalar(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? (isDigit(scalar) || (scalar.properties.isAlphabetic)) : scalar.properties.isXIDContinue
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isUppercase }
    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool { scalar.properties.isLowercase }

    private static func lowercased(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        Array(String(String.UnicodeScalarView(word)).lowercased().unicodeScalars)
    }

    private static func lowercasedFirst(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let first = word.first else { return word }
        return Array(String(first).lowercased().unicodeScalars) + word.dropFirst()
    }

    private static func capitalizedFirst(_ word: [Unicode.Scalar]) -> [Unicode.Scalar] {
        guard let first = word.first else { return word }
        return Array(String(first).uppercased().unicodeScalars) + word.dropFirst()
    }
}
