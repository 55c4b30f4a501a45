// PNG encoding and decoding with libpng, for LayoutRender's PNG codec. libpng reports errors by longjmp, which
// Swift cannot catch, so the calls that may fail run here, inside setjmp; each function returns 1 on success, or
// 0 with libpng's message copied into `message`. Pixels cross as straight (not premultiplied) 8-bit RGB or RGBA.
#ifndef LAYOUTVIZ_PNG_CODEC_H
#define LAYOUTVIZ_PNG_CODEC_H

#include <cairo.h>
#include <png.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// Fills `bytes` with row `row` of the image being encoded (width × channels bytes).
typedef void (*layoutviz_png_row_func)(void *context, uint32_t row, unsigned char *bytes);

/// Where a call's failure goes, and the bytes a decoder reads.
typedef struct {
    jmp_buf jump;
    char *message;
    size_t capacity;
    const unsigned char *data;
    size_t size;
    size_t position;
    cairo_write_func_t write;
    void *write_closure;
} layoutviz_png_state;

static void layoutviz_png_error(png_structp png, png_const_charp text) {
    layoutviz_png_state *state = (layoutviz_png_state *)png_get_error_ptr(png);
    if (state->capacity > 0) {
        strncpy(state->message, text ? text : "libpng error", state->capacity - 1);
        state->message[state->capacity - 1] = '\0';
    }
    longjmp(state->jump, 1);
}

static void layoutviz_png_warning(png_structp png, png_const_charp text) {
    (void)png;
    (void)text;
}

static void layoutviz_png_read(png_structp png, png_bytep bytes, size_t count) {
    layoutviz_png_state *state = (layoutviz_png_state *)png_get_io_ptr(png);
    if (state->size - state->position < count) png_error(png, "the PNG data ends early");
    memcpy(bytes, state->data + state->position, count);
    state->position += count;
}

static void layoutviz_png_write(png_structp png, png_bytep bytes, size_t count) {
    layoutviz_png_state *state = (layoutviz_png_state *)png_get_io_ptr(png);
    while (count > 0) {
        unsigned int chunk = count > 0x40000000u ? 0x40000000u : (unsigned int)count;
        if (state->write(state->write_closure, bytes, chunk) != CAIRO_STATUS_SUCCESS) png_error(png, "write failed");
        bytes += chunk;
        count -= chunk;
    }
}

static void layoutviz_png_flush(png_structp png) {
    (void)png;
}

/// The transformations Cairo's PNG reader applies, so every PNG comes out as 8-bit RGBA: palettes and grey
/// expanded to RGB, tRNS to alpha, 16-bit samples stripped to 8, missing alpha filled with 255, interlacing
/// undone. Returns the number of passes.
static int layoutviz_png_expand_to_rgba(png_structp png, png_infop info) {
    png_uint_32 width, height;
    int depth, color_type, interlace;
    png_get_IHDR(png, info, &width, &height, &depth, &color_type, &interlace, NULL, NULL);
    if (color_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (color_type == PNG_COLOR_TYPE_GRAY) png_set_expand_gray_1_2_4_to_8(png);
    if (png_get_valid(png, info, PNG_INFO_tRNS)) png_set_tRNS_to_alpha(png);
    if (depth == 16) png_set_strip_16(png);
    if (depth < 8) png_set_packing(png);
    if (color_type == PNG_COLOR_TYPE_GRAY || color_type == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    int passes = interlace != PNG_INTERLACE_NONE ? png_set_interlace_handling(png) : 1;
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    png_read_update_info(png, info);
    if (png_get_bit_depth(png, info) != 8 || png_get_channels(png, info) != 4)
        png_error(png, "unsupported PNG layout");
    return passes;
}

/// Reads the PNG in `data`. With `rgba` NULL: its size, into `width` and `height`. Otherwise: its pixels into
/// `rgba`, `width` × `height` straight RGBA pixels (the size a first call gave), rows top to bottom.
static inline int layoutviz_png_decode(const unsigned char *data, size_t size, uint32_t *width, uint32_t *height,
                                       unsigned char *rgba, char *message, size_t capacity) {
    layoutviz_png_state state = {.message = message, .capacity = capacity, .data = data, .size = size};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &state, layoutviz_png_error,
                                             layoutviz_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        strncpy(message, "out of memory", capacity);
        return 0;
    }
    if (setjmp(state.jump)) {
        png_destroy_read_struct(&png, &info, NULL);
        return 0;
    }
    png_set_read_fn(png, &state, layoutviz_png_read);
    png_read_info(png, info);
    if (!rgba) {
        *width = png_get_image_width(png, info);
        *height = png_get_image_height(png, info);
        png_destroy_read_struct(&png, &info, NULL);
        return 1;
    }
    if (png_get_image_width(png, info) != *width || png_get_image_height(png, info) != *height)
        png_error(png, "the PNG's size changed between reads");
    int passes = layoutviz_png_expand_to_rgba(png, info);
    size_t stride = (size_t)*width * 4;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t row = 0; row < *height; row++) png_read_row(png, rgba + row * stride, NULL);
    }
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}

/// Encodes a `width` × `height` image with `channels` 3 (RGB) or 4 (RGBA) to `write` (called with
/// `write_closure`), asking `rows` for each row in turn: no interlacing, no row filters (trying every filter per
/// row, libpng's default, costs three times as much as the compression), zlib at `level` (0–9).
static inline int layoutviz_png_encode(uint32_t width, uint32_t height, int channels, int level,
                                       layoutviz_png_row_func rows, void *row_context, cairo_write_func_t write,
                                       void *write_closure, char *message, size_t capacity) {
    layoutviz_png_state state = {.message = message, .capacity = capacity, .write = write,
                                 .write_closure = write_closure};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &state, layoutviz_png_error,
                                              layoutviz_png_warning);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    unsigned char *volatile row = NULL;
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        strncpy(message, "out of memory", capacity);
        return 0;
    }
    if (setjmp(state.jump)) {
        free(row);
        png_destroy_write_struct(&png, &info);
        return 0;
    }
    png_set_write_fn(png, &state, layoutviz_png_write, layoutviz_png_flush);
    png_set_IHDR(png, info, width, height, 8, channels == 4 ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, PNG_FILTER_NONE);
    png_set_compression_level(png, level);
    png_write_info(png, info);
    row = (unsigned char *)malloc((size_t)width * (size_t)channels);
    if (!row) png_error(png, "out of memory");
    for (uint32_t y = 0; y < height; y++) {
        rows(row_context, y, row);
        png_write_row(png, row);
    }
    png_write_end(png, info);
    free(row);
    png_destroy_write_struct(&png, &info);
    return 1;
}

#endif
