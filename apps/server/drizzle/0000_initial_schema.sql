CREATE TABLE "api_clients" (
	"client_id" text PRIMARY KEY NOT NULL,
	"client_secret" text NOT NULL,
	"name" text NOT NULL,
	"user_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" integer,
	"login" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	"user_agent" text,
	"result" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_payloads" (
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"account_id" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"short_name" text NOT NULL,
	"type" text NOT NULL,
	"country" text DEFAULT 'UA' NOT NULL,
	"edrpou" text,
	"mfo" text,
	"icon" text,
	"monitoring_email" text,
	"notification_email" text,
	"phones" text[] DEFAULT '{}'::text[] NOT NULL,
	"region" text,
	"fpt_connected" boolean DEFAULT false NOT NULL,
	"card_info_connected" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session_logins" (
	"session_uid" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"ip" text,
	"user_agent" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "signing_keys" (
	"kid" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"sub" text DEFAULT gen_random_uuid()::text NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"position" text,
	"org_id" integer NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"password_hash" text,
	"totp_secret" text,
	"totp_pending_secret" text,
	"totp_last_step" bigint,
	"locale" text DEFAULT 'uk' NOT NULL,
	"failed_logins" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "history_entries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "history_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entity_type" text NOT NULL,
	"entity_key" text NOT NULL,
	"action" text NOT NULL,
	"notes" text,
	"changes" jsonb,
	"creator_user_id" integer,
	"creator_name" text NOT NULL,
	"creator_org_id" integer,
	"event_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_category_domains" (
	"id" integer PRIMARY KEY NOT NULL,
	"category_id" text NOT NULL,
	"name_uk" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ru" text NOT NULL,
	"description_uk" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_ru" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"fields" text[] NOT NULL,
	"required_sets" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incident_phones" (
	"incident_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"number" text NOT NULL,
	"type" smallint NOT NULL,
	CONSTRAINT "incident_phones_incident_id_position_pk" PRIMARY KEY("incident_id","position")
);
--> statement-breakpoint
CREATE TABLE "incident_searches" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incident_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer NOT NULL,
	"channel" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incidents" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "incidents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id2" bigint DEFAULT (floor(random() * 9007199254740990) + 1)::bigint NOT NULL,
	"category_domain_id" integer NOT NULL,
	"group_id" integer,
	"group_description" text,
	"forum_id" bigint,
	"forum_msg_id" bigint,
	"creator_org_id" integer NOT NULL,
	"creator_user_id" integer NOT NULL,
	"basis_type" smallint,
	"basis_id" text,
	"channel" text NOT NULL,
	"event_date" date NOT NULL,
	"inn" text,
	"fullname" text,
	"passport_id" text,
	"egrpou" text,
	"org_name" text,
	"erdr_number" text,
	"erdr_date" date,
	"pan" text,
	"ip" text,
	"email" text,
	"url" text,
	"description" text,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_dt" timestamp with time zone,
	"deleted_reason" text
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"org_id" integer,
	"user_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"full_name" text NOT NULL,
	"level1" text NOT NULL,
	"level2" text,
	"level3" text,
	"level4" text,
	"level_extra" text,
	"parent_id" text,
	"name_key" text NOT NULL,
	"search_text" text NOT NULL,
	"edition" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bins" (
	"bin" text PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"card_system_id" smallint NOT NULL,
	"ica" text,
	"bid" text,
	"prepaid" boolean,
	"token" boolean,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atms" (
	"org_id" integer NOT NULL,
	"term_id" text NOT NULL,
	"location_id" text NOT NULL,
	"location_address" text NOT NULL,
	"location_description" text,
	"latitude" numeric(12, 9),
	"longitude" numeric(12, 9),
	"raw_region" text,
	"raw_city" text,
	"old_location_id" text,
	"old_location_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "atms_pk" PRIMARY KEY("org_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "acquirer_ids" (
	"org_id" integer NOT NULL,
	"id" text NOT NULL,
	"card_system_id" smallint NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "acquirer_ids_pk" PRIMARY KEY("org_id","id")
);
--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_log" ADD CONSTRAINT "login_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_logins" ADD CONSTRAINT "session_logins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_category_domains" ADD CONSTRAINT "incident_category_domains_category_id_incident_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."incident_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_phones" ADD CONSTRAINT "incident_phones_incident_id_incidents_id_fk" FOREIGN KEY ("incident_id") REFERENCES "public"."incidents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_category_domain_id_incident_category_domains_id_fk" FOREIGN KEY ("category_domain_id") REFERENCES "public"."incident_category_domains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_creator_org_id_organisations_id_fk" FOREIGN KEY ("creator_org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bins" ADD CONSTRAINT "bins_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atms" ADD CONSTRAINT "atms_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atms" ADD CONSTRAINT "atms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "atms" ADD CONSTRAINT "atms_old_location_id_locations_id_fk" FOREIGN KEY ("old_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_ids" ADD CONSTRAINT "acquirer_ids_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_log_user_idx" ON "login_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "oidc_payloads_pk" ON "oidc_payloads" USING btree ("type","id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_grant_idx" ON "oidc_payloads" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_uid_idx" ON "oidc_payloads" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "oidc_payloads_account_idx" ON "oidc_payloads" USING btree ("type","account_id");--> statement-breakpoint
CREATE INDEX "oidc_payloads_expires_idx" ON "oidc_payloads" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_name_uq" ON "organisations" USING btree ("name");--> statement-breakpoint
CREATE INDEX "session_logins_user_idx" ON "session_logins" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_login_uq" ON "users" USING btree (lower("login"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_sub_uq" ON "users" USING btree ("sub");--> statement-breakpoint
CREATE INDEX "users_org_idx" ON "users" USING btree ("org_id");--> statement-breakpoint
CREATE INDEX "history_entries_entity_idx" ON "history_entries" USING btree ("entity_type","entity_key","event_dt");--> statement-breakpoint
CREATE INDEX "incident_category_domains_category_idx" ON "incident_category_domains" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "incident_phones_number_idx" ON "incident_phones" USING btree ("number");--> statement-breakpoint
CREATE INDEX "incident_searches_at_idx" ON "incident_searches" USING btree ("at");--> statement-breakpoint
CREATE UNIQUE INDEX "incidents_id2_uq" ON "incidents" USING btree ("id2");--> statement-breakpoint
CREATE INDEX "incidents_inn_idx" ON "incidents" USING btree ("inn") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_passport_idx" ON "incidents" USING btree ("passport_id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_egrpou_idx" ON "incidents" USING btree ("egrpou") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_email_idx" ON "incidents" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "incidents_ip_idx" ON "incidents" USING btree ("ip") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_erdr_idx" ON "incidents" USING btree ("erdr_number") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_pan_idx" ON "incidents" USING btree ("pan") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_pan_mask_idx" ON "incidents" USING btree (left("pan", 6),right("pan", 4));--> statement-breakpoint
CREATE INDEX "incidents_group_idx" ON "incidents" USING btree ("group_id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_event_date_idx" ON "incidents" USING btree ("event_date","id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_creator_org_idx" ON "incidents" USING btree ("creator_org_id","id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_creator_user_idx" ON "incidents" USING btree ("creator_user_id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_live_id_idx" ON "incidents" USING btree ("id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_fullname_sort_idx" ON "incidents" USING btree ("fullname","id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_org_name_sort_idx" ON "incidents" USING btree ("org_name","id") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_fullname_trgm_idx" ON "incidents" USING gin (lower("fullname") gin_trgm_ops) WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_org_name_trgm_idx" ON "incidents" USING gin (lower("org_name") gin_trgm_ops) WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "incidents_url_trgm_idx" ON "incidents" USING gin (lower("url") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "incidents_domain_idx" ON "incidents" USING btree ("category_domain_id","update_dt");--> statement-breakpoint
CREATE INDEX "incidents_create_dt_idx" ON "incidents" USING btree ("create_dt") WHERE not "incidents"."deleted";--> statement-breakpoint
CREATE INDEX "notifications_org_idx" ON "notifications" USING btree ("org_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("next_attempt_at") WHERE "outbox"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "locations_search_trgm_idx" ON "locations" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_name_key_idx" ON "locations" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "locations_level1_idx" ON "locations" USING btree ("level1");--> statement-breakpoint
CREATE INDEX "bins_org_idx" ON "bins" USING btree ("org_id","bin");--> statement-breakpoint
CREATE INDEX "bins_updated_idx" ON "bins" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "bins_ica_idx" ON "bins" USING btree ("ica");--> statement-breakpoint
CREATE INDEX "atms_term_idx" ON "atms" USING btree ("term_id");--> statement-breakpoint
CREATE INDEX "atms_location_idx" ON "atms" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "atms_updated_idx" ON "atms" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "acquirer_ids_id_idx" ON "acquirer_ids" USING btree ("id");--> statement-breakpoint
CREATE INDEX "acquirer_ids_updated_idx" ON "acquirer_ids" USING btree ("updated_at");