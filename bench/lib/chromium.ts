export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

// Without the background-networking flags Chromium keeps dialling out, which the
// closed network here refuses; --no-sandbox because CI runs as root.
export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The desktop the browser figures are taken on: Lighthouse's desktop screen (1350×940, no scaling). */
export const DESKTOP = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 } as const;
