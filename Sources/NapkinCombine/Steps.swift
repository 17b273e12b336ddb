extension Publishers {
    /// The publisher of the operators that decide, value by value, what to send and when to end:
    /// the throwing transforms (`tryMap`), the ones that stop early (`first`, `prefix`), the ones
    /// that send one value at the end (`last`, `collect`, `reduce`, `count`) and the ones that
    /// change the completion (`mapError`, `replaceError`, `replaceEmpty`). Combine's names for it
    /// (`Publishers.TryMap`, `Publishers.First`, …) are type aliases of this type.
    public struct Steps<Upstream: Publisher, Output, Failure: Error>: Publisher {
        /// The publisher whose values are stepped through.
        public let upstream: Upstream
        /// Makes one subscription's rules (an operator with memory, such as `scan` or `collect`,
        /// starts afresh for each subscriber).
        let makeRules: () -> StepRules<Upstream.Output, Upstream.Failure, Output, Failure>

        init(upstream: Upstream, makeRules: @escaping () -> StepRules<Upstream.Output, Upstream.Failure, Output, Failure>) {
            self.upstream = upstream
            self.makeRules = makeRules
        }

        /// Subscribes to the upstream through a subscriber that applies the rules.
        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.receive(subscriber: StepLink(downstream: subscriber, rules: makeRules()))
        }
    }
}

/// What one upstream value comes to.
enum Step<Output, Failure: Error> {
    /// Hand this on.
    case send(Output)
    /// Nothing to hand on; the upstream is asked for one more value in its place.
    case skip
    /// Kept for the end (by an operator that asks the upstream for everything).
    case keep
    /// Hand this on (when there is one), then finish; the upstream is cancelled.
    case finish(Output?)
    /// End with this error; the upstream is cancelled.
    case fail(Failure)
}

/// How an operator asks its upstream for values.
enum StepDemand {
    /// As many as its subscriber asks for (and one more for each value skipped).
    case asked
    /// `n` for each value its subscriber asks for (`collect(n)` sends one array per `n` values).
    case times(Int)
    /// Everything, from the start (the operators that send at the end: they need every value
    /// whatever their subscriber asked for).
    case everything
}

/// One subscription's rules: how to ask, what each value comes to, and what the upstream's
/// completion comes to (a last value to send first, and the completion to send).
struct StepRules<Input, UpstreamFailure: Error, Output, Failure: Error> {
    var demand = StepDemand.asked
    /// Whether the operator ends before any value (`prefix(0)`).
    var finishesAtOnce = false
    var step: (Input) -> Step<Output, Failure>
    var end: (Subscribers.Completion<UpstreamFailure>) -> (last: Output?, completion: Subscribers.Completion<Failure>)
}

extension StepRules where UpstreamFailure == Failure {
    /// Rules whose completion is the upstream's, after `last()` when it finishes normally.
    init(demand: StepDemand = .asked, step: @escaping (Input) -> Step<Output, Failure>, last: @escaping () -> Output? = { nil }) {
        self.demand = demand
        self.step = step
        end = { completion in
            guard case .finished = completion else { return (nil, completion) }
            return (last(), .finished)
        }
    }
}

/// The subscriber a ``Publishers/Steps`` puts between its upstream and its subscriber, and the
/// subscription it hands that subscriber. It counts what the subscriber asked for and has not
/// had, so that a value sent at the end waits for a demand.
final class StepLink<Downstream: Subscriber, Input, UpstreamFailure: Error>: Subscriber, Subscription {
    typealias Failure = UpstreamFailure
    typealias Output = Downstream.Input
    typealias DownstreamFailure = Downstream.Failure

    private var downstream: Downstream?
    private var upstream: (any Subscription)?
    private let rules: StepRules<Input, UpstreamFailure, Output, DownstreamFailure>
    private var demand = Subscribers.Demand.none
    /// The end, waiting for a demand to send its last value.
    private var pendingEnd: (last: Output, completion: Subscribers.Completion<DownstreamFailure>)?

    init(downstream: Downstream, rules: StepRules<Input, UpstreamFailure, Output, DownstreamFailure>) {
        self.downstream = downstream
        self.rules = rules
    }

    func receive(subscription: any Subscription) {
        guard upstream == nil, let downstream else { return subscription.cancel() }
        upstream = subscription
        downstream.receive(subscription: self)
        if rules.finishesAtOnce { return end(last: nil, completion: .finished) }
        if case .everything = rules.demand { self.upstream?.request(.unlimited) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        guard let downstream else { return .none }
        switch rules.step(input) {
        case .send(let output):
            demand -= 1
            let more = downstream.receive(output)
            demand += more
            return upstreamDemand(for: more)
        case .skip:
            return .max(1)
        case .keep:
            return .none
        case .finish(let last):
            end(last: last, completion: .finished)
        case .fail(let error):
            end(last: nil, completion: .failure(error))
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<UpstreamFailure>) {
        guard downstream != nil, pendingEnd == nil else { return }
        upstream = nil
        let (last, completion) = rules.end(completion)
        end(last: last, completion: completion)
    }

    func request(_ more: Subscribers.Demand) {
        guard downstream != nil, more > 0 else { return }
        demand += more
        if let pendingEnd {
            self.pendingEnd = nil
            return end(last: pendingEnd.last, completion: pendingEnd.completion)
        }
        if case .everything = rules.demand { return }
        upstream?.request(upstreamDemand(for: more))
    }

    func cancel() {
        downstream = nil
        pendingEnd = nil
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
    }

    private func upstreamDemand(for more: Subscribers.Demand) -> Subscribers.Demand {
        guard case .times(let count) = rules.demand, let values = more.max else { return more }
        let (product, overflow) = values.multipliedReportingOverflow(by: count)
        return overflow ? .unlimited : .max(product)
    }

    /// Cancels the upstream (unless it ended), sends `last` when asked for (else waits for a
    /// demand), then the completion.
    private func end(last: Output?, completion: Subscribers.Completion<DownstreamFailure>) {
        let upstream = self.upstream
        self.upstream = nil
        upstream?.cancel()
        guard let downstream else { return }
        if let last {
            guard demand > 0 else {
                pendingEnd = (last, completion)
                return
            }
            demand -= 1
            _ = downstream.receive(last)
            // The subscriber may have cancelled when it got the value.
            guard self.downstream != nil else { return }
        }
        self.downstream = nil
        downstream.receive(completion: completion)
    }
}
