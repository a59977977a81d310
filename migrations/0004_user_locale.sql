CREATE TABLE `user_locale` (
	`user_id` text PRIMARY KEY NOT NULL,
	`locale` text NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `user`(`id`) ON UPDATE no action ON DELETE cascade
);
