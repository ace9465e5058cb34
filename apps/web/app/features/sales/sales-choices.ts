// What the sales lists' filters offer beside fixed lists: the shop's clients (the first hundred by name) and agents
// (whatever the member may not read stays empty), and today in Paris.
import { parisDateOf } from '@sarment/domain/reference/paris-time';
import { type ApiClient, apiGet } from '../../lib/api.ts';
import { agentName } from '../crm/client-list.tsx';
import type { ClientRow, ShopAgent } from '../crm/client-types.ts';
import type { SalesFilterChoices } from './sales-lists.tsx';

export async function loadSalesChoices(api: ApiClient, withAgents: boolean): Promise<SalesFilterChoices> {
  const [clients, agents] = await Promise.all([
    apiGet<ClientRow[]>(api, '/v1/clients?pageSize=100&sort=name'),
    withAgents ? apiGet<ShopAgent[]>(api, '/v1/agents') : null,
  ]);
  return {
    clients:
      clients.ok && Array.isArray(clients.data)
        ? clients.data.map((client) => ({ id: client.id, name: client.displayName }))
        : [],
    agents:
      agents?.ok && Array.isArray(agents.data)
        ? agents.data.map((agent) => ({ id: agent.id, name: agentName(agent) }))
        : [],
    today: parisDateOf(new Date()),
  };
}

/**
 * Filters the API takes one value of (client, agent, a day): the kit's selects add choices, the last one wins.
 * Answers the page's URL with only that one, or null when the URL is fine as it is.
 */
export function keepLastSalesChoice(url: URL, keys: readonly string[]): string | null {
  let changed = false;
  const params = new URLSearchParams(url.search);
  for (const key of keys) {
    const values = params
      .getAll(key)
      .flatMap((value) => value.split(','))
      .filter(Boolean);
    if (values.length > 1) {
      params.set(key, values[values.length - 1] as string);
      changed = true;
    }
  }
  return changed ? `${url.pathname}?${params}` : null;
}
