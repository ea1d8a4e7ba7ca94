DROP TABLE saved_conversations;
