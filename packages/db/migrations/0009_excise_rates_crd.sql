CREATE TABLE "crd_items" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"type" text NOT NULL,
	"is_crd" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crd_items_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "crd_items_name_key" UNIQUE("shop_id","name")
);
--> statement-breakpoint
CREATE TABLE "crd_movements" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"crd_item_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"day" date NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "crd_movements_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "crd_movements_reason_check" CHECK ("crd_movements"."reason" in ('entry', 'bottling', 'loss', 'adjustment')),
	CONSTRAINT "crd_movements_sign_check" CHECK (("crd_movements"."reason" = 'entry' and "crd_movements"."quantity" > 0) or ("crd_movements"."reason" in ('bottling', 'loss') and "crd_movements"."quantity" < 0) or ("crd_movements"."reason" = 'adjustment' and "crd_movements"."quantity" <> 0))
);
--> statement-breakpoint
CREATE TABLE "excise_rates" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"kind" text NOT NULL,
	"basis" text NOT NULL,
	"rate_euros" numeric(12, 4) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "excise_rates_period_key" UNIQUE("category","kind","valid_from"),
	CONSTRAINT "excise_rates_category_check" CHECK ("excise_rates"."category" in ('stillWine', 'sparklingWine', 'intermediateReduced', 'intermediate', 'spirits')),
	CONSTRAINT "excise_rates_kind_check" CHECK ("excise_rates"."kind" in ('droit', 'cotisation')),
	CONSTRAINT "excise_rates_basis_check" CHECK ("excise_rates"."basis" in ('ap', 'da', 'dap', 'flat')),
	CONSTRAINT "excise_rates_rate_check" CHECK ("excise_rates"."rate_euros" >= 0),
	CONSTRAINT "excise_rates_period_check" CHECK ("excise_rates"."valid_to" is null or "excise_rates"."valid_to" >= "excise_rates"."valid_from")
);
--> statement-breakpoint
ALTER TABLE "crd_items" ADD CONSTRAINT "crd_items_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_movements" ADD CONSTRAINT "crd_movements_item_fk" FOREIGN KEY ("shop_id","crd_item_id") REFERENCES "public"."crd_items"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "excise_rates" ADD CONSTRAINT "excise_rates_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crd_movements_item_day_idx" ON "crd_movements" USING btree ("shop_id","crd_item_id","day");
--> statement-breakpoint
-- The 2026 French rates (CIBS art. L313-19 for the duties, CSS art. L245-9 for the contribution); the platform
-- admin adds 2027's as rows.
INSERT INTO "excise_rates" ("id", "category", "kind", "basis", "rate_euros", "valid_from", "valid_to") VALUES
	('exr_2026_droit_stillWine', 'stillWine', 'droit', 'da', 4.19, '2026-01-01', '2026-12-31'),
	('exr_2026_droit_sparklingWine', 'sparklingWine', 'droit', 'da', 10.38, '2026-01-01', '2026-12-31'),
	('exr_2026_droit_intermediateReduced', 'intermediateReduced', 'droit', 'da', 52.39, '2026-01-01', '2026-12-31'),
	('exr_2026_droit_intermediate', 'intermediate', 'droit', 'da', 209.53, '2026-01-01', '2026-12-31'),
	('exr_2026_droit_spirits', 'spirits', 'droit', 'ap', 1932.42, '2026-01-01', '2026-12-31'),
	('exr_2026_cotisation_stillWine', 'stillWine', 'cotisation', 'da', 52.39, '2026-01-01', '2026-12-31'),
	('exr_2026_cotisation_sparklingWine', 'sparklingWine', 'cotisation', 'da', 52.39, '2026-01-01', '2026-12-31'),
	('exr_2026_cotisation_intermediateReduced', 'intermediateReduced', 'cotisation', 'da', 52.39, '2026-01-01', '2026-12-31'),
	('exr_2026_cotisation_intermediate', 'intermediate', 'cotisation', 'da', 52.39, '2026-01-01', '2026-12-31'),
	('exr_2026_cotisation_spirits', 'spirits', 'cotisation', 'ap', 620.47, '2026-01-01', '2026-12-31')
ON CONFLICT DO NOTHING;
