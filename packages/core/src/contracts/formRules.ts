/**
 * The limits the server's JSON schemas put on what people type, as data (DESIGN §4). The server
 * builds its route schemas from these objects and the forms check them before sending
 * (`checkField`), so the two cannot drift. Keys are the API's field names; `pattern` is a JSON
 * Schema pattern (Unicode mode), lengths count code points as the server's validator does.
 */
export interface TextRule {
  readonly minLength?: number;
  readonly maxLength: number;
  readonly pattern?: string;
}

/** Letters and digits of any script, plus `_ . @ -`. */
const USER_NAME: TextRule = { minLength: 3, maxLength: 32, pattern: '^[\\p{L}\\p{N}_.@-]+$' };
/** Pattern `\S`: not only spaces. */
const NON_BLANK = '\\S';

/**
 * An address is one `@` between non-empty parts without spaces, the domain with a dot; RFC 5321
 * caps it at 254. Anything finer is the mail server's to judge (a code that never arrives).
 */
const EMAIL: TextRule = { maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' };

/** `POST /api/register` (`name` is the display name). */
export const REGISTER_RULES = {
  user_name: USER_NAME,
  password: { minLength: 6, maxLength: 128 },
  name: { maxLength: 64 },
} as const satisfies Record<string, TextRule>;

/** `POST /api/login`: any existing name and password, so only presence and size are checked. */
export const LOGIN_RULES = {
  user_name: { minLength: 1, maxLength: 64 },
  password: { minLength: 1, maxLength: 128 },
} as const satisfies Record<string, TextRule>;

/** `PUT /api/wx/user/update`; an empty avatar is sent as `null`, which is always allowed. */
export const PROFILE_RULES = {
  nickname: { minLength: 1, maxLength: 64 },
  avatar_url: { maxLength: 2048, pattern: '^(https?://|/)' },
  email: EMAIL,
} as const satisfies Record<string, TextRule>;

/** `POST /api/auth/reset-code` and `/api/auth/reset`; the new password follows the register rule. */
export const RESET_RULES = {
  email: { minLength: 1, ...EMAIL },
  code: { minLength: 1, maxLength: 6, pattern: '^[0-9]{6}$' },
  new_password: REGISTER_RULES.password,
} as const satisfies Record<string, TextRule>;

/** `PUT /api/books/{id}` and the upload's `title`/`author`. */
export const BOOK_RULES = {
  title: { minLength: 1, maxLength: 500, pattern: NON_BLANK },
  author: { maxLength: 500 },
  description: { maxLength: 20_000 },
} as const satisfies Record<string, TextRule>;
