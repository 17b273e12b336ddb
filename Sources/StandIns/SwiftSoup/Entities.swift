/// HTML character references: the names the parser decodes and the escaping output uses.
///
/// napkin's table holds HTML 4's 252 named references (Latin-1, symbols, Greek, typography) plus the punctuation
/// names HTML5 pages use most; numeric references (`&#8212;`, `&#x2014;`) decode to any scalar, with the
/// Windows-1252 remapping browsers apply to 0x80–0x9F.
public enum Entities {
    /// How output escapes text: ``base`` writes `&amp;`, `&lt;`, `&gt;`, `&quot;` (in attributes) and `&nbsp;`;
    /// ``xhtml`` writes a no-break space as `&#xa0;`; ``extended`` behaves as ``base`` here.
    public enum EscapeMode: Sendable {
        /// The default: the few characters HTML needs, and `&nbsp;`.
        case base
        /// XHTML's safe set: no named reference but the XML ones.
        case xhtml
        /// Named references where one exists (napkin writes ``base``'s set).
        case extended
    }

    /// The character `name` stands for (`"amp"` is `"&"`), or nil when the table does not know it.
    public static func getCharacterByName(_ name: String) -> Character? {
        EntityTable.named[name].map { Character($0) }
    }

    /// Whether `name` is a named reference napkin decodes.
    public static func isNamedEntity(_ name: String) -> Bool { EntityTable.named[name] != nil }

    /// `string` with `&`, `<`, `>`, `"` and the no-break space written as references.
    public static func escape(_ string: String) -> String {
        var out = ""
        escape(string, into: &out, mode: .base, inAttribute: false, normaliseWhite: false)
        return out
    }

    /// `string` with its character references decoded.
    public static func unescape(_ string: String) -> String {
        var reader = ScalarReader(Array(string.unicodeScalars))
        var out = String.UnicodeScalarView()
        while let scalar = reader.current {
            if scalar == "&", let decoded = reader.consumeCharacterReference(inAttribute: false) {
                out.append(contentsOf: decoded)
            } else {
                out.append(scalar)
                reader.advance()
            }
        }
        return String(out)
    }

    static func escape(
        _ string: String, into out: inout String, mode: EscapeMode, inAttribute: Bool, normaliseWhite: Bool
    ) {
        var lastWasWhite = false
        for scalar in string.unicodeScalars {
            if normaliseWhite, HTMLText.isWhitespace(scalar) {
                if !lastWasWhite { out.append(" ") }
                lastWasWhite = true
                continue
            }
            lastWasWhite = false
            switch scalar {
            case "&": out.append("&amp;")
            case "\u{A0}": out.append(mode == .xhtml ? "&#xa0;" : "&nbsp;")
            case "<": out.append(inAttribute && mode != .xhtml ? "<" : "&lt;")
            case ">": out.append(inAttribute ? ">" : "&gt;")
            case "\"": out.append(inAttribute ? "&quot;" : "\"")
            default: out.unicodeScalars.append(scalar)
            }
        }
    }
}

