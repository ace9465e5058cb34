CREATE TABLE "delivery_notes" (
	"shop_id" text NOT NULL,
	"document_id" text NOT NULL,
	"warehouse_id" text NOT NULL,
	"order_id" text,
	"carrier" text,
	"tracking_number" text,
	"delivery_status" text,
	"parcels" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parcel_count" integer DEFAULT 0 NOT NULL,
	"reason" text,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_notes_shop_id_document_id_pk" PRIMARY KEY("shop_id","document_id"),
	CONSTRAINT "delivery_notes_delivery_status_check" CHECK ("delivery_notes"."delivery_status" is null or "delivery_notes"."delivery_status" in ('pending', 'preparation', 'pendingPickup', 'pickup', 'transit', 'partiallyDelivered', 'partiallyReturned', 'delivered', 'returned', 'error', 'exception')),
	CONSTRAINT "delivery_notes_parcel_count_check" CHECK ("delivery_notes"."parcel_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipment_lines" (
	"shop_id" text NOT NULL,
	"document_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"order_id" text NOT NULL,
	"order_line_no" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "shipment_lines_shop_id_document_id_line_no_pk" PRIMARY KEY("shop_id","document_id","line_no"),
	CONSTRAINT "shipment_lines_quantity_check" CHECK ("shipment_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_document_fk" FOREIGN KEY ("shop_id","document_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_warehouse_fk" FOREIGN KEY ("shop_id","warehouse_id") REFERENCES "public"."warehouses"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_notes" ADD CONSTRAINT "delivery_notes_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_document_line_fk" FOREIGN KEY ("shop_id","document_id","line_no") REFERENCES "public"."sales_document_lines"("shop_id","document_id","line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_lines" ADD CONSTRAINT "shipment_lines_order_line_fk" FOREIGN KEY ("shop_id","order_id","order_line_no") REFERENCES "public"."order_lines"("shop_id","order_id","line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_notes_order_idx" ON "delivery_notes" USING btree ("shop_id","order_id");--> statement-breakpoint
CREATE INDEX "shipment_lines_order_idx" ON "shipment_lines" USING btree ("shop_id","order_id","order_line_no");