CREATE TABLE "bill_balances" (
	"shop_id" text NOT NULL,
	"bill_id" text NOT NULL,
	"due_cents" integer NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"remaining_cents" integer GENERATED ALWAYS AS (due_cents - paid_cents) STORED,
	"payment_status" text GENERATED ALWAYS AS (case when paid_cents >= due_cents then 'paid' when paid_cents > 0 then 'partial' else 'missing' end) STORED,
	"paid_on" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bill_balances_shop_id_bill_id_pk" PRIMARY KEY("shop_id","bill_id"),
	CONSTRAINT "bill_balances_paid_check" CHECK ("bill_balances"."paid_cents" >= 0 and "bill_balances"."paid_cents" <= "bill_balances"."due_cents")
);
--> statement-breakpoint
CREATE TABLE "client_credits" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"origin" text NOT NULL,
	"payment_id" text,
	"credit_note_id" text,
	"amount_cents" integer NOT NULL,
	"used_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"balance_cents" integer GENERATED ALWAYS AS (case when cancelled then 0 else amount_cents - used_cents - refunded_cents end) STORED,
	"status" text GENERATED ALWAYS AS (case when cancelled then 'cancelled' when used_cents + refunded_cents = 0 then 'full' when used_cents + refunded_cents >= amount_cents then 'empty' else 'partial' end) STORED,
	"notes" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_credits_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "client_credits_origin_check" CHECK ("client_credits"."origin" in ('overpayment', 'creditNote')),
	CONSTRAINT "client_credits_amount_check" CHECK ("client_credits"."amount_cents" > 0),
	CONSTRAINT "client_credits_consumed_check" CHECK ("client_credits"."used_cents" >= 0 and "client_credits"."refunded_cents" >= 0 and "client_credits"."used_cents" + "client_credits"."refunded_cents" <= "client_credits"."amount_cents"),
	CONSTRAINT "client_credits_source_check" CHECK (("client_credits"."origin" = 'overpayment') = ("client_credits"."payment_id" is not null) and ("client_credits"."origin" = 'creditNote') = ("client_credits"."credit_note_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "client_payments" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"type" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"received_on" date NOT NULL,
	"reference" text,
	"notes" text,
	"status" text DEFAULT 'paid' NOT NULL,
	"allocated_cents" integer DEFAULT 0 NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"unallocated_cents" integer GENERATED ALWAYS AS (amount_cents - allocated_cents - credited_cents) STORED,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_payments_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "client_payments_type_check" CHECK ("client_payments"."type" in ('stripe', 'stripeSepa', 'cb', 'cbnc', 'sample', 'transfer', 'bill', 'cash', 'tips', 'check', 'ticket', 'gift', 'paypal', 'sumup', 'zettle', 'credit', 'other')),
	CONSTRAINT "client_payments_status_check" CHECK ("client_payments"."status" in ('pending', 'setup', 'processing', 'requiresAction', 'paid', 'partial', 'missing', 'refunded', 'error', 'cancelled', 'scheduled')),
	CONSTRAINT "client_payments_amount_check" CHECK ("client_payments"."amount_cents" > 0),
	CONSTRAINT "client_payments_split_check" CHECK ("client_payments"."allocated_cents" >= 0 and "client_payments"."credited_cents" >= 0 and "client_payments"."allocated_cents" + "client_payments"."credited_cents" <= "client_payments"."amount_cents")
);
--> statement-breakpoint
CREATE TABLE "credit_refunds" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"credit_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"type" text NOT NULL,
	"refunded_on" date NOT NULL,
	"reference" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_refunds_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "credit_refunds_type_check" CHECK ("credit_refunds"."type" in ('stripe', 'stripeSepa', 'cb', 'cbnc', 'sample', 'transfer', 'bill', 'cash', 'tips', 'check', 'ticket', 'gift', 'paypal', 'sumup', 'zettle', 'credit', 'other')),
	CONSTRAINT "credit_refunds_amount_check" CHECK ("credit_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_allocations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"payment_id" text,
	"credit_id" text,
	"bill_id" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_allocations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "payment_allocations_amount_check" CHECK ("payment_allocations"."amount_cents" > 0),
	CONSTRAINT "payment_allocations_source_check" CHECK (num_nonnulls("payment_allocations"."payment_id", "payment_allocations"."credit_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "bill_balances" ADD CONSTRAINT "bill_balances_bill_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_payment_fk" FOREIGN KEY ("shop_id","payment_id") REFERENCES "public"."client_payments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_credits" ADD CONSTRAINT "client_credits_credit_note_fk" FOREIGN KEY ("shop_id","credit_note_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_payments" ADD CONSTRAINT "client_payments_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_refunds" ADD CONSTRAINT "credit_refunds_credit_fk" FOREIGN KEY ("shop_id","credit_id") REFERENCES "public"."client_credits"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_payment_fk" FOREIGN KEY ("shop_id","payment_id") REFERENCES "public"."client_payments"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_credit_fk" FOREIGN KEY ("shop_id","credit_id") REFERENCES "public"."client_credits"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_allocations" ADD CONSTRAINT "payment_allocations_bill_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_credits_credit_note_key" ON "client_credits" USING btree ("shop_id","credit_note_id") WHERE "client_credits"."credit_note_id" is not null;--> statement-breakpoint
CREATE INDEX "client_credits_client_idx" ON "client_credits" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "client_payments_shop_received_idx" ON "client_payments" USING btree ("shop_id","received_on");--> statement-breakpoint
CREATE INDEX "client_payments_client_idx" ON "client_payments" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "credit_refunds_credit_idx" ON "credit_refunds" USING btree ("shop_id","credit_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_bill_idx" ON "payment_allocations" USING btree ("shop_id","bill_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_payment_idx" ON "payment_allocations" USING btree ("shop_id","payment_id");--> statement-breakpoint
CREATE INDEX "payment_allocations_credit_idx" ON "payment_allocations" USING btree ("shop_id","credit_id");