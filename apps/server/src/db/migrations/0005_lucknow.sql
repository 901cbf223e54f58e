CREATE TABLE "localities" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_hi" text NOT NULL,
	"pin" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	CONSTRAINT "localities_pin" CHECK ("localities"."pin" ~ '^[1-9][0-9]{5}$')
);
--> statement-breakpoint
-- The rows of the contract's LOCALITIES (localities.test.ts keeps them equal).
INSERT INTO "localities" ("slug", "name", "name_hi", "pin", "lat", "lng") VALUES
	('aishbagh', 'Aishbagh', 'ऐशबाग', '226004', 26.8560, 80.9090),
	('alambagh', 'Alambagh', 'आलमबाग', '226005', 26.8140, 80.9040),
	('aliganj', 'Aliganj', 'अलीगंज', '226024', 26.8930, 80.9430),
	('amausi', 'Amausi', 'अमौसी', '226009', 26.7620, 80.8830),
	('aminabad', 'Aminabad', 'अमीनाबाद', '226018', 26.8460, 80.9250),
	('ashiyana', 'Ashiyana', 'आशियाना', '226012', 26.7900, 80.9150),
	('badshah-nagar', 'Badshah Nagar', 'बादशाह नगर', '226006', 26.8700, 80.9600),
	('balaganj', 'Balaganj', 'बालागंज', '226003', 26.8800, 80.8960),
	('cantonment', 'Cantonment', 'कैंट', '226002', 26.8220, 80.9610),
	('charbagh', 'Charbagh', 'चारबाग', '226004', 26.8330, 80.9200),
	('chinhat', 'Chinhat', 'चिनहट', '226028', 26.8770, 81.0480),
	('chowk', 'Chowk', 'चौक', '226003', 26.8680, 80.9110),
	('daliganj', 'Daliganj', 'डालीगंज', '226020', 26.8800, 80.9300),
	('dalibagh', 'Dalibagh', 'डालीबाग', '226001', 26.8560, 80.9590),
	('faizabad-road', 'Faizabad Road', 'फ़ैज़ाबाद रोड', '226016', 26.8780, 81.0200),
	('gomti-nagar', 'Gomti Nagar', 'गोमती नगर', '226010', 26.8560, 81.0000),
	('gomti-nagar-extension', 'Gomti Nagar Extension', 'गोमती नगर विस्तार', '226010', 26.8390, 81.0330),
	('hazratganj', 'Hazratganj', 'हज़रतगंज', '226001', 26.8500, 80.9460),
	('husainganj', 'Husainganj', 'हुसैनगंज', '226001', 26.8390, 80.9330),
	('indira-nagar', 'Indira Nagar', 'इंदिरा नगर', '226016', 26.8780, 80.9970),
	('jankipuram', 'Jankipuram', 'जानकीपुरम', '226021', 26.9240, 80.9410),
	('kaiserbagh', 'Kaiserbagh', 'क़ैसरबाग', '226001', 26.8560, 80.9320),
	('kalyanpur', 'Kalyanpur', 'कल्याणपुर', '226022', 26.9050, 80.9950),
	('kapoorthala', 'Kapoorthala', 'कपूरथला', '226024', 26.8880, 80.9450),
	('krishna-nagar', 'Krishna Nagar', 'कृष्णा नगर', '226023', 26.7970, 80.8940),
	('kursi-road', 'Kursi Road', 'कुर्सी रोड', '226026', 26.9150, 80.9750),
	('lda-colony', 'LDA Colony', 'एलडीए कॉलोनी', '226012', 26.8000, 80.9050),
	('lalbagh', 'Lalbagh', 'लालबाग', '226001', 26.8490, 80.9380),
	('mahanagar', 'Mahanagar', 'महानगर', '226006', 26.8750, 80.9600),
	('munshipulia', 'Munshipulia', 'मुंशीपुलिया', '226016', 26.8900, 81.0040),
	('naka-hindola', 'Naka Hindola', 'नाका हिंडोला', '226004', 26.8420, 80.9170),
	('nirala-nagar', 'Nirala Nagar', 'निराला नगर', '226020', 26.8870, 80.9480),
	('nishatganj', 'Nishatganj', 'निशातगंज', '226006', 26.8650, 80.9580),
	('rajajipuram', 'Rajajipuram', 'राजाजीपुरम', '226017', 26.8480, 80.8790),
	('rajendra-nagar', 'Rajendra Nagar', 'राजेंद्र नगर', '226004', 26.8510, 80.9080),
	('sarojini-nagar', 'Sarojini Nagar', 'सरोजिनी नगर', '226008', 26.7700, 80.8700),
	('sitapur-road', 'Sitapur Road', 'सीतापुर रोड', '226021', 26.9300, 80.9380),
	('sultanpur-road', 'Sultanpur Road', 'सुल्तानपुर रोड', '226025', 26.7800, 81.0200),
	('sushant-golf-city', 'Sushant Golf City', 'सुशांत गोल्फ़ सिटी', '226030', 26.7760, 81.0050),
	('telibagh', 'Telibagh', 'तेलीबाग', '226029', 26.7850, 80.9480),
	('thakurganj', 'Thakurganj', 'ठाकुरगंज', '226003', 26.8750, 80.8880),
	('transport-nagar', 'Transport Nagar', 'ट्रांसपोर्ट नगर', '226012', 26.7880, 80.8980),
	('vikas-nagar', 'Vikas Nagar', 'विकास नगर', '226022', 26.8930, 80.9660),
	('vrindavan-yojana', 'Vrindavan Yojana', 'वृंदावन योजना', '226029', 26.7790, 80.9530);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_size" CHECK (cardinality("search_synonyms"."words") BETWEEN 2 AND 12)
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "owners" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "bhk" smallint;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "furnishing" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "locality" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "bhk" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "furnishing" text;--> statement-breakpoint
-- Every existing item gets the locality its location names (longest name first: "Gomti Nagar Extension" before
-- "Gomti Nagar"), else the city centre; property gets its BHK from the title and its furnishing from the text.
UPDATE "products" p SET "locality" = coalesce((SELECT l."slug" FROM "localities" l
    WHERE lower(' ' || regexp_replace(p."location", '[^A-Za-z0-9]+', ' ', 'g') || ' ') LIKE '% ' || lower(l."name") || ' %'
    ORDER BY length(l."name") DESC LIMIT 1), 'hazratganj');
