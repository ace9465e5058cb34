// Issue 17, pipeline: the stages of a shop's opportunity board (settings, crm tab) and the board's sums.
// Stages are an ordered list of names; each keeps a stable id so that renaming a stage keeps its opportunities.
import { z } from 'zod';
import { roundHalfUp } from '../money/rounding.ts';
import { isStorableText } from '../validation/storable-text.ts';

export interface PipelineStage {
  id: string;
  name: string;
}

/** Every shop starts with these stages until its owner sets its own (settings, crm tab). */
export const defaultPipelineStages: readonly PipelineStage[] = [
  { id: 'decouverte', name: 'Découverte' },
  { id: 'qualification', name: 'Qualification' },
  { id: 'proposition', name: 'Proposition' },
  { id: 'negociation', name: 'Négociation' },
];

export const pipelineMessages = {
  stageName: 'Le nom de l’étape doit contenir entre 1 et 40 caractères',
  stageId: 'Identifiant d’étape invalide',
  stagesCount: 'Le pipeline doit compter entre 1 et 20 étapes',
  duplicateStage: 'Deux étapes portent le même nom',
  stageInUse: 'Cette étape contient encore des opportunités en cours : déplacez-les avant de la supprimer',
} as const;

const stageIdPattern = /^[a-z0-9_-]{1,40}$/;

export const pipelineStageSchema = z.object({
  id: z.string().regex(stageIdPattern, pipelineMessages.stageId),
  name: z
    .string({ error: pipelineMessages.stageName })
    .trim()
    .min(1, pipelineMessages.stageName)
    .max(40, pipelineMessages.stageName)
    .refine(isStorableText, pipelineMessages.stageName),
});

const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();

/** The list as the owner saves it: 1 to 20 stages, names unique whatever their case and accents, ids unique. */
export const pipelineStagesSchema = z
  .array(pipelineStageSchema, { error: pipelineMessages.stagesCount })
  .min(1, pipelineMessages.stagesCount)
  .max(20, pipelineMessages.stagesCount)
  .superRefine((stages, ctx) => {
    const names = new Set<string>();
    const ids = new Set<string>();
    stages.forEach((stage, index) => {
      if (names.has(folded(stage.name))) {
        ctx.addIssue({ code: 'custom', path: [index, 'name'], message: pipelineMessages.duplicateStage });
      }
      if (ids.has(stage.id)) {
        ctx.addIssue({ code: 'custom', path: [index, 'id'], message: pipelineMessages.stageId });
      }
      names.add(folded(stage.name));
      ids.add(stage.id);
    });
  });

/** A new stage's id, from its name ('Négociation' → 'negociation'), made unique among the ids taken. */
export function stageIdFor(name: string, taken: Iterable<string>): string {
  const base =
    folded(name)
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 32) || 'etape';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n += 1) if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** The shop's stages as stored in its crm settings, or the default list when it has none (or a broken one). */
export function readPipelineStages(stored: unknown): PipelineStage[] {
  const parsed = pipelineStagesSchema.safeParse(stored);
  return parsed.success ? parsed.data : defaultPipelineStages.map((stage) => ({ ...stage }));
}

/** Amount weighted by the probability of winning, rounded half-up to the cent (12,345 € at 50 % = 6 172,50 €). */
export function weightedAmountCents(amountCents: number, probabilityPercent: number): number {
  return roundHalfUp(amountCents * probabilityPercent, 100);
}

export interface StageTotal {
  stageId: string;
  count: number;
  amountCents: number;
  weightedCents: number;
}

/**
 * A board column's sums: count, amount and weighted amount of its open opportunities. The weighted sum adds each
 * opportunity's rounded weighted amount, so a column's figure is the sum of what its cards show.
 */
export function stageTotals(
  stages: readonly PipelineStage[],
  opportunities: readonly { stageId: string; amountCents: number; probability: number; status: string }[],
): StageTotal[] {
  const totals = new Map(
    stages.map((stage) => [stage.id, { stageId: stage.id, count: 0, amountCents: 0, weightedCents: 0 }]),
  );
  for (const opportunity of opportunities) {
    if (opportunity.status !== 'open') continue;
    const total = totals.get(opportunity.stageId);
    if (!total) continue;
    total.count += 1;
    total.amountCents += opportunity.amountCents;
    total.weightedCents += weightedAmountCents(opportunity.amountCents, opportunity.probability);
  }
  return [...totals.values()];
}

/**
 * The order of a column once `movedId` is dropped at `position` (0: top; past the end: last): the ids of the
 * column in their new order, the moved one included exactly once.
 */
export function placeInColumn(column: readonly string[], movedId: string, position: number): string[] {
  const others = column.filter((id) => id !== movedId);
  const at = Math.max(0, Math.min(Math.trunc(position), others.length));
  return [...others.slice(0, at), movedId, ...others.slice(at)];
}
