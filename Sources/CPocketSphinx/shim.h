#ifndef FACENAV_CPOCKETSPHINX_SHIM_H
#define FACENAV_CPOCKETSPHINX_SHIM_H
// pocketsphinx 0.8+5prealpha with sphinxbase, as Debian 12 ships them (libpocketsphinx-dev).
// cmd_ln_init is variadic, so configurations are built from an argv-style array instead.
#include <stdio.h>
#include <pocketsphinx.h>
#include <sphinxbase/err.h>

/// A decoder configuration from "-name value" pairs; NULL when a name or value is refused.
static inline cmd_ln_t *facenav_ps_config(int argc, char **argv) {
    return cmd_ln_parse_r(NULL, ps_args(), argc, argv, 1);
}

/// Silences sphinxbase's log on stderr: errors reach the user as FaceNav's own one-line messages.
static inline void facenav_ps_quiet(void) {
    err_set_logfp(NULL);
}
/// sphinxbase's one random generator, shared by every decoder in the process (it makes the dither noise);
/// libsphinxbase exports it but installs no header for it.
void genrand_seed(unsigned long s);

/// Restarts the dither noise, so an utterance decodes the same whatever was decoded before it.
static inline void facenav_ps_reseed(void) {
    genrand_seed(1);
}
#endif
