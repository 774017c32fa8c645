CREATE TYPE "public"."employment_type" AS ENUM('full_time', 'part_time', 'contract', 'intern');--> statement-breakpoint
CREATE TYPE "public"."staff_status" AS ENUM('active', 'inactive', 'terminated', 'on_leave', 'suspended');--> statement-breakpoint
CREATE SEQUENCE "public"."staff_employee_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_name" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"entity_label" text,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"employee_number" integer DEFAULT nextval('staff_employee_number_seq') NOT NULL,
	"employee_id" text GENERATED ALWAYS AS ('EMP' || lpad(employee_number::text, greatest(4, length(employee_number::text)), '0')) STORED NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" date NOT NULL,
	"gender" text NOT NULL,
	"phone_number" text NOT NULL,
	"email" text,
	"street" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"country" text DEFAULT 'India' NOT NULL,
	"emergency_contact_name" text,
	"emergency_contact_relationship" text,
	"emergency_contact_phone" text,
	"position" text NOT NULL,
	"employment_type" "employment_type" DEFAULT 'full_time' NOT NULL,
	"status" "staff_status" DEFAULT 'active' NOT NULL,
	"hire_date" date NOT NULL,
	"reporting_manager_id" uuid,
	"start_time" text DEFAULT '09:00' NOT NULL,
	"end_time" text DEFAULT '18:00' NOT NULL,
	"working_days" text[] NOT NULL,
	"shift_type" text DEFAULT 'morning' NOT NULL,
	"salary_cents" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'LKR' NOT NULL,
	"payment_frequency" text DEFAULT 'monthly' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_salary_range" CHECK ("staff"."salary_cents" between 0 and 1000000000),
	CONSTRAINT "staff_version_positive" CHECK ("staff"."version" >= 1),
	CONSTRAINT "staff_minimum_hire_age" CHECK ("staff"."hire_date" >= "staff"."date_of_birth" + interval '16 years'),
	CONSTRAINT "staff_not_own_manager" CHECK ("staff"."reporting_manager_id" is distinct from "staff"."id")
);
--> statement-breakpoint
CREATE TABLE "staff_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"date" date NOT NULL,
	"status" text NOT NULL,
	"check_in" text,
	"check_out" text,
	"minutes_worked" integer DEFAULT 0 NOT NULL,
	"notes" text,
	"recorded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_attendance_minutes_range" CHECK ("staff_attendance"."minutes_worked" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "staff_skills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"years_of_experience" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_training" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"title" text NOT NULL,
	"provider" text,
	"start_date" date NOT NULL,
	"completed_date" date,
	"status" text NOT NULL,
	"certificate_number" text,
	"certificate_expiry" date,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_training_dates_in_order" CHECK ("staff_training"."completed_date" is null or "staff_training"."completed_date" >= "staff_training"."start_date")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_reporting_manager_id_staff_id_fk" FOREIGN KEY ("reporting_manager_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_attendance" ADD CONSTRAINT "staff_attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_skills" ADD CONSTRAINT "staff_skills_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_training" ADD CONSTRAINT "staff_training_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_employee_number_key" ON "staff" USING btree ("employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_employee_id_key" ON "staff" USING btree ("employee_id");--> statement-breakpoint
CREATE INDEX "staff_status_idx" ON "staff" USING btree ("status");--> statement-breakpoint
CREATE INDEX "staff_hire_date_idx" ON "staff" USING btree ("hire_date");--> statement-breakpoint
CREATE INDEX "staff_created_at_idx" ON "staff" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_attendance_staff_date_key" ON "staff_attendance" USING btree ("staff_id","date");--> statement-breakpoint
CREATE INDEX "staff_attendance_date_idx" ON "staff_attendance" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_skills_staff_name_key" ON "staff_skills" USING btree ("staff_id",lower("name"));--> statement-breakpoint
CREATE INDEX "staff_training_staff_idx" ON "staff_training" USING btree ("staff_id","start_date");