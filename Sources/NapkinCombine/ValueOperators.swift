extension Publishers {
    /// The publisher of ``Publisher/tryMap(_:)``.
    public typealias TryMap<Upstream: Publisher, Output> = Steps<Upstream, Output, any Error>
    /// The publisher of ``Publisher/tryCompactMap(_:)``.
    public typealias TryCompactMap<Upstream: Publisher, Output> = Steps<Upstream, Output, any Error>
    /// The publisher of ``Publisher/tryFilter(_:)``.
    public typealias TryFilter<Upstream: Publisher> = Steps<Upstream, Upstream.Output, any Error>
    /// The publisher of ``Publisher/mapError(_:)``.
    public typealias MapError<Upstream: Publisher, Failure: Error> = Steps<Upstream, Upstream.Output, Failure>
    /// The publisher of ``Publisher/replaceError(with:)``.
    public typealias ReplaceError<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Never>
    /// The publisher of ``Publisher/replaceEmpty(with:)``.
    public typealias ReplaceEmpty<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/first()``.
    public typealias First<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/first(where:)``.
    public typealias FirstWhere<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/tryFirst(where:)``.
    public typealias TryFirstWhere<Upstream: Publisher> = Steps<Upstream, Upstream.Output, any Error>
    /// The publisher of ``Publisher/last()``.
    public typealias Last<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/last(where:)``.
    public typealias LastWhere<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/dropFirst(_:)``.
    public typealias Drop<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/drop(while:)``.
    public typealias DropWhile<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/tryDrop(while:)``.
    public typealias TryDropWhile<Upstream: Publisher> = Steps<Upstream, Upstream.Output, any Error>
    /// The publisher of ``Publisher/prefix(_:)`` (Combine names it after `output(in:)`).
    public typealias Output<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/prefix(while:)``.
    public typealias PrefixWhile<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Upstream.Failure>
    /// The publisher of ``Publisher/tryPrefix(while:)``.
    public typealias TryPrefixWhile<Upstream: Publisher> = Steps<Upstream, Upstream.Output, any Error>
    /// The publisher of ``Publisher/collect()``.
    public typealias Collect<Upstream: Publisher> = Steps<Upstream, [Upstream.Output], Upstream.Failure>
    /// The publisher of ``Publisher/collect(_:)``.
    public typealias CollectByCount<Upstream: Publisher> = Steps<Upstream, [Upstream.Output], Upstream.Failure>
    /// The publisher of ``Publisher/scan(_:_:)``.
    public typealias Scan<Upstream: Publisher, Output> = Steps<Upstream, Output, Upstream.Failure>
    /// The publisher of ``Publisher/tryScan(_:_:)``.
    public typealias TryScan<Upstream: Publisher, Output> = Steps<Upstream, Output, any Error>
    /// The publisher of ``Publisher/reduce(_:_:)``.
    public typealias Reduce<Upstream: Publisher, Output> = Steps<Upstream, Output, Upstream.Failure>
    /// The publisher of ``Publisher/tryReduce(_:_:)``.
    public typealias TryReduce<Upstream: Publisher, Output> = Steps<Upstream, Output, any Error>
    /// The publisher of ``Publisher/count()``.
    public typealias Count<Upstream: Publisher> = Steps<Upstream, Int, Upstream.Failure>
    /// The publisher of ``Publisher/ignoreOutput()``.
    public typealias IgnoreOutput<Upstream: Publisher> = Steps<Upstream, Never, Upstream.Failure>
    /// The publisher of ``Publisher/assertNoFailure(_:file:line:)``.
    public typealias AssertNoFailure<Upstream: Publisher> = Steps<Upstream, Upstream.Output, Never>
}

extension StepRules where Failure == any Error {
    /// Rules of a throwing operator: `step` may throw, which ends the stream with that error, and
    /// the upstream's failure is passed on as it is.
    static func throwing(
        demand: StepDemand = .asked, step: @escaping (Input) throws -> Step<Output, Failure>, last: @escaping () -> Output? = { nil }
    ) -> StepRules {
        StepRules(
            demand: demand,
            step: { input in
                do { return try step(input) } catch { return .fail(error) }
            },
            end: { completion in
                switch completion {
                case .finished: return (last(), .finished)
                case .failure(let error): return (nil, .failure(error))
                }
            })
    }
}

/// A variable an operator's rules keep between values.
final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

extension Publisher {
    /// Each value transformed by `transform`; an error it throws ends the stream with that error
    /// (and cancels the upstream).
    public func tryMap<T>(_ transform: @escaping (Output) throws -> T) -> Publishers.TryMap<Self, T> {
        Publishers.Steps(upstream: self) { .throwing { .send(try transform($0)) } }
    }

