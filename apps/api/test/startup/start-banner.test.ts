import { describe, expect, it } from 'vitest';
import { apiProcesses, SERVING_TIMEOUT_MS, waitFor } from '../helpers/api-process.ts';

/** What the person who ran `npm start` reads last: the banner, under everything start-up logs. */
const apis = apiProcesses('start-banner');

const isLogLine = (line: string) => line.startsWith('{');

describe('start-up output', () => {
  it('prints the banner last, after the log lines of the server and of the jobs’ passes at start', async () => {
    // As `npm start` logs (info): the jobs' passes at start remind the seed's families, and the e-mails
    // they write are kept in the outbox (no SMTP_URL), each logged.
    const api = await apis.start(apis.tempDir(), { LOG_LEVEL: 'info' });
    const lastBannerLine = 'No SMTP_URL: e-mails wait';
    await waitFor(() => api.output().includes(lastBannerLine), 'the banner', SERVING_TIMEOUT_MS);
    // The outbox polls again after a second: anything start-up had left to log would come now.
    await new Promise((resolve) => setTimeout(resolve, 3_000));

    const lines = api.output().split('\n').filter(Boolean);
    const banner = lines.findIndex((line) => line.startsWith('Voyage is running at'));
    expect(banner).toBeGreaterThan(0);
    const before = lines.slice(0, banner);
    expect(before.filter((line) => line.includes('Server listening'))).not.toEqual([]);
    expect(before.filter((line) => line.includes('consent deadlines applied'))).toHaveLength(1);
    expect(before.filter((line) => line.includes('e-mail kept in outbox')).length).toBeGreaterThan(0);
    const after = lines.slice(banner);
    expect(after.filter(isLogLine), 'no log line under the banner').toEqual([]);
    expect(after.at(-1)).toContain(lastBannerLine);
  }, 120_000);
});
