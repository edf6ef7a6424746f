extension String {
    /// The path's segments as Hummingbird's router splits it: empty ones
    /// ("//", a leading or trailing "/") do not count. Byte by byte, since
    /// `VersionedRoutes` splits every request's path with it.
    var routerSegments: [Substring] {
        var segments: [Substring] = []
        segments.reserveCapacity(8)
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        while index != bytes.endIndex {
            if bytes[index] == UInt8(ascii: "/") {
                if start != index { segments.append(self[start..<index]) }
                start = bytes.index(after: index)
            }
            index = bytes.index(after: index)
        }
        if start != bytes.endIndex { segments.append(self[start...]) }
        return segments
    }
}
