-- One account per provider account (a password account's account_id is its user's id, so
-- also one password per user) and one passkey per credential. Rows that writes at the same
-- instant duplicated before these keys existed are removed first, keeping the oldest of
-- each key (by created_at, then insertion order; a passkey without created_at counts as
-- the newest), so the indexes apply on a database that holds them.
DELETE FROM `account` WHERE EXISTS (
	SELECT 1 FROM `account` AS `older`
	WHERE `older`.`provider_id` = `account`.`provider_id`
		AND `older`.`account_id` = `account`.`account_id`
		AND (`older`.`created_at` < `account`.`created_at`
			OR (`older`.`created_at` = `account`.`created_at` AND `older`.`rowid` < `account`.`rowid`))
);--> statement-breakpoint
DELETE FROM `passkey` WHERE EXISTS (
	SELECT 1 FROM `passkey` AS `older`
	WHERE `older`.`credential_id` = `passkey`.`credential_id`
		AND (ifnull(`older`.`created_at`, 9223372036854775807) < ifnull(`passkey`.`created_at`, 9223372036854775807)
			OR (ifnull(`older`.`created_at`, 9223372036854775807) = ifnull(`passkey`.`created_at`, 9223372036854775807)
				AND `older`.`rowid` < `passkey`.`rowid`))
);--> statement-breakpoint
CREATE UNIQUE INDEX `account_providerId_accountId_uidx` ON `account` (`provider_id`,`account_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `passkey_credentialID_uidx` ON `passkey` (`credential_id`);
