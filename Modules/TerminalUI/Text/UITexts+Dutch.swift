extension UITexts {
    /// The client's own words in Dutch, keyed by the English text.
    static let dutch: [String: String] = [
        // The full-screen client
        "↑↓ move · ⏎ open · esc back · / search · r refresh · m menu · q quit":
            "↑↓ kies · ⏎ open · esc terug · / zoek · r ververs · m menu · q stop",
        "↑↓ move · ⏎ open · esc back · q quit": "↑↓ kies · ⏎ open · esc terug · q stop",
        "Enter finds · Esc cancels": "Enter zoekt · Esc annuleert",
        "Editing: type, Enter keeps, Esc cancels, Tab keeps and moves on":
            "Bewerken: typ, Enter bewaart, Esc annuleert, Tab bewaart en gaat verder",
        "Enter sends · Esc cancels": "Enter verstuurt · Esc annuleert",
        "↑↓ or a number · Enter picks · Esc cancels": "↑↓ of een nummer · Enter kiest · Esc annuleert",
        "Enter runs · Esc closes": "Enter voert uit · Esc sluit",
        "Question": "Vraag",
        "Menu": "Menu",
        "OK": "OK",
        "Starting…": "Starten…",
        "Loading…": "Laden…",
        "Could not load this screen": "Dit scherm kon niet worden geladen",
        "Press R to retry, Esc to go back.": "Druk op R om het opnieuw te proberen, Esc om terug te gaan.",
        "Offline: this is the copy from your last visit. Press r to try again.":
            "Offline: dit is de kopie van je vorige bezoek. Druk op r om het opnieuw te proberen.",
        "The server no longer answers this client's API version (HTTP 410).":
            "De server beantwoordt de API-versie van deze app niet meer (HTTP 410).",
        "No diagnostics": "Geen meldingen",
        "Diagnostics ({count})": "Meldingen ({count})",
        "1 item could not be shown": "1 onderdeel kon niet worden getoond",
        "{count} items could not be shown": "{count} onderdelen konden niet worden getoond",
        "This is the first screen. Press q to quit.": "Dit is het eerste scherm. Druk op q om te stoppen.",
        "This screen has no menu.": "Dit scherm heeft geen menu.",
        "Move the focus to an element (Tab), then press i to inspect it.":
            "Zet de focus op een element (Tab) en druk dan op i om het te inspecteren.",
        "Ctrl-Z: this program cannot go to the background.": "Ctrl-Z: dit programma kan niet naar de achtergrond.",
        // What fields take (the keyboard kinds' refusals)
        "An email address has no spaces.": "Een e-mailadres heeft geen spaties.",
        "A web address has no spaces.": "Een webadres heeft geen spaties.",
        "This field takes digits only.": "Dit veld neemt alleen cijfers.",
        "A phone number takes digits, +, -, ( ) and spaces.": "Een telefoonnummer neemt cijfers, +, -, ( ) en spaties.",
        // Plain mode: roles and states
        "link": "link",
        "button": "knop",
        "radio button": "keuzerondje",
        "selected": "gekozen",
        "not selected": "niet gekozen",
        "text field": "tekstveld",
        "password field": "wachtwoordveld",
        "empty": "leeg",
        "{count} characters": "{count} tekens",
        "invalid: {message}": "ongeldig: {message}",
        "toggle": "schakelaar",
        "on": "aan",
        "off": "uit",
        "Image:": "Afbeelding:",
        // Plain mode: what it says
        "Type an item's number and Enter to use it (a link opens, a button runs, a field asks for its text, a toggle flips).":
            "Typ het nummer van een onderdeel en Enter om het te gebruiken (een link opent, een knop voert uit, een veld vraagt om tekst, een schakelaar gaat om).",
        "Other commands: b back, r refresh or retry, l read the screen again, h this help, q quit.":
            "Andere opdrachten: b terug, r verversen of opnieuw, l scherm opnieuw voorlezen, h deze hulp, q stoppen.",
        "Alert: {text}": "Melding: {text}",
        "Loading {screen}…": "{screen} laden…",
        "Could not load {screen}: {error}": "{screen} kon niet worden geladen: {error}",
        "Type r to try again, or b to go back.": "Typ r om het opnieuw te proberen, of b om terug te gaan.",
        "Type r to try again.": "Typ r om het opnieuw te proberen.",
        "The screen changed.": "Het scherm is veranderd.",
        "Screen: {title}": "Scherm: {title}",
        "Nothing to choose here": "Hier valt niets te kiezen",
        "1 item": "1 onderdeel",
        "{count} items": "{count} onderdelen",
        "b goes back, ": "b gaat terug, ",
        "b closes it, ": "b sluit het, ",
        "h for help.": "h voor hulp.",
        "Focus: {item}": "Focus: {item}",
        "Question: {prompt}": "Vraag: {prompt}",
        " (for example: {example})": " (bijvoorbeeld: {example})",
        "Type your answer{example} and press Enter; an empty line cancels.":
            "Typ je antwoord{example} en druk op Enter; een lege regel annuleert.",
        "Type a number and press Enter; an empty line cancels.": "Typ een nummer en druk op Enter; een lege regel annuleert.",
        "There is nothing to choose on this screen.": "Op dit scherm valt niets te kiezen.",
        "There is no item {number} here; the items go from 1 to {count}.":
            "Er is hier geen onderdeel {number}; de onderdelen gaan van 1 tot {count}.",
        "This is the first screen; there is nothing to go back to.": "Dit is het eerste scherm; er is niets om naar terug te gaan.",
        "“{typed}” is not a command or an item here. Type a number, or h for help.":
            "“{typed}” is hier geen opdracht of onderdeel. Typ een nummer, of h voor hulp.",
        "Several items are called “{typed}”: {numbers}. Type the number of the one you mean.":
            "Meerdere onderdelen heten “{typed}”: {numbers}. Typ het nummer van het onderdeel dat je bedoelt.",
        "empty now": "nu leeg",
        "{count} characters now": "nu {count} tekens",
        "now “{text}”": "nu “{text}”",
        "Editing {field} ({now}). Type the new text and press Enter; an empty line leaves it as it is.":
            "{field} bewerken ({now}). Typ de nieuwe tekst en druk op Enter; een lege regel laat het zoals het is.",
        "What you type is not shown.": "Wat je typt, wordt niet getoond.",
        "{field} left as it was.": "{field} is gebleven zoals het was.",
        "“{character}” does not belong here. {rule} Type it again, or an empty line to leave it.":
            "“{character}” hoort hier niet. {rule} Typ het opnieuw, of een lege regel om het te laten.",
        "Cancelled.": "Geannuleerd.",
        "That does not belong here. {rule} Type it again, or an empty line to leave it.":
            "Dat hoort hier niet. {rule} Typ het opnieuw, of een lege regel om het te laten.",
        "There is no option “{typed}”. Type a number from 1 to {count}, or an empty line to cancel.":
            "Er is geen keuze “{typed}”. Typ een nummer van 1 tot {count}, of een lege regel om te annuleren.",
    ]
}
