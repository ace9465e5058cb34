// Reminder settings and the reminders sent (issue 19). A shop without a settings row uses the domain's defaults.
import {
  and,
  billReminders,
  desc,
  type Executor,
  eq,
  newId,
  queryRows,
  reminderSettings,
  sql,
} from '@sarment/db';
import { defaultReminderSettings, type ReminderSettings } from '@sarment/domain/payments';
import { ofShop, type ShopScope } from '../../http/service-context.ts';

export async function readReminderSettings(scope: ShopScope): Promise<ReminderSettings> {
  const [row] = await scope.tx
    .select()
    .from(reminderSettings)
    .where(ofShop(scope, reminderSettings))
    .limit(1);
  if (!row) return defaultReminderSettings;
  return { automatic: row.automatic, latePenaltyRateBp: row.latePenaltyRateBp, levels: row.levels };
}

export async function writeReminderSettings(scope: ShopScope, settings: ReminderSettings, now: Date) {
  await scope.tx
    .insert(reminderSettings)
    .values({ shopId: scope.shopId, ...settings, updatedAt: now })
    .onConflictDoUpdate({
      target: reminderSettings.shopId,
      set: {
        automatic: settings.automatic,
        latePenaltyRateBp: settings.latePenaltyRateBp,
        levels: settings.levels,
        updatedAt: now,
      },
    });
}

export interface NewReminder {
  billId: string;
  level: number;
  source: 'manual' | 'schedule';
  recipient: string;
  subject: string;
  remainingCents: number;
  penaltyCents: number;
  sentByUserId: string | null;
  sentAt: Date;
}

/**
 * Records a reminder; a scheduled one that was already sent for this bill and level inserts nothing (the partial
 * unique index) and answers null, so the caller sends no e-mail.
 */
export async function insertReminder(scope: ShopScope, reminder: NewReminder): Promise<string | null> {
  const id = newId('rmd');
  const rows = await queryRows<{ id: string }>(
    scope.tx,
    sql`insert into bill_reminders (shop_id, id, bill_id, level, source, recipient, subject, remaining_cents,
        penalty_cents, sent_by_user_id, sent_at)
      values (${scope.shopId}, ${id}, ${reminder.billId}, ${reminder.level}, ${reminder.source}, ${reminder.recipient},
        ${reminder.subject}, ${reminder.remainingCents}, ${reminder.penaltyCents}, ${reminder.sentByUserId},
        ${reminder.sentAt})
      on conflict (shop_id, bill_id, level) where source = 'schedule' do nothing
      returning id`,
  );
  return rows[0]?.id ?? null;
}

export async function setReminderMail(scope: ShopScope, id: string, mailId: string) {
  await scope.tx
    .update(billReminders)
    .set({ mailId })
    .where(and(ofShop(scope, billReminders), eq(billReminders.id, id)));
}

export async function listBillReminders(scope: ShopScope, billId: string) {
  return scope.tx
    .select()
    .from(billReminders)
    .where(and(ofShop(scope, billReminders), eq(billReminders.billId, billId)))
    .orderBy(desc(billReminders.sentAt), desc(billReminders.level));
}

/** The shop's name and contact for the models' dynamic fields. */
export async function readShopContact(db: Executor, shopId: string) {
  const rows = await queryRows<{
    name: string;
    email: string | null;
    phone: string | null;
    legalName: string | null;
  }>(
    db,
    sql`select name, contact_email as email, phone, legal->>'businessName' as "legalName" from shops where id = ${shopId}`,
  );
  return rows[0] ?? null;
}
