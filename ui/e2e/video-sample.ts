// A small, well-formed MP4 for the tests' video uploads: the port of the server's `atrium::video::sample`
// (ftyp + moov(mvhd, trak(tkhd, mdia(mdhd, hdlr 'vide', minf(vmhd, dinf(dref(url )), stbl(...))))) + mdat).
// The server reads its header for the picture size and length; the media data is zeros.

const ascii = (text: string) => Buffer.from(text, 'latin1');
const u32 = (value: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);

function boxed(kind: string, body: Buffer): Buffer {
  return Buffer.concat([u32(body.length + 8), ascii(kind), body]);
}

/** A full box: version 0 in the top byte of `flags`. */
function full(kind: string, flags: number, body: Buffer): Buffer {
  return boxed(kind, Buffer.concat([u32(flags), body]));
}

export function sampleMp4(width: number, height: number, durationMs: number, payload = 4096): Buffer {
  const matrix = Buffer.concat([0x0001_0000, 0, 0, 0, 0x0001_0000, 0, 0, 0, 0x4000_0000].map(u32));
  const mvhd = Buffer.concat([
    u32(0),
    u32(0),
    u32(1000),
    u32(durationMs),
    u32(0x0001_0000),
    Buffer.from([1, 0]),
    zeros(10),
    matrix,
    zeros(24),
    u32(2),
  ]);
  const tkhd = Buffer.concat([
    u32(0),
    u32(0),
    u32(1),
    u32(0),
    u32(durationMs),
    zeros(16),
    matrix,
    u32(width * 65536),
    u32(height * 65536),
  ]);
  const mdhd = Buffer.concat([u32(0), u32(0), u32(1000), u32(durationMs), Buffer.from([0x55, 0xc4, 0, 0])]);
  const hdlr = Buffer.concat([u32(0), ascii('vide'), zeros(12), ascii('Video\0')]);
  const dref = full('dref', 0, Buffer.concat([u32(1), full('url ', 1, zeros(0))]));
  const stbl = boxed(
    'stbl',
    Buffer.concat([
      full('stsd', 0, u32(0)),
      full('stts', 0, u32(0)),
      full('stsc', 0, u32(0)),
      full('stsz', 0, Buffer.concat([u32(0), u32(0)])),
      full('stco', 0, u32(0)),
    ]),
  );
  const minf = boxed('minf', Buffer.concat([full('vmhd', 1, zeros(8)), boxed('dinf', dref), stbl]));
  const mdia = boxed('mdia', Buffer.concat([full('mdhd', 0, mdhd), full('hdlr', 0, hdlr), minf]));
  const trak = boxed('trak', Buffer.concat([full('tkhd', 3, tkhd), mdia]));
  const moov = boxed('moov', Buffer.concat([full('mvhd', 0, mvhd), trak]));
  const ftyp = boxed('ftyp', Buffer.concat([ascii('isom'), Buffer.from([0, 0, 2, 0]), ascii('isomiso2mp41')]));
  return Buffer.concat([ftyp, moov, u32(payload + 8), ascii('mdat'), zeros(payload)]);
}
