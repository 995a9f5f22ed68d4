import { describe, expect, it } from 'vitest';
import { migrationTest } from '../testing/databaseBefore';
const MIGRATION = '0005_sessions.sql';

const ALICE = '00000000-0000-4000-8000-00000000000a';
const LIVE = '30000000-0000-4000-8000-000000000001';
const ENDED = '30000000-0000-4000-8000-000000000002';

// The schema as it was before this migration, holding data written by the old code.
const { db, migrate } = migrationTest(MIGRATION);

describe(`migration ${MIGRATION}`, () => {
  it('turns the refresh families signed in before it into sessions, live or ended as they were', async () => {
    // A rotated family (one revoked token, one live) and a logged-out one.
    await db().exec(`
      INSERT INTO users (id, user_name, nickname) VALUES ('${ALICE}', 'alice', 'alice');
      INSERT INTO refresh_tokens (id, user_id, family_id, token_hash, expires_at, revoked_at, created_at) VALUES
        (gen_random_uuid(), '${ALICE}', '${LIVE}', 'h1', '2030-01-01Z', '2026-01-02Z', '2026-01-01Z'),
        (gen_random_uuid(), '${ALICE}', '${LIVE}', 'h2', '2030-01-05Z', NULL, '2026-01-05Z'),
        (gen_random_uuid(), '${ALICE}', '${ENDED}', 'h3', '2030-01-01Z', '2026-01-03Z', '2026-01-01Z');
    `);
    expect(await migrate()).toBe(MIGRATION);
    const rows = await db().query<{ id: string; user_id: string; created_at: Date; last_used_at: Date; ended: boolean; user_agent: string }>(
      'SELECT id, user_id, created_at, last_used_at, revoked_at IS NOT NULL AS ended, user_agent FROM sessions ORDER BY id',
    );
    expect(rows.rows).toEqual([
      { id: LIVE, user_id: ALICE, created_at: new Date('2026-01-01Z'), last_used_at: new Date('2026-01-05Z'), ended: false, user_agent: '' },
      { id: ENDED, user_id: ALICE, created_at: new Date('2026-01-01Z'), last_used_at: new Date('2026-01-01Z'), ended: true, user_agent: '' },
    ]);
  });
});
