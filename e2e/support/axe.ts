import fs from 'node:fs';
import type { RunOptions } from 'axe-core';
import type { Locator, Page } from 'playwright-core';

/** Every WCAG 2.2 A/AA rule axe-core has, and its best practices (issue #27). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The serious and critical axe violations on the page as it is now, one line each: rule id,
 * target, where (`label`) and the viewport's width.
 * axe runs in the page itself, put there once per document: a walk that changes routes
 * client-side audits every route with one copy. (@axe-core/playwright injects it again and opens
 * a second page for every audit, six to eight times the time; the site has no frames to visit.)
 */
export async function seriousViolations(page: Page, label: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  // The page at rest: a dialog fading in has the contrast of its first frames, not a reader's.
  // Its animations and transitions are taken to their end at once rather than waited for.
  // Two frames later, what their end does (animationend handlers) has happened too.
  await page.evaluate(async () => {
    for (const animation of document.getAnimations()) {
      const finite = animation.effect?.getTiming().iterations !== Infinity;
      try {
        if (animation.playState === 'running' && finite) animation.finish();
      } catch {
        // A paused-by-rate (playbackRate 0) animation cannot be finished: it stays as it is.
      }
    }
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    await frame();
    await frame();
  });
  const options: RunOptions = {
    runOnly: { type: 'tag', values: AXE_TAGS },
    // Only violations are gathered: axe skips collecting every passing node, most of its work.
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(async (options) => {
    const { axe } = window as unknown as { axe: typeof import('axe-core') };
    const results = await axe.run(document, options);
    return results.violations.map(({ id, impact, nodes }) => ({
      id,
      impact,
      targets: nodes.map((node) => node.target.join(' ')),
    }));
  }, options);
  const width = page.viewportSize()?.width;
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.targets.map(
        (target) => `${violation.id} (${violation.impact}) at ${target} on ${label} at ${width} px`,
      ),
    );
}

/** What Chromium's accessibility tree tells a screen reader about one element. */
export interface AxNode {
  role: string;
  name: string;
  description: string;
  /** Chromium's properties by name: invalid, pressed, keyshortcuts, live, atomic, level... */
  properties: Record<string, unknown>;
}

/** The element's node in Chromium's accessibility tree (CDP Accessibility.getPartialAXTree). */
export async function axNode(locator: Locator): Promise<AxNode> {
  const page = locator.page();
  const cdp = await page.context().newCDPSession(page);
  try {
    const marker = String(Math.random());
    await locator.evaluate(
      (element, value) => element.setAttribute('data-ax-probe', value),
      marker,
    );
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('[data-ax-probe="${marker}"]')`,
    });
    await locator.evaluate((element) => element.removeAttribute('data-ax-probe'));
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: result.objectId,
      fetchRelatives: false,
    });
    const node = nodes[0]!;
    return {
      role: String(node.role?.value ?? ''),
      name: String(node.name?.value ?? ''),
      description: String(node.description?.value ?? ''),
      properties: Object.fromEntries(
        (node.properties ?? []).map((property) => [property.name, property.value.value]),
      ),
    };
  } finally {
    await cdp.detach();
  }
}

/**
 * Where a screen reader would be told `text` on its own: for each live region whose content
 * includes it (a node named with it inside), the chain of live regions from that one outwards
 * (Chromium's accessibility tree: `live` on a region and what is inside, `root` naming the
 * nearest region on what is inside).
 * One chain of length one: said once. Two chains, or a region inside another: said twice.
 */
export async function liveRegionsSaying(page: Page, text: string): Promise<string[][]> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = await cdp.send('Accessibility.getFullAXTree');
    const byId = new Map(nodes.map((node) => [node.nodeId, node]));
    const property = (node: (typeof nodes)[number], name: string) =>
      node.properties?.find((candidate) => candidate.name === name)?.value;
    const isRoot = (node: (typeof nodes)[number]) => {
      const live = property(node, 'live');
      return live !== undefined && live.value !== 'off' && !property(node, 'root');
    };
    const chains = new Set<string>();
    for (const node of nodes) {
      if (node.ignored || !String(node.name?.value ?? '').includes(text)) continue;
      const chain: string[] = [];
      for (let at: (typeof nodes)[number] | undefined = node; at; at = byId.get(at.parentId!)) {
        if (isRoot(at)) chain.push(`${String(at.role?.value)}#${at.backendDOMNodeId}`);
      }
      if (chain.length) chains.add(chain.join(' < '));
    }
    return [...chains].map((chain) => chain.split(' < '));
  } finally {
    await cdp.detach();
  }
}

export interface FocusStop {
  /** The focused element: tag, label or text, and the page's path. */
  what: string;
  /** Nothing in the page has focus (past its last control). */
  none: boolean;
  ringed: boolean;
  /** The focused element carries the `marked` attribute. */
  marked: boolean;
}

/**
 * The focused element, and whether a ring shows round it: an outline on it, on its ::after (a
 * card's link rings the whole card) or on its parent (the editor rings its frame round the
 * text), or, where `shadows` count (not in forced-colours mode, which drops them), a box-shadow.
 */
export async function focusStop(page: Page, { shadows = true, marked = '' } = {}) {
  return page.evaluate(
    ({ shadows, marked }): FocusStop => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) {
        return { what: 'nothing', none: true, ringed: false, marked: false };
      }
      const own = getComputedStyle(element);
      const after = getComputedStyle(element, '::after');
      const parent = element.parentElement && getComputedStyle(element.parentElement);
      // A transparent outline (kept for forced colours, which paint it) shows only there.
      const forced = matchMedia('(forced-colors: active)').matches;
      const outlined = (style: CSSStyleDeclaration | null) =>
        !!style &&
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) >= 1 &&
        (forced || !/^(transparent|rgba\(.*, 0\))$/.test(style.outlineColor));
      const shadowed = (style: CSSStyleDeclaration | null) =>
        shadows && !!style && style.boxShadow !== 'none';
      const ringed = [own, after, parent].some(outlined) || [own, parent].some(shadowed);
      const name =
        element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
      return {
        what: `${element.tagName.toLowerCase()} "${name}" on ${location.pathname}`,
        none: false,
        ringed,
        marked: !!marked && element.hasAttribute(marked),
      };
    },
    { shadows, marked },
  );
}
