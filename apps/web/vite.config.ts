import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [reactRouter()],
  ssr: {
    // MUI and emotion ship CommonJS builds that Node resolves fine; keep workspace packages bundled.
    noExternal: [/^@sarment\//],
  },
  build: { target: 'es2022', sourcemap: process.env.SOURCEMAP === '1' },
});
