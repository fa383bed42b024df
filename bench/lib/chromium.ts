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
