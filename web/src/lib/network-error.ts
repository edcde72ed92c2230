import { ApiError } from '@/lib/api-client';
import { OFFLINE_CODE } from '@/sw/policy';

/**
 * Whether a call failed because the network is gone: the service worker answers a write (and any
 * read it keeps no copy of) with a 503 of code 'network.offline' (decision 083). Its message, in
 * the reader's language, says that the action needs the network and that the input is kept; a
 * screen shows it rather than its own 'it failed' text, and keeps what the user entered.
 */
export const needsNetwork = (error: unknown): error is ApiError => error instanceof ApiError && error.code === OFFLINE_CODE;
