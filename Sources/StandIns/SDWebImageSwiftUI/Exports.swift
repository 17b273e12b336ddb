@_exported import SDWebImage
