// libjpeg-turbo's TurboJPEG API for Swift. Unlike libjpeg's own API, whose
// errors longjmp out of the decoder (which Swift cannot catch), every
// TurboJPEG call returns a status and keeps its message for tjGetErrorStr2.
#ifndef SDUI_CTURBOJPEG_SHIM_H
#define SDUI_CTURBOJPEG_SHIM_H

#include <turbojpeg.h>

#endif
