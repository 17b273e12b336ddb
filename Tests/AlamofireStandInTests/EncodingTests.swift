import Alamofire
import Foundation
import Testing

@Suite("Alamofire parameter encodings and encoders")
struct EncodingTests {
    let base = URLRequest(url: URL(string: "https://api.example.test/search")!)

    @Test func urlEncodingSortsKeysAndWritesArraysWithBrackets() throws {
        let request = try URLEncoding.default.encode(base, with: ["q": "swift ui", "tags": ["a", "b"], "page": 2, "a": "&=?/"])
        #expect(request.url?.query == "a=%26%3D?/&page=2&q=swift%20ui&tags%5B%5D=a&tags%5B%5D=b")
    }

    @Test func urlEncodingNestsDictionariesAndEncodesBooleans() throws {
        let numeric = try URLEncoding.default.encode(base, with: ["filter": ["open": true, "owner": "me"], "flag": false])
        #expect(numeric.url?.query == "filter%5Bopen%5D=1&filter%5Bowner%5D=me&flag=0")
        let literal = try URLEncoding(boolEncoding: .literal).encode(base, with: ["flag": true, "count": 1])
        #expect(literal.url?.query == "count=1&flag=true")
    }

    @Test func urlEncodingArrayStyles() throws {
        let noBrackets = try URLEncoding(arrayEncoding: .noBrackets).encode(base, with: ["id": [1, 2]])
        #expect(noBrackets.url?.query == "id=1&id=2")
        let indexed = try URLEncoding(arrayEncoding: .indexInBrackets).encode(base, with: ["id": [1, 2]])
        #expect(indexed.url?.query == "id%5B0%5D=1&id%5B1%5D=2")
    }

    @Test func urlEncodingAppendsToAnExistingQuery() throws {
        let request = try URLEncoding.default.encode(URLRequest(url: URL(string: "https://x.test/p?lang=en")!), with: ["b": 1])
        #expect(request.url?.absoluteString == "https://x.test/p?lang=en&b=1")
    }

    @Test func urlEncodingPutsPostParametersInTheBody() throws {
        var post = base
        post.method = .post
        let request = try URLEncoding.default.encode(post, with: ["name": "Ada Lovelace", "age": 36])
        #expect(request.url?.query == nil)
        #expect(request.httpBody.map { String(decoding: $0, as: UTF8.self) } == "age=36&name=Ada%20Lovelace")
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
        let query = try URLEncoding.queryString.encode(post, with: ["a": 1])
        #expect(query.url?.query == "a=1")
        let body = try URLEncoding.httpBody.encode(base, with: ["a": 1])
        #expect(body.httpBody == Data("a=1".utf8))
    }

