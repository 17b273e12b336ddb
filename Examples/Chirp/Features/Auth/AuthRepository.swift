import Foundation

// Chirp/Features/Auth/AuthRepository.swift, as the seed writes it.

protocol AuthRepository {
    func login(email: String, password: String) async throws -> TokenResponse
    func register(username: String, email: String, password: String) async throws -> PublicUser
}

struct APIAuthRepository: AuthRepository {
    let client: APIClient
    func login(email: String, password: String) async throws -> TokenResponse {
        try await client.send(API.login(email: email, password: password))
    }
    func register(username: String, email: String, password: String) async throws -> PublicUser {
        try await client.send(API.register(username: username, email: email, password: password))
    }
}
