import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

afterEach(() => {
  cleanup();
  // mockFetch stubs the global fetch; each test starts with the real one and empty storage.
  vi.unstubAllGlobals();
  localStorage.clear();
});
