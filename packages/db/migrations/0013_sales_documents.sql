CREATE TABLE "sales_document_lines" (
	"shop_id" text NOT NULL,
	"document_id" text NOT NULL,
	"line_no" integer NOT NULL,
	"kind" text DEFAULT 'product' NOT NULL,
	"product_id" text,
	"vintage_id" text,
	"format_id" text,
	"label" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_ht_cents" integer NOT NULL,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"vat_rate_bp" integer NOT NULL,
	"total_ht_cents" integer NOT NULL,
	"total_vat_cents" integer NOT NULL,
	"total_ttc_cents" integer NOT NULL,
	CONSTRAINT "sales_document_lines_shop_id_document_id_line_no_pk" PRIMARY KEY("shop_id","document_id","line_no"),
	CONSTRAINT "sales_document_lines_kind_check" CHECK ("sales_document_lines"."kind" in ('product', 'free', 'shipping')),
	CONSTRAINT "sales_document_lines_quantity_check" CHECK ("sales_document_lines"."quantity" > 0),
	CONSTRAINT "sales_document_lines_discount_check" CHECK ("sales_document_lines"."discount_bp" between 0 and 10000),
	CONSTRAINT "sales_document_lines_product_check" CHECK (("sales_document_lines"."kind" = 'product') = ("sales_document_lines"."product_id" is not null and "sales_document_lines"."format_id" is not null)),
	CONSTRAINT "sales_document_lines_totals_check" CHECK ("sales_document_lines"."total_ttc_cents" = "sales_document_lines"."total_ht_cents" + "sales_document_lines"."total_vat_cents")
);
--> statement-breakpoint
CREATE TABLE "sales_documents" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"number" text,
	"fiscal_year" text,
	"client_id" text NOT NULL,
	"client_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"typology" text,
	"created_by_user_id" text,
	"order_id" text,
	"quote_id" text,
	"bill_id" text,
	"global_discount_bp" integer DEFAULT 0 NOT NULL,
	"total_ht_cents" integer DEFAULT 0 NOT NULL,
	"total_vat_cents" integer DEFAULT 0 NOT NULL,
	"total_ttc_cents" integer DEFAULT 0 NOT NULL,
	"deposits_ttc_cents" integer DEFAULT 0 NOT NULL,
	"payment_delay" text,
	"due_on" date,
	"valid_until" date,
	"notes" text,
	"issued_at" timestamp with time zone,
	"issued_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_documents_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "sales_documents_kind_check" CHECK ("sales_documents"."kind" in ('quote', 'bill', 'depositBill', 'creditNote', 'sample', 'shipment')),
	CONSTRAINT "sales_documents_status_check" CHECK ("sales_documents"."status" in ('draft', 'sent', 'accepted', 'refused', 'expired', 'issued', 'cancelled')),
	CONSTRAINT "sales_documents_number_check" CHECK (("sales_documents"."number" is null) = ("sales_documents"."status" in ('draft', 'cancelled'))),
	CONSTRAINT "sales_documents_totals_check" CHECK ("sales_documents"."total_ttc_cents" = "sales_documents"."total_ht_cents" + "sales_documents"."total_vat_cents"),
	CONSTRAINT "sales_documents_discount_check" CHECK ("sales_documents"."global_discount_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_document_fk" FOREIGN KEY ("shop_id","document_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_product_fk" FOREIGN KEY ("shop_id","product_id") REFERENCES "public"."products"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_vintage_fk" FOREIGN KEY ("shop_id","vintage_id") REFERENCES "public"."vintages"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_document_lines" ADD CONSTRAINT "sales_document_lines_format_fk" FOREIGN KEY ("shop_id","format_id") REFERENCES "public"."formats"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_order_fk" FOREIGN KEY ("shop_id","order_id") REFERENCES "public"."orders"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_quote_fk" FOREIGN KEY ("shop_id","quote_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_documents" ADD CONSTRAINT "sales_documents_bill_fk" FOREIGN KEY ("shop_id","bill_id") REFERENCES "public"."sales_documents"("shop_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_documents_shop_kind_number_key" ON "sales_documents" USING btree ("shop_id","kind","number");--> statement-breakpoint
CREATE INDEX "sales_documents_shop_kind_created_idx" ON "sales_documents" USING btree ("shop_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "sales_documents_client_idx" ON "sales_documents" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE INDEX "sales_documents_order_idx" ON "sales_documents" USING btree ("shop_id","order_id");--> statement-breakpoint
-- CGI art. 242 nonies A: an issued document (numbered) is never edited or deleted; only its status moves on
-- (a quote sent → accepted) and updated_at. Written by hand after the generated statements.
CREATE FUNCTION "sales_documents_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.number IS NOT NULL THEN
      RAISE EXCEPTION 'Un document émis (%) ne peut pas être supprimé.', OLD.number USING ERRCODE = 'P0001';
    END IF;
    RETURN OLD;
  END IF;
  IF OLD.number IS NOT NULL AND (to_jsonb(NEW) - 'status' - 'updated_at') IS DISTINCT FROM (to_jsonb(OLD) - 'status' - 'updated_at') THEN
    RAISE EXCEPTION 'Un document émis (%) ne peut pas être modifié.', OLD.number USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_documents_frozen" BEFORE UPDATE OR DELETE ON "sales_documents" FOR EACH ROW EXECUTE FUNCTION "sales_documents_frozen"();
--> statement-breakpoint
CREATE FUNCTION "sales_document_lines_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  issued text;
BEGIN
  SELECT number INTO issued FROM sales_documents
    WHERE shop_id = COALESCE(NEW.shop_id, OLD.shop_id) AND id = COALESCE(NEW.document_id, OLD.document_id);
  IF issued IS NOT NULL THEN
    RAISE EXCEPTION 'Les lignes du document émis % ne peuvent pas changer.', issued USING ERRCODE = 'P0001';
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_document_lines_frozen" BEFORE INSERT OR UPDATE OR DELETE ON "sales_document_lines" FOR EACH ROW EXECUTE FUNCTION "sales_document_lines_frozen"();
