import Foundation

/// The font files napkin bundles, located through SwiftPM's resource bundle so that
/// `swift test`, `swift run` and packages depending on napkin find them with no
/// configuration. Fontconfig and host fonts are never consulted.
public enum BundledFonts {
    /// The URL of a bundled font file, for example `"EBGaramond12-Regular.otf"`,
    /// or `nil` when no such file is bundled.
    public static func url(forFile name: String) -> URL? {
        let base = (name as NSString).deletingPathExtension
        let ext = (name as NSString).pathExtension
        return Bundle.module.url(forResource: base, withExtension: ext)
    }
}
