import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The escorts' trip-day tool (docs/product/trip-day.md#on-the-phone), built apart from the app: `trip-day.html`
 * and its one script into dist/ beside the app (the app's build empties dist/ first). It opens with no network
 * once the phone has cached it, so it loads nothing lazily and needs none of the app's start-up calls.
 */
export default defineConfig({
  plugins: [react()],
  publicDir: false,
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    rolldownOptions: { input: 'trip-day.html' },
  },
});
