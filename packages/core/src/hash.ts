import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** Four 32-bit words from a text's SHA-256, used to seed generator state. */
export function sha256Words(text: string, count = 4): number[] {
  const bytes = sha256(utf8ToBytes(text));
  const words: number[] = [];
  for (let i = 0; i < count; i++) {
    const o = i * 4;
    words.push((bytes[o]! << 24) | (bytes[o + 1]! << 16) | (bytes[o + 2]! << 8) | bytes[o + 3]! | 0);
  }
  return words;
}
