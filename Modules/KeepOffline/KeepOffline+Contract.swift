/// Whoever imports KeepOffline also sees its wire types, which live in
/// `KeepOfflineContract` so that the server can speak them without linking this module.
@_exported import KeepOfflineContract
