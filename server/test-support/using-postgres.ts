/** The server tests run on PostgreSQL (TEST_DB=postgres with TEST_DATABASE_URL), else on PGlite in memory. */
export const usingPostgres = () => process.env.TEST_DB === 'postgres' && !!process.env.TEST_DATABASE_URL;
