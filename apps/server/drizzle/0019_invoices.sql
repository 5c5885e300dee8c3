CREATE TABLE "invoice_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"price_from" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_runs" (
	"period" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_tariffs" (
	"id" serial PRIMARY KEY NOT NULL,
	"service" text NOT NULL,
	"org_id" integer,
	"price" bigint NOT NULL,
	"effective_from" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text NOT NULL,
	CONSTRAINT "invoice_tariffs_step" UNIQUE NULLS NOT DISTINCT("service","org_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"kind" text NOT NULL,
	"org_id" integer NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"net" bigint NOT NULL,
	"vat_percent" integer NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issued_by" text NOT NULL,
	"paid_date" date,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_tariffs" ADD CONSTRAINT "invoice_tariffs_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_live_one" ON "invoices" USING btree ("org_id","kind","period") WHERE "invoices"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "invoices_kind_period_idx" ON "invoices" USING btree ("kind","period");