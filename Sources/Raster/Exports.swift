// Raster draws; RasterCore holds what it draws into (Bitmap, SRGBColor, geometry, PNG, files).
// `import Raster` keeps meaning both.
@_exported import RasterCore
