-- Promotion codes leave the shop settings document (issue 16): each code saved under
-- settings.sections.promotions.promotions ({code, type '%'|'€', amount, threshold {kind none|count|amount, value},
-- active}) becomes a promo_codes row (percent in basis points, euros in cents); a code the table's rules refuse
-- (a percent over 100, a second spelling of the same code) is left out. The section is then removed.
INSERT INTO "promo_codes" ("shop_id", "id", "code", "kind", "value", "threshold_kind", "threshold_value", "active")
SELECT DISTINCT ON (s."id", lower(btrim(p->>'code')))
  s."id",
  'prc_' || substr(md5(random()::text || clock_timestamp()::text || s."id" || (p->>'code')), 1, 20),
  btrim(p->>'code'),
  CASE WHEN p->>'type' = '%' THEN 'percent' ELSE 'amount' END,
  round((p->>'amount')::numeric * 100)::integer,
  CASE
    WHEN p#>>'{threshold,kind}' = 'count' AND round((p#>>'{threshold,value}')::numeric) >= 1 THEN 'productCount'
    WHEN p#>>'{threshold,kind}' = 'amount' AND (p#>>'{threshold,value}')::numeric > 0 THEN 'amount'
    ELSE 'none'
  END,
  CASE
    WHEN p#>>'{threshold,kind}' = 'count' AND round((p#>>'{threshold,value}')::numeric) >= 1
      THEN round((p#>>'{threshold,value}')::numeric)::integer
    WHEN p#>>'{threshold,kind}' = 'amount' AND (p#>>'{threshold,value}')::numeric > 0
      THEN round((p#>>'{threshold,value}')::numeric * 100)::integer
    ELSE 0
  END,
  coalesce((p->>'active')::boolean, true)
FROM "shops" s
CROSS JOIN LATERAL jsonb_array_elements(
  CASE
    WHEN jsonb_typeof(s."settings"#>'{sections,promotions,promotions}') = 'array'
      THEN s."settings"#>'{sections,promotions,promotions}'
    ELSE '[]'::jsonb
  END
) AS p
WHERE char_length(btrim(coalesce(p->>'code', ''))) BETWEEN 1 AND 15
  AND p->>'type' IN ('%', '€')
  AND (p->>'amount')::numeric > 0
  AND (p->>'type' <> '%' OR (p->>'amount')::numeric <= 100)
ORDER BY s."id", lower(btrim(p->>'code'))
ON CONFLICT DO NOTHING;
--> statement-breakpoint
UPDATE "shops" SET "settings" = "settings" #- '{sections,promotions}'
WHERE "settings"#>'{sections,promotions}' IS NOT NULL;
