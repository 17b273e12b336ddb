#ifndef NAPKIN_CJPEG_SHIM_H
#define NAPKIN_CJPEG_SHIM_H
// libjpeg-turbo's API. jpeglib.h uses FILE and size_t without including their headers.
#include <stddef.h>
#include <stdio.h>
#include <jpeglib.h>
#endif
