DROP INDEX "fpt_alerts_creator_idx";--> statement-breakpoint
DROP INDEX "fpt_alerts_recipient_idx";--> statement-breakpoint
DROP INDEX "fpt_alerts_request_dt_idx";--> statement-breakpoint
CREATE INDEX "fpt_alerts_open_idx" ON "fpt_alerts" USING btree ("recipient_org_id","request_dt","taken_at") WHERE "fpt_alerts"."final_at" is null;--> statement-breakpoint
CREATE INDEX "fpt_alerts_sender_mask_idx" ON "fpt_alerts" USING btree (left("sender_number", 6),right("sender_number", 4));--> statement-breakpoint
CREATE INDEX "fpt_alerts_recipient_mask_idx" ON "fpt_alerts" USING btree (left("recipient_number", 6),right("recipient_number", 4));--> statement-breakpoint
CREATE INDEX "fpt_alerts_creator_idx" ON "fpt_alerts" USING btree ("creator_org_id","request_dt","status_id","currency_code","total_amount");--> statement-breakpoint
CREATE INDEX "fpt_alerts_recipient_idx" ON "fpt_alerts" USING btree ("recipient_org_id","request_dt","status_id","currency_code","total_amount");--> statement-breakpoint
CREATE INDEX "fpt_alerts_request_dt_idx" ON "fpt_alerts" USING btree ("request_dt","status_id","currency_code","total_amount","recipient_org_id");