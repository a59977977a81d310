CREATE TABLE `shared_plan` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`owner_id` text,
	`created_at` integer NOT NULL,
	`withdrawn_at` integer,
	FOREIGN KEY (`owner_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `shared_plan_owner_idx` ON `shared_plan` (`owner_id`);--> statement-breakpoint
CREATE TABLE `shared_plan_version` (
	`share_id` text NOT NULL,
	`version` integer NOT NULL,
	`fingerprint` text NOT NULL,
	`title` text NOT NULL,
	`body` blob NOT NULL,
	`published_at` integer NOT NULL,
	PRIMARY KEY(`share_id`, `version`),
	FOREIGN KEY (`share_id`) REFERENCES `shared_plan`(`id`) ON UPDATE no action ON DELETE cascade
);
