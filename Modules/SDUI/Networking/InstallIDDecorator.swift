/// Puts the install id on every request (a client adds it beside the features' decorators).
public struct InstallIDDecorator: RequestDecorator {
    public let id: InstallID

    public init(_ id: InstallID) {
        self.id = id
    }

    public func decorate(_ request: inout OutgoingRequest) async {
        request.setHeader(InstallID.headerName, id.value)
    }
}
