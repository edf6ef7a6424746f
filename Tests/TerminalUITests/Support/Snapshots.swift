import SDUITesting

/// This target's golden frames.
let snapshots = GoldenFiles("Tests/TerminalUITests/Snapshots")
