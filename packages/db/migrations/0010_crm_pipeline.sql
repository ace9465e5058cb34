CREATE TABLE "opportunities" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"client_id" text NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"probability" integer DEFAULT 0 NOT NULL,
	"expected_date" date,
	"stage_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"owner_user_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"lost_reason" text,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "opportunities_status_check" CHECK ("opportunities"."status" in ('open', 'won', 'lost')),
	CONSTRAINT "opportunities_amount_check" CHECK ("opportunities"."amount_cents" >= 0),
	CONSTRAINT "opportunities_position_check" CHECK ("opportunities"."position" >= 0),
	CONSTRAINT "opportunities_probability_check" CHECK ("opportunities"."probability" between 0 and 100),
	CONSTRAINT "opportunities_name_check" CHECK (char_length("opportunities"."name") between 1 and 120),
	CONSTRAINT "opportunities_closed_check" CHECK (("opportunities"."status" = 'open') = ("opportunities"."closed_at" is null))
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_action" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "next_action_on" date;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_shop_board_idx" ON "opportunities" USING btree ("shop_id","status","stage_id","position");--> statement-breakpoint
CREATE INDEX "opportunities_shop_client_idx" ON "opportunities" USING btree ("shop_id","client_id");