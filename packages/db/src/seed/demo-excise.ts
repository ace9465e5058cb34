// Demo CRD capsules (issue 20): Trois Vallées keeps green duty capsules (AOP wines) for its bottles and magnums,
// received in January and partly used on bottling. The 2026 excise rates come with migration 0009, not the seed.
import type { Executor } from '../database.ts';
import { crdItems, crdMovements } from '../schema/excise.ts';
import { demoIds } from './demo-ids.ts';

export async function insertDemoExcise(db: Executor): Promise<void> {
  const shopId = demoIds.shops.troisVallees;
  await db.insert(crdItems).values([
    { shopId, id: 'crd_demo_vert_75', name: 'CRD verte 75 cl', color: 'vert', type: '75 cl', isCrd: true },
    { shopId, id: 'crd_demo_vert_150', name: 'CRD verte 150 cl', color: 'vert', type: '150 cl', isCrd: true },
  ]);
  await db.insert(crdMovements).values([
    {
      shopId,
      id: 'crm_demo_1',
      crdItemId: 'crd_demo_vert_75',
      quantity: 2000,
      reason: 'entry',
      day: '2026-01-15',
    },
    {
      shopId,
      id: 'crm_demo_2',
      crdItemId: 'crd_demo_vert_75',
      quantity: -600,
      reason: 'bottling',
      day: '2026-03-02',
    },
    {
      shopId,
      id: 'crm_demo_3',
      crdItemId: 'crd_demo_vert_150',
      quantity: 100,
      reason: 'entry',
      day: '2026-01-15',
    },
    {
      shopId,
      id: 'crm_demo_4',
      crdItemId: 'crd_demo_vert_150',
      quantity: -12,
      reason: 'bottling',
      day: '2026-03-02',
    },
  ]);
}
