// The demo's audit photos (gateway/seed/kds.ts): the seed has only the database, not the file
// storage, so a seeded photo is a files row whose bytes the gateway draws when asked, the same
// picture for the same key every time: a small PNG of shelves in a store, in colours drawn from
// the key. Uploaded files never come here: their bytes are in the storage.
import { createHash } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/** Who "uploaded" a seeded photo (files.uploaded_by): the marker the download route draws it for. */
export const SEEDED_PHOTO_UPLOADER = 'seed:photo';

const WIDTH = 160;
const HEIGHT = 120;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const check = Buffer.alloc(4);
  check.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, check]);
}

/** The PNG of the seeded photo `key`. */
export function seededPhoto(key: string): Buffer {
  const digest = createHash('sha256').update(key).digest();
  const wall = [200 + (digest[0]! % 40), 200 + (digest[1]! % 40), 190 + (digest[2]! % 50)];
  const shelf = [90 + (digest[3]! % 60), 70 + (digest[4]! % 50), 50 + (digest[5]! % 40)];
  const goods = [0, 1, 2, 3].map((index) => [digest[6 + index * 3]!, digest[7 + index * 3]!, digest[8 + index * 3]!]);
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3);
    const band = Math.floor(y / 30);
    const inBand = y % 30;
    for (let x = 0; x < WIDTH; x++) {
      let colour = wall;
      if (inBand >= 26) colour = shelf;
      else if (inBand >= 8 && x % 20 >= 3 && x % 20 <= 16) colour = goods[(band + Math.floor(x / 20)) % goods.length]!;
      row.set(colour, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(WIDTH, 0);
  header.writeUInt32BE(HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits per channel, RGB
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))]);
}
