#ifndef NAPKIN_CPNG_SHIM_H
#define NAPKIN_CPNG_SHIM_H
#include <png.h>
#endif
