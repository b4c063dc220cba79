import { createHttpClient } from './http';

/**
 * The one gateway client of the running panel: localStorage session, the live bridge. In a file
 * of its own so the sign-in page, which loads before react-admin, takes it without the rest.
 */
export const http = createHttpClient();
