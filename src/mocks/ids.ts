let counter = 0;

/** A Mongo-like ObjectId: 8 hex of seconds, then 16 hex of randomness and a counter. */
export function objectId(now = Date.now()): string {
  counter = (counter + 1) % 0xffffff;
  const time = Math.floor(now / 1000)
    .toString(16)
    .padStart(8, '0');
  const random = Math.floor(Math.random() * 0xffffffffff)
    .toString(16)
    .padStart(10, '0');
  return `${time}${random}${counter.toString(16).padStart(6, '0')}`.slice(0, 24);
}

/** A fixed id for seed records, so links and tests stay stable: seedId(7) → "64b000000000000000000007". */
export function seedId(n: number, prefix = '64b0'): string {
  return `${prefix}${n.toString(16).padStart(24 - prefix.length, '0')}`;
}
