/// `--theme light|dark|auto`: which palette the client draws with.
public enum ThemeChoice: String, Sendable, CaseIterable {
    case auto, light, dark
}
