import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Everything the first screen of any page needs (React, the router, MUI's core, i18next, the app
          // shell) is loaded anyway: one file rather than some thirty small ones, fewer requests and better
          // compression. Screens, their texts, charts and tables stay in chunks of their own.
          groups: [{ name: 'app-shell', tags: ['$initial'] }],
        },
      },
    },
  },
});
