// Accessibility checks (issue 15: WCAG AA, no serious violation): axe-core runs inside the page, injected through
// the DevTools protocol (page.evaluate), which the page's strict CSP does not apply to.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeFinding {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
}

/** The serious and critical WCAG 2.x A/AA violations of the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await page.evaluate(axeSource);
  // a menu still fading in is measured half-transparent (its text failing the contrast it has once shown): the
  // finite transitions and animations running end first
  await page.evaluate(async () => {
    interface Running {
      finished: Promise<unknown>;
      effect: { getComputedTiming(): { endTime?: number | string } } | null;
    }
    const { document } = globalThis as unknown as { document: { getAnimations(): Running[] } };
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number(animation.effect?.getComputedTiming().endTime) !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
  const findings = await page.evaluate(async () => {
    // the e2e project has no DOM types: axe is read from the page's global scope
    const axe = (globalThis as unknown as { axe: { run(o: object): Promise<{ violations: unknown[] }> } })
      .axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations as {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[]; html: string }[];
    }[];
  });
  return findings
    .filter((finding) => finding.impact === 'serious' || finding.impact === 'critical')
    .map((finding) => ({
      id: finding.id,
      impact: finding.impact,
      help: finding.help,
      targets: finding.nodes.slice(0, 5).map((node) => `${node.target.join(' ')} ${node.html.slice(0, 160)}`),
    }));
}