    /// Each value transformed by `transform`, the `nil` results left out; an error it throws ends
    /// the stream with that error.
    public func tryCompactMap<T>(_ transform: @escaping (Output) throws -> T?) -> Publishers.TryCompactMap<Self, T> {
        Publishers.Steps(upstream: self) { .throwing { try transform($0).map { .send($0) } ?? .skip } }
    }

    /// The values for which `isIncluded` is true; an error it throws ends the stream with that error.
    public func tryFilter(_ isIncluded: @escaping (Output) throws -> Bool) -> Publishers.TryFilter<Self> {
        Publishers.Steps(upstream: self) { .throwing { try isIncluded($0) ? .send($0) : .skip } }
    }

    /// The same values; a failure is turned into `transform`'s error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.Steps(upstream: self) {
            StepRules(
                step: { .send($0) },
                end: { completion in
                    switch completion {
                    case .finished: return (nil, .finished)
                    case .failure(let error): return (nil, .failure(transform(error)))
                    }
                })
        }
    }

    /// The same values; a failure is replaced by `output`, sent (when asked for) before `.finished`.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.Steps(upstream: self) {
            StepRules(
                step: { .send($0) },
                end: { completion in
                    guard case .failure = completion else { return (nil, .finished) }
                    return (output, .finished)
                })
        }
    }

    /// The same values, or `output` alone when the upstream finishes without sending any.
    public func replaceEmpty(with output: Output) -> Publishers.ReplaceEmpty<Self> {
        Publishers.Steps(upstream: self) {
            let sent = Box(false)
            return StepRules(
                step: { value in
                    sent.value = true
                    return .send(value)
                }, last: { sent.value ? nil : output })
        }
    }

    /// The first value, then `.finished` (the upstream is cancelled then); an upstream that
    /// finishes first finishes it empty.
    public func first() -> Publishers.First<Self> {
        Publishers.Steps(upstream: self) { StepRules(step: { .finish($0) }) }
    }

    /// The first value for which `predicate` is true, then `.finished`.
    public func first(where predicate: @escaping (Output) -> Bool) -> Publishers.FirstWhere<Self> {
        Publishers.Steps(upstream: self) { StepRules(step: { predicate($0) ? .finish($0) : .skip }) }
    }

    /// The first value for which `predicate` is true, then `.finished`; an error it throws ends
    /// the stream with that error.
    public func tryFirst(where predicate: @escaping (Output) throws -> Bool) -> Publishers.TryFirstWhere<Self> {
        Publishers.Steps(upstream: self) { .throwing { try predicate($0) ? .finish($0) : .skip } }
    }

    /// The last value, sent when the upstream finishes (nothing when it sent none; a failure is
    /// passed on without it).
    public func last() -> Publishers.Last<Self> {
        last(where: { _ in true })
    }

    /// The last value for which `predicate` is true, sent when the upstream finishes.
    public func last(where predicate: @escaping (Output) -> Bool) -> Publishers.LastWhere<Self> {
        Publishers.Steps(upstream: self) {
            let last = Box<Output?>(nil)
            return StepRules(
                demand: .everything,
                step: { value in
                    if predicate(value) { last.value = value }
                    return .keep
                }, last: { last.value })
        }
    }

    /// The values after the first `count`.
    public func dropFirst(_ count: Int = 1) -> Publishers.Drop<Self> {
        precondition(count >= 0, "dropFirst needs a count of at least 0")
        return Publishers.Steps(upstream: self) {
            let dropped = Box(0)
            return StepRules(step: { value in
                guard dropped.value < count else { return .send(value) }
                dropped.value += 1
                return .skip
            })
        }
    }

    /// The values from the first for which `predicate` is false on.
    public func drop(while predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        tryDropSteps(predicate)
    }

    /// The values from the first for which `predicate` is false on; an error it throws ends the
    /// stream with that error.
    public func tryDrop(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryDropWhile<Self> {
        Publishers.Steps(upstream: self) {
            let dropping = Box(true)
            return .throwing { value in
                if dropping.value, try predicate(value) { return .skip }
                dropping.value = false
                return .send(value)
            }
        }
    }

    private func tryDropSteps(_ predicate: @escaping (Output) -> Bool) -> Publishers.DropWhile<Self> {
        Publishers.Steps(upstream: self) {
            let dropping = Box(true)
            return StepRules(step: { value in
                if dropping.value, predicate(value) { return .skip }
                dropping.value = false
                return .send(value)
            })
        }
    }

    /// The first `maxLength` values, then `.finished` (the upstream is cancelled then).
    public func prefix(_ maxLength: Int) -> Publishers.Output<Self> {
        precondition(maxLength >= 0, "prefix needs a length of at least 0")
        return Publishers.Steps(upstream: self) {
            let sent = Box(0)
            var rules = StepRules<Output, Failure, Output, Failure>(step: { value in
                sent.value += 1
                return sent.value >= maxLength ? .finish(value) : .send(value)
            })
            rules.finishesAtOnce = maxLength == 0
            return rules
        }
    }

    /// The values while `predicate` is true; the first for which it is false finishes the stream.
    public func prefix(while predicate: @escaping (Output) -> Bool) -> Publishers.PrefixWhile<Self> {
        Publishers.Steps(upstream: self) { StepRules(step: { predicate($0) ? .send($0) : .finish(nil) }) }
    }

    /// The values while `predicate` is true; an error it throws ends the stream with that error.
    public func tryPrefix(while predicate: @escaping (Output) throws -> Bool) -> Publishers.TryPrefixWhile<Self> {
        Publishers.Steps(upstream: self) { .throwing { try predicate($0) ? .send($0) : .finish(nil) } }
    }

    /// Every value, in one array sent when the upstream finishes (an empty array when it sent
    /// none; a failure is passed on without it).
    public func collect() -> Publishers.Collect<Self> {
        Publishers.Steps(upstream: self) {
            let values = Box<[Output]>([])
            return StepRules(
                demand: .everything,
                step: { value in
                    values.value.append(value)
                    return .keep
                }, last: { values.value })
        }
    }

    /// The values in arrays of `count`, the last one shorter when the upstream finishes between
    /// (a failure drops it). Each array asked for asks the upstream for `count` values.
    public func collect(_ count: Int) -> Publishers.CollectByCount<Self> {
        precondition(count > 0, "collect needs a count of at least 1")
        return Publishers.Steps(upstream: self) {
            let group = Box<[Output]>([])
            return StepRules(
                demand: .times(count),
                step: { value in
                    group.value.append(value)
                    guard group.value.count == count else { return .keep }
                    defer { group.value = [] }
                    return .send(group.value)
                }, last: { group.value.isEmpty ? nil : group.value })
        }
    }

    /// Each value combined with the result so far by `nextPartialResult`, starting from
    /// `initialResult`; every partial result is sent.
    public func scan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Scan<Self, T> {
        Publishers.Steps(upstream: self) {
            let result = Box(initialResult)
            return StepRules(step: { value in
                result.value = nextPartialResult(result.value, value)
                return .send(result.value)
            })
        }
    }

    /// As ``scan(_:_:)``; an error `nextPartialResult` throws ends the stream with that error.
    public func tryScan<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryScan<Self, T> {
        Publishers.Steps(upstream: self) {
            let result = Box(initialResult)
            return .throwing { value in
                result.value = try nextPartialResult(result.value, value)
                return .send(result.value)
            }
        }
    }

    /// Every value combined by `nextPartialResult`, starting from `initialResult`; the result is
    /// sent when the upstream finishes (`initialResult` when it sent none).
    public func reduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) -> T) -> Publishers.Reduce<Self, T> {
        Publishers.Steps(upstream: self) {
            let result = Box(initialResult)
            return StepRules(
                demand: .everything,
                step: { value in
                    result.value = nextPartialResult(result.value, value)
                    return .keep
                }, last: { result.value })
        }
    }

    /// As ``reduce(_:_:)``; an error `nextPartialResult` throws ends the stream with that error.
    public func tryReduce<T>(_ initialResult: T, _ nextPartialResult: @escaping (T, Output) throws -> T) -> Publishers.TryReduce<Self, T> {
        Publishers.Steps(upstream: self) {
            let result = Box(initialResult)
            return .throwing(
                demand: .everything,
                step: { value in
                    result.value = try nextPartialResult(result.value, value)
                    return .keep
                }, last: { result.value })
        }
    }

    /// How many values the upstream sent, sent when it finishes.
    public func count() -> Publishers.Count<Self> {
        reduce(0) { count, _ in count + 1 }
    }

    /// No values, only the completion.
    public func ignoreOutput() -> Publishers.IgnoreOutput<Self> {
        Publishers.Steps(upstream: self) { StepRules(demand: .everything, step: { _ in .keep }) }
    }

    /// The same values; a failure stops the program, its message `prefix` and the error.
    public func assertNoFailure(_ prefix: String = "", file: StaticString = #file, line: UInt = #line) -> Publishers.AssertNoFailure<Self> {
        Publishers.Steps(upstream: self) {
            StepRules(
                step: { .send($0) },
                end: { completion in
                    if case .failure(let error) = completion {
                        fatalError("\(prefix.isEmpty ? "" : "\(prefix): ")\(error)", file: file, line: line)
                    }
                    return (nil, .finished)
                })
        }
    }
}
