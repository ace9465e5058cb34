CREATE TABLE "email_outbox_attachments" (
	"mail_id" text NOT NULL,
	"position" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "email_outbox_attachments_mail_id_position_pk" PRIMARY KEY("mail_id","position")
);
--> statement-breakpoint
CREATE TABLE "sales_mail_models" (
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_mail_models_shop_id_kind_pk" PRIMARY KEY("shop_id","kind"),
	CONSTRAINT "sales_mail_models_kind_check" CHECK ("sales_mail_models"."kind" in ('quote', 'bill', 'depositBill', 'creditNote', 'sample', 'shipment'))
);
--> statement-breakpoint
ALTER TABLE "sales_documents" ADD COLUMN "opportunity_id" text;--> statement-breakpoint
ALTER TABLE "email_outbox_attachments" ADD CONSTRAINT "email_outbox_attachments_mail_fk" FOREIGN KEY ("mail_id") REFERENCES "public"."email_outbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_mail_models" ADD CONSTRAINT "sales_mail_models_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_documents_opportunity_idx" ON "sales_documents" USING btree ("shop_id","opportunity_id");