import JSON

extension SeedFormat {
    /// Converts `document` (this format's JSON) into our contract: a screen,
    /// or a widget for PostNL. Whatever could not be carried over is in the
    /// result's notes with its JSON pointer; a document that is not of this
    /// format at all throws.
    public func convert(_ document: JSONValue) throws(ConversionError) -> Conversion {
        let notes = SeedNotes()
        guard case .object(let object) = document else {
            throw ConversionError(format: self, path: "", reason: "the document is \(document.typeWithArticle), not an object")
        }
        let input = SeedObject(object, at: SeedPath(), notes: notes)
        let converted: JSONValue = switch self {
        case .tutorial: try TutorialConversion(notes: notes).screen(input)
        case .primephonic: try PrimephonicConversion(notes: notes).screen(input)
        case .medium: try MediumConversion(notes: notes).screen(input)
        case .postnl: try PostNLConversion(notes: notes).widget(input)
        }
        return Conversion(document: converted, notes: notes.list)
    }
}
