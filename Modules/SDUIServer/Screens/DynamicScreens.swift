/// Every screen built in Swift, by path pattern, in one list.
///
/// Static screens live in `Content/screens/` instead (see `ContentLibrary`);
/// a content file with the same path as a pattern here wins.
enum DynamicScreens {
    static let all: [DynamicScreen] = [
        DynamicScreen("parcels") { request, _ in try await ParcelsScreen.build(request) },
        DynamicScreen("parcels/{code}") { request, parameters in
            try await ParcelDetailScreen.build(request, code: parameters["code", default: ""])
        },
        DynamicScreen("scan-and-go") { request, _ in try await ScanAndGoScreens.locations(request) },
        DynamicScreen("scan-and-go/{location}") { request, parameters in
            try await ScanAndGoScreens.start(request, location: parameters["location", default: ""])
        },
        DynamicScreen("scan-and-go/orders/{order}/address") { request, parameters in
            try await ScanAndGoScreens.address(request, order: parameters["order", default: ""])
        },
        DynamicScreen("scan-and-go/orders/{order}/options") { request, parameters in
            try await ScanAndGoScreens.options(request, order: parameters["order", default: ""])
        },
        DynamicScreen("scan-and-go/orders/{order}/pay") { request, parameters in
            try await ScanAndGoScreens.pay(request, order: parameters["order", default: ""])
        },
        DynamicScreen("scan-and-go/orders/{order}/done") { request, parameters in
            try await ScanAndGoScreens.done(request, order: parameters["order", default: ""])
        },
        DynamicScreen("music") { request, _ in try await MusicBrowseScreen.build(request) },
        DynamicScreen("composers/{id}") { request, parameters in
            try await ComposerScreen.build(request, id: parameters["id", default: ""])
        },
        DynamicScreen("albums/{id}") { request, parameters in
            try await AlbumScreen.build(request, id: parameters["id", default: ""])
        },
        DynamicScreen("playlists/{id}") { request, parameters in
            try await PlaylistScreen.build(request, id: parameters["id", default: ""])
        },
        DynamicScreen("profile", requiresLogin: true) { request, _ in try await ProfileScreen.build(request) },
    ]
}
