#ifndef NAPKIN_CCAIROPDF_SHIM_H
#define NAPKIN_CCAIROPDF_SHIM_H
// Cairo's PDF surface, for the PDFKit stand-in's writer (PDFKit links no other part of Cairo).
#include <cairo.h>
#include <cairo-pdf.h>
#endif
