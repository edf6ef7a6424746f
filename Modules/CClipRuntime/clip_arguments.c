// The clip's own source of `CommandLine.arguments`.
//
// The standard library (Swift 6.3, statically linked) finds argv on Linux
// with a static constructor in CommandLine.cpp that reads /proc/self/maps
// line by line (an `sscanf` of each mapping) on every launch, whether or not
// the program asks for its arguments. With libcurl's ~35 libraries mapped
// that is ~150 lines for the kernel to format and for the constructor to
// parse on every launch (what it costs is in docs/clip.md).
//
// glibc passes argc, argv and envp to every ELF constructor. Keeping them here
// and defining the one function the standard library asks for arguments,
// `_swift_stdlib_getUnsafeArgvArgc`, means the linker never takes
// CommandLine.cpp's object (and its constructor) from libswiftCore.a: the
// symbol is already defined, and nothing else in that object is used.
// Scripts/check-clip-size.sh fails if the shipped clip reads /proc/self/maps
// again. In a debug build (libswiftCore.so) the library's own copy, which is
// hidden there, is used and this one is not.

static int saved_argc;
static char **saved_argv;

__attribute__((constructor))
static void sdui_clip_save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

// Declared by the standard library with `@_silgen_name`, so called with the
// Swift calling convention; for one pointer in and one out it is the C one,
// but the definition says so rather than rely on it.
__attribute__((swiftcall))
char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *empty[] = { 0 };
    if (saved_argv == 0) {
        *outArgLen = 0;
        return empty;
    }
    *outArgLen = saved_argc;
    return saved_argv;
}
