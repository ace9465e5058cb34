CREATE TABLE "box_components" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"box_id" text NOT NULL,
	"product_id" text NOT NULL,
	"format_id" text NOT NULL,
	"vintage_id" text,
	"quantity" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "box_components_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "box_components_quantity_check" CHECK ("box_components"."quantity" >= 1),
	CONSTRAINT "box_components_not_itself_check" CHECK ("box_components"."product_id" <> "box_components"."box_id")
);
--> statement-breakpoint
CREATE TABLE "builder_products" (
	"shop_id" text NOT NULL,
	"builder_id" text NOT NULL,
	"product_id" text NOT NULL,
	"format_id" text NOT NULL,
	"max_quantity" integer,
	"supplement_cents" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "builder_products_shop_id_builder_id_format_id_pk" PRIMARY KEY("shop_id","builder_id","format_id"),
	CONSTRAINT "builder_products_max_quantity_check" CHECK ("builder_products"."max_quantity" is null or "builder_products"."max_quantity" >= 1),
	CONSTRAINT "builder_products_supplement_check" CHECK ("builder_products"."supplement_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "builders" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"size" integer NOT NULL,
	"price_kind" text NOT NULL,
	"discount_bp" integer,
	"fixed_price_cents" integer,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "builders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "builders_price_kind_check" CHECK ("builders"."price_kind" in ('sum', 'fixed')),
	CONSTRAINT "builders_size_check" CHECK ("builders"."size" between 2 and 24),
	CONSTRAINT "builders_discount_bp_check" CHECK ("builders"."discount_bp" is null or "builders"."discount_bp" between 0 and 10000),
	CONSTRAINT "builders_fixed_price_check" CHECK (("builders"."price_kind" <> 'fixed' or "builders"."fixed_price_cents" is not null) and ("builders"."fixed_price_cents" is null or "builders"."fixed_price_cents" >= 0))
);
--> statement-breakpoint
ALTER TABLE "box_components" ADD CONSTRAINT "box_components_box_fk" FOREIGN KEY ("shop_id","box_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_components" ADD CONSTRAINT "box_components_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_components" ADD CONSTRAINT "box_components_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_components" ADD CONSTRAINT "box_components_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_products" ADD CONSTRAINT "builder_products_builder_fk" FOREIGN KEY ("shop_id","builder_id") REFERENCES "public"."builders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_products" ADD CONSTRAINT "builder_products_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builder_products" ADD CONSTRAINT "builder_products_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "builders" ADD CONSTRAINT "builders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "box_components_box_idx" ON "box_components" USING btree ("shop_id","box_id");--> statement-breakpoint
CREATE INDEX "box_components_product_idx" ON "box_components" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "builder_products_product_idx" ON "builder_products" USING btree ("shop_id","product_id");