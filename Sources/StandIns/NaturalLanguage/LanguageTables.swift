/// What napkin identifies languages by: the script of the letters, then, for scripts several languages share,
/// the commonest short words of each language and the letters only some of them use. Written for napkin; no
/// statistical model is involved, so the answer is deterministic and explainable, and right for ordinary
/// sentences of the languages below; short or mixed text may be misidentified where Apple's model would not.
enum LanguageTables {
    /// The language a script is written in when it is the only one (or the first guess among several).
    static let scriptLanguages: [String: [NLLanguage]] = [
        "Latn": [
            .english, .french, .german, .spanish, .italian, .portuguese, .dutch, .swedish, .danish, .norwegian, .finnish, .polish,
            .czech, .slovak, .turkish, .indonesian, .malay, .vietnamese, .romanian, .hungarian, .croatian, .catalan, .icelandic,
        ],
        "Cyrl": [.russian, .ukrainian, .bulgarian, .kazakh, .mongolian],
        "Arab": [.arabic, .persian, .urdu],
        "Hebr": [.hebrew], "Grek": [.greek], "Thai": [.thai], "Deva": [.hindi, .marathi], "Beng": [.bengali],
        "Taml": [.tamil], "Telu": [.telugu], "Knda": [.kannada], "Mlym": [.malayalam], "Gujr": [.gujarati], "Guru": [.punjabi],
        "Orya": [.oriya], "Sinh": [.sinhalese], "Khmr": [.khmer], "Laoo": [.lao], "Mymr": [.burmese], "Geor": [.georgian],
        "Armn": [.armenian], "Tibt": [.tibetan], "Ethi": [.amharic], "Cher": [.cherokee], "Hang": [.korean],
        "Hira": [.japanese], "Kana": [.japanese], "Hani": [.simplifiedChinese, .traditionalChinese, .japanese],
    ]

    /// How common each language is as a first guess when nothing in the text tells languages of a script apart.
    static let prior: [NLLanguage: Double] = [.english: 3, .russian: 2, .arabic: 2, .hindi: 2, .simplifiedChinese: 2]

