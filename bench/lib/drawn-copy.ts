import type { Page } from 'playwright-core';

/**
 * The page as it is drawn now, saved without its scripts: the same HTML, its styles written out as one inline
 * stylesheet (CSS-in-JS fills its sheets from script, leaving their `<style>` tags empty), a `<base>` at the
 * product so its images and fonts load from where they did. The floor the real page is compared with.
 */
export async function drawnCopy(page: Page): Promise<string> {
  return page.evaluate(() => {
    const css: string[] = [];
    for (const sheet of Array.from(document.styleSheets)) {
      try {
        css.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'));
      } catch {
        // A sheet from another origin cannot be read; there is none in the product.
      }
    }
    const copy = document.documentElement.cloneNode(true) as HTMLElement;
    copy
      .querySelectorAll('script, link[rel="modulepreload"], link[rel="stylesheet"], style, meta[name="voyage-islands"]')
      .forEach((element) => element.remove());
    const head = copy.querySelector('head')!;
    const base = document.createElement('base');
    base.href = `${location.origin}/`;
    head.prepend(base);
    const style = document.createElement('style');
    style.textContent = css.join('\n');
    head.append(style);
    return `<!doctype html>\n${copy.outerHTML}`;
  });
}
