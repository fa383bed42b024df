import type { Page } from 'playwright-core';

export type ScriptOnWire = { bytes: number; files: number };

/**
 * Counts the scripts a page downloads, as the network carried them (compressed, headers included): Chromium's
 * own `encodedDataLength` at `Network.loadingFinished`, for every response of type Script. Start it before the
 * navigation; read it once the screen is drawn.
 */
export async function watchScripts(page: Page): Promise<() => ScriptOnWire> {
  const session = await page.context().newCDPSession(page);
  const scripts = new Set<string>();
  let bytes = 0;
  let files = 0;
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (!scripts.has(event.requestId)) return;
    bytes += event.encodedDataLength;
    files += 1;
  });
  await session.send('Network.enable');
  return () => ({ bytes, files });
}
