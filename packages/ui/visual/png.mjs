// Lossless re-encoding of the visual baselines: the same pixels in fewer bytes.
import { readFileSync, writeFileSync } from 'node:fs';
import zlib from 'node:zlib';
import { PNG } from 'pngjs';

function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** The scanlines with PNG's Paeth filter for true colour (the best of the five here) or none for indices. */
function filtered(pixels, width, height, bytesPerPixel) {
  const stride = width * bytesPerPixel;
  const out = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * stride;
    const start = y * (stride + 1);
    if (bytesPerPixel === 1) {
      out[start] = 0;
      pixels.copy(out, start + 1, row, row + stride);
      continue;
    }
    out[start] = 4;
    for (let i = 0; i < stride; i++) {
      const a = i >= bytesPerPixel ? pixels[row + i - bytesPerPixel] : 0;
      const b = y > 0 ? pixels[row - stride + i] : 0;
      const c = y > 0 && i >= bytesPerPixel ? pixels[row - stride + i - bytesPerPixel] : 0;
      const p = a + b - c;
      const [pa, pb, pc] = [Math.abs(p - a), Math.abs(p - b), Math.abs(p - c)];
      const predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      out[start + 1 + i] = (pixels[row + i] - predictor) & 0xff;
    }
  }
  return out;
}

/**
 * Rewrites a PNG as small as this simple encoder makes it, pixel for pixel the same: indexed colour
 * when it has at most 256 colours (most screenshots: flat surfaces and whole-pixel text), otherwise
 * RGB (RGBA only when some pixel is not opaque). Deterministic: the same pixels give the same bytes.
 */
export function optimisePng(file) {
  const { width, height, data } = PNG.sync.read(readFileSync(file));
  // Each pixel as one big-endian RGBA number; runs of one colour (most of a screenshot) are looked up once.
  const pixels = new Uint32Array(width * height);
  for (let i = 0; i < pixels.length; i++) pixels[i] = data.readUInt32BE(i * 4);
  const colours = new Map();
  const indices = Buffer.alloc(width * height);
  let opaque = true;
  let last = -1;
  let lastIndex = 0;
  for (let i = 0; i < pixels.length; i++) {
    const colour = pixels[i];
    if (colour !== last) {
      if ((colour & 0xff) !== 0xff) opaque = false;
      let index = colours.get(colour);
      if (index === undefined) {
        index = colours.size;
        colours.set(colour, index);
      }
      last = colour;
      lastIndex = index;
    }
    indices[i] = lastIndex;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  const chunks = [];
  let scanlines;
  if (colours.size <= 256) {
    header[9] = 3;
    const palette = Buffer.alloc(colours.size * 3);
    const alpha = Buffer.alloc(colours.size);
    for (const [colour, index] of colours) {
      palette.writeUIntBE(colour >>> 8, index * 3, 3);
      alpha[index] = colour & 0xff;
    }
    chunks.push(chunk('PLTE', palette));
    if (!opaque) chunks.push(chunk('tRNS', alpha));
    scanlines = filtered(indices, width, height, 1);
  } else if (opaque) {
    header[9] = 2;
    const rgb = Buffer.alloc(width * height * 3);
    for (let i = 0, j = 0; i < data.length; i += 4, j += 3) data.copy(rgb, j, i, i + 3);
    scanlines = filtered(rgb, width, height, 3);
  } else {
    header[9] = 6;
    scanlines = filtered(data, width, height, 4);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...chunks,
    chunk('IDAT', zlib.deflateSync(scanlines, { level: 9, memLevel: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  writeFileSync(file, png);
  return png.length;
}
