// The system-declared types apps name, with the conformance Apple's documentation gives each
// (`public.json` conforms to `public.text`; `public.zip-archive` to `public.data` and
// `public.archive`; `public.heic` to `public.heif-standard`, which conforms to `public.image`).
// Where two types claim a tag, the one listed first is preferred (`txt` is plain text, not UTF-8
// plain text). Descriptions are this module's own English wording.

extension UTTypeDeclaration {
    static let system: [UTTypeDeclaration] = roots + text + images + media + containers

    private static let roots: [UTTypeDeclaration] = [
        .init("public.item", [], description: "item"),
        .init("public.content", [], description: "content"),
        .init("public.composite-content", ["public.content"], description: "composite content"),
        .init("public.data", ["public.item"], description: "data"),
        .init("public.database", [], description: "database"),
        .init("public.calendar-event", [], description: "calendar event"),
        .init("public.message", [], description: "message"),
        .init("public.contact", [], description: "contact"),
        .init("public.presentation", ["public.composite-content"], description: "presentation"),
        .init("public.executable", ["public.item"], description: "executable"),
        .init("public.url", ["public.data"], description: "URL"),
        .init("public.file-url", ["public.url"], description: "file URL"),
        .init("com.apple.property-list", ["public.data"], extensions: ["plist"], description: "property list"),
    ]

    private static let text: [UTTypeDeclaration] = [
        .init("public.text", ["public.data", "public.content"], description: "text"),
        .init("public.plain-text", ["public.text"], extensions: ["txt", "text"], mime: ["text/plain"], description: "plain text"),
        .init("public.utf8-plain-text", ["public.plain-text"], mime: ["text/plain;charset=utf-8"], description: "UTF-8 plain text"),
        .init("public.utf16-plain-text", ["public.plain-text"], mime: ["text/plain;charset=utf-16"], description: "UTF-16 plain text"),
        .init("public.utf16-external-plain-text", ["public.plain-text"], description: "UTF-16 plain text with byte-order mark"),
        .init("public.delimited-values-text", ["public.text"], description: "delimited text"),
        .init(
            "public.comma-separated-values-text", ["public.delimited-values-text"], extensions: ["csv"], mime: ["text/csv"],
            description: "comma-separated values"),
        .init(
            "public.tab-separated-values-text", ["public.delimited-values-text"], extensions: ["tsv"], mime: ["text/tab-separated-values"],
            description: "tab-separated values"),
        .init("public.rtf", ["public.text"], extensions: ["rtf"], mime: ["text/rtf", "application/rtf"], description: "rich text"),
        .init("public.html", ["public.text"], extensions: ["html", "htm"], mime: ["text/html"], description: "HTML"),
        .init("public.xml", ["public.text"], extensions: ["xml"], mime: ["application/xml", "text/xml"], description: "XML"),
        .init("public.yaml", ["public.text"], extensions: ["yaml", "yml"], mime: ["application/x-yaml"], description: "YAML"),
        .init("public.json", ["public.text"], extensions: ["json"], mime: ["application/json"], description: "JSON"),
        .init("public.source-code", ["public.plain-text"], description: "source code"),
        .init("public.swift-source", ["public.source-code"], extensions: ["swift"], description: "Swift source"),
        .init("public.script", ["public.source-code"], description: "script"),
        .init("public.shell-script", ["public.script"], extensions: ["sh", "command"], description: "shell script"),
        .init("public.python-script", ["public.script"], extensions: ["py"], mime: ["text/x-python-script"], description: "Python script"),
        .init(
            "public.vcard", ["public.text", "public.contact"], extensions: ["vcf", "vcard"], mime: ["text/vcard"], description: "vCard"),
    ]

    private static let images: [UTTypeDeclaration] = [
        .init("public.image", ["public.data", "public.content"], description: "image"),
        .init("public.png", ["public.image"], extensions: ["png"], mime: ["image/png"], description: "PNG image"),
        .init("public.jpeg", ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mime: ["image/jpeg"], description: "JPEG image"),
        .init("com.compuserve.gif", ["public.image"], extensions: ["gif"], mime: ["image/gif"], description: "GIF image"),
        .init("public.tiff", ["public.image"], extensions: ["tiff", "tif"], mime: ["image/tiff"], description: "TIFF image"),
        .init("com.microsoft.bmp", ["public.image"], extensions: ["bmp"], mime: ["image/bmp"], description: "BMP image"),
        .init("com.microsoft.ico", ["public.image"], extensions: ["ico"], mime: ["image/vnd.microsoft.icon"], description: "Windows icon"),
        .init("public.heif-standard", ["public.image"], description: "HEIF standard image"),
        .init("public.heic", ["public.heif-standard"], extensions: ["heic"], mime: ["image/heic"], description: "HEIC image"),
        .init("public.heif", ["public.heif-standard"], extensions: ["heif"], mime: ["image/heif"], description: "HEIF image"),
        .init("org.webmproject.webp", ["public.image"], extensions: ["webp"], mime: ["image/webp"], description: "WebP image"),
        .init("public.svg-image", ["public.image"], extensions: ["svg"], mime: ["image/svg+xml"], description: "SVG image"),
        .init("public.camera-raw-image", ["public.image"], description: "raw image"),
        .init(
            "com.adobe.pdf", ["public.data", "public.composite-content"], extensions: ["pdf"], mime: ["application/pdf"],
            description: "PDF document"),
    ]

