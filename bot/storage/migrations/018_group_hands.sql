-- Issue 31: hands in the group (ephemeral messages). Each person's choice in /profile of where
-- their hand of a group game goes: 'both' (the private chat and, when asked or brought, the
-- group), 'group' (the group only) or 'private' (the private chat only); and each group's switch,
-- set by its administrators with /hands (NULL: the server's GROUP_HANDS, 0 off, 1 on).
ALTER TABLE users ADD COLUMN hands TEXT NOT NULL DEFAULT 'both';
ALTER TABLE chats ADD COLUMN hands INTEGER;
