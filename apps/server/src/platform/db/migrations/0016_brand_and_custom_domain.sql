CREATE TABLE "company_brands" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"brand_color" text,
	"hide_powered_by" boolean DEFAULT false NOT NULL,
	"logo_id" uuid,
	"logo_type" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_domains" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"verification_token" text NOT NULL,
	"verified_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
ALTER TABLE "company_brands" ADD CONSTRAINT "company_brands_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_domains" ADD CONSTRAINT "company_domains_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;