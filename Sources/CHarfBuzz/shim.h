#ifndef NAPKIN_CHARFBUZZ_SHIM_H
#define NAPKIN_CHARFBUZZ_SHIM_H
#include <hb.h>
#include <hb-ot.h>
#endif
