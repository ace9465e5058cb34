CREATE TABLE "stock_allocation_uses" (
	"shop_id" text NOT NULL,
	"allocation_id" text NOT NULL,
	"order_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_allocation_uses_shop_id_allocation_id_order_id_pk" PRIMARY KEY("shop_id","allocation_id","order_id"),
	CONSTRAINT "stock_allocation_uses_quantity_check" CHECK ("stock_allocation_uses"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_allocations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"format_id" text NOT NULL,
	"vintage_id" text,
	"target_kind" text NOT NULL,
	"client_id" text,
	"agent_user_id" text,
	"typology" text,
	"quantity" integer NOT NULL,
	"consumed" integer DEFAULT 0 NOT NULL,
	"ends_on" date,
	"note" text,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_allocations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_allocations_target_kind_check" CHECK ("stock_allocations"."target_kind" in ('client', 'agent', 'market')),
	CONSTRAINT "stock_allocations_target_check" CHECK (("stock_allocations"."target_kind" = 'client' and "stock_allocations"."client_id" is not null and "stock_allocations"."agent_user_id" is null and "stock_allocations"."typology" is null)
        or ("stock_allocations"."target_kind" = 'agent' and "stock_allocations"."agent_user_id" is not null and "stock_allocations"."client_id" is null and "stock_allocations"."typology" is null)
        or ("stock_allocations"."target_kind" = 'market' and "stock_allocations"."typology" is not null and "stock_allocations"."client_id" is null and "stock_allocations"."agent_user_id" is null)),
	CONSTRAINT "stock_allocations_quantity_check" CHECK ("stock_allocations"."quantity" > 0),
	CONSTRAINT "stock_allocations_consumed_check" CHECK ("stock_allocations"."consumed" >= 0 and "stock_allocations"."consumed" <= "stock_allocations"."quantity")
);
--> statement-breakpoint
ALTER TABLE "stock_allocation_uses" ADD CONSTRAINT "stock_allocation_uses_allocation_fk" FOREIGN KEY ("shop_id","allocation_id") REFERENCES "public"."stock_allocations"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocation_uses" ADD CONSTRAINT "stock_allocation_uses_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_agent_fk" FOREIGN KEY ("shop_id","agent_user_id") REFERENCES "public"."shop_members"("shop_id","user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_typology_fk" FOREIGN KEY ("shop_id","typology") REFERENCES "public"."shop_typologies"("shop_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_allocation_uses_order_idx" ON "stock_allocation_uses" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_item_idx" ON "stock_allocations" USING btree ("shop_id","product_id","format_id","vintage_id");