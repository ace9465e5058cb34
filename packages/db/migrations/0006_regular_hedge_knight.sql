CREATE TABLE "reservations" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"event_id" text NOT NULL,
	"slot_id" text NOT NULL,
	"source" text NOT NULL,
	"order_id" text,
	"order_line_no" integer,
	"buyer_id" text,
	"client_id" text,
	"contact_name" text NOT NULL,
	"contact_email" text,
	"contact_phone" text,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"persons" integer NOT NULL,
	"total_ttc_cents" integer DEFAULT 0 NOT NULL,
	"tourist_tax_cents" integer DEFAULT 0 NOT NULL,
	"language" text,
	"notes" text,
	"status" text DEFAULT 'booked' NOT NULL,
	"payment_state" text DEFAULT 'toPay' NOT NULL,
	"reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reservations_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "reservations_persons_check" CHECK ("reservations"."persons" >= 0),
	CONSTRAINT "reservations_status_check" CHECK ("reservations"."status" in ('booked', 'arrived', 'noShow', 'cancelled')),
	CONSTRAINT "reservations_payment_state_check" CHECK ("reservations"."payment_state" in ('toPay', 'paid', 'toRefund', 'refunded')),
	CONSTRAINT "reservations_source_check" CHECK ("reservations"."source" in ('shop', 'phone'))
);
--> statement-breakpoint
ALTER TABLE "event_rates" ADD COLUMN "optional" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "visibility" jsonb DEFAULT '{"typologies":[],"membersOnly":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "places_per_slot" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_event_fk" FOREIGN KEY ("shop_id","event_id") REFERENCES "public"."events"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_slot_fk" FOREIGN KEY ("shop_id","slot_id") REFERENCES "public"."event_slots"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reservations_slot_idx" ON "reservations" USING btree ("shop_id","slot_id");--> statement-breakpoint
CREATE INDEX "reservations_buyer_idx" ON "reservations" USING btree ("buyer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reservations_order_line_key" ON "reservations" USING btree ("shop_id","order_id","order_line_no");