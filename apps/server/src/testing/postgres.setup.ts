import { inject } from 'vitest';

// startTestServer reads this to give each server a fresh database on the shared PostgreSQL.
process.env['TEST_DATABASE_URL'] = inject('testDatabaseUrl');
