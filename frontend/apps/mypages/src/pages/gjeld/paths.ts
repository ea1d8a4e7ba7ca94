/** The debt register's pages. */
export const GJELD_CALLBACK_PATH = '/gjeld/callback';
