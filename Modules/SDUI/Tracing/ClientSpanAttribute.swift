/// The names of the attributes the client's action spans carry, written once:
/// the terminal app and flow scripts set them, and the tracer reads the element's
/// to add its origin (the file and line the server's source maps give).
public enum ClientSpanAttribute {
    /// The id of the element whose action the span covers.
    public static let elementID = "sdui.element.id"
    /// The state key a control set.
    public static let stateKey = "sdui.state.key"
    /// The list whose next page was asked for.
    public static let listID = "sdui.list.id"
}
