import { describe, expect, it } from 'vitest';
import { type CentreNotification, mergeNotifications, notificationIconKind } from './notification-kinds.ts';

describe('notification icons (spec §3)', () => {
  it.each([
    ['newOrder', 'newOrder'],
    ['thresholdReached', 'thresholdReached'],
    ['paymentFailed', 'payment'],
    ['sepaPayment', 'payment'],
    ['info', 'other'],
  ])('type %s uses the %s icon', (type, kind) => {
    expect(notificationIconKind(type)).toBe(kind);
  });
});

describe('pushed notifications', () => {
  const item = (id: string, createdAt: string): CentreNotification => ({
    id,
    type: 'newOrder',
    content: id,
    createdAt,
    seen: false,
    redirectLink: null,
  });

  it('are added once, newest first', () => {
    const current = [item('b', '2026-06-10T10:00:00Z'), item('a', '2026-06-09T10:00:00Z')];
    const merged = mergeNotifications(current, [
      item('c', '2026-06-10T11:00:00Z'),
      item('b', '2026-06-10T10:00:00Z'),
    ]);
    expect(merged.map((n) => n.id)).toEqual(['c', 'b', 'a']);
  });
});
