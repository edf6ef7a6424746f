import HTTPTypes
import SDUIContract

extension HTTPField.Name {
    /// `SDUI-Capabilities`, the client's capability manifest.
    package static let capabilities = HTTPField.Name(CapabilityManifest.headerName)!
    /// The screen path a deep link resolved to, so the client can refresh it.
    static let screenPath = HTTPField.Name(APIHeader.screenPath)!
    /// `SDUI-Install-ID`, the client's install id.
    static let installID = HTTPField.Name(APIHeader.installID)!
    /// `SDUI-Debug`: `origins` asks for every element's origin.
    static let debug = HTTPField.Name(APIHeader.debug)!
    /// `SDUI-Author-Token`: an admin's token, for debug answers from another machine.
    static let authorToken = HTTPField.Name(APIHeader.authorToken)!
    /// `SDUI-Command-Members`: what a client adds beside a command payload that is not an object.
    static let commandMembers = HTTPField.Name(APIHeader.commandMembers)!
    /// `SDUI-Client`: `web` from the web client, whose session cookie is read only then.
    static let client = HTTPField.Name(APIHeader.client)!
}
