import { type Permission, permissions } from '@sarment/domain/access';
import { describe, expect, it } from 'vitest';
import { staffSession } from '../../testing/back-office-dom.tsx';
import {
  collaboratorFieldErrors,
  draftOf,
  emptyDraft,
  fieldsOf,
  rightsEditing,
  rightsEditorOf,
  sameDraft,
} from './collaborator-draft.ts';
import type { Collaborator } from './team-types.ts';

const claire: Collaborator = {
  id: 'usr_claire',
  email: 'claire@trois-vallees.test',
  firstname: 'Claire',
  lastname: 'Martin',
  name: 'Claire Martin',
  phone: null,
  jobTitle: 'Chef de cave',
  manager: { id: 'usr_iam', name: 'Iam Demo' },
  permissions: ['seeAllOrder', 'createList'],
  status: 'invited',
  invitedAt: '2026-11-26T10:00:00.000Z',
  lastLoginAt: null,
  createdAt: '2026-11-26T10:00:00.000Z',
};

describe('the collaborator form', () => {
  it('asks for first name, last name and a valid e-mail, in French', () => {
    expect(collaboratorFieldErrors(emptyDraft)).toEqual({
      firstname: 'Ce champ ne peut pas être vide',
      lastname: 'Ce champ ne peut pas être vide',
      email: 'Ce champ ne peut pas être vide',
    });
    expect(collaboratorFieldErrors({ ...draftOf(claire), email: 'claire@' })).toEqual({
      email: 'Le mail est incorrect',
    });
    expect(collaboratorFieldErrors(draftOf(claire))).toEqual({});
  });

  it('sends trimmed texts, null for the empty ones, the manager by id and the rights in the domain’s order', () => {
    const draft = {
      ...emptyDraft,
      firstname: ' Léa ',
      lastname: 'Roux',
      email: 'lea@exemple.fr ',
      phone: ' ',
      permissions: new Set<Permission>(['createList', 'seeAllOrder']),
    };
    expect(fieldsOf(draft)).toEqual({
      email: 'lea@exemple.fr',
      firstname: 'Léa',
      lastname: 'Roux',
      phone: null,
      jobTitle: null,
      manager: null,
      permissions: ['seeAllOrder', 'createList'],
    });
    expect(fieldsOf(draftOf(claire)).manager).toEqual({ id: 'usr_iam' });
    expect(sameDraft(draftOf(claire), draftOf(claire))).toBe(true);
    expect(sameDraft(draftOf(claire), { ...draftOf(claire), managerId: '' })).toBe(false);
  });
});

describe('the rights an editor may change (spec §6)', () => {
  it('an owner changes every right of a collaborator', () => {
    const owner = staffSession('owner');
    const { editable, locked } = rightsEditing(rightsEditorOf(owner.me, owner.shop), claire);
    expect(editable).toBe(true);
    expect(locked.size).toBe(0);
  });

  it('a collaborator changes only the rights they hold, never their own', () => {
    const held = ['seeAllOrder', 'accessCollaborator', 'createCollaborator'];
    const editor = rightsEditorOf(
      { id: 'usr_iam', role: 'iam', shops: [{ id: 'shp_1' }] },
      {
        id: 'shp_1',
        authorizations: { byUser: { usr_iam: Object.fromEntries(held.map((p) => [p, true])) } },
      },
    );
    const { editable, locked } = rightsEditing(editor, claire);
    expect(editable).toBe(true);
    // Claire's createList stays as it is: the editor does not hold it
    expect(locked.has('createList')).toBe(true);
    expect(permissions.filter((p) => !locked.has(p))).toEqual(held);
    const added = rightsEditing(editor, null);
    expect(added.editable).toBe(true);
    expect(added.locked.has('seeAllOrder')).toBe(false);
    const own = rightsEditing(editor, { id: 'usr_iam', permissions: [] });
    expect(own.editable).toBe(false);
    expect(own.locked.has('seeAllOrder')).toBe(true);
  });
});
