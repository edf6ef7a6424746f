/// Whoever imports Login also sees its wire types, which live in
/// `LoginContract` so that the server can speak them without linking this module.
@_exported import LoginContract