    private static let media: [UTTypeDeclaration] = [
        .init("public.audiovisual-content", ["public.data", "public.content"], description: "audiovisual content"),
        .init("public.movie", ["public.audiovisual-content"], description: "movie"),
        .init("public.video", ["public.movie"], description: "video"),
        .init("public.audio", ["public.audiovisual-content"], description: "audio"),
        .init(
            "com.apple.quicktime-movie", ["public.movie"], extensions: ["mov", "qt"], mime: ["video/quicktime"],
            description: "QuickTime movie"),
        .init("public.mpeg-4", ["public.movie"], extensions: ["mp4", "mpg4"], mime: ["video/mp4"], description: "MPEG-4 movie"),
        .init("public.mpeg", ["public.movie"], extensions: ["mpeg", "mpg"], mime: ["video/mpeg"], description: "MPEG movie"),
        .init("public.avi", ["public.movie"], extensions: ["avi"], mime: ["video/avi", "video/x-msvideo"], description: "AVI movie"),
        .init("public.mp3", ["public.audio"], extensions: ["mp3"], mime: ["audio/mpeg", "audio/mp3"], description: "MP3 audio"),
        .init(
            "com.microsoft.waveform-audio", ["public.audio"], extensions: ["wav", "wave"], mime: ["audio/wav", "audio/vnd.wave"],
            description: "WAVE audio"),
        .init("public.aiff-audio", ["public.audio"], extensions: ["aiff", "aif"], mime: ["audio/aiff"], description: "AIFF audio"),
        .init("public.midi-audio", ["public.audio"], extensions: ["mid", "midi"], mime: ["audio/midi"], description: "MIDI audio"),
    ]

    private static let containers: [UTTypeDeclaration] = [
        .init("public.directory", ["public.item"], description: "directory"),
        .init("public.folder", ["public.directory"], description: "folder"),
        .init("public.volume", ["public.folder"], description: "volume"),
        .init("com.apple.package", ["public.directory"], description: "package"),
        .init("com.apple.bundle", ["public.directory"], description: "bundle"),
        .init("public.archive", [], description: "archive"),
        .init("public.disk-image", ["public.archive"], description: "disk image"),
        .init(
            "public.zip-archive", ["public.data", "public.archive"], extensions: ["zip"], mime: ["application/zip"],
            description: "ZIP archive"),
        .init(
            "org.gnu.gnu-zip-archive", ["public.data", "public.archive"], extensions: ["gz", "gzip"], mime: ["application/gzip"],
            description: "gzip archive"),
        .init(
            "public.bzip2-archive", ["public.data", "public.archive"], extensions: ["bz2"], mime: ["application/x-bzip2"],
            description: "bzip2 archive"),
        .init(
            "public.tar-archive", ["public.data", "public.archive"], extensions: ["tar"], mime: ["application/x-tar"],
            description: "tar archive"),
    ]
}

extension UTType {
    /// `public.item`: the root of the physical hierarchy (files, folders, …).
    public static let item = UTType(known: "public.item")
    /// `public.content`: the root of the functional hierarchy (what a document holds).
    public static let content = UTType(known: "public.content")
    /// `public.composite-content`: content of mixed kinds, such as a PDF's.
    public static let compositeContent = UTType(known: "public.composite-content")
    /// `public.data`: a stream of bytes (a file, pasteboard data).
    public static let data = UTType(known: "public.data")
    /// `public.database`.
    public static let database = UTType(known: "public.database")
    /// `public.calendar-event`.
    public static let calendarEvent = UTType(known: "public.calendar-event")
    /// `public.message`.
    public static let message = UTType(known: "public.message")
    /// `public.contact`.
    public static let contact = UTType(known: "public.contact")
    /// `public.presentation`.
    public static let presentation = UTType(known: "public.presentation")
    /// `public.executable`.
    public static let executable = UTType(known: "public.executable")
    /// `public.url`.
    public static let url = UTType(known: "public.url")
    /// `public.file-url`.
    public static let fileURL = UTType(known: "public.file-url")
    /// `com.apple.property-list`.
    public static let propertyList = UTType(known: "com.apple.property-list")

