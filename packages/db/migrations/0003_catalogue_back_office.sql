CREATE TABLE "activity_log" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" text,
	"actor_name" text,
	"entity" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"before" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"after" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" text,
	CONSTRAINT "activity_log_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"threshold_kind" text DEFAULT 'none' NOT NULL,
	"threshold_value" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "promo_codes_code_check" CHECK (char_length("promo_codes"."code") between 1 and 15),
	CONSTRAINT "promo_codes_kind_check" CHECK ("promo_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_threshold_kind_check" CHECK ("promo_codes"."threshold_kind" in ('none', 'productCount', 'amount')),
	CONSTRAINT "promo_codes_value_check" CHECK ("promo_codes"."value" > 0 and ("promo_codes"."kind" <> 'percent' or "promo_codes"."value" <= 10000)),
	CONSTRAINT "promo_codes_threshold_value_check" CHECK ("promo_codes"."threshold_value" >= 0),
	CONSTRAINT "promo_codes_uses_check" CHECK ("promo_codes"."uses" >= 0),
	CONSTRAINT "promo_codes_max_uses_check" CHECK ("promo_codes"."max_uses" is null or "promo_codes"."max_uses" >= 0),
	CONSTRAINT "promo_codes_period_check" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."ends_at" >= "promo_codes"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "is_wrapped" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wrapping" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "wrapping_price_cents" integer;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("shop_id","entity","entity_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_shop_code_key" ON "promo_codes" USING btree ("shop_id",lower("code"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_wrapping_price_cents_check" CHECK ("products"."wrapping_price_cents" is null or "products"."wrapping_price_cents" >= 0);