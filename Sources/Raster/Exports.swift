// Raster draws; RasterCore holds what it draws into (Bitmap, Color, geometry, PNG, files).
// `import Raster` keeps meaning both.
@_exported import RasterCore
