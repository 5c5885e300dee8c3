CREATE TABLE "cci_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"pan_masked" text NOT NULL,
	"pan_last4" text NOT NULL,
	"issuer_org_id" integer,
	"issuer_name" text NOT NULL,
	"tran_date" date NOT NULL,
	"amount" numeric(18, 2) NOT NULL,
	"applicant_name" text NOT NULL,
	"notes" text NOT NULL,
	"outcome" text NOT NULL,
	"failure" text,
	"ref_number" text,
	"status" text,
	"status_info" text,
	"answer_notes" text,
	"server_time" timestamp with time zone,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cci_requests" ADD CONSTRAINT "cci_requests_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cci_requests" ADD CONSTRAINT "cci_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cci_requests" ADD CONSTRAINT "cci_requests_issuer_org_id_organisations_id_fk" FOREIGN KEY ("issuer_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cci_requests_org_created_idx" ON "cci_requests" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "cci_requests_created_idx" ON "cci_requests" USING btree ("created_at");