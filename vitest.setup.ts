import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// `findBy…` and `waitFor` wait up to 5 s (the library's 1 s is short on a busy two-core machine
// running two test workers and a database): a test that passes still ends as soon as it can.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
