import { describe, expect, it } from 'vitest';
import { enBackOfficeCatalog, frBackOfficeCatalog } from '../../i18n/back-office-catalog.ts';
import { addCatalogues, createI18n } from '../../i18n/index.ts';
import type { ApiClient, ApiResponse } from '../../lib/api.ts';
import { listCounts } from './list-definitions.tsx';
import { removeMembersAction } from './list-detail-route.tsx';
import { listFieldErrors } from './list-form.tsx';
import type { MarketingListMember } from './marketing-types.ts';

const member = (id: string) => ({ id, client: { id } }) as MarketingListMember;

describe('the marketing list form', () => {
  it('asks for a name and keeps it and the description within their lengths, in French', () => {
    expect(listFieldErrors({ name: '  ', description: '' })).toEqual({
      name: 'Le nom de la liste est obligatoire.',
    });
    expect(listFieldErrors({ name: 'x'.repeat(81), description: 'y'.repeat(501) })).toEqual({
      name: 'Le nom de la liste ne doit pas dépasser 80 caractères.',
      description: 'La description ne doit pas dépasser 500 caractères.',
    });
    expect(listFieldErrors({ name: 'Salon 2026', description: '' })).toEqual({});
  });
});

describe('removing members', () => {
  it('deletes each selected member after the confirmation, counting progress, and stops at a refusal', async () => {
    const paths: string[] = [];
    const api = {
      async request<T>(_method: string, path: string) {
        paths.push(path);
        const refused = path.endsWith('/cli_3');
        return {
          status: refused ? 404 : 204,
          ok: !refused,
          data: refused ? { message: 'Ce client ne fait pas partie de la liste.' } : null,
          headers: {},
        } as ApiResponse<T>;
      },
    } as ApiClient;
    const progress: number[] = [];
    const done: number[] = [];
    const action = removeMembersAction((key) => key, 'mkl_1', {
      api,
      confirm: async () => true,
      done: (count) => done.push(count),
    });
    expect(await action.run([member('cli_1'), member('cli_2')], (n) => progress.push(n))).toBeNull();
    expect(paths).toEqual(['/v1/lists/mkl_1/members/cli_1', '/v1/lists/mkl_1/members/cli_2']);
    expect(progress).toEqual([1, 2]);
    expect(done).toEqual([2]);
    expect(await action.run([member('cli_3'), member('cli_4')])).toBe(
      'Ce client ne fait pas partie de la liste.',
    );
    expect(paths.at(-1)).toBe('/v1/lists/mkl_1/members/cli_3');

    const declined = removeMembersAction((key) => key, 'mkl_1', {
      api,
      confirm: async () => false,
      done: () => {},
    });
    paths.length = 0;
    expect(await declined.run([member('cli_1')])).toBeNull();
    expect(paths).toEqual([]);
  });
});

describe("a list's counts", () => {
  it('give members and reachable clients each their own plural', () => {
    const i18n = createI18n('fr');
    addCatalogues(i18n, { fr: frBackOfficeCatalog, en: enBackOfficeCatalog });
    expect(listCounts(i18n.t, { members: 2, reachable: 1 })).toBe('2 membres · 1 joignable');
    expect(listCounts(i18n.t, { members: 0, reachable: 0 })).toBe('0 membre · 0 joignable');
    expect(listCounts(i18n.t, { members: 5, reachable: 3 })).toBe('5 membres · 3 joignables');
  });
});
