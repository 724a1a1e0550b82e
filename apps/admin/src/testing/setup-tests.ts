import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { currentFetchMock, resetFetchMock } from './mock-fetch';

// The suite runs beside others on a shared machine: a screen's first menu or dialog loads its
// code on first use, which can take seconds under load. Waits allow for it.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
  // A request or canned answer that breaks the contract fails the test that made it.
  const violations = currentFetchMock()?.violations ?? [];
  resetFetchMock();
  // mockFetch stubs the global fetch; each test starts with the real one and empty storage.
  vi.unstubAllGlobals();
  localStorage.clear();
  if (violations.length > 0) {
    throw new Error(`The fake server saw contract breaches:\n- ${violations.join('\n- ')}`);
  }
});
