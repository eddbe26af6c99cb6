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

/// Copies the decoder's cepstral mean into `mean` (after a batch decoding, that utterance's mean); the
/// number of coefficients, or -1 when the decoder has none or `capacity` is too small.
static inline int facenav_ps_get_cmn(ps_decoder_t *ps, float *mean, int capacity) {
    feat_t *feat = ps_get_feat(ps);
    if (!feat || !feat->cmn_struct || feat->cmn_struct->veclen > capacity) return -1;
    cmn_live_get(feat->cmn_struct, mean);
    return feat->cmn_struct->veclen;
}

/// Switches the decoder to live mean normalisation restarted from `mean` (weighted as `-cmninit` is); -1
/// when the length is wrong. (pocketsphinx takes `-cmn` and `-cmninit` from the model's feat.params, over
/// any given on its command line, so they are set here.)
static inline int facenav_ps_set_cmn(ps_decoder_t *ps, const float *mean, int count) {
    feat_t *feat = ps_get_feat(ps);
    if (!feat || !feat->cmn_struct || feat->cmn_struct->veclen != count) return -1;
    feat->cmn = CMN_LIVE;
    cmn_live_set(feat->cmn_struct, mean);
    return 0;
}

/// The decoder's mean normalisation as `-cmn` names it: "none", "batch" or "live".
static inline const char *facenav_ps_cmn_type(ps_decoder_t *ps) {
    feat_t *feat = ps_get_feat(ps);
    return feat ? cmn_type_str[feat->cmn] : "none";
}
#endif
