/** The debit-card list starts with two banks; 'Add bank' appends more. */
export const INITIAL_BANKS = ['State Bank of India', 'HDFC Bank'] as const;
export const BANK_NAME_MAX_LENGTH = 40;

export type BankCheck = { ok: true; name: string } | { ok: false; error: string };

/** A new bank needs a name, not too long, that is not already in the list (ignoring case and spaces). */
export function checkNewBank(input: string, existing: readonly string[]): BankCheck {
  const name = input.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, error: 'Enter the name of your bank.' };
  if (name.length > BANK_NAME_MAX_LENGTH)
    return { ok: false, error: `Keep the bank name within ${BANK_NAME_MAX_LENGTH} characters.` };
  if (existing.some((bank) => bank.toLowerCase() === name.toLowerCase()))
    return { ok: false, error: `${name} is already in the list.` };
  return { ok: true, name };
}
