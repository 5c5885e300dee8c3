import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    unstubGlobals: true,
    // Both cores (vitest's default leaves one to its main process, which is idle here), and the
    // app's modules imported once per worker rather than once per file (antd alone takes seconds).
    // A file cleans up after itself (setup.ts): nothing of one file's screen stays for the next.
    maxWorkers: 2,
    isolate: false,
  },
});
