// Issue 33, ADR 0040: the cache is bounded by bytes, so each kept value needs a size. This is an
// estimate of what the value holds in memory, not V8's exact accounting: binary data at its length,
// strings at two bytes a character (V8's two-byte form; one-byte strings take half, so the budget errs
// on the safe side), numbers and the slots of arrays and objects at eight bytes, and a fixed overhead
// per object. Shared references are counted once, and cycles end the walk.

const OBJECT_BYTES = 16;
const SLOT_BYTES = 8;

/** The estimated bytes `value` keeps alive. */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  let total = 0;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    switch (typeof item) {
      case 'string':
        total += OBJECT_BYTES + item.length * 2;
        continue;
      case 'number':
      case 'boolean':
      case 'bigint':
        total += SLOT_BYTES;
        continue;
      case 'object':
        break;
      default:
        continue;
    }
    if (item === null || seen.has(item)) continue;
    seen.add(item);
    if (ArrayBuffer.isView(item) || item instanceof ArrayBuffer) {
      total += OBJECT_BYTES + item.byteLength;
      continue;
    }
    // A promise's settled value is not reachable from here; the cache keeps values, not promises.
    if (item instanceof Promise) continue;
    if (item instanceof Date) {
      total += OBJECT_BYTES + SLOT_BYTES;
      continue;
    }
    if (Array.isArray(item)) {
      total += OBJECT_BYTES + item.length * SLOT_BYTES;
      for (const element of item) stack.push(element);
      continue;
    }
    if (item instanceof Map) {
      total += OBJECT_BYTES + item.size * 2 * SLOT_BYTES;
      for (const [key, element] of item) stack.push(key, element);
      continue;
    }
    if (item instanceof Set) {
      total += OBJECT_BYTES + item.size * SLOT_BYTES;
      for (const element of item) stack.push(element);
      continue;
    }
    // Property names live in the shape V8 shares between objects of one kind, so only the slots count.
    const values = Object.values(item);
    total += OBJECT_BYTES + values.length * SLOT_BYTES;
    for (const element of values) stack.push(element);
  }
  return total;
}
