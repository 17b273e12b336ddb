// The snapshot format of every image strategy, by name: a custom image strategy says
// `Snapshotting<ViewController, Bitmap>` (upstream's `Snapshotting<UIViewController, UIImage>`)
// with `import SnapshotTesting` alone, as upstream's users need nothing but UIKit for `UIImage`.
// Only the type is re-exported, not the rest of RasterCore.
@_exported public import struct RasterCore.Bitmap
