CREATE TABLE `dev_email` (
	`id` text PRIMARY KEY NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`text_body` text NOT NULL,
	`html_body` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `dev_email_to_created_idx` ON `dev_email` (`to_address`,`created_at`);--> statement-breakpoint
CREATE TABLE `rate_limit_counter` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`reset_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `rate_limit_counter_reset_at_idx` ON `rate_limit_counter` (`reset_at`);