CREATE TABLE "gateway_calls" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gateway_calls_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"direction" text NOT NULL,
	"org_id" integer,
	"service" text NOT NULL,
	"kind" text NOT NULL,
	"webhook_id" text,
	"result" text NOT NULL,
	"http_status" smallint,
	"duration_ms" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_receipts" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gateway_calls" ADD CONSTRAINT "gateway_calls_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gateway_calls_org_at_idx" ON "gateway_calls" USING btree ("org_id","at");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_receipts_at_idx" ON "sandbox_webhook_receipts" USING btree ("received_at");