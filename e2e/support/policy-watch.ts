import type { BrowserContext } from 'playwright-core';

// What the site's Content-Security-Policy and Permissions-Policy refused in a browser context:
// every `securitypolicyviolation` event of its pages (reported from an init script, so each page
// load is covered from its first script on) and every console message about either policy.

export interface PolicyWatch {
  /** One line per refusal: the page, the directive, what was blocked and where. */
  violations: string[];
}

/** Starts recording before the context's first page opens. */
export async function watchPolicies(context: BrowserContext): Promise<PolicyWatch> {
  const seen: PolicyWatch = { violations: [] };
  await context.exposeBinding('bwReportViolation', ({ page }, text: string) => {
    seen.violations.push(`${page.url()}: ${text}`);
  });
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as { bwReportViolation(text: string): void })
          .bwReportViolation;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ` +
            `(${event.sourceFile}:${event.lineNumber} ${event.sample})`,
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (/Content Security Policy|Permissions-Policy|Refused to/i.test(message.text())) {
      seen.violations.push(`console: ${message.text()}`);
    }
  });
  return seen;
}
