CREATE TABLE "user_tokens" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_by_user_id" integer
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "previous_secret_hash" text;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "previous_secret_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "last_used_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "crc_connected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "mobile_check_connected" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "email_domains" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "grantable_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD COLUMN "subject_org_id" integer;--> statement-breakpoint
ALTER TABLE "user_tokens" ADD CONSTRAINT "user_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_tokens_hash_uq" ON "user_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "user_tokens_user_idx" ON "user_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "history_entries_type_dt_idx" ON "history_entries" USING btree ("entity_type","event_dt");--> statement-breakpoint
-- Crime Check reached the banks connected to FPT until now (decision 0041): they stay connected.
UPDATE "organisations" SET "crc_connected" = "fpt_connected";--> statement-breakpoint
-- What the organisations' people hold today, their managers may keep granting; their addresses' domains stay theirs.
UPDATE "organisations" o SET
  "grantable_codes" = COALESCE((SELECT array_agg(DISTINCT c ORDER BY c) FROM "users" u, unnest(u."permissions") c WHERE u."org_id" = o."id" AND u."role" <> 'admin'), '{}'::text[]),
  "email_domains" = COALESCE((SELECT array_agg(DISTINCT lower(split_part(u."email", '@', 2))) FROM "users" u WHERE u."org_id" = o."id" AND u."role" NOT IN ('admin', 'api-user') AND position('@' in u."email") > 0), '{}'::text[]);
