// The DRM page's answers, as the API's schemas give them (type-only).
import type { crdItemAnswer, crdMonthAnswer, drmLineAnswer, exciseCoverageAnswer } from '@sarment/api';
import type { z } from 'zod';

export type DrmLine = z.output<typeof drmLineAnswer>;
export type CrdMonthLine = z.output<typeof crdMonthAnswer>;
export type CrdItem = z.output<typeof crdItemAnswer>;
export type ExciseCoverage = z.output<typeof exciseCoverageAnswer>;
