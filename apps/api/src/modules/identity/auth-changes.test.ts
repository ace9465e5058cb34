// Issue 22: each process keeps who a session is for 30 s (auth-cache.ts), so a function that changes what that
// holds (sessions, users, memberships, client links, API keys, main-account links) must announce the change in
// its transaction, or other processes keep serving the old rights. This walks the API's code for such writes.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '../..');

const WRITES = [
  /\.(update|delete)\((sessions|shopMembers|clients|apiKeys|mainAccountLinks|users)\)/,
  /\.insert\((shopMembers|clients|mainAccountLinks)\)/,
  /\b(insertClient|insertMember)\(/,
  /\b(update|delete from|insert into)\s+"?(sessions|shop_members|clients|api_keys|main_account_links|users)\b/i,
];

/** Writes that change nothing a cached caller holds, each with its reason. */
const NOTHING_CACHED: Record<string, string> = {
  'modules/identity/register.service.ts registerBuyer': 'a new account: nothing of it is cached yet',
  'modules/identity/register.service.ts registerSeller': 'a new account: nothing of it is cached yet',
  'modules/identity/users.repo.ts updatePasswordHash':
    'the hash is not cached; a password change or reset ends the sessions, which announces',
  'modules/identity/users.repo.ts markEmailValidated': 'the validation date is not cached',
  'modules/crm/client-accounts.ts recordOrderingClient':
    'a new link has no typology, as the buyer had none here (public prices); an existing one keeps its typology',
  'modules/crm/clients.repo.ts insertClientRow':
    'a client the staff type in has no account: no session holds it',
  'modules/crm/clients.repo.ts updateClientRow':
    'its callers announce: clients.service.ts updateClient when the typology moves, client-gdpr.ts anonymiseClient',
  'modules/crm/clients.repo.ts deleteClientRow': 'its caller announces: clients.service.ts deleteClient',
  'modules/crm/prospection.repo.ts updateClientPipeline':
    "a client's pipe and prospect stage: sessions cache only the typology and the account link",
  'modules/team/agents.repo.ts updateAgentMembership':
    "an agent's territory, commission rate and invitation date: sessions cache the role and rights, not these",
  'modules/team/agents.repo.ts releaseClients':
    "the clients' agent: an agent's clients are read at each request, sessions cache only a buyer's account link",
};

const DECLARATION = /^(export )?(async )?function (\w+)|^(export )?const (\w+)/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** The top-level declarations of a file that write to what the auth cache holds, with their text. */
function writingDeclarations(path: string) {
  const lines = readFileSync(path, 'utf8').split('\n');
  const starts = lines.flatMap((line, index) => {
    const match = DECLARATION.exec(line);
    return match ? [{ index, name: match[3] ?? match[5] ?? '' }] : [];
  });
  return starts.flatMap(({ index, name }, i) => {
    const text = lines.slice(index, starts[i + 1]?.index ?? lines.length).join('\n');
    return WRITES.some((write) => write.test(text)) ? [{ name, text }] : [];
  });
}

describe('changes to who a caller is are announced to every process (issue 22)', () => {
  it('every function writing sessions, users, memberships, client links or API keys calls announceAuthChange', () => {
    const silent: string[] = [];
    for (const path of sourceFiles(SRC)) {
      for (const { name, text } of writingDeclarations(path)) {
        const where = `${relative(SRC, path)} ${name}`;
        if (!text.includes('announceAuthChange(') && !(where in NOTHING_CACHED)) silent.push(where);
      }
    }
    expect(silent).toEqual([]);
  });

  it('finds the writes it guards (the walk is not empty)', () => {
    const found = sourceFiles(SRC).flatMap((path) =>
      writingDeclarations(path).map(({ name }) => `${relative(SRC, path)} ${name}`),
    );
    expect(found).toEqual(
      expect.arrayContaining([
        'modules/identity/sessions.repo.ts revokeSession',
        'modules/settings/settings.repo.ts setCollaboratorAuthorizations',
      ]),
    );
  });
});