    /// `public.text`: any text, with or without markup.
    public static let text = UTType(known: "public.text")
    /// `public.plain-text` (`txt`, `text/plain`).
    public static let plainText = UTType(known: "public.plain-text")
    /// `public.utf8-plain-text`.
    public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
    /// `public.utf16-plain-text`.
    public static let utf16PlainText = UTType(known: "public.utf16-plain-text")
    /// `public.utf16-external-plain-text`.
    public static let utf16ExternalPlainText = UTType(known: "public.utf16-external-plain-text")
    /// `public.delimited-values-text`.
    public static let delimitedText = UTType(known: "public.delimited-values-text")
    /// `public.comma-separated-values-text` (`csv`).
    public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
    /// `public.tab-separated-values-text` (`tsv`).
    public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
    /// `public.rtf`.
    public static let rtf = UTType(known: "public.rtf")
    /// `public.html`.
    public static let html = UTType(known: "public.html")
    /// `public.xml`.
    public static let xml = UTType(known: "public.xml")
    /// `public.yaml`.
    public static let yaml = UTType(known: "public.yaml")
    /// `public.json` (text, not JavaScript).
    public static let json = UTType(known: "public.json")
    /// `public.source-code`.
    public static let sourceCode = UTType(known: "public.source-code")
    /// `public.swift-source`.
    public static let swiftSource = UTType(known: "public.swift-source")
    /// `public.script`.
    public static let script = UTType(known: "public.script")
    /// `public.shell-script`.
    public static let shellScript = UTType(known: "public.shell-script")
    /// `public.python-script`.
    public static let pythonScript = UTType(known: "public.python-script")
    /// `public.vcard`.
    public static let vCard = UTType(known: "public.vcard")

    /// `public.image`.
    public static let image = UTType(known: "public.image")
    /// `public.png`.
    public static let png = UTType(known: "public.png")
    /// `public.jpeg` (`jpeg`, `jpg`).
    public static let jpeg = UTType(known: "public.jpeg")
    /// `com.compuserve.gif`.
    public static let gif = UTType(known: "com.compuserve.gif")
    /// `public.tiff`.
    public static let tiff = UTType(known: "public.tiff")
    /// `com.microsoft.bmp`.
    public static let bmp = UTType(known: "com.microsoft.bmp")
    /// `com.microsoft.ico`.
    public static let ico = UTType(known: "com.microsoft.ico")
    /// `public.heic` (through `public.heif-standard`).
    public static let heic = UTType(known: "public.heic")
    /// `public.heif` (through `public.heif-standard`).
    public static let heif = UTType(known: "public.heif")
    /// `org.webmproject.webp`.
    public static let webP = UTType(known: "org.webmproject.webp")
    /// `public.svg-image`.
    public static let svg = UTType(known: "public.svg-image")
    /// `public.camera-raw-image`.
    public static let rawImage = UTType(known: "public.camera-raw-image")
    /// `com.adobe.pdf`.
    public static let pdf = UTType(known: "com.adobe.pdf")

    /// `public.audiovisual-content`.
    public static let audiovisualContent = UTType(known: "public.audiovisual-content")
    /// `public.movie`: video that may have sound.
    public static let movie = UTType(known: "public.movie")
    /// `public.video`: video without sound.
    public static let video = UTType(known: "public.video")
    /// `public.audio`: sound without video.
    public static let audio = UTType(known: "public.audio")
    /// `com.apple.quicktime-movie`.
    public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
    /// `public.mpeg-4`.
    public static let mpeg4Movie = UTType(known: "public.mpeg-4")
    /// `public.mpeg`.
    public static let mpeg = UTType(known: "public.mpeg")
    /// `public.avi`.
    public static let avi = UTType(known: "public.avi")
    /// `public.mp3`.
    public static let mp3 = UTType(known: "public.mp3")
    /// `com.microsoft.waveform-audio`.
    public static let wav = UTType(known: "com.microsoft.waveform-audio")
    /// `public.aiff-audio`.
    public static let aiff = UTType(known: "public.aiff-audio")
    /// `public.midi-audio`.
    public static let midi = UTType(known: "public.midi-audio")

    /// `public.directory`.
    public static let directory = UTType(known: "public.directory")
    /// `public.folder`: a directory people browse.
    public static let folder = UTType(known: "public.folder")
    /// `public.volume`.
    public static let volume = UTType(known: "public.volume")
    /// `com.apple.package`.
    public static let package = UTType(known: "com.apple.package")
    /// `com.apple.bundle`.
    public static let bundle = UTType(known: "com.apple.bundle")
    /// `public.archive`.
    public static let archive = UTType(known: "public.archive")
    /// `public.disk-image`.
    public static let diskImage = UTType(known: "public.disk-image")
    /// `public.zip-archive`.
    public static let zip = UTType(known: "public.zip-archive")
    /// `org.gnu.gnu-zip-archive`.
    public static let gzip = UTType(known: "org.gnu.gnu-zip-archive")
    /// `public.bzip2-archive`.
    public static let bz2 = UTType(known: "public.bzip2-archive")
    /// `public.tar-archive`.
    public static let tarArchive = UTType(known: "public.tar-archive")
}
