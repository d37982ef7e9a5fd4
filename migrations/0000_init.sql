CREATE TABLE `admin_action_people` (
	`action_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`action_id`, `user_id`),
	FOREIGN KEY (`action_id`) REFERENCES `admin_actions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `admin_action_people_user_idx` ON `admin_action_people` (`user_id`,`created_at`,`action_id`);--> statement-breakpoint
CREATE TABLE `admin_actions` (
	`id` text PRIMARY KEY NOT NULL,
	`admin_id` text NOT NULL,
	`admin_name` text DEFAULT '' NOT NULL,
	`action` text NOT NULL,
	`target_type` text NOT NULL,
	`target_id` text NOT NULL,
	`details` text DEFAULT '{}' NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_actions_created_idx` ON `admin_actions` (`created_at`);--> statement-breakpoint
CREATE INDEX `admin_actions_target_idx` ON `admin_actions` (`target_type`,`target_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_actions_admin_idx` ON `admin_actions` (`admin_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `admin_actions_type_idx` ON `admin_actions` (`target_type`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `admin_actions_action_idx` ON `admin_actions` (`action`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `contact_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`subject` text DEFAULT '' NOT NULL,
	`message` text NOT NULL,
	`user_id` text,
	`status` text DEFAULT 'new' NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contact_messages_created_idx` ON `contact_messages` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `contact_messages_newest_idx` ON `contact_messages` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `galleries` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`is_sale` integer DEFAULT false NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`cover_photo_id` text,
	`total_like` integer DEFAULT 0 NOT NULL,
	`total_comment` integer DEFAULT 0 NOT NULL,
	`total_view` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "galleries_price_non_negative" CHECK("galleries"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `galleries_performer_idx` ON `galleries` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `galleries_status_created_idx` ON `galleries` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `photos` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`gallery_id` text NOT NULL,
	`file_id` text NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`total_like` integer DEFAULT 0 NOT NULL,
	`total_comment` integer DEFAULT 0 NOT NULL,
	`total_view` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`gallery_id`) REFERENCES `galleries`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `photos_gallery_idx` ON `photos` (`gallery_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `photos_performer_idx` ON `photos` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `photos_file_idx` ON `photos` (`file_id`);--> statement-breakpoint
CREATE TABLE `products` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`price` integer NOT NULL,
	`stock` integer,
	`image_file_id` text,
	`digital_file_id` text,
	`total_like` integer DEFAULT 0 NOT NULL,
	`total_comment` integer DEFAULT 0 NOT NULL,
	`total_view` integer DEFAULT 0 NOT NULL,
	`total_sold` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`image_file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`digital_file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "products_price_positive" CHECK("products"."price" > 0),
	CONSTRAINT "products_stock_non_negative" CHECK("products"."stock" IS NULL OR "products"."stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX `products_performer_idx` ON `products` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `products_image_file_idx` ON `products` (`image_file_id`);--> statement-breakpoint
CREATE INDEX `products_digital_file_idx` ON `products` (`digital_file_id`);--> statement-breakpoint
CREATE INDEX `products_status_created_idx` ON `products` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `videos` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`participant_ids` text DEFAULT '[]' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`is_sale` integer DEFAULT false NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`file_id` text,
	`thumbnail_file_id` text,
	`teaser_file_id` text,
	`is_schedule` integer DEFAULT false NOT NULL,
	`scheduled_at` integer,
	`total_like` integer DEFAULT 0 NOT NULL,
	`total_comment` integer DEFAULT 0 NOT NULL,
	`total_view` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`thumbnail_file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`teaser_file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null,
	CONSTRAINT "videos_price_non_negative" CHECK("videos"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `videos_performer_idx` ON `videos` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `videos_file_idx` ON `videos` (`file_id`);--> statement-breakpoint
CREATE INDEX `videos_thumbnail_file_idx` ON `videos` (`thumbnail_file_id`);--> statement-breakpoint
CREATE INDEX `videos_teaser_file_idx` ON `videos` (`teaser_file_id`);--> statement-breakpoint
CREATE INDEX `videos_schedule_idx` ON `videos` (`is_schedule`,`scheduled_at`);--> statement-breakpoint
CREATE INDEX `videos_listed_idx` ON `videos` (`status`,`is_schedule`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `performer_country_blocks` (
	`performer_id` text NOT NULL,
	`country_code` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`performer_id`, `country_code`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `performer_country_blocks_country_idx` ON `performer_country_blocks` (`country_code`,`performer_id`);--> statement-breakpoint
CREATE TABLE `site_country_blocks` (
	`country_code` text PRIMARY KEY NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `user_blocks` (
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`reason` text,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`performer_id`, `user_id`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `user_blocks_user_idx` ON `user_blocks` (`user_id`);--> statement-breakpoint
CREATE TABLE `earning_days` (
	`performer_id` text NOT NULL,
	`day` integer NOT NULL,
	`type` text NOT NULL,
	`gross` integer DEFAULT 0 NOT NULL,
	`net` integer DEFAULT 0 NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`performer_id`, `day`, `type`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tip_tallies` (
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`performer_id`, `user_id`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `tipper_counts` (
	`performer_id` text PRIMARY KEY NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `edge_cache_versions` (
	`scope` text PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `crowdfunding` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`feed_id` text,
	`title` text DEFAULT '' NOT NULL,
	`goal` integer NOT NULL,
	`deadline` integer NOT NULL,
	`raised` integer DEFAULT 0 NOT NULL,
	`contributors` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "crowdfunding_goal_positive" CHECK("crowdfunding"."goal" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `crowdfunding_feed_unique` ON `crowdfunding` (`feed_id`);--> statement-breakpoint
CREATE INDEX `crowdfunding_performer_idx` ON `crowdfunding` (`performer_id`);--> statement-breakpoint
CREATE TABLE `feed_files` (
	`feed_id` text NOT NULL,
	`role` text NOT NULL,
	`position` integer NOT NULL,
	`file_id` text NOT NULL,
	`performer_id` text NOT NULL,
	PRIMARY KEY(`feed_id`, `role`, `position`),
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `feed_files_file_idx` ON `feed_files` (`file_id`,`performer_id`,`role`,`feed_id`);--> statement-breakpoint
CREATE TABLE `feeds` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`type` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`file_ids` text DEFAULT '[]' NOT NULL,
	`thumbnail_file_id` text,
	`teaser_file_id` text,
	`is_sale` integer DEFAULT false NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`is_pinned` integer DEFAULT false NOT NULL,
	`pinned_at` integer,
	`status` text DEFAULT 'active' NOT NULL,
	`schedule_at` integer,
	`published_at` integer,
	`stream_scheduled_at` integer,
	`stream_title` text,
	`visible_at` integer GENERATED ALWAYS AS ((case when published_at is not null then published_at when schedule_at is not null then schedule_at else created_at end)) STORED NOT NULL,
	`total_like` integer DEFAULT 0 NOT NULL,
	`total_comment` integer DEFAULT 0 NOT NULL,
	`total_view` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "feeds_price_non_negative" CHECK("feeds"."price" >= 0)
);
--> statement-breakpoint
CREATE INDEX `feeds_performer_idx` ON `feeds` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `feeds_schedule_idx` ON `feeds` (`published_at`,`schedule_at`);--> statement-breakpoint
CREATE INDEX `feeds_timeline_idx` ON `feeds` (`performer_id`,`status`,(case when "published_at" is not null then "published_at" when "schedule_at" is not null then "schedule_at" else "created_at" end),`id`,`schedule_at`,`type`,`published_at`,`created_at`);--> statement-breakpoint
CREATE INDEX `feeds_profile_idx` ON `feeds` (`performer_id`,`status`,`is_pinned`,`pinned_at`,`visible_at`,`id`);--> statement-breakpoint
CREATE INDEX `feeds_unpublished_idx` ON `feeds` (`performer_id`,`status`,`schedule_at`) WHERE "feeds"."published_at" is null;--> statement-breakpoint
CREATE TABLE `poll_options` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`position` integer NOT NULL,
	`text` text NOT NULL,
	`votes` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `poll_options_poll_idx` ON `poll_options` (`poll_id`,`position`);--> statement-breakpoint
CREATE TABLE `poll_votes` (
	`id` text PRIMARY KEY NOT NULL,
	`poll_id` text NOT NULL,
	`option_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`poll_id`) REFERENCES `polls`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`option_id`) REFERENCES `poll_options`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `poll_votes_poll_user_unique` ON `poll_votes` (`poll_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `polls` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`feed_id` text,
	`question` text NOT NULL,
	`expires_at` integer,
	`total_votes` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`feed_id`) REFERENCES `feeds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `polls_feed_unique` ON `polls` (`feed_id`);--> statement-breakpoint
CREATE INDEX `polls_performer_idx` ON `polls` (`performer_id`);--> statement-breakpoint
CREATE TABLE `files` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`type` text NOT NULL,
	`r2_key` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`original_name` text,
	`width` integer,
	`height` integer,
	`duration` integer,
	`preview` text,
	`preview_tried_at` integer,
	`status` text DEFAULT 'uploading' NOT NULL,
	`ref_type` text,
	`ref_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `files_owner_idx` ON `files` (`owner_id`,`created_at`,`id`,`type`,`status`,`mime_type`);--> statement-breakpoint
CREATE INDEX `files_ref_idx` ON `files` (`ref_type`,`ref_id`);--> statement-breakpoint
CREATE INDEX `files_preview_pending_idx` ON `files` (`type`,`id`) WHERE "files"."preview" is null and "files"."preview_tried_at" is null;--> statement-breakpoint
CREATE TABLE `batch_refusals` (
	`rule` text NOT NULL,
	CONSTRAINT "batch_refused" CHECK("batch_refusals"."rule" is null)
);
--> statement-breakpoint
CREATE TABLE `user_identities` (
	`provider` text NOT NULL,
	`subject` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_identities_provider_subject_unique` ON `user_identities` (`provider`,`subject`);--> statement-breakpoint
CREATE INDEX `user_identities_user_idx` ON `user_identities` (`user_id`);--> statement-breakpoint
CREATE TABLE `kept_counts` (
	`key` text PRIMARY KEY NOT NULL,
	`value` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `earnings` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`charge_id` text NOT NULL,
	`type` text NOT NULL,
	`gross` integer NOT NULL,
	`commission` integer NOT NULL,
	`net` integer NOT NULL,
	`status` text NOT NULL,
	`available_at` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charge_id`) REFERENCES `wallet_charges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `earnings_charge_unique` ON `earnings` (`charge_id`);--> statement-breakpoint
CREATE INDEX `earnings_performer_idx` ON `earnings` (`performer_id`,`created_at`,`status`,`type`,`gross`,`net`,`user_id`);--> statement-breakpoint
CREATE INDEX `earnings_holding_idx` ON `earnings` (`status`,`available_at`);--> statement-breakpoint
CREATE INDEX `earnings_created_idx` ON `earnings` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `earnings_status_created_idx` ON `earnings` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `ledger` (
	`id` text PRIMARY KEY NOT NULL,
	`movement_id` text NOT NULL,
	`from_account` text NOT NULL,
	`to_account` text NOT NULL,
	`amount` integer NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`movement_id`) REFERENCES `ledger_movements`(`id`) ON UPDATE no action ON DELETE no action,
	CONSTRAINT "ledger_amount_positive" CHECK("ledger"."amount" > 0),
	CONSTRAINT "ledger_two_accounts" CHECK("ledger"."from_account" <> "ledger"."to_account")
);
--> statement-breakpoint
CREATE INDEX `ledger_from_idx` ON `ledger` (`from_account`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_to_idx` ON `ledger` (`to_account`,`created_at`);--> statement-breakpoint
CREATE INDEX `ledger_movement_idx` ON `ledger` (`movement_id`);--> statement-breakpoint
CREATE INDEX `ledger_created_idx` ON `ledger` (`created_at`);--> statement-breakpoint
CREATE TABLE `ledger_accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`owner_id` text,
	`balance` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "ledger_accounts_non_negative" CHECK("ledger_accounts"."kind" IN ('receivable', 'outside') OR "ledger_accounts"."balance" >= 0),
	CONSTRAINT "ledger_accounts_receivable_owed" CHECK("ledger_accounts"."kind" <> 'receivable' OR "ledger_accounts"."balance" <= 0)
);
--> statement-breakpoint
CREATE INDEX `ledger_accounts_owner_idx` ON `ledger_accounts` (`owner_id`);--> statement-breakpoint
CREATE TABLE `ledger_movements` (
	`id` text PRIMARY KEY NOT NULL,
	`key` text NOT NULL,
	`kind` text NOT NULL,
	`user_id` text,
	`actor_id` text,
	`note` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ledger_movements_key_unique` ON `ledger_movements` (`key`);--> statement-breakpoint
CREATE INDEX `ledger_movements_user_idx` ON `ledger_movements` (`user_id`,`kind`,`created_at`);--> statement-breakpoint
CREATE TABLE `payout_requests` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`amount` integer NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_method` text NOT NULL,
	`request_note` text DEFAULT '' NOT NULL,
	`admin_note` text,
	`reference` text,
	`version` integer DEFAULT 1 NOT NULL,
	`idempotency_key` text,
	`decided_at` integer,
	`paid_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payout_requests_amount_positive" CHECK("payout_requests"."amount" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_requests_one_pending` ON `payout_requests` (`performer_id`) WHERE "payout_requests"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX `payout_requests_idempotency_unique` ON `payout_requests` (`performer_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `payout_requests_performer_idx` ON `payout_requests` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `payout_requests_status_idx` ON `payout_requests` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `payout_requests_created_idx` ON `payout_requests` (`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `wallet_charges` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`type` text NOT NULL,
	`target_id` text NOT NULL,
	`amount` integer NOT NULL,
	`commission` integer NOT NULL,
	`net` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`message` text,
	`description` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'paid' NOT NULL,
	`idempotency_key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`payment_transaction_id` text,
	`refunded_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "wallet_charges_amount_positive" CHECK("wallet_charges"."amount" > 0),
	CONSTRAINT "wallet_charges_split" CHECK("wallet_charges"."net" + "wallet_charges"."commission" = "wallet_charges"."amount")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `wallet_charges_idempotency_unique` ON `wallet_charges` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `wallet_charges_user_idx` ON `wallet_charges` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `wallet_charges_performer_idx` ON `wallet_charges` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `wallet_charges_target_idx` ON `wallet_charges` (`type`,`target_id`);--> statement-breakpoint
CREATE TABLE `creator_fan_notes` (
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`note` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`performer_id`, `user_id`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `fan_list_members` (
	`list_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`list_id`, `user_id`),
	FOREIGN KEY (`list_id`) REFERENCES `fan_lists`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `fan_list_members_user_idx` ON `fan_list_members` (`user_id`);--> statement-breakpoint
CREATE INDEX `fan_list_members_list_created_idx` ON `fan_list_members` (`list_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `fan_lists` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `fan_lists_performer_name_uq` ON `fan_lists` (`performer_id`,`name`);--> statement-breakpoint
CREATE TABLE `mass_message_deliveries` (
	`mass_id` text NOT NULL,
	`recipient_id` text NOT NULL,
	`conversation_id` text NOT NULL,
	`message_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`mass_id`, `recipient_id`),
	FOREIGN KEY (`mass_id`) REFERENCES `mass_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recipient_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `mass_message_deliveries_message_idx` ON `mass_message_deliveries` (`message_id`);--> statement-breakpoint
CREATE INDEX `mass_message_deliveries_conversation_idx` ON `mass_message_deliveries` (`conversation_id`,`recipient_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `mass_messages` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`file_id` text,
	`price` integer DEFAULT 0 NOT NULL,
	`audience` text DEFAULT '{}' NOT NULL,
	`recipients` integer DEFAULT 0 NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`delivered` integer DEFAULT 0 NOT NULL,
	`viewed` integer DEFAULT 0 NOT NULL,
	`purchases` integer DEFAULT 0 NOT NULL,
	`revenue` integer DEFAULT 0 NOT NULL,
	`unsent_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mass_messages_performer_idx` ON `mass_messages` (`performer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `conversation_members` (
	`conversation_id` text NOT NULL,
	`user_id` text NOT NULL,
	`unread` integer DEFAULT 0 NOT NULL,
	`last_read_at` integer,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`conversation_id`, `user_id`),
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `conversation_members_user_idx` ON `conversation_members` (`user_id`);--> statement-breakpoint
CREATE TABLE `conversations` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`member_key` text NOT NULL,
	`performer_id` text,
	`stream_id` text,
	`name` text DEFAULT '' NOT NULL,
	`last_sender_id` text,
	`last_message_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `conversations_member_key_uq` ON `conversations` (`member_key`);--> statement-breakpoint
CREATE INDEX `conversations_stream_idx` ON `conversations` (`stream_id`);--> statement-breakpoint
CREATE INDEX `conversations_performer_idx` ON `conversations` (`performer_id`,`type`);--> statement-breakpoint
CREATE TABLE `messages` (
	`id` text PRIMARY KEY NOT NULL,
	`conversation_id` text NOT NULL,
	`sender_id` text NOT NULL,
	`type` text DEFAULT 'text' NOT NULL,
	`text` text DEFAULT '' NOT NULL,
	`file_id` text,
	`price` integer DEFAULT 0 NOT NULL,
	`is_deleted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`sender_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `messages_conversation_idx` ON `messages` (`conversation_id`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `messages_sender_idx` ON `messages` (`sender_id`);--> statement-breakpoint
CREATE INDEX `messages_file_idx` ON `messages` (`file_id`);--> statement-breakpoint
CREATE TABLE `private_stream_requests` (
	`conversation_id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `private_stream_requests_performer_idx` ON `private_stream_requests` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `streams` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`type` text DEFAULT 'public' NOT NULL,
	`status` text DEFAULT 'live' NOT NULL,
	`title` text NOT NULL,
	`price` integer DEFAULT 0 NOT NULL,
	`conversation_id` text,
	`user_id` text,
	`duration` integer DEFAULT 0 NOT NULL,
	`started_at` integer NOT NULL,
	`ended_at` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`conversation_id`) REFERENCES `conversations`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `streams_one_live_public_uq` ON `streams` (`performer_id`) WHERE status = 'live' AND type = 'public';--> statement-breakpoint
CREATE INDEX `streams_status_idx` ON `streams` (`status`,`type`,`started_at`);--> statement-breakpoint
CREATE TABLE `notification_settings` (
	`user_id` text NOT NULL,
	`setting` text NOT NULL,
	`in_app` integer DEFAULT true NOT NULL,
	`email` integer DEFAULT true NOT NULL,
	PRIMARY KEY(`user_id`, `setting`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `notifications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`type` text NOT NULL,
	`actor_id` text,
	`object_type` text,
	`object_id` text,
	`text` text NOT NULL,
	`created_at` integer NOT NULL,
	`read_at` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`actor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `notifications_user_idx` ON `notifications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_type_idx` ON `notifications` (`user_id`,`type`,`created_at`);--> statement-breakpoint
CREATE INDEX `notifications_user_unread_idx` ON `notifications` (`user_id`,`read_at`);--> statement-breakpoint
CREATE TABLE `addresses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`city` text NOT NULL,
	`street_address` text NOT NULL,
	`zip_code` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `addresses_user_idx` ON `addresses` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `checkouts` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`total` integer NOT NULL,
	`idempotency_key` text NOT NULL,
	`fingerprint` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `checkouts_idempotency_unique` ON `checkouts` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE INDEX `checkouts_user_idx` ON `checkouts` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `order_items` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`product_id` text NOT NULL,
	`product_type` text NOT NULL,
	`product_name` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`total_price` integer NOT NULL,
	FOREIGN KEY (`order_id`) REFERENCES `orders`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `order_items_order_idx` ON `order_items` (`order_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `order_items_product_unique` ON `order_items` (`order_id`,`product_id`);--> statement-breakpoint
CREATE TABLE `orders` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`product_id` text NOT NULL,
	`charge_id` text NOT NULL,
	`checkout_id` text,
	`product_type` text NOT NULL,
	`product_name` text NOT NULL,
	`quantity` integer NOT NULL,
	`unit_price` integer NOT NULL,
	`total_price` integer NOT NULL,
	`status` text NOT NULL,
	`shipping_code` text,
	`delivery_address` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`charge_id`) REFERENCES `wallet_charges`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `orders_charge_unique` ON `orders` (`charge_id`);--> statement-breakpoint
CREATE INDEX `orders_user_idx` ON `orders` (`user_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_performer_idx` ON `orders` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `orders_product_idx` ON `orders` (`product_id`);--> statement-breakpoint
CREATE INDEX `orders_checkout_idx` ON `orders` (`checkout_id`);--> statement-breakpoint
CREATE INDEX `orders_created_idx` ON `orders` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `orders_status_created_idx` ON `orders` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `email_outbox` (
	`id` text PRIMARY KEY NOT NULL,
	`to` text NOT NULL,
	`subject` text NOT NULL,
	`text` text NOT NULL,
	`html` text NOT NULL,
	`template` text NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`sent_at` integer,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `email_outbox_status_idx` ON `email_outbox` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `coupon_uses` (
	`id` text PRIMARY KEY NOT NULL,
	`coupon_id` text NOT NULL,
	`user_id` text NOT NULL,
	`transaction_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`coupon_id`) REFERENCES `coupons`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupon_uses_user_unique` ON `coupon_uses` (`coupon_id`,`user_id`);--> statement-breakpoint
CREATE INDEX `coupon_uses_transaction_idx` ON `coupon_uses` (`transaction_id`);--> statement-breakpoint
CREATE TABLE `coupons` (
	`id` text PRIMARY KEY NOT NULL,
	`code` text NOT NULL,
	`type` text NOT NULL,
	`value` integer NOT NULL,
	`expires_at` integer,
	`max_uses` integer,
	`used_count` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "coupons_value_positive" CHECK("coupons"."value" > 0),
	CONSTRAINT "coupons_uses_within_limit" CHECK("coupons"."max_uses" IS NULL OR "coupons"."used_count" <= "coupons"."max_uses")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `coupons_code_unique` ON `coupons` (`code`);--> statement-breakpoint
CREATE TABLE `payment_customers` (
	`user_id` text PRIMARY KEY NOT NULL,
	`stripe_customer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payment_customers_stripe_unique` ON `payment_customers` (`stripe_customer_id`);--> statement-breakpoint
CREATE TABLE `payment_transactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`kind` text NOT NULL,
	`provider` text DEFAULT 'stripe' NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`amount` integer NOT NULL,
	`tokens` integer NOT NULL,
	`discount` integer DEFAULT 0 NOT NULL,
	`coupon_id` text,
	`package_id` text,
	`performer_id` text,
	`subscription_id` text,
	`stripe_checkout_session_id` text,
	`stripe_payment_intent_id` text,
	`stripe_invoice_id` text,
	`stripe_subscription_id` text,
	`redirect_url` text,
	`failure_reason` text,
	`refunded_amount` integer DEFAULT 0 NOT NULL,
	`refunded_tokens` integer DEFAULT 0 NOT NULL,
	`idempotency_key` text,
	`fingerprint` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "payment_transactions_refund_bounds" CHECK("payment_transactions"."refunded_amount" <= "payment_transactions"."amount")
);
--> statement-breakpoint
CREATE INDEX `payment_transactions_user_idx` ON `payment_transactions` (`user_id`,`created_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_idempotency_unique` ON `payment_transactions` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `payment_transactions_invoice_unique` ON `payment_transactions` (`stripe_invoice_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_intent_idx` ON `payment_transactions` (`stripe_payment_intent_id`);--> statement-breakpoint
CREATE INDEX `payment_transactions_session_idx` ON `payment_transactions` (`stripe_checkout_session_id`);--> statement-breakpoint
CREATE TABLE `stripe_accounts` (
	`performer_id` text PRIMARY KEY NOT NULL,
	`stripe_account_id` text NOT NULL,
	`charges_enabled` integer DEFAULT false NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`details_submitted` integer DEFAULT false NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stripe_accounts_account_unique` ON `stripe_accounts` (`stripe_account_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `token_packages` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`price` integer NOT NULL,
	`tokens` integer NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "token_packages_price_positive" CHECK("token_packages"."price" > 0),
	CONSTRAINT "token_packages_tokens_positive" CHECK("token_packages"."tokens" > 0)
);
--> statement-breakpoint
CREATE INDEX `token_packages_order_idx` ON `token_packages` (`active`,`ordering`);--> statement-breakpoint
CREATE TABLE `performer_payout_settings` (
	`performer_id` text PRIMARY KEY NOT NULL,
	`preferred_method` text,
	`bank_first_name` text,
	`bank_last_name` text,
	`bank_name` text,
	`bank_account` text,
	`bank_routing` text,
	`bank_swift_code` text,
	`bank_address` text,
	`bank_city` text,
	`bank_state` text,
	`bank_country` text,
	`paypal_email` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `performer_profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`bio` text DEFAULT '' NOT NULL,
	`gender` text,
	`sexual_orientation` text,
	`age_range` text,
	`height` text,
	`weight` text,
	`body_type` text,
	`ethnicity` text,
	`hair` text,
	`eyes` text,
	`size` text,
	`country` text,
	`state` text,
	`city` text,
	`languages` text DEFAULT '[]' NOT NULL,
	`welcome_video_file_id` text,
	`monthly_price` integer DEFAULT 995 NOT NULL,
	`yearly_price` integer DEFAULT 9995 NOT NULL,
	`is_free_subscription` integer DEFAULT false NOT NULL,
	`free_subscription_days` integer,
	`prices_set_at` integer,
	`commission` real,
	`verification_status` text DEFAULT 'unsubmitted' NOT NULL,
	`document_file_ids` text DEFAULT '[]' NOT NULL,
	`total_followers` integer DEFAULT 0 NOT NULL,
	`total_subscribers` integer DEFAULT 0 NOT NULL,
	`active_subscriptions` integer DEFAULT 0 NOT NULL,
	`started_subscriptions` integer DEFAULT 0 NOT NULL,
	`total_likes` integer DEFAULT 0 NOT NULL,
	`total_views` integer DEFAULT 0 NOT NULL,
	`total_posts` integer DEFAULT 0 NOT NULL,
	`total_photos` integer DEFAULT 0 NOT NULL,
	`total_videos` integer DEFAULT 0 NOT NULL,
	`total_galleries` integer DEFAULT 0 NOT NULL,
	`total_products` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `performer_profiles_verification_idx` ON `performer_profiles` (`verification_status`);--> statement-breakpoint
CREATE INDEX `performer_profiles_followers_idx` ON `performer_profiles` (`verification_status`,`total_followers`);--> statement-breakpoint
CREATE INDEX `performer_profiles_subscribers_idx` ON `performer_profiles` (`verification_status`,`total_subscribers`);--> statement-breakpoint
CREATE INDEX `performer_profiles_created_idx` ON `performer_profiles` (`verification_status`,`created_at`);--> statement-breakpoint
CREATE TABLE `posts` (
	`id` text PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`short_description` text DEFAULT '' NOT NULL,
	`type` text DEFAULT 'page' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`author_id` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`author_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `posts_slug_unique` ON `posts` (`slug`);--> statement-breakpoint
CREATE INDEX `posts_type_status_idx` ON `posts` (`type`,`status`);--> statement-breakpoint
CREATE TABLE `site_promos` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`image_url` text NOT NULL,
	`link` text,
	`position` text DEFAULT 'top' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`ordering` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `site_promos_position_idx` ON `site_promos` (`position`,`status`,`ordering`);--> statement-breakpoint
CREATE TABLE `purchases` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`item_type` text NOT NULL,
	`item_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`price` integer NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `purchases_user_item_uq` ON `purchases` (`user_id`,`item_type`,`item_id`);--> statement-breakpoint
CREATE INDEX `purchases_performer_idx` ON `purchases` (`performer_id`);--> statement-breakpoint
CREATE INDEX `purchases_item_idx` ON `purchases` (`item_type`,`item_id`);--> statement-breakpoint
CREATE TABLE `settings` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `comments` (
	`id` text PRIMARY KEY NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`user_id` text NOT NULL,
	`content` text NOT NULL,
	`total_like` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `comments_object_idx` ON `comments` (`object_type`,`object_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `comments_user_idx` ON `comments` (`user_id`);--> statement-breakpoint
CREATE INDEX `comments_performer_idx` ON `comments` (`performer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `follower_days` (
	`performer_id` text NOT NULL,
	`day` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`performer_id`, `day`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `follows` (
	`follower_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`follower_id`, `performer_id`),
	FOREIGN KEY (`follower_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `follows_performer_idx` ON `follows` (`performer_id`,`created_at`,`follower_id`);--> statement-breakpoint
CREATE TABLE `item_views` (
	`id` text PRIMARY KEY NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text NOT NULL,
	`viewer_key` text NOT NULL,
	`day` integer NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `item_views_unique` ON `item_views` (`object_type`,`object_id`,`viewer_key`,`day`);--> statement-breakpoint
CREATE INDEX `item_views_day_idx` ON `item_views` (`day`);--> statement-breakpoint
CREATE TABLE `reactions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`object_type` text NOT NULL,
	`object_id` text NOT NULL,
	`action` text NOT NULL,
	`performer_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reactions_unique` ON `reactions` (`user_id`,`object_type`,`object_id`,`action`);--> statement-breakpoint
CREATE INDEX `reactions_user_idx` ON `reactions` (`user_id`,`action`,`object_type`,`created_at`);--> statement-breakpoint
CREATE INDEX `reactions_object_idx` ON `reactions` (`object_type`,`object_id`);--> statement-breakpoint
CREATE INDEX `reactions_performer_idx` ON `reactions` (`performer_id`,`action`);--> statement-breakpoint
CREATE TABLE `reports` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`target` text NOT NULL,
	`target_id` text NOT NULL,
	`performer_id` text,
	`title` text DEFAULT '' NOT NULL,
	`description` text NOT NULL,
	`status` text DEFAULT 'open' NOT NULL,
	`resolved_by` text,
	`resolution` text,
	`resolution_note` text,
	`removing_since` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reports_open_unique` ON `reports` (`user_id`,`target`,`target_id`) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX `reports_status_idx` ON `reports` (`status`,`created_at`);--> statement-breakpoint
CREATE INDEX `reports_created_idx` ON `reports` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `reports_performer_idx` ON `reports` (`performer_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `search_keywords` (
	`keyword` text PRIMARY KEY NOT NULL,
	`count` integer DEFAULT 1 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "search_keywords_count_positive" CHECK("search_keywords"."count" > 0)
);
--> statement-breakpoint
CREATE INDEX `search_keywords_count_idx` ON `search_keywords` (`count`);--> statement-breakpoint
CREATE TABLE `promotion_claims` (
	`id` text PRIMARY KEY NOT NULL,
	`promotion_id` text NOT NULL,
	`user_id` text NOT NULL,
	`price` integer NOT NULL,
	`idempotency_key` text,
	`fingerprint` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`promotion_id`) REFERENCES `subscription_promotions`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_user_uq` ON `promotion_claims` (`promotion_id`,`user_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `promotion_claims_key_uq` ON `promotion_claims` (`user_id`,`idempotency_key`);--> statement-breakpoint
CREATE TABLE `subscription_bundles` (
	`performer_id` text NOT NULL,
	`months` integer NOT NULL,
	`percent` integer NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`performer_id`, `months`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscription_bundles_percent_range" CHECK("subscription_bundles"."percent" BETWEEN 1 AND 90)
);
--> statement-breakpoint
CREATE TABLE `subscription_days` (
	`performer_id` text NOT NULL,
	`day` integer NOT NULL,
	`gained` integer DEFAULT 0 NOT NULL,
	`lost` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`performer_id`, `day`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `subscription_promotions` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`code` text NOT NULL,
	`kind` text NOT NULL,
	`audience` text NOT NULL,
	`percent` integer,
	`months` integer,
	`trial_days` integer,
	`max_claims` integer,
	`claim_count` integer DEFAULT 0 NOT NULL,
	`ends_at` integer,
	`ended_at` integer,
	`message` text,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "subscription_promotions_claims_within_limit" CHECK("subscription_promotions"."max_claims" IS NULL OR "subscription_promotions"."claim_count" <= "subscription_promotions"."max_claims")
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_promotions_code_uq` ON `subscription_promotions` (`code`);--> statement-breakpoint
CREATE INDEX `subscription_promotions_performer_idx` ON `subscription_promotions` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `subscriptions` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`performer_id` text NOT NULL,
	`type` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`started_at` integer,
	`expires_at` integer,
	`cancelled_at` integer,
	`payment_gateway` text,
	`stripe_subscription_id` text,
	`free_trial_used_at` integer,
	`discount_percent` integer,
	`discounted_periods_left` integer DEFAULT 0 NOT NULL,
	`kept_as` text,
	`gained_day` integer,
	`lost_day` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscriptions_user_performer_uq` ON `subscriptions` (`user_id`,`performer_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_subscribers_idx` ON `subscriptions` (`performer_id`,`status`,`started_at`,`user_id`,`expires_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_ended_idx` ON `subscriptions` (`performer_id`,`status`,`expires_at`,`user_id`,`started_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_expires_idx` ON `subscriptions` (`status`,`expires_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_kept_idx` ON `subscriptions` (`performer_id`,`kept_as`,`status`,`expires_at`,`started_at`);--> statement-breakpoint
CREATE INDEX `subscriptions_days_unkept_idx` ON `subscriptions` (`performer_id`,(gained_day IS NOT (CASE WHEN status <> 'created' THEN started_at / 86400000 END) OR lost_day IS NOT ((CASE WHEN cancelled_at IS NOT NULL THEN cancelled_at WHEN status = 'deactivated' THEN expires_at END) / 86400000)));--> statement-breakpoint
CREATE INDEX `subscriptions_stripe_idx` ON `subscriptions` (`stripe_subscription_id`);--> statement-breakpoint
CREATE INDEX `subscriptions_created_idx` ON `subscriptions` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `subscriptions_status_created_idx` ON `subscriptions` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `subscriptions_user_created_idx` ON `subscriptions` (`user_id`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `recovery_codes` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `recovery_codes_user_hash_unique` ON `recovery_codes` (`user_id`,`code_hash`);--> statement-breakpoint
CREATE TABLE `sessions` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`remember` integer DEFAULT false NOT NULL,
	`expires_at` integer NOT NULL,
	`revoked_at` integer,
	`user_agent` text,
	`country` text,
	`last_seen_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `sessions_token_hash_unique` ON `sessions` (`token_hash`);--> statement-breakpoint
CREATE INDEX `sessions_user_idx` ON `sessions` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_tokens` (
	`id` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`user_id` text NOT NULL,
	`purpose` text NOT NULL,
	`email` text,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `user_tokens_hash_unique` ON `user_tokens` (`token_hash`);--> statement-breakpoint
CREATE INDEX `user_tokens_user_idx` ON `user_tokens` (`user_id`);--> statement-breakpoint
CREATE TABLE `user_two_factor` (
	`user_id` text PRIMARY KEY NOT NULL,
	`secret` text NOT NULL,
	`enabled_at` integer,
	`last_used_step` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `users` (
	`id` text PRIMARY KEY NOT NULL,
	`role` text DEFAULT 'fan' NOT NULL,
	`status` text DEFAULT 'active' NOT NULL,
	`name` text DEFAULT '' NOT NULL,
	`username` text,
	`email` text,
	`email_verified` integer DEFAULT false NOT NULL,
	`password_hash` text,
	`avatar_file_id` text,
	`cover_file_id` text,
	`gender` text,
	`country` text,
	`balance` integer DEFAULT 0 NOT NULL,
	`online_until` integer,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	CONSTRAINT "users_balance_non_negative" CHECK("users"."balance" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_unique` ON `users` (`username`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_email_unique` ON `users` (`email`);--> statement-breakpoint
CREATE INDEX `users_created_idx` ON `users` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_role_idx` ON `users` (`role`,`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `users_status_created_idx` ON `users` (`status`,`created_at`,`id`);--> statement-breakpoint
CREATE TABLE `vault_counts` (
	`owner_id` text NOT NULL,
	`media` text NOT NULL,
	`file_count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`owner_id`, `media`),
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `vault_folder_files` (
	`folder_id` text NOT NULL,
	`file_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`folder_id`, `file_id`),
	FOREIGN KEY (`folder_id`) REFERENCES `vault_folders`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`file_id`) REFERENCES `files`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `vault_folder_files_file_idx` ON `vault_folder_files` (`file_id`);--> statement-breakpoint
CREATE TABLE `vault_folders` (
	`id` text PRIMARY KEY NOT NULL,
	`owner_id` text NOT NULL,
	`name` text NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`owner_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `vault_folders_owner_name_uq` ON `vault_folders` (`owner_id`,`name`);--> statement-breakpoint
CREATE TABLE `persona_events` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`inquiry_id` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `persona_inquiries` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`template_id` text NOT NULL,
	`status` text DEFAULT 'created' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `persona_inquiries_performer_idx` ON `persona_inquiries` (`performer_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `verification_documents` (
	`performer_id` text NOT NULL,
	`step` text NOT NULL,
	`file_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`performer_id`, `step`),
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `verification_reviews` (
	`id` text PRIMARY KEY NOT NULL,
	`performer_id` text NOT NULL,
	`method` text NOT NULL,
	`decision` text NOT NULL,
	`reason` text DEFAULT '' NOT NULL,
	`reviewer_id` text,
	`inquiry_id` text,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`performer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reviewer_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `verification_reviews_performer_idx` ON `verification_reviews` (`performer_id`,`created_at`);