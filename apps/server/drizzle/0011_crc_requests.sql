CREATE SEQUENCE "public"."crc_request_id_seq" INCREMENT BY 1 MINVALUE 100000000001 MAXVALUE 999999999999 START WITH 100000000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "crc_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"police_org_id" integer NOT NULL,
	"police_user_id" integer,
	"police_user_name" text NOT NULL,
	"alert_source_id" integer,
	"recipient_org_id" integer,
	"sender_org_id" integer,
	"status_id" smallint NOT NULL,
	"request_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_user_id" integer,
	"last_user_name" text,
	"registry_type" smallint NOT NULL,
	"reg_number" text NOT NULL,
	"reg_date" text NOT NULL,
	"incriminated_articles" jsonb NOT NULL,
	"applicant_name" text,
	"employee_name" text NOT NULL,
	"employee_email" text NOT NULL,
	"sender_type" text NOT NULL,
	"sender_number" text NOT NULL,
	"recipient_type" text NOT NULL,
	"recipient_number" text NOT NULL,
	"fraud_transactions" jsonb NOT NULL,
	"fraudster_contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"notes" text,
	"parent_id" text,
	"tran_time" timestamp with time zone,
	"tran_count" integer NOT NULL,
	"total_amount" numeric(18, 2),
	"currency_code" text,
	"incident_id" bigint,
	"incident_id2" bigint,
	"reply" jsonb,
	"taken_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"due_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_police_org_id_organisations_id_fk" FOREIGN KEY ("police_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_police_user_id_users_id_fk" FOREIGN KEY ("police_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_alert_source_id_organisations_id_fk" FOREIGN KEY ("alert_source_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_recipient_org_id_organisations_id_fk" FOREIGN KEY ("recipient_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_sender_org_id_organisations_id_fk" FOREIGN KEY ("sender_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crc_requests" ADD CONSTRAINT "crc_requests_last_user_id_users_id_fk" FOREIGN KEY ("last_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_idx" ON "crc_requests" USING btree ("recipient_org_id","request_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crc_requests_police_idx" ON "crc_requests" USING btree ("police_org_id","request_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crc_requests_request_dt_idx" ON "crc_requests" USING btree ("request_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crc_requests_status_idx" ON "crc_requests" USING btree ("status_id","request_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "crc_requests_new_idx" ON "crc_requests" USING btree ("recipient_org_id") WHERE "crc_requests"."status_id" in (4, 5);--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_number_idx" ON "crc_requests" USING btree ("recipient_number");--> statement-breakpoint
CREATE INDEX "crc_requests_sender_number_idx" ON "crc_requests" USING btree ("sender_number");--> statement-breakpoint
CREATE INDEX "crc_requests_parent_idx" ON "crc_requests" USING btree ("parent_id") WHERE "crc_requests"."parent_id" is not null;