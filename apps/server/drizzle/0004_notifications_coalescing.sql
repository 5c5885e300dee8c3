ALTER TABLE "notifications" ADD COLUMN "coalesce_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "occurrences" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_coalesce_idx" ON "notifications" USING btree ("kind","coalesce_key","window_start");--> statement-breakpoint
UPDATE "notifications" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "notifications" SET "params" = "params" || '{"uploads": 1}'::jsonb WHERE "kind" = 'bin_conflict' AND NOT "params" ? 'uploads';