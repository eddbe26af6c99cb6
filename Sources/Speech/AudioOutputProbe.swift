import CAlsa

#if canImport(Glibc)
    import Glibc
#endif

/// Asks ALSA whether sound can be played at all, for a voice that cannot tell by itself.
///
/// speech-dispatcher hands the text to its server and exits 0 whether or not a sound card exists, so
/// nothing it prints says that nobody heard it. Opening the playback device (ALSA's `default`, which
/// PipeWire and PulseAudio provide too) without blocking and closing it again answers that.
public enum AudioOutputProbe {
    /// Why sound cannot be played on `device` ("no audio output (ALSA 'default': No such file or
    /// directory)"), or nil when the device opens or is busy (someone is playing on it).
    public static func problem(device: String = "default") -> String? {
        facenav_alsa_quiet()
        var handle: OpaquePointer?
        let status = snd_pcm_open(&handle, device, SND_PCM_STREAM_PLAYBACK, Int32(SND_PCM_NONBLOCK))
        if status >= 0 {
            snd_pcm_close(handle)
            return nil
        }
        if status == -EBUSY { return nil }
        let reason = String(cString: snd_strerror(status))
        return "no audio output (ALSA '\(device)': \(reason))"
    }

    /// Whether ALSA lists any sound card (a sound server may still play without one).
    public static var hasSoundCard: Bool {
        var card: Int32 = -1
        return snd_card_next(&card) == 0 && card >= 0
    }
}