    /// The commonest short words of each language written in Latin or Cyrillic letters (and a few for the scripts
    /// shared by two or three languages), lowercased.
    static let stopWords: [NLLanguage: Set<String>] = [
        .english: [
            "the", "and", "is", "are", "was", "were", "of", "to", "in", "it", "that", "this", "with", "for", "you", "he", "she", "we",
            "they", "have", "has", "not", "but", "what", "on", "be", "at", "my", "your", "i", "a", "an", "do", "does", "will", "would",
            "can", "there", "from", "all", "so", "very", "about", "how", "today", "love", "good", "day", "am", "me", "our",
        ],
        .french: [
            "le", "la", "les", "et", "est", "un", "une", "des", "du", "de", "je", "tu", "il", "elle", "nous", "vous", "ils", "que", "qui",
            "pas", "ne", "sur", "avec", "pour", "dans", "au", "aux", "ce", "cette", "mais", "ou", "très", "bien", "suis", "sont", "c'est",
            "j'ai", "aujourd'hui", "beaucoup", "merci", "bonjour", "oui", "ça", "va",
        ],
        .german: [
            "der", "die", "das", "und", "ist", "nicht", "ein", "eine", "ich", "du", "er", "sie", "wir", "ihr", "mit", "für", "auf", "den",
            "dem", "des", "zu", "von", "auch", "sehr", "heute", "sind", "war", "wie", "was", "aber", "oder", "noch", "schon",
            "mein", "dein", "im", "bin", "habe", "hat", "gut", "danke", "guten", "tag",
        ],
        .spanish: [
            "el", "la", "los", "las", "y", "es", "un", "una", "de", "del", "que", "en", "no", "por", "para", "con", "muy", "pero", "yo",
            "tú", "él", "ella", "nosotros", "está", "estoy", "son", "hoy", "mi", "su", "como", "más", "hola", "gracias", "bien", "día",
            "lo", "al", "se", "qué", "también",
        ],
        .italian: [
            "il", "lo", "la", "gli", "le", "e", "è", "un", "una", "di", "del", "della", "che", "non", "per", "con", "sono", "molto", "oggi",
            "io", "tu", "lui", "lei", "noi", "voi", "ma", "come", "anche", "ciao", "grazie", "bene", "questo", "questa", "nel", "nella",
            "ho", "ha", "sei", "siamo", "giorno",
        ],
        .portuguese: [
            "o", "a", "os", "as", "e", "é", "um", "uma", "de", "do", "da", "dos", "das", "que", "não", "em", "no", "na", "por", "para",
            "com", "muito", "eu", "você", "ele", "ela", "nós", "está", "estou", "são", "hoje", "mas", "como", "obrigado", "obrigada",
            "bom", "dia", "também", "isso", "meu", "minha",
        ],
        .dutch: [
            "de", "het", "een", "en", "is", "van", "ik", "je", "jij", "hij", "zij", "wij", "niet", "dat", "die", "met", "voor", "op",
            "zijn", "was", "maar", "ook", "heel", "vandaag", "goed", "dank", "bedankt", "hoe", "wat", "mijn", "er", "te", "naar", "om",
            "ben", "heb", "hebben", "dag",
        ],
        .swedish: [
            "och", "är", "att", "det", "en", "ett", "jag", "du", "han", "hon", "vi", "ni", "de", "inte", "med", "för", "på", "som", "av",
            "till", "om", "var", "har", "mycket", "idag", "bra", "tack", "hur", "vad", "min", "mitt", "men", "också", "dag", "den",
        ],
        .danish: [
            "og", "er", "at", "det", "en", "et", "jeg", "du", "han", "hun", "vi", "de", "ikke", "med", "for", "på", "som", "af", "til",
            "om", "var", "har", "meget", "godt", "tak", "hvordan", "hvad", "min", "mit", "men", "også", "dag", "den", "jer",
        ],
        .norwegian: [
            "og", "er", "at", "det", "en", "et", "jeg", "du", "han", "hun", "vi", "dere", "de", "ikke", "med", "for", "på", "som", "av",
            "til", "om", "var", "har", "mye", "veldig", "bra", "takk", "hvordan", "hva", "min", "mitt", "men", "også", "dag", "den",
        ],
        .finnish: [
            "ja", "on", "ei", "se", "että", "minä", "sinä", "hän", "me", "te", "he", "olen", "olet", "oli", "ovat", "mutta", "kun",
            "tämä", "tänään", "hyvä", "kiitos", "hyvin", "paljon", "kanssa", "mitä", "miten", "niin", "myös", "päivä", "tai",
        ],
        .polish: [
            "i", "w", "jest", "nie", "się", "na", "to", "że", "z", "do", "ja", "ty", "on", "ona", "my", "wy", "oni", "jak", "co", "ale",
            "bardzo", "dzisiaj", "dziś", "dobrze", "dziękuję", "jestem", "są", "był", "była", "mój", "moja", "też", "dzień", "tak",
        ],
        .czech: [
            "a", "je", "v", "se", "na", "to", "že", "s", "z", "do", "já", "ty", "on", "ona", "my", "vy", "oni", "jak", "co", "ale",
            "velmi", "dnes", "dobře", "děkuji", "jsem", "jsou", "byl", "byla", "můj", "moje", "také", "den", "ano", "ne",
        ],
        .slovak: [
            "a", "je", "v", "sa", "na", "to", "že", "s", "z", "do", "ja", "ty", "on", "ona", "my", "vy", "oni", "ako", "čo", "ale",
            "veľmi", "dnes", "dobre", "ďakujem", "som", "sú", "bol", "bola", "môj", "moja", "tiež", "deň", "áno", "nie",
        ],
        .turkish: [
            "ve", "bir", "bu", "da", "de", "ne", "için", "ile", "ben", "sen", "o", "biz", "siz", "onlar", "değil", "çok", "var", "yok",
            "ama", "gibi", "bugün", "iyi", "teşekkür", "teşekkürler", "merhaba", "nasıl", "evet", "hayır", "gün", "mi", "mı",
        ],
        .indonesian: [
            "dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "saya", "aku", "kamu", "dia", "kami", "kita", "mereka", "ada",
            "adalah", "sangat", "hari", "ke", "dari", "juga", "tapi", "akan", "sudah", "bisa", "terima", "kasih", "baik", "senang",
            "sedih", "banget", "lagi", "karena",
        ],
        .malay: [
            "dan", "yang", "di", "ini", "itu", "dengan", "untuk", "tidak", "saya", "awak", "anda", "dia", "kami", "kita", "mereka", "ada",
            "ialah", "adalah", "sangat", "hari", "ke", "dari", "juga", "tetapi", "akan", "sudah", "boleh", "terima", "kasih", "baik",
        ],
        .vietnamese: [
            "và", "là", "của", "có", "không", "tôi", "bạn", "anh", "chị", "em", "chúng", "một", "những", "các", "được", "cho", "với",
            "này", "đó", "rất", "hôm", "nay", "cảm", "ơn", "xin", "chào", "người", "ngày", "trong",
        ],
        .romanian: [
            "și", "este", "un", "o", "de", "la", "în", "nu", "că", "cu", "pe", "eu", "tu", "el", "ea", "noi", "voi", "ei", "sunt", "foarte",
            "azi", "astăzi", "bine", "mulțumesc", "dar", "ce", "cum", "mai", "zi", "meu", "mea",
        ],
        .hungarian: [
            "a", "az", "és", "egy", "van", "nem", "hogy", "is", "én", "te", "ő", "mi", "ti", "ők", "vagyok", "nagyon", "ma", "jó",
            "köszönöm", "de", "mint", "meg", "már", "csak", "nap", "szia", "igen",
        ],
        .croatian: [
            "i", "je", "u", "se", "na", "da", "to", "s", "sa", "za", "ja", "ti", "on", "ona", "mi", "vi", "oni", "nije", "ali", "kako",
            "što", "šta", "vrlo", "jako", "danas", "dobro", "hvala", "sam", "su", "bio", "bila", "moj", "moja", "dan",
        ],
        .catalan: [
            "el", "la", "els", "les", "i", "és", "un", "una", "de", "del", "que", "no", "per", "amb", "molt", "jo", "tu", "ell", "ella",
            "nosaltres", "som", "són", "avui", "bé", "gràcies", "però", "com", "també", "dia", "meu", "meva", "aquest", "aquesta",
        ],
        .icelandic: [
            "og", "er", "að", "það", "ég", "þú", "hann", "hún", "við", "þið", "þeir", "ekki", "með", "fyrir", "á", "sem", "af", "til",
            "um", "var", "hef", "mjög", "gott", "takk", "hvernig", "hvað", "minn", "mín", "en", "líka", "dagur",
        ],
        .russian: [
            "и", "в", "не", "на", "я", "что", "он", "она", "мы", "вы", "они", "это", "как", "с", "но", "по", "у", "так", "очень", "сегодня",
            "хорошо", "спасибо", "привет", "мой", "моя", "был", "была", "есть", "все", "всё", "день", "мир", "да", "нет",
        ],
        .ukrainian: [
            "і", "й", "в", "у", "не", "на", "я", "що", "він", "вона", "ми", "ви", "вони", "це", "як", "з", "але", "по", "так", "дуже",
            "сьогодні", "добре", "дякую", "привіт", "мій", "моя", "був", "була", "є", "все", "день", "світ", "та", "ні",
        ],
        .bulgarian: [
            "и", "в", "не", "на", "аз", "че", "той", "тя", "ние", "вие", "те", "това", "как", "с", "но", "по", "за", "много", "днес",
            "добре", "благодаря", "здравей", "моят", "моята", "беше", "е", "са", "всички", "ден", "да",
        ],
        .kazakh: [
            "және", "мен", "сен", "ол", "біз", "сіз", "олар", "бұл", "емес", "бар", "жоқ", "өте", "бүгін", "жақсы", "рахмет", "сәлем",
        ],
        .mongolian: ["ба", "би", "чи", "тэр", "бид", "та", "энэ", "биш", "байна", "маш", "өнөөдөр", "сайн", "баярлалаа"],
        .hindi: ["है", "हैं", "का", "की", "के", "में", "और", "यह", "मैं", "आप", "नहीं", "से", "को", "पर", "था", "थी", "बहुत", "आज"],
        .marathi: ["आहे", "आहेत", "आणि", "हे", "मी", "तुम्ही", "नाही", "मध्ये", "ला", "चा", "ची", "चे", "होता", "होती", "खूप", "आज"],
        .arabic: ["في", "من", "على", "و", "هذا", "هذه", "أن", "إلى", "لا", "ما", "هو", "هي", "أنا", "كان", "مع", "جدا", "اليوم"],
        .persian: ["در", "از", "به", "و", "این", "که", "را", "با", "است", "من", "تو", "او", "ما", "نه", "خیلی", "امروز", "هست"],
        .urdu: ["میں", "ہے", "ہیں", "کا", "کی", "کے", "اور", "یہ", "سے", "کو", "نہیں", "پر", "تھا", "تھی", "بہت", "آج"],
    ]

