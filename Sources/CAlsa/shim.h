#ifndef FACENAV_CALSA_SHIM_H
#define FACENAV_CALSA_SHIM_H
// ALSA capture (libasound2-dev); PipeWire and PulseAudio provide an ALSA "default" device too.
#include <alsa/asoundlib.h>

/// Turns off ALSA's own error printing on stderr: FaceNav reports device problems in one line itself.
static void facenav_alsa_silent_handler(const char *file, int line, const char *function, int err, const char *fmt, ...) {}
static inline void facenav_alsa_quiet(void) {
    snd_lib_error_set_handler(facenav_alsa_silent_handler);
}
#endif
