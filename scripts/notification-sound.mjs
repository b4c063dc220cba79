// Writes public/sounds/notification.wav: the notification chime the panel serves itself (issue
// 13). Two short sine tones (E6 then A6) with a soft attack and an exponential decay, 16-bit mono
// at 22,050 Hz, about 0.45 s. Run again to remake it: `node scripts/notification-sound.mjs`.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const RATE = 22_050;
const TONES = [
  { frequency: 1318.5, start: 0, length: 0.22 },
  { frequency: 1760, start: 0.16, length: 0.29 },
];
const total = Math.ceil(RATE * Math.max(...TONES.map((tone) => tone.start + tone.length)));
const samples = new Float64Array(total);
for (const tone of TONES) {
  const first = Math.round(tone.start * RATE);
  const count = Math.round(tone.length * RATE);
  for (let i = 0; i < count; i++) {
    const t = i / RATE;
    const attack = Math.min(1, t / 0.008);
    const decay = Math.exp(-t * 9);
    samples[first + i] += 0.35 * attack * decay * Math.sin(2 * Math.PI * tone.frequency * t);
  }
}

const data = Buffer.alloc(total * 2);
for (let i = 0; i < total; i++) data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32_767), i * 2);
const header = Buffer.alloc(44);
header.write('RIFF', 0);
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8);
header.write('fmt ', 12);
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // bytes per second
header.writeUInt16LE(2, 32); // block align
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36);
header.writeUInt32LE(data.length, 40);
const out = fileURLToPath(new URL('../public/sounds/notification.wav', import.meta.url));
writeFileSync(out, Buffer.concat([header, data]));
console.log(`wrote ${out} (${44 + data.length} bytes)`);
