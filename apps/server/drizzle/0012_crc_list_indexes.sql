DROP INDEX "crc_requests_recipient_idx";--> statement-breakpoint
DROP INDEX "crc_requests_police_idx";--> statement-breakpoint
DROP INDEX "crc_requests_request_dt_idx";--> statement-breakpoint
DROP INDEX "crc_requests_status_idx";--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_mask_idx" ON "crc_requests" USING btree (left("recipient_number", 6),right("recipient_number", 4));--> statement-breakpoint
CREATE INDEX "crc_requests_sender_mask_idx" ON "crc_requests" USING btree (left("sender_number", 6),right("sender_number", 4));--> statement-breakpoint
CREATE INDEX "crc_requests_recipient_idx" ON "crc_requests" USING btree ("recipient_org_id","request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_police_idx" ON "crc_requests" USING btree ("police_org_id","request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_request_dt_idx" ON "crc_requests" USING btree ("request_dt","id");--> statement-breakpoint
CREATE INDEX "crc_requests_status_idx" ON "crc_requests" USING btree ("status_id","request_dt","id");