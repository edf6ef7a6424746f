// Deliberately empty: this target only links definitions (see clip_arguments.c and scalar_names.c).
#ifndef SDUI_CLIP_RUNTIME_H
#define SDUI_CLIP_RUNTIME_H
#endif
