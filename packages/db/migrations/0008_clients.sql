CREATE TABLE "client_addresses" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"title" text,
	"name" text,
	"street" text NOT NULL,
	"street2" text,
	"zipcode" text NOT NULL,
	"city" text NOT NULL,
	"country" text DEFAULT 'FR' NOT NULL,
	"department" text,
	"county" text,
	"state" text,
	"state_code" text,
	"phone" text,
	"email" text,
	"excise_number" text,
	"is_mountain" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_addresses_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "client_addresses_kind_check" CHECK ("client_addresses"."kind" in ('billing', 'delivery')),
	CONSTRAINT "client_addresses_country_check" CHECK ("client_addresses"."country" in ('DE', 'AT', 'BE', 'BG', 'CY', 'HR', 'DK', 'ES', 'EE', 'FI', 'FR', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'CZ', 'RO', 'SK', 'SI', 'SE', 'CH')),
	CONSTRAINT "client_addresses_department_check" CHECK ("client_addresses"."department" is null or "client_addresses"."department" in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '2A', '2B', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81', '82', '83', '84', '85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '971', '972', '973', '974', '976'))
);
--> statement-breakpoint
CREATE TABLE "client_contacts" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"client_id" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"role" text,
	"email" text,
	"phone" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_contacts_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "client_contacts_email_lower_check" CHECK ("client_contacts"."email" = lower("client_contacts"."email"))
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"shop_id" text NOT NULL,
	"id" text NOT NULL,
	"user_id" text,
	"pipe" text DEFAULT 'Client' NOT NULL,
	"prospect_stage" text,
	"last_contact_at" timestamp with time zone,
	"civility" text,
	"firstname" text,
	"lastname" text,
	"email" text,
	"phone" text,
	"is_pro" boolean DEFAULT false NOT NULL,
	"business_reason" text,
	"business_name" text,
	"siret" text,
	"siren" text,
	"nic" text,
	"vat_number" text,
	"excise_number" text,
	"typology" text,
	"payment_delay" text,
	"payment_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"agent_user_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text,
	"marketing_consent" boolean DEFAULT false NOT NULL,
	"marketing_consent_at" timestamp with time zone,
	"marketing_consent_source" text,
	"city" text,
	"zipcode" text,
	"department" text,
	"last_order_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(coalesce(firstname, '') || ' ' || coalesce(lastname, '') || '|' || coalesce(lastname, '') || ' '
  || coalesce(firstname, '') || '|' || coalesce(business_reason, '') || '|' || coalesce(business_name, '') || '|'
  || coalesce(email, '') || '|' || coalesce(phone, '') || '|' || coalesce(regexp_replace(phone, '^\+33', '0'), '')
  || '|' || coalesce(city, '') || '|' || coalesce(siret, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎABCDEFGHIJKLMNOPQRSTUVWXYZ 	

  ', 'aaaaaaceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋoooooorrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaǥggkkooooʒʒjǳǳggƕƿnnaaøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏabcdefghijklmnopqrstuvwxyz'), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Ǣ', 'ae'), 'ǣ', 'ae'), 'Ǽ', 'ae'), 'ǽ', 'ae')) STORED,
	"sort_name" text GENERATED ALWAYS AS (replace(replace(replace(replace(replace(replace(replace(replace(replace(translate(coalesce(nullif(business_name, ''), nullif(business_reason, ''), '') || ' ' || coalesce(lastname, '')
  || ' ' || coalesce(firstname, ''), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĐĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĦĨĩĪīĬĭĮįİĲĴĵĶķĹĺĻļĽľĿŁŃńŅņŇňŊŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŦŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƁƂƄƆƇƉƊƋƎƏƐƑƓƔƖƗƘƜƝƟƠơƢƤƦƧƩƬƮƯưƱƲƳƵƷƸƼǄǅǇǈǊǋǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǤǦǧǨǩǪǫǬǭǮǯǰǱǲǴǵǶǷǸǹǺǻǾǿȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȜȞȟȠȢȤȦȧȨȩȪȫȬȭȮȯȰȱȲȳȺȻȽȾɁɃɄɅɆɈɊɌɎABCDEFGHIJKLMNOPQRSTUVWXYZ', 'aaaaaaceeeeiiiiðnoooooøuuuuyþaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddđeeeeeeeeeegggggggghhħiiiiiiiiiĳjjkkllllllŀłnnnnnnŋoooooorrrrrrssssssssttttŧuuuuuuuuuuuuwwyyyzzzzzzɓƃƅɔƈɖɗƌǝəɛƒɠɣɩɨƙɯɲɵooƣƥʀƨʃƭʈuuʊʋƴƶʒƹƽǆǆǉǉǌǌaaiioouuuuuuuuuuaaaaǥggkkooooʒʒjǳǳggƕƿnnaaøøaaaaeeeeiiiioooorrrruuuussttȝhhƞȣȥaaeeooooooooyyⱥȼƚⱦɂƀʉʌɇɉɋɍɏabcdefghijklmnopqrstuvwxyz'), 'Æ', 'ae'), 'ß', 'ss'), 'æ', 'ae'), 'Œ', 'oe'), 'œ', 'oe'), 'Ǣ', 'ae'), 'ǣ', 'ae'), 'Ǽ', 'ae'), 'ǽ', 'ae')) STORED,
	"anonymised_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_shop_id_id_pk" PRIMARY KEY("shop_id","id"),
	CONSTRAINT "clients_pipe_check" CHECK ("clients"."pipe" in ('Client', 'Prospect')),
	CONSTRAINT "clients_civility_check" CHECK ("clients"."civility" is null or "clients"."civility" in ('Monsieur', 'Madame', 'SARL', 'SAS', 'SASU', 'SA', 'EURL', 'EARL', 'SCEA', 'GAEC', 'SCI', 'Association')),
	CONSTRAINT "clients_payment_delay_check" CHECK ("clients"."payment_delay" is null or "clients"."payment_delay" in ('days7', 'days10', 'days14', 'days30', 'days45', 'days60', 'days75', 'days90', 'days120', 'atOrder', 'atDelivery', 'endOfMonth', 'days30EndOfMonth', 'days45EndOfMonth', 'days60EndOfMonth', 'days90EndOfMonth', 'days120EndOfMonth')),
	CONSTRAINT "clients_department_check" CHECK ("clients"."department" is null or "clients"."department" in ('01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12', '13', '14', '15', '16', '17', '18', '19', '2A', '2B', '21', '22', '23', '24', '25', '26', '27', '28', '29', '30', '31', '32', '33', '34', '35', '36', '37', '38', '39', '40', '41', '42', '43', '44', '45', '46', '47', '48', '49', '50', '51', '52', '53', '54', '55', '56', '57', '58', '59', '60', '61', '62', '63', '64', '65', '66', '67', '68', '69', '70', '71', '72', '73', '74', '75', '76', '77', '78', '79', '80', '81', '82', '83', '84', '85', '86', '87', '88', '89', '90', '91', '92', '93', '94', '95', '971', '972', '973', '974', '976')),
	CONSTRAINT "clients_email_lower_check" CHECK ("clients"."email" = lower("clients"."email"))
);
--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_contacts" ADD CONSTRAINT "client_contacts_client_fk" FOREIGN KEY ("shop_id","client_id") REFERENCES "public"."clients"("shop_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_typology_fk" FOREIGN KEY ("shop_id","typology") REFERENCES "public"."shop_typologies"("shop_id","key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_addresses_client_idx" ON "client_addresses" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "client_addresses_one_default_key" ON "client_addresses" USING btree ("shop_id","client_id","kind") WHERE "client_addresses"."is_default";--> statement-breakpoint
CREATE INDEX "client_contacts_client_idx" ON "client_contacts" USING btree ("shop_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_shop_user_key" ON "clients" USING btree ("shop_id","user_id");--> statement-breakpoint
CREATE INDEX "clients_user_idx" ON "clients" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "clients_shop_sort_idx" ON "clients" USING btree ("shop_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "clients_shop_email_idx" ON "clients" USING btree ("shop_id","email");--> statement-breakpoint
CREATE INDEX "clients_shop_siret_idx" ON "clients" USING btree ("shop_id","siret");--> statement-breakpoint
CREATE INDEX "clients_shop_agent_idx" ON "clients" USING btree ("shop_id","agent_user_id");--> statement-breakpoint
CREATE INDEX "clients_shop_last_order_idx" ON "clients" USING btree ("shop_id","last_order_at");;--> statement-breakpoint
-- shop_clients becomes clients: each buyer account linked to a shop keeps its typology, with its names and contact
-- details copied from the account (the client file is then the shop's own copy)
INSERT INTO "clients" ("shop_id", "id", "user_id", "typology", "firstname", "lastname", "email", "phone", "is_pro",
  "business_reason", "business_name", "created_at", "updated_at")
SELECT sc."shop_id", 'cli_' || substr(md5(sc."shop_id" || ':' || sc."user_id"), 1, 20), sc."user_id", sc."typology",
  u."firstname", u."lastname", u."email", u."phone", u."is_pro", u."business"->>'reason', u."business"->>'name',
  sc."created_at", sc."created_at"
FROM "shop_clients" sc JOIN "users" u ON u."id" = sc."user_id";--> statement-breakpoint
-- issue 17: a buyer who ordered in a shop is a client of that shop
INSERT INTO "clients" ("shop_id", "id", "user_id", "firstname", "lastname", "email", "phone", "is_pro",
  "business_reason", "business_name")
SELECT DISTINCT o."shop_id", 'cli_' || substr(md5(o."shop_id" || ':' || o."buyer_user_id"), 1, 20), o."buyer_user_id",
  u."firstname", u."lastname", u."email", u."phone", u."is_pro", u."business"->>'reason', u."business"->>'name'
FROM "orders" o JOIN "users" u ON u."id" = o."buyer_user_id"
WHERE o."kind" = 'order' AND o."status" NOT IN ('draft', 'aborted', 'error')
ON CONFLICT ("shop_id", "user_id") DO NOTHING;--> statement-breakpoint
UPDATE "clients" c SET "last_order_at" = o."last_order_at"
FROM (SELECT "shop_id", "buyer_user_id", max("created_at") AS "last_order_at" FROM "orders"
  WHERE "kind" = 'order' AND "status" NOT IN ('draft', 'aborted', 'error') AND "buyer_user_id" IS NOT NULL
  GROUP BY "shop_id", "buyer_user_id") o
WHERE o."shop_id" = c."shop_id" AND o."buyer_user_id" = c."user_id";--> statement-breakpoint
DROP TABLE "shop_clients" CASCADE;
