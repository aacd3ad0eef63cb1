// A small seeded random generator (mulberry32): the same seed gives the same series,
// so generated examples are byte-identical from run to run.

/** Returns a function giving floats in [0, 1) from the seed. */
export function seeded(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An integer in [min, max] from a random function. */
export function between(random, min, max) {
  return min + Math.floor(random() * (max - min + 1));
}
