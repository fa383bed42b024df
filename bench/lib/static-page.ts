import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The visible text of a rendered page, as the browser lays it out. */
export async function renderedText(url: string): Promise<{ title: string; lang: string; text: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    return await page.evaluate(() => ({
      title: document.title,
      lang: document.documentElement.lang || 'el',
      text: document.body.innerText,
    }));
  } finally {
    await browser.close();
  }
}

/** The same words as a hand-written static page: no script, one inline style. The floor to compare with. */
export function staticPage({ title, lang, text }: { title: string; lang: string; text: string }): string {
  const paragraphs = text
    .split(/\n+/)
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => `<p>${escape(line)}</p>`)
    .join('\n');
  return `<!doctype html>
<html lang="${escape(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:0 auto;padding:1rem;line-height:1.5}</style>
</head>
<body>
<main>
${paragraphs}
</main>
</body>
</html>
`;
}
