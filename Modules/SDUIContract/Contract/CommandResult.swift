import JSON

/// The server's answer to a `command` action.
///
/// ```json
/// {"type": "done", "message": "Added to favourites", "refresh": true}
/// {"type": "done", "message": "Saved", "toast": {"message": "Saved for later", "duration": 3}}
/// {"type": "requestInput", "prompt": "Name of the new playlist", "input": {"kind": "text", "placeholder": "My playlist"},
///  "submit": {"url": "/v1/commands/playlists/create", "answerKey": "name"}}
/// {"type": "navigate", "action": {"destination": "scan-and-go/done", "presentation": "push"}}
/// {"type": "error", "message": "This parcel code is not valid."}
/// {"type": "error", "message": "That address is not known.", "field": "street"}
/// ```
public enum CommandResult: Codable, Sendable, Equatable {
    case done(Done)
    case requestInput(InputRequest)
    case navigate(NavigateAction)
    /// `field`: the state key of the text field the error is about; the
    /// client shows the message under that field and focuses it (§6).
    case error(message: String, field: String? = nil)
    /// A result type this client does not know; shown as an error, never ignored.
    case unknown(type: String)

    /// The command worked; tell the user, and reload the screen when asked,
    /// or change it in place with a patch (`f:patches@1`, §6.1).
    public struct Done: Codable, Sendable, Equatable {
        public var message: String?
        public var refresh: Bool?
        /// What changed on the screen; a client without patches is sent `refresh` instead.
        public var patch: Patch?
        /// A short message shown for a while (a `showToast` without its
        /// `type`), in place of `message`; a client without `a:showToast@1`
        /// is sent its text as `message` instead (§6).
        public var toast: ShowToastAction?

        public init(message: String? = nil, refresh: Bool? = nil, patch: Patch? = nil, toast: ShowToastAction? = nil) {
            self.message = message
            self.refresh = refresh
            self.patch = patch
            self.toast = toast
        }

        public var shouldRefresh: Bool { refresh ?? false }

        enum CodingKeys: String, CodingKey {
            case message, refresh, patch, toast
        }

        /// A patch this client cannot read is a reason to load the screen
        /// again (with a diagnostic), never to leave it as it was.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            message = try container.decodeIfPresent(String.self, forKey: .message)
            refresh = try container.decodeIfPresent(Bool.self, forKey: .refresh)
            if container.contains(.patch), (try? container.decodeNil(forKey: .patch)) != true {
                patch = container.decodeLossyIfPresent(Patch.self, forKey: .patch, context: ContractContext.of(decoder))
                if patch == nil { refresh = true }
            }
            // A toast that cannot be read is left out (with a diagnostic): the command worked, and `message` still says so.
            toast = container.decodeLossyIfPresent(ShowToastAction.self, forKey: .toast, context: ContractContext.of(decoder))
        }
    }

    enum CodingKeys: String, CodingKey {
        case type, message, action, field
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let type = try container.decode(String.self, forKey: .type)
        switch type {
        case "done": self = .done(try Done(from: decoder))
        case "requestInput": self = .requestInput(try InputRequest(from: decoder))
        case "navigate": self = .navigate(try container.decode(NavigateAction.self, forKey: .action))
        case "error":
            // A field that is not a string is ignored: the message still shows.
            self = .error(message: try container.decode(String.self, forKey: .message),
                          field: (try? container.decodeIfPresent(String.self, forKey: .field)) ?? nil)
        default:
            self = .unknown(type: type)
            ContractContext.of(decoder).record(.unknownType(TypeName(type)), at: decoder.codingPath,
                                               "command result type '\(type)' is not supported by this client")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .done(let done):
            try container.encode("done", forKey: .type)
            try done.encode(to: encoder)
        case .requestInput(let request):
            try container.encode("requestInput", forKey: .type)
            try request.encode(to: encoder)
        case .navigate(let action):
            try container.encode("navigate", forKey: .type)
            try container.encode(action, forKey: .action)
        case .error(let message, let field):
            try container.encode("error", forKey: .type)
            try container.encode(message, forKey: .message)
            try container.encodeIfPresent(field, forKey: .field)
        case .unknown(let type):
            try container.encode(type, forKey: .type)
        }
    }
}

/// The server needs something from the user before a command completes:
/// free text or one of a few options. The answer is sent to `submit`.
public struct InputRequest: Codable, Sendable, Equatable {
    public var prompt: String
    public var input: InputKind
    public var submit: InputSubmission

    public init(prompt: String, input: InputKind, submit: InputSubmission) {
        self.prompt = prompt
        self.input = input
        self.submit = submit
    }
}

/// Free text, or a choice among options.
public enum InputKind: Codable, Sendable, Equatable {
    case text(placeholder: String?)
    case choice(options: [InputOption])

    enum CodingKeys: String, CodingKey {
        case kind, placeholder, options
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let kind = try container.decode(String.self, forKey: .kind)
        switch kind {
        case "text": self = .text(placeholder: try container.decodeIfPresent(String.self, forKey: .placeholder))
        case "choice":
            let options = try container.decode([InputOption].self, forKey: .options)
            guard !options.isEmpty else {
                throw DecodingError.dataCorruptedError(forKey: .options, in: container,
                                                       debugDescription: "A choice needs at least one option.")
            }
            self = .choice(options: options)
        default:
            throw DecodingError.dataCorruptedError(forKey: .kind, in: container,
                                                   debugDescription: "Unknown input kind '\(kind)'; expected 'text' or 'choice'.")
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        switch self {
        case .text(let placeholder):
            try container.encode("text", forKey: .kind)
            try container.encodeIfPresent(placeholder, forKey: .placeholder)
        case .choice(let options):
            try container.encode("choice", forKey: .kind)
            try container.encode(options, forKey: .options)
        }
    }
}

/// One option of a choice: shown as `title`, sent as `value`.
public struct InputOption: Codable, Sendable, Equatable {
    public var title: String
    public var value: String

    public init(title: String, value: String) {
        self.title = title
        self.value = value
    }
}

/// Where an answer goes: the payload plus the answer under `answerKey`.
public struct InputSubmission: Codable, Sendable, Equatable {
    public var url: String
    public var method: String?
    public var payload: JSONValue?
    public var answerKey: String

    public init(url: String, method: String? = nil, payload: JSONValue? = nil, answerKey: String) {
        self.url = url
        self.method = method
        self.payload = payload
        self.answerKey = answerKey
    }

    /// What to send with the user's answer: the payload as the body, as for
    /// a command, with the answer under `answerKey`. An object payload (or
    /// none) takes the answer among its members, replacing one of that name;
    /// beside any other payload it goes in the `SDUI-Command-Members` header
    /// (`CommandBody`). The server answers with another `CommandResult`.
    public func request(answer: String) -> CommandBody {
        CommandBody(payload: payload, adding: [answerKey: .string(answer)])
    }

    /// The POST body alone (`request(answer:).body`).
    public func body(answer: String) -> JSONValue {
        request(answer: answer).body
    }
}
