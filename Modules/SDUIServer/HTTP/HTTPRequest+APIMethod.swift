import HTTPTypes
import SDUIContract

extension HTTPRequest.Method {
    /// The router's method for one the contract declares.
    init(_ method: APIMethod) {
        switch method {
        case .get: self = .get
        case .post: self = .post
        }
    }
}
