// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// The settings key for the data format: an `AudioFormatID` such as ``kAudioFormatLinearPCM``.
public let AVFormatIDKey = "AVFormatIDKey"
/// The settings key for the sample rate, in Hz.
public let AVSampleRateKey = "AVSampleRateKey"
/// The settings key for the number of channels.
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
/// The settings key for linear PCM's bits per sample (8, 16, 24 or 32).
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"
/// The settings key for linear PCM's byte order (true: big-endian).
public let AVLinearPCMIsBigEndianKey = "AVLinearPCMIsBigEndianKey"
/// The settings key for linear PCM's sample type (true: floating point).
public let AVLinearPCMIsFloatKey = "AVLinearPCMIsFloatKey"
/// The settings key for linear PCM's layout (true: one buffer per channel).
public let AVLinearPCMIsNonInterleaved = "AVLinearPCMIsNonInterleaved"
/// The settings key for the encoder's quality: an ``AVAudioQuality`` raw value.
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
/// The settings key for the encoder's quality with a variable bit rate.
public let AVEncoderAudioQualityForVBRKey = "AVEncoderAudioQualityForVBRKey"
/// The settings key for the encoder's bit rate, in bits per second.
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
/// The settings key for the encoder's bit rate per channel.
public let AVEncoderBitRatePerChannelKey = "AVEncoderBitRatePerChannelKey"
/// The settings key for the encoder's bit-rate strategy.
public let AVEncoderBitRateStrategyKey = "AVEncoderBitRateStrategyKey"
/// The settings key for the encoder's source bit depth (8 to 32).
public let AVEncoderBitDepthHintKey = "AVEncoderBitDepthHintKey"
/// The settings key for the sample-rate converter's quality.
public let AVSampleRateConverterAudioQualityKey = "AVSampleRateConverterAudioQualityKey"
/// The settings key for the channel layout.
public let AVChannelLayoutKey = "AVChannelLayoutKey"

/// An encoder's or converter's quality, with AVFAudio's numbers.
public enum AVAudioQuality: Int, Sendable {
    case min = 0
    case low = 0x20
    case medium = 0x40
    case high = 0x60
    case max = 0x7F
}
