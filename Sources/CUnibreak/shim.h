#ifndef NAPKIN_CUNIBREAK_SHIM_H
#define NAPKIN_CUNIBREAK_SHIM_H
#include <linebreak.h>
#endif
