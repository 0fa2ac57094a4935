import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

export const MIN_ADMIN_PASSWORD_LENGTH = 12;
/** zxcvbn's 0-4 scale; 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
const MIN_SCORE = 3;

let factory: ZxcvbnFactory | undefined;

/**
 * Why a password is too weak to guard the first admin in production, or undefined when it is fine: at
 * least 12 characters and not guessable (zxcvbn's common-password, name and keyboard-pattern lists, plus
 * the words of this product and the admin's e-mail).
 */
export function weakPasswordReason(password: string, context: string[] = []): string | undefined {
  if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
    return `must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters`;
  }
  // Built on first use: the dictionaries take a moment to rank and only production start-up needs them.
  factory ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  const result = factory.check(password, ['voltdesk', 'admin', ...context]);
  if (result.score < MIN_SCORE) {
    return 'is a common or easily guessed password (choose a long, unique passphrase)';
  }
  return undefined;
}
