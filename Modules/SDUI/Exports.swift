// The client runtime speaks the contract: every client module that imports
// SDUI sees SDUIContract's types as well, as it always has.
@_exported import SDUIContract
