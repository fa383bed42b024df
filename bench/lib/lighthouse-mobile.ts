import { benchTool } from './tools.ts';
import { TimeoutError } from './timeout.ts';

export type MobileFigures = {
  score: number;
  /** The accessibility score, when asked for (NaN otherwise). */
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  jsKb: number;
};

type ResourceItem = { resourceType: string; transferSize: number };

/** Lighthouse's ways of saying its run went wrong and to run it again: a retry, as for a timeout. */
const RUN_AGAIN = new Set(['PROTOCOL_TIMEOUT', 'PAGE_HUNG', 'NO_FCP', 'NO_LCP', 'NO_NAVSTART', 'NO_TRACING_STARTED']);

/**
 * One Lighthouse run (mobile: its default phone emulation and throttling), `cookie` sent with every request; the
 * accessibility category too with `withAccessibility`.
 */
export async function lighthouseMobile(
  url: string,
  port: number,
  cookie?: string,
  withAccessibility = false,
): Promise<MobileFigures> {
  const { default: lighthouse } = await benchTool('lighthouse');
  const flags = {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: withAccessibility ? ['performance', 'accessibility'] : ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  } as Parameters<typeof lighthouse>[1];
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    const message = `Lighthouse on ${url}: ${lhr.runtimeError.message}`;
    throw RUN_AGAIN.has(lhr.runtimeError.code) ? new TimeoutError(message) : new Error(message);
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const items = (lhr.audits['resource-summary']?.details as { items?: ResourceItem[] } | undefined)?.items ?? [];
  return {
    score: (lhr.categories.performance?.score ?? Number.NaN) * 100,
    accessibility: (lhr.categories.accessibility?.score ?? Number.NaN) * 100,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    jsKb: (items.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each figure the median of its runs, so one slow run on a shared machine does not decide it. */
export function medianOf(runs: MobileFigures[]): MobileFigures {
  const of = (key: keyof MobileFigures) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    accessibility: of('accessibility'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    jsKb: of('jsKb'),
  };
}
