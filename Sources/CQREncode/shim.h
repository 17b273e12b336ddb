#ifndef NAPKIN_CQRENCODE_SHIM_H
#define NAPKIN_CQRENCODE_SHIM_H
// libqrencode (Debian's libqrencode-dev): the QR code symbols of the CoreImage stand-in's
// CIQRCodeGenerator, encoded in 8-bit mode as Core Image encodes its message data.
#include <qrencode.h>
#endif
