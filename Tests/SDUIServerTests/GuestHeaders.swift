import HTTPTypes
import SDUI

/// A guest's request headers: its install id (`SDUI-Install-ID`), which owns
/// the guest's favourites and playlists; a new install each call.
enum GuestHeaders {
    static let name = HTTPField.Name(APIHeader.installID)!

    static func make(_ install: String = InstallID.random().value) -> HTTPFields {
        [name: install]
    }
}
