// spec §2 notification centre data: the latest notifications, the unseen count, and new ones pushed live by the
// server (server-sent events on /v1/notifications-centers/stream) rather than polled.
import { useCallback, useEffect, useRef, useState } from 'react';
import { browserApi } from '../../lib/api.ts';
import { type CentreNotification, mergeNotifications } from './notification-kinds.ts';

export type NotificationFilter = 'all' | 'unread';

const PAGE_SIZE = 30;

async function fetchList(filter: NotificationFilter) {
  const query = `?page=1&pageSize=${PAGE_SIZE}${filter === 'unread' ? '&seen=false' : ''}`;
  try {
    const response = await fetch(`/v1/notifications-centers${query}`, {
      credentials: 'same-origin',
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) return null;
    return {
      items: (await response.json()) as CentreNotification[],
      unseen: Number(response.headers.get('x-unseen-count') ?? 0),
    };
  } catch {
    return null;
  }
}

export function useNotificationCentre(enabled: boolean) {
  const [items, setItems] = useState<CentreNotification[]>([]);
  const [unseen, setUnseen] = useState(0);
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const filterRef = useRef(filter);
  filterRef.current = filter;

  const reload = useCallback(async (shown: NotificationFilter = filterRef.current) => {
    const answer = await fetchList(shown);
    if (!answer) return;
    setItems(answer.items);
    setUnseen(answer.unseen);
  }, []);

  useEffect(() => {
    if (enabled) void reload(filter);
  }, [enabled, reload, filter]);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/v1/notifications-centers/stream');
    let readyCount = 0;
    source.addEventListener('ready', (event) => {
      readyCount += 1;
      setUnseen((JSON.parse((event as MessageEvent<string>).data) as { unseen: number }).unseen);
      // after a reconnection, catch up with what was pushed while disconnected
      if (readyCount > 1) void reload();
    });
    source.addEventListener('notification', (event) => {
      const pushed = JSON.parse((event as MessageEvent<string>).data) as CentreNotification;
      setItems((current) => mergeNotifications(current, [pushed]));
      setUnseen((count) => count + 1);
    });
    return () => source.close();
  }, [enabled, reload]);

  /** spec §2: opening a notification marks it seen (then the caller navigates to its redirectLink). */
  const markSeen = useCallback(async (id: string) => {
    let changed = false;
    setItems((current) =>
      current.map((item) => {
        if (item.id !== id || item.seen) return item;
        changed = true;
        return { ...item, seen: true };
      }),
    );
    if (changed) setUnseen((count) => Math.max(0, count - 1));
    await browserApi.request('PUT', '/v1/notifications-centers/mark-as-seen', { arrayOfIds: [id] });
  }, []);

  /** 'Tout marquer comme lire' */
  const markAllSeen = useCallback(async () => {
    const answer = await browserApi.request('PUT', '/v1/notifications-centers/mark-all-as-seen');
    if (!answer.ok) return;
    setUnseen(0);
    setItems((current) =>
      filterRef.current === 'unread' ? [] : current.map((item) => ({ ...item, seen: true })),
    );
  }, []);

  return { items, unseen, filter, setFilter, reload, markSeen, markAllSeen };
}
