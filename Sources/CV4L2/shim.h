#ifndef FACENAV_CV4L2_SHIM_H
#define FACENAV_CV4L2_SHIM_H
// libv4l2 (so MJPEG-only cameras are converted for us) and the V4L2 kernel interface.
#include <fcntl.h>
#include <libv4l2.h>
#include <linux/videodev2.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/ioctl.h>
#endif
