// The client runtime speaks the contract: every client module that imports
// SDUI sees SDUIContract's types as well, without importing it.
@_exported import SDUIContract
