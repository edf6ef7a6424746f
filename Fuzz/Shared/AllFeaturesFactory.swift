// Shared by the screen and result harnesses (Scripts/fuzz.sh compiles it into
// both): the factory of a client with every feature's contract types.
import FeatureContracts
import SDUIContract

/// Built once per fuzzing process; registering the features' types cannot fail
/// unless two contracts claim one type, which is a bug in this repository.
let factory: ScreenFactory = {
    var registry = ContractRegistry()
    do {
        for types in FeatureContracts.all {
            try types.register(into: &registry)
        }
    } catch {
        fatalError("the features' contract types do not register: \(error)")
    }
    return ScreenFactory(delegate: registry)
}()
