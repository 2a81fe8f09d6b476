// Decodes HEIC (HEVC-compressed HEIF) photos with libheif compiled to WebAssembly, off the main
// thread: the prebuilt sharp has no HEVC decoder, and a 12-megapixel photo takes the wasm decoder
// long enough that doing it inline would stall every other request.
import { parentPort } from 'node:worker_threads';
import decode from 'heic-decode';

// libheif-js reports unreadable files with console.log; the caller already answers them with 415.
console.log = () => {};

parentPort.on('message', async ({ id, input, maxPixels }) => {
  try {
    const images = await decode.all({ buffer: new Uint8Array(input) });
    try {
      const image = images[0];
      if (!image) throw new Error('no image');
      // Checked before any pixel is decoded: the header alone says how much memory decoding takes.
      if (image.width * image.height > maxPixels) {
        parentPort.postMessage({ id, error: 'too-many-pixels' });
        return;
      }
      // libheif applies the container's rotation and mirroring (irot/imir) while decoding.
      const { width, height, data } = await image.decode();
      const pixels = data.buffer;
      parentPort.postMessage({ id, width, height, pixels }, [pixels]);
    } finally {
      images.dispose();
    }
  } catch {
    parentPort.postMessage({ id, error: 'undecodable' });
  }
});
