// SHA-256 (FIPS 180-4) in plain JS. Every authenticated request hashes its key; Web Crypto's
// digest is asynchronous and, for a 50-byte key, far slower than hashing here, and a
// synchronous hash keeps the whole API-key check free of awaits.
// Signed words throughout: an unsigned round constant above 2^31 is a heap number in V8, and
// mixing it into the sums kept the rounds from staying in 32-bit integer arithmetic.
const K = Int32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01,
  0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc,
  0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
  0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08,
  0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
  0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
]);
const INITIAL = Int32Array.from([0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19]);
const W = new Int32Array(64);
const STATE = new Int32Array(8);
const HEX_DIGITS = Uint16Array.from("0123456789abcdef", (digit) => digit.charCodeAt(0));
const HEX_OUT = new Uint16Array(64);
const encoder = new TextEncoder();

const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n));

function compress(block: Uint8Array, offset: number): void {
  for (let i = 0, j = offset; i < 16; i++, j += 4) W[i] = (block[j]! << 24) | (block[j + 1]! << 16) | (block[j + 2]! << 8) | block[j + 3]!;
  for (let i = 16; i < 64; i++) {
    const w15 = W[i - 15]!;
    const w2 = W[i - 2]!;
    const s0 = rotr(w15, 7) ^ rotr(w15, 18) ^ (w15 >>> 3);
    const s1 = rotr(w2, 17) ^ rotr(w2, 19) ^ (w2 >>> 10);
    W[i] = (W[i - 16]! + s0 + W[i - 7]! + s1) | 0;
  }
  let a = STATE[0]!, b = STATE[1]!, c = STATE[2]!, d = STATE[3]!, e = STATE[4]!, f = STATE[5]!, g = STATE[6]!, h = STATE[7]!;
  for (let i = 0; i < 64; i++) {
    const t1 = (h + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + K[i]! + W[i]!) | 0;
    const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  STATE[0]! += a;
  STATE[1]! += b;
  STATE[2]! += c;
  STATE[3]! += d;
  STATE[4]! += e;
  STATE[5]! += f;
  STATE[6]! += g;
  STATE[7]! += h;
}

/** Block-padded message buffer, reused while keys and tokens fit (they are short). */
let scratch = new Uint8Array(128);

/** `text` as UTF-8 in a zeroed buffer of `blocks` bytes (whole blocks, room for the padding). */
function padded(text: string): { bytes: Uint8Array; length: number; blocks: number } {
  let ascii = true;
  for (let i = 0; i < text.length && ascii; i++) ascii = text.charCodeAt(i) < 0x80;
  const encoded = ascii ? undefined : encoder.encode(text);
  const length = encoded ? encoded.length : text.length;
  const blocks = Math.ceil((length + 9) / 64) * 64;
  if (scratch.length < blocks) scratch = new Uint8Array(blocks);
  const bytes = scratch;
  bytes.fill(0, 0, blocks);
  if (encoded) bytes.set(encoded);
  else for (let i = 0; i < length; i++) bytes[i] = text.charCodeAt(i);
  return { bytes, length, blocks };
}

/**
 * SHA-256 of the UTF-8 bytes of `text` as eight big-endian 32-bit words (signed), written into
 * `out`. API keys are looked up by these words, which spares building a hex string per request.
 */
export function sha256Words(text: string, out: Int32Array = new Int32Array(8)): Int32Array {
  const { bytes, length, blocks } = padded(text);
  bytes[length] = 0x80;
  const bits = length * 8;
  const high = Math.floor(bits / 2 ** 32);
  for (let i = 0; i < 4; i++) {
    bytes[blocks - 8 + i] = (high >>> (24 - 8 * i)) & 0xff;
    bytes[blocks - 4 + i] = (bits >>> (24 - 8 * i)) & 0xff;
  }
  STATE.set(INITIAL);
  for (let offset = 0; offset < blocks; offset += 64) compress(bytes, offset);
  out.set(STATE);
  return out;
}

/** Lower-case hex SHA-256 of the UTF-8 bytes of `text`. */
export function sha256Hex(text: string): string {
  sha256Words(text, STATE);
  for (let i = 0; i < 64; i++) HEX_OUT[i] = HEX_DIGITS[(STATE[i >> 3]! >>> (28 - 4 * (i & 7))) & 0xf]!;
  return String.fromCharCode.apply(null, HEX_OUT as unknown as number[]);
}
