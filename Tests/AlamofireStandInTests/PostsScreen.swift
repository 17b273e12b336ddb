import Alamofire
import NapkinUI

// A posts screen as Swift 5 apps write it against Alamofire (the shape of issue 27's held-out
// screen 828 and its kin), kept as written: an `ObservableObject` view model calling `AF` and
// switching on the result in the completion handler, which mutates `@Published` state; the
// handler runs on the main queue, as upstream delivers it.

struct PostItem: Decodable, Identifiable {
    let id: Int
    let title: String
}

class PostsViewModel: ObservableObject {
    @Published var posts: [PostItem] = []
    @Published var errorMessage: String?
    @Published var isLoading = false

    func fetchPosts(from baseURL: String) {
        isLoading = true
        AF.request("\(baseURL)/posts")
            .validate()
            .responseDecodable(of: [PostItem].self) { response in
                self.isLoading = false
                switch response.result {
                case .success(let posts):
                    self.posts = posts
                case .failure(let error):
                    if let code = error.responseCode {
                        self.errorMessage = "Server error \(code)"
                    } else {
                        self.errorMessage = error.localizedDescription
                    }
                }
            }
    }

    func fetchPostsAsync(from baseURL: String) async {
        do {
            let posts = try await AF.request("\(baseURL)/posts").serializingDecodable([PostItem].self).value
            await MainActor.run { self.posts = posts }
        } catch {
            await MainActor.run { self.errorMessage = error.localizedDescription }
        }
    }
}

struct PostsListView: View {
    @StateObject var viewModel = PostsViewModel()
    let baseURL: String

    var body: some View {
        NavigationView {
            Group {
                if viewModel.isLoading {
                    ProgressView()
                } else if let message = viewModel.errorMessage {
                    Text(message).foregroundColor(.red)
                } else {
                    List(viewModel.posts) { post in
                        Text(post.title)
                    }
                }
            }
            .navigationTitle("Posts")
        }
        .onAppear { viewModel.fetchPosts(from: baseURL) }
    }
}
