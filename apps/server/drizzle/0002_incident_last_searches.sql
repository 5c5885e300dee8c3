CREATE TABLE "incident_last_searches" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"criteria" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
