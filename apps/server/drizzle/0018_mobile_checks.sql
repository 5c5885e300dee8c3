CREATE TABLE "mcs_checks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mcs_checks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"org_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"phone" text NOT NULL,
	"depth_days" smallint NOT NULL,
	"consent" boolean NOT NULL,
	"operator" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"route" text,
	"sim_changed" text,
	"sim_changed_at" timestamp with time zone,
	"call_forwarding" text,
	"error" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mcs_checks" ADD CONSTRAINT "mcs_checks_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mcs_checks" ADD CONSTRAINT "mcs_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mcs_checks_org_created_idx" ON "mcs_checks" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "mcs_checks_created_idx" ON "mcs_checks" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "mcs_checks_phone_idx" ON "mcs_checks" USING btree ("phone");