--> statement-breakpoint
UPDATE "listings" p SET "locality" = coalesce((SELECT l."slug" FROM "localities" l
    WHERE lower(' ' || regexp_replace(p."location", '[^A-Za-z0-9]+', ' ', 'g') || ' ') LIKE '% ' || lower(l."name") || ' %'
    ORDER BY length(l."name") DESC LIMIT 1), 'hazratganj');
--> statement-breakpoint
UPDATE "products" SET
    "bhk" = CASE WHEN "title" ~* '\m1\s*rk\M|studio' THEN 0
        WHEN "title" ~* '\d+\s*bhk' THEN least(10, (substring("title" FROM '(?i)(\d+)\s*bhk'))::int) END,
    "furnishing" = CASE WHEN "title" || ' ' || "description" ~* 'semi[- ]?furnished' THEN 'semi_furnished'
        WHEN "title" || ' ' || "description" ~* 'un-?furnished' THEN 'unfurnished'
        WHEN "title" || ' ' || "description" ~* 'furnished' THEN 'furnished' END
    WHERE "category" = 'property';
--> statement-breakpoint
UPDATE "listings" SET
    "bhk" = CASE WHEN "title" ~* '\m1\s*rk\M|studio' THEN 0
        WHEN "title" ~* '\d+\s*bhk' THEN least(10, (substring("title" FROM '(?i)(\d+)\s*bhk'))::int) END,
    "furnishing" = CASE WHEN "title" || ' ' || "description" ~* 'semi[- ]?furnished' THEN 'semi_furnished'
        WHEN "title" || ' ' || "description" ~* 'un-?furnished' THEN 'unfurnished'
        WHEN "title" || ' ' || "description" ~* 'furnished' THEN 'furnished' END
    WHERE "category" = 'property';
--> statement-breakpoint
ALTER TABLE "products" ALTER COLUMN "locality" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "listings" ALTER COLUMN "locality" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "localities_name_uq" ON "localities" USING btree ("name");--> statement-breakpoint
CREATE INDEX "search_synonyms_words_idx" ON "search_synonyms" USING gin ("words");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_locality_localities_slug_fk" FOREIGN KEY ("locality") REFERENCES "public"."localities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_locality_localities_slug_fk" FOREIGN KEY ("locality") REFERENCES "public"."localities"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_public_locality_idx" ON "listings" USING btree ("locality","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "products_public_locality_idx" ON "products" USING btree ("locality","category","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "listings_locality_latest_idx" ON "listings" USING btree ("locality","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
CREATE INDEX "products_locality_latest_idx" ON "products" USING btree ("locality","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE approval_status = 'approved';--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_language" CHECK ("admins"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "owners" ADD CONSTRAINT "owners_language" CHECK ("owners"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language" CHECK ("users"."language" IN ('en', 'hi'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_bhk_range" CHECK ("listings"."bhk" BETWEEN 0 AND 10);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_bhk_range" CHECK ("products"."bhk" BETWEEN 0 AND 10);--> statement-breakpoint
-- Search synonyms as Lucknow types them (English, Hinglish, Hindi); admins edit them from here on.
INSERT INTO "search_synonyms" ("words") VALUES
	('{"fridge","refrigerator","freej","frij","fridj","फ्रिज","फ्रीज","रेफ्रिजरेटर"}'),
	('{"cooler","air cooler","kular","कूलर"}'),
	('{"washing machine","washer","washing","वॉशिंग मशीन","वाशिंग मशीन"}'),
	('{"ac","air conditioner","split ac","window ac","एसी","ए सी"}'),
	('{"tv","television","led tv","टीवी","टी वी"}'),
	('{"microwave","oven","माइक्रोवेव","ओवन"}'),
	('{"fan","ceiling fan","pankha","पंखा"}'),
	('{"geyser","water heater","gizer","गीज़र","गीजर"}'),
	('{"ro","water purifier","purifier","आरओ","वाटर प्यूरीफायर"}'),
	('{"almirah","almari","almira","wardrobe","cupboard","अलमारी"}'),
	('{"sofa","couch","सोफा","सोफ़ा"}'),
	('{"bed","palang","cot","बेड","पलंग"}'),
	('{"table","mez","मेज़","मेज","टेबल"}'),
	('{"chair","kursi","कुर्सी"}'),
	('{"pg","paying guest","hostel","पीजी"}'),
	('{"flat","apartment","फ्लैट","अपार्टमेंट"}'),
	('{"house","makan","ghar","मकान","घर"}'),
	('{"room","kamra","कमरा","रूम"}'),
	('{"shop","dukan","दुकान","शॉप"}'),
	('{"rent","kiraya","kiraye","किराया","किराये"}'),
	('{"saree","sari","साड़ी","साडी"}'),
	('{"kurta","kurti","कुर्ता","कुर्ती"}'),
	('{"lehenga","lehnga","lahenga","लहंगा"}'),
	('{"sherwani","शेरवानी"}'),
	('{"dress","dresses","ड्रेस","कपड़े"}'),
	('{"furnished","फर्निश्ड"}'),
	('{"inverter","इन्वर्टर"}');
