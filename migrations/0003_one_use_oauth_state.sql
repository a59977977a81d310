CREATE TABLE `oauth_state_use` (
	`state_hash` text PRIMARY KEY NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `oauth_state_use_expires_at_idx` ON `oauth_state_use` (`expires_at`);