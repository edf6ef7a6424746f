// The analytics wire types (events, batches, the ingest answer) live in
// AnalyticsContract, shared with the server; users of this module get them too.
@_exported import AnalyticsContract
