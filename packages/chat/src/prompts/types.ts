/** One prompt of the store (spec "Prompt-store entry": title and content). */
export interface Prompt {
  title: string;
  content: string;
}

/**
 * Why a prompt was refused. Codes, never texts: the view translates them
 * (`prompts.problem.<code>`); `title` names the prompt that already holds the content.
 */
export type PromptProblem =
  | { code: 'EMPTY' }
  | { code: 'TITLE_DUPLICATE' }
  | { code: 'CONTENT_DUPLICATE'; title: string };

export type PromptResult = { ok: true; prompts: Prompt[] } | { ok: false; problem: PromptProblem };