    @Test func jsonEncodingWritesTheBodyAndContentType() throws {
        var post = base
        post.method = .post
        let request = try JSONEncoding.default.encode(post, with: ["name": "Ada", "langs": ["en", "fr"]])
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
        let object = try JSONSerialization.jsonObject(with: try #require(request.httpBody)) as? [String: Any]
        #expect(object?["name"] as? String == "Ada")
        #expect(object?["langs"] as? [String] == ["en", "fr"])
        let pretty = try JSONEncoding.prettyPrinted.encode(post, with: ["a": 1])
        #expect(pretty.httpBody.map { String(decoding: $0, as: UTF8.self).contains("\n") } == true)
    }

    @Test func jsonEncodingRefusesWhatIsNotJSON() {
        do {
            _ = try JSONEncoding.default.encode(base, with: ["when": Date()])
            Issue.record("a Date is not JSON")
        } catch let error as AFError {
            #expect(error.isParameterEncodingError)
            guard case .parameterEncodingFailed(.jsonEncodingFailed(let underlying)) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(underlying is JSONEncoding.Error)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func deeplyNestedParametersFailWithoutCrashing() {
        var value: Any = "leaf"
        for _ in 0..<500 { value = ["k": value] }
        #expect(throws: AFError.self) { try URLEncoding.default.encode(base, with: ["root": value]) }
    }

    struct Query: Encodable {
        let term: String
        let limit: Int
        let exact: Bool
        let tags: [String]
        let note: String?
    }

    @Test func urlEncodedFormParameterEncoder() throws {
        let query = Query(term: "blue whale", limit: 5, exact: true, tags: ["x", "y"], note: nil)
        var get = base
        get.method = .get
        let request = try URLEncodedFormParameterEncoder.default.encode(query, into: get)
        #expect(request.url?.query == "exact=1&limit=5&tags%5B%5D=x&tags%5B%5D=y&term=blue%20whale")
        var post = base
        post.method = .post
        let body = try URLEncodedFormParameterEncoder(destination: .httpBody).encode(["b": "2", "a": "1"], into: post)
        #expect(body.httpBody == Data("a=1&b=2".utf8))
        #expect(body.value(forHTTPHeaderField: "Content-Type") == "application/x-www-form-urlencoded; charset=utf-8")
    }

    @Test func urlEncodedFormEncoderRefusesATopLevelArray() {
        var get = base
        get.method = .get
        #expect(throws: AFError.self) { try URLEncodedFormParameterEncoder.default.encode(["a", "b"], into: get) }
    }

    @Test func jsonParameterEncoder() throws {
        var post = base
        post.method = .post
        let request = try JSONParameterEncoder.sortedKeys.encode(Post(id: 3, title: "Hi"), into: post)
        #expect(request.httpBody == Data(#"{"id":3,"title":"Hi"}"#.utf8))
        #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    }

    @Test func urlConvertibles() throws {
        #expect(try "https://example.test/a".asURL().host == "example.test")
        #expect(try URL(string: "https://e.test")!.asURL().absoluteString == "https://e.test")
        var components = URLComponents()
        components.scheme = "https"
        components.host = "c.test"
        #expect(try components.asURL().absoluteString == "https://c.test")
        for bad in ["", "http://[::1", "https://exa mple.com/a b"] {
            do {
                _ = try bad.asURL()
                Issue.record("\(bad) is not a URL")
            } catch let error as AFError {
                #expect(error.isInvalidURLError)
                #expect(error.urlConvertible as? String == bad)
            } catch {
                Issue.record("unexpected \(error)")
            }
        }
    }
}

@Suite("Alamofire headers and methods")
struct HeaderTests {
    @Test func literalsLookupWithoutCaseAndKeepOrder() {
        var headers: HTTPHeaders = ["Accept": "application/json", "X-Trace": "1"]
        #expect(headers["accept"] == "application/json")
        headers.update(name: "x-trace", value: "2")
        #expect(headers.map(\.name) == ["Accept", "x-trace"])
        #expect(headers.value(for: "X-TRACE") == "2")
        headers["Accept"] = nil
        #expect(headers.count == 1)
        let array: HTTPHeaders = [.authorization(bearerToken: "abc"), .contentType("application/json"), .accept("text/plain")]
        #expect(array.dictionary == ["Authorization": "Bearer abc", "Content-Type": "application/json", "Accept": "text/plain"])
    }

    @Test func commonHeaders() {
        #expect(HTTPHeader.authorization(username: "user", password: "pass").value == "Basic dXNlcjpwYXNz")
        #expect(HTTPHeaders.default.value(for: "Accept-Encoding") == "br;q=1.0, gzip;q=0.9, deflate;q=0.8")
        #expect(HTTPHeaders.default.value(for: "User-Agent")?.contains("Alamofire/") == true)
        #expect(HTTPHeaders.default.value(for: "Accept-Language") != nil)
    }

    @Test func requestAndMethod() throws {
        let request = try URLRequest(url: "https://m.test", method: .patch, headers: [.accept("application/json")])
        #expect(request.method == .patch)
        #expect(request.httpMethod == "PATCH")
        #expect(request.headers["Accept"] == "application/json")
        #expect(HTTPMethod(rawValue: "PURGE").rawValue == "PURGE")
        #expect(HTTPMethod.get == HTTPMethod(rawValue: "GET"))
    }
}
