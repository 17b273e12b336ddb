import Alamofire
import Foundation
import Testing

@Suite("Alamofire multipart bodies")
struct MultipartTests {
    @Test func bodyShape() throws {
        let form = MultipartFormData(boundary: "B")
        form.append(Data("Ada".utf8), withName: "name")
        form.append(Data([0xFF, 0xD8]), withName: "avatar", fileName: "a.jpg", mimeType: "image/jpeg")
        #expect(form.contentType == "multipart/form-data; boundary=B")
        let body = try form.encode()
        let expected =
            "--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nAda\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"avatar\"; filename=\"a.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n"
        var want = Data(expected.utf8)
        want.append(contentsOf: [0xFF, 0xD8])
        want.append(Data("\r\n--B--\r\n".utf8))
        #expect(body == want)
        #expect(form.contentLength == UInt64(body.count))
    }

    @Test func filePartsTakeTheirNameAndType() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("af25-\(UUID().uuidString).png")
        try Data([1, 2, 3]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let form = MultipartFormData(boundary: "X")
        form.append(url, withName: "photo")
        let text = String(decoding: try form.encode(), as: UTF8.self)
        #expect(text.contains("name=\"photo\"; filename=\"\(url.lastPathComponent)\"\r\nContent-Type: image/png\r\n"))
    }

    @Test func aMissingFileFailsTheUpload() async {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json("{}") }
        let session = stubSession()
        let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).jpg")
        let response: AFDataResponse<Data?> = await awaitResponse { done in
            session.upload(multipartFormData: { $0.append(missing, withName: "file") }, to: "https://\(host)/upload").response { done($0) }
        }
        guard case .multipartEncodingFailed(reason: .bodyPartFileNotReachable(let at))? = response.error else {
            Issue.record("unexpected \(String(describing: response.error))")
            return
        }
        #expect(at == missing)
        #expect(StubProtocol.requests(to: host).isEmpty)
    }

    @Test func streamsAreReadToTheirLengthOnly() {
        let short = MultipartFormData(boundary: "S")
        short.append(InputStream(data: Data("abc".utf8)), withLength: 10, name: "f", fileName: "f.txt", mimeType: "text/plain")
        #expect(throws: AFError.self) { try short.encode() }
        let huge = MultipartFormData(boundary: "H")
        huge.append(InputStream(data: Data("abc".utf8)), withLength: .max / 2, name: "f", fileName: "f.txt", mimeType: "text/plain")
        #expect(throws: AFError.self) { try huge.encode() }
    }

    @Test func uploadSendsTheBodyAndContentType() async throws {
        let host = uniqueHost()
        StubProtocol.route(host) { _, _ in .json(#"{"id":1,"title":"uploaded"}"#, status: 201) }
        let session = stubSession()
        let response: AFDataResponse<Post> = await awaitResponse { done in
            session.upload(
                multipartFormData: { form in
                    form.append(Data("hello".utf8), withName: "caption")
                    form.append(Data([9, 9]), withName: "image", fileName: "i.png", mimeType: "image/png")
                }, to: "https://\(host)/upload", headers: [.authorization(bearerToken: "u")]
            )
            .uploadProgress { progress in _ = progress.fractionCompleted }
            .validate()
            .responseDecodable(of: Post.self) { done($0) }
        }
        #expect(response.value?.title == "uploaded")
        let sent = try #require(StubProtocol.requests(to: host).first)
        let contentType = try #require(sent.0.value(forHTTPHeaderField: "Content-Type"))
        #expect(contentType.hasPrefix("multipart/form-data; boundary=alamofire.boundary."))
        let boundary = String(contentType.split(separator: "=").last!)
        let body = String(decoding: try #require(sent.1), as: UTF8.self)
        #expect(body.hasPrefix("--\(boundary)\r\nContent-Disposition: form-data; name=\"caption\"\r\n\r\nhello\r\n"))
        #expect(body.hasSuffix("--\(boundary)--\r\n"))
        #expect(sent.0.httpMethod == "POST")

        let raw: AFDataResponse<Data?> = await awaitResponse { done in
            session.upload(Data("raw".utf8), to: "https://\(host)/raw", method: .put).response { done($0) }
        }
        #expect(raw.error == nil)
        #expect(StubProtocol.requests(to: host).last?.1 == Data("raw".utf8))
    }
}
