/// The component and action types the core itself knows, each declared once
/// by its descriptor; the factory's decoders, the registry's reserved names,
/// the capability manifest, the server's type table and shape rules and the
/// JSON Schema are all made from these lists, so they cannot disagree.
///
/// Adding a core type: its payload type (`Contract/Components/`), its
/// descriptor here, its terminal renderer (`TerminalRenderers.core`), its
/// preview renderer (`HTMLRenderers.core`) and its section in
/// `docs/contract.md`; `DescriptorCoverageTests` and the renderers' coverage
/// tests name whichever is missing.
public enum CoreContract {
    /// Owner named in registration errors for core types.
    public static let owner = "SDUI core"

    /// The core's component types, in the order the contract document lists them.
    public static let components: [ContractTypeDescriptor] = [
        .component(TextComponent.self, members: ContractMembers(texts: ["paragraphs"]), summary: "Paragraphs of text in one style."),
        .component(HeaderComponent.self, members: ContractMembers(texts: ["title", "subtitle"]), summary: "A large header inside a screen's sections, with an optional image."),
        .component(DetailRowComponent.self, members: ContractMembers(actions: ["primaryAction", "deleteAction"],
                                                                        texts: ["title", "subtitle", "addition", "disclosureText"]),
                   summary: "A row of text leading somewhere; every field but the title is optional."),
        .component(ArtworkRowComponent.self, members: ContractMembers(actions: ["action"], texts: ["title", "subtitle", "addition", "description"]),
                   summary: "A row with artwork beside its text."),
        .component(CarouselComponent.self, since: 2, members: ContractMembers(texts: ["title"]), downgrade: .carouselToList,
                   summary: "A horizontal strip of items; older clients get a list of detail rows."),
        .component(GridComponent.self, members: ContractMembers(components: ["components"], texts: ["header"]),
                   summary: "Components laid out in columns under an optional header."),
        .component(ListComponent.self, members: ContractMembers(components: ["components"], texts: ["header"]),
                   summary: "Components stacked vertically under an optional header."),
        .component(ImageBannerComponent.self, since: 2, members: ContractMembers(actions: ["action"], texts: ["title"]),
                   downgrade: .imageBannerToArtworkRow,
                   summary: "A wide image, usually promoting something; older clients get an artwork row."),
        .component(ExploreTileComponent.self, since: 2, members: ContractMembers(actions: ["action"], texts: ["title", "subtitle"]),
                   downgrade: .exploreTileToDetailRow,
                   summary: "A tile with an image, a title and a subtitle; older clients get a detail row."),
        .component(ImageComponent.self, members: ContractMembers(texts: ["accessibilityLabel"]), summary: "An image on its own, sized by the server."),
        .component(ButtonComponent.self, members: ContractMembers(actions: ["action"], required: ["action"], texts: ["label"]),
                   summary: "A button with a label, a style and an action."),
        .component(TextFieldComponent.self, members: ContractMembers(texts: ["placeholder"]), summary: "A text input bound to a key of the screen's state, with its checks."),
        .component(ToggleComponent.self, members: ContractMembers(texts: ["label"]), summary: "An on/off switch bound to a boolean in the screen's state."),
        .component(PickerComponent.self, since: 2, members: ContractMembers(texts: ["label"]), summary: "One of several options, chosen into a state key."),
        .component(BadgeComponent.self, since: 2, members: ContractMembers(texts: ["text"]), downgrade: .badgeToText, summary: "A short status word in a tone that says how much it matters."),
        .component(SpacerComponent.self, summary: "Empty space."),
        .component(DividerComponent.self, summary: "A line between the components before and after it."),
        .component(ColumnComponent.self, members: ContractMembers(components: ["children"]), summary: "Children stacked top to bottom."),
        .component(RowComponent.self, members: ContractMembers(components: ["children"]), summary: "Children side by side."),
        .component(CardComponent.self, members: ContractMembers(components: ["children"], actions: ["action"], texts: ["title"]),
                   summary: "A bordered group of children, tappable as a whole when it has an action."),
        .component(ScrollComponent.self, members: ContractMembers(components: ["children"]),
                   summary: "Children in a region that scrolls along one axis."),
        .component(LazyListComponent.self, members: ContractMembers(components: ["children"]),
                   summary: "Rows drawn only when they come into view."),
    ]

