import Glibc

/// Rounds for display without Foundation's formatters.
func rounded(_ value: Double, places: Int = 1) -> String {
    var scale = 1.0
    for _ in 0..<places { scale *= 10 }
    let scaled = (value * scale).rounded() / scale
    return "\(scaled)"
}

/// Ends the process with `status` (output streams are flushed first).
func exitWith(_ status: Int32) -> Never {
    fflush(nil)
    exit(status)
}
