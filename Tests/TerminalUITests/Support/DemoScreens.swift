/// Screens shaped like the demo server's, for snapshots and app tests.
enum DemoScreens {
    static let home = #"""
        {"id": "home", "title": "SDUI demo", "header": {"title": "Welcome", "subtitle": "Two apps, one server"},
         "sections": [
          {"id": "apps", "heading": {"title": "Apps"}, "components": [
            {"type": "imageBanner", "id": "music-banner", "image": {"url": "https://img.example/home/music.jpg", "accessibilityLabel": "A concert hall"},
             "title": "Music: composers, albums and playlists", "action": {"type": "navigate", "destination": "music"}},
            {"type": "card", "id": "parcels-card", "title": "Parcels",
             "children": [{"type": "text", "id": "parcels-card-text", "paragraphs": ["Follow your parcels, or send one with Scan & Go"]}],
             "action": {"type": "navigate", "destination": "parcels"}}]},
          {"id": "account", "heading": {"title": "Account"}, "components": [
            {"type": "detailRow", "id": "profile", "title": "Profile", "subtitle": "Your favourites and playlists (log in first)",
             "primaryAction": {"type": "navigate", "destination": "profile"}},
            {"type": "detailRow", "id": "login", "title": "Log in", "primaryAction": {"type": "navigate", "destination": "login", "presentation": "sheet"}}]},
          {"id": "about", "components": [
            {"type": "divider", "id": "about-divider"},
            {"type": "spacer", "id": "about-spacer", "size": 8},
            {"type": "text", "id": "about-text", "style": "footnote", "color": "#8E8E93",
             "paragraphs": ["Every screen of these apps comes from the server, which chooses what your version of the app can show."]},
            {"type": "button", "id": "about-link", "label": "About server-driven UI", "style": "plain", "action": {"type": "openURL", "url": "https://sdui.example/about"}}]}
         ]}
        """#

    static let login = #"""
        {"id": "login", "title": "Log in", "initialState": {"email": "ada@example.com"},
         "sections": [{"id": "form", "components": [
           {"type": "text", "id": "intro", "paragraphs": ["Log in to see your favourites and playlists."]},
           {"type": "textField", "id": "email", "placeholder": "Email", "stateKey": "email", "keyboard": "email"},
           {"type": "textField", "id": "password", "placeholder": "Password", "stateKey": "password", "secure": true},
           {"type": "button", "id": "submit", "label": "Log in", "style": "primary",
            "action": {"type": "command", "url": "/v1/commands/login", "stateKeys": ["email", "password"]}}]}]}
        """#

    static let composer = #"""
        {"id": "composer-bach", "title": "Bach",
         "header": {"title": "Johann Sebastian Bach", "subtitle": "Composer 1685 – 1750", "image": {"url": "https://img.example/bach.jpg"}},
         "navigationBar": {"secondaryButtons": [{"title": "Add to favourites", "action": {"type": "command", "url": "/v1/commands/favourite"}}],
                           "share": {"title": "Bach", "url": "https://music.example/composers/bach"}},
         "sections": [
          {"id": "bio", "components": [{"type": "text", "id": "bio-text", "paragraphs": ["Johann Sebastian Bach was a German composer of the late Baroque period, known for the Brandenburg Concertos, the Goldberg Variations and the Mass in B minor."]}]},
          {"id": "albums", "heading": {"title": "Albums", "button": {"title": "Show all", "action": {"type": "navigate", "destination": "composers/bach/albums"}}},
           "components": [
            {"type": "carousel", "id": "albums-carousel", "items": [
              {"title": "Brandenburg Concertos", "subtitle": "Academy of Ancient Music", "image": {"url": "https://img.example/a1.jpg", "accessibilityLabel": "Cover"}, "action": {"type": "navigate", "destination": "albums/brandenburg"}},
              {"title": "Goldberg Variations", "subtitle": "Glenn Gould, 1981", "image": {"url": "https://img.example/a2.jpg", "accessibilityLabel": "Cover"}, "action": {"type": "navigate", "destination": "albums/goldberg"}},
              {"title": "Mass in B minor", "subtitle": "Monteverdi Choir", "image": {"url": "https://img.example/a3.jpg", "accessibilityLabel": "Cover"}, "action": {"type": "navigate", "destination": "albums/mass"}},
              {"title": "Cello Suites", "subtitle": "Yo-Yo Ma", "image": {"url": "https://img.example/a4.jpg", "accessibilityLabel": "Cover"}, "action": {"type": "navigate", "destination": "albums/cello"}},
              {"title": "The Well-Tempered Clavier", "subtitle": "András Schiff", "image": {"url": "https://img.example/a5.jpg", "accessibilityLabel": "Cover"}, "action": {"type": "navigate", "destination": "albums/wtc"}}]}]},
          {"id": "popular", "heading": {"title": "Popular tracks"}, "components": [
            {"type": "track", "id": "t1", "title": "Brandenburg Concerto No. 3: I. Allegro", "subtitle": "Academy of Ancient Music", "duration": 344,
             "action": {"type": "play", "tracksMetadataURL": "/v1/albums/brandenburg/tracks", "startIndex": 2, "startTrack": {"id": "b3", "title": "Concerto No. 3: Allegro", "duration": 344}}},
            {"type": "track", "id": "t2", "title": "Goldberg Variations: Aria", "subtitle": "Glenn Gould", "duration": 185},
            {"type": "track", "id": "t3", "title": "Cello Suite No. 1: Prélude", "subtitle": "Yo-Yo Ma", "duration": 152}]},
          {"id": "works", "heading": {"title": "Works"}, "components": [
            {"type": "detailRow", "id": "w1", "addition": "BWV 1046", "title": "Brandenburg Concerto No. 1", "disclosureText": "12 recordings", "primaryAction": {"type": "navigate", "destination": "works/bwv1046"}},
            {"type": "detailRow", "id": "w2", "addition": "BWV 988", "title": "Goldberg Variations", "disclosureText": "31 recordings", "primaryAction": {"type": "navigate", "destination": "works/bwv988"}}]},
          {"id": "more", "components": [{"type": "hologram", "id": "future"}, {"type": "miniPlayer", "id": "player"}]}
         ]}
        """#

    static let scanOptions = #"""
        {"id": "scan-and-go-options", "title": "Delivery",
         "header": {"title": "How should we deliver it?", "subtitle": "Parcel 3SABC1234567"},
         "initialState": {"insured": false, "option": "standard"},
         "sections": [
          {"id": "insurance", "components": [{"type": "toggle", "id": "insured", "label": "Insure this parcel (+€ 2.50)", "stateKey": "insured"}]},
          {"id": "options", "heading": {"title": "Options"}, "components": [
            {"type": "button", "id": "option-standard", "label": "Standard • € 4.95", "style": "primary", "action": {"type": "updateState", "key": "option", "value": "standard"}},
            {"type": "button", "id": "option-evening", "label": "Evening • € 6.45", "style": "secondary", "action": {"type": "updateState", "key": "option", "value": "evening"}},
            {"type": "button", "id": "option-pickup", "label": "Pick-up point • € 3.95", "style": "secondary", "action": {"type": "updateState", "key": "option", "value": "pickup"}}]},
          {"id": "summary", "components": [
            {"type": "row", "id": "total", "spacing": 8, "children": [
              {"type": "text", "id": "total-label", "style": "headline", "paragraphs": ["Total"]},
              {"type": "text", "id": "total-value", "style": "headline", "paragraphs": ["€ 4.95"]}]},
            {"type": "divider", "id": "divider"},
            {"type": "text", "id": "note", "style": "footnote", "paragraphs": ["Prices include VAT. Insurance covers up to € 500."]}]}
         ]}
        """#
}
