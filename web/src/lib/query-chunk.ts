/**
 * What lib/deferred-query.ts loads: the query cache as a chunk of its own. Only imported
 * dynamically, so the bundler makes no namespace object of lib/query.tsx for the entry.
 */
import './query';
