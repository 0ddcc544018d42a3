import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  // One React for the app and every library, whatever npm hoists.
  resolve: { dedupe: ['react', 'react-dom'] },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oidc': apiTarget, '/static': apiTarget },
  },
  build: { chunkSizeWarningLimit: 1500 },
});
