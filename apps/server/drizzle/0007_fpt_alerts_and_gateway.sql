CREATE TABLE "fpt_alerts" (
	"id" text PRIMARY KEY NOT NULL,
	"request_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_org_id" integer NOT NULL,
	"creator_user_id" integer,
	"creator_user_name" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_number" text NOT NULL,
	"sender_org_id" integer,
	"recipient_type" text NOT NULL,
	"recipient_number" text NOT NULL,
	"recipient_org_id" integer,
	"fraud_type_id" smallint NOT NULL,
	"prevented_fraud" boolean DEFAULT false NOT NULL,
	"reply_email" text NOT NULL,
	"parent_id" text,
	"transit_mode" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"status_id" smallint DEFAULT 1 NOT NULL,
	"notes" text,
	"trans_in" jsonb NOT NULL,
	"trans_out" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trans_out_dt" timestamp with time zone,
	"tran_time" timestamp with time zone,
	"tran_count" integer NOT NULL,
	"total_amount" numeric(18, 2),
	"currency_code" text,
	"incident_id" bigint,
	"incident_id2" bigint,
	"last_user_id" integer,
	"last_user_name" text,
	"taken_at" timestamp with time zone,
	"final_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "service_endpoints" (
	"org_id" integer NOT NULL,
	"service" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_endpoints_pk" PRIMARY KEY("org_id","service")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "org_id" integer;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "service" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "last_error_fixable" boolean;--> statement-breakpoint
ALTER TABLE "fpt_alerts" ADD CONSTRAINT "fpt_alerts_creator_org_id_organisations_id_fk" FOREIGN KEY ("creator_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpt_alerts" ADD CONSTRAINT "fpt_alerts_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpt_alerts" ADD CONSTRAINT "fpt_alerts_sender_org_id_organisations_id_fk" FOREIGN KEY ("sender_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpt_alerts" ADD CONSTRAINT "fpt_alerts_recipient_org_id_organisations_id_fk" FOREIGN KEY ("recipient_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpt_alerts" ADD CONSTRAINT "fpt_alerts_last_user_id_users_id_fk" FOREIGN KEY ("last_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_endpoints" ADD CONSTRAINT "service_endpoints_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fpt_alerts_creator_idx" ON "fpt_alerts" USING btree ("creator_org_id","request_dt");--> statement-breakpoint
CREATE INDEX "fpt_alerts_recipient_idx" ON "fpt_alerts" USING btree ("recipient_org_id","request_dt");--> statement-breakpoint
CREATE INDEX "fpt_alerts_recipient_status_idx" ON "fpt_alerts" USING btree ("recipient_org_id","status_id");--> statement-breakpoint
CREATE INDEX "fpt_alerts_request_dt_idx" ON "fpt_alerts" USING btree ("request_dt");--> statement-breakpoint
CREATE INDEX "fpt_alerts_sender_number_idx" ON "fpt_alerts" USING btree ("sender_number");--> statement-breakpoint
CREATE INDEX "fpt_alerts_recipient_number_idx" ON "fpt_alerts" USING btree ("recipient_number");--> statement-breakpoint
CREATE INDEX "fpt_alerts_parent_idx" ON "fpt_alerts" USING btree ("parent_id") WHERE "fpt_alerts"."parent_id" is not null;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_failed_packets_idx" ON "outbox" USING btree ("service","org_id") WHERE "outbox"."failed_at" is not null;