import AnalyticsContract

extension ScreenCatalog {
    /// The exposures of experiments that count one when the component they
    /// change was seen (`Experiment.exposedBy`, contract §8.6): each
    /// `impression` of that component on one of the experiment's screens,
    /// from an install, records the install's exposure to its variant, once,
    /// as a served screen records the others'.
    func recordSeenExposures(_ batch: AnalyticsBatch, install: String?) async {
        guard let install, let experiments = content?.snapshot.experiments, !experiments.isEmpty else { return }
        for event in batch.events where event.name == AnalyticsEvent.impressionName {
            guard let path = event.properties["path"]?.stringValue, let element = event.properties["elementID"]?.stringValue,
                  let experiment = experiments[path], experiment.exposedBy == element,
                  let variant = experiment.variant(for: install) else { continue }
            await exposures.record(experiment, variant: variant, install: install, screen: path)
        }
    }
}
