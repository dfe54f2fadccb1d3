#!/usr/bin/env python3
"""Writes the images bench/uploads.sh sends into the directory given: the three worst cases an
account could send before decoding was budgeted, and legal large images at the sizes each
decoder path accepts. Needs Pillow (python3-pil) for the GIF and the JPEGs; PNGs are written by
hand so their chunks are exactly what is wanted."""
import io
import os
import struct
import sys
import zlib

from PIL import Image

out = sys.argv[1]


def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def zeros_zlib(size, level=9):
    """zlib data of `size` zero bytes, compressed in blocks (never held whole)."""
    z = zlib.compressobj(level)
    block = bytes(1 << 20)
    parts = []
    while size > 0:
        n = min(size, len(block))
        parts.append(z.compress(block[:n]))
        size -= n
    parts.append(z.flush())
    return b"".join(parts)


def png(width, height, color_type=2, interlace=0, extra=b"", idat=None):
    ihdr = struct.pack(">IIBBBBB", width, height, 8, color_type, 0, 0, interlace)
    channels = {0: 1, 2: 3, 4: 2, 6: 4}[color_type]
    if idat is None:
        if interlace:
            raw = 0
            # Adam7 passes: (x start, y start, x step, y step); every row starts with a filter byte.
            for x0, y0, dx, dy in [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4),
                                   (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]:
                w = (width - x0 + dx - 1) // dx if width > x0 else 0
                h = (height - y0 + dy - 1) // dy if height > y0 else 0
                if w and h:
                    raw += h * (1 + w * channels)
        else:
            raw = height * (1 + width * channels)
        idat = zeros_zlib(raw)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + chunk(b"IDAT", idat)
            + chunk(b"IEND", b""))


def write(name, data):
    with open(os.path.join(out, name), "wb") as f:
        f.write(data)
    print(f"{name:24} {len(data) / 1024:9.1f} KB", file=sys.stderr)


# 1. A 1x1 logical screen carrying one 9000x9000 frame (81 MP; 55 KB).
frame = Image.new("P", (9000, 9000), 0)
frame.putpalette([0, 0, 0, 255, 255, 255])
buf = io.BytesIO()
frame.save(buf, format="GIF")
gif = bytearray(buf.getvalue())
gif[6:10] = struct.pack("<HH", 1, 1)
write("gif_frame.gif", bytes(gif))
del frame

# 2. 8x8 pixels with an iCCP profile that inflates to 1,000 MiB (about 1 MB).
write("iccp_bomb.png", png(8, 8, extra=chunk(b"iCCP", b"bomb\x00\x00" + zeros_zlib(1000 << 20))))

# 3. A legal 39.7 MP PNG (RGB, 116 KB), and a PNG declaring 60000x60000 with no picture.
write("legal_40mp.png", png(7000, 5670))
write("declared_60k.png", png(60000, 60000, idat=zeros_zlib(1024)))

# Legal large images at each decoder path's largest: an interlaced RGBA PNG (decoded whole,
# 64 MB), a 24 MP baseline JPEG, a 12 MP progressive JPEG (coefficients kept), a 9 MP GIF.
write("interlaced_16mp.png", png(4000, 4000, color_type=6, interlace=1))
gradient = Image.linear_gradient("L").resize((6000, 4000))
photo = Image.merge("RGB", (gradient, gradient.transpose(Image.Transpose.FLIP_LEFT_RIGHT), gradient))
buf = io.BytesIO()
photo.save(buf, format="JPEG", quality=90)
write("photo_24mp.jpg", buf.getvalue())
buf = io.BytesIO()
photo.resize((4000, 3000)).save(buf, format="JPEG", quality=90, progressive=True)
write("progressive_12mp.jpg", buf.getvalue())
buf = io.BytesIO()
photo.resize((3000, 3000)).convert("P").save(buf, format="GIF")
write("gif_9mp.gif", buf.getvalue())
