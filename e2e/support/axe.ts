import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** Every WCAG 2.2 A/AA rule axe-core has, and its best practices (issue #27). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The serious and critical axe violations on the page as it is now, one line each: rule id,
 * target, where (`label`) and the viewport's width.
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  // Only violations are gathered: axe skips collecting every passing node, most of its work.
  const { violations } = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const width = page.viewportSize()?.width;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact}) at ${node.target.join(' ')} on ${label} at ${width} px`,
      ),
    );
}
