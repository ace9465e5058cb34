ALTER TABLE "sales_documents" ADD COLUMN "seller_snapshot" jsonb;--> statement-breakpoint
-- Documents already issued get the seller as their shop's settings say today, which is what their PDF printed
-- until now: from here on a change of the settings no longer reaches them. The keys are the ones the issue step
-- writes (apps/api/src/modules/sales/document-print.ts, SellerSnapshot); the reader normalises the address and
-- falls back to the platform's colour, as it does for the live settings. The trigger that refuses any change to an
-- issued document (0013) is off for this one statement only.
ALTER TABLE "sales_documents" DISABLE TRIGGER "sales_documents_frozen";--> statement-breakpoint
UPDATE "sales_documents" AS d SET "seller_snapshot" = jsonb_build_object(
  'shopName', s.name,
  'businessName', coalesce(nullif(s.legal->>'businessName', ''), s.name),
  'legalForm', s.legal->'legalForm',
  'capitalCents', s.legal->'capitalCents',
  'siret', s.legal->'siret',
  'rcs', s.legal->'rcs',
  'vatNumber', s.legal->'vatNumber',
  'exciseNumber', s.legal->'exciseNumber',
  'address', s.legal->'address',
  'hasVat', coalesce(s.settings->'hasTVA', 'true'::jsonb) <> 'false'::jsonb,
  'email', s.contact_email,
  'phone', s.phone,
  'color', s.edited_shop->'color',
  'logoUrl', coalesce(s.edited_shop->>'logo', s.logo),
  'legalFooter', coalesce(s.settings#>>'{sections,billing,legalFooter}', ''),
  'iban', b.iban,
  'bic', b.bic
)
FROM "shops" AS s
LEFT JOIN LATERAL (
  SELECT sb.iban, sb.bic FROM "shop_banks" AS sb
  WHERE sb.shop_id = s.id
  ORDER BY sb.is_default DESC, sb.id
  LIMIT 1
) AS b ON true
WHERE s.id = d.shop_id AND d.number IS NOT NULL AND d.seller_snapshot IS NULL;--> statement-breakpoint
ALTER TABLE "sales_documents" ENABLE TRIGGER "sales_documents_frozen";
