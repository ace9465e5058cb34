import { type RouteConfigEntry, route } from '@react-router/dev/routes';

// spec §2 e-labels: resource routes answering plain HTML (no app scripts, no cookies). `/gs1/01/*` takes the
// optional /22/{vintage} and /10/{lotNumber}; `/01/*` is the short GS1 Digital Link form.
export const elabelRoutes: RouteConfigEntry[] = [
  route('gs1/01/*', 'features/elabels/gs1-route.ts', { id: 'gs1' }),
  route('01/*', 'features/elabels/gs1-route.ts', { id: 'gs1-short' }),
  route(':name/nutritiveValues', 'features/elabels/nutritive-values-route.ts'),
];
