import Testing
@testable import CurlTransport

/// Header lines and body bytes as libcurl hands them over, without a network.
@Suite struct ResponseAccumulatorTests {
    private func feed(_ accumulator: ResponseAccumulator, _ lines: [String]) {
        for line in lines {
            _ = Array(line.utf8).withUnsafeBytes { accumulator.appendHeaderLine($0) }
        }
    }

    @Test func keepsOnlyTheLastResponsesFields() {
        let accumulator = ResponseAccumulator(limit: 10)
        feed(accumulator, [
            "HTTP/1.1 100 Continue\r\n", "X-Interim: yes\r\n", "\r\n",
            "HTTP/1.1 200 OK\r\n", "Content-Type:  application/json \r\n", "ETag: \"v1\"\r\n",
            "X-Folded: first\r\n", "\t second\r\n", "not a field\r\n", "\r\n",
        ])
        #expect(accumulator.headers.map(\.name) == ["Content-Type", "ETag", "X-Folded"])
        #expect(accumulator.headers.map(\.value) == ["application/json", "\"v1\"", "first second"])
    }

    @Test func stopsAtTheHeaderLimitCountedOverInterimResponses() {
        let accumulator = ResponseAccumulator(limit: 10, headerLimit: 60)
        let interim = ["HTTP/1.1 100 Continue\r\n", "\r\n"]   // 25 bytes
        #expect(interim.allSatisfy { line in Array(line.utf8).withUnsafeBytes { accumulator.appendHeaderLine($0) } })
        #expect(Array("HTTP/1.1 200 OK\r\n".utf8).withUnsafeBytes { accumulator.appendHeaderLine($0) })   // 42
        #expect(Array("X-A: 12345678\r\n".utf8).withUnsafeBytes { accumulator.appendHeaderLine($0) })      // 57
        #expect(!accumulator.exceededHeaderLimit)
        #expect(!Array("X-B: 1\r\n".utf8).withUnsafeBytes { accumulator.appendHeaderLine($0) })
        #expect(accumulator.exceededHeaderLimit)
        #expect(accumulator.headers.map(\.name) == ["X-A"])
    }

    @Test func stopsAtTheLimit() {
        let accumulator = ResponseAccumulator(limit: 5)
        #expect(Array("abc".utf8).withUnsafeBytes { accumulator.appendBody($0) })
        #expect(Array("de".utf8).withUnsafeBytes { accumulator.appendBody($0) })
        #expect(!Array("f".utf8).withUnsafeBytes { accumulator.appendBody($0) })
        #expect(accumulator.exceededLimit)
        #expect(accumulator.body == Array("abcde".utf8))
    }
}
