// libcurl for Swift. `curl_easy_setopt`, `curl_easy_getinfo` and
// `curl_multi_setopt` are C variadic functions, which Swift cannot call, so
// each argument type gets one typed inline wrapper here. Nothing else: all
// logic lives in the Swift module `CurlTransport`.
#ifndef SDUI_CCURL_SHIM_H
#define SDUI_CCURL_SHIM_H

// The wrappers take the option as a parameter, which the GCC type checks
// cannot follow; the Swift side picks the wrapper that matches the option.
#define CURL_DISABLE_TYPECHECK 1
#include <curl/curl.h>

/// Once per process, before any other libcurl call.
static inline CURLcode sdui_curl_global_init(void) {
    return curl_global_init(CURL_GLOBAL_DEFAULT);
}

static inline CURLcode sdui_easy_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_easy_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

/// libcurl copies string options (except CURLOPT_POSTFIELDS, which is not used).
static inline CURLcode sdui_easy_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode sdui_easy_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

/// For CURLOPT_WRITEFUNCTION and CURLOPT_HEADERFUNCTION, which share a signature.
static inline CURLcode sdui_easy_setopt_write_callback(CURL *handle, CURLoption option, curl_write_callback callback) {
    return curl_easy_setopt(handle, option, callback);
}

/// For CURLOPT_XFERINFOFUNCTION, which libcurl calls during a transfer (at
/// least once a second): a non-zero return aborts it.
static inline CURLcode sdui_easy_setopt_xferinfo_callback(CURL *handle, curl_xferinfo_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode sdui_easy_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode sdui_easy_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode sdui_easy_getinfo_pointer(CURL *handle, CURLINFO info, void **value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLMcode sdui_multi_setopt_long(CURLM *multi, CURLMoption option, long value) {
    return curl_multi_setopt(multi, option, value);
}

#endif
