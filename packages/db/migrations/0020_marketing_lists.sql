CREATE TABLE "marketing_list_members" (
	"shop_id" text NOT NULL,
	"list_id" text NOT NULL,
	"client_id" text NOT NULL,
	"source" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_list_members_shop_id_list_id_client_id_pk" PRIMARY KEY("shop_id","list_id","client_id"),
	CONSTRAINT "marketing_list_members_source_check" CHECK ("marketing_list_members"."source" in ('clientList', 'listPage'))
);
--> statement-breakpoint
CREATE TABLE "marketing_lists" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "marketing_lists_shop_id_id_pk" PRIMARY KEY("shop_id","id")
);
--> statement-breakpoint
ALTER TABLE "marketing_list_members" ADD CONSTRAINT "marketing_list_members_list_fk" FOREIGN KEY ("shop_id","list_id") REFERENCES "public"."marketing_lists"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_list_members" ADD CONSTRAINT "marketing_list_members_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketing_lists" ADD CONSTRAINT "marketing_lists_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marketing_list_members_client_idx" ON "marketing_list_members" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "marketing_lists_shop_name_key" ON "marketing_lists" USING btree ("shop_id",lower("name"));