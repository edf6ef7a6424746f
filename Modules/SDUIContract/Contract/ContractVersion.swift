/// The API versions of the contract, as numbers in `/v{n}/…` paths.
///
/// One number shared by the clients and the reference server: a client
/// asks for the newest version it was built with (as Primephonic's apps did,
/// one version per build), so it receives every type it can draw instead of
/// the downgrades meant for older builds; the server answers that version
/// and every older one it still supports.
public enum ContractVersion {
    /// The newest API version whose types this build of the core decodes.
    /// Raise it when the contract gains types that older clients lack.
    public static let newest = 2
}
