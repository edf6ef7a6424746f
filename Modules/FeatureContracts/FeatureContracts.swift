import KeepOfflineContract
import LoginContract
import PlayerContract
import ScanBarcodeContract
import SDUIContract

/// Every feature's published wire types, in one list, for whatever speaks
/// all of them at once: the full client's schema, the fuzzers, the
/// benchmarks and the tests that loop over the features. A new feature
/// contract is added here once; a test checks that each feature module's
/// registration is in it.
public enum FeatureContracts {
    public static let all: [ContractTypes] = [
        ScanBarcodeWireTypes.all, PlayerWireTypes.all, LoginWireTypes.all, KeepOfflineWireTypes.all,
    ]

    /// The types of every feature, after the core's: what a client with every feature decodes.
    public static var descriptors: [ContractTypeDescriptor] { all.flatMap(\.types) }
}
