#ifndef FACENAV_CJPEG_SHIM_H
#define FACENAV_CJPEG_SHIM_H
// libjpeg-turbo's libjpeg API, wrapped so that an error never ends the process.
//
// libjpeg reports a fatal error by calling error_exit, which by default prints and calls exit(). Here it
// longjmps back to a setjmp in the same C function instead, so every libjpeg call sits between the setjmp
// and the jump and no Swift frame is ever skipped. Warnings (a damaged or truncated file) are kept, not
// printed, and count as failures too.
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

struct facenav_jpeg_error {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    char message[JMSG_LENGTH_MAX];
};

static inline void facenav_jpeg_error_exit(j_common_ptr info) {
    struct facenav_jpeg_error *error = (struct facenav_jpeg_error *)info->err;
    (*info->err->format_message)(info, error->message);
    longjmp(error->jump, 1);
}

static inline void facenav_jpeg_output_message(j_common_ptr info) {
    struct facenav_jpeg_error *error = (struct facenav_jpeg_error *)info->err;
    if (error->message[0] == 0) (*info->err->format_message)(info, error->message);
}

static inline void facenav_jpeg_install(struct facenav_jpeg_error *error) {
    jpeg_std_error(&error->manager);
    error->manager.error_exit = facenav_jpeg_error_exit;
    error->manager.output_message = facenav_jpeg_output_message;
    error->message[0] = 0;
}

static inline void facenav_jpeg_copy_message(const struct facenav_jpeg_error *error, char *message,
                                             size_t capacity) {
    if (message == NULL || capacity == 0) return;
    strncpy(message, error->message[0] ? error->message : "unknown libjpeg error", capacity - 1);
    message[capacity - 1] = 0;
}

/// Compresses `height` rows of `width` pixels with `components` (1 grey, 3 RGB) bytes each into a
/// malloc'ed buffer (`*output`, `*outputSize`; free it with free()). Returns 0, or -1 with `message` set.
static inline int facenav_jpeg_encode(const unsigned char *pixels, int width, int height, int components,
                                      int quality, unsigned char **output, unsigned long *outputSize,
                                      char *message, size_t messageCapacity) {
    struct jpeg_compress_struct info;
    struct facenav_jpeg_error error;
    // Volatile: they change between setjmp and a possible longjmp.
    unsigned char *volatile buffer = NULL;
    volatile unsigned long size = 0;
    memset(&info, 0, sizeof info);
    info.err = &error.manager;
    facenav_jpeg_install(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        facenav_jpeg_copy_message(&error, message, messageCapacity);
        return -1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&size);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = components;
    info.in_color_space = components == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    size_t stride = (size_t)width * (size_t)components;
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)info.next_scanline * stride);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *output = buffer;
    *outputSize = size;
    return 0;
}

/// Decompresses a JPEG held in memory to grey (1 component) or RGB (3) pixels in a malloc'ed buffer
/// (`*pixels`; free it with free()), refusing images over `maximumPixels`. Returns 0, or -1 with `message`
/// set; a warning (damaged or truncated data) is a failure too.
static inline int facenav_jpeg_decode(const unsigned char *data, unsigned long dataSize, long maximumPixels,
                                      unsigned char **pixels, int *width, int *height, int *components,
                                      char *message, size_t messageCapacity) {
    struct jpeg_decompress_struct info;
    struct facenav_jpeg_error error;
    unsigned char *volatile buffer = NULL;
    memset(&info, 0, sizeof info);
    info.err = &error.manager;
    facenav_jpeg_install(&error);
    if (setjmp(error.jump)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        facenav_jpeg_copy_message(&error, message, messageCapacity);
        return -1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, dataSize);
    jpeg_read_header(&info, TRUE);
    info.out_color_space = info.num_components == 1 ? JCS_GRAYSCALE : JCS_RGB;
    jpeg_start_decompress(&info);
    if ((long)info.output_width * (long)info.output_height > maximumPixels) {
        snprintf(error.message, sizeof error.message, "image too large: %ux%u", info.output_width,
                 info.output_height);
        longjmp(error.jump, 1);
    }
    size_t stride = (size_t)info.output_width * (size_t)info.output_components;
    buffer = (unsigned char *)malloc(stride * info.output_height);
    if (buffer == NULL) {
        snprintf(error.message, sizeof error.message, "out of memory");
        longjmp(error.jump, 1);
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + (size_t)info.output_scanline * stride;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    if (error.manager.num_warnings > 0) longjmp(error.jump, 1);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *components = info.output_components;
    *pixels = buffer;
    jpeg_destroy_decompress(&info);
    return 0;
}
#endif
