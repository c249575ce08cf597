export const UPI_APPS = ['Google Pay', 'PhonePe', 'Paytm', 'BHIM'] as const;

/** One choice across both groups: a UPI app or a debit card of one bank. */
export type PaymentChoice = { kind: 'upi'; name: string } | { kind: 'card'; name: string };

export const DEFAULT_PAYMENT: PaymentChoice = { kind: 'upi', name: UPI_APPS[0] };

export function paymentLabel(choice: PaymentChoice): string {
  return choice.kind === 'upi' ? `${choice.name} (UPI)` : `${choice.name} debit card`;
}
