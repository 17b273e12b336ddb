#ifndef NAPKIN_COREIMAGE_CIFILTERBUILTINS_H
#define NAPKIN_COREIMAGE_CIFILTERBUILTINS_H
// Empty on purpose: `CIFilter.qrCodeGenerator()` and the other typed filters are declared in Swift
// in the CoreImage stand-in; `import CoreImage.CIFilterBuiltins` finds this submodule and the
// Swift module `CoreImage` beside it.
#endif
