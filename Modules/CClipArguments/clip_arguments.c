// The clip's own source of `CommandLine.arguments`.
//
// The standard library (Swift 6.3, statically linked) finds argv on Linux
// with a static constructor in CommandLine.cpp that reads /proc/self/maps up
// to the [stack] line on every launch, whether or not the program asks for
// its arguments. With libcurl's ~35 libraries mapped that is ~150 lines the
// kernel formats and sscanf parses: about 0.1 ms of a 7-8 ms clip launch.
//
// glibc passes argc, argv and envp to every ELF constructor. Keeping them here
// and defining the one function the standard library asks for arguments,
// `_swift_stdlib_getUnsafeArgvArgc`, means the linker never takes
// CommandLine.cpp's object (and its constructor) from libswiftCore.a.
// Scripts/check-clip-size.sh fails if that constructor is linked anyway.

static int saved_argc;
static char **saved_argv;

__attribute__((constructor))
static void sdui_clip_save_arguments(int argc, char **argv, char **envp) {
    (void)envp;
    saved_argc = argc;
    saved_argv = argv;
}

char **_swift_stdlib_getUnsafeArgvArgc(int *outArgLen) {
    static char *empty[] = { 0 };
    if (saved_argv == 0) {
        *outArgLen = 0;
        return empty;
    }
    *outArgLen = saved_argc;
    return saved_argv;
}
