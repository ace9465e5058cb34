// Resolves a concrete pathname to its route-table entry: static segments beat parameters, segment by segment from
// the left, so '/dashboard/orders/add' is the add page and '/{name}' shop routes come last.
import { routeTable } from './route-table.ts';
import type { RouteEntry } from './route-types.ts';

export interface RouteMatch {
  readonly route: RouteEntry;
  readonly params: Readonly<Record<string, string>>;
}

type Segment = { kind: 'static'; text: string } | { kind: 'param'; name: string };

const compiled = routeTable.map((route) => ({
  route,
  segments: route.path
    .split('/')
    .filter(Boolean)
    .map(
      (part): Segment =>
        part.startsWith(':') ? { kind: 'param', name: part.slice(1) } : { kind: 'static', text: part },
    ),
}));

/** First segments of the app's own pages: a shop url name never takes one of them (a shop called 'dashboard'). */
const reservedFirstSegments = new Set(
  compiled.flatMap(({ segments }) => (segments[0]?.kind === 'static' ? [segments[0].text] : [])),
);

function splitPath(pathname: string): string[] | null {
  const path = pathname.split(/[?#]/)[0] ?? '';
  if (!path.startsWith('/')) return null;
  const parts = path.split('/').filter(Boolean);
  try {
    return parts.map((part) => decodeURIComponent(part));
  } catch {
    return null;
  }
}

/** Scores of each segment: 3 static, 2 constrained parameter, 1 parameter; null when it does not match. */
function scoreMatch(route: RouteEntry, segments: readonly Segment[], parts: readonly string[]) {
  if (segments.length !== parts.length) return null;
  const scores: number[] = [];
  const params: Record<string, string> = {};
  for (const [index, segment] of segments.entries()) {
    const part = parts[index] ?? '';
    if (segment.kind === 'static') {
      if (segment.text !== part) return null;
      scores.push(3);
      continue;
    }
    if (index === 0 && reservedFirstSegments.has(part)) return null;
    const pattern = route.paramPatterns?.[segment.name];
    if (pattern && !pattern.test(part)) return null;
    params[segment.name] = part;
    scores.push(pattern ? 2 : 1);
  }
  return { scores, params };
}

function isBetter(a: readonly number[], b: readonly number[]): boolean {
  for (const [index, score] of a.entries()) {
    const other = b[index] ?? 0;
    if (score !== other) return score > other;
  }
  return false;
}

/**
 * The entry a concrete path opens, with its parameters (query and hash ignored, trailing slash allowed);
 * null for an unknown path. Example: `matchRoute('/dashboard/orders/42')` is the 'order' route with { id: '42' }.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = splitPath(pathname);
  if (!parts) return null;
  let best: { route: RouteEntry; scores: number[]; params: Record<string, string> } | null = null;
  for (const { route, segments } of compiled) {
    const match = scoreMatch(route, segments, parts);
    if (match && (!best || isBetter(match.scores, best.scores))) best = { route, ...match };
  }
  return best ? { route: best.route, params: best.params } : null;
}
