import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test as base, expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (WCAG 2.1 AA) and fails with a readable list of violations. */
export async function expectNoA11yViolations(page: Page) {
  // A dialog or menu still fading in has colours half-way to its own: axe would measure contrast
  // on a frame no player reads. Short running animations and transitions end first; loops
  // (spinners) and long ones (a redirect countdown) are not waited for, nor is anything past 1 s.
  await page.evaluate(async () => {
    const ending = document.getAnimations().filter((animation) => {
      const timing = animation.effect?.getComputedTiming();
      const left = Number(timing?.endTime ?? Infinity) - Number(timing?.localTime ?? 0);
      return animation.playState === 'running' && Number.isFinite(left) && left <= 1_000;
    });
    await Promise.race([
      Promise.all(ending.map((animation) => animation.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 1_000)),
    ]);
  });
  // Evaluated by the browser's debugging protocol, not added as an inline script: the page's
  // Content-Security-Policy rightly refuses one without its nonce.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> } }
    ).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    });
    return result.violations.map((v) => ({ id: v.id, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

const CLIENT_ERROR_LOG = /^Failed to load resource: the server responded with a status of 4\d\d /;

/**
 * Collects into `errors` what must fail a journey on this page: a console error (but the browser's
 * own log of a 4xx answer the page handles), an uncaught error, a Content-Security-Policy violation
 * in any frame, a document the platform served without a policy, a request leaving the machine.
 */
export async function watchPage(page: Page, errors: string[]): Promise<void> {
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    errors.push(`CSP violation: ${text}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (text: string) => void }).__reportCspViolation;
      report?.(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} in ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('response', async (response) => {
    const request = response.request();
    if (
      request.resourceType() !== 'document' ||
      !['127.0.0.1', 'localhost'].includes(new URL(response.url()).hostname)
    ) {
      return;
    }
    if (response.status() >= 300 && response.status() < 400) return;
    // A journey that ends on a navigation closes the page while this reads the answer's headers:
    // the read then fails with "Test ended" and the answer is nobody's to check.
    const policy = await response.headerValue('content-security-policy').catch(() => undefined);
    if (policy === undefined) return;
    if (!policy) errors.push(`no Content-Security-Policy on ${response.url()}`);
  });
  page.on('console', (message) => {
    // The browser logs every 4xx answer; those are answers the site handles (a refused
    // sign-in, an ended session, a missing page). A 5xx or any script error still fails.
    if (message.type() === 'error' && !CLIENT_ERROR_LOG.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname) && url.protocol.startsWith('http')) {
      errors.push(`request left the machine: ${request.url()}`);
    }
  });
}

/**
 * Every journey fails on a console error or an uncaught page error, on any request that leaves
 * this machine (the product must work with no outside network), and on any Content-Security-Policy
 * violation in any frame; every page and frame the platform serves must come with a policy.
 */
export const test = base.extend<{ consoleErrors: string[]; expectedCspViolations: RegExp | null }>({
  /**
   * Console messages and violations a journey provokes on purpose (hostile content the policy
   * blocks) match this. None for every other journey.
   */
  expectedCspViolations: [null, { option: true }],
  consoleErrors: [
    async ({ page, expectedCspViolations }, use) => {
      const errors: string[] = [];
      await watchPage(page, errors);
      await use(errors);
      const unexpected = errors.filter((error) => !expectedCspViolations?.test(error));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
