/// Every rule, in the order findings are listed: the one list the linter,
/// the configuration's check of rule ids and `sdui lint --rules` read.
public enum LintRules {
    public static let all: [LintRule] = [
        interactiveLabel, imageAlt, oldClientNoFallback, listNotPaged, answerSize,
        navigateDestination, stateKeyMissing, templateUnused, triggerRefires, toastBounds, timerWithoutEnd, timerTooFast,
        visibilityWithoutID,
    ]
}
