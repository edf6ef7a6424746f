import SDUI

/// Every command the server runs, by name (the part after `/commands/`).
enum CommandCatalog {
    typealias Handler = @Sendable (CommandRequest) async throws -> CommandResult

    static let handlers: [String: Handler] = [
        "favourite": PlaylistCommands.favourite,
        "unfavourite": PlaylistCommands.unfavourite,
        "playlists/new": PlaylistCommands.new,
        "playlists/create": PlaylistCommands.create,
        "scan-and-go/parcel": ScanAndGoCommands.parcel,
        "scan-and-go/confirm-address": ScanAndGoCommands.confirmAddress,
        "scan-and-go/option": ScanAndGoCommands.option,
        "scan-and-go/pay": ScanAndGoCommands.pay,
    ]
}
