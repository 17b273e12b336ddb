import Foundation
import NapkinUI
import SnapshotReport

/// The gallery's `index.html`: every preview by module and file, its images side by side per
/// configuration, and what went wrong with the last build, if anything.
///
/// The same page serves both ways: opened from disk it is a static gallery; served by
/// `--serve` its script listens to `/events` and, after each build, swaps in the new page's
/// status, problems and gallery without reloading (the scroll position stays).
struct GalleryPage {
    /// The package's name.
    var packageName: String
    /// The last good render, if any.
    var manifest: PreviewGalleryManifest?
    /// Counts renders and failed builds, so that image addresses change and the page knows
    /// it is out of date.
    var generation: Int
    /// The last build's compile errors, if it failed.
    var diagnostics: [PackageBuild.Diagnostic] = []
    /// Another reason the last build or render gave nothing (a crash, a missing bundle).
    var failure: String?
    /// One line on what is going on (`12 previews rendered in 1.4 s`).
    var status: String

    /// The page.
    var html: String {
        """
        <!doctype html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Previews · \(escaped(packageName))</title>
        <style>\(Self.style)</style>
        </head>
        <body data-generation="\(generation)">
        <header><h1>Previews <span>\(escaped(packageName))</span></h1>
        <p id="status">\(escaped(status))</p></header>
        \(problemsSection)
        \(gallerySection)
        <script>\(Self.script)</script>
        </body>
        </html>

        """
    }

    /// The build's errors, or an empty section when the last build went well.
    private var problemsSection: String {
        guard !diagnostics.isEmpty || failure != nil else { return #"<section id="problems" class="empty"></section>"# }
        let items = diagnostics.map { diagnostic in
            #"<li class="diagnostic"><code class="place">\#(escaped("\(diagnostic.file):\(diagnostic.line):\(diagnostic.column)"))</code> \#(escaped(diagnostic.message))</li>"#
        }.joined(separator: "\n")
        let detail = failure.map { "<pre>\(escaped($0))</pre>" } ?? ""
        let kept = manifest == nil ? "" : "<p>The previews below are from the last build that succeeded.</p>"
        return """
            <section id="problems">
            <h2>\(diagnostics.isEmpty ? "Rendering failed" : "Build failed")</h2>
            <ul>\(items)</ul>\(detail)
            \(kept)
            </section>
            """
    }

    /// Every preview, grouped by module and file.
    private var gallerySection: String {
        guard let manifest, !manifest.previews.isEmpty else {
            let empty = manifest == nil ? "Nothing rendered yet." : "No previews found: write #Preview { … } in a module of this package."
            return #"<main id="gallery"><p class="empty">\#(empty)</p></main>"#
        }
        var sections: [String] = []
        var module: String?
        for preview in manifest.previews {
            if preview.module != module {
                if module != nil { sections.append("</section>") }
                module = preview.module
                sections.append(#"<section class="module"><h2>\#(escaped(preview.module))</h2>"#)
            }
            sections.append(card(preview))
        }
        sections.append("</section>")
        return #"<main id="gallery">"# + sections.joined(separator: "\n") + "</main>"
    }

    /// One preview: its name, where it is declared, and its images.
    private func card(_ preview: PreviewGalleryManifest.Entry) -> String {
        let place = preview.fileID.map { "\($0):\(preview.line ?? 0)" } ?? preview.source
        let figures = preview.images.map { image -> String in
            guard let file = image.file else {
                return
                    #"<figure class="missing"><div class="error">\#(escaped(image.error ?? "not rendered"))</div><figcaption>\#(escaped(image.configuration))</figcaption></figure>"#
            }
            // Shown at half the device's size in points (a phone 195 pixels wide), so a row holds
            // several previews; the image links to the PNG at full size.
            let width = max(1, Int((Double(image.width) / max(image.scale, 1) / 2).rounded()))
            return """
                <figure><a href="images/\(escaped(file))?v=\(generation)"><img src="images/\(escaped(file))?v=\(generation)" width="\(width)" \
                alt="\(escaped("\(preview.displayName), \(image.configuration)"))" data-configuration="\(escaped(image.configuration))" \
                loading="lazy"></a><figcaption>\(escaped(image.configuration))</figcaption></figure>
                """
        }.joined()
        return """
            <article class="preview" id="\(escaped("\(preview.module)/\(preview.fileName)"))">
            <h3>\(escaped(preview.displayName))</h3><p class="place">\(escaped(place))</p>
            <div class="images">\(figures)</div>
            </article>
            """
    }

    /// HTML-safe text: the report page's escaping (SnapshotReport), so both pages escape alike.
    private func escaped(_ text: String) -> String { htmlEscaped(text) }

    private static let style = """
        :root { color-scheme: light dark; --ink: #1c1a17; --muted: #6b655b; --paper: #f6f3ec; --card: #fff; --rule: #ddd6c8; --alarm: #b3261e; }
        @media (prefers-color-scheme: dark) { :root { --ink: #efe5cf; --muted: #a39a88; --paper: #121412; --card: #1d201d; --rule: #333; --alarm: #ff8a80; } }
        body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: var(--paper); color: var(--ink); }
        header { position: sticky; top: 0; z-index: 1; display: flex; gap: 24px; align-items: baseline; padding: 12px 24px; background: var(--paper); border-bottom: 1px solid var(--rule); }
        h1 { margin: 0; font-size: 18px; } h1 span { font-weight: 400; color: var(--muted); }
        #status { margin: 0; color: var(--muted); font-variant-numeric: tabular-nums; }
        #problems { margin: 16px 24px; padding: 12px 16px; border: 2px solid var(--alarm); border-radius: 8px; background: var(--card); }
        #problems.empty { display: none; } #problems h2 { margin: 0 0 8px; color: var(--alarm); font-size: 16px; }
        #problems ul { margin: 0; padding-left: 18px; } .place { font-family: ui-monospace, monospace; }
        #problems pre { overflow: auto; max-height: 320px; }
        main { padding: 8px 24px 48px; } .module > h2 { font-size: 15px; text-transform: uppercase; letter-spacing: .08em; color: var(--muted); }
        .preview { display: inline-block; vertical-align: top; margin: 0 16px 24px 0; padding: 12px; background: var(--card); border: 1px solid var(--rule); border-radius: 10px; }
        .preview h3 { margin: 0; font-size: 15px; } .preview .place { margin: 2px 0 10px; color: var(--muted); font-size: 12px; }
        .images { display: flex; gap: 12px; align-items: flex-start; }
        figure { margin: 0; } figure img { display: block; max-width: 420px; height: auto; border: 1px solid var(--rule); }
        figcaption { margin-top: 4px; color: var(--muted); font-size: 12px; text-align: center; }
        .missing .error { max-width: 240px; padding: 8px; color: var(--alarm); border: 1px dashed var(--alarm); }
        .empty { color: var(--muted); }
        """

    private static let script = """
        if (location.protocol.startsWith('http')) {
          const swap = async () => {
            const response = await fetch('/index.html', { cache: 'no-store' });
            const next = new DOMParser().parseFromString(await response.text(), 'text/html');
            for (const id of ['status', 'problems', 'gallery']) document.getElementById(id).replaceWith(next.getElementById(id));
            document.body.dataset.generation = next.body.dataset.generation;
          };
          const events = new EventSource('/events');
          events.addEventListener('gallery', event => { if (event.data !== document.body.dataset.generation) swap(); });
          events.addEventListener('activity', event => { document.getElementById('status').textContent = event.data; });
          events.addEventListener('open', () => swap());
        }
        """
}
