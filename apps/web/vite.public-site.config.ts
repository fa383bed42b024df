import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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
 * The server-rendered public pages (docs/decisions/014-public-pages-rendered-on-the-server.md), built apart from
 * the app so that nothing of the app's shell reaches them:
 * - `vite build -c vite.public-site.config.ts`: the page template `public-site.html` with its stylesheet inlined
 *   and its islands script, into dist/ beside the app (the app's build empties dist/ first);
 * - `vite build -c vite.public-site.config.ts --ssr`: the renderer the API loads, into dist/server/, with React
 *   and the texts bundled in, so it runs from wherever dist/ is copied (its entry, src/public-site/server.tsx, is
 *   named on the command line: `--ssr` alone does not mark the build as one for the server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), inlineStylesheet()],
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
        rolldownOptions: { input: 'public-site.html' },
      },
}));
