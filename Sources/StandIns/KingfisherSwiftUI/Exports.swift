// `import KingfisherSwiftUI`, Kingfisher 5's separate SwiftUI module (KFImage), which Kingfisher 6 folded into
// `Kingfisher`: the same names.
@_exported import Kingfisher
