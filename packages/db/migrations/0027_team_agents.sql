ALTER TABLE "shop_members" ADD COLUMN "territory" text;--> statement-breakpoint
ALTER TABLE "shop_members" ADD COLUMN "commission_bp" integer;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_commission_bp_check" CHECK ("shop_members"."commission_bp" between 0 and 10000);