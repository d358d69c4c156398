// Reminders: listing and deleting by chat or keyword stay inside the namespace's index; the
// scheduler's expiry sweep reads expires_at across namespaces (next_run is indexed by 0002).
CREATE RANGE INDEX reminder_user_chat IF NOT EXISTS FOR (r:Reminder) ON (r.user_id, r.chat_id);
CREATE RANGE INDEX reminder_user_keyword IF NOT EXISTS FOR (r:Reminder) ON (r.user_id, r.keyword);
CREATE RANGE INDEX reminder_expires_at IF NOT EXISTS FOR (r:Reminder) ON (r.expires_at);
