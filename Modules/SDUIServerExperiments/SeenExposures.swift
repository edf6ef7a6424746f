import AnalyticsContract
import SDUIServer

extension ExposureLog {
    /// The exposures of experiments that count one when the component they
    /// change was seen (`Experiment.exposedBy`, contract §8.6): each
    /// `impression` of that component on one of the experiment's screens,
    /// from an install, records the install's exposure to its variant, once,
    /// as a served screen records the others'.
    func recordSeen(_ batch: AnalyticsBatch, install: String?, content: ContentSnapshot) async {
        guard let install, let experiments = RunningExperiments.of(content)?.byScreen, !experiments.isEmpty else { return }
        for event in batch.events where event.name == AnalyticsEvent.impressionName {
            guard let path = event.properties["path"]?.stringValue, let element = event.properties["elementID"]?.stringValue,
                  let experiment = experiments[path], experiment.exposedBy == element,
                  let variant = experiment.variant(for: install) else { continue }
            await record(experiment, variant: variant, install: install, screen: path)
        }
    }
}
