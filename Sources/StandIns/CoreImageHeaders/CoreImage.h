#ifndef NAPKIN_COREIMAGE_H
#define NAPKIN_COREIMAGE_H
// Empty on purpose: the CoreImage stand-in's names are Swift (Sources/StandIns/CoreImage). This
// header only lets the Clang module `CoreImage` exist, the parent of `CoreImage.CIFilterBuiltins`.
#endif
