CREATE TABLE "format_prices" (
	"shop_id" text NOT NULL,
	"format_id" text NOT NULL,
	"typology" text NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"price_cents" integer NOT NULL,
	"discount_price" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"discount_add" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"promotions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "format_prices_shop_id_format_id_typology_pk" PRIMARY KEY("shop_id","format_id","typology"),
	CONSTRAINT "format_prices_price_cents_check" CHECK ("format_prices"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "formats" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"container" text NOT NULL,
	"unity" text NOT NULL,
	"unity_value" numeric(12, 3) NOT NULL,
	"type" text DEFAULT 'bottle' NOT NULL,
	"eq75" numeric(10, 4) NOT NULL,
	"weight_g" integer,
	"name_in_shop" text,
	"show_unity_value" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "formats_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "formats_type_check" CHECK ("formats"."type" in ('bottle', 'bib', 'vrac', 'packing', 'custom')),
	CONSTRAINT "formats_eq75_check" CHECK ("formats"."eq75" >= 0),
	CONSTRAINT "formats_unity_value_check" CHECK ("formats"."unity_value" > 0)
);
--> statement-breakpoint
CREATE TABLE "gtins" (
	"gtin" text PRIMARY KEY NOT NULL,
	"shop_id" text NOT NULL,
	"product_id" text NOT NULL,
	"vintage_id" text,
	"format_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gtins_gtin_check" CHECK ("gtins"."gtin" ~ '^[0-9]{8,14}$')
);
--> statement-breakpoint
CREATE TABLE "nutrition_declarations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"vintage_id" text,
	"format_id" text,
	"gtin" text,
	"appellation" text,
	"category" text,
	"color" text,
	"quality" text,
	"grape_varieties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"alcohol_percent" numeric(5, 2),
	"container_volume_ml" integer,
	"ingredients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"energy_kj" numeric(8, 1),
	"energy_kcal" numeric(8, 1),
	"fat_g" numeric(8, 2),
	"saturates_g" numeric(8, 2),
	"carbohydrates_g" numeric(8, 2),
	"sugars_g" numeric(8, 2),
	"protein_g" numeric(8, 2),
	"salt_g" numeric(8, 3),
	"allergens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand" text,
	"owner" text,
	"country" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nutrition_declarations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "nutrition_declarations_gtin_check" CHECK ("nutrition_declarations"."gtin" is null or "nutrition_declarations"."gtin" ~ '^[0-9]{8,14}$'),
	CONSTRAINT "nutrition_declarations_sugars_check" CHECK ("nutrition_declarations"."sugars_g" is null or "nutrition_declarations"."sugars_g" <= "nutrition_declarations"."carbohydrates_g"),
	CONSTRAINT "nutrition_declarations_saturates_check" CHECK ("nutrition_declarations"."saturates_g" is null or "nutrition_declarations"."saturates_g" <= "nutrition_declarations"."fat_g")
);
--> statement-breakpoint
CREATE TABLE "packings" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"packing_quantity" integer NOT NULL,
	"weight_g" integer,
	CONSTRAINT "packings_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "packings_quantity_check" CHECK ("packings"."packing_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_type" text DEFAULT 'bottle' NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"precision" text,
	"type" text,
	"color" text,
	"gamme" text,
	"vat_type" text DEFAULT 'standard' NOT NULL,
	"vat_rate_bp" integer,
	"disable_vat" boolean DEFAULT false NOT NULL,
	"duties_included" boolean DEFAULT true NOT NULL,
	"min_order" integer,
	"max_order" integer,
	"status" text DEFAULT 'online' NOT NULL,
	"description" text,
	"labels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "products_product_type_check" CHECK ("products"."product_type" in ('bottle', 'accessory', 'prestation', 'box')),
	CONSTRAINT "products_status_check" CHECK ("products"."status" in ('online', 'paused', 'outofstock', 'closed')),
	CONSTRAINT "products_vat_type_check" CHECK ("products"."vat_type" in ('standard', 'medium', 'reduced')),
	CONSTRAINT "products_vat_rate_bp_check" CHECK ("products"."vat_rate_bp" is null or ("products"."vat_rate_bp" between 0 and 9999)),
	CONSTRAINT "products_order_bounds_check" CHECK (("products"."min_order" is null or "products"."min_order" >= 1) and ("products"."max_order" is null or "products"."max_order" >= coalesce("products"."min_order", 1)))
);
--> statement-breakpoint
CREATE TABLE "vintages" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"year" integer,
	"legal" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"advanced" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vintages_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "collection_points" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb,
	"price_cents" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "collection_points_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "collection_points_price_check" CHECK ("collection_points"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "delivery_modes" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"countries" jsonb DEFAULT '["FR"]'::jsonb NOT NULL,
	"departments" jsonb,
	"price_ttc_cents" integer NOT NULL,
	"margin_cents" integer DEFAULT 0 NOT NULL,
	"commission_bp" integer DEFAULT 0 NOT NULL,
	"vat_type" text DEFAULT 'standard' NOT NULL,
	"bottles_per_parcel" integer DEFAULT 12 NOT NULL,
	"extra_parcel_cents" integer DEFAULT 700 NOT NULL,
	"franco_min_products" integer,
	"franco_min_amount_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "delivery_modes_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "delivery_modes_vat_type_check" CHECK ("delivery_modes"."vat_type" in ('standard', 'medium', 'reduced')),
	CONSTRAINT "delivery_modes_price_check" CHECK ("delivery_modes"."price_ttc_cents" >= 0),
	CONSTRAINT "delivery_modes_extra_parcel_check" CHECK ("delivery_modes"."extra_parcel_cents" >= 0),
	CONSTRAINT "delivery_modes_bottles_per_parcel_check" CHECK ("delivery_modes"."bottles_per_parcel" > 0),
	CONSTRAINT "delivery_modes_commission_bp_check" CHECK ("delivery_modes"."commission_bp" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "event_rates" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"name" text NOT NULL,
	"price_ttc_cents" integer NOT NULL,
	"kind" text DEFAULT 'counting' NOT NULL,
	"vat_type" text DEFAULT 'standard' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_rates_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "event_rates_kind_check" CHECK ("event_rates"."kind" in ('counting', 'notCounting', 'touristTax')),
	CONSTRAINT "event_rates_vat_type_check" CHECK ("event_rates"."vat_type" in ('standard', 'medium', 'reduced')),
	CONSTRAINT "event_rates_price_check" CHECK ("event_rates"."price_ttc_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_slots" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"places_total" integer,
	"places_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_slots_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "event_slots_places_check" CHECK ("event_slots"."places_taken" <= "event_slots"."places_total"),
	CONSTRAINT "event_slots_places_taken_check" CHECK ("event_slots"."places_taken" >= 0),
	CONSTRAINT "event_slots_period_check" CHECK ("event_slots"."ends_at" > "event_slots"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"location" text,
	"languages" jsonb DEFAULT '["fr"]'::jsonb NOT NULL,
	"duration_minutes" integer NOT NULL,
	"mandatory" boolean DEFAULT true NOT NULL,
	"visuals" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'online' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('online', 'paused', 'closed')),
	CONSTRAINT "events_duration_check" CHECK ("events"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "auth_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('reset', 'validate'))
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"to_email" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "main_account_links" (
	"main_user_id" text NOT NULL,
	"sub_user_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "main_account_links_main_user_id_sub_user_id_pk" PRIMARY KEY("main_user_id","sub_user_id"),
	CONSTRAINT "main_account_links_distinct_check" CHECK ("main_account_links"."main_user_id" <> "main_account_links"."sub_user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"kind" text DEFAULT 'web' NOT NULL,
	"main_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_kind_check" CHECK ("sessions"."kind" in ('web', 'api'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text,
	"password_hash" text,
	"role" text DEFAULT 'buyer' NOT NULL,
	"firstname" text,
	"lastname" text,
	"is_pro" boolean DEFAULT false NOT NULL,
	"business" jsonb,
	"phone" text,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"language" text DEFAULT 'fr' NOT NULL,
	"email_validated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_check" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('buyer', 'owner', 'iam', 'agent', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "documents_to_download" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"opened_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "maintenances" (
	"id" text PRIMARY KEY NOT NULL,
	"banner" boolean DEFAULT false NOT NULL,
	"page" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"message" text,
	"image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"shop_id" text,
	"type" text NOT NULL,
	"content" text NOT NULL,
	"redirect_link" text,
	"seen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_entries" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"labels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reference_entries_list_key_pk" PRIMARY KEY("list","key")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"data" jsonb DEFAULT '{"orders":[]}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_counters" (
	"shop_id" text NOT NULL,
	"series" text NOT NULL,
	"next_number" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "document_counters_shop_id_series_pk" PRIMARY KEY("shop_id","series"),
	CONSTRAINT "document_counters_next_number_check" CHECK ("document_counters"."next_number" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" text NOT NULL,
	"vintage_id" text,
	"format_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"free_quantity" integer DEFAULT 0 NOT NULL,
	"unit_ht_cents" integer NOT NULL,
	"unit_ttc_cents" integer NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "order_lines_shop_id_order_id_line_no_pk" PRIMARY KEY("shop_id","order_id","line_no"),
	CONSTRAINT "order_lines_quantity_check" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_free_quantity_check" CHECK ("order_lines"."free_quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_reservations" (
	"shop_id" text NOT NULL,
	"order_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"event_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"persons" integer NOT NULL,
	"total_ttc_cents" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_reservations_shop_id_order_id_line_no_pk" PRIMARY KEY("shop_id","order_id","line_no"),
	CONSTRAINT "order_reservations_persons_check" CHECK ("order_reservations"."persons" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"number" text,
	"kind" text DEFAULT 'order' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"delivery_status" text,
	"buyer_user_id" text,
	"created_by_user_id" text,
	"total_ht_cents" integer DEFAULT 0 NOT NULL,
	"total_vat_cents" integer DEFAULT 0 NOT NULL,
	"total_ttc_cents" integer DEFAULT 0 NOT NULL,
	"shipping_ttc_cents" integer DEFAULT 0 NOT NULL,
	"snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"idempotency_key" text,
	"notes" text,
	"payment_type" text,
	"delivery" jsonb,
	"aborted_cart_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "orders_kind_check" CHECK ("orders"."kind" in ('order', 'quote', 'bill', 'depositBill', 'creditNote', 'sample', 'future')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('draft', 'pending', 'validated', 'refused', 'cancelled', 'aborted', 'expired', 'invoiced', 'error')),
	CONSTRAINT "orders_delivery_status_check" CHECK ("orders"."delivery_status" is null or "orders"."delivery_status" in ('pending', 'preparation', 'pendingPickup', 'pickup', 'transit', 'partiallyDelivered', 'partiallyReturned', 'delivered', 'returned', 'error', 'exception')),
	CONSTRAINT "orders_totals_check" CHECK ("orders"."total_ttc_cents" = "orders"."total_ht_cents" + "orders"."total_vat_cents")
);
--> statement-breakpoint
CREATE TABLE "payment_groups" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"label" text,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_groups_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "payment_groups_status_check" CHECK ("payment_groups"."status" in ('pending', 'setup', 'processing', 'requiresAction', 'paid', 'partial', 'missing', 'refunded', 'error', 'cancelled', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount_cents" integer NOT NULL,
	"provider" text,
	"provider_ref" text,
	"payer_email" text,
	"group_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'setup', 'processing', 'requiresAction', 'paid', 'partial', 'missing', 'refunded', 'error', 'cancelled', 'scheduled'))
);
--> statement-breakpoint
CREATE TABLE "api_keys" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"last4" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "api_keys_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_banks" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"label" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"is_default" boolean DEFAULT false NOT NULL,
	CONSTRAINT "shop_banks_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_clients" (
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"typology" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_clients_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"authorizations" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_members_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id"),
	CONSTRAINT "shop_members_role_check" CHECK ("shop_members"."role" in ('owner', 'iam', 'agent'))
);
--> statement-breakpoint
CREATE TABLE "shop_tabs" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"parent_id" text,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"content_html" text,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "shop_tabs_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
CREATE TABLE "shop_typologies" (
	"shop_id" text NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"ttc" boolean DEFAULT false NOT NULL,
	"global_discount_bp" integer DEFAULT 0 NOT NULL,
	"all_rules_in_eq75" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "shop_typologies_shop_id_key_pk" PRIMARY KEY("shop_id","key")
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"url_name" text NOT NULL,
	"name" text NOT NULL,
	"business_type" text NOT NULL,
	"settings" jsonb NOT NULL,
	"integration" jsonb NOT NULL,
	"header" jsonb,
	"color" text,
	"logo" text,
	"edited_shop" jsonb,
	"contact_email" text,
	"phone" text,
	"legal" jsonb,
	"legal_notice_html" text,
	"payments_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"card_provider" jsonb,
	"online" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shops_business_type_check" CHECK ("shops"."business_type" in ('wine', 'champaign', 'beer', 'spirit', 'cider', 'other'))
);
--> statement-breakpoint
CREATE TABLE "stock_levels" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"warehouse_id" text NOT NULL,
	"product_id" text NOT NULL,
	"vintage_id" text,
	"format_id" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"alert_threshold" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_levels_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_levels_item_key" UNIQUE NULLS NOT DISTINCT("shop_id","warehouse_id","product_id","vintage_id","format_id"),
	CONSTRAINT "stock_levels_quantity_check" CHECK ("stock_levels"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"warehouse_id" text NOT NULL,
	"product_id" text NOT NULL,
	"vintage_id" text,
	"format_id" text NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "stock_movements_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('inventory', 'restock', 'sale', 'cancellation', 'return', 'transfer', 'adjustment', 'breakage')),
	CONSTRAINT "stock_movements_delta_check" CHECK ("stock_movements"."delta" <> 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"address" jsonb,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "format_prices" ADD CONSTRAINT "format_prices_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "format_prices" ADD CONSTRAINT "format_prices_typology_fk" FOREIGN KEY ("shop_id","typology") REFERENCES "public"."shop_typologies"("shop_id","key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "formats" ADD CONSTRAINT "formats_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_declarations" ADD CONSTRAINT "nutrition_declarations_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_declarations" ADD CONSTRAINT "nutrition_declarations_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nutrition_declarations" ADD CONSTRAINT "nutrition_declarations_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packings" ADD CONSTRAINT "packings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vintages" ADD CONSTRAINT "vintages_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_points" ADD CONSTRAINT "collection_points_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_modes" ADD CONSTRAINT "delivery_modes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_rates" ADD CONSTRAINT "event_rates_event_fk" FOREIGN KEY ("shop_id","event_id") REFERENCES "public"."events"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_slots" ADD CONSTRAINT "event_slots_event_fk" FOREIGN KEY ("shop_id","event_id") REFERENCES "public"."events"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_account_links" ADD CONSTRAINT "main_account_links_main_user_id_users_id_fk" FOREIGN KEY ("main_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_account_links" ADD CONSTRAINT "main_account_links_sub_user_id_users_id_fk" FOREIGN KEY ("sub_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_main_user_id_users_id_fk" FOREIGN KEY ("main_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents_to_download" ADD CONSTRAINT "documents_to_download_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_counters" ADD CONSTRAINT "document_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_event_fk" FOREIGN KEY ("shop_id","event_id") REFERENCES "public"."events"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_reservations" ADD CONSTRAINT "order_reservations_slot_fk" FOREIGN KEY ("shop_id","slot_id") REFERENCES "public"."event_slots"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_user_id_users_id_fk" FOREIGN KEY ("buyer_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_groups" ADD CONSTRAINT "payment_groups_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_group_fk" FOREIGN KEY ("shop_id","group_id") REFERENCES "public"."payment_groups"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_banks" ADD CONSTRAINT "shop_banks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_clients" ADD CONSTRAINT "shop_clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_clients" ADD CONSTRAINT "shop_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_clients" ADD CONSTRAINT "shop_clients_typology_fk" FOREIGN KEY ("shop_id","typology") REFERENCES "public"."shop_typologies"("shop_id","key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tabs" ADD CONSTRAINT "shop_tabs_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_tabs" ADD CONSTRAINT "shop_tabs_parent_fk" FOREIGN KEY ("shop_id","parent_id") REFERENCES "public"."shop_tabs"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_typologies" ADD CONSTRAINT "shop_typologies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_warehouse_fk" FOREIGN KEY ("shop_id","warehouse_id") REFERENCES "public"."warehouses"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_warehouse_fk" FOREIGN KEY ("shop_id","warehouse_id") REFERENCES "public"."warehouses"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "formats_product_idx" ON "formats" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "gtins_shop_product_idx" ON "gtins" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "nutrition_declarations_product_idx" ON "nutrition_declarations" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "nutrition_declarations_shop_gtin_key" ON "nutrition_declarations" USING btree ("shop_id","gtin");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shop_slug_key" ON "products" USING btree ("shop_id","slug");--> statement-breakpoint
CREATE INDEX "products_shop_status_position_idx" ON "products" USING btree ("shop_id","status","position");--> statement-breakpoint
CREATE INDEX "vintages_product_idx" ON "vintages" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "event_slots_event_starts_idx" ON "event_slots" USING btree ("shop_id","event_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_shop_status_idx" ON "events" USING btree ("shop_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "email_outbox_unsent_idx" ON "email_outbox" USING btree ("created_at") WHERE "email_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "main_account_links_sub_user_idx" ON "main_account_links" USING btree ("sub_user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "documents_to_download_user_opened_idx" ON "documents_to_download" USING btree ("user_id","opened_at");--> statement-breakpoint
CREATE INDEX "maintenances_end_date_idx" ON "maintenances" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "notifications_user_seen_created_idx" ON "notifications" USING btree ("user_id","seen","created_at");--> statement-breakpoint
CREATE INDEX "order_lines_product_idx" ON "order_lines" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "order_reservations_slot_idx" ON "order_reservations" USING btree ("shop_id","slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_idempotency_key" ON "orders" USING btree ("shop_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_shop_kind_number_key" ON "orders" USING btree ("shop_id","kind","number");--> statement-breakpoint
CREATE INDEX "orders_shop_status_created_idx" ON "orders" USING btree ("shop_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_buyer_created_idx" ON "orders" USING btree ("buyer_user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_key" ON "payments" USING btree ("shop_id","provider","provider_ref") WHERE "payments"."provider_ref" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_shop_key_hash_key" ON "api_keys" USING btree ("shop_id","key_hash");--> statement-breakpoint
CREATE INDEX "api_keys_key_hash_idx" ON "api_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_banks_one_default_key" ON "shop_banks" USING btree ("shop_id") WHERE "shop_banks"."is_default";--> statement-breakpoint
CREATE INDEX "shop_clients_user_idx" ON "shop_clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "shop_members_user_idx" ON "shop_members" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_typologies_one_public_key" ON "shop_typologies" USING btree ("shop_id") WHERE "shop_typologies"."public";--> statement-breakpoint
CREATE UNIQUE INDEX "shops_code_key" ON "shops" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "shops_url_name_key" ON "shops" USING btree ("url_name");--> statement-breakpoint
CREATE INDEX "stock_levels_product_idx" ON "stock_levels" USING btree ("shop_id","product_id");--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("shop_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "warehouses_one_default_key" ON "warehouses" USING btree ("shop_id") WHERE "warehouses"."is_default";