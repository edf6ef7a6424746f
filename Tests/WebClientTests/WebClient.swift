import Testing

/// Every browser test of the web client, one at a time: each runs a Chromium
/// beside the in-process server, and several at once would load the machine
/// the rest of the suite runs on.
@Suite("Web client in headless Chromium", .serialized,
       .enabled(if: WebClientSession.runnable, "chromium and chromedriver are not installed (Scripts/setup.sh installs them)"))
enum WebClient {}
