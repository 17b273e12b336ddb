// `import PhotosUI` brings Photos' names (PHPhotoLibrary) and, beside SwiftUI, `PhotosPicker`.
@_exported import NapkinUI
