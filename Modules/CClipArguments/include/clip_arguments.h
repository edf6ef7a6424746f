// Deliberately empty: this target only links a definition (see clip_arguments.c).
#ifndef SDUI_CLIP_ARGUMENTS_H
#define SDUI_CLIP_ARGUMENTS_H
#endif
