import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { ISLANDS_META_NAME } from './src/public-site/islands-meta.ts';

/**
 * The pages' stylesheet goes inside the template as a <style>: the first paint then waits for the HTML alone, not
 * for a second request (a few kB more per page, which compression mostly absorbs).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'voyage:inline-public-site-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (tag, fileName: string) => {
          const asset = bundle[fileName];
          if (asset?.type !== 'asset') return tag;
          delete bundle[fileName];
          return `<style>${String(asset.source)}</style>`;
        });
      },
    },
  };
}

/**
 * The islands script is named in a `<meta>` instead of a `<script>` tag: the page's inline head script
 * (src/public-site/head-script.ts) loads it once the page has been painted, so the first paint never waits for it.
 */
function islandsAfterFirstPaint(): Plugin {
  return {
    name: 'voyage:islands-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const tag = /<script type="module" crossorigin src="([^"]+\.js)"><\/script>/;
        if (!tag.test(html)) throw new Error('public-site.html: no islands <script type="module"> to defer');
        return html.replace(tag, (_, src: string) => `<meta name="${ISLANDS_META_NAME}" content="${src}" />`);
      },
    },
  };
}

/**
 * The server-rendered public pages (docs/decisions/014-public-pages-rendered-on-the-server.md), built apart from
 * the app so that nothing of the app's shell reaches them:
 * - `vite build -c vite.public-site.config.ts`: the page template `public-site.html` with its stylesheet inlined
 *   and its islands script, into dist/ beside the app (the app's build empties dist/ first);
 * - `vite build -c vite.public-site.config.ts --ssr`: the renderer the API loads, into dist/server/, with React
 *   and the texts bundled in, so it runs from wherever dist/ is copied (its entry, src/public-site/server.tsx, is
 *   named on the command line: `--ssr` alone does not mark the build as one for the server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineStylesheet(), islandsAfterFirstPaint()],
  publicDir: false,
  ssr: { noExternal: true },
  // React's production build in the renderer too, whatever NODE_ENV the API runs with: half the size, faster.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: false,
        rolldownOptions: { output: { entryFileNames: 'public-site.js' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: false,
        sourcemap: false,
        // The sign-in island (the one chunk loaded later) needs only the islands script, already there: no preload
        // helper or polyfill in every page's script for it.
        modulePreload: false,
        rolldownOptions: { input: 'public-site.html' },
      },
}));
