import CAlsa
import Foundation

/// The live microphone through ALSA: 16 kHz mono 16-bit from the default capture device or a named one.
///
/// PipeWire and PulseAudio provide the ALSA `default` device too. Opening fails with one line for a
/// missing device, a busy one or no permission; reading recovers from overruns by itself.
public final class AlsaMicrophone: AudioSource {
    public let device: String
    private let pcm: OpaquePointer
    private static let chunk = WavAudio.sampleRate / 10

    public init(device: String = "default") throws(VoiceError) {
        self.device = device
        facenav_alsa_quiet()
        var handle: OpaquePointer?
        // Open without blocking, so a device held by another program fails at once instead of hanging.
        var status = snd_pcm_open(&handle, device, SND_PCM_STREAM_CAPTURE, SND_PCM_NONBLOCK)
        guard status >= 0, let handle else { throw Self.failure(status, device: device, doing: "open") }
        status = snd_pcm_nonblock(handle, 0)
        if status >= 0 {
            status = snd_pcm_set_params(
                handle, SND_PCM_FORMAT_S16_LE, SND_PCM_ACCESS_RW_INTERLEAVED, 1, UInt32(WavAudio.sampleRate), 1, 500_000
            )
        }
        guard status >= 0 else {
            snd_pcm_close(handle)
            throw Self.failure(status, device: device, doing: "set up 16 kHz mono capture on")
        }
        pcm = handle
    }

    deinit {
        snd_pcm_close(pcm)
    }

    public func read() throws(VoiceError) -> [Int16]? {
        var samples = [Int16](repeating: 0, count: Self.chunk)
        while true {
            let count = samples.withUnsafeMutableBytes {
                snd_pcm_readi(pcm, $0.baseAddress, snd_pcm_uframes_t(Self.chunk))
            }
            if count >= 0 { return Array(samples.prefix(Int(count))) }
            // Overruns (-EPIPE), suspends and interrupted calls recover; anything else ends listening.
            if snd_pcm_recover(pcm, Int32(count), 1) < 0 {
                throw Self.failure(Int32(count), device: device, doing: "read from")
            }
        }
    }

    /// One line for an ALSA error code, saying what to do about the usual causes.
    static func failure(_ status: Int32, device: String, doing: String) -> VoiceError {
        let reason = String(cString: snd_strerror(status))
        let advice: String
        switch -status {
        case ENOENT, ENODEV, ENXIO:
            advice = "no such capture device; list them with `arecord -L` and choose one with --mic NAME"
        case EBUSY: advice = "another program is using it; close that program or choose another with --mic NAME"
        case EACCES, EPERM: advice = "no permission; add yourself to the audio group (`sudo usermod -aG audio $USER`)"
        default: advice = "check the microphone with `arecord -D \(device) -f S16_LE -r 16000 -c 1 test.wav`"
        }
        return VoiceError("cannot \(doing) the microphone '\(device)': \(reason); \(advice)")
    }
}
