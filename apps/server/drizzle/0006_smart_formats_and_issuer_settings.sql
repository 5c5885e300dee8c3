CREATE TABLE "smart_zone_formats" (
	"org_id" integer NOT NULL,
	"service" text NOT NULL,
	"n" integer NOT NULL,
	"title" text NOT NULL,
	"disable" boolean DEFAULT false NOT NULL,
	"body" jsonb NOT NULL,
	"last_user_id" integer,
	"last_user_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "smart_zone_formats_pk" PRIMARY KEY("org_id","service","n")
);
--> statement-breakpoint
CREATE TABLE "issuer_settings" (
	"org_id" integer NOT NULL,
	"service" text NOT NULL,
	"iban_access" boolean DEFAULT false NOT NULL,
	"iban_support" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "issuer_settings_pk" PRIMARY KEY("org_id","service")
);
--> statement-breakpoint
ALTER TABLE "smart_zone_formats" ADD CONSTRAINT "smart_zone_formats_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "smart_zone_formats" ADD CONSTRAINT "smart_zone_formats_last_user_id_users_id_fk" FOREIGN KEY ("last_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "issuer_settings" ADD CONSTRAINT "issuer_settings_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "smart_zone_formats_title_idx" ON "smart_zone_formats" USING btree ("org_id","service","title");