    /// The core's action types, each a case of `Action`.
    public static let actions: [ContractTypeDescriptor] = [
        .coreAction("navigate", NavigateAction.self, members: ContractMembers(opaque: ["prefetched"], screenPaths: ["destination"]),
                    summary: "Opens another screen, showing its prefetched part at once.") { .navigate($0) },
        .coreAction("command", CommandAction.self, members: ContractMembers(opaque: ["payload"]),
                    summary: "Asks the server to do something; it answers with a command result.") { .command($0) },
        .coreAction("updateState", UpdateStateAction.self, members: ContractMembers(opaque: ["value"]),
                    summary: "Changes the current screen's state without a round trip.") { .updateState($0) },
        .coreAction("showAlert", ShowAlertAction.self, members: ContractMembers(texts: ["title", "message"]), summary: "Shows a message the user must acknowledge.") { .showAlert($0) },
        .coreAction("showToast", ShowToastAction.self, members: ContractMembers(texts: ["message"]), downgrade: .showToastToShowAlert,
                    summary: "Shows a short message for a while without stopping the user; clients without it get an alert.") { .showToast($0) },
    ] + TimerAction.Command.allCases.map { command in
        .coreAction(command.actionType, TimerAction.Target.self, summary: command.summary) { .timer(TimerAction(command, id: $0.id)) }
    } + [
        .coreAction("openURL", OpenURLAction.self, summary: "Opens a URL outside the app.") { .openURL($0) },
        .coreAction("share", ShareAction.self, members: ContractMembers(texts: ["title"]), summary: "Hands a text and a link to the platform's share facility.") { .share($0) },
        .coreAction("sequence", SequenceAction.self, members: ContractMembers(actions: ["actions"], required: ["actions"]),
                    summary: "Runs actions in order and stops at the first that fails.") { .sequence($0) },
        .coreAction("back", summary: "Goes back one screen.", .back),
        .coreAction("refresh", summary: "Loads the current screen again.", .refresh),
    ]

    /// Every core type.
    public static var descriptors: [ContractTypeDescriptor] { components + actions }

    /// The structures that hold elements without being typed elements themselves.
    public static let structures: [ContractStructure] = [
        ContractStructure(Screen.self, members: ContractMembers(opaque: ["initialState", "analytics"], texts: ["title"])),
        ContractStructure(Section.self, members: ContractMembers(components: ["components"])),
        ContractStructure(SectionHeading.self, members: ContractMembers(titledActions: ["button"], texts: ["title"])),
        ContractStructure(TitledAction.self, members: ContractMembers(actions: ["action"], required: ["action"], texts: ["title"])),
        ContractStructure(NavigationBar.self, members: ContractMembers(titledActions: ["secondaryButtons"],
                                                                       implicitActions: ["share": "share"])),
        ContractStructure(Trigger.self, members: ContractMembers(actions: ["actions"])),
        ContractStructure(ScreenTimer.self, members: ContractMembers(actions: ["onTick", "onEnd"])),
        ContractStructure(VisibilityAction.self, members: ContractMembers(actions: ["actions"])),
        ContractStructure(DisappearAction.self, members: ContractMembers(actions: ["actions"])),
        ContractStructure(CarouselItem.self, members: ContractMembers(actions: ["action"], texts: ["title", "subtitle"])),
        ContractStructure(Page.self, members: ContractMembers(components: ["components"])),
        ContractStructure(Patch.self, members: ContractMembers(opaque: ["state"])),
        ContractStructure(OptimisticUpdate.self, members: ContractMembers(opaque: ["state"], texts: ["failureMessage"])),
        ContractStructure(PatchOperation.self, members: ContractMembers(components: ["component", "components"])),
        // Structures that hold no elements, only text a person reads.
        ContractStructure(Header.self, members: ContractMembers(texts: ["title", "subtitle"])),
        ContractStructure(PrefetchedScreen.self, members: ContractMembers(texts: ["title"])),
        ContractStructure(ImageReference.self, members: ContractMembers(texts: ["accessibilityLabel"])),
        ContractStructure(InputOption.self, members: ContractMembers(texts: ["title"])),
        ContractStructure(FieldRule.self, members: ContractMembers(texts: ["message"])),
        ContractStructure(PlainAnswer.self, members: ContractMembers(texts: ["message"])),
        ContractStructure(CommandResult.self, members: ContractMembers(texts: ["message", "prompt", "placeholder"])),
        ContractStructure(Widget.self, members: ContractMembers(texts: ["title", "message", "description"])),
        ContractStructure(WidgetFooter.self, members: ContractMembers(texts: ["title"])),
    ]

