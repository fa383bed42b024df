import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { waitUntilRendered } from './rendered.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The visible text of a page once it is drawn with its data (its main heading one of `headings`, nothing
 * loading), as the browser lays it out: a baseline taken from a half-drawn page would be a spinner's.
 */
export async function renderedText(
  url: string,
  headings: readonly string[],
): Promise<{ title: string; lang: string; text: string }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    await waitUntilRendered(page, headings);
    const rendered = await page.evaluate(() => ({
      title: document.title,
      lang: document.documentElement.lang || 'el',
      text: document.body.innerText,
    }));
    if (!headings.some((heading) => rendered.text.includes(heading)))
      throw new Error(`${url}: the text read does not hold the page's heading`);
    return rendered;
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
