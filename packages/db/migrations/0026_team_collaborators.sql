ALTER TABLE "auth_tokens" DROP CONSTRAINT "auth_tokens_kind_check";--> statement-breakpoint
ALTER TABLE "shop_members" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "shop_members" ADD COLUMN "manager_id" text;--> statement-breakpoint
ALTER TABLE "shop_members" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_manager_fk" FOREIGN KEY ("shop_id","manager_id") REFERENCES "public"."shop_members"("shop_id","user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_members_manager_idx" ON "shop_members" USING btree ("shop_id","manager_id");--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_kind_check" CHECK ("auth_tokens"."kind" in ('reset', 'validate', 'invite'));--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_manager_not_self_check" CHECK ("shop_members"."manager_id" <> "shop_members"."user_id");