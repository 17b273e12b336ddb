// `import PhotosUI` brings Photos' names (PHPhotoLibrary, PHAsset), as PhotosUI imports Photos on iOS, and, beside
// SwiftUI, `PhotosPicker`.
@_exported import NapkinUI
@_exported import Photos
