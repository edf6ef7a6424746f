extension InputSubmission {
    /// A question a feature asks on the device and answers itself
    /// (`ActionContext.requestInput`: a text, or a choice drawn as a dialog):
    /// nothing is submitted, the handler gets the answer. `feature` names it
    /// in logs and scripts (`local:scanBarcode`).
    public static func local(_ feature: String) -> InputSubmission {
        InputSubmission(url: "local:" + feature, answerKey: "answer")
    }

    /// Whether the answer stays on the device (`local(_:)`).
    public var isLocal: Bool { url.hasPrefix("local:") }
}
