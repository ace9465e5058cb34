ALTER TABLE "payment_groups" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "details" jsonb DEFAULT '{}'::jsonb NOT NULL;