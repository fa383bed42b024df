import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The server-rendered public pages (docs/decisions/014-public-pages-rendered-on-the-server.md), built apart from
 * the app so that nothing of the app's shell reaches them:
 * - `vite build -c vite.public-site.config.ts`: the page template `public-site.html` with its stylesheet and
 *   islands script, into dist/ beside the app (the app's build empties dist/ first);
 * - `vite build -c vite.public-site.config.ts --ssr`: the renderer the API loads, into dist/server/, with React
 *   and the texts bundled in, so it runs from wherever dist/ is copied (its entry, src/public-site/server.tsx, is
 *   named on the command line: `--ssr` alone does not mark the build as one for the server).
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
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