    /// The core's component payload types, in the contract document's order.
    public static var componentContentTypes: [any ComponentContent.Type] {
        components.compactMap { $0.payload as? any ComponentContent.Type }
    }

    /// Decoders of the core's component types, by type name.
    static let componentTypes: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = {
        var table: [TypeName: @Sendable (any Decoder) throws -> any ComponentContent] = [:]
        for descriptor in components {
            if case .component(let decode) = descriptor.decoding { table[descriptor.name] = decode }
        }
        return table
    }()

    /// Decoders of the core's action types, by type name.
    static let actionDecoders: [TypeName: @Sendable (any Decoder) throws -> Action] = {
        var table: [TypeName: @Sendable (any Decoder) throws -> Action] = [:]
        for descriptor in actions {
            if case .coreAction(let decode) = descriptor.decoding { table[descriptor.name] = decode }
        }
        return table
    }()

    /// The core's action types; each is a case of `Action`.
    public static let actionTypes: Set<TypeName> = Set(actions.map(\.name))

    /// Everything the core can show and run, and the contract features it implements.
    public static var capabilities: [Capability] {
        descriptors.map(\.capability) + features
    }

    /// `expressions`: `@{…}` in fields and `visible` (§8.1 of the contract).
    public static let expressions = Capability(kind: .feature, type: "expressions", version: 1)

    /// `templates`: named bodies expanded before decoding (§8.2 of the contract).
    public static let templates = Capability(kind: .feature, type: "templates", version: 1)

    /// `pages`: lists that name their next page and load it as the user
    /// nears the end (§8.3 of the contract). A client without it gets the
    /// list inlined up to a limit and a row that opens the rest as a screen.
    public static let pages = Capability(kind: .feature, type: "pages", version: 1)

    /// `patches`: a `done` result may change the screen in place (§6.1). A
    /// client without it is asked to load the screen again instead.
    public static let patches = Capability(kind: .feature, type: "patches", version: 1)

    /// `live`: a screen marked `live` is followed over server-sent events
    /// (contract: "Live screens"). A client without it keeps to the screen's `refreshInterval`.
    public static let live = Capability(kind: .feature, type: "live", version: 1)

    /// `themes`: colours by role (`"color": "primary"`) and a screen's
    /// `theme` with a light and a dark palette. A client without it is sent
    /// raw colours (the light palette's) and no theme.
    public static let themes = Capability(kind: .feature, type: "themes", version: 1)

    /// `optimistic`: a `command`'s `optimistic` change is shown at once and
    /// put back if the command fails (§5). A client without it is sent
    /// commands without it, and shows the change when the server's answer does.
    public static let optimistic = Capability(kind: .feature, type: "optimistic", version: 1)

    /// `plainAnswers`: a `command` with an `answer` talks to an ordinary
    /// endpoint and takes its JSON as `done`, setting state from its fields
    /// (§5). A client without it is sent the command's `fallback` instead.
    public static let plainAnswers = Capability(kind: .feature, type: "plainAnswers", version: 1)

    /// `triggers`: a screen's `triggers` run actions as its state changes,
    /// with no request (§8.4). A client without it (or without
    /// `expressions`, which its conditions are written in) is sent the screen
    /// without `triggers`: it still works, and its commands send the state
    /// the person set, for the server to complete.
    public static let triggers = Capability(kind: .feature, type: "triggers", version: 1)

    /// `timers`: a screen's `timers` tick by themselves and run actions
    /// (§8.5). A client without it (or without `expressions`) is sent the
    /// screen without `timers`, each timer's key holding its starting value.
    public static let timers = Capability(kind: .feature, type: "timers", version: 1)

    /// `impressions`: components' `visibilityActions` and `disappearActions`
    /// run as the person sees them (§8.6). A client without it is sent the
    /// components without them: nothing else depends on them.
    public static let impressions = Capability(kind: .feature, type: "impressions", version: 1)

    public static var features: [Capability] {
        [expressions, templates, pages, patches, live, themes, optimistic, plainAnswers, triggers, timers, impressions]
    }

    /// Names of the core's component types, sorted.
    public static var componentTypeNames: [TypeName] { componentTypes.keys.sorted() }
}
