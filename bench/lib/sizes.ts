// How many travellers the benchmarks seed. Smaller numbers make a quick smoke run of the same code; the
// figures worth keeping are those of the defaults.

function wholeNumbers(name: string, fallback: number[]): number[] {
  const text = process.env[name]?.trim();
  if (!text) return fallback;
  const values = text.split(',').map((part) => Number(part.trim()));
  if (values.some((value) => !Number.isInteger(value) || value < 10))
    throw new Error(`${name}: whole numbers of at least 10, comma-separated (got "${text}")`);
  return values;
}

/** BENCH_TRAVELLERS: travellers per trip of the students, payments, operations and screen benchmarks (2,000). */
export const tripTravellers = (): number => wholeNumbers('BENCH_TRAVELLERS', [2000])[0]!;

/** BENCH_GROWTH_SIZES: the trip sizes of the growth runs, smallest first (1,000, 4,000 and 16,000). */
export const growthSizes = (): number[] =>
  [...new Set(wholeNumbers('BENCH_GROWTH_SIZES', [1000, 4000, 16000]))].sort((a, b) => a - b);