enum EntityTable {
    /// Names from Latin-1's no-break space (160) to ÿ (255), in code point order.
    private static let latin1 = """
        nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute \
        micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig \
        Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash \
        Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc \
        euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml \
        yacute thorn yuml
        """
    private static let greekUpper = "Alpha Beta Gamma Delta Epsilon Zeta Eta Theta Iota Kappa Lambda Mu Nu Xi Omicron Pi Rho"
    private static let greekUpperTail = "Sigma Tau Upsilon Phi Chi Psi Omega"
    private static let greekLower = """
        alpha beta gamma delta epsilon zeta eta theta iota kappa lambda mu nu xi omicron pi rho sigmaf sigma tau upsilon \
        phi chi psi omega
        """
    private static let others = """
        quot 34 amp 38 lt 60 gt 62 apos 39 QUOT 34 AMP 38 LT 60 GT 62 COPY 169 REG 174 OElig 338 oelig 339 Scaron 352 \
        scaron 353 Yuml 376 fnof 402 circ 710 tilde 732 thetasym 977 upsih 978 piv 982 ensp 8194 emsp 8195 thinsp 8201 \
        zwnj 8204 zwj 8205 lrm 8206 rlm 8207 hyphen 8208 ndash 8211 mdash 8212 lsquo 8216 rsquo 8217 rsquor 8217 \
        sbquo 8218 lsquor 8218 ldquo 8220 rdquo 8221 rdquor 8221 bdquo 8222 ldquor 8222 dagger 8224 Dagger 8225 \
        bull 8226 hellip 8230 permil 8240 prime 8242 Prime 8243 lsaquo 8249 rsaquo 8250 oline 8254 frasl 8260 \
        euro 8364 image 8465 weierp 8472 real 8476 trade 8482 alefsym 8501 larr 8592 uarr 8593 rarr 8594 darr 8595 \
        harr 8596 crarr 8629 lArr 8656 uArr 8657 rArr 8658 dArr 8659 hArr 8660 forall 8704 part 8706 exist 8707 \
        empty 8709 nabla 8711 isin 8712 notin 8713 ni 8715 prod 8719 sum 8721 minus 8722 lowast 8727 radic 8730 \
        prop 8733 infin 8734 ang 8736 and 8743 or 8744 cap 8745 cup 8746 int 8747 there4 8756 sim 8764 cong 8773 \
        asymp 8776 ne 8800 equiv 8801 le 8804 ge 8805 sub 8834 sup 8835 nsub 8836 sube 8838 supe 8839 oplus 8853 \
        otimes 8855 perp 8869 sdot 8901 lceil 8968 rceil 8969 lfloor 8970 rfloor 8971 lang 10216 rang 10217 loz 9674 \
        spades 9824 clubs 9827 hearts 9829 diams 9830 Tab 9 NewLine 10 excl 33 num 35 dollar 36 percnt 37 lpar 40 \
        rpar 41 ast 42 plus 43 comma 44 period 46 sol 47 colon 58 semi 59 equals 61 quest 63 commat 64 lsqb 91 \
        lbrack 91 bsol 92 rsqb 93 rbrack 93 Hat 94 lowbar 95 grave 96 lcub 123 lbrace 123 verbar 124 vert 124 \
        rcub 125 rbrace 125 nbsp 160 middot 183 check 10003 cross 10007 starf 9733 star 9734 phone 9742 female 9792 \
        male 9794 sharp 9839 flat 9837 natural 9838 copysr 8471 trade 8482 TRADE 8482 half 189 frac13 8531 \
        frac23 8532 frac15 8533 frac18 8539 deg 176 micro 181 dash 8208 horbar 8213 Vert 8214 nldr 8229 mldr 8230
        """

    static let named: [String: Unicode.Scalar] = {
        var table: [String: Unicode.Scalar] = [:]
        func add(_ names: String, from start: UInt32) {
            for (offset, name) in names.split(separator: " ").enumerated() {
                table[String(name)] = Unicode.Scalar(start + UInt32(offset))
            }
        }
        add(latin1, from: 160)
        add(greekUpper, from: 913)
        add(greekUpperTail, from: 931)
        add(greekLower, from: 945)
        let pairs = others.split(separator: " ")
        for index in stride(from: 0, to: pairs.count - 1, by: 2) {
            if let value = UInt32(pairs[index + 1]), let scalar = Unicode.Scalar(value) { table[String(pairs[index])] = scalar }
        }
        return table
    }()

    /// The names HTML lets a page write without the semicolon (`&copy 2024`, `&amp`).
    static let legacy: Set<String> = {
        var names = Set(latin1.split(separator: " ").map(String.init))
        names.formUnion(["amp", "lt", "gt", "quot", "AMP", "LT", "GT", "QUOT", "COPY", "REG"])
        return names
    }()

    /// What browsers read 0x80–0x9F as in a numeric reference (Windows-1252).
    static let windows1252: [UInt32] = [
        0x20AC, 0x81, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160, 0x2039, 0x0152, 0x8D,
        0x017D, 0x8F, 0x90, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A,
        0x0153, 0x9D, 0x017E, 0x0178,
    ]
}

enum HTMLText {
    /// HTML's white space: space, tab, line feed, form feed and carriage return (not the no-break space).
    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "\u{0C}"
    }

    static func isBlank(_ string: String) -> Bool { string.unicodeScalars.allSatisfy(isWhitespace) }

    /// `string` with runs of white space written as one space, trimmed.
    static func normalised(_ string: String) -> String {
        var out = ""
        appendNormalised(string, to: &out)
        return trimmed(out)
    }

    static func trimmed(_ string: String) -> String {
        let scalars = string.unicodeScalars
        guard let start = scalars.firstIndex(where: { !isWhitespace($0) }),
            let end = scalars.lastIndex(where: { !isWhitespace($0) })
        else { return "" }
        return String(scalars[start...end])
    }

    /// Appends `string` to `out` with white space collapsed, dropping leading white space when `out` ends in some.
    static func appendNormalised(_ string: String, to out: inout String) {
        var lastWasWhite = out.unicodeScalars.last.map(isWhitespace) ?? false
        for scalar in string.unicodeScalars {
            if isWhitespace(scalar) {
                if !lastWasWhite { out.append(" ") }
                lastWasWhite = true
            } else {
                out.unicodeScalars.append(scalar)
                lastWasWhite = false
            }
        }
    }

    static func endsInWhitespace(_ string: String) -> Bool { string.unicodeScalars.last.map(isWhitespace) ?? false }
}