    /// Letters used by one language of a script and not (or rarely) by the others, each worth a common word.
    static let distinctiveLetters: [NLLanguage: Set<Character>] = [
        .french: ["ç", "œ", "ê", "è", "à", "ù", "û", "î", "ï", "ë"],
        .german: ["ß", "ä", "ö", "ü"],
        .spanish: ["ñ", "¿", "¡", "á", "í", "ó", "ú"],
        .portuguese: ["ã", "õ", "ç", "â", "ê", "ô"],
        .italian: ["ì", "ò", "à", "è", "ù"],
        .swedish: ["å", "ä", "ö"],
        .danish: ["æ", "ø", "å"],
        .norwegian: ["æ", "ø", "å"],
        .finnish: ["ä", "ö"],
        .polish: ["ł", "ą", "ę", "ś", "ź", "ż", "ć", "ń"],
        .czech: ["ř", "ě", "ů", "č", "š", "ž"],
        .slovak: ["ľ", "ĺ", "ŕ", "ô", "ä", "č", "š", "ž"],
        .turkish: ["ğ", "ş", "ı", "İ"],
        .romanian: ["ă", "ș", "ț", "â", "î"],
        .hungarian: ["ő", "ű"],
        .croatian: ["đ", "ć", "č", "š", "ž"],
        .icelandic: ["þ", "ð", "æ"],
        .vietnamese: [
            "ơ", "ư", "đ", "ạ", "ả", "ấ", "ầ", "ẩ", "ậ", "ắ", "ằ", "ặ", "ẹ", "ẻ", "ẽ", "ế", "ề", "ể", "ễ", "ệ", "ị", "ọ", "ỏ", "ố", "ồ",
            "ổ", "ộ", "ớ", "ờ", "ở", "ợ", "ụ", "ủ", "ứ", "ừ", "ử", "ữ", "ự", "ỳ", "ỷ", "ỹ",
        ],
        .catalan: ["ŀ", "ç", "ò", "è"],
        .ukrainian: ["і", "ї", "є", "ґ"],
        .bulgarian: ["ъ", "щ"],
        .russian: ["ы", "э", "ё"],
        .kazakh: ["ә", "ғ", "қ", "ң", "ө", "ұ", "ү", "һ", "і"],
        .mongolian: ["ө", "ү"],
        .persian: ["پ", "چ", "ژ", "گ", "ک", "ی"],
        .urdu: ["ٹ", "ڈ", "ڑ", "ں", "ے", "ھ"],
        .arabic: ["ة", "ى", "ي", "ك"],
    ]

    /// Characters written in Traditional Chinese where Simplified Chinese writes another (and the reverse).
    static let traditionalOnly: Set<Character> = [
        "們", "這", "個", "來", "說", "國", "時", "會", "為", "對", "學", "語", "開", "見", "長", "門", "東", "車", "書", "電", "話",
        "後", "發", "過", "還", "點", "愛", "歡", "謝", "氣", "錢", "買", "聽", "讀", "寫", "飯", "馬", "鳥", "魚", "龍", "體", "邊",
    ]
    static let simplifiedOnly: Set<Character> = [
        "们", "这", "个", "来", "说", "国", "时", "会", "为", "对", "学", "语", "开", "见", "长", "门", "东", "车", "书", "电", "话",
        "后", "发", "过", "还", "点", "爱", "欢", "谢", "气", "钱", "买", "听", "读", "写", "饭", "马", "鸟", "鱼", "龙", "体", "边",
    ]
}
