/// Whoever imports Player also sees its wire types, which live in
/// `PlayerContract` so that the server can speak them without linking this module.
@_exported import PlayerContract
