import type { Parameters } from 'fast-check';

/**
 * The seed of every fast-check property in this run. FUZZ_SEED=<seed> replays a run: fast-check
 * names the seed (and the smallest failing input) in its failure message. CI uses one fixed seed,
 * so that a landing is decided by the code, not by the draw; local runs draw a new one each run,
 * to keep exploring. A failure found that way becomes a regression test (an `examples` entry).
 */
const FUZZ_SEED = process.env.FUZZ_SEED
  ? Number(process.env.FUZZ_SEED)
  : process.env.CI
    ? 20_261_123
    : Math.floor(Math.random() * 0x7fff_ffff);

/** A property's parameters with the run's seed. */
export function seeded<T>(parameters: Parameters<T> = {}): Parameters<T> {
  return { ...parameters, seed: FUZZ_SEED };
}
