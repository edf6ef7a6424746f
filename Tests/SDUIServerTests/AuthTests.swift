import Foundation
import Hummingbird
import HummingbirdTesting
import JSON
import Login
import LoginContract
import SDUI
import SDUIServer
import SDUITesting
import Testing

@Suite("Login and protected screens")
struct AuthTests {
    @Test("401, then login, then 200; logout, then 401 again")
    func loginLogout() async throws {
        try await TestServer.run { client in
            let anonymous = try await client.get(.screen("profile"), version: 1)
            #expect(anonymous.status == .unauthorized)
            #expect(try anonymous.errorCode() == "unauthorized")
            #expect(anonymous.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)

            let login = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": "ada@example.com", "password": "lovelace"])
            #expect(login.status == .ok)
            let answer = try JSONModelDecoder().decode(LoginResponse.self, from: login.bytes)
            #expect(answer.token.count >= 43)  // 32 bytes in base64url
            #expect(answer.expiresAt > Int64(Date.now.timeIntervalSince1970))
            let auth: HTTPFields = [.authorization: "Bearer \(answer.token)"]

            let profile = try await client.get(.screen("profile"), version: 1, headers: auth)
            #expect(profile.status == .ok)
            let screen = try TestServer.factory.makeScreen(from: profile.bytes).value
            #expect(screen.header?.title == "Ada Lovelace")

            let logout = try await client.send(LoginRoutes.signOut, version: 1, headers: auth)
            #expect(logout.status == .noContent)
            let after = try await client.get(.screen("profile"), version: 1, headers: auth)
            #expect(after.status == .unauthorized)
        }
    }

    @Test("wrong password and unknown user get the same clear 401")
    func wrongCredentials() async throws {
        try await TestServer.run { client in
            for (email, password) in [("ada@example.com", "babbage"), ("nobody@example.com", "lovelace")] {
                let response = try await client.send(LoginRoutes.signIn, version: 1, json: ["username": .string(email), "password": .string(password)])
                #expect(response.status == .unauthorized)
                #expect(try response.errorCode() == "invalid_credentials")
                #expect(try response.json()["error"]?["message"]?.stringValue == "The email address or password is incorrect.")
            }
        }
    }

    @Test("a malformed or unknown token is a 401 on protected screens, a guest elsewhere")
    func badTokens() async throws {
        try await TestServer.run { client in
            for header in ["Bearer nonsense", "Basic YWRhOmxvdmVsYWNl", "Bearer"] {
                let profile = try await client.get(.screen("profile"), version: 1, headers: [.authorization: header])
                #expect(profile.status == .unauthorized, "\(header)")
                let home = try await client.get(.screen("home"), version: 1, headers: [.authorization: header])
                #expect(home.status == .ok, "\(header)")
            }
        }
    }

    @Test("the widget: empty for guests, a shipment for the user, an error for a revoked token")
    func widget() async throws {
        try await TestServer.run { client in
            let guest = try TestServer.factory.makeWidget(from: try await client.get(.widget, version: 1).bytes).value
            #expect(guest == .empty(message: "Log in to follow your parcels here", name: "Parcels"), "the name on the frame comes from the server")
            let token = try await client.login()
            let auth: HTTPFields = [.authorization: "Bearer \(token)"]
            guard case .card(let shipment) = try TestServer.factory.makeWidget(from: try await client.get(.widget, version: 1, headers: auth).bytes).value.content else {
                Issue.record("expected a shipment"); return
            }
            #expect(shipment.title == "Your Sports Shop")
            #expect(shipment.footer?.title == "+1 parcel on the way")
            _ = try await client.send(LoginRoutes.signOut, version: 1, headers: auth)
            let revoked = try TestServer.factory.makeWidget(from: try await client.get(.widget, version: 1, headers: auth).bytes).value
            guard case .error = revoked.content else { Issue.record("expected an error widget, got \(revoked)"); return }
        }
    }
}
