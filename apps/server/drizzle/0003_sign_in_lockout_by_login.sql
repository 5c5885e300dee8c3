CREATE INDEX "login_log_login_idx" ON "login_log" USING btree (lower("login"),"at");--> statement-breakpoint
CREATE INDEX "login_log_success_idx" ON "login_log" USING btree (lower("login"),"ip","at") WHERE "login_log"."result" = 'success';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";