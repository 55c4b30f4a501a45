// The C APIs LayoutRender wraps: Cairo (image, PNG and PDF surfaces), Pango with its Cairo and fontconfig
// back ends, fontconfig, FreeType and HarfBuzz for their versions, and GLib (which Pango links) for its SHA-256.
// Only LayoutRender imports this module.
#ifndef LAYOUTVIZ_CCAIRO_SHIM_H
#define LAYOUTVIZ_CCAIRO_SHIM_H

#include <cairo.h>
#include <glib.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
#include <ft2build.h>
#include FT_FREETYPE_H
#include <hb.h>

#endif
