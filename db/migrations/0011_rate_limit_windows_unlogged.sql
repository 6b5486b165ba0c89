-- Rate-limit counters need no durability: losing them in a crash only resets some windows. An unlogged
-- table writes no WAL, so counting a request (the limiter writes on every API call) costs no WAL flush
-- at commit. Unlogged tables are not replicated: after a failover to a standby the counts start afresh.
ALTER TABLE "rate_limit_windows" SET UNLOGGED;
