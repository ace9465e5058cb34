import { describe, expect, it } from 'vitest';
import { jobPercent } from './job-progress.tsx';

describe('jobPercent (the bar of a long job)', () => {
  it('reads done over total, rounded down so a bar never shows 100 % before the end', () => {
    expect(jobPercent({ status: 'running', done: 199, total: 200 })).toBe(99);
    expect(jobPercent({ status: 'running', done: 1, total: 3 })).toBe(33);
  });
  it('has no figure while the size is unknown, and is full once done', () => {
    expect(jobPercent({ status: 'queued', done: 0, total: null })).toBeNull();
    expect(jobPercent({ status: 'done', done: 0, total: null })).toBe(100);
  });
});
