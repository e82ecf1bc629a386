import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API server serves the built app in production; in development Vite serves it and forwards
// API calls, so the session cookie stays same-origin either way.
export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});
