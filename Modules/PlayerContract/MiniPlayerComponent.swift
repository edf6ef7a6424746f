import SDUIContract

/// Where a screen wants the mini-player; clients also draw it at the bottom
/// of every screen while something plays.
///
/// ```json
/// {"type": "miniPlayer"}
/// ```
public struct MiniPlayerComponent: ComponentContent {
    public static let typeName: TypeName = "miniPlayer"

    public init() {}
}
