import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress';

// The API server serves the built app in production; in development Vite serves it and forwards
// API calls, so the session cookie stays same-origin either way.
export default defineConfig({
  // Brotli and gzip copies of the build beside each file; the server sends them to browsers that take them.
  plugins: [react(), precompressPlugin()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
