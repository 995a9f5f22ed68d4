import type { MailMessage } from '../infra/mailer';

/** The interface languages (DESIGN §2); the mail falls back to en-US like the client does. */
export const MAIL_LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'ko-KR', 'fr-FR', 'ru-RU', 'vi-VN', 'tr-TR'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

interface ResetMailText {
  subject: string;
  /** `{code}` and `{minutes}` are filled in. */
  body: string;
}

const TEXTS: Record<MailLanguage, ResetMailText> = {
  'zh-CN': {
    subject: 'Atelier 密码重置验证码',
    body: '您的验证码是 {code}，{minutes} 分钟内有效。\n\n如果您没有申请重置密码，请忽略这封邮件，您的密码不会改变。',
  },
  'zh-TW': {
    subject: 'Atelier 密碼重設驗證碼',
    body: '您的驗證碼是 {code}，{minutes} 分鐘內有效。\n\n如果您沒有申請重設密碼，請忽略這封郵件，您的密碼不會改變。',
  },
  'en-US': {
    subject: 'Your Atelier password reset code',
    body: 'Your code is {code}. It is valid for {minutes} minutes.\n\nIf you did not ask to reset your password, ignore this e-mail: your password stays as it is.',
  },
  'ko-KR': {
    subject: 'Atelier 비밀번호 재설정 코드',
    body: '인증 코드는 {code}입니다. {minutes}분 동안 유효합니다.\n\n비밀번호 재설정을 요청하지 않았다면 이 메일을 무시하세요. 비밀번호는 바뀌지 않습니다.',
  },
  'fr-FR': {
    subject: 'Votre code de réinitialisation Atelier',
    body: 'Votre code est {code}. Il est valable {minutes} minutes.\n\nSi vous n’avez pas demandé à réinitialiser votre mot de passe, ignorez cet e-mail : votre mot de passe ne change pas.',
  },
  'ru-RU': {
    subject: 'Код для сброса пароля Atelier',
    body: 'Ваш код: {code}. Он действует {minutes} минут.\n\nЕсли вы не запрашивали сброс пароля, просто проигнорируйте это письмо: ваш пароль останется прежним.',
  },
  'vi-VN': {
    subject: 'Mã đặt lại mật khẩu Atelier',
    body: 'Mã của bạn là {code}, có hiệu lực trong {minutes} phút.\n\nNếu bạn không yêu cầu đặt lại mật khẩu, hãy bỏ qua email này: mật khẩu của bạn vẫn giữ nguyên.',
  },
  'tr-TR': {
    subject: 'Atelier parola sıfırlama kodunuz',
    body: 'Kodunuz {code}. {minutes} dakika geçerlidir.\n\nParolanızı sıfırlamak istemediyseniz bu e-postayı yok sayın: parolanız değişmez.',
  },
};

/**
 * The first language of an Accept-Language header that the interface has, by q-value; a bare
 * language (`fr`, `ru`) takes its one region, Chinese takes Traditional for Taiwan, Hong Kong,
 * Macao or the Hant script. Anything else: en-US.
 */
export function mailLanguage(acceptLanguage: string | undefined): MailLanguage {
  const ranges = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((r) => r.tag && r.q > 0)
    // Stable by position among equal weights, which is what a browser's order means.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranges) {
    const found = matchLanguage(tag);
    if (found) return found;
  }
  return 'en-US';
}

function matchLanguage(tag: string): MailLanguage | undefined {
  const exact = MAIL_LANGUAGES.find((l) => l.toLowerCase() === tag);
  if (exact) return exact;
  const [language, ...rest] = tag.split('-');
  if (language === 'zh') return rest.some((s) => ['tw', 'hk', 'mo', 'hant'].includes(s)) ? 'zh-TW' : 'zh-CN';
  return MAIL_LANGUAGES.find((l) => l.startsWith(`${language}-`));
}

/** The mail carrying a reset code, in `language`. */
export function resetCodeMail(language: MailLanguage, to: string, code: string, minutes: number): MailMessage {
  const text = TEXTS[language];
  return { to, subject: text.subject, text: text.body.replace('{code}', code).replace('{minutes}', String(minutes)) };
}
