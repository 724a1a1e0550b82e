/**
 * A small seeded pseudo-random generator (mulberry32): the same seed always yields the same
 * sequence, which keeps demo data reproducible. Not for anything security related.
 */
export class Random {
  #state: number;

  constructor(readonly seed: number) {
    this.#state = seed >>> 0;
  }

  /** An independent stream for one part of the data, so changing one part leaves the others alone. */
  fork(label: string): Random {
    return new Random(hashString(`${this.seed}:${label}`));
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Cannot pick from an empty list.');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** An index of `weights`, each index as likely as its weight. */
  weightedIndex(weights: readonly number[]): number {
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let remaining = this.next() * total;
    for (const [index, weight] of weights.entries()) {
      remaining -= weight;
      if (remaining < 0) return index;
    }
    return weights.length - 1;
  }

  /** A shuffled copy (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[] {
    return this.sample(items, items.length);
  }

  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const copy = [...items];
    const taken = Math.min(count, copy.length);
    for (let i = 0; i < taken; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy.slice(0, taken);
  }

  /** A string of random decimal digits. */
  digits(length: number): string {
    let text = '';
    for (let i = 0; i < length; i++) text += String(this.int(0, 9));
    return text;
  }

  /** A time in [fromMs, toMs] on a whole second (epoch milliseconds). */
  timeBetween(fromMs: number, toMs: number): number {
    const first = Math.ceil(fromMs / 1000);
    const last = Math.floor(toMs / 1000);
    return last < first ? fromMs : this.int(first, last) * 1000;
  }

  dateBetween(from: Date, to: Date): Date {
    return new Date(this.timeBetween(from.getTime(), to.getTime()));
  }
}

/** FNV-1a, 32 bits. */
function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
