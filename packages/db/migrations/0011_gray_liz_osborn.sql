CREATE TABLE "calendar_feeds" (
	"shop_id" text NOT NULL,
	"user_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_shop_id_user_id_pk" PRIMARY KEY("shop_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"activity" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"label_color" text,
	"due_at" timestamp with time zone NOT NULL,
	"assignee_user_id" text NOT NULL,
	"client_id" text,
	"notes" text,
	"done_at" timestamp with time zone,
	"done_by_user_id" text,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "tasks_title_check" CHECK (char_length("tasks"."title") between 1 and 200),
	CONSTRAINT "tasks_activity_check" CHECK ("tasks"."activity" in ('customEmail', 'orderPreparation', 'customPhone', 'customMeeting', 'tasting', 'visit', 'tour', 'animation', 'salon', 'breakfast', 'other')),
	CONSTRAINT "tasks_priority_check" CHECK ("tasks"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "tasks_label_color_check" CHECK ("tasks"."label_color" is null or "tasks"."label_color" in ('#219EBC', '#8ECAE6', '#023047', '#FFB703', '#FB8500', '#d0312d', '#a4d1d0', '#2A9D8F', '#6A4C93', '#E76F51', '#ABB5C9')),
	CONSTRAINT "tasks_done_check" CHECK ("tasks"."done_at" is not null or "tasks"."done_by_user_id" is null)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_user_id_users_id_fk" FOREIGN KEY ("assignee_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_done_by_user_id_users_id_fk" FOREIGN KEY ("done_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_shop_token_key" ON "calendar_feeds" USING btree ("shop_id","token_hash");--> statement-breakpoint
CREATE INDEX "tasks_shop_assignee_due_idx" ON "tasks" USING btree ("shop_id","assignee_user_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_shop_due_idx" ON "tasks" USING btree ("shop_id","due_at");--> statement-breakpoint
CREATE INDEX "tasks_shop_client_idx" ON "tasks" USING btree ("shop_id","client_id");