import type { z } from 'zod';
import { BadRequestError } from '../../errors';
import type { BackupSigner } from './signing';

/** Every refusal of a restore ends so: the database is as it was. */
export const UNCHANGED = '(nothing was changed)';

/** Why a file is not known to come from this shop's own backup. */
export type DistrustReason = 'unsigned' | 'otherKey' | 'altered';

const reasons: Record<DistrustReason, string> = {
  unsigned: 'This backup is not signed',
  otherKey: "This backup was signed with another key than this shop's",
  altered: 'This backup was changed after it was signed (its signature does not match)',
};

/** What an edited file can do: the reason a signature is asked for at all. */
const RISK =
  'a changed file can add accounts, change their roles or passwords and rewrite the books';

export const trustMessages = {
  refused: (reason: DistrustReason) =>
    `${reasons[reason]}: ${RISK}. Restore it only if you trust where it came from, by allowing unsigned backups explicitly ${UNCHANGED}`,
  warning: (reason: DistrustReason) =>
    `${reasons[reason]}, and was restored because unsigned backups were allowed: ${RISK}, so check the accounts and the books`,
};

/**
 * Whether a restore trusts its file (decision 024): a file signed with this shop's key and
 * unchanged is trusted; any other is refused, unless the caller allowed unsigned files, when it is
 * restored with a warning naming the risk.
 */
export class BackupTrust {
  warning: string | undefined;

  constructor(
    readonly signer: BackupSigner,
    readonly allowUnsigned: boolean,
  ) {}

  distrust(reason: DistrustReason): void {
    if (!this.allowUnsigned) throw new BadRequestError(trustMessages.refused(reason));
    this.warning ??= trustMessages.warning(reason);
  }
}

/** A row the domain's schema refuses: which line, which table and field, and why. */
export function refusedRow(line: number, table: string, error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue?.path.length ? ` ${issue.path.join('.')}` : '';
  return `The backup was refused at line ${line}: ${table}${field}: ${issue?.message ?? 'not a valid row'} ${UNCHANGED}`;
}
