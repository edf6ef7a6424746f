import ParcelsLinks
import SDUI

/// The links this clip opens, chosen from the parcels app's declarations
/// (the server opens the same ones): a tag or QR code can only start the
/// flows listed here, and the server may still refuse.
enum ClipAllowList {
    static let links = DeepLinkAllowList(rules: [ParcelsLinks.scanAndGo, ParcelsLinks.parcel])
}
