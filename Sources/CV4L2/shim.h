#ifndef FACENAV_CV4L2_SHIM_H
#define FACENAV_CV4L2_SHIM_H
// libv4l2 (so MJPEG-only cameras are converted for us) and the V4L2 kernel interface.
#include <fcntl.h>
#include <stdio.h>
#include <libv4l2.h>
#include <linux/videodev2.h>
#include <poll.h>
#include <sys/mman.h>
#include <sys/ioctl.h>

// The VIDIOC_* request codes are function-like macros (_IOWR(...)) that Swift cannot import.
static inline unsigned long facenav_VIDIOC_QUERYCAP(void) { return VIDIOC_QUERYCAP; }
static inline unsigned long facenav_VIDIOC_ENUM_FMT(void) { return VIDIOC_ENUM_FMT; }
static inline unsigned long facenav_VIDIOC_ENUM_FRAMESIZES(void) { return VIDIOC_ENUM_FRAMESIZES; }
static inline unsigned long facenav_VIDIOC_ENUM_FRAMEINTERVALS(void) { return VIDIOC_ENUM_FRAMEINTERVALS; }
static inline unsigned long facenav_VIDIOC_G_FMT(void) { return VIDIOC_G_FMT; }
static inline unsigned long facenav_VIDIOC_S_FMT(void) { return VIDIOC_S_FMT; }
static inline unsigned long facenav_VIDIOC_G_PARM(void) { return VIDIOC_G_PARM; }
static inline unsigned long facenav_VIDIOC_S_PARM(void) { return VIDIOC_S_PARM; }
static inline unsigned long facenav_VIDIOC_REQBUFS(void) { return VIDIOC_REQBUFS; }
static inline unsigned long facenav_VIDIOC_QUERYBUF(void) { return VIDIOC_QUERYBUF; }
static inline unsigned long facenav_VIDIOC_QBUF(void) { return VIDIOC_QBUF; }
static inline unsigned long facenav_VIDIOC_DQBUF(void) { return VIDIOC_DQBUF; }
static inline unsigned long facenav_VIDIOC_STREAMON(void) { return VIDIOC_STREAMON; }
static inline unsigned long facenav_VIDIOC_STREAMOFF(void) { return VIDIOC_STREAMOFF; }

// Pixel formats are v4l2_fourcc(...) macros.
static const unsigned int facenav_V4L2_PIX_FMT_YUYV = V4L2_PIX_FMT_YUYV;
static const unsigned int facenav_V4L2_PIX_FMT_YUV420 = V4L2_PIX_FMT_YUV420;
static const unsigned int facenav_V4L2_PIX_FMT_GREY = V4L2_PIX_FMT_GREY;
static const unsigned int facenav_V4L2_PIX_FMT_MJPEG = V4L2_PIX_FMT_MJPEG;

// libv4l2's open and ioctl are variadic, which Swift cannot call.
static inline int facenav_v4l2_open(const char *path, int flags) { return v4l2_open(path, flags, 0); }
static inline int facenav_v4l2_ioctl(int fd, unsigned long request, void *argument) {
    return v4l2_ioctl(fd, request, argument);
}
static inline void *facenav_MAP_FAILED(void) { return MAP_FAILED; }

// libv4l2 prints its own "libv4l2: error ..." lines on stderr unless v4l2_log_file is set; FaceNav reports
// every failure itself, in one line, so the library's lines go to /dev/null instead.
static inline void facenav_v4l2_silence(void) {
    if (v4l2_log_file == NULL) v4l2_log_file = fopen("/dev/null", "we");
}
#endif
