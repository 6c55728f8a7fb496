// A small deterministic generator (mulberry32): the seed data must be the same on
// every run, so tests can compute their expectations from the source tables.
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max]. */
export const randomInt = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
