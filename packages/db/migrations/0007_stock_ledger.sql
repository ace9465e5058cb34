ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_reason_check";--> statement-breakpoint
-- the former reasons in the ledger's words: restock is a production entry, adjustment an inventory count, a
-- transfer's two sides go out and in; a row whose sign its reason does not allow becomes an inventory adjustment
UPDATE "stock_movements" SET "reason" = CASE "reason"
  WHEN 'restock' THEN 'production'
  WHEN 'adjustment' THEN 'inventory'
  WHEN 'transfer' THEN CASE WHEN "delta" > 0 THEN 'transferIn' ELSE 'transferOut' END
  ELSE "reason" END
WHERE "reason" IN ('restock', 'adjustment', 'transfer');--> statement-breakpoint
UPDATE "stock_movements" SET "reason" = 'inventory'
WHERE ("reason" IN ('production', 'purchase', 'return', 'cancellation') AND "delta" < 0)
  OR ("reason" IN ('sale', 'breakage') AND "delta" > 0);--> statement-breakpoint
ALTER TABLE "stock_levels" ADD COLUMN "alert_raised" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "lot" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "transfer_id" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "document_type" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "document_id" text;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "occurred_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "stock_movements" SET "occurred_at" = "created_at";--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "tax_status" text DEFAULT 'paid' NOT NULL;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "excise_number" text;--> statement-breakpoint
ALTER TABLE "warehouses" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "stock_levels_warehouse_idx" ON "stock_levels" USING btree ("shop_id","warehouse_id");--> statement-breakpoint
CREATE INDEX "stock_movements_occurred_idx" ON "stock_movements" USING btree ("shop_id","occurred_at");--> statement-breakpoint
CREATE INDEX "stock_movements_warehouse_idx" ON "stock_movements" USING btree ("shop_id","warehouse_id","occurred_at");--> statement-breakpoint
CREATE INDEX "stock_movements_transfer_idx" ON "stock_movements" USING btree ("shop_id","transfer_id");--> statement-breakpoint
ALTER TABLE "stock_levels" ADD CONSTRAINT "stock_levels_alert_threshold_check" CHECK ("stock_levels"."alert_threshold" is null or "stock_levels"."alert_threshold" >= 0);--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_sign_check" CHECK (("stock_movements"."reason" in ('production', 'purchase', 'return', 'cancellation', 'transferIn') and "stock_movements"."delta" > 0)
        or ("stock_movements"."reason" in ('sale', 'sample', 'tasting', 'breakage', 'loss', 'transferOut') and "stock_movements"."delta" < 0)
        or "stock_movements"."reason" = 'inventory');--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" in ('production', 'purchase', 'return', 'cancellation', 'transferIn', 'sale', 'sample', 'tasting', 'breakage', 'loss', 'transferOut', 'inventory'));--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_tax_status_check" CHECK ("warehouses"."tax_status" in ('suspended', 'paid'));