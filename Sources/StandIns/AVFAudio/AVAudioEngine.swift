import Foundation

/// What a tap is handed: a buffer of the audio passing the bus, and when it passed.
public typealias AVAudioNodeTapBlock = (AVAudioPCMBuffer, AVAudioTime) -> Void

/// A node of an ``AVAudioEngine``'s graph, as AVFAudio's `AVAudioNode`: its buses' formats and taps.
///
/// A tap gets buffers of silence when the engine renders (``AVAudioEngine/advanceRendering(by:)``): nothing plays
/// and no microphone hears anything on Linux.
open class AVAudioNode: NSObject {
    /// The engine the node is attached to.
    open internal(set) weak var engine: AVAudioEngine?
    /// One tap per bus: its block, format, buffer size, and the frames it has been handed.
    final class Tap {
        let block: AVAudioNodeTapBlock
        let format: AVAudioFormat
        let bufferSize: AVAudioFrameCount
        var delivered: AVAudioFramePosition = 0
        var pending = 0.0

        init(block: @escaping AVAudioNodeTapBlock, format: AVAudioFormat, bufferSize: AVAudioFrameCount) {
            (self.block, self.format, self.bufferSize) = (block, format, bufferSize)
        }
    }
    var taps: [AVAudioNodeBus: Tap] = [:]

    override init() { super.init() }

    /// The number of input buses.
    open var numberOfInputs: Int { 1 }
    /// The number of output buses.
    open var numberOfOutputs: Int { 1 }

    /// The format of input bus `bus`: the standard format at the session's rate, in stereo.
    open func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { Self.standard(channels: 2) }
    /// The format of output bus `bus`: the standard format at the session's rate, in stereo.
    open func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { Self.standard(channels: 2) }

    static func standard(channels: AVAudioChannelCount) -> AVAudioFormat {
        AVAudioFormat(standardFormatWithSampleRate: AVAudioSession.sharedInstance().sampleRate, channels: max(1, channels))
            ?? AVAudioFormat(formatID: kAudioFormatLinearPCM, sampleRate: 48_000, channels: 1)
    }

    /// Taps output bus `bus`: while the engine renders, `block` gets buffers of `bufferSize` frames (at least 1) in
    /// `format` (the bus's output format when `nil`). A second tap on a bus replaces the first (iOS stops the app).
    open func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?, block: @escaping AVAudioNodeTapBlock
    ) {
        let format = format?.commonFormat == .otherFormat ? nil : format
        taps[bus] = Tap(block: block, format: format ?? outputFormat(forBus: bus), bufferSize: max(1, bufferSize))
    }

    /// Removes the tap on bus `bus`, if any.
    open func removeTap(onBus bus: AVAudioNodeBus) { taps[bus] = nil }

    /// Clears the node's rendering state.
    open func reset() {
        for tap in taps.values { (tap.delivered, tap.pending) = (0, 0) }
    }

    /// When the node last rendered, `nil` before the engine runs.
    open var lastRenderTime: AVAudioTime? {
        guard let engine, engine.isRunning else { return nil }
        let rate = outputFormat(forBus: 0).sampleRate
        let seconds = engine.renderedSeconds
        return AVAudioTime(
            hostTime: AVAudioTime.hostTime(forSeconds: seconds), sampleTime: AVAudioFramePosition(seconds * rate), atRate: rate)
    }

    /// Hands each tap the silent buffers `seconds` more of rendering fills.
    func render(_ seconds: TimeInterval) {
        for (bus, tap) in taps.sorted(by: { $0.key < $1.key }) {
            tap.pending += seconds * tap.format.sampleRate
            // A block may remove its tap or stop the engine; then no more buffers come.
            while tap.pending >= Double(tap.bufferSize) - 1e-6, taps[bus] === tap, engine?.isRunning == true {
                tap.pending -= Double(tap.bufferSize)
                guard let buffer = AVAudioPCMBuffer(pcmFormat: tap.format, frameCapacity: tap.bufferSize) else { return }
                buffer.frameLength = tap.bufferSize
                let position = tap.delivered
                let host = AVAudioTime.hostTime(forSeconds: Double(position) / tap.format.sampleRate)
                tap.delivered += AVAudioFramePosition(tap.bufferSize)
                tap.block(buffer, AVAudioTime(hostTime: host, sampleTime: position, atRate: tap.format.sampleRate))
            }
        }
    }
}

/// The microphone's node, as AVFAudio's `AVAudioInputNode`: its output is the session's input, in the standard format
/// at the session's ``AVAudioSession/sampleRate`` with its ``AVAudioSession/inputNumberOfChannels``.
///
/// iOS gives the input 0 Hz and 0 channels while the session's category does not record (and then refuses to start
/// the engine); napkin's input always has the microphone's format, so that a screen's recording never depends on the
/// order in which parallel tests set the process's one session.
open class AVAudioInputNode: AVAudioNode {
    /// Whether voice processing (echo cancellation) is on.
    open private(set) var isVoiceProcessingEnabled = false
    /// Turns voice processing on or off.
    open func setVoiceProcessingEnabled(_ enabled: Bool) throws { isVoiceProcessingEnabled = enabled }
    /// No input bus: the input node is a source.
    open override var numberOfInputs: Int { 0 }

