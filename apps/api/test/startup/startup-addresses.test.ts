import { describe, expect, it } from 'vitest';
import { networkUrls } from '../../src/lib/network-addresses.ts';
import { apiProcesses, waitFor } from '../helpers/api-process.ts';

/** What start-up tells the person who ran `npm start`: which addresses to open. */
const apis = apiProcesses('startup-addresses');

describe('start-up without PUBLIC_URL, listening on every interface', () => {
  it('names the address to open and every address of this machine on the network, and each one works', async () => {
    const api = await apis.start(apis.tempDir(), { HOST: '0.0.0.0' });
    await apis.untilServing(api);
    await waitFor(() => api.output().includes('Admin sign-in'), 'the admin sign-in line', 30_000);
    const output = api.output();
    expect(output).toContain(`Voyage is running at http://localhost:${api.port}`);
    const lan = networkUrls(api.port);
    for (const url of lan) expect(output).toContain(`also open at ${url} from this network`);

    // Each printed address serves the product and accepts its forms (the request's own origin).
    for (const url of [`http://127.0.0.1:${api.port}`, ...lan]) {
      const page = await fetch(`${url}/api/trip/active`);
      expect(page.status).toBe(200);
      const cookies = page.headers.getSetCookie().map((line) => line.split(';')[0]!);
      const csrf = cookies.find((cookie) => cookie.startsWith('csrftoken='))?.split('=')[1] ?? '';
      const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: {
          origin: url,
          cookie: cookies.join('; '),
          'x-csrftoken': csrf,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ email: 'nobody@example.org', password: 'not the password at all' }),
      });
      expect(signIn.status, url).toBe(401);
      expect(((await signIn.json()) as { code: string }).code).toBe('INVALID_CREDENTIALS');
    }
  }, 90_000);
});
