/// One sample screen per core component type, with the variants worth
/// seeing (styles, missing optionals, long and wide text), for snapshots.
enum ComponentSamples {
    static let all: [(type: String, json: String)] = [
        ("text", Fixtures.screen(#"""
            {"type": "text", "id": "t1", "style": "largeTitle", "paragraphs": ["3SABC1234567"]},
            {"type": "text", "id": "t2", "style": "headline", "paragraphs": ["Show this code at the counter"]},
            {"type": "text", "id": "t3", "paragraphs": ["Put the parcel on the Scan & Go shelf and show this code to the staff. Keep it until they have scanned it.", "A second paragraph."]},
            {"type": "text", "id": "t4", "style": "footnote", "color": "#8E8E93", "paragraphs": ["Prices include VAT."]},
            {"type": "text", "id": "t5", "paragraphs": ["東京都渋谷区の郵便局で荷物を受け取ってください。ありがとうございます。"]},
            {"type": "text", "id": "t6", "style": "caption", "paragraphs": ["Café crème 👩‍💻 🇳🇱 — naïve résumé"]}
            """#)),
        ("header", Fixtures.screen(#"""
            {"type": "header", "id": "h1", "title": "Leonard Bernstein", "subtitle": "Composer 1918 – 1990", "image": {"url": "https://img.example/lb.jpg"}},
            {"type": "header", "id": "h2", "title": "Your parcels"}
            """#)),
        ("detailRow", Fixtures.screen(#"""
            {"type": "detailRow", "id": "r1", "title": "Your Sports Shop", "subtitle": "Delivered Tuesday 12 March", "disclosureText": "Delivered", "primaryAction": {"type": "navigate", "destination": "parcels/3S1"}},
            {"type": "detailRow", "id": "r2", "addition": "Leonard Bernstein", "title": "Candide", "subtitle": "Operetta in two acts, first performed in 1956 at the Martin Beck Theatre in New York", "disclosureText": "2 recordings"},
            {"type": "detailRow", "id": "r3", "title": "Old address", "deleteAction": {"type": "command", "url": "/v1/commands/delete"}, "primaryAction": {"type": "navigate", "destination": "a"}},
            {"type": "detailRow", "id": "r4", "title": "配達予定の荷物", "disclosureText": "明日"}
            """#)),
        ("artworkRow", Fixtures.screen(#"""
            {"type": "artworkRow", "id": "a1", "image": {"url": "https://img.example/b.jpg"}, "addition": "English Concert • Pinnock", "title": "Brandenburg Concertos", "subtitle": "Johann Sebastian Bach", "description": "Six concertos presented to the Margrave of Brandenburg-Schwedt.", "action": {"type": "navigate", "destination": "albums/brandenburg"}},
            {"type": "artworkRow", "id": "a2", "title": "No image, no action"}
            """#)),
        ("carousel", Fixtures.screen(#"""
            {"type": "carousel", "id": "c1", "title": "Composers", "items": [
              {"title": "Johann Sebastian Bach", "subtitle": "1685 – 1750", "image": {"url": "https://img.example/1.jpg", "accessibilityLabel": "Portrait"}, "action": {"type": "navigate", "destination": "composers/bach"}},
              {"title": "Mozart", "subtitle": "1756 – 1791", "image": {"url": "https://img.example/2.jpg", "accessibilityLabel": "Portrait"}, "action": {"type": "navigate", "destination": "composers/mozart"}},
              {"title": "Bernstein", "subtitle": "1918 – 1990", "action": {"type": "navigate", "destination": "composers/bernstein"}},
              {"title": "Hildegard von Bingen", "subtitle": "1098 – 1179", "action": {"type": "navigate", "destination": "composers/hildegard"}},
              {"title": "Clara Schumann", "subtitle": "1819 – 1896", "action": {"type": "navigate", "destination": "composers/clara"}},
              {"title": "坂本龍一", "subtitle": "1952 – 2023", "action": {"type": "navigate", "destination": "composers/sakamoto"}}
            ]},
            {"type": "carousel", "id": "c2", "itemType": "artist", "look": "portrait", "title": "Artists, drawn round", "items": [
              {"title": "Hilary Hahn", "image": {"url": "https://img.example/3.jpg", "accessibilityLabel": "Portrait"}, "action": {"type": "navigate", "destination": "artists/hahn"}},
              {"title": "Yo-Yo Ma", "image": {"url": "https://img.example/4.jpg", "accessibilityLabel": "Portrait"}}
            ]},
            {"type": "carousel", "id": "c3", "itemType": "album", "title": "Albums, drawn square", "items": [
              {"title": "Goldberg Variations", "image": {"url": "https://img.example/5.jpg", "accessibilityLabel": "Cover"}}
            ]}
            """#)),
        ("grid", Fixtures.screen(#"""
            {"type": "grid", "id": "g1", "header": "Genres", "columns": 3, "components": [
              {"type": "exploreTile", "id": "e1", "title": "Baroque", "action": {"type": "navigate", "destination": "genres/baroque"}},
              {"type": "exploreTile", "id": "e2", "title": "Romantic", "subtitle": "1800 – 1910", "action": {"type": "navigate", "destination": "genres/romantic"}},
              {"type": "exploreTile", "id": "e3", "title": "Minimalism"},
              {"type": "exploreTile", "id": "e4", "title": "Opera", "action": {"type": "navigate", "destination": "genres/opera"}}
            ]},
            {"type": "grid", "id": "g2", "components": [
              {"type": "text", "id": "gt1", "paragraphs": ["Left cell"]},
              {"type": "text", "id": "gt2", "paragraphs": ["Right cell with more words in it"]}
            ]}
            """#)),
        ("list", Fixtures.screen(#"""
            {"type": "list", "id": "l1", "header": "On the way", "components": [
              {"type": "detailRow", "id": "l1r1", "title": "Your Sports Shop", "disclosureText": "Today", "primaryAction": {"type": "navigate", "destination": "p/1"}},
              {"type": "detailRow", "id": "l1r2", "title": "Bookshop", "disclosureText": "Tomorrow", "primaryAction": {"type": "navigate", "destination": "p/2"}}
            ]},
            {"type": "list", "id": "l2", "components": [{"type": "text", "id": "l2t", "paragraphs": ["A list without a header"]}]}
            """#)),
        ("imageBanner", Fixtures.screen(#"""
            {"type": "imageBanner", "id": "b1", "image": {"url": "https://img.example/home/music.jpg", "accessibilityLabel": "A concert hall"}, "title": "Music: composers, albums and playlists", "action": {"type": "navigate", "destination": "music"}},
            {"type": "imageBanner", "id": "b2", "image": {"url": "https://img.example/plain.jpg"}}
            """#)),
        ("exploreTile", Fixtures.screen(#"""
            {"type": "exploreTile", "id": "x1", "image": {"url": "https://img.example/t.jpg", "accessibilityLabel": "Violins"}, "title": "Chamber music", "subtitle": "Small ensembles", "action": {"type": "navigate", "destination": "genres/chamber"}},
            {"type": "exploreTile", "id": "x2", "title": "No action"}
            """#)),
        ("image", Fixtures.screen(#"""
            {"type": "image", "id": "i1", "url": "https://img.example/label.png", "width": 240, "height": 120, "accessibilityLabel": "A parcel label with its barcode"},
            {"type": "image", "id": "i2", "url": "https://img.example/square.png", "width": 120, "height": 120},
            {"type": "image", "id": "i3", "url": "https://img.example/free.png", "accessibilityLabel": "Full width"}
            """#)),
        ("button", Fixtures.screen(#"""
            {"type": "button", "id": "bt1", "label": "Pay € 4.95", "style": "primary", "action": {"type": "command", "url": "/v1/commands/pay"}},
            {"type": "button", "id": "bt2", "label": "Something is wrong", "style": "secondary", "action": {"type": "showAlert", "title": "Go to the counter"}},
            {"type": "button", "id": "bt3", "label": "Delete parcel", "style": "destructive", "action": {"type": "command", "url": "/v1/commands/delete"}},
            {"type": "button", "id": "bt4", "label": "How it works", "style": "plain", "action": {"type": "navigate", "destination": "how"}},
            {"type": "button", "id": "bt5", "label": "Continue", "style": "primary", "enabled": false, "action": {"type": "navigate", "destination": "next"}}
            """#)),
        ("textField", Fixtures.screen(#"""
            {"type": "textField", "id": "f1", "placeholder": "Email", "stateKey": "email", "keyboard": "email"},
            {"type": "textField", "id": "f2", "placeholder": "Password", "stateKey": "password", "secure": true},
            {"type": "textField", "id": "f3", "placeholder": "Parcel code (3S…)", "stateKey": "parcelCode"}
            """#, initialState: #"{"email": "ada@example.com", "password": "lovelace", "parcelCode": ""}"#)),
        ("toggle", Fixtures.screen(#"""
            {"type": "toggle", "id": "o1", "label": "Insure this parcel (+€ 2.50)", "stateKey": "insured"},
            {"type": "toggle", "id": "o2", "label": "Email me when it is delivered", "stateKey": "notify"}
            """#, initialState: #"{"insured": true}"#)),
        ("picker", Fixtures.screen(#"""
            {"type": "picker", "id": "p1", "label": "If nobody is home", "stateKey": "ifAway", "options": [
              {"title": "Leave it with a neighbour", "value": "neighbour"},
              {"title": "Take it to a pickup point, open until ten in the evening", "value": "pickup"},
              {"title": "Bring it back to me", "value": "back"}]},
            {"type": "picker", "id": "p2", "stateKey": "none", "options": []}
            """#, initialState: #"{"ifAway": "pickup"}"#)),
        ("badge", Fixtures.screen(#"""
            {"type": "badge", "id": "b1", "text": "On its way", "tone": "info"},
            {"type": "badge", "id": "b2", "text": "Delivered", "tone": "success"},
            {"type": "badge", "id": "b3", "text": "Neutral, without a tone, and a long text that is cut at the width"}
            """#)),
        ("spacer", Fixtures.screen(#"""
            {"type": "text", "id": "s0", "paragraphs": ["Above"]},
            {"type": "spacer", "id": "s1", "size": 32},
            {"type": "text", "id": "s2", "paragraphs": ["Below two lines of space"]},
            {"type": "spacer", "id": "s3"},
            {"type": "text", "id": "s4", "paragraphs": ["Below the default space"]}
            """#)),
        ("divider", Fixtures.screen(#"""
            {"type": "text", "id": "d0", "paragraphs": ["Above the rule"]},
            {"type": "divider", "id": "d1"},
            {"type": "text", "id": "d2", "paragraphs": ["Below the rule"]}
            """#)),
        ("column", Fixtures.screen(#"""
            {"type": "column", "id": "col1", "spacing": 16, "children": [
              {"type": "text", "id": "col1a", "paragraphs": ["First"]},
              {"type": "text", "id": "col1b", "paragraphs": ["Second, one blank line below the first"]}
            ]},
            {"type": "column", "id": "col2", "alignment": "center", "children": [
              {"type": "text", "id": "col2a", "paragraphs": ["Centred"]},
              {"type": "button", "id": "col2b", "label": "Done", "style": "primary", "action": {"type": "back"}}
            ]},
            {"type": "column", "id": "col3", "alignment": "trailing", "children": [{"type": "text", "id": "col3a", "paragraphs": ["Trailing"]}]}
            """#)),
        ("row", Fixtures.screen(#"""
            {"type": "row", "id": "row1", "spacing": 8, "children": [
              {"type": "text", "id": "row1a", "paragraphs": ["Standard"]},
              {"type": "text", "id": "row1b", "paragraphs": ["€ 4.95"]}
            ]},
            {"type": "row", "id": "row2", "children": [
              {"type": "text", "id": "row2a", "style": "headline", "paragraphs": ["Total"]},
              {"type": "text", "id": "row2b", "style": "headline", "paragraphs": ["€ 7.45"]},
              {"type": "button", "id": "row2c", "label": "Pay", "style": "primary", "action": {"type": "back"}}
            ]}
            """#)),
        ("card", Fixtures.screen(#"""
            {"type": "card", "id": "k1", "title": "Recipient", "children": [
              {"type": "text", "id": "k1t", "paragraphs": ["Ada Lovelace", "12 St James's Square, London"]}
            ]},
            {"type": "card", "id": "k2", "title": "Parcels", "children": [
              {"type": "text", "id": "k2t", "paragraphs": ["Follow your parcels, or send one with Scan & Go"]}
            ], "action": {"type": "navigate", "destination": "parcels"}},
            {"type": "card", "id": "k3", "children": [{"type": "toggle", "id": "k3o", "label": "Inside a card", "stateKey": "x"}]}
            """#)),
        ("scroll", Fixtures.screen(#"""
            {"type": "scroll", "id": "sc1", "axis": "horizontal", "children": [
              {"type": "exploreTile", "id": "sc1a", "title": "One", "action": {"type": "navigate", "destination": "1"}},
              {"type": "exploreTile", "id": "sc1b", "title": "Two", "action": {"type": "navigate", "destination": "2"}},
              {"type": "exploreTile", "id": "sc1c", "title": "Three", "action": {"type": "navigate", "destination": "3"}},
              {"type": "exploreTile", "id": "sc1d", "title": "Four", "action": {"type": "navigate", "destination": "4"}},
              {"type": "exploreTile", "id": "sc1e", "title": "Five", "action": {"type": "navigate", "destination": "5"}}
            ]},
            {"type": "scroll", "id": "sc2", "children": [
              {"type": "text", "id": "sc2a", "paragraphs": ["A vertical scroll stacks its children."]},
              {"type": "divider", "id": "sc2b"}
            ]}
            """#)),
        ("lazyList", Fixtures.screen(#"""
            {"type": "lazyList", "id": "ll", "children": [
              {"type": "detailRow", "id": "ll1", "title": "Row one", "disclosureText": "1"},
              {"type": "detailRow", "id": "ll2", "title": "Row two", "disclosureText": "2"},
              {"type": "detailRow", "id": "ll3", "title": "Row three", "disclosureText": "3"}
            ]}
            """#)),
        ("track", Fixtures.screen(#"""
            {"type": "track", "id": "tr1", "title": "Beginning and Ending", "subtitle": "Ólafur Arnalds", "duration": 294, "action": {"type": "refresh"}},
            {"type": "track", "id": "tr2", "title": "Symphony No. 3 in D minor: I. Kräftig. Entschieden", "subtitle": "Gustav Mahler", "duration": 1987},
            {"type": "track", "id": "tr3", "title": "Short", "duration": 9.4}
            """#)),
    ]
}
