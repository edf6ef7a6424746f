import SDUITesting

/// This target's golden protocol output.
let snapshots = GoldenFiles("Tests/TerminalImagesTests/Snapshots")
