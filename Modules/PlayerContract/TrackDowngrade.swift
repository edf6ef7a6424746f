import SDUIContract

extension Downgrade {
    /// A track becomes a detail row; the duration moves to the disclosure text.
    public static let trackToDetailRow = Downgrade(name: "track → detailRow") { id, element, factory in
        let track = try factory.decode(TrackComponent.self, from: element).value
        return Component(id: id, content: DetailRowComponent(
            title: track.title, subtitle: track.subtitle,
            disclosureText: track.displayedDuration, primaryAction: track.action))
    }
}
