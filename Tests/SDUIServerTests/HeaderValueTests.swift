import HTTPTypes
@testable import SDUIServer
import Testing

@Suite("A request header read as the server reads it")
struct HeaderValueTests {
    static let cases: [(String, HTTPFields)] = {
        var repeated = HTTPFields()
        repeated.append(HTTPField(name: .ifNoneMatch, value: "\"a\""))
        repeated.append(HTTPField(name: .accept, value: "*/*"))
        repeated.append(HTTPField(name: .ifNoneMatch, value: "\"b\", \"c\""))
        var cookies = HTTPFields()
        cookies.append(HTTPField(name: .cookie, value: "a=1"))
        cookies.append(HTTPField(name: .cookie, value: "b=2"))
        var empty = HTTPFields()
        empty.append(HTTPField(name: .ifNoneMatch, value: ""))
        return [
            ("none", HTTPFields()),
            ("one", [.ifNoneMatch: "\"abc\"", .accept: "*/*"]),
            ("another name only", [.accept: "*/*", .authorization: "Bearer x"]),
            ("repeated, apart", repeated),
            ("cookies", cookies),
            ("empty value", empty),
        ]
    }()

    @Test("every field of the name, joined as the standard subscript joins them", arguments: cases)
    func sameAsSubscript(_ label: String, _ fields: HTTPFields) {
        for name in [HTTPField.Name.ifNoneMatch, .cookie, .authorization, .acceptEncoding] {
            #expect(fields.value(name) == fields[name], "\(label): \(name)")
        }
    }

    @Test("the name matched in any case, as it arrived")
    func caseOfTheName() throws {
        let name = try #require(HTTPField.Name("IF-None-Match"))
        let fields: HTTPFields = [name: "\"x\""]
        #expect(fields.value(.ifNoneMatch) == "\"x\"")
        #expect(HeaderValueTests.cases[3].1.value(.ifNoneMatch) == "\"a\", \"b\", \"c\"")
    }
}
