// Decoding of the packed arrays served by the /trace route (see tb_verl_plugin/http_api.md):
// base64 of little-endian fp16 or int32. One typed-array pass per field keeps a 32k-token trace
// cheap to open, where parsing the same numbers as JSON text would not be.

/** Bytes of a base64 string. */
export function base64ToBytes(b64: string): Uint8Array {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The value of one IEEE-754 binary16 number given as its 16 bits. */
export function halfToFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const fraction = bits & 0x3ff;
  if (exponent === 0) return sign * fraction * 2 ** -24; // subnormal (and signed zero)
  if (exponent === 0x1f) return fraction ? NaN : sign * Infinity;
  return sign * (1 + fraction / 1024) * 2 ** (exponent - 15);
}

// All 65536 half values, computed once: decoding becomes one table lookup per number.
let halfTable: Float32Array | null = null;
function table(): Float32Array {
  if (!halfTable) {
    halfTable = new Float32Array(65536);
    for (let bits = 0; bits < 65536; bits++) halfTable[bits] = halfToFloat(bits);
  }
  return halfTable;
}

/** Float32 values of a base64 little-endian fp16 array. */
export function decodeFloat16(b64: string): Float32Array {
  const bytes = base64ToBytes(b64);
  if (bytes.length % 2 !== 0) throw new Error(`fp16 array has an odd byte length ${bytes.length}`);
  const lookup = table();
  const out = new Float32Array(bytes.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = lookup[bytes[2 * i] | (bytes[2 * i + 1] << 8)];
  return out;
}

/** Int32 values of a base64 little-endian int32 array. */
export function decodeInt32(b64: string): Int32Array {
  const bytes = base64ToBytes(b64);
  if (bytes.length % 4 !== 0) throw new Error(`int32 array has a byte length ${bytes.length} not divisible by 4`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new Int32Array(bytes.length / 4);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt32(4 * i, true);
  return out;
}
