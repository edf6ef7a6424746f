/// A component whose rows can continue on the server (`list`, `lazyList`):
/// the client appends each page's rows and takes the page's next link.
public protocol PagedList: ComponentContent {
    /// The rows the list holds so far.
    var rows: [Component] { get set }
    var nextPage: PageLink? { get set }
}

extension ListComponent: PagedList {
    public var rows: [Component] {
        get { components }
        set { components = newValue }
    }
}

extension LazyListComponent: PagedList {
    public var rows: [Component] {
        get { children }
        set { children = newValue }
    }
}