    open override func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat {
        Self.standard(channels: AVAudioChannelCount(AVAudioSession.sharedInstance().inputNumberOfChannels))
    }

    open override func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { outputFormat(forBus: bus) }
}

/// The speaker's node, as AVFAudio's `AVAudioOutputNode`.
open class AVAudioOutputNode: AVAudioNode {
    /// No output bus: the output node is a sink.
    open override var numberOfOutputs: Int { 0 }
}

/// A node mixing its inputs, as AVFAudio's `AVAudioMixerNode` (the engine's ``AVAudioEngine/mainMixerNode``).
open class AVAudioMixerNode: AVAudioNode {
    /// The mix's loudness, 0…1.
    open var outputVolume: Float = 1 {
        didSet { outputVolume = min(max(outputVolume, 0), 1) }
    }
    /// Any number of inputs.
    open override var numberOfInputs: Int { 64 }
}

/// A graph of audio nodes, as AVFAudio's `AVAudioEngine`.
///
/// There is no audio device on Linux and time does not pass on its own: a started engine renders only when told,
/// with ``advanceRendering(by:)``, which hands every tap in the graph silent buffers for that much time (the input
/// node's are the microphone's silence).
open class AVAudioEngine: NSObject {
    private var nodes: [AVAudioNode] = []
    private var connections: [(source: ObjectIdentifier, bus: AVAudioNodeBus, destination: ObjectIdentifier, format: AVAudioFormat?)] = []
    /// Seconds rendered since the engine was made (or reset).
    private(set) var renderedSeconds: TimeInterval = 0

    /// An engine with its output node and (on first use) its input node and main mixer.
    public override init() {
        super.init()
        attach(outputNode)
    }

    /// The microphone's node, made on first use.
    public private(set) lazy var inputNode: AVAudioInputNode = {
        let node = AVAudioInputNode()
        attach(node)
        return node
    }()

    /// The speaker's node.
    public let outputNode = AVAudioOutputNode()

    /// The mixer feeding the output node, made on first use.
    public private(set) lazy var mainMixerNode: AVAudioMixerNode = {
        let mixer = AVAudioMixerNode()
        attach(mixer)
        connect(mixer, to: outputNode, format: nil)
        return mixer
    }()

    /// True between ``start()`` and ``pause()`` or ``stop()``.
    public private(set) var isRunning = false

    /// The nodes attached.
    open var attachedNodes: Set<AVAudioNode> { Set(nodes) }

    /// Adds `node` to the graph.
    open func attach(_ node: AVAudioNode) {
        guard !nodes.contains(where: { $0 === node }) else { return }
        node.engine = self
        nodes.append(node)
    }

    /// Removes `node` and its connections from the graph.
    open func detach(_ node: AVAudioNode) {
        nodes.removeAll { $0 === node }
        connections.removeAll { $0.source == ObjectIdentifier(node) || $0.destination == ObjectIdentifier(node) }
        node.engine = nil
    }

    /// Connects `node1`'s output to `node2`'s input (attaching either if needed).
    open func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        connect(node1, to: node2, fromBus: 0, toBus: 0, format: format)
    }

    /// Connects `node1`'s output bus `bus1` to `node2`'s input bus `bus2`.
    open func connect(
        _ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus, format: AVAudioFormat?
    ) {
        attach(node1)
        attach(node2)
        connections.removeAll { $0.source == ObjectIdentifier(node1) && $0.bus == bus1 }
        connections.append((ObjectIdentifier(node1), bus1, ObjectIdentifier(node2), format))
    }

    /// Removes the connections into `node`'s input bus `bus`.
    open func disconnectNodeInput(_ node: AVAudioNode, bus: AVAudioNodeBus) {
        connections.removeAll { $0.destination == ObjectIdentifier(node) }
    }

    /// Removes the connections into `node`.
    open func disconnectNodeInput(_ node: AVAudioNode) { connections.removeAll { $0.destination == ObjectIdentifier(node) } }

    /// Removes the connections out of `node`.
    open func disconnectNodeOutput(_ node: AVAudioNode) { connections.removeAll { $0.source == ObjectIdentifier(node) } }

    /// Gets ready to start; nothing to allocate here.
    open func prepare() {}

    /// Starts rendering; there is no device to fail.
    open func start() throws { isRunning = true }

    /// Stops rendering, keeping the graph's state.
    open func pause() { isRunning = false }

    /// Stops rendering and clears the nodes' state.
    open func stop() {
        isRunning = false
        reset()
    }

    /// Clears every node's rendering state.
    open func reset() {
        for node in nodes { node.reset() }
    }

    /// Renders `seconds` of silence, as if that much time had passed: every tap in the graph is handed the whole
    /// buffers that fill, in order, on the calling thread. Does nothing unless running. The stand-in's own: time
    /// does not pass on its own on Linux.
    open func advanceRendering(by seconds: TimeInterval) {
        guard isRunning, seconds > 0, seconds.isFinite else { return }
        renderedSeconds += seconds
        for node in nodes where isRunning { node.render(seconds) }
    }
}
