import { defineConfig } from 'vitest/config';

// Both cores: vitest's default leaves one to its main process (decision 0037).
export default defineConfig({ test: { include: ['src/**/*.test.ts'], maxWorkers: 2 } });
