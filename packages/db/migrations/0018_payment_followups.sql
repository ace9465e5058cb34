CREATE TABLE "bill_reminders" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"bill_id" text NOT NULL,
	"level" integer NOT NULL,
	"source" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"remaining_cents" integer NOT NULL,
	"penalty_cents" integer DEFAULT 0 NOT NULL,
	"mail_id" text,
	"sent_by_user_id" text,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bill_reminders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "bill_reminders_source_check" CHECK ("bill_reminders"."source" in ('manual', 'schedule')),
	CONSTRAINT "bill_reminders_level_check" CHECK ("bill_reminders"."level" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"automatic" boolean DEFAULT false NOT NULL,
	"late_penalty_rate_bp" integer NOT NULL,
	"levels" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"holder_name" text NOT NULL,
	"iban_masked" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"reference" text,
	"error" text,
	"signed_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "sepa_mandates_status_check" CHECK ("sepa_mandates"."status" in ('pending', 'processing', 'completed', 'error'))
);
--> statement-breakpoint
ALTER TABLE "bill_reminders" ADD CONSTRAINT "bill_reminders_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_reminders" ADD CONSTRAINT "bill_reminders_bill_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_reminders_bill_idx" ON "bill_reminders" USING btree ("shop_id","bill_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bill_reminders_scheduled_level_key" ON "bill_reminders" USING btree ("shop_id","bill_id","level") WHERE "bill_reminders"."source" = 'schedule';--> statement-breakpoint
CREATE INDEX "sepa_mandates_client_idx" ON "sepa_mandates" USING btree ("shop_id","client_id");