import SDUIServer

extension SQLiteDatabase: ServerStorage {
    public var analyticsEvents: any AnalyticsEventStore { SQLiteAnalyticsEventStore(self) }
}
